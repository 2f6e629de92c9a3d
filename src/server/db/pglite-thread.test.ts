import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteThread } from "./pglite-thread";

// The embedded database's thread (decision 0036) and its transactions, which begin with their
// first query (decision 0039): nobody else's query runs inside one, and one that fails leaves nothing.

let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.start({ extraStartParams: [] });
  await db.query("create table notes (id int primary key, text text not null)");
});
afterAll(() => db.close());

const ids = async () => (await db.query("select id from notes order by id", [], { rowMode: "array" })).rows.map((r) => (r as number[])[0]);

describe("PgliteThread transactions", () => {
  it("keeps a query sent meanwhile out of an open transaction until it ends", async () => {
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes values ($1, $2)", [1, "eins"]);
        outside = ids();
        // Give the outside query every chance to overtake.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.query("insert into notes values ($1, $2)", [2, "zwei"]);
        throw new Error("abgebrochen");
      }),
    ).rejects.toThrow("abgebrochen");
    // It ran after the rollback, not inside the transaction: it saw neither row.
    expect(await outside).toEqual([]);
    expect(await ids()).toEqual([]);
  });

  it("runs queries sent at once as a transaction's first ones inside it", async () => {
    await db.transaction(async (tx) => {
      await Promise.all([tx.query("insert into notes values ($1, $2)", [3, "drei"]), tx.query("insert into notes values ($1, $2)", [4, "vier"])]);
      const inside = await tx.query("select count(*)::int as n from notes");
      expect(inside.rows).toEqual([{ n: 2 }]);
    });
    expect(await ids()).toEqual([3, 4]);
  });

  it("rolls back a transaction whose statement failed, and the next one works", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes values ($1, $2)", [5, "fünf"]);
        await tx.query("insert into notes values ($1, $2)", [3, "doppelt"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect(await ids()).toEqual([3, 4]);
    await db.transaction((tx) => tx.query("delete from notes where id = $1", [4]));
    expect(await ids()).toEqual([3]);
  });

  it("runs two transactions one after the other, and one without a query sends nothing", async () => {
    const order: string[] = [];
    const first = db.transaction(async (tx) => {
      await tx.query("insert into notes values ($1, $2)", [6, "sechs"]);
      order.push("erste offen");
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push("erste fertig");
    });
    const second = db.transaction(async (tx) => {
      const seen = await tx.query("select count(*)::int as n from notes where id = $1", [6]);
      order.push(`zweite sieht ${(seen.rows[0] as { n: number }).n}`);
    });
    await Promise.all([first, second]);
    expect(order).toEqual(["erste offen", "erste fertig", "zweite sieht 1"]);
    expect(await db.transaction(async () => "nichts")).toBe("nichts");
  });
});
