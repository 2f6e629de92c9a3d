import { describe, expect, it } from "vitest";
import { cents, euros, type Cents } from "@/core/money";
import { bookingCategories, bookingCategoryInfo, taxClassInfo, type BookingCategory } from "./booking-categories";
import { maintenanceDeductionInYear } from "./maintenance-spread";
import {
  ANLAGE_V_MESSAGES,
  anlageVForms,
  anlageVLineKeys,
  buildAnlageV,
  categoriesOfLine,
  countsInAnlageV,
  lineSpecs,
  type AnlageVInput,
  type AnlageVReport,
} from "./anlage-v";

const years = Object.keys(anlageVForms).map(Number);
const zero = cents(0);
const noMaintenance = { immediate: zero, spread: zero };

/** [line, amount in cents] of every line, in form order. */
const table = (report: AnlageVReport) => report.lines.map((l) => [l.line, l.amountCents]);
const amountOf = (report: AnlageVReport, key: string) => report.lines.find((l) => l.key === key)?.amountCents;

describe("the forms are data: one per VZ 2023–2025, all lines in every year", () => {
  it("has the years 2023, 2024 and 2025", () => {
    expect(years).toEqual([2023, 2024, 2025]);
  });

  it.each(years)("VZ %i lists every line once, in the shared order, with its own year", (year) => {
    const form = anlageVForms[year];
    expect(form?.year).toBe(year);
    expect(form?.lines.map((l) => l.key)).toEqual([...anlageVLineKeys]);
  });

  it.each(years)("VZ %i: line numbers ascend through the form", (year) => {
    const firsts = anlageVForms[year]?.lines.map((l) => Number(l.line.split("–")[0])) ?? [];
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    expect(new Set(firsts).size).toBe(firsts.length);
  });

  it("every unconfirmed line says what was found", () => {
    for (const year of years) {
      for (const l of anlageVForms[year]?.lines ?? []) {
        if (!l.confirmed) expect(l.note, `${year} ${l.key}`).toMatch(/\S/);
      }
    }
  });

  it("the lines of 2024 and 2025 have the same numbers; 2023 differs from Schuldzinsen on", () => {
    const numbers = (year: number) => anlageVForms[year]?.lines.map((l) => l.line);
    expect(numbers(2024)).toEqual(numbers(2025));
    expect(anlageVForms[2023]?.lines.find((l) => l.key === "loan_interest")).toMatchObject({ line: "45–47", confirmed: false });
    expect(anlageVForms[2024]?.lines.find((l) => l.key === "loan_interest")).toMatchObject({ line: "46–48", confirmed: true });
  });

  it("movable assets: 42–44 in 2023 ([H23]), 42–45 from 2024 (our reading, unconfirmed)", () => {
    expect(anlageVForms[2023]?.lines.find((l) => l.key === "afa_movable")).toMatchObject({ line: "42–44", confirmed: true });
    for (const year of [2024, 2025]) expect(anlageVForms[year]?.lines.find((l) => l.key === "afa_movable")).toMatchObject({ line: "42–45", confirmed: false });
  });
});

describe("category mapping", () => {
  const mapped = anlageVLineKeys.flatMap(categoriesOfLine);

  it("every income and expense category lands in exactly one line, except maintenance", () => {
    const expected = bookingCategories.filter((c) => countsInAnlageV(c) && c !== "maintenance");
    expect([...mapped].sort()).toEqual([...expected].sort());
  });

  it("no neutral category (deposit, acquisition costs, repayment, non-deductible) and no maintenance is read", () => {
    for (const c of ["deposit", "acquisition_costs", "loan_repayment", "non_deductible", "maintenance"] as const) {
      expect(mapped, c).not.toContain(c);
    }
  });

  it("income categories feed income lines, expense categories expense lines", () => {
    for (const key of anlageVLineKeys) {
      for (const c of categoriesOfLine(key)) {
        expect(taxClassInfo[bookingCategoryInfo[c].taxClass].effect, `${key}: ${c}`).toBe(lineSpecs[key].section);
      }
    }
  });
});

