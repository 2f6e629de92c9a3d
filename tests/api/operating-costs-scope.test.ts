import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { cents, formatEuro } from "@/core/money";
import type { StatementDeadlineDto, StatementDetailDto, StatementSummaryDto } from "@/shared/operating-cost-types";
import type { TenantAccountDto } from "@/shared/rent-roll-types";
import { messages } from "@/shared/messages";
import { pdfText } from "../helpers/pdf-text";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { costLine, createBooking } from "../factories/bookings";
import { createContract, createProperty, createUnit } from "../factories/portfolio";

// Abrechnungseinheit and Wirtschaftseinheit (issue 19, decision 0032). Expected figures by hand:
//
// „Doppelhaus Linde“: Haus A = WE 1 (60 m², tenant A all year) + WE 2 (40 m², vacant all year);
// Haus B = WE 3 (50 m², tenant C) + WE 4 (50 m², tenant D). No prepayment paid (paid 0,00 €).
// Costs 2025: Grundsteuer 1.000,00 € on the whole property; Wasser 300,00 € booked on WE 3;
// Müllabfuhr 120,00 € booked on WE 1.
// Haus A as it comes (the Grundsteuer taken in whole): keys over 100 m² × 365 of Haus A only —
//   A 600,00 + 120,00 (Müll, direct) = 720,00; vacancy 400,00. The Wasser of WE 3 is not there.
// Haus B as it comes: C 500,00 + 300,00 (Wasser, direct) = 800,00; D 500,00.
// Together both charge the Grundsteuer twice (2.000,00 € of 1.000,00 €): a blocking defect in each.
// With the Grundsteuer split by corrections (Haus A 600,00 €, Haus B 400,00 €):
//   Haus A: A 360,00 + 120,00 = 480,00; vacancy 240,00. Haus B: C 200,00 + 300,00 = 500,00; D 200,00.
//
// Wirtschaftseinheit „Heizverbund“ of „Haus Nord“ (WE 1, 60 m², tenant E) and „Haus Süd“ (WE 1,
// 40 m², tenant F): Gebäudereinigung 500,00 € on Nord, Grundsteuer 300,00 € on Süd, both over
// 100 m²: E 300,00 + 180,00 = 480,00; F 200,00 + 120,00 = 320,00.

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const YEAR = { periodStart: "2025-01-01", periodEnd: "2025-12-31" };

let app: TestApp;
let team: Team;
let api: Api;

beforeAll(async () => {
  setToday("2026-03-01");
  app = await startTestApp();
  team = await createTeam(app);
  api = team.as.admin;
});
afterAll(async () => {
  resetClock();
  await app?.close();
});

const cost = costLine;

const create = (propertyId: string, body: Record<string, unknown>, as: Api = api) =>
  as.post<StatementDetailDto & { message: string; code: string }>(`/api/v1/properties/${propertyId}/operating-cost-statements`, { ...YEAR, ...body });
const tenantOf = (s: StatementDetailDto, contractId: string) => s.result.tenants.find((t) => t.contractId === contractId)!;
const blocking = (s: StatementDetailDto) => s.result.defects.filter((d) => d.blocking).map((d) => d.code);

async function letterText(statementId: string, contractId: string) {
  const res = await fetch(`${app.url}/api/v1/operating-cost-statements/${statementId}/letters/${contractId}`, { headers: { Cookie: team.admin.cookie, "x-workspace-id": team.admin.workspaceId } });
  expect(res.status).toBe(200);
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, " ").replaceAll("\u00a0", " ");
}

