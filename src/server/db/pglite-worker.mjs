// @ts-check
// The embedded database in a thread of its own (issue 20 item 7, decision 0036). PGlite is
// PostgreSQL compiled to WASM: every query runs synchronously on the thread that owns it. On the
// server's main thread it took 59 % of the event loop under load, and HTTP (accepting, reading,
// writing sockets) fell so far behind that connections waited for the whole minute. Here it has
// its own loop and the second core; src/server/db/pglite-thread.ts is the other side.
//
// Plain JavaScript because the compiled server and the TypeScript tests (tsx, vitest) both start
// this file as it is. Messages: { id, op, … } in, { id, ok, value | error } out.
import { Blob } from "node:buffer";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { keepText, statementRunner } from "./pglite-statements.mjs";

if (!parentPort) throw new Error("pglite-worker: not started as a worker thread");
const port = parentPort;

/** @type {{ dataDir?: string; loadDataDir?: ArrayBuffer; extraStartParams: string[] }} */
const options = workerData;

// Dates, timestamps and intervals (and their arrays) stay the strings PostgreSQL sends, as
// drizzle asks of every query it runs (its pglite session passes these parsers; functions cannot
// cross to this thread, so they are fixed here): 'yyyy-MM-dd', not a Date shifted by a time zone.
const parsers = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, keepText]));

// btree_gist: the exclusion constraint on contract periods (migration 0005); pg_trgm and
// btree_gin: the text search indexes (migrations 0013, 0016, 0030).
const db = await PGlite.create({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  extensions: { btree_gin, btree_gist, pg_trgm },
  // The kept statements (pglite-statements.mjs) are planned for each execution's values: a
  // generic plan turned a booking text search of a few hundred milliseconds into more than 30 s
  // (bookings-summary.test.ts). PostgreSQL may keep plans, with the searches marked instead
  // (planned-for-values.ts, decision 0041); this thread does not read the mark.
  startParams: [...PGlite.defaultStartParams, "-c", "plan_cache_mode=force_custom_plan", ...options.extraStartParams],
});

const statements = statementRunner(db, parsers);

/**
 * Open transactions by the main thread's id. PGlite runs one at a time and queues everything
 * else behind it, so a transaction is a `db.transaction` callback held open until the main thread
 * commits or rolls back. It begins with its first query (no round trip of its own: while it is
 * open nobody else's query runs, decision 0039), so a query of it may arrive before it is ours.
 * @type {Map<number, { ours: Promise<void>; end: (commit: boolean) => void; done: Promise<void> }>}
 */
const transactions = new Map();

/** @param {number} id */
function beginTransaction(id) {
  /** @type {(commit: boolean) => void} */
  let end = () => {};
  const ended = new Promise((resolve) => (end = resolve));
  /** @type {() => void} */
  let opened = () => {};
  const ready = new Promise((resolve) => (opened = resolve));
  const done = db.transaction(async () => {
    opened();
    // Throwing makes PGlite roll back; the rejection is expected and handled below.
    if (!(await ended)) throw Object.assign(new Error("rollback"), { rollback: true });
  });
  // Resolves once PGlite has begun it (after the transaction before it), or fails as it failed.
  const ours = Promise.race([ready, done.then(() => undefined)]);
  transactions.set(id, { ours, end, done });
}

/** @param {number} id */
function openTransaction(id) {
  const open = transactions.get(id);
  if (!open) throw new Error(`pglite-worker: transaction ${id} is not open`);
  return open;
}

/** The fields of PostgreSQL's error (SQLSTATE code, constraint …) that the server maps to answers. */
function errorFields(/** @type {any} */ err) {
  const fields = ["code", "detail", "hint", "constraint", "table", "column", "schema", "severity", "where", "position", "routine"];
  /** @type {Record<string, unknown>} */
  const out = { message: err instanceof Error ? err.message : String(err), name: err?.name ?? "Error" };
  for (const f of fields) if (err && typeof err === "object" && err[f] !== undefined) out[f] = err[f];
  return out;
}

/** @param {any} msg */
async function handle(msg) {
  switch (msg.op) {
    case "query": {
      // Inside a transaction its callback holds PGlite's transaction lock; outside, wait for it
      // as PGlite's own `query` does, so that nothing runs in the middle of someone's transaction.
      if (!msg.tx) return db._runExclusiveTransaction(() => statements.run(msg.sql, msg.params, msg.rowMode));
      if (msg.begin) beginTransaction(msg.tx);
      await openTransaction(msg.tx).ours;
      return statements.run(msg.sql, msg.params, msg.rowMode);
    }
    case "commit":
    case "rollback": {
      const open = openTransaction(msg.tx);
      transactions.delete(msg.tx);
      open.end(msg.op === "commit");
      try {
        await open.done;
      } catch (err) {
        // Rolled back as asked, or it never began (its first query failed at BEGIN): nothing to undo.
        if (msg.op === "commit") throw err;
      }
      return null;
    }
    case "dump": {
      const blob = await db.dumpDataDir("gzip");
      return await blob.arrayBuffer();
    }
    case "close":
      await db.close();
      return null;
    default:
      throw new Error(`pglite-worker: unknown operation ${msg.op}`);
  }
}

port.on("message", (msg) => {
  handle(msg).then(
    (value) => {
      const transfer = value instanceof ArrayBuffer ? [value] : [];
      port.postMessage({ id: msg.id, ok: true, value }, transfer);
      if (msg.op === "close") port.close();
    },
    (err) => port.postMessage({ id: msg.id, ok: false, error: errorFields(err) }),
  );
});
port.postMessage({ ready: true });
