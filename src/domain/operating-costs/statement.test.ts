/** The statement's rules one at a time, on small houses whose figures can be checked at a glance. */
import { describe, expect, it } from "vitest";
import { decimal, fraction } from "@/core/fraction";
import { cents, euros } from "@/core/money";
import { prepareCostLines, type BookedCost } from "./cost-lines";
import { REFUSAL_MESSAGES } from "./eligibility";
import { computeStatement, type StatementInput } from "./statement";
import { testUnit as unit } from "./test-units";
import type { CostLine, MeterSeries, StatementContract } from "./types";

const year = { start: "2025-01-01", end: "2025-12-31" };
const contract = (id: string, unitId: string, start: string, end: string | null, extra: Partial<StatementContract> = {}): StatementContract => ({
  id,
  unitId,
  roomId: null,
  tenantName: id,
  start,
  end,
  persons: [],
  prepaymentsPaidCents: cents(0),
  prepaymentsDueCents: cents(0),
  ...extra,
});
const line = (id: string, amount: string, extra: Partial<CostLine> = {}): CostLine => ({ id, betrkvType: 1, label: id, amountCents: euros(amount), key: "living_area", unitIds: null, ...extra });
const compute = (input: Partial<StatementInput> & Pick<StatementInput, "units" | "contracts" | "lines">) =>
  computeStatement({ period: year, shortPeriodReason: null, heatingService: null, co2: null, asOf: "2026-01-15", ...input });
const share = (s: ReturnType<typeof compute>, contractId: string, lineId: string) => s.tenants.find((t) => t.contractId === contractId)!.lines.find((l) => l.lineId === lineId)?.cents;

describe("tenant change and vacancy", () => {
  it("splits a line between two tenants by days: 365,00 € → 181 and 184 days", () => {
    const s = compute({ units: [unit("W1", "50")], contracts: [contract("alt", "W1", "2020-01-01", "2025-06-30"), contract("neu", "W1", "2025-07-01", null)], lines: [line("gs", "365")] });
    expect(share(s, "alt", "gs")).toBe(euros("181"));
    expect(share(s, "neu", "gs")).toBe(euros("184"));
  });

  it("a vacancy is the landlord's: the remaining tenant pays his area share, not the vacant flat's", () => {
    // 60 and 40 m²; the 40 m² flat is empty from 01.04. (275 days): the tenant there pays 90 days only.
    const s = compute({ units: [unit("W1", "60"), unit("W2", "40")], contracts: [contract("a", "W1", "2020-01-01", null), contract("b", "W2", "2020-01-01", "2025-03-31")], lines: [line("gs", "1000")] });
    expect(share(s, "a", "gs")).toBe(euros("600"));
    // 40 × 90 / (100 × 365) × 1.000,00 € = 98,63 €; the vacancy 40 × 275 / 36.500 × 1.000 = 301,37 €.
    expect(share(s, "b", "gs")).toBe(euros("98.63"));
    expect(s.landlord.lines[0]!.vacancyCents).toBe(euros("301.37"));
    expect(s.landlord.totalCents).toBe(euros("301.37"));
  });

  it("own use counts like any unit and stays with the landlord", () => {
    const s = compute({ units: [unit("W1", "50"), unit("W2", "50", { ownerOccupied: true })], contracts: [contract("a", "W1", "2020-01-01", null)], lines: [line("gs", "500")] });
    expect(share(s, "a", "gs")).toBe(euros("250"));
    expect(s.landlord.lines[0]).toMatchObject({ ownerCents: euros("250"), vacancyCents: cents(0) });
  });

  it("persons by days: a second person moving in on 01.07. counts from then; a vacant flat counts one person", () => {
    const s = compute({
      units: [unit("W1", "50"), unit("W2", "50")],
      contracts: [contract("a", "W1", "2020-01-01", null, { persons: [{ from: "2020-01-01", value: 1 }, { from: "2025-07-01", value: 2 }] })],
      lines: [line("muell", "911", { key: "persons" })],
    });
    // a: 181 + 2 × 184 = 549 person-days; vacant W2: 365 → 914; 911,00 € × 549/914 = 547,20 €.
    expect(share(s, "a", "muell")).toBe(euros("547.20"));
    expect(s.landlord.lines[0]!.vacancyCents).toBe(euros("363.80"));
  });

  it("a WG by equal rooms: each of three rooms stands for a third of the flat", () => {
    const wg = unit("W1", "90", {
      sharedFlatRule: "equal_rooms",
      rooms: [
        { id: "r1", code: "Z1", areaSqm: decimal("10") },
        { id: "r2", code: "Z2", areaSqm: decimal("20") },
        { id: "r3", code: "Z3", areaSqm: decimal("30") },
      ],
    });
    const s = compute({ units: [wg], contracts: [contract("z1", "W1", "2020-01-01", null, { roomId: "r1" }), contract("z3", "W1", "2020-01-01", null, { roomId: "r3" })], lines: [line("gs", "300")] });
    expect(share(s, "z1", "gs")).toBe(euros("100"));
    expect(share(s, "z3", "gs")).toBe(euros("100"));
    expect(s.landlord.totalCents).toBe(euros("100"));
  });
});