async function doubleHouse() {
  const property = await createProperty(api, { name: `Doppelhaus Linde ${crypto.randomUUID().slice(0, 4)}` });
  const we1 = await createUnit(api, property.id, { code: "WE 1", sizeSqm: 60 });
  const we2 = await createUnit(api, property.id, { code: "WE 2", sizeSqm: 40 });
  const we3 = await createUnit(api, property.id, { code: "WE 3", sizeSqm: 50 });
  const we4 = await createUnit(api, property.id, { code: "WE 4", sizeSqm: 50 });
  const a = await createContract(api, we1.id, { startDate: "2024-01-01", coldRentCents: 60_000, serviceChargeCents: 10_000 });
  const c = await createContract(api, we3.id, { startDate: "2024-01-01", coldRentCents: 50_000, serviceChargeCents: 5_000 });
  const d = await createContract(api, we4.id, { startDate: "2024-01-01", coldRentCents: 50_000, serviceChargeCents: 5_000 });
  const tax = await createBooking(api, [cost(property.id, 100_000, "property_tax", null)], { paymentDate: "2025-02-15", documentDate: "2025-02-15", text: "Grundsteuer 2025" });
  await createBooking(api, [cost(property.id, 30_000, "operating_costs", 2, { unitId: we3.id })], { paymentDate: "2025-03-01", documentDate: "2025-03-01", text: "Wasser WE 3" });
  await createBooking(api, [cost(property.id, 12_000, "operating_costs", 8, { unitId: we1.id })], { paymentDate: "2025-04-01", documentDate: "2025-04-01", text: "Müllabfuhr WE 1" });
  return { property, we1, we2, we3, we4, a, c, d, taxLineId: tax.lines[0]!.id };
}

