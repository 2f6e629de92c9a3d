import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROPERTY_REPORT_STAMPS } from "@/server/db/stamps";
import type { BookingDto } from "@/shared/booking-types";
import type { PropertyDto } from "@/shared/portfolio-types";
import type { AfaAssetDto } from "@/shared/afa-types";
import type { ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { bookingPayload, createBooking, linePayload } from "../factories/bookings";
import { createProperty, propertyPayload } from "../factories/portfolio";
import { addStampRows, stampOf, stampRowsPerOwner } from "../helpers/stamps";
import { startTestApp, type TestApp } from "../helpers/test-app";

// The portfolio P&L keeps each property's figures in memory and recomputes only the
// properties whose report stamp moved (decision 0038). After every kind of write its column of
// a property, that property's AfA and the year before must equal the P&L of that property
// alone, which is computed afresh on each request — and they must have changed.

let app: TestApp;
let team: Team;
beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
});
afterAll(() => app.close());

/** What a column says, row by row. */
const shape = (c: ProfitLossColumnDto) => ({ rows: c.rows.map((r) => [r.key, r.amountCents]), income: c.incomeCents, expenses: c.expensesCents, result: c.resultCents });

const PERIODS = ["year=2026", "from=2026-01&to=2026-06"];

describe("kept P&L figures follow every write", () => {
  it("booking, amount, payment date, VAT, property, movable asset, deletion, new property", async () => {
    const api = team.as.admin;
    const bought = { purchaseDate: "2024-03-01", transferTaxCents: null, notaryCents: null, landRegistryCents: null, brokerCents: null, buildingSharePercent: 100, yearBuilt: 1960 };
    const anton = await createProperty(api, { name: "Haus Anton", purchasePriceCents: 20_000_000, ...bought });
    let berta: PropertyDto = await createProperty(api, { name: "Haus Berta", purchasePriceCents: 30_000_000, ...bought });
    const third = await createProperty(api, { name: "Haus Cäsar", purchasePriceCents: 10_000_000, ...bought });
    await createBooking(api, [linePayload(anton.id, 90_000, { category: "rent" })], { paymentDate: "2026-02-03", documentDate: "2026-02-03" });
    // Spread over three years from 2025: a share in 2026 and in the year before.
    await createBooking(api, [linePayload(berta.id, -300_000, { category: "maintenance", spreadYears: 3 })], { paymentDate: "2025-05-01", documentDate: "2025-05-01" });
    const repair = await createBooking(api, [linePayload(anton.id, -119_000, { category: "maintenance" })], { paymentDate: "2026-03-10", documentDate: "2026-03-10", vatCents: 19_000 });

    /** Per period: each property's column and AfA from the portfolio, checked against the property's own P&L. */
    const figures = async (label: string) => {
      const out: unknown[] = [];
      for (const period of PERIODS) {
        const portfolio = expectStatus(await api.get<ProfitLossDto>(`/api/v1/reports/profit-loss?${period}`), 200, label);
        const previous = { income: 0, expenses: 0, result: 0 };
        for (const column of portfolio.columns) {
          const alone = expectStatus(await api.get<ProfitLossDto>(`/api/v1/reports/profit-loss?${period}&propertyId=${column.propertyId}`), 200, label);
          expect(shape(column), `${label}, ${period}: ${column.name}`).toEqual(shape(alone.columns[0]!));
          expect(portfolio.afa.find((a) => a.propertyId === column.propertyId), `${label}, ${period}: AfA ${column.name}`).toEqual(alone.afa[0]);
          previous.income += alone.previous.incomeCents;
          previous.expenses += alone.previous.expensesCents;
          previous.result += alone.previous.resultCents;
        }
        expect({ income: portfolio.previous.incomeCents, expenses: portfolio.previous.expensesCents, result: portfolio.previous.resultCents }, `${label}, ${period}: Vorjahr`).toEqual(previous);
        expect(portfolio.total.resultCents, `${label}, ${period}: Gesamt`).toBe(portfolio.columns.reduce((sum, c) => sum + c.resultCents, 0));
        out.push({ names: portfolio.columns.map((c) => c.name), columns: portfolio.columns.map(shape), afa: portfolio.afa, previous: shape(portfolio.previous) });
      }
      return out;
    };
    const changed = async (label: string, before: unknown) => {
      const after = await figures(label);
      expect(after, `${label}: unverändert`).not.toEqual(before);
      return after;
    };
    const stamp = (propertyId: string) => stampOf(app.database.db, PROPERTY_REPORT_STAMPS, propertyId);

    let now = await figures("Start");
    expect(await figures("Start, noch einmal"), "aus dem Speicher").toEqual(now);

    const rent = await createBooking(api, [linePayload(berta.id, 120_000, { category: "rent" })], { paymentDate: "2026-04-01", documentDate: "2026-04-01" });
    now = await changed("Buchung", now);

    const edited = await api.patch<BookingDto>(`/api/v1/bookings/${rent.id}`, { ...bookingPayload([linePayload(berta.id, 125_000, { category: "rent" })], { paymentDate: "2026-04-01", documentDate: "2026-04-01" }), version: rent.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    now = await changed("Betrag", now);

    // The booking's date only: a trigger carries it to the lines, which stamp the property.
    let before = await stamp(berta.id);
    await app.database.db.execute(sql`update bookings set payment_date = '2025-04-01' where id = ${rent.id}`);
    expect(await stamp(berta.id)).not.toBe(before);
    now = await changed("Zahlungsdatum", now);

    // The VAT lives on the booking: the §6(1) Nr. 1a check counts the repair net of it.
    before = await stamp(anton.id);
    await app.database.db.execute(sql`update bookings set vat_cents = 9000 where id = ${repair.id}`);
    expect(await stamp(anton.id)).not.toBe(before);
    now = await changed("Umsatzsteuer", now);

    const moved = await api.patch<PropertyDto>(`/api/v1/properties/${berta.id}`, { ...propertyPayload({ name: "Haus Berta", purchasePriceCents: 36_000_000, ...bought }), version: berta.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    berta = moved.body;
    now = await changed("Kaufpreis", now);

    const renamed = await api.patch<PropertyDto>(`/api/v1/properties/${berta.id}`, { ...propertyPayload({ name: "Abendhaus", purchasePriceCents: 36_000_000, ...bought }), version: berta.version });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    now = await changed("Name", now);
    expect((now[0] as { names: string[] }).names).toEqual(["Abendhaus", "Haus Anton", "Haus Cäsar"]);

    const kitchen = expectStatus(
      await api.post<AfaAssetDto>(`/api/v1/properties/${third.id}/afa-assets`, { name: "Einbauküche", costCents: 840_000, acquisitionDate: "2025-04-15", usefulLifeYears: 10 }),
      201,
      "Wirtschaftsgut",
    );
    now = await changed("Wirtschaftsgut", now);
    expectStatus(await api.patch(`/api/v1/afa-assets/${kitchen.id}`, { name: "Einbauküche", costCents: 840_000, acquisitionDate: "2025-04-15", usefulLifeYears: 12, version: kitchen.version }), 200, "Nutzungsdauer");
    now = await changed("Nutzungsdauer", now);
    expectStatus(await api.delete(`/api/v1/afa-assets/${kitchen.id}`), 204, "Wirtschaftsgut löschen");
    now = await changed("Wirtschaftsgut gelöscht", now);

    expectStatus(await api.delete(`/api/v1/bookings/${repair.id}`), 204, "Buchung löschen");
    now = await changed("Buchung gelöscht", now);

    await createProperty(api, { name: "Haus Dora", purchasePriceCents: 5_000_000, ...bought });
    now = await changed("Neue Immobilie", now);
    expect((now[0] as { names: string[] }).names).toHaveLength(4);

    // Many stamp rows are folded into one per property by the next portfolio P&L; the figures
    // stay those of each property alone, and a booking after the fold is seen.
    await addStampRows(app.database.db, PROPERTY_REPORT_STAMPS, team.admin.workspaceId, 40);
    const counts = () => stampRowsPerOwner(app.database.db, PROPERTY_REPORT_STAMPS, team.admin.workspaceId);
    expect(Math.min(...(await counts()))).toBeGreaterThanOrEqual(40);
    expect(await figures("Viele Stempel")).toEqual(now);
    expect(await counts()).toEqual([1, 1, 1, 1]);
    expect(await figures("Gefaltet")).toEqual(now);
    await createBooking(api, [linePayload(anton.id, 10_000, { category: "other_income" })], { paymentDate: "2026-05-04", documentDate: "2026-05-04" });
    await changed("Buchung nach dem Falten", now);
  });
});
