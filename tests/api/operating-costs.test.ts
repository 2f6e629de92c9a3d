import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import readExcelFile from "read-excel-file/node";
import { resetClock, setToday } from "@/core/dates";
import type { StatementDeadlineDto, StatementDetailDto, StatementSummaryDto } from "@/shared/operating-cost-types";
import type { OpenItemDto, ReminderDto, RentRollDto, TenantAccountDto } from "@/shared/rent-roll-types";
import type { TenantDto } from "@/shared/portfolio-types";
import { messages } from "@/shared/messages";
import { pdfText } from "../helpers/pdf-text";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { costLine, createBooking, linePayload } from "../factories/bookings";
import { pdfBytes, uploadReceipt } from "../factories/receipts";
import { createContract, createProperty, createUnit } from "../factories/portfolio";

// Die Nebenkostenabrechnung over the API (issue 19): a house with two flats, a vacancy
// until 30.06.2025 and a tenant from 01.07.; costs from the books, refused costs, the
// pre-check, the frozen version and a correction after the deadline. Expected figures
// are computed by hand in the comments, to the cent.
//
// WE 1: 60 m², tenant A all year (NK-Vorauszahlung 150,00 €, paid every month).
// WE 2: 40 m², vacant 01.01.–30.06. (181 days), tenant B from 01.07. (184 days,
//       NK 100,00 €; pays July–November, December open).
// Living-area days: A 60 × 365 = 21.900, vacancy 40 × 181 = 7.240, B 40 × 184 = 7.360; total 36.500.
// Grundsteuer 1.000,00 €: A 600,00; vacancy 198,356…; B 201,643… → floors 198,35 + 201,64 miss
//   one cent, the larger remainder (vacancy ,616 > B ,383) takes it: vacancy 198,36, B 201,64.
// Versicherung 730,00 € for 01.07.2025–30.06.2026: 184/365 in 2025 = 368,00 €:
//   A 220,80; vacancy 72,99507…; B 74,20493… → the vacancy takes the cent: vacancy 73,00, B 74,20.
// Müllabfuhr 365,00 €: A 219,00; vacancy 72,40; B 73,60.
// A: 600,00 + 220,80 + 219,00 = 1.039,80 €, paid 1.800,00 → Guthaben 760,20 €.
// B: 201,64 + 74,20 + 73,60 = 349,44 €, paid 500,00 (due 600,00) → Guthaben 150,56 €.
// Landlord (vacancy): 198,36 + 73,00 + 72,40 = 343,76 €. Sum: 1.039,80 + 349,44 + 343,76 = 1.733,00 = 1.000 + 368 + 365.

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

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

async function pay(contractId: string, month: string, amountCents: number) {
  expectStatus(await api.post(`/api/v1/contracts/${contractId}/payments`, { paymentDate: `${month}-03`, amountCents, rentMonth: month }), 201, `Zahlung ${month}`);
}

async function house() {
  const property = await createProperty(api);
  const we1 = await createUnit(api, property.id, { code: "WE 1", sizeSqm: 60 });
  const we2 = await createUnit(api, property.id, { code: "WE 2", sizeSqm: 40 });
  const a = await createContract(api, we1.id, { startDate: "2024-01-01", coldRentCents: 60_000, serviceChargeCents: 15_000 });
  const b = await createContract(api, we2.id, { startDate: "2025-07-01", coldRentCents: 50_000, serviceChargeCents: 10_000 });
  for (let m = 1; m <= 12; m++) await pay(a.id, `2025-${String(m).padStart(2, "0")}`, 75_000);
  for (let m = 7; m <= 11; m++) await pay(b.id, `2025-${String(m).padStart(2, "0")}`, 60_000);
  const tax = await createBooking(api, [cost(property.id, 100_000, "property_tax", null)], { paymentDate: "2025-02-15", documentDate: "2025-02-15", text: "Grundsteuer 2025" });
  await createBooking(api, [cost(property.id, 73_000, "insurance", null)], { paymentDate: "2025-07-01", documentDate: "2025-07-01", text: "Gebäudeversicherung", servicePeriodStart: "2025-07-01", servicePeriodEnd: "2026-06-30" });
  const wasteNotice = expectStatus(await uploadReceipt(api, pdfBytes("Gebuehrenbescheid"), "Gebührenbescheid 2025.pdf"), 201, "Beleg hochladen") as { id: string };
  await createBooking(api, [cost(property.id, 36_500, "operating_costs", 8)], { paymentDate: "2025-04-01", documentDate: "2025-04-01", text: "Müllabfuhr 2025", receiptIds: [wasteNotice.id] });
  // Booked as Betriebskosten by mistake: a repair, and cable TV after the end of the transition.
  const repair = await createBooking(api, [cost(property.id, 20_000, "operating_costs", 17)], { paymentDate: "2025-05-10", documentDate: "2025-05-10", text: "Reparatur Dachrinne" });
  await createBooking(api, [cost(property.id, 12_000, "operating_costs", 15)], { paymentDate: "2025-01-10", documentDate: "2025-01-10", text: "Kabelanschluss 2025", servicePeriodStart: "2025-01-01", servicePeriodEnd: "2025-12-31" });
  return { property, we1, we2, a, b, repairLineId: repair.lines[0]!.id, taxLineId: tax.lines[0]!.id, wasteNoticeId: wasteNotice.id };
}

