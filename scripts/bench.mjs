// `npm run bench`: runs the benchmarks in bench/ one after the other and prints
// their tables (BENCHMARKS.md says what each measures and on which machine).
//   npm run bench                      all: domain, imports, landing, ledger, load, portfolio, reports, startup
//   npm run bench -- domain            only bench/domain.bench.ts
//   npm run bench -- landing --write   options after the names go to each bench
// portfolio seeds 50.000 units first (minutes); BENCH_DATABASE_URL=postgres://…
// runs it on PostgreSQL instead of PGlite. ledger seeds 1.000.000 booking lines (BENCH_SCALE=0.01
// for a quick run; `npm run bench -- ledger --only=rent-roll,soll` for some parts). reports seeds
// 5.000 properties with ten years of bookings, about 7.400.000 lines on PostgreSQL (about an hour),
// a tenth on PGlite (BENCH_SCALE=0.01 for a quick run, `--plan` only counts). load: 200 users
// against the compiled server, both modes (`-- load --processes=2` with BENCH_DATABASE_URL).
//
// Each bench is compiled as the server is (server-build-options.mjs) and runs as plain JavaScript
// beside the server's bundle in dist/server (where the migrations and the database thread are):
// run through tsx, the same code was up to a third slower (its transform keeps every function's
// name, a call per closure made), so the figures would not be production's.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { build } from "esbuild";
import { serverBuildOptions } from "./server-build-options.mjs";

const all = fs.readdirSync("bench").filter((f) => f.endsWith(".bench.ts")).map((f) => f.replace(/\.bench\.ts$/, ""));
const args = process.argv.slice(2);
const names = args.filter((a) => !a.startsWith("-"));
const options = args.filter((a) => a.startsWith("-"));
const unknown = names.filter((n) => !all.includes(n));
if (unknown.length > 0) {
  console.error(`Unbekannter Benchmark: ${unknown.join(", ")}. Vorhanden: ${all.join(", ")}`);
  process.exit(2);
}

execFileSync(process.execPath, ["scripts/build-server-if-needed.mjs"], { stdio: "inherit" });
for (const name of names.length > 0 ? names : all) {
  console.log(`\n━━ bench/${name}.bench.ts ━━`);
  await build({ ...serverBuildOptions, entryPoints: { [`bench-${name}`]: `bench/${name}.bench.ts` }, outdir: "dist/server" });
  const res = spawnSync(process.execPath, ["--enable-source-maps", `dist/server/bench-${name}.js`, ...options], { stdio: "inherit" });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
