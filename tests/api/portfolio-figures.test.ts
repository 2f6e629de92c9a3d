import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { refreshFiguresForDay } from "@/server/features/portfolio";
import { cents } from "@/core/money";
import { weightedAverageBmr } from "@/domain/yield";
import type { PortfolioFigures, UnitListItem } from "@/shared/portfolio-types";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api } from "../factories/api";
import { contractPayload, createContract, propertyPayload, createProperty, createRoom, createTenant, createUnit } from "../factories/portfolio";

// A small portfolio whose figures are worked out by hand:
//  A (300.000 €, units with area 60 + 90 m²):
//    A1 60 m², 701,25 €  → price 120.000 € by area → 12 × 701,25 / 120.000 = 7,0125 % → 7,01 (green)
//    A2 90 m², vacant    → price 180.000 €, no rent → no yield
//    A3 parking, 50 €    → no area, no own price → no yield
//    A4 own price 50.000 €, 300 € → 7,20 % (green)
//  B (no price): B1 own price 150.000 €, 55 m², 612,34 € → 4,89872 → 4,90 % (red); plus a terminated contract
//  C (400.000 €): WG 120 m² with three let rooms 350 + 380 + 400,50 = 1.130,50 € → 3,3915 → 3,39 % (red)
describe("portfolio figures: overview, property detail, property list and unit list", () => {
  let app: TestApp;
  let api: Api;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
    const a = await createProperty(api, { name: "A", purchasePriceCents: 30_000_000 });
    const b = await createProperty(api, { name: "B", purchasePriceCents: null });
    const c = await createProperty(api, { name: "C", purchasePriceCents: 40_000_000 });
    Object.assign(ids, { a: a.id, b: b.id, c: c.id });
    const a1 = await createUnit(api, a.id, { code: "A1", sizeSqm: 60, usage: "rented" });
    await createContract(api, a1.id, { coldRentCents: 70_125, tenantId: (await createTenant(api, { firstName: "Anna", lastName: "Albers" })).id });
    await createUnit(api, a.id, { code: "A2", sizeSqm: 90, usage: "vacant" });
    const a3 = await createUnit(api, a.id, { code: "A3", type: "parking", usage: "rented" });
    await createContract(api, a3.id, { coldRentCents: 5_000 });
    const a4 = await createUnit(api, a.id, { code: "A4", usage: "rented", purchasePriceCents: 5_000_000 });
    await createContract(api, a4.id, { coldRentCents: 30_000 });
    const b1 = await createUnit(api, b.id, { code: "B1", sizeSqm: 55, usage: "rented", purchasePriceCents: 15_000_000 });
    await createContract(api, b1.id, { coldRentCents: 61_234 });
    const old = await createContract(api, b1.id, { coldRentCents: 99_999, startDate: "2015-01-01", isLimitedTerm: true, endDate: "2018-12-31" });
    const ended = await api.patch(`/api/v1/contracts/${old.id}`, {
      ...contractPayload(old.tenantId, { coldRentCents: 99_999, startDate: "2015-01-01", isLimitedTerm: true, status: "terminated", endDate: "2018-12-31" }),
      version: 1,
    });
    expect(ended.status).toBe(200);
    const c1 = await createUnit(api, c.id, { code: "WG", sizeSqm: 120, usage: "shared_housing" });
    for (const [code, rent] of [["Z1", 35_000], ["Z2", 38_000], ["Z3", 40_050]] as const) {
      await createContract(api, c1.id, { roomId: (await createRoom(api, c1.id, { code })).id, coldRentCents: rent });
    }
    await createRoom(api, c1.id, { code: "Z4" });
  });
  afterAll(() => app.close());

  it("GET /portfolio/overview: exact cents, vacancy and the rent-weighted yield", async () => {
    const res = await api.get("/api/v1/portfolio/overview");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      propertyCount: 3,
      unitCount: 6,
      vacantUnitCount: 1,
      vacancyPercent: 16.7,
      // active contracts only: 701,25 + 50 + 300 + 612,34 + 1.130,50
      monthlyColdRentCents: cents(279_409),
      // A's own price (A4's unit price is part of it), B's unit price, C
      totalPurchasePriceCents: cents(85_000_000),
      // (7,01·70125 + 7,20·30000 + 4,90·61234 + 3,39·113050) / 274409 = 5,0686…
      averageGrossYieldPercent: 5.07,
      averageGrossYieldBand: "amber",
    } satisfies PortfolioFigures);
  });

  it("GET /properties/:id/units: rent, tenants, yield by own or area-attributed price, band", async () => {
    const res = await api.get(`/api/v1/properties/${ids.a}/units`);
    expect(res.status).toBe(200);
    const pick = (u: UnitListItem) => [u.code, u.coldRentCents, u.tenantNames !== null, u.grossYieldPercent, u.yieldBand, u.roomCount, u.coldRentPerSqmCents];
    expect(res.body.map(pick)).toEqual([
      // 701,25 € / 60 m² = 11,6875 → 11,69 €/m²
      ["A1", 70_125, true, 7.01, "green", 0, 1_169],
      // Vacant: no rent, no yield, no rent per m² (issue 10) — not 0 €, not a red 0 %.
      ["A2", null, false, null, null, 0, null],
      ["A3", 5_000, true, null, null, 0, null],
      ["A4", 30_000, true, 7.2, "green", 0, null],
    ]);
    expect(res.body[0].tenantNames).toBe("Anna Albers");
    const wg = (await api.get(`/api/v1/properties/${ids.c}/units`)).body[0];
    expect(wg).toMatchObject({ coldRentCents: 113_050, grossYieldPercent: 3.39, yieldBand: "red", roomCount: 4 });
    expect(wg.tenantNames.split(", ")).toHaveLength(3);
  });

  it("the SQL average equals the domain's weightedAverageBmr over the unit list", async () => {
    const all: UnitListItem[] = [];
    for (const id of [ids.a, ids.b, ids.c]) all.push(...(await api.get(`/api/v1/properties/${id}/units`)).body);
    const expected = weightedAverageBmr(all.map((u) => ({ bmr: u.grossYieldPercent, coldRent: u.coldRentCents })));
    expect((await api.get("/api/v1/portfolio/overview")).body.averageGrossYieldPercent).toBe(expected);
    const perProperty = (await api.get(`/api/v1/properties/${ids.a}`)).body.figures.averageGrossYieldPercent;
    const unitsOfA = (await api.get(`/api/v1/properties/${ids.a}/units`)).body as UnitListItem[];
    expect(perProperty).toBe(weightedAverageBmr(unitsOfA.map((u) => ({ bmr: u.grossYieldPercent, coldRent: u.coldRentCents }))));
  });

  it("GET /properties/:id: the figures of one property", async () => {
    expect((await api.get(`/api/v1/properties/${ids.a}`)).body.figures).toEqual({
      propertyCount: 1,
      unitCount: 4,
      vacantUnitCount: 1,
      vacancyPercent: 25,
      monthlyColdRentCents: 105_125,
      totalPurchasePriceCents: 30_000_000,
      averageGrossYieldPercent: 7.07,
      averageGrossYieldBand: "green",
    });
    expect((await api.get(`/api/v1/properties/${ids.b}`)).body.figures).toMatchObject({
      vacancyPercent: 0,
      monthlyColdRentCents: 61_234,
      totalPurchasePriceCents: 15_000_000,
      averageGrossYieldPercent: 4.9,
      averageGrossYieldBand: "red",
    });
  });

  it("GET /properties: the list carries the same figures as the detail", async () => {
    const items = (await api.get("/api/v1/properties")).body.items;
    expect(items.map((p: { name: string; unitCount: number; monthlyColdRentCents: number; grossYieldPercent: number | null }) => [p.name, p.unitCount, p.monthlyColdRentCents, p.grossYieldPercent])).toEqual([
      ["A", 4, 105_125, 7.07],
      ["B", 1, 61_234, 4.9],
      ["C", 1, 113_050, 3.39],
    ]);
  });

  it("an empty workspace has zero figures, no vacancy and no yield", async () => {
    const { api: empty } = await createUser(app);
    expect((await empty.get("/api/v1/portfolio/overview")).body).toEqual({
      propertyCount: 0,
      unitCount: 0,
      vacantUnitCount: 0,
      vacancyPercent: null,
      monthlyColdRentCents: 0,
      totalPurchasePriceCents: 0,
      averageGrossYieldPercent: null,
      averageGrossYieldBand: null,
    });
  });
});