describe("scenario: one flat, VZ 2024", () => {
  // Rent 12 × 800,00 €, NK prepayments 12 × 150,00 €, Grundsteuer 400,00 €, a repair of
  // 3.000,00 € paid in 2024 and spread over 3 years, interest 2.345,67 €, AfA 1.500,00 €.
  const repair = [{ taxYear: 2024, amountCents: euros("3000"), spreadYears: 3 }];
  const categoryTotals: Partial<Record<BookingCategory, Cents>> = {
    rent: euros("9600"),
    service_charge_prepayment: euros("1800"),
    property_tax: euros("-400"),
    loan_interest: euros("-2345.67"),
    // The repair's booking; the Anlage V takes it through `maintenance`, never twice.
    maintenance: euros("-3000"),
    // Neutral: the deposit received and the principal of the instalments.
    deposit: euros("2400"),
    loan_repayment: euros("-3600"),
  };
  const input = (year: number): AnlageVInput => {
    const m = maintenanceDeductionInYear(repair, year);
    return {
      year,
      categoryTotals,
      afaCents: euros("1500"),
      movableAfaCents: zero,
      maintenance: { immediate: m.immediate, spread: cents(m.spreadThisYearsShare + m.spreadFromEarlierYears) },
    };
  };

  it("fills the lines to the cent", () => {
    const report = buildAnlageV(input(2024));
    expect(table(report)).toEqual([
      ["13–15", euros("9600")],
      ["20", euros("1800")],
      ["21", zero],
      ["25", zero],
      ["26", zero],
      ["29–31", zero],
      ["32", euros("11400")],
      ["33–35", euros("1500")],
      ["42–45", zero],
      ["46–48", euros("2345.67")],
      ["49–51", zero],
      ["55–56", zero],
      ["57–72", euros("1000")],
      ["73–75", euros("400")],
      ["76–78", zero],
      ["80–82", zero],
      // 1.500,00 + 2.345,67 + 1.000,00 + 400,00
      ["83", euros("5245.67")],
      // 11.400,00 − 5.245,67
      ["85", euros("6154.33")],
    ]);
    expect(report).toMatchObject({ year: 2024, incomeCents: euros("11400"), expensesCents: euros("5245.67"), resultCents: euros("6154.33") });
  });

  it("labels and confirmations come from the year's data", () => {
    const report = buildAnlageV(input(2024));
    expect(report.lines[0]).toEqual({
      key: "rent_residential",
      line: "13–15",
      label: "Mieteinnahmen für Wohnungen (ohne Umlagen)",
      section: "income",
      amountCents: euros("9600"),
      confirmed: true,
    });
    expect(report.lines.find((l) => l.key === "financing_costs")).toMatchObject({ line: "49–51", confirmed: false });
  });

  it("the second year deducts the repair's second share", () => {
    const report = buildAnlageV(input(2025));
    expect(amountOf(report, "maintenance_spread")).toBe(euros("1000"));
    expect(report.resultCents).toBe(euros("6154.33"));
  });

  it("the same figures on the 2023 form land in 2023's lines", () => {
    const report = buildAnlageV({ ...input(2024), year: 2023 });
    expect(table(report)).toContainEqual(["45–47", euros("2345.67")]);
    expect(table(report)).toContainEqual(["56–71", euros("1000")]);
    expect(table(report)).toContainEqual(["82", euros("5245.67")]);
    expect(table(report)).toContainEqual(["84", euros("6154.33")]);
  });
});

