// Start-up of the server as `npm start` runs it (issue 20, item 2): the time from spawning the
// process to the first 200 of /api/health, on an empty data directory (first start: PGlite's
// initdb and every migration) and on the same directory again (restart), and the server's
// resident memory a second after it answered. Two ways to run the same sources:
//   tsx       node --import tsx src/server/main.ts   (TypeScript compiled at run time)
//   compiled  node dist/server/main.js               (built once by scripts/build-server-if-needed.mjs, as `npm start` does)
//
//   npx tsx bench/startup.bench.ts              both, 3 restarts each
//   BENCH_RESTARTS=5 npx tsx bench/startup.bench.ts compiled
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, percentile, rssMb } from "./support.js";
import { serverArgs, serverEnv } from "../scripts/server-process.mjs";

const commands = {
  tsx: ["--import", "tsx", "src/server/main.ts"],
  compiled: serverArgs,
} as const;
type Mode = keyof typeof commands;

const modes = (process.argv.slice(2).filter((a) => a in commands) as Mode[]).length > 0 ? (process.argv.slice(2) as Mode[]) : (Object.keys(commands) as Mode[]);
const restarts = Number(process.env.BENCH_RESTARTS ?? 3);


async function startOnce(mode: Mode, dataDir: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...commands[mode]], {
    env: serverEnv({ ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "", BACKUP_KEEP: "0" }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode}: Server beendet mit ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error(`${mode}: keine Antwort nach 120 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1_000));
    return { ms, rss: rssMb(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

if (modes.includes("compiled")) spawnSync(process.execPath, ["scripts/build-server-if-needed.mjs"], { stdio: "inherit" });
console.log(`Start-up, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}; ${restarts} restarts each`);
console.log("| Run | first start (empty DATA_DIR) ms | its RSS MB | restart p50 / max ms | restart RSS MB |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const mode of modes) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-startup-"));
  try {
    const first = await startOnce(mode, dataDir);
    const again: Array<{ ms: number; rss: number }> = [];
    for (let i = 0; i < restarts; i++) again.push(await startOnce(mode, dataDir));
    const times = again.map((a) => a.ms).sort((a, b) => a - b);
    const fmt = (n: number) => n.toLocaleString("de-DE", { maximumFractionDigits: 0 });
    console.log(
      `| ${mode} | ${fmt(first.ms)} | ${fmt(first.rss)} | ${fmt(percentile(times, 0.5))} / ${fmt(times.at(-1)!)} | ${fmt(Math.max(...again.map((a) => a.rss)))} |`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
