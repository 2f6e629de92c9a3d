import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cents, euros } from "@/core/money";
import { toIsoDate } from "@/core/dates";
import {
  afaBasis,
  afaCompletion,
  afaForYear,
  afaStartDate,
  buildAfaTable,
  buildMovableAfaTable,
  checkFifteenPercentRule,
  degressiveAfaProblem,
  degressiveAfaRefusal,
  isDegressiveAfaEligible,
  isLowValueAsset,
  linearAfaRate,
  monthsInFirstYear,
  type AfaInput,
  type AfaTable,
} from "./afa";

const sum = (table: AfaTable) => table.rows.reduce((s, r) => s + r.depreciation, 0);

describe("linear rate by completion date (§7(4) EStG)", () => {
  it.each<[string, number]>([
    ["1890-06-01", 2.5],
    ["1924-12-31", 2.5],
    ["1925-01-01", 2],
    ["1990-05-01", 2],
    ["2022-12-31", 2],
    ["2023-01-01", 3],
    ["2025-07-01", 3],
  ])("completed %s → %s percent", (date, rate) => {
    expect(linearAfaRate(date)).toBe(rate);
  });
});

describe("degressive eligibility (§7(5a) EStG)", () => {
  it.each<[string | null, string, string, boolean]>([
    // construction start decides for own builds
    ["2023-09-30", "2025-06-01", "2025-06-01", false],
    ["2023-10-01", "2025-06-01", "2025-06-01", true],
    ["2029-09-30", "2031-06-01", "2031-06-01", true],
    ["2029-10-01", "2031-06-01", "2031-06-01", false],
    // purchase in the window, by the end of the completion year
    [null, "2024-05-01", "2024-03-01", true],
    [null, "2024-12-31", "2024-03-01", true],
    [null, "2025-01-02", "2024-03-01", false], // bought after the completion year
    [null, "2023-09-30", "2023-09-01", false], // before the window
    [null, "2029-09-30", "2029-12-01", true], // bought before completion, within the window
    [null, "2029-10-01", "2029-12-01", false],
    [null, "2024-05-01", "1990-01-01", false], // existing building
    [null, "2025-06-01", "2025-06-01", true], // bought in the completion year
  ])("start %s, acquisition %s, completion %s → %s", (start, acquisition, completion, expected) => {
    expect(isDegressiveAfaEligible({ constructionStartDate: start, acquisitionDate: acquisition, completionDate: completion })).toBe(expected);
  });
});

describe("why degressive AfA is refused (§7(5a) EStG)", () => {
  it.each<[string | null, string, string, string | null]>([
    ["2023-10-01", "2022-01-01", "2025-06-01", null],
    ["2023-09-30", "2025-06-01", "2025-06-01", "construction_start"],
    ["2029-10-01", "2025-06-01", "2031-06-01", "construction_start"],
    [null, "2024-05-01", "2024-03-01", null],
    [null, "2023-09-30", "2023-09-01", "contract"],
    [null, "2029-10-01", "2029-12-01", "contract"],
    [null, "2025-01-02", "2024-03-01", "not_new"],
    [null, "2024-05-01", "1990-01-01", "not_new"],
  ])("start %s, acquisition %s, completion %s → %s", (start, acquisition, completion, refusal) => {
    const facts = { constructionStartDate: start, acquisitionDate: acquisition, completionDate: completion };
    expect(degressiveAfaRefusal(facts)).toBe(refusal);
    expect(isDegressiveAfaEligible(facts)).toBe(refusal === null);
  });
});

