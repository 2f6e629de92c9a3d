import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverArgs, serverEnv } from "../../../scripts/server-process.mjs";

export type RunningServer = { url: string; port: number; dataDir: string; process: ChildProcess; stop(): Promise<void>; logs: string[] };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** The compiled server as `npm start` runs it (decision 0035). */
export { serverArgs, serverEnv };

/**
 * Builds the server when its sources are newer than the bundle (a no-op otherwise). The test
 * projects' global setups call it before any worker starts, so workers only find it fresh.
 */
export function buildServer() {
  execFileSync(process.execPath, ["scripts/build-server-if-needed.mjs"], { stdio: "inherit" });
}

/** Starts the real server (built web app + API) as `npm start` would, on a fresh data directory. */
export async function startServer(opts: { port?: number; dataDir?: string; env?: Record<string, string>; nodeArgs?: string[] } = {}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-e2e-"));
  const logs: string[] = [];
  buildServer();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...serverArgs], {
    env: serverEnv({ ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, BASE_URL: `http://localhost:${port}`, DATABASE_URL: "", NODE_ENV: "production", ...opts.env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => logs.push(String(d)));
  child.stderr.on("data", (d) => logs.push(String(d)));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server beendet (Code ${child.exitCode}):\n${logs.join("")}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server nicht bereit nach 60 s:\n${logs.join("")}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  return { url, port, dataDir, process: child, stop, logs };
}
