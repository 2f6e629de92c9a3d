import { describe, expect, it } from "vitest";
import { decimal, fraction } from "@/core/fraction";
import { cents } from "@/core/money";
import { CO2_MESSAGES, CO2_STEPS, co2Relief, co2Step, NON_RESIDENTIAL_STEP, type Co2StepInput } from "./co2";

/** A residential building of 100 m² over a full year of 365 days: kg / 100 is the figure. */
function building(kg: string, overrides: Partial<Co2StepInput> = {}): Co2StepInput {
  return { kgCo2: decimal(kg), livingAreaSqm: fraction(100), periodDays: 365, yearDays: 365, residential: true, halved: false, ...overrides };
}

describe("CO2_STEPS", () => {
  it("is the Anlage to the CO2KostAufG", () => {
    expect(CO2_STEPS.map((s) => [s.fromKg, s.tenantPercent, s.landlordPercent])).toEqual([
      [0, 100, 0], [12, 90, 10], [17, 80, 20], [22, 70, 30], [27, 60, 40],
      [32, 50, 50], [37, 40, 60], [42, 30, 70], [47, 20, 80], [52, 5, 95],
    ]);
  });
});

describe("co2Step: every boundary, lower bound inclusive", () => {
  it.each([
    // kg for 100 m², figure, step, tenant %, landlord %
    ["0", "0", 0, 100, 0],
    ["1190", "11.9", 0, 100, 0],
    ["1200", "12", 1, 90, 10],
    ["1690", "16.9", 1, 90, 10],
    ["1700", "17", 2, 80, 20],
    ["2190", "21.9", 2, 80, 20],
    ["2200", "22", 3, 70, 30],
    ["2690", "26.9", 3, 70, 30],
    ["2700", "27", 4, 60, 40],
    ["3190", "31.9", 4, 60, 40],
    ["3200", "32", 5, 50, 50],
    ["3690", "36.9", 5, 50, 50],
    ["3700", "37", 6, 40, 60],
    ["4190", "41.9", 6, 40, 60],
    ["4200", "42", 7, 30, 70],
    ["4690", "46.9", 7, 30, 70],
    ["4700", "47", 8, 20, 80],
    ["5190", "51.9", 8, 20, 80],
    ["5200", "52", 9, 5, 95],
    ["12000", "120", 9, 5, 95],
  ])("%s kg on 100 m² → %s kg/m²/a → step %i, %i/%i", (kg, figure, step, tenant, landlord) => {
    expect(co2Step(building(kg))).toEqual({
      kgPerSqmYear: decimal(figure),
      step,
      tenantPercent: fraction(tenant),
      landlordPercent: fraction(landlord),
    });
  });
});

describe("co2Step: the figure is rounded to one decimal first (§ 5 Abs. 1 S. 3)", () => {
  it("11,95 rounds up to 12,0: step 1, 90/10", () => {
    const result = co2Step(building("1195"));
    expect(result.kgPerSqmYear).toEqual(decimal("12"));
    expect(result.step).toBe(1);
    expect(result.landlordPercent).toEqual(fraction(10));
  });

  it("11,94 and 11,9499 round down to 11,9: step 0, 100/0", () => {
    expect(co2Step(building("1194")).kgPerSqmYear).toEqual(decimal("11.9"));
    expect(co2Step(building("1194")).step).toBe(0);
    expect(co2Step(building("1194.99")).step).toBe(0);
    expect(co2Step(building("1194.99")).landlordPercent).toEqual(fraction(0));
  });

  it("16,95 rounds up into step 2", () => {
    expect(co2Step(building("1695")).step).toBe(2);
  });

  it("an uneven area: 1.000 kg / 83,7 m² = 11,947… → 11,9", () => {
    // 83,7 × 11,95 = 1.000,215 > 1.000, so the figure lies below 11,95
    const result = co2Step(building("1000", { livingAreaSqm: decimal("83.7") }));
    expect(result.kgPerSqmYear).toEqual(decimal("11.9"));
    expect(result.step).toBe(0);
  });
});

describe("co2Step: a period other than 12 months scales the area by days", () => {
  it("6 months (181 of 365 days): 600 kg on 100 m² is 12,1 kg per year, not 6,0", () => {
    // 600 × 365 / (100 × 181) = 219.000 / 18.100 = 12,0994… → 12,1
    const result = co2Step(building("600", { periodDays: 181, yearDays: 365 }));
    expect(result.kgPerSqmYear).toEqual(decimal("12.1"));
    expect(result.step).toBe(1);
    expect(result.landlordPercent).toEqual(fraction(10));
    // The same kg over a full year: 6,0, step 0
    expect(co2Step(building("600")).kgPerSqmYear).toEqual(decimal("6"));
    expect(co2Step(building("600")).step).toBe(0);
  });

  it("a leap year of 366 days is a full year", () => {
    expect(co2Step(building("1200", { periodDays: 366, yearDays: 366 })).kgPerSqmYear).toEqual(decimal("12"));
  });
});