describe("a property's facts for §7(5a), the rate and the start", () => {
  it.each<[string | null, string | null, string | null, number | null, string | null]>([
    // own construction: the start alone
    ["2024-02-01", "2023-06-01", "2025-06-15", null, null],
    ["2022-05-01", null, null, null, "construction_start"],
    // purchase: the date and the completion (or at least the year built) are needed
    [null, null, "2024-02-01", 2024, "purchase_date"],
    [null, "2024-03-15", null, null, "completion"],
    [null, "2024-03-15", null, 2024, null], // the year built is enough: only the completion year counts
    [null, "2024-03-15", "2024-02-01", null, null],
    [null, "2025-01-10", "2024-02-01", null, "not_new"],
    [null, "2023-09-30", "2023-09-01", null, "contract"],
  ])("start %s, purchase %s, completion %s, built %s → %s", (start, purchase, completion, yearBuilt, problem) => {
    expect(degressiveAfaProblem({ constructionStartDate: start, purchaseDate: purchase, completionDate: completion, yearBuilt })).toBe(problem);
  });

  it("the completion: the date entered, else 1 January of the year built, else assumed (2 %)", () => {
    expect(afaCompletion("2024-02-01", 1990)).toEqual({ date: "2024-02-01", source: "completion_date" });
    expect(afaCompletion(null, 1990)).toEqual({ date: "1990-01-01", source: "year_built" });
    expect(afaCompletion(null, null)).toEqual({ date: "2000-01-01", source: "assumed" });
    expect(linearAfaRate(afaCompletion(null, null).date)).toBe(2);
  });

  it("the start: the purchase, or an entered completion when later; the year built never moves it", () => {
    expect(afaStartDate("2024-03-15", { date: "2024-02-01", source: "completion_date" })).toBe("2024-03-15");
    expect(afaStartDate("2023-06-01", { date: "2025-06-15", source: "completion_date" })).toBe("2025-06-15");
    expect(afaStartDate("2023-06-01", { date: "2025-01-01", source: "year_built" })).toBe("2023-06-01");
  });

  it("the contract date decides §7(5a) when AfA starts later (bought before completion)", () => {
    const input: AfaInput = { purchasePrice: euros(300000), acquisitionCosts: euros(0), buildingSharePercent: 100, acquisitionDate: "2029-11-01", completionDate: "2029-11-01", method: "degressive" };
    expect(buildAfaTable({ ...input, contractDate: "2029-09-01" }).method).toBe("degressive");
    expect(buildAfaTable(input).method).toBe("linear"); // 01.11.2029 is past the window
  });
});

it("a tiny degressive basis still ends (optimal switch)", () => {
  const t = buildAfaTable({ ...({} as AfaInput), purchasePrice: cents(7), acquisitionCosts: cents(0), buildingSharePercent: 100, acquisitionDate: "2024-01-01", completionDate: "2024-01-01", constructionStartDate: "2023-11-01", method: "degressive" });
  expect(t.rows.reduce((s, r) => s + r.depreciation, 0)).toBe(7);
});

describe("basis and first year", () => {
  it.each<[number, number, number, number]>([
    [400000, 40000, 75, 330000],
    [300000, 0, 100, 300000],
    [300000, 30000, 0, 0],
    [299999.99, 0.01, 80, 240000],
    [123456.78, 9876.54, 66.6, 88799.99], // 133.333,32 × 66,6 % = 88.799,99112
  ])("(%s € + %s €) × %s percent = %s €", (price, costs, share, expected) => {
    expect(afaBasis({ purchasePrice: euros(price), acquisitionCosts: euros(costs), buildingSharePercent: share })).toBe(euros(expected));
  });

  it("rejects a building share outside 0–100 %", () => {
    expect(() => afaBasis({ purchasePrice: euros(1), acquisitionCosts: euros(0), buildingSharePercent: 101 })).toThrow(RangeError);
    expect(() => afaBasis({ purchasePrice: euros(1), acquisitionCosts: euros(0), buildingSharePercent: -1 })).toThrow(RangeError);
  });

  it.each<[string, number]>([
    ["2024-01-31", 12],
    ["2024-03-15", 10],
    ["2024-12-01", 1],
  ])("acquired %s → %i months in the first year (13 − month)", (date, months) => {
    expect(monthsInFirstYear(date)).toBe(months);
  });
});

const oldBuilding: AfaInput = {
  purchasePrice: euros(400000),
  acquisitionCosts: euros(40000),
  buildingSharePercent: 75,
  acquisitionDate: "2024-03-15",
  completionDate: "1990-05-01",
};

