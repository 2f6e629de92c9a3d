import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api } from "../factories/api";
import { createContract, createProperty, createUnit } from "../factories/portfolio";

const names = (res: { body: { items: Array<{ name: string }> } }) => res.body.items.map((i) => i.name);

describe("GET /properties: server-side pagination, search and sort", () => {
  let app: TestApp;
  let paged: Api;
  let sorted: Api;

  beforeAll(async () => {
    app = await startTestApp();
    [{ api: paged }, { api: sorted }] = await Promise.all([createUser(app), createUser(app)]);
    // 25 properties, created out of order: "Objekt 01" … "Objekt 25".
    for (const n of [...Array(25).keys()].map((i) => ((i * 7) % 25) + 1)) {
      await createProperty(paged, { name: `Objekt ${String(n).padStart(2, "0")}` });
    }
    // Five properties with distinct figures for the sorts.
    const a = await createProperty(sorted, { name: "Alpha", city: "Dresden", street: "Lindenweg", postcode: "01067", purchasePriceCents: 30_000_000 });
    const b = await createProperty(sorted, { name: "Beta", city: "Leipzig", street: "Ahornallee", postcode: "04109", purchasePriceCents: 10_000_000 });
    const c = await createProperty(sorted, { name: "Gamma 50% Rabatt", city: "Chemnitz", street: "Birkenstraße", postcode: "09111", purchasePriceCents: null });
    await createProperty(sorted, { name: "Delta", city: "Zwickau", street: "Eichenring", postcode: "08056", purchasePriceCents: 20_000_000 });
    // Alpha: 2 units of 50 m², one let for 1.000 € against half the price → 8,00 % (the empty one has no
    // rent and does not count in the rent-weighted average); Beta: 600 € → 7,20 %; Gamma: no price → no yield.
    const a1 = await createUnit(sorted, a.id, { sizeSqm: 50 });
    await createUnit(sorted, a.id, { sizeSqm: 50 });
    await createContract(sorted, a1.id, { coldRentCents: 100_000 });
    const b1 = await createUnit(sorted, b.id, { sizeSqm: 80 });
    await createContract(sorted, b1.id, { coldRentCents: 60_000 });
    for (let i = 0; i < 3; i++) await createContract(sorted, (await createUnit(sorted, c.id)).id, { coldRentCents: 20_000 });
  });
  afterAll(() => app.close());

  it("pages with a total: 20 by default, sorted by name", async () => {
    const first = await paged.get("/api/v1/properties");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(names(first)).toEqual([...Array(20).keys()].map((i) => `Objekt ${String(i + 1).padStart(2, "0")}`));
    const second = await paged.get("/api/v1/properties?page=2");
    expect(names(second)).toEqual(["Objekt 21", "Objekt 22", "Objekt 23", "Objekt 24", "Objekt 25"]);
    const beyond = await paged.get("/api/v1/properties?page=9&pageSize=5");
    expect(beyond.body).toEqual({ items: [], total: 25, page: 9, pageSize: 5 });
    const small = await paged.get("/api/v1/properties?pageSize=3&page=3&dir=desc");
    expect(names(small)).toEqual(["Objekt 19", "Objekt 18", "Objekt 17"]);
  });

  it("searches name, street, city and postcode case-insensitively, with the total of the matches", async () => {
    expect(names(await sorted.get("/api/v1/properties?search=aLPH"))).toEqual(["Alpha"]);
    expect(names(await sorted.get("/api/v1/properties?search=ahorn"))).toEqual(["Beta"]);
    expect(names(await sorted.get("/api/v1/properties?search=zwick"))).toEqual(["Delta"]);
    expect(names(await sorted.get("/api/v1/properties?search=0911"))).toEqual(["Gamma 50% Rabatt"]);
    // One or two letters match where a word begins (decision 0034): "d" is Delta and Alpha's Dresden, "e" only Delta's Eichenring.
    const several = await sorted.get("/api/v1/properties?search=d&pageSize=1");
    expect(several.body.total).toBe(2);
    expect(names(several)).toEqual(["Alpha"]);
    expect(names(await sorted.get("/api/v1/properties?search=E"))).toEqual(["Delta"]);
    expect((await sorted.get(`/api/v1/properties?search=${encodeURIComponent("  delta ")}`)).body.total).toBe(1);
    // The address reads as one line: "Ahornallee 1", "04109 Leipzig".
    expect(names(await sorted.get(`/api/v1/properties?search=${encodeURIComponent("ahornallee 1")}`))).toEqual(["Beta"]);
    expect(names(await sorted.get(`/api/v1/properties?search=${encodeURIComponent("04109 leipzig")}`))).toEqual(["Beta"]);
  });

  it("takes % and _ in a search literally", async () => {
    expect(names(await sorted.get(`/api/v1/properties?search=${encodeURIComponent("50%")}`))).toEqual(["Gamma 50% Rabatt"]);
    expect((await sorted.get(`/api/v1/properties?search=${encodeURIComponent("%")}`)).body.total).toBe(1);
    expect((await sorted.get(`/api/v1/properties?search=_`)).body.total).toBe(0);
  });

  it("carries unit count, active cold rent and the rent-weighted yield per property", async () => {
    const items = (await sorted.get("/api/v1/properties")).body.items;
    const byName = Object.fromEntries(items.map((i: { name: string }) => [i.name, i]));
    expect(byName.Alpha).toMatchObject({ unitCount: 2, monthlyColdRentCents: 100_000, grossYieldPercent: 8 });
    expect(byName.Beta).toMatchObject({ unitCount: 1, monthlyColdRentCents: 60_000, grossYieldPercent: 7.2 });
    expect(byName["Gamma 50% Rabatt"]).toMatchObject({ unitCount: 3, monthlyColdRentCents: 60_000, grossYieldPercent: null });
    expect(byName.Delta).toMatchObject({ unitCount: 0, monthlyColdRentCents: 0, grossYieldPercent: null });
  });

  it.each([
    ["name", "asc", ["Alpha", "Beta", "Delta", "Gamma 50% Rabatt"]],
    ["name", "desc", ["Gamma 50% Rabatt", "Delta", "Beta", "Alpha"]],
    ["city", "asc", ["Gamma 50% Rabatt", "Alpha", "Beta", "Delta"]],
    ["city", "desc", ["Delta", "Beta", "Alpha", "Gamma 50% Rabatt"]],
    // Missing prices and yields go last in both directions.
    ["purchasePrice", "asc", ["Beta", "Delta", "Alpha", "Gamma 50% Rabatt"]],
    ["purchasePrice", "desc", ["Alpha", "Delta", "Beta", "Gamma 50% Rabatt"]],
    ["unitCount", "desc", ["Gamma 50% Rabatt", "Alpha", "Beta", "Delta"]],
    ["unitCount", "asc", ["Delta", "Beta", "Alpha", "Gamma 50% Rabatt"]],
    ["coldRent", "desc", ["Alpha", "Beta", "Gamma 50% Rabatt", "Delta"]],
    ["yield", "desc", ["Alpha", "Beta", "Delta", "Gamma 50% Rabatt"]],
    ["yield", "asc", ["Beta", "Alpha", "Delta", "Gamma 50% Rabatt"]],
  ])("sorts by %s %s", async (sort, dir, expected) => {
    const res = await sorted.get(`/api/v1/properties?sort=${sort}&dir=${dir}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expected);
  });

  it("pages a figure sort too", async () => {
    const res = await sorted.get("/api/v1/properties?sort=coldRent&dir=desc&pageSize=2&page=2");
    expect(res.body.total).toBe(4);
    expect(names(res)).toEqual(["Gamma 50% Rabatt", "Delta"]);
    // "0" begins every postcode.
    const searched = await sorted.get("/api/v1/properties?sort=unitCount&dir=desc&search=0&pageSize=1");
    expect(searched.body.total).toBe(4);
    expect(names(searched)).toEqual(["Gamma 50% Rabatt"]);
  });

  it("rejects an unknown sort, a bad page or page size with a German 400", async () => {
    for (const q of ["sort=preis", "dir=up", "page=0", "pageSize=101", "page=abc"]) {
      const res = await sorted.get(`/api/v1/properties?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.details.fields).toHaveLength(1);
      expect(res.body.details.fields[0].message, q).toMatch(/Sortierung|Richtung|Seite/);
    }
  });
});