describe("keys and pre-deduction", () => {
  it("Vorwegabzug: the shop takes 20 % first, the rest goes by area among the flats only", () => {
    const s = compute({
      units: [unit("L", "100", { residential: false }), unit("W1", "30"), unit("W2", "70")],
      contracts: [contract("shop", "L", "2020-01-01", null), contract("a", "W1", "2020-01-01", null), contract("b", "W2", "2020-01-01", null)],
      lines: [line("muell", "1000", { preDeductions: [{ unitId: "L", reason: "Gewerbemüll", share: fraction(1, 5) }] })],
    });
    expect(share(s, "shop", "muell")).toBe(euros("200"));
    expect(share(s, "a", "muell")).toBe(euros("240"));
    expect(share(s, "b", "muell")).toBe(euros("560"));
  });

  it("a fixed Vorwegabzug larger than the position is a blocking defect", () => {
    const s = compute({
      units: [unit("L", "100", { residential: false }), unit("W1", "30")],
      contracts: [contract("shop", "L", "2020-01-01", null), contract("a", "W1", "2020-01-01", null)],
      lines: [line("muell", "100", { preDeductions: [{ unitId: "L", reason: "Gewerbemüll", cents: euros("150") }] })],
    });
    expect(s.defects.filter((d) => d.code === "pre_deduction_exceeds")).toEqual([
      { code: "pre_deduction_exceeds", message: "„muell“: Der Vorwegabzug ist größer als die Kosten der Position.", blocking: true, lineId: "muell" },
    ]);
  });

  it("only the units taking part bear a line (lift without the ground floor)", () => {
    const s = compute({
      units: [unit("EG", "50"), unit("OG", "50"), unit("DG", "50")],
      contracts: ["EG", "OG", "DG"].map((u) => contract(u, u, "2020-01-01", null)),
      lines: [line("aufzug", "100", { betrkvType: 7, unitIds: ["OG", "DG"] })],
    });
    expect([share(s, "EG", "aufzug"), share(s, "OG", "aufzug"), share(s, "DG", "aufzug")]).toEqual([undefined, euros("50"), euros("50")]);
  });

  it("names the formal defects: a unit without area, a custom key without explanation, a period over 12 months", () => {
    const s = compute({
      period: { start: "2025-01-01", end: "2026-01-31" },
      units: [unit("W1", null), unit("W2", "50")],
      contracts: [contract("a", "W1", "2020-01-01", null), contract("b", "W2", "2020-01-01", null)],
      lines: [line("gs", "100"), line("eigen", "100", { key: "custom", customShares: { W1: fraction(1), W2: fraction(1) } })],
    });
    expect(s.defects.filter((d) => d.blocking).map((d) => d.code)).toEqual(["period_too_long", "missing_living_area", "key_without_explanation"]);
    expect(s.defects.find((d) => d.code === "missing_living_area")?.message).toBe("„gs“: W1 hat keine Wohnfläche für den ganzen Zeitraum.");
  });

  it("names a unit's missing weight once, however many tenants it had", () => {
    const s = compute({
      units: [unit("W1", null), unit("W2", "50")],
      contracts: [contract("alt", "W1", "2020-01-01", "2025-06-30"), contract("neu", "W1", "2025-07-01", null), contract("b", "W2", "2020-01-01", null)],
      lines: [line("gs", "100")],
    });
    expect(s.defects.filter((d) => d.code === "missing_living_area")).toHaveLength(1);
  });
});