describe("linear AfA table", () => {
  const table = buildAfaTable(oldBuilding);

  it("2 %: 10/12 in the first year, full years, remainder in the last", () => {
    expect(table.basis).toBe(euros(330000));
    expect(table.method).toBe("linear");
    expect(table.linearRatePercent).toBe(2);
    expect(table.rows[0]).toEqual({
      year: 2024,
      method: "linear",
      ratePercent: 2,
      months: 10,
      openingBookValue: euros(330000),
      depreciation: euros(5500), // 330.000 × 2 % × 10/12
      closingBookValue: euros(324500),
    });
    expect(table.rows[1]?.depreciation).toBe(euros(6600));
    expect(table.rows.slice(1, -1).every((r) => r.depreciation === euros(6600))).toBe(true);
    expect(table.rows).toHaveLength(51);
    expect(table.rows.at(-1)).toMatchObject({ year: 2074, depreciation: euros(1100), closingBookValue: 0 });
    expect(table.fullyDepreciatedYear).toBe(2074);
    expect(sum(table)).toBe(table.basis);
  });

  it("afaForYear looks up a year", () => {
    expect(afaForYear(table, 2024)).toBe(euros(5500));
    expect(afaForYear(table, 2030)).toBe(euros(6600));
    expect(afaForYear(table, 2023)).toBe(0);
    expect(afaForYear(table, 2075)).toBe(0);
  });

  it.each<[string, string, number, number, number]>([
    ["1900-01-01", "2024-01-10", 2.5, 40, 2063], // 40 full years
    ["2023-06-01", "2024-01-10", 3, 34, 2057], // 33 × 3 % + 1 %
    ["2023-06-01", "2024-12-10", 3, 35, 2058], // 1/12 first, 33 full, rest
  ])("completed %s, acquired %s → %s percent, %i rows, last year %i", (completion, acquisition, rate, rows, lastYear) => {
    const t = buildAfaTable({ ...oldBuilding, completionDate: completion, acquisitionDate: acquisition });
    expect(t.linearRatePercent).toBe(rate);
    expect(t.rows).toHaveLength(rows);
    expect(t.fullyDepreciatedYear).toBe(lastYear);
    expect(sum(t)).toBe(t.basis);
  });

  it("an unaffordable degressive request falls back to linear", () => {
    const t = buildAfaTable({ ...oldBuilding, method: "degressive" });
    expect(t.degressiveEligible).toBe(false);
    expect(t.method).toBe("linear");
  });

  it("a basis of a few cents still ends", () => {
    const t = buildAfaTable({ ...oldBuilding, purchasePrice: cents(10), acquisitionCosts: cents(0), buildingSharePercent: 100 });
    expect(t.rows.map((r) => r.depreciation)).toEqual(Array(10).fill(1));
    expect(t.fullyDepreciatedYear).toBe(2033);
  });

  it("a zero basis has no rows", () => {
    const t = buildAfaTable({ ...oldBuilding, buildingSharePercent: 0 });
    expect(t.rows).toEqual([]);
    expect(t.fullyDepreciatedYear).toBeNull();
  });
});

const newBuild: AfaInput = {
  purchasePrice: euros(400000),
  acquisitionCosts: euros(40000),
  buildingSharePercent: 75,
  acquisitionDate: "2024-03-15",
  completionDate: "2024-01-10",
  constructionStartDate: "2023-11-01",
  method: "degressive",
};

