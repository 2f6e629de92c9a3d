/**
 * Issue 19's acceptance scenario, worked out by hand before the code: a house with five
 * flats for 2025 (365 days, 360 m²):
 *
 *   W1 60 m²  A, whole year, 2 persons
 *   W2 80 m²  B until 30.06. (181 days, 1 person), C from 01.07. (184 days, 3 persons)
 *   W3 100 m² WG let by room: Z1 20 m² D whole year; Z2 30 m² vacant 01.01.–31.03. (90 days), E from 01.04. (275 days)
 *             → Z1 stands for 2/5 of the flat, Z2 for 3/5 (room areas, shared areas included)
 *   W4 50 m²  vacant all year
 *   W5 70 m²  the owner's own flat, 2 persons
 *
 * Area × days: 360 × 365 = 131.400 m²-days, so 1 m²-day of a 3.600,00 € line is 200/73 ct.
 * Water by meters: W1 80, W2 30 + 60 (interim reading 30.06.), W3 146 (0,4 per day, read
 * only at the year's ends: estimated at 31.03.), W4 5, W5 70 → 391 m³; 1.955,00 € is 5,00 € per m³.
 * Refuse by persons: 730 + 181 + 552 + 365 + 275 + 90 (vacant room: one person) + 365 (vacant
 * W4: one person) + 730 (owner) = 3.288 person-days; 1.644,00 € is 0,50 € per person-day.
 * Heating 6.000,00 €: 70 % (4.200,00 €) by 5.000 allocator units = 0,84 € each, 30 % (1.800,00 €)
 * by area (100/73 ct per m²-day). CO2: 10.800 kg / 360 m² = 30,0 kg/m² → step 27–<32,
 * tenants 60 %, landlord 40 %; the CO2 cost 594,00 € split like the heating costs (0,099 of each
 * heating share), the landlord bears 40 % of each tenant's rounded CO2 share.
 * Insurance 730,00 € for 01.07.2024–30.06.2025 → 181/365 = 362,00 €; 803,00 € for
 * 01.07.2025–30.06.2026 → 184/365 = 404,80 €. Hauswart 2.190,00 € by units (labour: § 35a).
 * Refused: the cable-TV fee (after 30.06.2024) and a lift repair booked as Betriebskosten.
 *
 * Every split: floors first, the missing cents to the largest remainders (see each line below).
 */
import { describe, expect, it } from "vitest";
import { decimal, fraction } from "@/core/fraction";
import { cents, euros } from "@/core/money";
import { prepareCostLines, type BookedCost } from "./cost-lines";
import { computeStatement } from "./statement";
import { testUnit as unit } from "./test-units";
import type { MeterSeries, StatementContract, StatementUnit } from "./types";

const period = { start: "2025-01-01", end: "2025-12-31" };
const always = "2000-01-01";

const units: StatementUnit[] = [
  unit("W1", "60"),
  unit("W2", "80"),
  unit("W3", "100", {
    rooms: [
      { id: "Z1", code: "Z1", areaSqm: decimal("20") },
      { id: "Z2", code: "Z2", areaSqm: decimal("30") },
    ],
  }),
  unit("W4", "50"),
  unit("W5", "70", { ownerOccupied: true, ownerPersons: [{ from: always, value: 2 }] }),
];

const contract = (id: string, unitId: string, roomId: string | null, start: string, end: string | null, persons: number, paid: string, due: string): StatementContract => ({
  id,
  unitId,
  roomId,
  tenantName: `Mieter ${id}`,
  start,
  end,
  persons: [{ from: start, value: persons }],
  prepaymentsPaidCents: euros(paid),
  prepaymentsDueCents: euros(due),
});
const contracts: StatementContract[] = [
  contract("A", "W1", null, "2020-03-01", null, 2, "3000", "3000"),
  // B paid 5 of 6 prepayments of 280,00 €: the statement deducts what was paid (Ist).
  contract("B", "W2", null, "2019-01-01", "2025-06-30", 1, "1400", "1680"),
  contract("C", "W2", null, "2025-07-01", null, 3, "2100", "2100"),
  contract("D", "W3", "Z1", "2023-10-01", null, 1, "1800", "1800"),
  contract("E", "W3", "Z2", "2025-04-01", null, 1, "1980", "1980"),
];

const series = (unitId: string, readings: Array<[string, string]>): MeterSeries => ({
  unitId,
  devices: [{ serialNumber: `${unitId}-1`, readings: readings.map(([date, value]) => ({ date, value: decimal(value) })) }],
});
const water = [
  series("W1", [["2024-12-31", "100"], ["2025-12-31", "180"]]),
  series("W2", [["2024-12-31", "200"], ["2025-06-30", "230"], ["2025-12-31", "290"]]),
  series("W3", [["2024-12-31", "500"], ["2025-12-31", "646"]]),
  series("W4", [["2024-12-31", "10"], ["2025-12-31", "15"]]),
  series("W5", [["2024-12-31", "300"], ["2025-12-31", "370"]]),
];
const heat = [
  series("W1", [["2024-12-31", "0"], ["2025-12-31", "1000"]]),
  series("W2", [["2024-12-31", "0"], ["2025-06-30", "700"], ["2025-12-31", "1500"]]),
  series("W3", [["2024-12-31", "0"], ["2025-12-31", "1460"]]),
  series("W4", [["2024-12-31", "0"], ["2025-12-31", "40"]]),
  series("W5", [["2024-12-31", "0"], ["2025-12-31", "1000"]]),
];