describe("heating (HeizkostenV) and CO2", () => {
  const meters = (values: Record<string, string>): MeterSeries[] =>
    Object.entries(values).map(([unitId, value]) => ({ unitId, devices: [{ serialNumber: unitId, readings: [{ date: "2024-12-31", value: decimal("0") }, { date: "2025-12-31", value: decimal(value) }] }] }));

  it("70 % by consumption, 30 % by area", () => {
    const s = compute({
      units: [unit("W1", "40"), unit("W2", "60")],
      contracts: [contract("a", "W1", "2020-01-01", null), contract("b", "W2", "2020-01-01", null)],
      lines: [line("heiz", "1000", { betrkvType: 4, key: "heating", consumptionPercent: 70, meters: meters({ W1: "300", W2: "100" }) })],
    });
    // a: 700 × 3/4 = 525 + 300 × 40 % = 120 → 645,00 €; b: 175 + 180 = 355,00 €.
    expect(s.tenants.map((t) => [t.contractId, t.heating.cents, t.heating.reductionCents])).toEqual([
      ["a", euros("645"), cents(0)],
      ["b", euros("355"), cents(0)],
    ]);
  });

  it("§ 12 HeizkostenV: without readings for every unit the whole line goes by area and each tenant may cut 15 %", () => {
    const s = compute({
      units: [unit("W1", "40"), unit("W2", "60")],
      contracts: [contract("a", "W1", "2020-01-01", null), contract("b", "W2", "2020-01-01", null)],
      lines: [line("heiz", "1000", { betrkvType: 4, key: "heating", consumptionPercent: 70, meters: meters({ W1: "300" }) })],
    });
    // a: 400,00 € by area, 15 % = 60,00 € off → 340,00 €; b: 600,00 − 90,00 = 510,00 €. The landlord bears the 150,00 €.
    expect(s.tenants.map((t) => [t.heating.cents, t.heating.reductionCents, t.costsCents])).toEqual([
      [euros("400"), euros("60"), euros("340")],
      [euros("600"), euros("90"), euros("510")],
    ]);
    expect(s.landlord.reductionCents).toBe(euros("150"));
    expect(s.defects.find((d) => d.code === "heating_not_by_consumption")?.blocking).toBe(false);
  });

  it("a measuring service's results replace the split; its CO2 shares get the landlord's relief", () => {
    const s = compute({
      units: [unit("W1", "50"), unit("W2", "50")],
      contracts: [contract("a", "W1", "2020-01-01", null), contract("b", "W2", "2020-01-01", null)],
      lines: [line("heiz", "2000", { betrkvType: 4, key: "heating" })],
      heatingService: [
        { unitId: "W1", contractId: "a", cents: euros("1200.50"), co2Cents: euros("100.25") },
        { unitId: "W2", contractId: "b", cents: euros("799.50"), co2Cents: euros("60.25") },
      ],
      // 1.000 kg for 100 m² → 10,0 kg/m² → step < 12: the tenants bear it all.
      co2: { residentialBuilding: true, kgCo2: decimal("1000"), co2CostCents: euros("160.50"), halved: false },
    });
    expect(s.co2?.landlordPercent).toEqual(fraction(0));
    expect(s.tenants.map((t) => [t.heating.cents, t.heating.co2ShareCents, t.heating.co2ReliefCents])).toEqual([
      [euros("1200.50"), euros("100.25"), cents(0)],
      [euros("799.50"), euros("60.25"), cents(0)],
    ]);
  });

  it("a non-residential building splits the CO2 cost 50/50 whatever its emissions (§ 8 CO2KostAufG)", () => {
    const s = compute({
      units: [unit("L1", "50", { residential: false }), unit("L2", "50", { residential: false })],
      contracts: [contract("shop", "L1", "2020-01-01", null), contract("office", "L2", "2020-01-01", null)],
      lines: [line("heiz", "2000", { betrkvType: 4, key: "heating", consumptionPercent: 50, meters: meters({ L1: "100", L2: "100" }) })],
      co2: { residentialBuilding: false, kgCo2: decimal("500"), co2CostCents: euros("201"), halved: false },
    });
    // Heating 1.000,00 € each; CO2 100,50 € each, the landlord bears half: 50,25 €.
    expect(s.tenants.map((t) => [t.contractId, t.heating.co2ShareCents, t.heating.co2ReliefCents])).toEqual([
      ["shop", euros("100.50"), euros("50.25")],
      ["office", euros("100.50"), euros("50.25")],
    ]);
  });
});