// The overview and the figure sorts read the trigger-maintained property_figures summary:
// every kind of write that changes a figure must leave it equal to the hand-worked numbers.
describe("portfolio figures: the property_figures summary follows every write", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  const overview = async () => {
    const res = await api.get("/api/v1/portfolio/overview");
    expect(res.status).toBe(200);
    return res.body as PortfolioFigures;
  };
  const expectOverview = async (expected: Partial<PortfolioFigures>) => expect(await overview()).toMatchObject(expected);

  it("adding units and contracts, changing area/usage, terminating/deleting contracts, repricing, deleting unit and property", async () => {
    const p = await createProperty(api, { name: "Summenhaus", purchasePriceCents: 20_000_000 });
    await expectOverview({ propertyCount: 1, unitCount: 0, monthlyColdRentCents: cents(0), totalPurchasePriceCents: cents(20_000_000), averageGrossYieldPercent: null });

    // Only unit with an area: it carries the whole 200.000 €; 12 × 1.000 / 200.000 = 6,00 %.
    // Marked as let but without a contract in force, it is vacant (issue 10).
    const u1 = await createUnit(api, p.id, { code: "U1", sizeSqm: 80, usage: "rented" });
    await expectOverview({ unitCount: 1, vacantUnitCount: 1, monthlyColdRentCents: cents(0), averageGrossYieldPercent: null });
    const c1 = await createContract(api, u1.id, { coldRentCents: 100_000 });
    await expectOverview({ vacantUnitCount: 0, monthlyColdRentCents: cents(100_000), averageGrossYieldPercent: 6 });

    // A vacant 120 m² unit: U1 now carries 80/200 → 80.000 € → 15,00 %.
    const u2 = await createUnit(api, p.id, { code: "U2", sizeSqm: 120, usage: "vacant" });
    await expectOverview({ unitCount: 2, vacantUnitCount: 1, vacancyPercent: 50, averageGrossYieldPercent: 15 });

    // U2 shrinks to 20 m² and is let: U1 80/100 → 160.000 € → 7,50 %.
    const changed = await api.patch(`/api/v1/units/${u2.id}`, { code: "U2", type: "apartment", usage: "rented", sizeSqm: 20, version: 1 });
    expect(changed.status).toBe(200);
    await expectOverview({ unitCount: 2, vacantUnitCount: 1, vacancyPercent: 50, averageGrossYieldPercent: 7.5 });

    // U2 (40.000 €) at 500 € → 15,00 %; rent-weighted (7,5 · 1.000 + 15 · 500) / 1.500 = 10,00 %.
    const c2 = await createContract(api, u2.id, { coldRentCents: 50_000 });
    await expectOverview({ vacantUnitCount: 0, vacancyPercent: 0, monthlyColdRentCents: cents(150_000), averageGrossYieldPercent: 10 });

    // Terminating C1 leaves only U2's rent.
    const ended = await api.patch(`/api/v1/contracts/${c1.id}`, {
      ...contractPayload(c1.tenantId, { coldRentCents: 100_000, status: "terminated", endDate: "2024-12-31" }),
      version: 1,
    });
    expect(ended.status).toBe(200);
    await expectOverview({ monthlyColdRentCents: cents(50_000), averageGrossYieldPercent: 15 });

    // Deleting C2 leaves no rent at all.
    expect((await api.delete(`/api/v1/contracts/${c2.id}`)).status).toBe(204);
    await expectOverview({ monthlyColdRentCents: cents(0), averageGrossYieldPercent: null });

    // A new contract on U1 (160.000 €) at 1.200 €, from the day after C1's end → 9,00 %.
    await createContract(api, u1.id, { coldRentCents: 120_000, startDate: "2025-01-01" });
    await expectOverview({ monthlyColdRentCents: cents(120_000), averageGrossYieldPercent: 9 });

    // Property price 400.000 €: U1 80/100 → 320.000 € → 4,50 %.
    const repriced = await api.patch(`/api/v1/properties/${p.id}`, { ...propertyPayload({ name: "Summenhaus", purchasePriceCents: 40_000_000 }), version: 1 });
    expect(repriced.status).toBe(200);
    await expectOverview({ totalPurchasePriceCents: cents(40_000_000), averageGrossYieldPercent: 4.5 });

    // Deleting U2: U1 carries all 400.000 € → 3,60 %.
    expect((await api.delete(`/api/v1/units/${u2.id}`)).status).toBe(204);
    await expectOverview({ unitCount: 1, vacantUnitCount: 0, monthlyColdRentCents: cents(120_000), averageGrossYieldPercent: 3.6 });
    const list = await api.get("/api/v1/properties?sort=yield&dir=desc");
    expect(list.body.items).toMatchObject([{ id: p.id, unitCount: 1, monthlyColdRentCents: 120_000, grossYieldPercent: 3.6 }]);

    // Deleting the property (cascading to its unit and contract) empties the summary.
    expect((await api.delete(`/api/v1/properties/${p.id}`)).status).toBe(204);
    expect(await overview()).toEqual({
      propertyCount: 0,
      unitCount: 0,
      vacantUnitCount: 0,
      vacancyPercent: null,
      monthlyColdRentCents: cents(0),
      totalPurchasePriceCents: cents(0),
      averageGrossYieldPercent: null,
      averageGrossYieldBand: null,
    } satisfies PortfolioFigures);
  });
});

