import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { CONTRACT_ACCOUNT_STAMPS } from "@/server/db/stamps";
import type { BookingDto } from "@/shared/booking-types";
import type { OpenItemDto, RentRollDto, TenantAccountDto } from "@/shared/rent-roll-types";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { contractPayload, createContract, createProperty, createTenant, createUnit } from "../factories/portfolio";
import { addStampRows, stampOf, stampRowsPerOwner } from "../helpers/stamps";
import { startTestApp, type TestApp } from "../helpers/test-app";

// The rent roll and the open items keep each computed account in memory and recompute only
// what changed (decision 0015). After every kind of write their figures must equal the
// Mieterkonto, which is computed afresh on each request — and they must have changed.

let app: TestApp;
let team: Team;
beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
});
afterAll(() => app.close());
afterEach(() => resetClock());

type Cell = [string, number, number, number, string];

describe("kept accounts follow every write", () => {
  it("payment, re-allocation, booking date, rent change, contract edit, opening balance, deletion, next day", async () => {
    setToday("2026-04-10");
    const api = team.as.admin;
    const property = await createProperty(api, { name: "Haus Zwischenspeicher" });
    const unit = await createUnit(api, property.id);
    const tenant = await createTenant(api, { firstName: "Ida", lastName: "Kasse" });
    let contract = await createContract(api, unit.id, { tenantId: tenant.id, startDate: "2026-01-01", coldRentCents: 65_000, serviceChargeCents: 15_000 });
    const contractUrl = `/api/v1/contracts/${contract.id}`;

    /** The rent roll's cells and the open items' arrears of the contract, checked against the fresh Mieterkonto. */
    const figures = async (label: string) => {
      const roll = expectStatus(await api.get<RentRollDto>(`/api/v1/rent-roll?from=2026-01&to=2026-04&propertyId=${property.id}`), 200, label);
      const account = expectStatus(await api.get<TenantAccountDto>(`${contractUrl}/account`), 200, label);
      const open = expectStatus(await api.get<{ items: OpenItemDto[] }>("/api/v1/open-items"), 200, label);
      const cells: Cell[] = roll.rows[0]!.cells.filter((c) => c !== null).map((c) => [c.month, c.sollCents, c.paidCents, c.openCents, c.status]);
      const fresh: Cell[] = account.months.filter((m) => m.month <= "2026-04").map((m) => [m.month, m.sollCents, m.paidCents, m.openCents, m.status]);
      expect(cells, label).toEqual(fresh);
      expect(roll.rows[0]!.arrearsCents, label).toBe(account.arrears.arrearsCents);
      const item = open.items.find((i) => i.contractId === contract.id);
      expect(item?.arrearsCents ?? 0, label).toBe(account.arrears.arrearsCents);
      expect(item?.daysOverdue ?? 0, label).toBe(account.arrears.daysOverdue);
      return { cells, arrears: account.arrears.arrearsCents, days: account.arrears.daysOverdue };
    };
    const changed = async (label: string, before: Awaited<ReturnType<typeof figures>>) => {
      const after = await figures(label);
      expect(after, `${label}: unverändert`).not.toEqual(before);
      return after;
    };

    let now = await figures("Start");
    await figures("Start, noch einmal"); // now from memory
    expect(now.arrears).toBe(320_000);

    const paid = expectStatus(await api.post<BookingDto>(`${contractUrl}/payments`, { paymentDate: "2026-01-05", amountCents: 80_000 }), 201, "Zahlung");
    now = await changed("Zahlung", now);
    expect(now.cells[0]).toEqual(["2026-01", 80_000, 80_000, 0, "paid"]);

    const moved = expectStatus(await api.patch<BookingDto>(`${contractUrl}/payments/${paid.id}`, { rentMonth: "2026-03", version: paid.version }), 200, "Zuordnung");
    now = await changed("Zuordnung", now);
    expect(now.cells[2]).toEqual(["2026-03", 80_000, 80_000, 0, "paid"]);

    // Only the booking's date (it moves no euro here): a trigger carries it to the lines, which
    // give the contract a new stamp, so the kept account is computed again.
    const stamp = () => stampOf(app.database.db, CONTRACT_ACCOUNT_STAMPS, contract.id);
    const stampBefore = await stamp();
    await app.database.db.execute(sql`update bookings set payment_date = '2026-03-20' where id = ${moved.id}`);
    expect(await stamp()).not.toBe(stampBefore);
    now = await figures("Buchungsdatum");

    const change = await api.post(`${contractUrl}/rent-changes`, { validFrom: "2026-03-01", coldRentCents: 70_000, serviceChargeCents: 15_000, reason: "graduated" });
    expect(change.status, JSON.stringify(change.body)).toBe(201);
    now = await changed("Mietänderung", now);
    expect(now.cells[2]).toEqual(["2026-03", 85_000, 80_000, 5_000, "overdue"]);

    const edited = await api.patch(contractUrl, { ...contractPayload(tenant.id, { startDate: "2026-01-01", coldRentCents: 60_000, serviceChargeCents: 15_000 }), version: contract.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    contract = edited.body;
    now = await changed("Vertrag", now);
    expect(now.cells[0]).toEqual(["2026-01", 75_000, 0, 75_000, "overdue"]);

    const opening = await api.patch(`${contractUrl}/opening-balance`, { month: "2026-02", cents: 10_000, version: contract.version });
    expect(opening.status, JSON.stringify(opening.body)).toBe(204);
    now = await changed("Anfangssaldo", now);

    expect((await api.delete(`/api/v1/bookings/${moved.id}`)).status).toBe(204);
    now = await changed("Buchung gelöscht", now);

    setToday("2026-04-11");
    now = await changed("nächster Tag", now);
  });

  it("many stamp rows are folded into one per contract; the accounts stay, the next payment is seen", async () => {
    setToday("2026-04-10");
    const api = team.as.admin;
    const property = await createProperty(api, { name: "Haus Gefaltet" });
    const unit = await createUnit(api, property.id);
    const tenant = await createTenant(api, { firstName: "Falk", lastName: "Stempel" });
    const contract = await createContract(api, unit.id, { tenantId: tenant.id, startDate: "2026-01-01", coldRentCents: 50_000, serviceChargeCents: 10_000 });
    const roll = async (label: string) => {
      const body = expectStatus(await api.get<RentRollDto>(`/api/v1/rent-roll?from=2026-01&to=2026-04&propertyId=${property.id}`), 200, label);
      const account = expectStatus(await api.get<TenantAccountDto>(`/api/v1/contracts/${contract.id}/account`), 200, label);
      expect(body.rows[0]!.arrearsCents, label).toBe(account.arrears.arrearsCents);
      return body.rows[0]!.cells.filter((c) => c !== null).map((c) => [c.month, c.paidCents, c.openCents]);
    };
    const before = await roll("Start");
    await addStampRows(app.database.db, CONTRACT_ACCOUNT_STAMPS, team.admin.workspaceId, 150);
    const counts = () => stampRowsPerOwner(app.database.db, CONTRACT_ACCOUNT_STAMPS, team.admin.workspaceId);
    expect(Math.min(...(await counts()))).toBeGreaterThanOrEqual(150);
    expect(await roll("Viele Stempel")).toEqual(before);
    expect(new Set(await counts())).toEqual(new Set([1]));
    expect(await roll("Gefaltet")).toEqual(before);
    expectStatus(await api.post(`/api/v1/contracts/${contract.id}/payments`, { paymentDate: "2026-01-05", amountCents: 60_000 }), 201, "Zahlung");
    const after = await roll("Zahlung nach dem Falten");
    expect(after[0]).toEqual(["2026-01", 60_000, 0]);
  });
});