describe("degressive AfA table (5 % of the remaining book value)", () => {
  it("switches to straight-line when that is at least as high (default)", () => {
    const table = buildAfaTable(newBuild);
    expect(table.method).toBe("degressive");
    expect(table.degressiveEligible).toBe(true);
    expect(table.rows.slice(0, 3).map((r) => [r.year, r.method, r.depreciation])).toEqual([
      [2024, "degressive", euros(13750)], // 330.000 × 5 % × 10/12
      [2025, "degressive", euros(15812.5)], // 316.250 × 5 %
      [2026, "degressive", euros(15021.88)], // 300.437,50 × 5 % = 15.021,875 → ,88
    ]);
    // 2038: 166 of 400 months used, 234 left: 162.344,43 × 12 / 234 = 8.325,36 ≥ 5 % = 8.117,22
    const switchRow = table.rows.find((r) => r.method === "linear");
    expect(switchRow).toMatchObject({ year: 2038, openingBookValue: euros(162344.43), depreciation: euros(8325.36) });
    expect(table.rows.find((r) => r.year === 2037)?.method).toBe("degressive");
    expect(table.fullyDepreciatedYear).toBe(2057); // 400 months after March 2024
    expect(sum(table)).toBe(table.basis);
  });

  it("can stay degressive ('never'), which never reaches 0", () => {
    const table = buildAfaTable({ ...newBuild, switchToLinear: "never", maxYears: 60 });
    expect(table.rows).toHaveLength(60);
    expect(table.rows.every((r) => r.method === "degressive")).toBe(true);
    expect(table.fullyDepreciatedYear).toBeNull();
    expect(table.rows[10]?.depreciation).toBe(cents(Math.round((table.rows[10]?.openingBookValue ?? 0) * 0.05)));
  });

  it("switches in a chosen year", () => {
    const table = buildAfaTable({ ...newBuild, switchToLinear: { year: 2030 } });
    expect(table.rows.find((r) => r.method === "linear")?.year).toBe(2030);
    expect(sum(table)).toBe(table.basis);
    expect(table.fullyDepreciatedYear).toBe(2057);
  });
});

describe("AfA table properties", () => {
  const input = fc.record({
    price: fc.integer({ min: 1, max: 500_000_000 }),
    costs: fc.integer({ min: 0, max: 50_000_000 }),
    share: fc.integer({ min: 1, max: 10000 }).map((x) => x / 100),
    acquisitionYear: fc.integer({ min: 1990, max: 2035 }),
    acquisitionMonth: fc.integer({ min: 1, max: 12 }),
    completionYear: fc.integer({ min: 1850, max: 2035 }),
    degressive: fc.boolean(),
    switchYearOffset: fc.option(fc.integer({ min: 1, max: 40 })),
  });

  it("rows are consecutive years, book values chain, and the table sums to the basis", () => {
    fc.assert(
      fc.property(input, (x) => {
        const table = buildAfaTable({
          purchasePrice: cents(x.price),
          acquisitionCosts: cents(x.costs),
          buildingSharePercent: x.share,
          acquisitionDate: toIsoDate(x.acquisitionYear, x.acquisitionMonth, 1),
          completionDate: toIsoDate(Math.min(x.completionYear, x.acquisitionYear), 1, 1),
          constructionStartDate: x.degressive ? "2024-01-01" : null,
          method: x.degressive ? "degressive" : "linear",
          switchToLinear: x.switchYearOffset === null ? "optimal" : { year: x.acquisitionYear + x.switchYearOffset },
        });
        let book = table.basis as number;
        table.rows.forEach((row, i) => {
          expect(row.year).toBe(x.acquisitionYear + i);
          expect(row.openingBookValue).toBe(book);
          expect(row.depreciation).toBeGreaterThan(0);
          expect(row.closingBookValue).toBe(row.openingBookValue - row.depreciation);
          expect(Number.isSafeInteger(row.depreciation)).toBe(true);
          book = row.closingBookValue;
        });
        expect(sum(table)).toBe(table.basis);
        if (table.basis > 0) expect(table.fullyDepreciatedYear).not.toBeNull();
        // 2 % → 50 years + a partial first year; tiny bases may take longer because
        // their yearly amount is rounded to whole cents.
        if (table.basis >= 100_000) expect(table.rows.length).toBeLessThanOrEqual(51);
      }),
      { numRuns: 300 },
    );
  });
});