describe("balance, deadline and prepayment", () => {
  it("after the deadline a back-payment cannot be claimed, a credit is still paid", () => {
    const s = compute({
      asOf: "2027-01-01",
      units: [unit("W1", "50"), unit("W2", "50")],
      contracts: [contract("nach", "W1", "2020-01-01", null, { prepaymentsPaidCents: euros("100") }), contract("gut", "W2", "2020-01-01", null, { prepaymentsPaidCents: euros("300") })],
      lines: [line("gs", "400")],
    });
    expect(s.deadlinePassed).toBe(true);
    expect(s.tenants.map((t) => [t.balanceCents, t.claimableCents])).toEqual([
      [euros("100"), cents(0)],
      [euros("-100"), euros("-100")],
    ]);
    expect(s.defects.find((d) => d.code === "deadline_passed")?.message).toContain("31.12.2026");
  });
});

describe("costs that never go into a statement", () => {
  const booked = (extra: Partial<BookedCost>): BookedCost => ({
    id: "x",
    category: "operating_costs",
    betrkvType: 17,
    text: "Sonstiges",
    label: "Sonstiges",
    bookedCents: euros("366"),
    servicePeriod: { start: "2024-01-01", end: "2024-12-31" },
    key: "living_area",
    unitIds: null,
    overrideReason: null,
    ...extra,
  });
  const period2024 = { start: "2024-01-01", end: "2024-12-31" };

  it("administration and repairs are refused by category, with the rule, and no reason lets them in", () => {
    const out = prepareCostLines([booked({ id: "v", category: "administration", betrkvType: null, overrideReason: "trotzdem" }), booked({ id: "r", category: "maintenance", betrkvType: null })], period2024);
    expect(out.lines).toEqual([]);
    expect(out.refused.map((r) => [r.id, r.refusal.message, r.refusal.overridable])).toEqual([
      ["v", REFUSAL_MESSAGES.administration, false],
      ["r", REFUSAL_MESSAGES.maintenance, false],
    ]);
  });

  it("a Betriebskosten booking without its type cannot be passed on, and says why", () => {
    const out = prepareCostLines([booked({ betrkvType: null })], period2024);
    expect(out.refused.map((r) => [r.refusal.message, r.refusal.overridable])).toEqual([[REFUSAL_MESSAGES.noType, false]]);
  });

  it("a Hausverwaltung fee booked as Betriebskosten is caught by its text; a reason overrides the hint", () => {
    const refused = prepareCostLines([booked({ text: "Hausverwaltung Müller Q1" })], period2024);
    expect(refused.refused[0]?.refusal).toMatchObject({ rule: "administration", overridable: true });
    const overridden = prepareCostLines([booked({ text: "Hausverwaltung Müller Q1", overrideReason: "Nur Treppenhausreinigung der Verwaltung" })], period2024);
    expect(overridden.lines.map((l) => [l.amountCents, l.overrideReason])).toEqual([[euros("366"), "Nur Treppenhausreinigung der Verwaltung"]]);
  });

  it("cable TV for 2024: January to June (182 of 366 days) stays, July to December is refused", () => {
    const out = prepareCostLines([booked({ betrkvType: 15, text: "Kabel-TV" })], period2024);
    expect(out.lines.map((l) => l.amountCents)).toEqual([euros("182")]);
    expect(out.refused.map((r) => [r.amountCents, r.refusal.rule])).toEqual([[euros("184"), "cable_tv"]]);
    expect(out.refused[0]!.refusal.message).toContain("Ab 01.07.2024 nicht umgelegt.");
  });

  it("insurance across two years: only the period's days count", () => {
    // 01.07.2024–30.06.2025 is 365 days; 2025 holds 181 of them: 365,00 € → 181,00 €.
    const out = prepareCostLines([booked({ category: "insurance", betrkvType: 13, text: "Gebäudeversicherung", bookedCents: euros("365"), servicePeriod: { start: "2024-07-01", end: "2025-06-30" } })], year);
    expect(out.lines.map((l) => l.amountCents)).toEqual([euros("181")]);
  });
});
