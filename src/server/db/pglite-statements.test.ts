import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepText, statementRunner } from "./pglite-statements.mjs";

// The embedded database's query path (decision 0039) against a real PGlite: the same answers as
// PGlite's own `query`, each text parsed once, the kept statements bounded, errors as before.

let db: PGlite;
const textParsers = { 1082: keepText, 1184: keepText };

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`create table t (id int primary key, name text unique, amount bigint, rate numeric(6,3), active boolean,
    day date, at timestamptz, tags text[], meta jsonb, data bytea)`);
});
afterAll(() => db.close());

const preparedTexts = async () => (await db.query<{ statement: string }>("select statement from pg_prepared_statements order by statement")).rows.map((r) => r.statement);

describe("statementRunner", () => {
  it("answers as PGlite's own query does, for every kind of value the app binds", async () => {
    const run = statementRunner(db, textParsers).run;
    const insert = "insert into t (id, name, amount, rate, active, day, at, tags, meta, data) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id";
    const inserted = await run(insert, [1, "Müller", "123456789012", "1.250", true, "2026-02-28", new Date("2026-12-03T10:00:00Z"), ["a", "b,c"], JSON.stringify({ k: [1, "x"] }), new Uint8Array([0, 1, 255])], "object");
    expect(inserted).toMatchObject({ rows: [{ id: 1 }], affectedRows: 1 });
    await run(insert, [2, null, null, null, false, null, null, [], null, null], "object");

    const select = "select id, name, amount, rate, active, day, at, tags, meta, data from t where id = any($1) order by id";
    const ours = await run(select, [[1, 2]], "object");
    const theirs = await db.query(select, [[1, 2]], { rowMode: "object", parsers: textParsers });
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toMatchObject({ name: "Müller", amount: 123456789012, rate: "1.250", active: true, day: "2026-02-28", tags: ["a", "b,c"], meta: { k: [1, "x"] } });
    expect(Array.from((ours.rows[0] as { data: Uint8Array }).data)).toEqual([0, 1, 255]);

    const asArrays = await run("select id, name from t where active = $1", [false], "array");
    expect(asArrays.rows).toEqual([[2, null]]);
  });

  it("parses a text once and binds it again after that", async () => {
    const run = statementRunner(db, textParsers).run;
    const sql = "select count(*)::int as n from t where id > $1";
    for (const id of [0, 1, 5]) await run(sql, [id], "object");
    expect((await preparedTexts()).filter((text) => text === sql)).toHaveLength(1);
    expect((await run(sql, [1], "object")).rows).toEqual([{ n: 1 }]);
  });

  it("closes the second of two statements parsed for the same text at once", async () => {
    const runner = statementRunner(db, textParsers);
    const sql = "select name from t where id = $1 and $2::int > 0";
    await Promise.all([runner.run(sql, [1, 1], "object"), runner.run(sql, [2, 1], "object")]);
    await runner.run(sql, [1, 1], "object");
    expect(runner.kept()).toBe(1);
    expect((await preparedTexts()).filter((text) => text === sql)).toHaveLength(1);
  });

  it("keeps at most maxStatements, closing the least recently used", async () => {
    await db.exec("deallocate all");
    const runner = statementRunner(db, textParsers, { maxStatements: 3 });
    const text = (n: number) => `select ${n} + $1::int as n`;
    const texts = [1, 2, 3, 4, 5].map(text);
    for (const sql of texts) await runner.run(sql, [1], "object");
    await runner.run(text(5), [1], "object"); // the closes go with the next message
    expect(runner.kept()).toBe(3);
    expect(await preparedTexts()).toEqual(texts.slice(2).sort());
    // An evicted text is parsed again and answers as before.
    expect((await runner.run(text(1), [1], "object")).rows).toEqual([{ n: 2 }]);
  });

  it("passes PostgreSQL's errors on with their fields and keeps only what was parsed", async () => {
    const runner = statementRunner(db, textParsers);
    await expect(runner.run("selec 1", [], "object")).rejects.toMatchObject({ code: "42601" });
    expect(runner.kept()).toBe(0);
    const insert = "insert into t (id, name) values ($1, $2)";
    await expect(runner.run(insert, [3, "Müller"], "object")).rejects.toMatchObject({ code: "23505", constraint: "t_name_key" });
    expect(runner.kept()).toBe(1); // parsed before the insert failed: bound again next time
    await runner.run(insert, [3, "Schmidt"], "object");
    expect((await runner.run("select name from t where id = $1", [3], "object")).rows).toEqual([{ name: "Schmidt" }]);
  });

  it("drops a kept statement whose table changed, and parses it again", async () => {
    const runner = statementRunner(db, textParsers);
    await db.exec("create table changing (a int)");
    await runner.run("insert into changing values ($1)", [1], "object");
    const sql = "select * from changing";
    await runner.run(sql, [], "object");
    await db.exec("alter table changing add column b int");
    await expect(runner.run(sql, [], "object")).rejects.toMatchObject({ code: "0A000" });
    expect((await runner.run(sql, [], "object")).rows).toEqual([{ a: 1, b: null }]);
  });

  it("parses a kept statement again after someone deallocated it", async () => {
    const runner = statementRunner(db, textParsers);
    const sql = "select $1::int * 2 as n";
    await runner.run(sql, [2], "object");
    await db.exec("deallocate all");
    await expect(runner.run(sql, [3], "object")).rejects.toMatchObject({ code: "26000" });
    expect((await runner.run(sql, [4], "object")).rows).toEqual([{ n: 8 }]);
  });
});