async function correctTax(s: StatementDetailDto, taxLineId: string, correctedCents: number, reason: string) {
  return expectStatus(
    await api.patch<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}`, {
      ...YEAR,
      shortPeriodReason: null,
      settings: { ...s.settings, lines: { [taxLineId]: { correctedCents, correctionReason: reason } } },
      version: s.version,
    }),
    200,
    "Grundsteuer aufteilen",
  );
}

describe(`Abrechnungseinheit und Wirtschaftseinheit (${database})`, () => {
  it("splits a property into two Abrechnungseinheiten: their own units, costs and keys; a shared cost never charged twice", async () => {
    const h = await doubleHouse();
    const haus = (name: string, unitIds: string[]) => create(h.property.id, { scope: { kind: "units", name, unitIds } });
    const houseA = expectStatus(await haus("Haus A", [h.we1.id, h.we2.id]), 201, "Haus A");
    const houseB = expectStatus(await haus("Haus B", [h.we4.id, h.we3.id]), 201, "Haus B");
    expect(houseA.scope).toEqual({
      kind: "units",
      name: "Haus A",
      properties: [{ id: h.property.id, name: h.property.name }],
      units: [
        { id: h.we1.id, code: "WE 1" },
        { id: h.we2.id, code: "WE 2" },
      ],
      label: `Abrechnungseinheit „Haus A“: WE 1 und WE 2 der Immobilie „${h.property.name}“`,
    });
    expect(houseA.units.map((u) => u.code)).toEqual(["WE 1", "WE 2"]);
    expect(houseB.units.map((u) => u.code)).toEqual(["WE 3", "WE 4"]);

    // Keys over the Abrechnungseinheit's units only; a unit's cost only where the unit is.
    expect(houseA.catalogue.map((l) => l.text).sort()).toEqual(["Grundsteuer 2025", "Müllabfuhr WE 1"]);
    expect(houseA.result.positions.map((p) => [p.label, p.amountCents])).toEqual([
      ["Grundsteuer / öffentliche Lasten", 100_000],
      ["Straßenreinigung und Müllbeseitigung (WE 1)", 12_000],
    ]);
    expect(tenantOf(houseA, h.a.id).costsCents).toBe(72_000);
    expect(houseA.result.landlord.totalCents).toBe(40_000);
    expect(tenantOf(houseB, h.c.id).costsCents).toBe(80_000);
    expect(tenantOf(houseB, h.d.id).costsCents).toBe(50_000);
    expect(houseB.result.tenants.map((t) => t.contractId).sort()).toEqual([h.c.id, h.d.id].sort());

    // The whole-property Grundsteuer in both: named as a blocking defect in each, finalising refused.
    const a1 = expectStatus(await api.get<StatementDetailDto>(`/api/v1/operating-cost-statements/${houseA.id}`), 200, "Haus A");
    expect(blocking(a1)).toEqual(["shared_cost_charged_twice"]);
    expect(a1.result.defects.find((d) => d.code === "shared_cost_charged_twice")!.message).toBe(
      messages.statementSharedCostTwice("Grundsteuer 2025", "„Haus B“", formatEuro(cents(200_000), { decimals: 2 }), formatEuro(cents(100_000), { decimals: 2 })),
    );
    expect(a1.canFinalise).toBe(false);
    expect(blocking(houseB)).toEqual(["shared_cost_charged_twice"]);
    expect((await api.post(`/api/v1/operating-cost-statements/${houseA.id}/finalise`, { version: a1.version })).status).toBe(400);

    // Split by corrections with their reason: 600,00 € to Haus A, 400,00 € to Haus B.
    const a2 = await correctTax(a1, h.taxLineId, 60_000, "Anteil Haus A laut Grundsteuerbescheid (60 %)");
    expect(blocking(a2)).toEqual(["shared_cost_charged_twice"]);
    const b2 = await correctTax(houseB, h.taxLineId, 40_000, "Anteil Haus B laut Grundsteuerbescheid (40 %)");
    expect(blocking(b2)).toEqual([]);
    expect(b2.result.defects.map((d) => d.code)).toContain("shared_cost_included");
    const a3 = expectStatus(await api.get<StatementDetailDto>(`/api/v1/operating-cost-statements/${houseA.id}`), 200, "Haus A");
    expect(blocking(a3)).toEqual([]);
    expect(tenantOf(a3, h.a.id).costsCents).toBe(48_000);
    expect(a3.result.landlord.totalCents).toBe(24_000);
    expect(tenantOf(b2, h.c.id).costsCents).toBe(50_000);
    expect(tenantOf(b2, h.d.id).costsCents).toBe(20_000);

    // Both finalised and sent: each tenant's account has its own Abrechnungseinheit's balance.
    const fa = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${houseA.id}/finalise`, { version: a3.version }), 200, "Haus A abschließen");
    expect(fa.scope.label).toBe(a3.scope.label);
    const fb = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${houseB.id}/finalise`, { version: b2.version }), 200, "Haus B abschließen");
    expectStatus(await api.post(`/api/v1/operating-cost-statements/${houseA.id}/sent`, { version: fa.version, sentOn: "2026-03-01" }), 200, "Haus A versenden");
    const deadlines = async () =>
      expectStatus(await api.get<StatementDeadlineDto[]>(`/api/v1/operating-cost-deadlines?propertyId=${h.property.id}`), 200, "Fristen").filter((d) => d.periodStart === "2025-01-01");
    // One Abrechnungseinheit still to send: the period is still owed.
    expect((await deadlines()).map((d) => [d.statementId, d.status])).toEqual([[houseB.id, "finalised"]]);
    expectStatus(await api.post(`/api/v1/operating-cost-statements/${houseB.id}/sent`, { version: fb.version, sentOn: "2026-03-01" }), 200, "Haus B versenden");
    expect(await deadlines()).toEqual([]);
    const account = async (contractId: string) => expectStatus(await api.get<TenantAccountDto>(`/api/v1/contracts/${contractId}/account`), 200, "Mieterkonto").settlements;
    expect((await account(h.a.id)).map((s) => [s.id, s.claimCents])).toEqual([[houseA.id, 48_000]]);
    expect((await account(h.c.id)).map((s) => [s.id, s.claimCents])).toEqual([[houseB.id, 50_000]]);

    // The letter says what is settled.
    expect(await letterText(houseA.id, h.a.id)).toContain(`Abgerechnet wird die Abrechnungseinheit „Haus A“: WE 1 und WE 2 der Immobilie „${h.property.name}“.`);

    // A correction covers what its version covered.
    const correction = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${houseA.id}/corrections`, { version: fa.version + 1 }), 201, "Korrektur");
    expect(correction.scope).toEqual(a3.scope);
    expect(blocking(correction)).toEqual([]);

    const list = expectStatus(await api.get<StatementSummaryDto[]>(`/api/v1/properties/${h.property.id}/operating-cost-statements`), 200, "Liste");
    expect(list.map((s) => [s.scope.name, s.revision])).toEqual([
      ["Haus A", 2],
      ["Haus A", 1],
      ["Haus B", 1],
    ]);
  });

  it("refuses overlapping units in one period (409, naming them), checks every id, and lets a viewer only read", async () => {
    const h = await doubleHouse();
    const houseA = expectStatus(await create(h.property.id, { scope: { kind: "units", name: "Haus A", unitIds: [h.we1.id, h.we2.id] } }), 201, "Haus A");

    const twice = await create(h.property.id, { scope: { kind: "units", name: "Haus A2", unitIds: [h.we2.id, h.we3.id] } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.statementScopeOverlap("WE 2", false, "„Haus A“", "2025-01-01", "2025-12-31"));
    const whole = await create(h.property.id, {});
    expect(whole.status).toBe(409);
    expect(whole.body.message).toBe(messages.statementScopeOverlap("WE 1 und WE 2", true, "„Haus A“", "2025-01-01", "2025-12-31"));
    // A period that only touches the other one overlaps too; another year does not.
    expect((await create(h.property.id, { periodStart: "2025-12-31", periodEnd: "2026-06-30", shortPeriodReason: "Verkauf", scope: { kind: "units", name: "Rest", unitIds: [h.we1.id] } })).status).toBe(409);
    const earlier = expectStatus(await create(h.property.id, { periodStart: "2024-01-01", periodEnd: "2024-12-31", scope: { kind: "units", name: "Haus A", unitIds: [h.we2.id] } }), 201, "2024");
    // Moving a draft's period onto another statement's units is refused as well.
    const moved = await api.patch<{ message: string }>(`/api/v1/operating-cost-statements/${earlier.id}`, { ...YEAR, shortPeriodReason: null, settings: earlier.settings, version: earlier.version });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(messages.statementScopeOverlap("WE 2", false, "„Haus A“", "2025-01-01", "2025-12-31"));

    // Every id checked: another property's unit (400), another workspace's unit or property (404), no unit or name (400).
    const other = await createProperty(api);
    const otherUnit = await createUnit(api, other.id, { code: "X 1", sizeSqm: 10 });
    const foreign = await create(h.property.id, { scope: { kind: "units", name: "Fremd", unitIds: [otherUnit.id] } });
    expect([foreign.status, foreign.body.message]).toEqual([400, messages.statementScopeUnitOtherProperty]);
    const stranger = await createTeam(app);
    const strangerProperty = await createProperty(stranger.as.admin);
    const strangerUnit = await createUnit(stranger.as.admin, strangerProperty.id, { sizeSqm: 10 });
    expect((await create(h.property.id, { scope: { kind: "units", name: "Fremd", unitIds: [strangerUnit.id] } })).status).toBe(404);
    expect((await create(h.property.id, { scope: { kind: "properties", name: "Fremd", propertyIds: [strangerProperty.id] } })).status).toBe(404);
    expect((await create(h.property.id, { scope: { kind: "units", name: "Leer", unitIds: [] } })).status).toBe(400);
    expect((await create(h.property.id, { scope: { kind: "units", name: " ", unitIds: [h.we3.id] } })).status).toBe(400);
    expect((await create(h.property.id, { scope: { kind: "properties", name: "Nur ich", propertyIds: [h.property.id] } })).status).toBe(400);
    // Nothing half-written: the refused requests left no statement behind.
    const list = expectStatus(await api.get<StatementSummaryDto[]>(`/api/v1/properties/${h.property.id}/operating-cost-statements`), 200, "Liste");
    expect(list.map((s) => s.id).sort()).toEqual([houseA.id, earlier.id].sort());

    // A deleted unit leaves the Abrechnungseinheit, which stays one (never the whole property).
    expect((await api.delete(`/api/v1/units/${h.we2.id}`)).status).toBe(204);
    const smaller = expectStatus(await api.get<StatementDetailDto>(`/api/v1/operating-cost-statements/${houseA.id}`), 200, "Haus A");
    expect([smaller.scope.kind, smaller.scope.units?.map((u) => u.code), smaller.units.map((u) => u.code)]).toEqual(["units", ["WE 1"], ["WE 1"]]);

    expect((await create(h.property.id, { scope: { kind: "units", name: "Haus B", unitIds: [h.we3.id] } }, team.as.viewer)).status).toBe(403);
    expect((await stranger.as.admin.get(`/api/v1/operating-cost-statements/${houseA.id}`)).status).toBe(404);
  });

  it("joins two properties into a Wirtschaftseinheit: units and costs of both, shown and owed under each", async () => {
    const tag = crypto.randomUUID().slice(0, 4);
    const north = await createProperty(api, { name: `Haus Nord ${tag}` });
    const south = await createProperty(api, { name: `Haus Süd ${tag}` });
    const n1 = await createUnit(api, north.id, { code: "WE 1", sizeSqm: 60 });
    const s1 = await createUnit(api, south.id, { code: "WE 1", sizeSqm: 40 });
    const e = await createContract(api, n1.id, { startDate: "2024-01-01", coldRentCents: 60_000, serviceChargeCents: 10_000 });
    const f = await createContract(api, s1.id, { startDate: "2024-01-01", coldRentCents: 40_000, serviceChargeCents: 8_000 });
    await createBooking(api, [cost(north.id, 50_000, "operating_costs", 9)], { paymentDate: "2025-03-01", documentDate: "2025-03-01", text: "Gebäudereinigung" });
    await createBooking(api, [cost(south.id, 30_000, "property_tax", null)], { paymentDate: "2025-02-15", documentDate: "2025-02-15", text: "Grundsteuer Süd" });

    const joined = expectStatus(await create(north.id, { scope: { kind: "properties", name: "Heizverbund", propertyIds: [south.id, north.id] } }), 201, "Wirtschaftseinheit");
    const label = `Wirtschaftseinheit „Heizverbund“ aus „${north.name}“ und „${south.name}“`;
    expect(joined.scope).toMatchObject({ kind: "properties", name: "Heizverbund", properties: [{ id: north.id }, { id: south.id }], units: null, label });
    expect(joined.propertyId).toBe(north.id);
    expect(joined.units.map((u) => u.code)).toEqual([`${north.name} · WE 1`, `${south.name} · WE 1`]);
    expect(tenantOf(joined, e.id).costsCents).toBe(48_000);
    expect(tenantOf(joined, f.id).costsCents).toBe(32_000);
    expect(joined.deadline).toBe("2026-12-31");

    // Listed, and owed, under both properties.
    for (const p of [north, south]) {
      const list = expectStatus(await api.get<StatementSummaryDto[]>(`/api/v1/properties/${p.id}/operating-cost-statements`), 200, "Liste");
      expect(list.map((s) => s.id)).toEqual([joined.id]);
      const due = expectStatus(await api.get<StatementDeadlineDto[]>(`/api/v1/operating-cost-deadlines?propertyId=${p.id}`), 200, "Fristen");
      expect(due.find((d) => d.periodStart === "2025-01-01")).toMatchObject({ statementId: joined.id, status: "draft", deadline: "2026-12-31" });
    }
    const southAlone = await create(south.id, {});
    expect([southAlone.status, southAlone.body.message]).toEqual([409, messages.statementScopeOverlap(messages.statementScopeWholeProperty(south.name), true, "„Heizverbund“", "2025-01-01", "2025-12-31")]);
    expect(await letterText(joined.id, f.id)).toContain(`Abgerechnet wird die ${label}:`);
  });

  it("keeps a whole-property statement as it was: one per period, its scope the property", async () => {
    const property = await createProperty(api);
    await createUnit(api, property.id, { code: "WE 1", sizeSqm: 50 });
    const s = expectStatus(await create(property.id, {}), 201, "Abrechnung");
    expect(s.scope).toEqual({ kind: "property", name: null, properties: [{ id: property.id, name: property.name }], units: null, label: null });
    const again = await create(property.id, { scope: { kind: "property" } });
    expect([again.status, again.body.message]).toEqual([409, messages.statementExists("2025-01-01", "2025-12-31")]);
    // The property goes with its statements and their scope rows.
    expect((await api.delete(`/api/v1/properties/${property.id}`)).status).toBe(204);
  });
});