describe("buildAnlageV", () => {
  it("every category goes to its line, expenses positive", () => {
    const report = buildAnlageV({
      year: 2025,
      categoryTotals: {
        rent: euros("7200"),
        parking_rent: euros("600"),
        service_charge_prepayment: euros("1200"),
        service_charge_settlement: euros("85.10"),
        deposit_retained: euros("350"),
        other_income: euros("12.34"),
        loan_interest: euros("-1000"),
        financing_costs: euros("-450"),
        property_tax: euros("-300"),
        insurance: euros("-250.25"),
        operating_costs: euros("-999.99"),
        administration: euros("-360"),
        other_expenses: euros("-70.50"),
      },
      afaCents: euros("2000"),
      movableAfaCents: euros("840"),
      maintenance: { immediate: euros("123.45"), spread: euros("333.33") },
    });
    expect(table(report)).toEqual([
      ["13–15", euros("7200")],
      ["20", euros("1200")],
      ["21", euros("85.10")],
      ["25", euros("350")],
      ["26", euros("600")],
      ["29–31", euros("12.34")],
      // 7.200 + 1.200 + 85,10 + 350 + 600 + 12,34
      ["32", euros("9447.44")],
      ["33–35", euros("2000")],
      ["42–45", euros("840")],
      ["46–48", euros("1000")],
      ["49–51", euros("450")],
      ["55–56", euros("123.45")],
      ["57–72", euros("333.33")],
      // Grundsteuer 300,00 + insurance 250,25 + running costs 999,99
      ["73–75", euros("1550.24")],
      ["76–78", euros("360")],
      ["80–82", euros("70.50")],
      // 2.000 + 840 + 1.000 + 450 + 123,45 + 333,33 + 1.550,24 + 360 + 70,50
      ["83", euros("6727.52")],
      ["85", euros("2719.92")],
    ]);
    expect(report.incomeCents).toBe(euros("9447.44"));
    expect(report.expensesCents).toBe(euros("6727.52"));
  });

  it("refunds net out: an NK refund surplus stays negative, a refunded expense lowers its line", () => {
    const report = buildAnlageV({
      year: 2024,
      categoryTotals: { rent: euros("6000"), service_charge_settlement: euros("-240"), insurance: euros("-300"), operating_costs: euros("50") },
      afaCents: zero,
      movableAfaCents: zero,
      maintenance: noMaintenance,
    });
    expect(amountOf(report, "allocations_settlements")).toBe(euros("-240"));
    expect(amountOf(report, "allocated_costs")).toBe(euros("250"));
    expect(report.incomeCents).toBe(euros("5760"));
    expect(report.resultCents).toBe(euros("5510"));
  });

  it("a loss is a negative result", () => {
    const report = buildAnlageV({ year: 2025, categoryTotals: { rent: euros("5000"), loan_interest: euros("-6000.01") }, afaCents: euros("3000"), movableAfaCents: zero, maintenance: noMaintenance });
    expect(report.resultCents).toBe(euros("-4000.01"));
    expect(amountOf(report, "result")).toBe(euros("-4000.01"));
  });

  it("neutral categories and the maintenance category change nothing", () => {
    const base = { year: 2024, afaCents: zero, movableAfaCents: zero, maintenance: noMaintenance };
    const without = buildAnlageV({ ...base, categoryTotals: { rent: euros("1000") } });
    const withNeutral = buildAnlageV({
      ...base,
      categoryTotals: { rent: euros("1000"), deposit: euros("3000"), acquisition_costs: euros("-50000"), loan_repayment: euros("-900"), non_deductible: euros("-10"), maintenance: euros("-700") },
    });
    expect(withNeutral).toEqual(without);
  });

  it("nothing booked: every line 0", () => {
    const report = buildAnlageV({ year: 2025, categoryTotals: {}, afaCents: zero, movableAfaCents: zero, maintenance: noMaintenance });
    expect(report.lines.every((l) => l.amountCents === 0)).toBe(true);
    expect(Object.is(report.resultCents, -0)).toBe(false);
  });

  it("the total lines equal income, expenses and result in every year", () => {
    for (const year of years) {
      const report = buildAnlageV({
        year,
        categoryTotals: Object.fromEntries(bookingCategories.map((c, i) => [c, cents((i % 2 === 0 ? 1 : -1) * (1000 + i * 37))])),
        afaCents: cents(4321),
        movableAfaCents: cents(765),
        maintenance: { immediate: cents(555), spread: cents(666) },
      });
      expect(amountOf(report, "income_total"), `${year}`).toBe(report.incomeCents);
      expect(amountOf(report, "expenses_total"), `${year}`).toBe(report.expensesCents);
      expect(amountOf(report, "result"), `${year}`).toBe(report.resultCents);
    }
  });

  it("refuses a year without a form with a German message", () => {
    const input = { categoryTotals: {}, afaCents: zero, movableAfaCents: zero, maintenance: noMaintenance };
    expect(() => buildAnlageV({ ...input, year: 2022 })).toThrow(RangeError);
    expect(() => buildAnlageV({ ...input, year: 2026 })).toThrow("Für das Steuerjahr 2026 ist keine Anlage V hinterlegt (vorhanden: 2023, 2024, 2025).");
    expect(ANLAGE_V_MESSAGES.noForm(2022)).toBe("Für das Steuerjahr 2022 ist keine Anlage V hinterlegt (vorhanden: 2023, 2024, 2025).");
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => buildAnlageV({ year: 2024, categoryTotals: { rent: 0.5 as Cents }, afaCents: zero, movableAfaCents: zero, maintenance: noMaintenance })).toThrow(RangeError);
    expect(() => buildAnlageV({ year: 2024, categoryTotals: {}, afaCents: 1.5 as Cents, movableAfaCents: zero, maintenance: noMaintenance })).toThrow(RangeError);
    expect(() => buildAnlageV({ year: 2024, categoryTotals: {}, afaCents: zero, movableAfaCents: 0.5 as Cents, maintenance: noMaintenance })).toThrow(RangeError);
  });
});