const cost = (id: string, betrkvType: number, label: string, amount: string, servicePeriod = period, extra: Partial<BookedCost> = {}): BookedCost => ({
  id,
  category: betrkvType === 1 ? "property_tax" : betrkvType === 13 ? "insurance" : "operating_costs",
  betrkvType,
  text: label,
  label,
  bookedCents: euros(amount),
  servicePeriod,
  key: "living_area",
  unitIds: null,
  overrideReason: null,
  ...extra,
});
const booked: BookedCost[] = [
  cost("grundsteuer", 1, "Grundsteuer 2025", "3600"),
  cost("wasser", 2, "Wasser Stadtwerke", "1955", period, { key: "consumption", meters: water }),
  cost("muell", 8, "Müllabfuhr", "1644", period, { key: "persons" }),
  cost("versicherung-2024", 13, "Wohngebäudeversicherung 2024/25", "730", { start: "2024-07-01", end: "2025-06-30" }),
  cost("versicherung-2025", 13, "Wohngebäudeversicherung 2025/26", "803", { start: "2025-07-01", end: "2026-06-30" }),
  cost("hauswart", 14, "Hausmeisterdienst", "2190", period, { key: "units", labour: { household: euros("2190"), craftsman: cents(0) } }),
  cost("heizung", 4, "Gas und Wartung Heizung", "6000", period, { key: "heating", meters: heat, consumptionPercent: 70 }),
  cost("kabel", 15, "Kabelanschluss Sammelinkasso", "1200", period, { key: "units" }),
  cost("aufzug", 7, "Reparatur Aufzugstür", "850", period, { key: "units" }),
];

const prepared = prepareCostLines(booked, period);
const statement = computeStatement({
  period,
  shortPeriodReason: null,
  units,
  contracts,
  lines: prepared.lines,
  heatingService: null,
  co2: { residentialBuilding: true, kgCo2: decimal("10800"), co2CostCents: euros("594"), halved: false },
  asOf: "2026-03-01",
});
const tenant = (id: string) => statement.tenants.find((t) => t.contractId === id)!;
const linesOf = (id: string) => Object.fromEntries(tenant(id).lines.map((l) => [l.lineId, l.cents]));

