import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { namedStatementClient } from "./pg-statements";

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; services only see this type.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs a raw statement; used by health checks and test helpers. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (test templates). */
  dumpDataDir?: () => Promise<Blob>;
};

/**
 * PGlite's shared buffers. Its default of 128 MB is memory the WASM instance touches at start,
 * most of the server's resident memory; the data files are in the kernel's page cache anyway
 * (PGlite reads them through the file system), so 32 MB costs the benchmarks little
 * (decision 0035, BENCHMARKS.md „Start-up and memory“).
 */
const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * Opens the embedded database. `template`: a migrated empty data directory
 * (dist/server/pglite-template), copied into `dataDir` when that holds no database yet, instead
 * of running initdb.
 */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File; template?: string }): Promise<Database> {
  const { PgliteThread } = await import("./pglite-thread");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (opts.dataDir && opts.template) copyTemplate(opts.template, opts.dataDir);
  // In a worker thread of its own, so that HTTP keeps the main thread (decision 0036).
  const client = await PgliteThread.start({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extraStartParams: ["-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzle(client as never, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
  };
}

function copyTemplate(template: string, dataDir: string) {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION")) || !fs.existsSync(path.join(template, "PG_VERSION"))) return;
  // Beside it first, then one rename: a start that dies while copying leaves no half database.
  const copying = `${dataDir}.neu`;
  fs.rmSync(copying, { recursive: true, force: true });
  fs.cpSync(template, copying, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(copying, dataDir);
}

/** Connections per app process (the admission limit admits as many requests at once, app.ts). */
export const PG_POOL_SIZE = 10;

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Dates stay 'yyyy-MM-dd' strings (DESIGN convention), not JS Dates shifted by the time zone.
  // No JIT and no parallel workers: the app's queries are short index reads, and a row estimate
  // that is off (a partial index's) makes PostgreSQL compile expressions for 100–200 ms to save a
  // few (decision 0019), or start two worker processes for a read of 14 lines: the portfolio
  // P&L's 10-day read took 75 ms in parallel and 25 ms without (BENCHMARKS.md "Reports").
  // Named statements (pg-statements.ts, decision 0040) with PostgreSQL's own choice between a
  // plan for each execution and one kept plan; searches are planned for their values (0041).
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? PG_POOL_SIZE,
    options: "-c jit=off -c max_parallel_workers_per_gather=0",
    Client: namedStatementClient(pg.Client),
  });
  pool.on("error", (err) => console.error("[ERROR] PostgreSQL-Pool:", err.message));
  const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
