import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { openTestDatabase } from "../helpers/test-db";

// The stamps' triggers — a property's report stamps (migration 0031), a contract's account
// stamps (0032) — must not add a lock that two writers can take in opposite orders. The case
// that deadlocked when a stamp was one upserted row: a transaction books a property (or a
// contract's rent) in 2025 and then in 2026 (the recurring run books a template's dates in one
// transaction, a bank import confirms December's and January's rent together), another takes
// 2026's Belegnummer counter and books the same property or contract. On PGlite the two
// transactions run one after the other; the race is PostgreSQL's.
describe("stamps: no lock between writers of one property or contract", () => {
  let database: Database;
  let workspaceId: string;
  let propertyId: string;
  let contractId: string;

  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0]!;

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ id: workspaceId } = await one<{ id: string }>(sql`insert into workspaces (name) values ('W') returning id`));
    ({ id: propertyId } = await one<{ id: string }>(sql`insert into properties (workspace_id, name, kind) values (${workspaceId}, 'Haus', 'multi_family') returning id`));
    const { id: unitId } = await one<{ id: string }>(
      sql`insert into units (workspace_id, property_id, code, type, usage) values (${workspaceId}, ${propertyId}, 'WE 1', 'apartment', 'rented') returning id`,
    );
    const { id: tenantId } = await one<{ id: string }>(sql`insert into tenants (workspace_id, first_name, last_name) values (${workspaceId}, 'Erika', 'Muster') returning id`);
    ({ id: contractId } = await one<{ id: string }>(
      sql`insert into rental_contracts (workspace_id, tenant_id, unit_id, start_date, cold_rent_cents) values (${workspaceId}, ${tenantId}, ${unitId}, '2024-01-01', 1000) returning id`,
    ));
  });
  afterAll(() => database.close());

  /** As insertBooking does it: the year's counter first, then the booking and its line. */
  async function book(tx: Db, date: string, contract: string | null) {
    const year = Number(date.slice(0, 4));
    const [counter] = rowsOf<{ last: number }>(
      await tx.execute(sql`insert into booking_number_counters (workspace_id, year, last) values (${workspaceId}, ${year}, 1)
        on conflict (workspace_id, year) do update set last = booking_number_counters.last + 1 returning last`),
    );
    const [booking] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents)
        values (${workspaceId}, ${`${year}-${String(counter!.last).padStart(4, "0")}`}, ${date}, ${date}, 1000) returning id`),
    );
    await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, contract_id, category, amount_cents)
      values (${workspaceId}, ${booking!.id}, 1, ${date}, ${propertyId}, ${contract}, ${contract ? "rent" : "other_income"}, 1000)`);
  }

  const stampRows = async () => ({
    property: (await one<{ n: number }>(sql`select count(*)::int as n from property_report_stamps where property_id = ${propertyId}`)).n,
    contract: (await one<{ n: number }>(sql`select count(*)::int as n from contract_account_stamps where contract_id = ${contractId}`)).n,
  });

  it.each([
    ["one property", false],
    ["one contract's rent", true],
  ])("two transactions booking %s in two years both commit", async (_, withContract) => {
    const contract = withContract ? contractId : null;
    let firstBooked!: () => void;
    const aBooked2025 = new Promise<void>((resolve) => (firstBooked = resolve));
    let secondBooked!: () => void;
    // B's booking waits on nothing now; before, it waited on A's stamp row for ever — so A goes
    // on after at most two seconds either way, and PostgreSQL then found the deadlock.
    const bBooked2026 = new Promise<void>((resolve) => {
      secondBooked = resolve;
      setTimeout(resolve, 2_000);
    });
    const before = await stampRows();
    const a = database.db.transaction(async (tx) => {
      await book(tx, "2025-12-30", contract);
      firstBooked();
      await bBooked2026;
      await book(tx, "2026-01-02", contract);
    });
    const b = (async () => {
      await aBooked2025;
      await database.db.transaction(async (tx) => {
        await book(tx, "2026-01-05", contract);
        secondBooked();
      });
    })();
    const results = await Promise.allSettled([a, b]);
    expect(results.map((r) => (r.status === "rejected" ? String((r.reason as { cause?: unknown })?.cause ?? r.reason) : "ok"))).toEqual(["ok", "ok"]);
    const after = await stampRows();
    expect(after.property - before.property).toBe(3);
    if (withContract) expect(after.contract - before.contract).toBe(3);
  });
});