describe("co2Step: non-residential (§ 8) and halved (§ 9 Abs. 1)", () => {
  it("a non-residential building splits 50/50 whatever its emissions", () => {
    for (const kg of ["0", "5200"]) {
      const result = co2Step(building(kg, { residential: false }));
      expect(result.step).toBe(NON_RESIDENTIAL_STEP);
      expect(result.landlordPercent).toEqual(fraction(50));
      expect(result.tenantPercent).toEqual(fraction(50));
    }
    expect(co2Step(building("5200", { residential: false })).kgPerSqmYear).toEqual(decimal("52"));
  });

  it("a non-residential building without living area: figure 0, still 50/50", () => {
    const result = co2Step(building("5200", { residential: false, livingAreaSqm: fraction(0) }));
    expect(result.kgPerSqmYear).toEqual(fraction(0));
    expect(result.landlordPercent).toEqual(fraction(50));
  });

  it("halved: 95 → 47,5 / tenant 52,5; 10 → 5 / 95; 0 stays 0", () => {
    const top = co2Step(building("5200", { halved: true }));
    expect(top.step).toBe(9);
    expect(top.landlordPercent).toEqual(decimal("47.5"));
    expect(top.tenantPercent).toEqual(decimal("52.5"));
    const second = co2Step(building("1200", { halved: true }));
    expect(second.landlordPercent).toEqual(fraction(5));
    expect(second.tenantPercent).toEqual(fraction(95));
    expect(co2Step(building("1190", { halved: true })).tenantPercent).toEqual(fraction(100));
  });

  it("halved non-residential: 25/75", () => {
    const result = co2Step(building("3000", { residential: false, halved: true }));
    expect(result.landlordPercent).toEqual(fraction(25));
    expect(result.tenantPercent).toEqual(fraction(75));
  });
});

describe("co2Step: refuses impossible input", () => {
  it("negative kg, missing living area, non-positive or fractional days", () => {
    expect(() => co2Step(building("-1"))).toThrow(new RangeError(CO2_MESSAGES.kg));
    expect(() => co2Step(building("1200", { livingAreaSqm: fraction(0) }))).toThrow(new RangeError(CO2_MESSAGES.area));
    expect(() => co2Step(building("1200", { periodDays: 0 }))).toThrow(new RangeError(CO2_MESSAGES.days));
    expect(() => co2Step(building("1200", { yearDays: 365.5 }))).toThrow(new RangeError(CO2_MESSAGES.days));
  });
});

describe("co2Relief", () => {
  it("the landlord's percentage of the tenant's share", () => {
    expect(co2Relief(cents(10_000), fraction(10))).toBe(cents(1_000));
    expect(co2Relief(cents(200), decimal("47.5"))).toBe(cents(95));
    expect(co2Relief(cents(12_345), fraction(0))).toBe(cents(0));
    expect(co2Relief(cents(12_345), fraction(100))).toBe(cents(12_345));
  });

  it("rounds half cents away from zero, both signs", () => {
    expect(co2Relief(cents(15), fraction(10))).toBe(cents(2)); // 1,5
    expect(co2Relief(cents(-15), fraction(10))).toBe(cents(-2));
    expect(co2Relief(cents(25), fraction(10))).toBe(cents(3)); // 2,5
    expect(co2Relief(cents(1), fraction(50))).toBe(cents(1)); // 0,5
    expect(co2Relief(cents(-1), fraction(50))).toBe(cents(-1));
    expect(co2Relief(cents(20), decimal("47.5"))).toBe(cents(10)); // 9,5
    expect(co2Relief(cents(-20), decimal("47.5"))).toBe(cents(-10));
  });

  it("below a half rounds toward zero", () => {
    expect(co2Relief(cents(14), fraction(10))).toBe(cents(1)); // 1,4
    expect(co2Relief(cents(-14), fraction(10))).toBe(cents(-1));
    expect(co2Relief(cents(1), decimal("47.5"))).toBe(cents(0)); // 0,475
    expect(co2Relief(cents(3), decimal("47.5"))).toBe(cents(1)); // 1,425
  });

  it("refuses a percentage outside 0–100", () => {
    expect(() => co2Relief(cents(100), fraction(-1))).toThrow(new RangeError(CO2_MESSAGES.percent));
    expect(() => co2Relief(cents(100), fraction(101))).toThrow(new RangeError(CO2_MESSAGES.percent));
  });
});
