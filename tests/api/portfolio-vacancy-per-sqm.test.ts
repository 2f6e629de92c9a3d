import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertyDetail, UnitDetail, UnitListItem } from "@/shared/portfolio-types";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api } from "../factories/api";
import { createContract, createProperty, createRoom, createUnit } from "../factories/portfolio";

// Issue 10 items 6 and 9: no rent means no yield (null, shown "–"), also for a WG without
// let rooms; Kaltmiete €/m² per unit and Kaufpreis €/m² per property, exact to the cent.
describe("vacancy has no yield; prices per m²", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  const unitsOf = async (propertyId: string): Promise<UnitListItem[]> => (await api.get(`/api/v1/properties/${propertyId}/units`)).body;
  const unit = async (id: string): Promise<UnitDetail> => (await api.get(`/api/v1/units/${id}`)).body;
  const property = async (id: string): Promise<PropertyDetail> => (await api.get(`/api/v1/properties/${id}`)).body;

  it("a vacant unit and a WG without let rooms have no rent and no yield, not 0", async () => {
    const p = await createProperty(api, { name: "Leerstand", purchasePriceCents: 30_000_000 });
    const flat = await createUnit(api, p.id, { code: "WE-01", sizeSqm: 72.5 });
    const wg = await createUnit(api, p.id, { code: "WG-01", sizeSqm: 47.5, usage: "shared_housing" });
    const z1 = await createRoom(api, wg.id, { code: "Z1" });
    await createRoom(api, wg.id, { code: "Z2" });

    const none = { coldRentCents: null, coldRentPerSqmCents: null, grossYieldPercent: null, yieldBand: null, tenantNames: null };
    expect(await unitsOf(p.id)).toMatchObject([
      { code: "WE-01", ...none },
      { code: "WG-01", ...none },
    ]);
    expect(await unit(flat.id)).toMatchObject({ coldRentCents: null, coldRentPerSqmCents: null });
    expect(await unit(wg.id)).toMatchObject({ coldRentCents: null, coldRentPerSqmCents: null });
    // The WG without let rooms is vacant; the property has no yield either.
    expect((await property(p.id)).figures).toMatchObject({ unitCount: 2, vacantUnitCount: 2, averageGrossYieldPercent: null, averageGrossYieldBand: null });

    // One room let: the WG has rent, yield and rent per m²; the flat stays without.
    await createContract(api, wg.id, { roomId: z1.id, coldRentCents: 45_000, startDate: "2024-01-01" });
    const [flatRow, wgRow] = await unitsOf(p.id);
    expect(flatRow).toMatchObject({ code: "WE-01", ...none });
    // price by area 300.000 × 47,5 / 120 = 118.750 € → 12 × 450 / 118.750 = 4,547… → 4,55 %; 450 / 47,5 = 9,4736… → 9,47 €/m²
    expect(wgRow).toMatchObject({ code: "WG-01", coldRentCents: 45_000, grossYieldPercent: 4.55, yieldBand: "red", coldRentPerSqmCents: 947 });
    expect(await unit(wg.id)).toMatchObject({ coldRentCents: 45_000, coldRentPerSqmCents: 947 });
  });

  it("Kaltmiete €/m² of a unit is the rent in force over its size, to the cent", async () => {
    const p = await createProperty(api, { name: "Mietspiegel" });
    const u = await createUnit(api, p.id, { code: "WE-02", sizeSqm: 72.5, usage: "rented" });
    // A contract that has ended does not count.
    await createContract(api, u.id, { coldRentCents: 50_000, startDate: "2015-01-01", isLimitedTerm: true, endDate: "2016-12-31" });
    await createContract(api, u.id, { coldRentCents: 90_000, startDate: "2020-01-01" });
    // 900,00 € / 72,50 m² = 12,4137… → 12,41 €/m²
    expect(await unit(u.id)).toMatchObject({ sizeSqm: 72.5, coldRentCents: 90_000, coldRentPerSqmCents: 1_241 });
    expect((await unitsOf(p.id))[0]).toMatchObject({ coldRentCents: 90_000, coldRentPerSqmCents: 1_241 });
  });

  it("Kaufpreis €/m² of a property: price over the area of all its units; – when a unit has no area", async () => {
    const p = await createProperty(api, { name: "Quadratmeter", purchasePriceCents: 30_000_001 });
    expect((await property(p.id)).purchasePricePerSqmCents).toBeNull();
    await createUnit(api, p.id, { code: "A", sizeSqm: 72.5 });
    await createUnit(api, p.id, { code: "B", sizeSqm: 47.55 });
    // 300.000,01 € / 120,05 m² = 2.498,9588… → 2.498,96 €/m² (the area summed exactly)
    expect((await property(p.id)).purchasePricePerSqmCents).toBe(249_896);
    await createUnit(api, p.id, { code: "Stellplatz", type: "parking" });
    expect((await property(p.id)).purchasePricePerSqmCents).toBeNull();
    const noPrice = await createProperty(api, { name: "Ohne Preis" });
    await createUnit(api, noPrice.id, { code: "A", sizeSqm: 50 });
    expect((await property(noPrice.id)).purchasePricePerSqmCents).toBeNull();
  });
});
