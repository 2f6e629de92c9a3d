import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// scripts/embedded-postgres.mjs, as `npm test` uses it without TEST_DATABASE_URL:
// a real server on a free port, reachable through the URL it hands over, gone
// with its directory afterwards; a taken port is refused with a clear message.
// Run as a child process: embedded-postgres hooks the process's exit and signals.
const script = "scripts/embedded-postgres.mjs";

function runNode(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile("node", args, (err, stdout, stderr) => {
      resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

const runScript = (args: string[]) => runNode([script, ...args]);

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

// Connects with TEST_DATABASE_URL and prints what the server says about itself.
const probe = `
const pg = require("pg");
const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
client.connect()
  .then(() => client.query("select current_database() as db, current_setting('server_version_num')::int as version, current_setting('port')::int as port"))
  .then((r) => { console.log("PROBE " + JSON.stringify(r.rows[0])); return client.end(); })
  .catch((e) => { console.log("PROBE-ERROR " + e.message); process.exit(3); });
`;

// A parent that blocks its event loop while the server runs, as `npm test` does while it waits for
// vitest (spawnSync); meanwhile a client makes the server log about 750 KB (3.000 warnings). Prints
// how that client ended. The server's log goes to a pipe only this parent reads.
const blockedParent = (module: string) => `
import { spawnSync } from "node:child_process";
import { startEmbeddedPostgres } from ${JSON.stringify(module)};
const noisy = \`
const pg = require("pg");
const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
client.connect()
  .then(() => client.query("do $$ begin for i in 1..3000 loop raise warning '%', repeat('x', 200); end loop; end $$"))
  .then(() => { console.log("DONE"); return client.end(); });
\`;
const pg = await startEmbeddedPostgres();
try {
  const r = spawnSync(process.execPath, ["-e", noisy], { env: { ...process.env, TEST_DATABASE_URL: pg.url }, timeout: 20000, encoding: "utf8" });
  console.log("NOISY " + JSON.stringify({ status: r.status, signal: r.signal, out: r.stdout.trim() }));
} finally {
  await pg.stop();
}
`;

describe("embedded PostgreSQL for npm test", () => {
  it("keeps serving while its parent's event loop is blocked and the server has much to log", async () => {
    const module = pathToFileURL(path.resolve(script)).href;
    const { code, out } = await runNode(["--input-type=module", "-e", blockedParent(module)]);
    expect(code, out).toBe(0);
    expect(JSON.parse(/^NOISY (.*)$/m.exec(out)?.[1] ?? "null"), out).toEqual({ status: 0, signal: null, out: "DONE" });
  }, 60_000);

  it("serves the test database on a free port and removes its directory afterwards", async () => {
    const { code, out } = await runScript(["--", "node", "-e", probe]);
    expect(code, out).toBe(0);
    const seen = JSON.parse(/^PROBE (.*)$/m.exec(out)?.[1] ?? "null") as { db: string; version: number; port: number };
    expect(seen.db).toBe("test");
    expect(seen.version).toBeGreaterThanOrEqual(180000);
    expect(seen.port).not.toBe(5432); // not the system server's port: one of its own, chosen free
    const dir = /Daten in (\S+),/.exec(out)?.[1];
    expect(dir).toMatch(/hausbuch-pg-/);
    expect(fs.existsSync(dir!)).toBe(false);
    expect(await canConnect(seen.port)).toBe(false);
  }, 30_000);

  it("refuses a port that is taken, without starting anything", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const { code, out } = await runScript(["--port", String(port), "--", "node", "-e", probe]);
      expect(code).toBe(1);
      expect(out).toContain(`Port ${port} auf 127.0.0.1 ist belegt`);
      expect(out).not.toContain("PROBE");
    } finally {
      holder.close();
    }
  }, 30_000);
});
