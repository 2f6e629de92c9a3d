import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgres } from "@/server/db/client";
import { namedStatementClient } from "@/server/db/pg-statements";
import { plannedForValues } from "@/server/db/planned-for-values";
import { rowsOf } from "@/server/db/rows";
import { listBookings } from "@/server/features/bookings/booking-list.service";
import { listProperties, propertyListQuery } from "@/server/features/properties/property-list.service";
import { tenantPage } from "@/server/features/tenants/tenant-search.sql";
import { bookingListQuery } from "@/shared/schemas/bookings";
import { dbMode, openTestDatabase } from "../helpers/test-db";

// The PostgreSQL leg's counterpart of src/server/db/pglite-statements.test.ts: the app's pg
// connections run each text with parameters as a named statement (decision 0040).
const postgres = dbMode() === "postgres";

const clients: pg.Client[] = [];
async function connect(maxNamedTexts?: number): Promise<pg.Client> {
  const Client = namedStatementClient(pg.Client, maxNamedTexts);
  const c = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  clients.push(c);
  return c;
}

// A query given as a string is not a config object: it runs unnamed and does not list itself.
const prepared = async (c: pg.Client) =>
  (await c.query("select name, statement from pg_prepared_statements order by name")).rows as { name: string; statement: string }[];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.end()));
});

