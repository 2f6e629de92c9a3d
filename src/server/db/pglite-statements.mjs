// @ts-check
// How the embedded database's thread runs a query (decision 0039). PGlite's own `query` makes six
// calls into PostgreSQL for each statement (parse, describe the statement to learn the parameter
// types, bind, describe the portal, execute, sync) and parses and plans the text every time. Here a
// statement text is parsed once under a name of its own and then only bound and executed, all in
// one message (still planned for each execution's values: plan_cache_mode in pglite-worker.mjs):
// about 40 % less of the thread's time per query than PGlite's `query`.
//
// Parameters are turned into text the way the pg driver does it for PostgreSQL (its
// `prepareValue`: dates, arrays, JSON objects, bytes as binary), so one value means the same on
// both databases; PostgreSQL infers their types from the statement, as it does for pg.
import pgUtils from "pg/lib/utils.js";
import { messages as pgMessages, protocol } from "@electric-sql/pglite";

const { serialize } = protocol;

/** Named statements kept at most; the least recently used one is closed beyond that. */
const MAX_STATEMENTS = 500;

/** Runners made so far: each names its statements apart (tests make several on one database). */
let runners = 0;

/**
 * Errors after which a kept statement is parsed again next time: "cached plan must not change
 * result type" (a table changed under it) and "prepared statement does not exist" (someone ran
 * DEALLOCATE; the app does not).
 */
const STALE_STATEMENT = new Set(["0A000", "26000"]);

/**
 * @param {import("@electric-sql/pglite").PGlite} db
 * @param {Record<number, (value: string, type: number) => unknown>} parsers by type OID, on top of PGlite's
 * @param {{ maxStatements?: number }} [options]
 */
export function statementRunner(db, parsers, options = {}) {
  const maxStatements = options.maxStatements ?? MAX_STATEMENTS;
  const allParsers = { ...db.parsers, ...parsers };
  /** Statement text → its name, oldest use first (a Map keeps insertion order). */
  const named = new Map();
  /** Names to close with the next message (evicted, or their plan went stale). */
  let closing = [];
  const prefix = `hb${++runners}_`;
  let nextName = 1;

  /**
   * Runs one statement. The caller holds PGlite's transaction lock, or runs inside the open
   * transaction that holds it.
   * @param {string} sql
   * @param {unknown[]} params
   * @param {"array" | "object"} rowMode
   */
  async function run(sql, params, rowMode) {
    const parts = closing.map((name) => serialize.close({ type: "S", name }));
    closing = [];
    let name = named.get(sql);
    const fresh = name === undefined;
    if (name === undefined) {
      name = `${prefix}${nextName++}`;
      parts.push(serialize.parse({ name, text: sql }));
    } else {
      named.delete(sql);
      named.set(sql, name);
    }
    const values = params.map((value) => pgUtils.prepareValue(value));
    parts.push(serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync());

    // throwOnError false: every message comes back, so a statement that was parsed before a
    // later step failed is known to exist (statements outlive errors and rollbacks).
    const replies = await db._runExclusiveQuery(() => db.execProtocolStream(concat(parts), { syncToFs: false, throwOnError: false }));
    if (fresh && replies.some((m) => m.name === "parseComplete")) keep(sql, name);
    const error = replies.find((m) => m instanceof pgMessages.DatabaseError);
    if (error) {
      if (!fresh && STALE_STATEMENT.has(error.code)) forget(sql, name);
      throw error;
    }
    return readResult(replies, allParsers, rowMode);
  }

  /** @param {string} sql @param {string} name */
  function keep(sql, name) {
    // Two queries of one transaction, sent at once, may both have parsed a new text.
    if (named.has(sql)) return void closing.push(name);
    named.set(sql, name);
    if (named.size <= maxStatements) return;
    const [oldestSql, oldestName] = named.entries().next().value ?? [];
    if (oldestSql !== undefined) forget(oldestSql, oldestName);
  }

  /** @param {string} sql @param {string} name */
  function forget(sql, name) {
    named.delete(sql);
    closing.push(name);
  }

  return { run, kept: () => named.size };
}

/** Commands whose tag ends in the number of rows they wrote ("INSERT 0 5", "UPDATE 3"). */
const WRITES = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/**
 * The rows of one statement's replies, each value parsed by its type as PGlite's `parseResults`
 * does. Not that function itself: it copies all 318 parsers into a new object on every call,
 * 95 µs a query, 8,4 of the database thread's 21,4 busy seconds under load (BENCHMARKS.md „Load“).
 * @param {any[]} replies
 * @param {Record<number, (value: string, type: number) => unknown>} parsers
 * @param {"array" | "object"} rowMode
 */
function readResult(replies, parsers, rowMode) {
  /** @type {{ name: string; dataTypeID: number }[]} */
  let fields = [];
  /** @type {((value: string, type: number) => unknown)[]} */
  let parse = [];
  /** @type {unknown[]} */
  const rows = [];
  let affectedRows = 0;
  for (const reply of replies) {
    if (reply.name === "rowDescription") {
      fields = reply.fields.map((/** @type {{ name: string; dataTypeID: number }} */ f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
      parse = fields.map((f) => parsers[f.dataTypeID] ?? keepText);
    } else if (reply.name === "dataRow") {
      /** @type {(string | null)[]} */
      const values = reply.fields;
      if (rowMode === "array") {
        rows.push(values.map((v, i) => (v === null ? null : parse[i](v, fields[i].dataTypeID))));
      } else {
        /** @type {Record<string, unknown>} */
        const row = {};
        for (let i = 0; i < values.length; i++) row[fields[i].name] = values[i] === null ? null : parse[i](/** @type {string} */ (values[i]), fields[i].dataTypeID);
        rows.push(row);
      }
    } else if (reply.name === "commandComplete") {
      const words = reply.text.split(" ");
      if (WRITES.has(words[0])) affectedRows += Number(words[words.length - 1]);
    }
  }
  return { rows, fields, affectedRows };
}

/** A value as PostgreSQL sent it: for types without a parser, and for dates the app keeps as text. */
export const keepText = (/** @type {string} */ value) => value;

/** @param {Uint8Array[]} parts */
function concat(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
