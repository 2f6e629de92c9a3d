import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { backupMessages } from "@/shared/messages/backup";
import { BackupError, type BackupResult } from "./dump";

/**
 * `npm run backup` against a running PGlite server (decision 0025). PGlite is one process's
 * database: a second process must not open the data directory while the server holds it. So
 * the server listens on a local socket in DATA_DIR (mode 0600, like the data itself) and takes
 * the backup itself when asked; the command prints where it went. One request per connection:
 * `{"command":"backup"}\n`, answered by one JSON line.
 */

/** Unix sockets take at most ~104 bytes of path (macOS; Linux 108). */
const MAX_SOCKET_PATH = 100;

export function controlSocketPath(dataDir: string): string {
  const hash = crypto.createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  if (process.platform === "win32") return `\\\\.\\pipe\\hausbuch-${hash}`;
  const inDataDir = path.join(path.resolve(dataDir), "hausbuch.sock");
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return inDataDir;
  // A deep DATA_DIR: the socket goes to the temp folder, named after the directory; its mode
  // still lets only this user connect.
  return path.join(os.tmpdir(), `hausbuch-${hash}.sock`);
}

type Answer = ({ ok: true } & BackupResult) | { ok: false; message: string };

/** The server's side. Only call while holding the data-directory lock (no one else listens there). */
export function startBackupControl(opts: { dataDir: string; takeBackup: () => Promise<BackupResult>; log: (line: string) => void }): () => void {
  const address = controlSocketPath(opts.dataDir);
  // A socket file left by a killed server: we hold the lock, so it is nobody's.
  if (process.platform !== "win32") fs.rmSync(address, { force: true });
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => {});
    socket.on("data", (chunk: string) => {
      request += chunk;
      if (request.length > 1024) socket.destroy();
      if (!request.includes("\n")) return;
      socket.removeAllListeners("data");
      void answer(request.slice(0, request.indexOf("\n"))).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string): Promise<Answer> => {
    let command: unknown;
    try {
      command = (JSON.parse(line) as { command?: unknown }).command;
    } catch {
      command = null;
    }
    if (command !== "backup") return { ok: false, message: backupMessages.controlUnknownRequest };
    try {
      return { ok: true, ...(await opts.takeBackup()) };
    } catch (err) {
      return { ok: false, message: err instanceof BackupError ? err.message : backupMessages.backupFailed((err as Error).message ?? String(err)) };
    }
  };
  server.on("error", (err: NodeJS.ErrnoException) => opts.log(backupMessages.controlSocketUnavailable(err.code ?? err.message)));
  server.listen(address, () => {
    if (process.platform !== "win32") fs.chmodSync(address, 0o600);
  });
  server.unref();
  return () => server.close();
}

/** The command's side: asks the server holding DATA_DIR for a backup and waits for its answer. */
export function requestBackupFromServer(dataDir: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let reply = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ command: "backup" })}\n`));
    socket.on("data", (chunk: string) => (reply += chunk));
    socket.on("error", () => reject(new BackupError(backupMessages.backupServerUnreachable(dataDir))));
    socket.on("end", () => {
      try {
        const answer = JSON.parse(reply) as Answer;
        if (answer.ok) resolve({ file: answer.file, tables: answer.tables, rows: answer.rows, files: answer.files, missingFiles: answer.missingFiles });
        else reject(new BackupError(answer.message));
      } catch {
        reject(new BackupError(backupMessages.backupServerUnreachable(dataDir)));
      }
    });
  });
}
