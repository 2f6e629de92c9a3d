import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { openTestDatabase } from "../helpers/test-db";

// The booking list's summaries (migration 0012, decision 0014) and the reports' year totals
// (migration 0020, decision 0019) are written by the database
// alone. Whatever a statement does to bookings and lines — also what no service does, such
// as moving a line to another booking or deleting a whole workspace — the summaries must
// equal a recomputation from the ledger afterwards.
describe("booking list summaries: database triggers", () => {
  let database: Database;
  let ws: string;
  let other: string;
  let house: string;
  let shed: string;
  let otherHouse: string;

  const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(q))[0]!;
  const newWorkspace = async (name: string) => (await one<{ id: string }>(sql`insert into workspaces (name) values (${name}) returning id`)).id;
  const newProperty = async (workspaceId: string, name: string) =>
    (await one<{ id: string }>(sql`insert into properties (workspace_id, name, kind) values (${workspaceId}, ${name}, 'multi_family') returning id`)).id;

  beforeAll(async () => {
    database = await openTestDatabase();
    ws = await newWorkspace("W");
    other = await newWorkspace("Andere");
    house = await newProperty(ws, "Haus");
    shed = await newProperty(ws, "Schuppen");
    otherHouse = await newProperty(other, "Fremdes Haus");
  });
  afterAll(() => database.close());

  type Line = { property: string; category: string; amount: number };
  let numbers = 0;
  /** A booking with its lines in one transaction (the balance is checked at commit). */
  async function book(workspaceId: string, paymentDate: string, lines: Line[]) {
    numbers += 1;
    return database.db.transaction(async (tx) => {
      const amount = lines.reduce((s, l) => s + l.amount, 0);
      const [b] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents)
          values (${workspaceId}, ${`S-${numbers}`}, ${paymentDate}, ${paymentDate}, ${amount}) returning id`),
      );
      for (const [i, l] of lines.entries()) {
        await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, category, amount_cents)
          values (${workspaceId}, ${b!.id}, ${i + 1}, '1999-01-01', ${l.property}, ${l.category}, ${l.amount})`);
      }
      return b!.id;
    });
  }

  /** Each summary (rows that hold anything) next to its recomputation from bookings and lines. */
  async function expectSummariesRight() {
    const rows = async (q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await database.db.execute(q)).map((r) => JSON.stringify(r));
    const month = sql`date_trunc('month', payment_date::timestamp)::date::text`;
    const sums = sql`coalesce(sum(amount_cents) filter (where amount_cents > 0), 0)::bigint::text as in_cents, coalesce(sum(amount_cents) filter (where amount_cents < 0), 0)::bigint::text as out_cents, count(*)::int as line_count`;
    const held = sql`(line_count <> 0 or in_cents <> 0 or out_cents <> 0)`;
    expect(await rows(sql`select workspace_id, property_id, month::text, category, booking_sign, in_cents::text, out_cents::text, line_count from booking_line_property_sums where ${held} order by 1, 2, 3, 4, 5`)).toEqual(
      await rows(sql`select workspace_id, property_id, ${month} as month, category, booking_sign, ${sums} from booking_lines group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
    );
    expect(
      await rows(sql`select workspace_id, year, property_id, category, amount_cents::text, line_count from booking_line_property_year_sums where line_count <> 0 or amount_cents <> 0 order by 1, 2, 3, 4`),
    ).toEqual(
      await rows(sql`select workspace_id, extract(year from payment_date)::smallint as year, property_id, category, sum(amount_cents)::bigint::text as amount_cents, count(*)::int as line_count
        from booking_lines group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
    expect(await rows(sql`select workspace_id, month::text, category, booking_sign, in_cents::text, out_cents::text, line_count from booking_line_sums where ${held} order by 1, 2, 3, 4`)).toEqual(
      await rows(sql`select workspace_id, ${month} as month, category, booking_sign, ${sums} from booking_lines group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
    expect(await rows(sql`select workspace_id, month::text, booking_sign, booking_count from booking_counts where booking_count <> 0 order by 1, 2, 3`)).toEqual(
      await rows(sql`select workspace_id, ${month} as month, sign(amount_cents)::smallint as booking_sign, count(*)::int as booking_count from bookings group by 1, 2, 3 order by 1, 2, 3`),
    );
    // Each line repeats its booking's sign, due date and origin; a booking keeps the sum of its lines against that sign.
    expect(await rows(sql`select l.id from booking_lines l join bookings b on b.id = l.booking_id where l.booking_sign <> sign(b.amount_cents)`)).toEqual([]);
    expect(await rows(sql`select l.id from booking_lines l join bookings b on b.id = l.booking_id where l.due_date is distinct from b.due_date`)).toEqual([]);
    expect(await rows(sql`select l.id from booking_lines l join bookings b on b.id = l.booking_id where l.booking_origin is distinct from b.origin`)).toEqual([]);
    expect(
      await rows(sql`select b.id, b.opposite_lines_cents::text as kept, coalesce(sum(l.amount_cents) filter (where sign(l.amount_cents) <> sign(b.amount_cents)), 0)::bigint::text as real
        from bookings b left join booking_lines l on l.booking_id = b.id group by b.id having b.opposite_lines_cents <> coalesce(sum(l.amount_cents) filter (where sign(l.amount_cents) <> sign(b.amount_cents)), 0)`),
    ).toEqual([]);
  }

  it("adds inserted bookings and lines, also several bookings and lines in one statement", async () => {
    await book(ws, "2025-01-10", [{ property: house, category: "rent", amount: 80_000 }, { property: house, category: "service_charge_settlement", amount: -5_000 }]);
    await book(ws, "2025-01-31", [{ property: house, category: "maintenance", amount: -700 }, { property: shed, category: "maintenance", amount: 200 }]);
    await book(other, "2025-01-15", [{ property: otherHouse, category: "rent", amount: 10_000 }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents)
        select ${ws}, 'M-' || g, date '2024-12-01' + g, date '2024-12-01' + g, -1000 * g from generate_series(1, 40) g`);
      await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, category, amount_cents)
        select workspace_id, id, p, payment_date, case when p = 1 then ${house}::uuid else ${shed}::uuid end, 'operating_costs', amount_cents / 2
        from bookings cross join generate_series(1, 2) p where number like 'M-%'`);
    });
    await expectSummariesRight();
  });

  it("follows a booking to another month, due date and direction, and lines to another property, category and booking", async () => {
    const id = await book(ws, "2025-02-03", [{ property: house, category: "insurance", amount: -3_000 }, { property: shed, category: "insurance", amount: -1_000 }]);
    await database.db.execute(sql`update bookings set payment_date = '2025-04-30' where id = ${id}`);
    await expectSummariesRight();
    // A due date set, moved and taken away: the lines follow (the reports' 10-day rule reads it there).
    for (const due of ["2025-05-01", "2026-01-01", null]) {
      await database.db.execute(sql`update bookings set due_date = ${due} where id = ${id}`);
      await expectSummariesRight();
    }
    // So does a changed origin (the 10-day rule asks the line whether it recurs).
    await database.db.execute(sql`update bookings set origin = 'recurring' where id = ${id}`);
    await expectSummariesRight();
    await database.db.execute(sql`update bookings set origin = 'manual' where id = ${id}`);
    // Money out becomes money in: amount and lines in one transaction, the lines follow the sign.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update bookings set amount_cents = 6000 where id = ${id}`);
      await tx.execute(sql`update booking_lines set amount_cents = case when position = 1 then 7000 else -1000 end, category = 'other_income' where booking_id = ${id}`);
    });
    await expectSummariesRight();
    await database.db.execute(sql`update booking_lines set property_id = ${shed}, note = 'umgebucht' where booking_id = ${id} and position = 1`);
    await expectSummariesRight();
    // A line moves to another booking; both amounts follow in the same transaction.
    const target = await book(ws, "2023-07-07", [{ property: house, category: "other_income", amount: 500 }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update booking_lines set booking_id = ${target}, position = 2 where booking_id = ${id} and position = 2`);
      await tx.execute(sql`update bookings set amount_cents = 7000 where id = ${id}`);
      await tx.execute(sql`update bookings set amount_cents = -500 where id = ${target}`);
    });
    await expectSummariesRight();
  });

  it("subtracts deleted lines and bookings, and lets a workspace with bookings go", async () => {
    const id = await book(ws, "2025-05-05", [{ property: house, category: "administration", amount: -900 }, { property: shed, category: "administration", amount: -100 }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from booking_lines where booking_id = ${id} and position = 2`);
      await tx.execute(sql`update bookings set amount_cents = -900 where id = ${id}`);
    });
    await expectSummariesRight();
    await database.db.execute(sql`delete from bookings where number like 'M-1%' or id = ${id}`);
    await expectSummariesRight();
    await database.db.execute(sql`delete from workspaces where id = ${other}`);
    const left = await one<{ n: number }>(sql`select (select count(*) from booking_counts where workspace_id = ${other}) + (select count(*) from booking_line_sums where workspace_id = ${other}) + (select count(*) from booking_line_property_sums where workspace_id = ${other}) as n`);
    expect(Number(left.n)).toBe(0);
    await expectSummariesRight();
  });
});
