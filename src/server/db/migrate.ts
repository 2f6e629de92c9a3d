import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { rowsOf } from "./rows";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** The migrated empty embedded database beside the compiled server (made by scripts/build-server-if-needed.mjs; absent under tsx). */
export const pgliteTemplateDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template");

// Arbitrary but fixed: serialises migrations when several app processes
// start at once against one PostgreSQL server.
const MIGRATION_LOCK_ID = 727_274_001;

export async function migrateDatabase(database: Database, url?: string): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
    // PGlite has no autovacuum, so without this its planner statistics stay those of the
    // day the tables were created (empty). The property_figures triggers then recompute a
    // property in ≈ 25 ms instead of ≈ 1,5 ms with 50.000 units (BENCHMARKS.md, "Portfolio
    // API"). 0,3 s at startup with that much data; PostgreSQL's autovacuum does this itself.
    // Only our tables that hold rows: a plain `analyze` also reads every system catalog, 0,35 s
    // of each start even on an empty database (decision 0035).
    const rows = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' and pg_relation_size(format('%I.%I', schemaname, tablename)::regclass) > 0`,
      ),
    );
    if (rows.length > 0) await database.db.execute(sql.raw(`analyze ${rows.map((r) => r.name).join(", ")}`));
    return;
  }
  if (!url) throw new Error("migrateDatabase: PostgreSQL needs its URL");
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