describe.skipIf(!postgres)("named statements on PostgreSQL (PostgreSQL leg)", () => {
  it("parses a text once per connection and answers as an unnamed query does", async () => {
    const c = await connect();
    const text = "select $1::int + 1 as n, $2::numeric as amount, $3::date as day, $4::text[] as tags, $5::jsonb as doc, $6::bool as yes";
    const values = [41, "1234.56", "2026-12-03", ["a", "b"], JSON.stringify({ x: 1 }), true];
    const first = await c.query({ text, values });
    const second = await c.query({ text, values });
    const plain = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await plain.connect();
    clients.push(plain);
    const unnamed = await plain.query({ text, values });
    expect(first.rows).toEqual(unnamed.rows);
    expect(second.rows).toEqual(unnamed.rows);
    expect((await c.query({ text: "select $1::int as one", rowMode: "array" }, [1])).rows).toEqual([[1]]);
    // Without parameters the simple protocol stays, which allows several commands in one text.
    expect((await c.query({ text: "select 1 as a; select 2 as b" })) as unknown as unknown[]).toHaveLength(2);
    const kept = await prepared(c);
    expect(kept.map((s) => s.statement)).toEqual([text, "select $1::int as one"]);
  });

  it("names at most maxNamedTexts texts; the rest run unnamed as before", async () => {
    const c = await connect(2);
    for (const n of [1, 2, 3, 4]) expect((await c.query({ text: `select $1::int + ${n} as n`, values: [0] })).rows).toEqual([{ n }]);
    expect((await prepared(c)).map((s) => s.statement)).toEqual(["select $1::int + 1 as n", "select $1::int + 2 as n"]);
  });

  it("a statement whose table changed fails once with 0A000 and is parsed again", async () => {
    const c = await connect();
    await c.query("create temp table statement_probe (a int)");
    await c.query("insert into statement_probe values (1)");
    const text = "select * from statement_probe where a = $1";
    expect((await c.query({ text, values: [1] })).rows).toEqual([{ a: 1 }]);
    await c.query("alter table statement_probe add column b int");
    await expect(c.query({ text, values: [1] })).rejects.toMatchObject({ code: "0A000" });
    expect((await c.query({ text, values: [1] })).rows).toEqual([{ a: 1, b: null }]);
  });

  it("a deallocated statement (26000) is parsed again; a text that fails to parse is not kept", async () => {
    const c = await connect();
    const text = "select $1::int as n";
    expect((await c.query({ text, values: [1] })).rows).toEqual([{ n: 1 }]);
    await c.query("deallocate all");
    await expect(c.query({ text, values: [2] })).rejects.toMatchObject({ code: "26000" });
    expect((await c.query({ text, values: [3] })).rows).toEqual([{ n: 3 }]);

    const broken = "select from from nowhere where $1";
    await expect(c.query({ text: broken, values: [1] })).rejects.toMatchObject({ code: "42601" });
    await expect(c.query({ text: broken, values: [1] })).rejects.toMatchObject({ code: "42601" });
    expect((await prepared(c)).map((s) => s.statement)).not.toContain(broken);
    // An error while executing leaves the parsed statement usable.
    const divide = "select 1 / $1::int as q";
    await expect(c.query({ text: divide, values: [0] })).rejects.toMatchObject({ code: "22012" });
    expect((await c.query({ text: divide, values: [1] })).rows).toEqual([{ q: 1 }]);
  });

  it("the app's pool names drizzle's queries; PostgreSQL may keep a plan for them", async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
    try {
      const probe = sql`select ${"pool-probe"}::text as probe`;
      await database.db.execute(probe);
      const [mode] = rowsOf<{ plan_cache_mode: string }>(await database.db.execute(sql`show plan_cache_mode`));
      expect(mode!.plan_cache_mode).toBe("auto");
      const kept = rowsOf<{ statement: string }>(await database.db.execute(sql`select statement from pg_prepared_statements`));
      expect(kept.map((r) => r.statement)).toContain("select $1::text as probe");
      // The pool hands queries on with a callback (and replaces a connection whose query failed):
      // a changed table fails once there as well.
      const table = sql.identifier(`pool_probe_${process.pid}_${Date.now()}`);
      await database.db.execute(sql`create table ${table} (a int)`);
      try {
        const read = () => database.db.execute(sql`select * from ${table} where a is distinct from ${0}`);
        await read();
        await database.db.execute(sql`alter table ${table} add column b int`);
        await expect(read()).rejects.toMatchObject({ cause: { code: "0A000" } });
        await expect(read()).resolves.toBeDefined();
      } finally {
        await database.db.execute(sql`drop table ${table}`);
      }
    } finally {
      await database.close();
    }
  });

  it("a lookup gets a kept plan after five runs; a search is planned for its pattern every time (decision 0041)", async () => {
    // A migrated database of its own, read through one connection, whose statements are listed.
    const migrated = await openTestDatabase();
    const database = await openPostgres(migrated.url!, { max: 1 });
    const statements = async () =>
      rowsOf<{ statement: string; generic_plans: number; custom_plans: number }>(
        await database.db.execute(sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`),
      );
    try {
      const workspaceId = crypto.randomUUID();
      const actor = { userId: crypto.randomUUID(), workspaceId, role: "viewer" as const };
      for (let run = 0; run < 7; run++) {
        await database.db.execute(sql`select id from properties where workspace_id = ${workspaceId} and id = ${crypto.randomUUID()}`);
        // The app's three searches, as their endpoints run them.
        await tenantPage(database.db, workspaceId, "müller", { limit: 20, offset: 0 });
        await tenantPage(database.db, workspaceId, "k", { limit: 20, offset: 0 });
        await listProperties({ db: database.db, actor, query: propertyListQuery.parse({ search: "hauptstr" }) });
        await listBookings({ db: database.db, actor, query: bookingListQuery.parse({ q: "miete", year: "2026" }) });
        await database.db.execute(sql`select 1 from properties where ${plannedForValues(sql`name = ${"x"}`)}`);
      }
      const kept = await statements();
      const lookup = kept.find((s) => s.statement === "select id from properties where workspace_id = $1 and id = $2");
      expect(lookup).toMatchObject({ custom_plans: 5, generic_plans: 2 });
      // None of the searches became a named statement, so none can be given a kept plan.
      expect(kept.filter((s) => /\blike\b|name = \$1/i.test(s.statement))).toEqual([]);
      expect(kept).toHaveLength(1);
    } finally {
      await database.close();
      await migrated.close();
    }
  });
});