// Issue 10 item 4: a contract counts on the days it is in force (src/domain/contracts.ts),
// and the figures move with the calendar without any write: the daily refresh
// (refreshFiguresForDay, run by the server at start-up and after midnight) moves the summary's day.
describe("portfolio figures: contracts count on the days they are in force", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterEach(async () => {
    resetClock();
    await refreshFiguresForDay(app.database.db);
  });
  afterAll(() => app.close());

  const onDay = async (day: string) => {
    setToday(day);
    await refreshFiguresForDay(app.database.db);
  };

  it("a future contract counts from its first day, an ended one until its last; rooms and units follow", async () => {
    await onDay("2026-11-22");
    const p = await createProperty(api, { name: "Kalenderhaus", purchasePriceCents: 12_000_000 });
    const flat = await createUnit(api, p.id, { code: "W1", sizeSqm: 60, usage: "rented" });
    const wg = await createUnit(api, p.id, { code: "WG", sizeSqm: 60, usage: "shared_housing" });
    const room = await createRoom(api, wg.id, { code: "Z1" });
    // W1: ends 31.12.2026, the next tenant from 01.01.2027; the WG room from 01.12.2026.
    await createContract(api, flat.id, { coldRentCents: 60_000, startDate: "2024-01-01", isLimitedTerm: true, endDate: "2026-12-31" });
    await createContract(api, flat.id, { coldRentCents: 70_000, startDate: "2027-01-01" });
    await createContract(api, wg.id, { roomId: room.id, coldRentCents: 40_000, startDate: "2026-12-01" });

    const figures = async () => (await api.get(`/api/v1/properties/${p.id}`)).body.figures as PortfolioFigures;
    const unitRents = async () => ((await api.get(`/api/v1/properties/${p.id}/units`)).body as UnitListItem[]).map((u) => [u.code, u.coldRentCents]);
    const roomRented = async () => (await api.get(`/api/v1/units/${wg.id}/rooms`)).body[0].isRented;

    // Today: only W1's current contract; the WG without a let room is vacant.
    expect(await figures()).toMatchObject({ vacantUnitCount: 1, monthlyColdRentCents: 60_000, averageGrossYieldPercent: 12 });
    expect((await api.get("/api/v1/portfolio/overview")).body).toMatchObject({ vacantUnitCount: 1, monthlyColdRentCents: 60_000 });
    expect(await unitRents()).toEqual([["W1", 60_000], ["WG", null]]);
    expect(await roomRented()).toBe(false);

    // 01.12.2026, without any write: the room is let.
    await onDay("2026-12-01");
    expect(await figures()).toMatchObject({ vacantUnitCount: 0, monthlyColdRentCents: 100_000 });
    expect(await unitRents()).toEqual([["W1", 60_000], ["WG", 40_000]]);
    expect(await roomRented()).toBe(true);

    // 31.12.2026 is the old contract's last day; 01.01.2027 the new one's first.
    await onDay("2026-12-31");
    expect((await figures()).monthlyColdRentCents).toBe(100_000);
    await onDay("2027-01-01");
    expect(await figures()).toMatchObject({ vacantUnitCount: 0, monthlyColdRentCents: 110_000 });
    expect(await unitRents()).toEqual([["W1", 70_000], ["WG", 40_000]]);
    // The contract list puts the one in force first.
    expect((await api.get(`/api/v1/units/${flat.id}/contracts`)).body.map((c: { coldRentCents: number }) => c.coldRentCents)).toEqual([70_000, 60_000]);
  });

  it("the daily refresh only recomputes when the day changes", async () => {
    await onDay("2030-01-01");
    expect(await refreshFiguresForDay(app.database.db, "2030-01-01")).toBe(false);
    expect(await refreshFiguresForDay(app.database.db, "2030-01-02")).toBe(true);
  });
});