async function newStatement(propertyId: string, body: Record<string, unknown> = {}) {
  return expectStatus(await api.post<StatementDetailDto>(`/api/v1/properties/${propertyId}/operating-cost-statements`, { periodStart: "2025-01-01", periodEnd: "2025-12-31", ...body }), 201, "Abrechnung anlegen");
}
/** A file the API answers, as bytes. */
async function download(path: string) {
  const res = await fetch(`${app.url}/api/v1${path}`, { headers: { Cookie: team.admin.cookie, "x-workspace-id": team.admin.workspaceId } });
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const letterText = async (statementId: string, contractId: string) =>
  (await pdfText((await download(`/operating-cost-statements/${statementId}/letters/${contractId}`)).bytes)).replace(/\s+/g, " ").replaceAll("\u00a0", " ");
const tenantOf = (s: StatementDetailDto, contractId: string) => s.result.tenants.find((t) => t.contractId === contractId)!;

describe(`Nebenkostenabrechnung (${database})`, () => {
  it("computes each tenant's statement from the books, to the cent, vacancy borne by the landlord", async () => {
    const h = await house();
    const s = await newStatement(h.property.id);
    expect(s).toMatchObject({ status: "draft", revision: 1, deadline: "2026-12-31", canFinalise: true, periodStart: "2025-01-01", periodEnd: "2025-12-31" });
    expect(s.result.positions.map((p) => [p.label, p.amountCents, p.key])).toEqual([
      ["Grundsteuer / öffentliche Lasten", 100_000, "living_area"],
      ["Straßenreinigung und Müllbeseitigung", 36_500, "living_area"],
      ["Sach- und Haftpflichtversicherung", 36_800, "living_area"],
    ]);
    const a = tenantOf(s, h.a.id);
    expect(a.lines.map((l) => l.cents)).toEqual([60_000, 21_900, 22_080]);
    expect(a).toMatchObject({ costsCents: 103_980, prepaymentsPaidCents: 180_000, prepaymentsDueCents: 180_000, balanceCents: -76_020, claimableCents: -76_020, days: 365 });
    const b = tenantOf(s, h.b.id);
    expect(b.lines.map((l) => l.cents)).toEqual([20_164, 7_360, 7_420]);
    expect(b).toMatchObject({ costsCents: 34_944, prepaymentsPaidCents: 50_000, prepaymentsDueCents: 60_000, balanceCents: -15_056, days: 184 });
    // The share parts say how: B's Grundsteuer is 40 m² × 184 days of 36.500 m²-days.
    expect(b.lines[0]!.parts[0]).toMatchObject({ kind: "key", key: "living_area", amountCents: 100_000, units: "7360", totalUnits: "36500" });
    expect(s.result.landlord.totalCents).toBe(34_376);
    expect(s.result.landlord.lines.map((l) => l.vacancyCents)).toEqual([19_836, 7_240, 7_300]);

    // The refused: the repair (a hint, the landlord may override it) and cable TV after 30.06.2024 (all of 2025).
    const refused = s.catalogue.filter((l) => l.refusal);
    expect(refused.map((l) => [l.text, l.refusal!.rule, l.refusedCents, l.positionId])).toEqual([
      ["Kabelanschluss 2025", "cable_tv", 12_000, null],
      ["Reparatur Dachrinne", "repair", 20_000, null],
    ]);
    expect(refused.find((l) => l.refusal!.rule === "repair")!.refusal!.message).toBe("Instandhaltung und Instandsetzung sind nie umlagefähig (§ 1 Abs. 2 Nr. 2 BetrKV).");
    // Insurance: the whole booked amount and the part of the period.
    expect(s.catalogue.find((l) => l.text === "Gebäudeversicherung")).toMatchObject({ bookedCents: 73_000, periodCents: 36_800, servicePeriod: { start: "2025-07-01", end: "2026-06-30" } });
    // Every line opens to its booking and receipts.
    expect(s.catalogue.find((l) => l.text === "Müllabfuhr 2025")!.receipts).toEqual([{ id: h.wasteNoticeId, fileName: "Gebührenbescheid 2025.pdf" }]);
    expect(s.catalogue.filter((l) => l.receipts.length === 0).map((l) => l.text).sort()).toEqual(["Gebäudeversicherung", "Grundsteuer 2025", "Kabelanschluss 2025", "Reparatur Dachrinne"]);

    const list = expectStatus(await api.get<StatementSummaryDto[]>(`/api/v1/properties/${h.property.id}/operating-cost-statements`), 200, "Liste");
    expect(list.map((x) => [x.id, x.status])).toEqual([[s.id, "draft"]]);
  });

  it("takes the landlord's choices: an overridden refusal with its reason, an excluded line, another key", async () => {
    const h = await house();
    const s = await newStatement(h.property.id);
    const settings = {
      ...s.settings,
      lines: {
        [h.repairLineId]: { overrideReason: "Wartungspauschale laut Vertrag, keine Reparatur" },
        [h.taxLineId]: { excludedReason: "Grundsteuer rechne ich 2025 nicht ab" },
      },
      types: { "8": { key: "units" } },
    };
    const updated = expectStatus(await api.patch<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}`, { periodStart: "2025-01-01", periodEnd: "2025-12-31", settings, version: s.version }), 200, "Einstellungen");
    expect(updated.version).toBe(s.version + 1);
    expect(updated.catalogue.find((l) => l.id === h.repairLineId)).toMatchObject({ refusal: null, overrideReason: "Wartungspauschale laut Vertrag, keine Reparatur", positionId: "17" });
    expect(updated.result.positions.find((p) => p.id === "17")).toMatchObject({ label: "Sonstige Betriebskosten", amountCents: 20_000 });
    // The excluded line stays in the catalogue with its reason and leaves no position.
    expect(updated.catalogue.find((l) => l.id === h.taxLineId)).toMatchObject({ excludedReason: "Grundsteuer rechne ich 2025 nicht ab", positionId: null, periodCents: 100_000 });
    expect(updated.result.positions.map((p) => p.id)).toEqual(["8", "13", "17"]);
    // Müll by units × days: A 365, vacancy 181, B 184 of 730 → 182,50 / 90,50 / 92,00.
    const müll = updated.result.positions.findIndex((p) => p.id === "8");
    expect(tenantOf(updated, h.a.id).lines[müll]!.cents).toBe(18_250);
    expect(tenantOf(updated, h.b.id).lines[müll]!.cents).toBe(9_200);

    // Vorwegabzug: WE 1 takes 20 % of the Müll (73,00 €) first; the rest, 292,00 €, goes to WE 2 by
    // area × days: vacancy 292 × 181/365 = 144,80, B 292 × 184/365 = 147,20.
    const preSettings = { ...settings, types: { "8": { preDeductions: [{ unitId: h.we1.id, reason: "Gewerbemüll", share: "0.2" }] } } };
    const pre = expectStatus(await api.patch<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}`, { periodStart: "2025-01-01", periodEnd: "2025-12-31", settings: preSettings, version: updated.version }), 200, "Vorwegabzug");
    const müllPre = pre.result.positions.findIndex((p) => p.id === "8");
    expect([tenantOf(pre, h.a.id).lines[müllPre]!.cents, tenantOf(pre, h.b.id).lines[müllPre]!.cents]).toEqual([7_300, 14_720]);
    expect(pre.result.landlord.lines.find((l) => l.lineId === "8")?.vacancyCents).toBe(14_480);
    // The letter says what WE 1 bears first, and why.
    expect(await letterText(s.id, h.a.id)).toContain("Vorwegabzug Straßenreinigung und Müllbeseitigung: WE 1 trägt vorab 20 % der Kosten (Gewerbemüll); der Rest wird nach dem Schlüssel verteilt.");
    // More than the whole: refused with the field's message.
    const tooMuch = await api.patch<{ details: { fields: Array<{ message: string }> } }>(`/api/v1/operating-cost-statements/${s.id}`, {
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      settings: { ...settings, types: { "8": { preDeductions: [{ unitId: h.we1.id, reason: "Gewerbemüll", share: "1.5" }] } } },
      version: pre.version,
    });
    expect([tooMuch.status, tooMuch.body.details.fields.map((f) => f.message)]).toEqual([400, [messages.statementPreDeductionShare]]);
    const back = expectStatus(await api.patch<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}`, { periodStart: "2025-01-01", periodEnd: "2025-12-31", settings, version: pre.version }), 200, "ohne Vorwegabzug");
    expect(back.version).toBe(updated.version + 2);

    // A stale version is refused and changes nothing.
    const stale = await api.patch(`/api/v1/operating-cost-statements/${s.id}`, { periodStart: "2025-01-01", periodEnd: "2025-12-31", settings: s.settings, version: s.version });
    expect(stale.status).toBe(409);
  });

  it("names the pre-check's defects and refuses to finalise while a blocking one is left", async () => {
    const property = await createProperty(api);
    const we1 = await createUnit(api, property.id, { code: "WE 1", sizeSqm: 50 });
    await createUnit(api, property.id, { code: "WE 2" }); // no area
    await createContract(api, we1.id, { startDate: "2024-01-01", coldRentCents: 50_000, serviceChargeCents: 10_000 });
    await createBooking(api, [cost(property.id, 50_000, "operating_costs", 9)], { paymentDate: "2025-03-01", documentDate: "2025-03-01", text: "Treppenreinigung" });
    await createBooking(api, [cost(property.id, 10_000, "operating_costs", 7)], { paymentDate: "2025-03-01", documentDate: "2025-03-01", text: "Aufzug Wartung" });
    const s = await newStatement(property.id, { periodEnd: "2026-01-31", settings: { types: { "7": { key: "custom", customShares: { [we1.id]: "1" } } } } });
    const codes = s.result.defects.map((d) => d.code);
    expect(codes).toEqual(expect.arrayContaining(["period_too_long", "key_without_explanation", "missing_living_area"]));
    expect(s.result.defects.find((d) => d.code === "missing_living_area")!.message).toContain("WE 2 hat keine Wohnfläche");
    expect(s.canFinalise).toBe(false);
    const refused = await api.post<{ message: string; details: { defects: Array<{ code: string }> } }>(`/api/v1/operating-cost-statements/${s.id}/finalise`, { version: s.version });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.statementHasDefects);
    expect(refused.body.details.defects.map((d) => d.code)).toEqual(expect.arrayContaining(["period_too_long", "key_without_explanation", "missing_living_area"]));
    const after = expectStatus(await api.get<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}`), 200, "Abrechnung");
    expect(after).toMatchObject({ status: "draft", version: s.version });
  });

  it("freezes a finalised version: later bookings do not change it; it cannot be edited or deleted", async () => {
    const h = await house();
    const s = await newStatement(h.property.id);
    const done = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/finalise`, { version: s.version }), 200, "Abschließen");
    expect(done).toMatchObject({ status: "finalised", canFinalise: false });
    expect(done.finalisedAt).not.toBeNull();
    await createBooking(api, [cost(h.property.id, 99_900, "operating_costs", 10)], { paymentDate: "2025-09-01", documentDate: "2025-09-01", text: "Gartenpflege" });
    const again = expectStatus(await api.get<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}`), 200, "Abrechnung");
    expect(again.result).toEqual(done.result);
    expect(again.catalogue).toEqual(done.catalogue);

    const edit = await api.patch<{ message: string }>(`/api/v1/operating-cost-statements/${s.id}`, { periodStart: "2025-01-01", periodEnd: "2025-12-31", settings: done.settings, version: done.version });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(messages.statementNotDraft);
    const del = await api.delete<{ message: string }>(`/api/v1/operating-cost-statements/${s.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(messages.statementDeleteFinalised);

    // A second draft for the same period is refused; the way on is a correction.
    const twice = await api.post<{ message: string }>(`/api/v1/properties/${h.property.id}/operating-cost-statements`, { periodStart: "2025-01-01", periodEnd: "2025-12-31" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.statementExists("2025-01-01", "2025-12-31"));

    const sent = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/sent`, { version: done.version, sentOn: "2026-03-02" }), 200, "Versand");
    expect(sent).toMatchObject({ status: "sent", sentOn: "2026-03-02" });
  });

  it("a correction after the deadline cannot raise a back-payment (BGH VIII ZR 190/06)", async () => {
    const property = await createProperty(api);
    const we = await createUnit(api, property.id, { code: "WE 1", sizeSqm: 50 });
    const c = await createContract(api, we.id, { startDate: "2024-01-01", coldRentCents: 50_000, serviceChargeCents: 1_000 });
    for (let m = 1; m <= 12; m++) await pay(c.id, `2025-${String(m).padStart(2, "0")}`, 51_000);
    await createBooking(api, [cost(property.id, 30_000, "operating_costs", 9)], { paymentDate: "2025-03-01", documentDate: "2025-03-01", text: "Treppenreinigung" });
    // 300,00 € costs, 120,00 € paid: Nachzahlung 180,00 €.
    const s = await newStatement(property.id);
    expect(tenantOf(s, c.id)).toMatchObject({ costsCents: 30_000, prepaymentsPaidCents: 12_000, balanceCents: 18_000, claimableCents: 18_000 });
    const done = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/finalise`, { version: s.version }), 200, "Abschließen");

    // After 31.12.2026 a forgotten invoice turns up: the correction shows it, but claims no more than before.
    setToday("2027-02-01");
    try {
      await createBooking(api, [cost(property.id, 10_000, "operating_costs", 10)], { paymentDate: "2025-10-01", documentDate: "2025-10-01", text: "Gartenpflege" });
      const correction = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/corrections`, { version: done.version }), 201, "Korrektur");
      expect(correction).toMatchObject({ status: "draft", revision: 2, correctsId: s.id });
      expect(tenantOf(correction, c.id)).toMatchObject({ costsCents: 40_000, balanceCents: 28_000, claimableCents: 18_000 });
      expect(correction.result.deadlinePassed).toBe(true);
      const original = expectStatus(await api.get<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}`), 200, "Original");
      expect(original.correctedById).toBe(correction.id);
      const twice = await api.post(`/api/v1/operating-cost-statements/${s.id}/corrections`, { version: done.version });
      expect(twice.status).toBe(409);
    } finally {
      setToday("2026-03-01");
    }
  });

  it("the sent balance appears in the rent roll and the tenant account; a sent correction replaces it", async () => {
    const property = await createProperty(api);
    const we = await createUnit(api, property.id, { code: "WE 1", sizeSqm: 50 });
    const c = await createContract(api, we.id, { startDate: "2025-01-01", coldRentCents: 50_000, serviceChargeCents: 1_000 });
    // 2025: November's 510,00 € unpaid; 2026 paid up to March.
    for (let m = 1; m <= 12; m++) if (m !== 11) await pay(c.id, `2025-${String(m).padStart(2, "0")}`, 51_000);
    for (let m = 1; m <= 3; m++) await pay(c.id, `2026-0${m}`, 51_000);
    await createBooking(api, [cost(property.id, 30_000, "operating_costs", 9)], { paymentDate: "2025-03-01", documentDate: "2025-03-01", text: "Treppenreinigung" });
    // 300,00 € costs, 110,00 € paid (November's 10,00 € open): Nachzahlung 190,00 €, the open 10,00 € part of it.
    const s = await newStatement(property.id);
    expect(tenantOf(s, c.id)).toMatchObject({ costsCents: 30_000, prepaymentsPaidCents: 11_000, prepaymentsDueCents: 12_000, balanceCents: 19_000 });
    const rentRoll = async () => expectStatus(await api.get<RentRollDto>(`/api/v1/rent-roll?from=2025-11&to=2026-03&propertyId=${property.id}`), 200, "Mietenliste").rows[0]!;
    const account = async () => expectStatus(await api.get<TenantAccountDto>(`/api/v1/contracts/${c.id}/account`), 200, "Mieterkonto");
    expect((await rentRoll()).settlementOpenCents).toBe(0);
    expect((await account()).balanceCents).toBe(51_000);

    // Finalised only: nothing reaches the account before the dispatch.
    const done = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/finalise`, { version: s.version }), 200, "Abschließen");
    expect((await account()).settlements).toEqual([]);
    expectStatus(await api.post(`/api/v1/operating-cost-statements/${s.id}/sent`, { version: done.version, sentOn: "2026-03-01" }), 200, "Versand");

    const row = await rentRoll();
    expect(row.settlementOpenCents).toBe(19_000);
    // November: the 10,00 € NK closed by the statement, the 500,00 € Kaltmiete still owed.
    expect(row.cells[0]).toMatchObject({ month: "2025-11", openCents: 50_000, status: "overdue" });
    const sent = await account();
    expect(sent.settlements).toEqual([{ id: s.id, periodStart: "2025-01-01", periodEnd: "2025-12-31", dueDate: "2026-03-31", claimCents: 19_000, openCents: 19_000 }]);
    // 510,00 − 10,00 closed + 190,00 owed.
    expect(sent.balanceCents).toBe(69_000);
    expect(sent.entries.filter((e) => e.date === "2026-03-01").map((e) => [e.kind, e.amountCents])).toEqual([
      ["settlement", 19_000],
      ["settlement_offset", -1_000],
    ]);
    expect(sent.months.find((m) => m.month === "2025-11")).toMatchObject({ settledServiceChargeCents: 1_000, paidServiceChargeCents: 0 });

    // Past its due date (31.03.) the Nachzahlung is an open item too — named, and no rent for § 543.
    setToday("2026-04-02");
    try {
      const { items } = expectStatus(await api.get<{ items: OpenItemDto[] }>("/api/v1/open-items"), 200, "Offene Posten");
      const rentArrears = (await account()).arrears.arrearsCents;
      expect(items.find((i) => i.contractId === c.id)).toMatchObject({ arrearsCents: rentArrears + 19_000, settlementCents: 19_000, oldestDueDate: expect.stringMatching(/^2025-11-/) });
      // The reminder asks for it too, on its own line.
      const reminder = expectStatus(await api.post<ReminderDto>(`/api/v1/contracts/${c.id}/reminders`, { level: 0 }), 201, "Mahnung");
      expect(reminder.openCents).toBe(rentArrears + 19_000);
      const reminderText = (await pdfText((await download(`/reminders/${reminder.id}/pdf`)).bytes)).replace(/\s+/g, " ").replaceAll("\u00a0", " ");
      expect(reminderText).toContain("Nachzahlung Betriebskosten 01.01.2025 – 31.12.2025 31.03.2026 190,00 € 0,00 € 190,00 €");
    } finally {
      setToday("2026-03-01");
    }

    // The tenant pays the Nachzahlung, booked as such: it goes to the statement, not to November.
    await createBooking(api, [linePayload(property.id, 19_000, { category: "service_charge_settlement", unitId: we.id, contractId: c.id })], { paymentDate: "2026-03-05", documentDate: "2026-03-05", text: "Nachzahlung NK 2025" });
    expect((await rentRoll()).settlementOpenCents).toBe(0);
    expect((await account()).balanceCents).toBe(50_000);

    // A correction (a forgotten 100,00 € invoice, within the deadline) sent later replaces the first result.
    await createBooking(api, [cost(property.id, 10_000, "operating_costs", 10)], { paymentDate: "2025-10-01", documentDate: "2025-10-01", text: "Gartenpflege" });
    const correction = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/corrections`, { version: (await api.get<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}`)).body.version }), 201, "Korrektur");
    expect(tenantOf(correction, c.id)).toMatchObject({ balanceCents: 29_000, claimableCents: 29_000 });
    const fixed = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${correction.id}/finalise`, { version: correction.version }), 200, "Korrektur abschließen");
    expectStatus(await api.post(`/api/v1/operating-cost-statements/${correction.id}/sent`, { version: fixed.version, sentOn: "2026-03-01" }), 200, "Korrektur versandt");
    const corrected = await account();
    expect(corrected.settlements.map((x) => [x.id, x.claimCents, x.openCents])).toEqual([[correction.id, 29_000, 10_000]]);
    expect(corrected.balanceCents).toBe(60_000);
    expect((await rentRoll()).settlementOpenCents).toBe(10_000);
  });

  it("takes the § 560 (4) proposal into the rent history from the month chosen, only after finalising", async () => {
    const h = await house();
    const s = await newStatement(h.property.id);
    // A: 1.039,80 € a year → 86,65 € a month → 87,00 €. B (184 days): 349,44 × 365/184 / 12 = 57,77 → 58,00 €.
    expect(tenantOf(s, h.a.id).newMonthlyPrepaymentCents).toBe(8_700);
    expect(tenantOf(s, h.b.id).newMonthlyPrepaymentCents).toBe(5_800);
    const adjust = (id: string, body: Record<string, unknown>) => api.post<{ message: string; details?: { fields: { field: string; message: string }[] } }>(`/api/v1/operating-cost-statements/${id}/prepayment-adjustments`, body);
    const draft = await adjust(s.id, { contractId: h.a.id, validFrom: "2026-04-01" });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe(messages.statementNotFinalised);

    const done = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/finalise`, { version: s.version }), 200, "Abschließen");
    const early = await adjust(done.id, { contractId: h.a.id, validFrom: "2025-12-01" });
    expect(early.status).toBe(400);
    expect(early.body.details?.fields).toEqual([{ field: "validFrom", message: messages.prepaymentAdjustmentTooEarly }]);
    const midMonth = await adjust(done.id, { contractId: h.a.id, validFrom: "2026-04-15" });
    expect(midMonth.status).toBe(400);
    expect(midMonth.body.details?.fields).toContainEqual({ field: "validFrom", message: messages.prepaymentAdjustmentFirstOfMonth });
    const stranger = await adjust(done.id, { contractId: h.we1.id, validFrom: "2026-04-01" });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details?.fields).toEqual([{ field: "contractId", message: messages.prepaymentAdjustmentNone }]);

    const step = expectStatus(await adjust(done.id, { contractId: h.a.id, validFrom: "2026-04-01" }), 201, "Anpassung");
    expect(step).toMatchObject({ validFrom: "2026-04-01", coldRentCents: 60_000, serviceChargeCents: 8_700, reason: "prepayment_adjustment", note: "Nebenkostenabrechnung 01.01.2025 – 31.12.2025" });
    // The rent roll charges it from April: 600,00 + 87,00 €.
    setToday("2026-04-10");
    try {
      const account = expectStatus(await api.get<TenantAccountDto>(`/api/v1/contracts/${h.a.id}/account`), 200, "Mieterkonto");
      expect(account.months.find((m) => m.month === "2026-03")).toMatchObject({ serviceChargeCents: 15_000 });
      expect(account.months.find((m) => m.month === "2026-04")).toMatchObject({ coldRentCents: 60_000, serviceChargeCents: 8_700 });
    } finally {
      setToday("2026-03-01");
    }
    // Taken once per month: the second time the date is taken.
    expect((await adjust(done.id, { contractId: h.a.id, validFrom: "2026-04-01" })).status).toBe(409);
  });

  it("lists the statements a property still owes with their deadlines; the dashboard's warning starts nine months after the period", async () => {
    const h = await house();
    const deadlines = async (day: string) => {
      setToday(day);
      try {
        return expectStatus(await api.get<StatementDeadlineDto[]>(`/api/v1/operating-cost-deadlines?propertyId=${h.property.id}`), 200, "Fristen");
      } finally {
        setToday("2026-03-01");
      }
    };
    // A has paid prepayments since 2024: 2024's deadline has passed, 2025's runs to 31.12.2026.
    expect(await deadlines("2026-03-01")).toEqual([
      { propertyId: h.property.id, propertyName: h.property.name, periodStart: "2024-01-01", periodEnd: "2024-12-31", deadline: "2025-12-31", warnFrom: "2025-09-30", statementId: null, status: "missing", warning: true, passed: true },
      { propertyId: h.property.id, propertyName: h.property.name, periodStart: "2025-01-01", periodEnd: "2025-12-31", deadline: "2026-12-31", warnFrom: "2026-09-30", statementId: null, status: "missing", warning: false, passed: false },
    ]);
    const s = await newStatement(h.property.id);
    const [, draft] = await deadlines("2026-09-30");
    expect(draft).toMatchObject({ periodStart: "2025-01-01", statementId: s.id, status: "draft", warning: true, passed: false });
    // Sent: no longer owed.
    const done = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/finalise`, { version: s.version }), 200, "Abschließen");
    expectStatus(await api.post(`/api/v1/operating-cost-statements/${s.id}/sent`, { version: done.version, sentOn: "2026-03-01" }), 200, "Versand");
    expect((await deadlines("2026-09-30")).map((d) => d.periodStart)).toEqual(["2024-01-01"]);
    // Another workspace's property: 404.
    const other = await createTeam(app);
    expect((await other.as.admin.get(`/api/v1/operating-cost-deadlines?propertyId=${h.property.id}`)).status).toBe(404);
  });

  it("refuses settings naming another property's unit, and hides another workspace's statement", async () => {
    const h = await house();
    const other = await createProperty(api);
    const foreignUnit = await createUnit(api, other.id, { sizeSqm: 10 });
    const bad = await api.post<{ message: string }>(`/api/v1/properties/${h.property.id}/operating-cost-statements`, {
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      settings: { units: { [foreignUnit.id]: { ownerOccupied: true } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.statementUnitUnknown);
    const s = await newStatement(h.property.id);
    const stranger = await createTeam(app);
    expect((await stranger.as.admin.get(`/api/v1/operating-cost-statements/${s.id}`)).status).toBe(404);
    expect((await stranger.as.admin.delete(`/api/v1/operating-cost-statements/${s.id}`)).status).toBe(404);
    expect((await team.as.viewer.post(`/api/v1/properties/${h.property.id}/operating-cost-statements`, { periodStart: "2024-01-01", periodEnd: "2024-12-31" })).status).toBe(403);
    expect((await team.as.viewer.get(`/api/v1/operating-cost-statements/${s.id}`)).status).toBe(200);
  });

  it("e-mails each chosen tenant their letter; once every tenant has one, the statement counts as sent today", async () => {
    const h = await house();
    const setEmail = async (tenantId: string, email: string) => {
      const t = expectStatus(await api.get<TenantDto>(`/api/v1/tenants/${tenantId}`), 200, "Mieter");
      return expectStatus(await api.patch<TenantDto>(`/api/v1/tenants/${tenantId}`, { firstName: t.firstName, lastName: t.lastName, email, phone: t.phone, version: t.version }), 200, "E-Mail eintragen");
    };
    const mail = (id: string, version: number, contractIds: string[]) => api.post<StatementDetailDto & { message: string; code: string }>(`/api/v1/operating-cost-statements/${id}/mail`, { version, contractIds });
    const s = await newStatement(h.property.id);
    expect(s.recipients.map((r) => [r.contractId, r.email, r.mailings])).toEqual([
      [h.a.id, null, []],
      [h.b.id, null, []],
    ]);
    // A draft is not sent.
    const draft = await mail(s.id, s.version, [h.a.id]);
    expect([draft.status, draft.body.message]).toEqual([409, messages.statementNotFinalised]);

    const done = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${s.id}/finalise`, { version: s.version }), 200, "Abschließen");
    const anna = await setEmail(h.a.tenantId, "anna@beispiel.de");
    const bName = done.contracts.find((c) => c.id === h.b.id)!.tenantName;
    const before = app.mails.length;
    // B has no address: refused with B's name, and nobody gets a mail.
    const noAddress = await mail(s.id, done.version, [h.a.id, h.b.id]);
    expect([noAddress.status, noAddress.body.message]).toEqual([400, messages.statementMailNoAddress(bName)]);
    // An outdated version, another statement's contract: refused as well.
    expect((await mail(s.id, done.version - 1, [h.a.id])).body.code).toBe("stale");
    expect((await mail(s.id, done.version, [(await house()).a.id])).status).toBe(400);
    expect(app.mails.length).toBe(before);

    // The mail server refuses the address: 503, nothing recorded.
    app.refusedMailTo.add("anna@beispiel.de");
    const refused = await mail(s.id, done.version, [h.a.id]);
    app.refusedMailTo.clear();
    expect([refused.status, refused.body.message]).toEqual([503, messages.statementMailFailed(0)]);

    const mailedA = expectStatus(await mail(s.id, done.version, [h.a.id]), 200, "Per E-Mail an A");
    const sentMail = app.mails.at(-1)!;
    expect(sentMail).toMatchObject({ to: "anna@beispiel.de", subject: "Betriebskostenabrechnung 01.01.2025 – 31.12.2025" });
    expect(sentMail.text).toMatch(new RegExp(`^Guten Tag ${anna.firstName} ${anna.lastName},\n\nanbei erhalten Sie die Betriebskostenabrechnung für .+ für den Zeitraum 01\\.01\\.2025 – 31\\.12\\.2025 als PDF-Datei\\.`));
    const [attachment] = sentMail.attachments!;
    expect(attachment!.filename).toMatch(/^Betriebskostenabrechnung-2025-01-01-bis-2025-12-31-WE-1-Erika-Muster\d+\.pdf$/);
    expect(attachment!.contentType).toBe("application/pdf");
    expect((await pdfText(new Uint8Array(attachment!.content))).replace(/\s+/g, " ").replaceAll("\u00a0", " ")).toContain("Es ergibt sich ein Guthaben von 760,20 €.");
    // One of two tenants mailed: still finalised, A's mailing shown.
    expect(mailedA).toMatchObject({ status: "finalised", sentOn: null, version: done.version });
    expect(mailedA.recipients.find((r) => r.contractId === h.a.id)).toEqual({ contractId: h.a.id, email: "anna@beispiel.de", mailings: [{ address: "anna@beispiel.de", sentAt: expect.any(String) }] });
    expect(app.logs.some((l) => l.includes("anna@beispiel.de"))).toBe(false);

    // B gets an address and the letter: every tenant has theirs, so the statement is sent today.
    await setEmail(h.b.tenantId, "bernd@beispiel.de");
    const all = expectStatus(await mail(s.id, mailedA.version, [h.b.id]), 200, "Per E-Mail an B");
    expect(all).toMatchObject({ status: "sent", sentOn: "2026-03-01" });
    expect(app.mails.at(-1)!.to).toBe("bernd@beispiel.de");
    const account = expectStatus(await api.get<TenantAccountDto>(`/api/v1/contracts/${h.b.id}/account`), 200, "Mieterkonto");
    expect(account.settlements).toMatchObject([{ id: s.id, dueDate: "2026-03-31", claimCents: -15_056 }]);
  });

  it("writes each tenant's letter as a PDF and the computation as XLSX, from the same figures", async () => {
    const h = await house();
    const s = await newStatement(h.property.id);
    const letter = await download(`/operating-cost-statements/${s.id}/letters/${h.b.id}`);
    expect(letter.res.headers.get("content-type")).toBe("application/pdf");
    if (process.env.DUMP_LETTER) (await import("node:fs")).writeFileSync(process.env.DUMP_LETTER, letter.bytes);
    expect(letter.res.headers.get("content-disposition")).toContain("Betriebskostenabrechnung-2025-01-01-bis-2025-12-31-");
    const text = (await pdfText(letter.bytes)).replace(/\s+/g, " ").replaceAll("\u00a0", " ");
    for (const expected of [
      "Betriebskostenabrechnung 01.01.2025 – 31.12.2025",
      "Ihr Mietverhältnis fällt mit 184 Tagen (01.07.2025 – 31.12.2025) in diesen Zeitraum.",
      "Grundsteuer / öffentliche Lasten 1.000,00 € Wohnfläche 100 m² × 365 Tage 40 m² × 184 Tage 201,64 €",
      "Ihre Kosten 349,44 €",
      "abzüglich Ihrer Vorauszahlungen -500,00 €",
      "Es ergibt sich ein Guthaben von 150,56 €.",
      "Wohnfläche: Ihr Anteil an der Wohnfläche aller beteiligten Einheiten, taggenau",
      "(§ 259 BGB)",
    ]) {
      expect(text).toContain(expected);
    }
    // Another statement's contract is no tenant of this one.
    expect((await api.get(`/api/v1/operating-cost-statements/${s.id}/letters/${(await house()).a.id}`)).status).toBe(404);

    // Every tenant's letter in one ZIP, read by an independent reader (Info-ZIP's unzip).
    const zip = await download(`/operating-cost-statements/${s.id}/letters`);
    expect(zip.res.headers.get("content-type")).toBe("application/zip");
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "nk-briefe-"));
    fs.writeFileSync(path.join(work, "briefe.zip"), zip.bytes);
    execFileSync("unzip", ["-q", path.join(work, "briefe.zip"), "-d", path.join(work, "aus")], { env: { ...process.env, LC_ALL: "C.UTF-8" } });
    const names = fs.readdirSync(path.join(work, "aus"));
    expect(names.sort()).toEqual([
      expect.stringMatching(/^Betriebskostenabrechnung-2025-01-01-bis-2025-12-31-WE-1-Erika-Muster\d+\.pdf$/),
      expect.stringMatching(/^Betriebskostenabrechnung-2025-01-01-bis-2025-12-31-WE-2-Erika-Muster\d+\.pdf$/),
    ]);
    const inZip = new Uint8Array(fs.readFileSync(path.join(work, "aus", names.find((n) => n.includes("WE-2"))!)));
    fs.rmSync(work, { recursive: true, force: true });
    expect((await pdfText(inZip)).replace(/\s+/g, " ").replaceAll("\u00a0", " ")).toContain("Es ergibt sich ein Guthaben von 150,56 €.");

    const workbook = await download(`/operating-cost-statements/${s.id}/workbook`);
    const sheets = await readExcelFile(Buffer.from(workbook.bytes));
    const tenants = sheets.find((x) => x.sheet === "Mieter")!.data;
    expect(tenants[0]!.slice(0, 6)).toEqual(["Mieter", "Einheit", "Von", "Bis", "Tage", "Kosten"]);
    const rowB = tenants.find((row) => row[1] === "WE 2")!;
    expect(rowB[4]).toBe(184);
    expect(rowB[5]).toBe(349.44);
    expect(rowB[11]).toBe(-150.56);
    const bookings = sheets.find((x) => x.sheet === "Buchungen")!.data;
    expect(bookings.find((row) => row[2] === "Reparatur Dachrinne")?.[6]).toBe("Instandhaltung und Instandsetzung sind nie umlagefähig (§ 1 Abs. 2 Nr. 2 BetrKV).");
  });
});
