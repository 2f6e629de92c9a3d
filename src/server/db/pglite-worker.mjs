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

if (!parentPort) throw new Error("pglite-worker: not started as a worker thread");
const port = parentPort;

/** @type {{ dataDir?: string; loadDataDir?: ArrayBuffer; extraStartParams: string[] }} */
const options = workerData;

// Dates, timestamps and intervals (and their arrays) stay the strings PostgreSQL sends, as
// drizzle asks of every query it runs (its pglite session passes these parsers; functions cannot
// cross to this thread, so they are fixed here): 'yyyy-MM-dd', not a Date shifted by a time zone.
const keepText = (/** @type {string} */ value) => value;
const parsers = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, keepText]));

// btree_gist: the exclusion constraint on contract periods (migration 0005); pg_trgm and
// btree_gin: the text search indexes (migrations 0013, 0016, 0030).
const db = await PGlite.create({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  extensions: { btree_gin, btree_gist, pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...options.extraStartParams],
});

/**
 * Open transactions by id. PGlite runs one at a time and queues everything else behind it, so a
 * transaction is a `db.transaction` callback held open until the main thread commits or rolls back.
 * @type {Map<number, { tx: import("@electric-sql/pglite").Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>}
 */
const transactions = new Map();
let nextTransaction = 1;

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
      const target = msg.tx ? transactions.get(msg.tx)?.tx : db;
      if (!target) throw new Error(`pglite-worker: transaction ${msg.tx} is not open`);
      const result = await target.query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "begin": {
      const id = nextTransaction++;
      /** @type {(tx: any) => void} */
      let opened = () => {};
      const ready = new Promise((resolve) => (opened = resolve));
      /** @type {(commit: boolean) => void} */
      let end = () => {};
      const done = db.transaction(async (tx) => {
        opened(tx);
        const commit = await new Promise((resolve) => (end = resolve));
        // Throwing makes PGlite roll back; the rejection is expected and handled below.
        if (!commit) throw Object.assign(new Error("rollback"), { rollback: true });
      });
      // PGlite first waits for the transaction before this one; `begin` answers once it is ours.
      const tx = await Promise.race([ready, done.then(() => undefined)]);
      transactions.set(id, { tx, end: (commit) => end(commit), done });
      return id;
    }
    case "commit":
    case "rollback": {
      const open = transactions.get(msg.tx);
      if (!open) throw new Error(`pglite-worker: transaction ${msg.tx} is not open`);
      transactions.delete(msg.tx);
      open.end(msg.op === "commit");
      try {
        await open.done;
      } catch (err) {
        if (!(err && typeof err === "object" && "rollback" in err)) throw err;
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
