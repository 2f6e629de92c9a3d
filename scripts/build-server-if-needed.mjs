// Compiles the server to dist/server/main.js when it is missing or older than its sources, so
// production runs plain JavaScript (no TypeScript compiler at run time: faster start, less
// memory) and a second `npm start` is instant. One bundle of our own code (src/server and what
// it imports from src/shared, src/core, src/domain); packages stay in node_modules. The
// migrations travel along: src/server/db/migrate.ts finds them next to the bundle. Beside it,
// the migrated empty embedded database (pglite-template/) that a first start copies,
// rebuilt only when the migrations or the installed packages change (decision 0035).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { serverBuildOptions } from "./server-build-options.mjs";

const out = path.resolve("dist/server");
const bundle = path.join(out, "main.js");
const template = path.join(out, "pglite-template");
const sources = ["src/server", "src/shared", "src/core", "src/domain", "tsconfig.json", "package-lock.json"];
// What the template is made of: the migrations, the PGlite settings and extensions, the packages.
const templateSources = ["src/server/db/migrations", "src/server/db/client.ts", "src/server/db/pglite-worker.mjs", "package-lock.json"];
// The embedded database's thread, plain JavaScript, found beside the bundle (db/pglite-thread.ts).
const workerFiles = ["pglite-worker.mjs", "pglite-statements.mjs"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const newest = (list) => Math.max(...list.map(newestMtime));

if (mtime(bundle) < newest(sources)) {
  console.log("Server wird gebaut …");
  for (const old of ["main.js", "main.js.map", "pglite-template.js", "pglite-template.js.map", "migrations", ...workerFiles]) {
    fs.rmSync(path.join(out, old), { recursive: true, force: true });
  }
  await build({ ...serverBuildOptions, entryPoints: { main: "src/server/main.ts", "pglite-template": "src/server/db/pglite-template.ts" }, outdir: out });
  fs.cpSync("src/server/db/migrations", path.join(out, "migrations"), { recursive: true });
  for (const file of workerFiles) fs.copyFileSync(path.join("src/server/db", file), path.join(out, file));
}
if (mtime(template) < newest(templateSources)) {
  console.log("Leere Datenbank für den ersten Start wird vorbereitet …");
  execFileSync(process.execPath, [path.join(out, "pglite-template.js"), template], { stdio: "inherit" });
}
