import { Worker } from "node:worker_threads";

// The main thread's side of the embedded database's thread (pglite-worker.mjs, decision 0036):
// the two calls drizzle's PGlite session makes, `query` and `transaction`, as messages.

export type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: "array" | "object" };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** What drizzle-orm/pglite calls on a client and on a transaction's client. */
export type PgliteLikeClient = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(fn: (tx: PgliteLikeClient) => Promise<T>): Promise<T>;
};

export type PgliteThreadOptions = { dataDir?: string; loadDataDir?: Blob | File; extraStartParams: string[] };

export class PgliteThread implements PgliteLikeClient {
  private nextId = 1;
  private nextTransaction = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (msg: Reply | { ready: true }) => {
      if ("ready" in msg) return;
      const waiting = this.pending.get(msg.id);
      if (!waiting) return;
      this.pending.delete(msg.id);
      if (this.pending.size === 0) this.worker.unref();
      if (msg.ok) waiting.resolve(msg.value);
      else waiting.reject(databaseError(msg.error));
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const w of this.pending.values()) w.reject(err);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`Die eingebettete Datenbank wurde beendet (Code ${code}).`)));
  }

  static async start(opts: PgliteThreadOptions): Promise<PgliteThread> {
    const loadDataDir = opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: { dataDir: opts.dataDir, loadDataDir, extraStartParams: opts.extraStartParams },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (msg: { ready?: boolean }) => {
        if (!msg.ready) return;
        worker.off("error", reject);
        worker.off("message", onMessage);
        resolve();
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
    });
    worker.unref();
    return new PgliteThread(worker);
  }

  private call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      // An idle database keeps no process alive (as PGlite on the main thread did not); one
      // that is answering does, or a script awaiting its last query would simply end.
      this.worker.ref();
      this.worker.postMessage({ ...msg, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: { id: number; begin: boolean }): Promise<QueryResult> {
    return this.call({ op: "query", sql, params, rowMode: options.rowMode ?? "object", tx: tx?.id, begin: tx?.begin });
  }

  async transaction<T>(fn: (tx: PgliteLikeClient) => Promise<T>): Promise<T> {
    // The transaction begins with its first query, in the same message (pglite-worker.mjs): a
    // round trip less while it keeps everybody else waiting.
    const id = this.nextTransaction++;
    let begun = false;
    const client: PgliteLikeClient = {
      query: (sql, params, options) => {
        const begin = !begun;
        begun = true;
        return this.query(sql, params, options, { id, begin });
      },
      transaction: () => Promise.reject(new Error("Verschachtelte Transaktionen laufen über Savepoints")),
    };
    let result: T;
    try {
      result = await fn(client);
    } catch (err) {
      if (begun) await this.call({ op: "rollback", tx: id });
      throw err;
    }
    if (begun) await this.call({ op: "commit", tx: id });
    return result;
  }

  /** The data directory as a gzipped tarball. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: "dump" })]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: "close" });
    await this.worker.terminate();
  }
}

/** PostgreSQL's error as the pg driver would give it: the SQLSTATE code, constraint … (db/errors.ts reads them). */
function databaseError(fields: Record<string, unknown> & { message: string }): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}
