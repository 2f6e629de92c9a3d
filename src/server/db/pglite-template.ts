// Makes the migrated, empty embedded database beside the compiled server (issue 20, item 2).
// A first start on an empty DATA_DIR copies this directory instead of running PGlite's initdb
// and every migration (≈ 1 s instead of ≈ 5 s on two cores, decision 0035); the server still
// migrates after opening it, so an older template only costs the missing migrations.
// Run by scripts/build-server-if-needed.mjs as `node dist/server/pglite-template.js DIR`.
import fs from "node:fs";
import { openPglite } from "./client";
import { migrateDatabase } from "./migrate";

const dir = process.argv[2];
if (!dir) throw new Error("pglite-template: target directory missing");
const building = `${dir}.tmp`;
fs.rmSync(building, { recursive: true, force: true });
const database = await openPglite({ dataDir: building });
await migrateDatabase(database);
// A clean shutdown checkpoints, so the copied files are a consistent data directory.
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
fs.renameSync(building, dir);
