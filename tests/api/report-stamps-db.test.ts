import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { openTestDatabase } from "../helpers/test-db";

// The report stamps' triggers (migration 0031) must not add a lock that two writers can take in
// opposite orders. The case that deadlocked when a property's stamp was one upserted row: a
// transaction books a property in 2025 and then in 2026 (the recurring run books a template's
// dates in one transaction), another takes 2026's Belegnummer counter and books the same
// property. On PGlite the two transactions run one after the other; the race is PostgreSQL's.
describe("report stamps: no lock between writers of one property", () => {
  let database: Database;
  let workspaceId: string;
  let propertyId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    workspaceId = rowsOf<{ id: string }>(await database.db.execute(sql`insert into workspaces (name) values ('W') returning id`))[0]!.id;
    propertyId = rowsOf<{ id: string }>(
      await database.db.execute(sql`insert into properties (workspace_id, name, kind) values (${workspaceId}, 'Haus', 'multi_family') returning id`),
    )[0]!.id;
  });
  afterAll(() => database.close());

  /** As insertBooking does it: the year's counter first, then the booking and its line. */
  async function book(tx: Db, date: string) {
    const year = Number(date.slice(0, 4));
    const [counter] = rowsOf<{ last: number }>(
      await tx.execute(sql`insert into booking_number_counters (workspace_id, year, last) values (${workspaceId}, ${year}, 1)
        on conflict (workspace_id, year) do update set last = booking_number_counters.last + 1 returning last`),
    );
    const [booking] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents)
        values (${workspaceId}, ${`${year}-${String(counter!.last).padStart(4, "0")}`}, ${date}, ${date}, 1000) returning id`),
    );
    await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, category, amount_cents)
      values (${workspaceId}, ${booking!.id}, 1, ${date}, ${propertyId}, 'other_income', 1000)`);
  }

  it("two transactions booking one property in two years both commit", async () => {
    let firstBooked!: () => void;
    const aBooked2025 = new Promise<void>((resolve) => (firstBooked = resolve));
    let secondBooked!: () => void;
    // B's booking waits on nothing now; before, it waited on A's stamp row for ever — so A goes
    // on after at most two seconds either way, and PostgreSQL then found the deadlock.
    const bBooked2026 = new Promise<void>((resolve) => {
      secondBooked = resolve;
      setTimeout(resolve, 2_000);
    });
    const before = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from property_report_stamps where property_id = ${propertyId}`))[0]!.n;
    const a = database.db.transaction(async (tx) => {
      await book(tx, "2025-12-30");
      firstBooked();
      await bBooked2026;
      await book(tx, "2026-01-02");
    });
    const b = (async () => {
      await aBooked2025;
      await database.db.transaction(async (tx) => {
        await book(tx, "2026-01-05");
        secondBooked();
      });
    })();
    const results = await Promise.allSettled([a, b]);
    expect(results.map((r) => (r.status === "rejected" ? String((r.reason as { cause?: unknown })?.cause ?? r.reason) : "ok"))).toEqual(["ok", "ok"]);
    const after = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from property_report_stamps where property_id = ${propertyId}`))[0]!.n;
    expect(after - before).toBe(3);
  });
});