describe("movable assets (§7(1) EStG, GWG §6(2) EStG)", () => {
  it("fitted kitchen 8.400,00 € bought 15.04.2024, 10 years: 9/12 first, full years, the rest in 2034", () => {
    const t = buildMovableAfaTable({ costCents: euros(8400), acquisitionDate: "2024-04-15", usefulLifeYears: 10 });
    expect(t.lowValue).toBe(false);
    expect(t.rows[0]).toEqual({
      year: 2024,
      method: "linear",
      ratePercent: 10,
      months: 9,
      openingBookValue: euros(8400),
      depreciation: euros(630), // 8.400 × 9 / 120
      closingBookValue: euros(7770),
      lowValueWriteOff: false,
    });
    expect(t.rows.slice(1, 10).map((r) => [r.year, r.depreciation])).toEqual(Array.from({ length: 9 }, (_, i) => [2025 + i, euros(840)]));
    expect(t.rows.at(-1)).toMatchObject({ year: 2034, months: 3, openingBookValue: euros(210), depreciation: euros(210), closingBookValue: 0 });
    expect(t.rows).toHaveLength(11);
    expect(t.fullyDepreciatedYear).toBe(2034);
    expect(sum(t as unknown as AfaTable)).toBe(euros(8400));
    expect(afaForYear(t, 2024)).toBe(euros(630));
    expect(afaForYear(t, 2035)).toBe(0);
  });

  it("bought in January: exactly the useful life in calendar years", () => {
    const t = buildMovableAfaTable({ costCents: euros(1200), acquisitionDate: "2024-01-10", usefulLifeYears: 3 });
    expect(t.rows.map((r) => [r.year, r.months, r.depreciation])).toEqual([
      [2024, 12, euros(400)],
      [2025, 12, euros(400)],
      [2026, 12, euros(400)],
    ]);
  });

  it("bought in December: 1/36 first, full years rounded, the last 11 months take the rest", () => {
    const t = buildMovableAfaTable({ costCents: euros(1000), acquisitionDate: "2024-12-01", usefulLifeYears: 3 });
    expect(t.rows.map((r) => [r.year, r.months, r.depreciation])).toEqual([
      [2024, 1, euros(27.78)], // 1.000 × 1/36 = 27,777… → 27,78
      [2025, 12, euros(333.33)],
      [2026, 12, euros(333.33)],
      [2027, 11, euros(305.56)], // 1.000 − 27,78 − 2 × 333,33
    ]);
    expect(t.rows[0]?.ratePercent).toBe(33.3333);
  });

  it.each<[number, number | undefined, boolean]>([
    [952, undefined, true], // 800,00 € net at 19 %
    [952.01, undefined, false],
    [800, 0, true],
    [800.01, 0, false],
    [0.01, undefined, true],
  ])("%s € (VAT %s %) is a GWG: %s", (amount, vat, expected) => {
    expect(isLowValueAsset(euros(amount), vat)).toBe(expected);
  });

  it("a GWG is deducted in full in its year, whatever the useful life", () => {
    const t = buildMovableAfaTable({ costCents: euros(899), acquisitionDate: "2025-11-20", usefulLifeYears: 13 });
    expect(t.lowValue).toBe(true);
    expect(t.rows).toEqual([
      { year: 2025, method: "linear", ratePercent: 100, months: 2, openingBookValue: euros(899), depreciation: euros(899), closingBookValue: 0, lowValueWriteOff: true },
    ]);
    expect(t.fullyDepreciatedYear).toBe(2025);
  });

  it("refuses a useful life that is no whole number of years", () => {
    expect(() => buildMovableAfaTable({ costCents: euros(2000), acquisitionDate: "2025-01-01", usefulLifeYears: 0 })).toThrow(RangeError);
    expect(() => buildMovableAfaTable({ costCents: euros(2000), acquisitionDate: "2025-01-01", usefulLifeYears: 2.5 })).toThrow(RangeError);
  });

  it("rows are consecutive, book values chain, months add up to the useful life, the sum is the cost", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 95_201, max: 99_999_999_999 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1900, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        (cost, years, year, month) => {
          const t = buildMovableAfaTable({ costCents: cents(cost), acquisitionDate: toIsoDate(year, month, 1), usefulLifeYears: years });
          let book = cost;
          t.rows.forEach((r, i) => {
            expect(r.year).toBe(year + i);
            expect(r.openingBookValue).toBe(book);
            expect(r.depreciation).toBeGreaterThanOrEqual(0);
            expect(r.closingBookValue).toBe(r.openingBookValue - r.depreciation);
            book = r.closingBookValue;
          });
          expect(book).toBe(0);
          expect(t.rows.reduce((s, r) => s + r.months, 0)).toBe(years * 12);
          expect(t.rows).toHaveLength(month === 1 ? years : years + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("15 % rule (§6(1) Nr. 1a EStG)", () => {
  const base = { buildingAcquisitionCost: euros(300000), acquisitionDate: "2024-03-15" };

  it.each<[number, string, number]>([
    [0, "ok", 0],
    [35999.99, "ok", 80],
    [36000, "warning", 80], // 80 % of the 45.000 € limit
    [45000, "warning", 100], // at the limit: not above
    [45000.01, "exceeded", 100],
    [60000, "exceeded", 133.33],
  ])("%s € within three years → %s (%s percent of limit)", (amount, status, percentOfLimit) => {
    const check = checkFifteenPercentRule({ ...base, costs: [{ date: "2025-01-10", amount: euros(amount) }] });
    expect(check.limit).toBe(euros(45000));
    expect(check.status).toBe(status);
    expect(check.percentOfLimit).toBe(percentOfLimit);
  });

  it("counts only costs within the three years after acquisition", () => {
    const check = checkFifteenPercentRule({
      ...base,
      costs: [
        { date: "2024-03-14", amount: euros(10000) }, // before acquisition
        { date: "2024-03-15", amount: euros(10000) },
        { date: "2027-03-14", amount: euros(20000) }, // last day
        { date: "2027-03-15", amount: euros(50000) }, // after the window
      ],
    });
    expect(check).toEqual({
      limit: euros(45000),
      total: euros(30000),
      remaining: euros(15000),
      percentOfBuildingCost: 10,
      percentOfLimit: 66.67,
      windowStart: "2024-03-15",
      windowEnd: "2027-03-14",
      status: "ok",
    });
  });

  it("accepts a custom warning threshold and floors the remaining budget at 0", () => {
    const costs = [{ date: "2025-01-10", amount: euros(27000) }]; // 60 % of the limit
    expect(checkFifteenPercentRule({ ...base, costs }).status).toBe("ok");
    expect(checkFifteenPercentRule({ ...base, costs, warnAtShareOfLimit: 60 }).status).toBe("warning");
    expect(checkFifteenPercentRule({ ...base, costs: [{ date: "2025-01-10", amount: euros(50000) }] }).remaining).toBe(0);
  });

  it("handles a zero building cost", () => {
    const check = checkFifteenPercentRule({ buildingAcquisitionCost: euros(0), acquisitionDate: "2024-02-29", costs: [] });
    expect(check).toMatchObject({ limit: 0, status: "ok", percentOfBuildingCost: 0, percentOfLimit: 0, windowEnd: "2027-02-28" });
  });
});

describe("buildAfaTable untilYear", () => {
  it("stops after the year asked for, with the same rows up to it", () => {
    const input = { purchasePrice: cents(30_000_000), acquisitionCosts: cents(2_000_000), buildingSharePercent: 80, acquisitionDate: "2019-04-15", completionDate: "1990-01-01" };
    const full = buildAfaTable(input);
    const cut = buildAfaTable({ ...input, untilYear: 2025 });
    expect(cut.rows).toEqual(full.rows.filter((r) => r.year <= 2025));
    expect(afaForYear(cut, 2025)).toBe(afaForYear(full, 2025));
    expect(cut.fullyDepreciatedYear).toBeNull();
    const degressive = { ...input, acquisitionDate: "2024-03-01", completionDate: "2024-01-01", method: "degressive" as const };
    expect(buildAfaTable({ ...degressive, untilYear: 2030 }).rows).toEqual(buildAfaTable(degressive).rows.filter((r) => r.year <= 2030));
  });
});
