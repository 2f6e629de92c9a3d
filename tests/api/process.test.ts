import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serverArgs, serverEnv, startServer, type RunningServer } from "../e2e/support/server";
import { dbMode } from "../helpers/test-db";

// The data-directory lock and crash safety are properties of the embedded
// database; against PostgreSQL the server holds no lock and PostgreSQL's own
// durability applies, so these run in the PGlite leg only.
const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

const start = async (dataDir?: string) => {
  const s = await startServer({ dataDir, env: { SERVE_WEB: "false", NODE_ENV: "test" } });
  servers.push(s);
  return s;
};

function runSecond(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serverArgs, {
      // Vitest puts Vite's BASE_URL="/" into the environment; give a real one.
      env: serverEnv({ ...process.env, DATA_DIR: dataDir, PORT: "0", BASE_URL: "http://localhost:1", SERVE_WEB: "false", DATABASE_URL: "" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const listFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));

// Each test starts two real servers; under load one start can take 15 s.
describe.skipIf(dbMode() !== "pglite")("embedded database process safety (PGlite leg)", { timeout: 120_000 }, () => {
  it("refuses a second server on the same data directory and touches nothing", async () => {
    const first = await start();
    const before = new Map(listFiles(first.dataDir).map((f) => [f, fs.statSync(f).mtimeMs]));
    const second = await runSecond(first.dataDir);
    expect(second.output).not.toContain("Ungültige Konfiguration");
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Das Datenverzeichnis ${first.dataDir} wird bereits von einem anderen Hausbuch-Prozess`);
    expect(second.output).toContain(`PID ${first.process.pid}`);
    const after = new Map(listFiles(first.dataDir).map((f) => [f, fs.statSync(f).mtimeMs]));
    for (const [file, mtime] of after) {
      // The running first server may write its own files; the second must not add or change any lock.
      if (file.endsWith("hausbuch.lock")) expect(mtime).toBe(before.get(file));
    }
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it("runs with one malloc arena, as npm start sets it (decision 0042)", async () => {
    const server = await start();
    // What glibc read at the process's start; /proc shows the environment it was started with.
    const environ = fs.readFileSync(`/proc/${server.process.pid}/environ`, "utf8").split("\0");
    expect(environ).toContain("MALLOC_ARENA_MAX=1");
    expect(fs.readFileSync("scripts/start.mjs", "utf8")).toMatch(/env: serverEnv\(process\.env\)/);
  });

  it("kill -9 during sign-ups loses no acknowledged account, and a restart takes over the stale lock", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-crash-"));
    const first = await start(dataDir);
    const acknowledged: string[] = [];
    let stop = false;
    const signUps = Array.from({ length: 3 }, async (_, worker) => {
      for (let i = 0; !stop; i++) {
        const email = `crash-${worker}-${i}@beispiel.de`;
        try {
          const res = await fetch(`${first.url}/api/auth/sign-up/email`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: first.url },
            body: JSON.stringify({ email, password: "Sicheres-Passwort-1", name: "x" }),
          });
          if (res.status === 200) acknowledged.push(email);
        } catch {
          return; // the server died mid-request: not acknowledged
        }
      }
    });
    await new Promise((r) => setTimeout(r, 2500));
    first.process.kill("SIGKILL");
    stop = true;
    await Promise.all(signUps);
    if (first.process.exitCode === null && first.process.signalCode === null) await new Promise((r) => first.process.once("exit", r));
    expect(acknowledged.length).toBeGreaterThan(3);
    expect(fs.existsSync(path.join(dataDir, "hausbuch.lock"))).toBe(true);

    const second = await start(dataDir);
    for (const email of acknowledged) {
      const res = await fetch(`${second.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: second.url },
        body: JSON.stringify({ email, password: "Sicheres-Passwort-1" }),
      });
      // 403 "not verified" proves the account exists with this password; an unknown one is 401.
      expect({ email, status: res.status }).toEqual({ email, status: 403 });
    }
  }, 150_000);
});
