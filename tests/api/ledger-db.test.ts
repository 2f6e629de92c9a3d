import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { openTestDatabase } from "../helpers/test-db";

// The database's own guards of the ledger (migration 0008), independent of any service:
// the lines of a booking add up to its amount at commit, and lines follow the booking's date.
describe("ledger: database guards", () => {
  let database: Database;
  let workspaceId: string;
  let propertyId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const ws = rowsOf<{ id: string }>(await database.db.execute(sql`insert into workspaces (name) values ('W') returning id`));
    workspaceId = ws[0]!.id;
    const p = rowsOf<{ id: string }>(
      await database.db.execute(sql`insert into properties (workspace_id, name, kind) values (${workspaceId}, 'Haus', 'multi_family') returning id`),
    );
    propertyId = p[0]!.id;
  });
  afterAll(() => database.close());

  async function book(number: string, amount: number, lines: number[], paymentDate = "2026-03-01") {
    return database.db.transaction(async (tx) => {
      const b = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents)
          values (${workspaceId}, ${number}, ${paymentDate}, ${paymentDate}, ${amount}) returning id`),
      );
      const id = b[0]!.id;
      let position = 0;
      for (const line of lines) {
        position += 1;
        await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, category, amount_cents)
          values (${workspaceId}, ${id}, ${position}, '1999-01-01', ${propertyId}, 'operating_costs', ${line})`);
      }
      return id;
    });
  }

  // The failure must be the sum check itself, not any other error.
  const refusedBySumCheck = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error ?? {})) + String((error as { cause?: unknown })?.cause)).toMatch(/sum to/);
  };

  it("accepts lines that add up, and copies the booking's payment date onto them", async () => {
    const id = await book("2026-0001", -10_000, [-3_333, -3_333, -3_334]);
    const dates = rowsOf<{ payment_date: string }>(await database.db.execute(sql`select payment_date::text from booking_lines where booking_id = ${id}`));
    expect(dates.map((d) => d.payment_date)).toEqual(["2026-03-01", "2026-03-01", "2026-03-01"]);
    await database.db.execute(sql`update bookings set payment_date = '2026-04-02' where id = ${id}`);
    const moved = rowsOf<{ payment_date: string }>(await database.db.execute(sql`select distinct payment_date::text from booking_lines where booking_id = ${id}`));
    expect(moved).toEqual([{ payment_date: "2026-04-02" }]);
  });

  it("refuses at commit lines that do not add up, and a booking without lines", async () => {
    await refusedBySumCheck(book("2026-0002", -10_000, [-3_333, -3_333]));
    await refusedBySumCheck(book("2026-0003", -10_000, []));
    const left = rowsOf(await database.db.execute(sql`select 1 from bookings where number in ('2026-0002', '2026-0003')`));
    expect(left).toEqual([]);
  });

  it("refuses changing a line or the amount alone", async () => {
    const id = await book("2026-0004", 5_000, [5_000]);
    await refusedBySumCheck(database.db.execute(sql`update booking_lines set amount_cents = 4999 where booking_id = ${id}`));
    await refusedBySumCheck(database.db.execute(sql`update bookings set amount_cents = 4999 where id = ${id}`));
    await refusedBySumCheck(database.db.execute(sql`delete from booking_lines where booking_id = ${id}`));
    // Both in one transaction is fine, and deleting the booking takes its lines along.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update bookings set amount_cents = 4999 where id = ${id}`);
      await tx.execute(sql`update booking_lines set amount_cents = 4999 where booking_id = ${id}`);
    });
    await database.db.execute(sql`delete from bookings where id = ${id}`);
  });

  it("keeps numbers unique per workspace and refuses zero amounts", async () => {
    await book("2026-0005", 100, [100]);
    await expect(book("2026-0005", 100, [100])).rejects.toThrow();
    await expect(book("2026-0006", 0, [0])).rejects.toThrow();
  });
});