describe("the scenario house, 2025", () => {
  it("refuses the cable-TV fee and the repair booked as Betriebskosten, naming the rule", () => {
    expect(prepared.refused.map((r) => [r.id, r.amountCents, r.refusal.rule])).toEqual([
      ["kabel", euros("1200"), "cable_tv"],
      ["aufzug", euros("850"), "repair"],
    ]);
    expect(prepared.refused[1]!.refusal.message).toContain("§ 1 Abs. 2 Nr. 2 BetrKV");
    expect(prepared.lines.map((l) => [l.id, l.amountCents])).toEqual([
      ["grundsteuer", euros("3600")],
      ["wasser", euros("1955")],
      ["muell", euros("1644")],
      ["versicherung-2024", euros("362")],
      ["versicherung-2025", euros("404.80")],
      ["hauswart", euros("2190")],
      ["heizung", euros("6000")],
    ]);
  });

  it("shows the CO2 step: 30,0 kg/m², landlord 40 %", () => {
    expect(statement.co2?.kgPerSqmYear).toEqual(decimal("30"));
    expect(statement.co2?.landlordPercent).toEqual(fraction(40));
  });

  // Grundsteuer by area: A 60 × 365 × 200/73 = 60.000; B 80 × 181 × 200/73 = 39.671,23; C 80 × 184 × 200/73 = 40.328,77;
  // D 40 × 365 × 200/73 = 40.000; E 60 × 275 × 200/73 = 45.205,48; Z2 vacant 60 × 90 × 200/73 = 14.794,52 → 2 cents
  // missing, the largest remainders are C (,77) and the vacancy (,52). Insurance likewise (362,00 € and 404,80 € by area).
  // Hauswart by units: A 365/1.460 flat-days (D 2/5, E and the vacancy 3/5 of W3's days).
  it("A (W1, whole year)", () => {
    expect(linesOf("A")).toEqual({ grundsteuer: cents(60000), wasser: cents(40000), muell: cents(36500), "versicherung-2024": cents(6033), "versicherung-2025": cents(6747), hauswart: cents(43800) });
    expect(tenant("A").heating).toMatchObject({ cents: cents(114000), co2ShareCents: cents(11286), co2ReliefCents: cents(4514), reductionCents: cents(0) });
    // 1.930,80 € + 1.140,00 € heating − 45,14 € CO2 relief = 3.025,66 €; paid 3.000,00 € → 25,66 € Nachzahlung; 3.025,66 / 12 = 252,14 → 253 €.
    expect(tenant("A").costsCents).toBe(euros("3025.66"));
    expect(tenant("A").balanceCents).toBe(euros("25.66"));
    expect(tenant("A").newMonthlyPrepaymentCents).toBe(euros("253"));
    expect(tenant("A").labour).toEqual({ household: euros("438"), craftsman: cents(0) });
  });

  it("B and C share W2 by days, water and heating by the interim reading", () => {
    expect(linesOf("B")).toEqual({ grundsteuer: cents(39671), wasser: cents(15000), muell: cents(9050), "versicherung-2024": cents(3989), "versicherung-2025": cents(4461), hauswart: cents(21720) });
    expect(linesOf("C")).toEqual({ grundsteuer: cents(40329), wasser: cents(30000), muell: cents(27600), "versicherung-2024": cents(4055), "versicherung-2025": cents(4535), hauswart: cents(22080) });
    // Heating B: 700 × 84 = 58.800 + area 19.835,62 → 19.836 (largest remainders of the area part: E ,74, B ,62) = 786,36 €.
    expect(tenant("B").heating).toMatchObject({ cents: cents(78636), co2ShareCents: cents(7785), co2ReliefCents: cents(3114), reductionCents: cents(0) });
    expect(tenant("C").heating).toMatchObject({ cents: cents(87364), co2ShareCents: cents(8649), co2ReliefCents: cents(3460), reductionCents: cents(0) });
    expect(tenant("B").costsCents).toBe(euros("1694.13"));
    // B paid 1.400,00 € of 1.680,00 € due: 294,13 € Nachzahlung; the contract has ended, no new prepayment.
    expect(tenant("B").balanceCents).toBe(euros("294.13"));
    expect(tenant("B").prepaymentsDueCents).toBe(euros("1680"));
    expect(tenant("B").newMonthlyPrepaymentCents).toBeNull();
    expect(tenant("C").costsCents).toBe(euros("2125.03"));
    expect(tenant("C").balanceCents).toBe(euros("25.03"));
    // 2.125,03 € for 184 days → × 365/184 = 4.215,42 € a year → 351,28 € → 352 €.
    expect(tenant("C").newMonthlyPrepaymentCents).toBe(euros("352"));
  });

  it("D and E take their rooms' shares of the WG flat; E's start is interpolated", () => {
    expect(linesOf("D")).toEqual({ grundsteuer: cents(40000), wasser: cents(29200), muell: cents(18250), "versicherung-2024": cents(4022), "versicherung-2025": cents(4498), hauswart: cents(17520) });
    expect(linesOf("E")).toEqual({ grundsteuer: cents(45205), wasser: cents(33000), muell: cents(13750), "versicherung-2024": cents(4546), "versicherung-2025": cents(5083), hauswart: cents(19800) });
    expect(tenant("E").lines.find((l) => l.lineId === "wasser")?.estimated).toBe(true);
    expect(tenant("D").lines.find((l) => l.lineId === "wasser")?.estimated).toBe(false);
    expect(tenant("D").heating).toMatchObject({ cents: cents(69056), co2ShareCents: cents(6836), co2ReliefCents: cents(2734), reductionCents: cents(0) });
    expect(tenant("E").heating).toMatchObject({ cents: cents(78043), co2ShareCents: cents(7726), co2ReliefCents: cents(3090), reductionCents: cents(0) });
    // D: 1.798,12 € costs, 1.800,00 € paid → 1,88 € Guthaben; E: 1.963,37 € for 275 days, 1.980,00 € paid → 16,63 € Guthaben.
    expect(tenant("D").balanceCents).toBe(euros("-1.88"));
    expect(tenant("E").balanceCents).toBe(euros("-16.63"));
    expect(tenant("D").newMonthlyPrepaymentCents).toBe(euros("150"));
    expect(tenant("E").newMonthlyPrepaymentCents).toBe(euros("218"));
  });

  it("the landlord bears the vacancies, his own flat and the CO2 relief, and nobody else pays for them", () => {
    const vacancy = statement.landlord.lines.reduce((s, l) => s + l.vacancyCents, 0);
    const owner = statement.landlord.lines.reduce((s, l) => s + l.ownerCents, 0);
    // Vacant Z2 652,67 € + vacant W4 1.535,60 € (heating included); own flat W5 3.192,10 €.
    expect(vacancy).toBe(65267 + 153560);
    expect(owner).toBe(319210);
    expect(statement.landlord.co2ReliefCents).toBe(euros("169.12"));
    expect(statement.landlord.totalCents).toBe(euros("5549.49"));
  });

  it("adds up: tenants' costs plus the landlord's share equal every booked cost of the period", () => {
    const tenants = statement.tenants.reduce((s, t) => s + t.costsCents, 0);
    const lines = prepared.lines.reduce((s, l) => s + l.amountCents, 0);
    expect(tenants + statement.landlord.totalCents).toBe(lines);
    expect(lines).toBe(euros("16155.80"));
  });

  it("passes the pre-check except for the note on estimated readings", () => {
    expect(statement.defects.map((d) => [d.code, d.blocking])).toEqual([["estimated_readings", false]]);
    expect(statement.deadline).toBe("2026-12-31");
    expect(statement.deadlinePassed).toBe(false);
  });
});
