import { describe, expect, expectTypeOf, it } from "vitest";
import fc from "fast-check";
import {
  addCents,
  allocateCents,
  cents,
  centsOrNull,
  centsToChartValue,
  centsToInputValue,
  chartValueToCents,
  euros,
  formatEuro,
  formatEuroCompact,
  isCents,
  maxCents,
  minCents,
  MONEY_MESSAGES,
  mulFactor,
  mulRate,
  NBSP,
  negateCents,
  parseEuroToCents,
  roundHalfAwayFromZero,
  roundTo,
  sanitizeMoneyInput,
  scaleCents,
  subCents,
  sumCents,
  type Cents,
} from "./money";

// Tests write the expected text with a normal space for readability; the real output
// must use U+00A0, which this helper makes explicit.
const nb = (text: string) => text.replaceAll(" ", NBSP);

describe("Cents type", () => {
  it("rejects plain numbers at compile time", () => {
    // @ts-expect-error a number literal is not Cents: it could be euros or a float
    const notCents: Cents = 12.5;
    // @ts-expect-error arithmetic helpers only take Cents
    addCents(1, 2);
    expect(notCents).toBe(12.5);
    expectTypeOf(cents(5)).toEqualTypeOf<Cents>();
    expectTypeOf(euros(5)).toEqualTypeOf<Cents>();
  });

  it.each([1.5, Number.NaN, Infinity, -Infinity, 2 ** 53, 0.1 + 0.2])("cents(%s) throws", (value) => {
    expect(() => cents(value)).toThrow(RangeError);
  });

  it("normalises -0 and accepts the safe-integer range", () => {
    expect(Object.is(cents(-0), 0)).toBe(true);
    expect(cents(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(isCents(3)).toBe(true);
    expect(isCents(3.5)).toBe(false);
    expect(isCents("3")).toBe(false);
  });

  it.each<[number | string, number]>([
    [833.33, 83333],
    [0.1, 10],
    [0.29, 29],
    [1.15, 115],
    [200000, 20000000],
    [133640.67, 13364067],
    [-12.3, -1230],
    ["1234.5", 123450],
    [" 7 ", 700],
  ])("euros(%s) = %i cents exactly", (input, expected) => {
    expect(euros(input)).toBe(expected);
  });

  it.each([1.005, "1,5", "abc", 1e21, Number.NaN])("euros(%s) throws", (input) => {
    expect(() => euros(input)).toThrow(RangeError);
  });
});

describe("rounding (kaufmännisch, half away from zero)", () => {
  it.each<[number, number]>([
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [1.4999, 1],
    [-1.4999, -1],
    [1.005 * 100, 101], // 100.49999999999999 in binary
    [0.285 * 100, 29], // 28.499999999999996
    [-1.005 * 100, -101],
    [7, 7],
  ])("roundHalfAwayFromZero(%s) = %i", (input, expected) => {
    expect(roundHalfAwayFromZero(input)).toBe(expected);
  });

  it("never returns -0", () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });

  it("throws for non-finite input", () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
  });

  it.each<[number, number, number]>([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [5.55, 1, 5.6],
    [-5.55, 1, -5.6],
    [6.4999, 2, 6.5],
  ])("roundTo(%s, %i) = %s", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe("cent arithmetic", () => {
  it("adds, subtracts, negates, min/max", () => {
    expect(addCents(cents(1), cents(2), cents(3))).toBe(6);
    expect(addCents()).toBe(0);
    expect(sumCents([cents(10), cents(-3)])).toBe(7);
    expect(subCents(cents(10), cents(25))).toBe(-15);
    expect(negateCents(cents(5))).toBe(-5);
    expect(Object.is(negateCents(cents(0)), 0)).toBe(true);
    expect(minCents(cents(1), cents(2))).toBe(1);
    expect(maxCents(cents(1), cents(2))).toBe(2);
  });

  it("throws instead of leaving the safe-integer range", () => {
    expect(() => addCents(cents(Number.MAX_SAFE_INTEGER), cents(1))).toThrow(RangeError);
  });

  it.each<[number, number, number]>([
    [100000, 5, 5000],
    [333, 50, 167], // 166,5 ct → 167
    [-333, 50, -167],
    [20000000, 15, 3000000],
    [1, 0.5, 0], // 0,005 ct
    [99, 1.5151515, 1], // 1,4999… ct
    [99, 1.5151516, 2], // 1,50000… ct
  ])("mulRate(%i ct, %s percent) = %i ct", (amount, percent, expected) => {
    expect(mulRate(cents(amount), percent)).toBe(expected);
  });

  it("mulFactor and scaleCents round once at the end", () => {
    expect(mulFactor(cents(1000), 0.125)).toBe(125);
    expect(mulFactor(cents(1), 0.5)).toBe(1);
    expect(scaleCents(cents(20000000), 2, 1200)).toBe(33333); // monthly interest 2 % on 200.000 €
    expect(scaleCents(cents(100), 1, 3)).toBe(33);
    expect(() => scaleCents(cents(1), 1, 0)).toThrow(RangeError);
  });

  it("scaleCents is exact where floats are not (BigInt path for large products)", () => {
    // 9.007.199.254.740.991 × 3 / 7 = 3.860.228.252.031.853,28… → …853
    expect(scaleCents(cents(Number.MAX_SAFE_INTEGER), 3, 7)).toBe(3860228252031853);
    expect(scaleCents(cents(-Number.MAX_SAFE_INTEGER), 3, 7)).toBe(-3860228252031853);
    expect(scaleCents(cents(1e15), 1 / 3, 1)).toBe(333333333333333);
    expect(() => scaleCents(cents(Number.MAX_SAFE_INTEGER), 2, 1)).toThrow(RangeError);
  });

  it("scaleCents equals exact BigInt rounding for decimal rates (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 }), (amount, rateThousandths, denominator) => {
        const n = BigInt(amount) * BigInt(rateThousandths);
        const d = BigInt(denominator) * 1000n;
        const absolute = n < 0n ? -n : n;
        let q = absolute / d;
        if ((absolute % d) * 2n >= d) q += 1n;
        const expected = Number(n < 0n ? -q : q);
        expect(scaleCents(cents(amount), rateThousandths / 1000, denominator)).toBe(expected === 0 ? 0 : expected);
      }),
      { numRuns: 3000 },
    );
  });

  it.each<[number, number[], number[]]>([
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [1, 2], [33, 67]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [5, [0, 1], [0, 5]],
    [10000000, [72.5, 48.3, 31.2], [4769737, 3177632, 2052631]],
  ])("allocateCents(%i, %j) = %j", (total, weights, expected) => {
    expect(allocateCents(cents(total), weights)).toEqual(expected);
  });

  it("allocateCents rejects unusable weights", () => {
    expect(() => allocateCents(cents(1), [])).toThrow(RangeError);
    expect(() => allocateCents(cents(1), [0, 0])).toThrow(RangeError);
    expect(() => allocateCents(cents(1), [-1, 2])).toThrow(RangeError);
  });

  it("allocateCents parts always add up to the total (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.array(fc.double({ min: 0.01, max: 10000, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocateCents(cents(total), weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          parts.forEach((p) => expect(Number.isSafeInteger(p)).toBe(true));
        },
      ),
    );
  });
});

describe("sanitizeMoneyInput", () => {
  it.each<[string, string]>([
    ["1.234,56 €", "1.234,56"],
    [`1.234,56${NBSP}€`, "1.234,56"],
    ["EUR -12,5", "-12,5"],
    ["1 234", "1234"],
    ["abc", ""],
    ["12a,3b4", "12,34"],
    ["+5", "5"],
    ["\u221212,50", "-12,50"], // typographic minus
    ["１２３,４５", "123,45"], // full-width digits
  ])("%j → %j", (input, expected) => {
    expect(sanitizeMoneyInput(input)).toBe(expected);
  });

  it("is idempotent (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = sanitizeMoneyInput(s);
        expect(sanitizeMoneyInput(once)).toBe(once);
        expect(once).toMatch(/^[0-9,.-]*$/);
      }),
    );
  });
});

describe("parseEuroToCents", () => {
  it.each<[string, number]>([
    ["0", 0],
    ["1", 100],
    ["1234", 123400],
    ["1.234", 123400],
    ["1.234,5", 123450],
    ["1.234,56", 123456],
    ["1234,56", 123456],
    ["0,05", 5],
    [",5", 50],
    ["-,05", -5],
    ["1.234.567,89", 123456789],
    ["-12,30", -1230],
    ["-0", 0],
    ["007", 700],
    ["1 234,56", 123456],
    ["1.234,56 €", 123456],
    [`1.234,56${NBSP}€`, 123456],
    ["€ 99", 9900],
  ])("%j → %i ct", (input, expected) => {
    expect(parseEuroToCents(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, string]>([
    ["", MONEY_MESSAGES.required],
    ["   ", MONEY_MESSAGES.required],
    ["€", MONEY_MESSAGES.invalid], // something was entered, just no amount
    ["NaN", MONEY_MESSAGES.invalid],
    ["Infinity", MONEY_MESSAGES.invalid],
    ["abc", MONEY_MESSAGES.invalid],
    ["-", MONEY_MESSAGES.invalid],
    [",", MONEY_MESSAGES.invalid],
    ["-,", MONEY_MESSAGES.invalid],
    ["12,", MONEY_MESSAGES.invalid],
    ["1,2,3", MONEY_MESSAGES.invalid],
    ["12.34", MONEY_MESSAGES.invalid], // not 1.234 €, not 12,34 €: ambiguous
    ["1.23,4", MONEY_MESSAGES.invalid],
    ["1234.567", MONEY_MESSAGES.invalid],
    ["1.234.5", MONEY_MESSAGES.invalid],
    ["1-2", MONEY_MESSAGES.invalid],
    ["--1", MONEY_MESSAGES.invalid],
    ["1,234", MONEY_MESSAGES.tooManyDecimals],
    ["1.234,567", MONEY_MESSAGES.tooManyDecimals],
    ["99999999999999999999", MONEY_MESSAGES.tooLarge],
  ])("%j → %j", (input, message) => {
    expect(parseEuroToCents(input)).toEqual({ ok: false, message });
  });

  it("rejects negatives when asked", () => {
    expect(parseEuroToCents("-1", { allowNegative: false })).toEqual({ ok: false, message: MONEY_MESSAGES.negative });
    // The typographic minus is a minus, not noise that turns the amount positive.
    expect(parseEuroToCents("\u221212,50", { allowNegative: false })).toEqual({ ok: false, message: MONEY_MESSAGES.negative });
    expect(parseEuroToCents("\u221212,50")).toEqual({ ok: true, value: -1250 });
    expect(parseEuroToCents("-0", { allowNegative: false })).toEqual({ ok: true, value: 0 });
    expect(parseEuroToCents("1", { allowNegative: false })).toEqual({ ok: true, value: 100 });
  });

  it.each<[string, number | null]>([
    ["12.5", 1250],
    ["1234.56", 123456],
    ["1.234", 123400], // German thousands dot still wins
    ["1.234,56", 123456],
    ["1234.567", null],
  ])("with allowDecimalPoint: %j → %s", (input, expected) => {
    const result = parseEuroToCents(input, { allowDecimalPoint: true });
    expect(result.ok ? result.value : null).toBe(expected);
  });
});

describe("formatEuro", () => {
  it.each<[number, 0 | 2 | "exact" | undefined, string]>([
    [0, undefined, "0 €"],
    [0, 2, "0,00 €"],
    [5, 2, "0,05 €"],
    [-5, 2, "-0,05 €"],
    [49, undefined, "0 €"],
    [-49, undefined, "0 €"],
    [50, undefined, "1 €"],
    [-50, undefined, "-1 €"],
    [123449, undefined, "1.234 €"],
    [123450, undefined, "1.235 €"],
    [-123450, undefined, "-1.235 €"],
    [123456, 2, "1.234,56 €"],
    [-123456, 2, "-1.234,56 €"],
    [83333, 2, "833,33 €"],
    [13364067, 2, "133.640,67 €"],
    [99999, 0, "1.000 €"],
    [123456789012, 2, "1.234.567.890,12 €"],
    [Number.MAX_SAFE_INTEGER, 2, "90.071.992.547.409,91 €"],
    // "exact": cents when there are any, never a rounded amount (issue 10: 8.500,50 € was "8.501 €").
    [850050, "exact", "8.500,50 €"],
    [48000000, "exact", "480.000 €"],
    [99999, "exact", "999,99 €"],
    [-850050, "exact", "-8.500,50 €"],
    [0, "exact", "0 €"],
    [5, "exact", "0,05 €"],
  ])("%i ct with %s decimals → %j", (amount, decimals, expected) => {
    const text = decimals === undefined ? formatEuro(cents(amount)) : formatEuro(cents(amount), { decimals });
    expect(text).toBe(nb(expected));
  });

  it("puts exactly one U+00A0 before € and uses '.' and ','", () => {
    const text = formatEuro(cents(123456), { decimals: 2 });
    expect([...text].map((c) => c.codePointAt(0))).toEqual([
      0x31, 0x2e, 0x32, 0x33, 0x34, 0x2c, 0x35, 0x36, 0xa0, 0x20ac,
    ]);
  });

  it("shows a dash for missing amounts", () => {
    expect(formatEuro(null)).toBe("–");
    expect(formatEuro(undefined, { decimals: 2 })).toBe("–");
  });
});

describe("formatEuroCompact", () => {
  it.each<[number, string]>([
    [320000, "3,2k €"],
    [100000, "1k €"],
    [300000, "3k €"],
    [325000, "3,3k €"], // 3,25k rounds half away from zero
    [1234500, "12,3k €"],
    [123456789, "1,2 Mio. €"],
    [99_990_000, "999,9k €"],
    [99_995_000, "1 Mio. €"], // 999.950 € rounds to 1.000,0k: switch to millions
    [120_000_000, "1,2 Mio. €"],
    [-320000, "-3,2k €"],
    [99999, "1k €"], // 999,99 € rounds to 1.000 €: already thousands
    [99950, "1k €"], // 999,50 € likewise
    [99949, "999 €"], // below 1.000 €: the normal format
    [50000, "500 €"],
    [0, "0 €"],
  ])("%i ct → %j", (amount, expected) => {
    expect(formatEuroCompact(cents(amount))).toBe(nb(expected));
  });

  it("shows a dash for missing amounts", () => {
    expect(formatEuroCompact(null)).toBe("–");
  });
});

describe("centsOrNull", () => {
  it("brands a number and keeps a missing value null", () => {
    expect(centsOrNull(1234)).toBe(1234);
    expect(centsOrNull(null)).toBeNull();
    expect(centsOrNull(undefined)).toBeNull();
    expectTypeOf(centsOrNull(1)).toEqualTypeOf<Cents | null>();
    expect(() => centsOrNull(1.5)).toThrow(RangeError);
  });
});

describe("chart values (axes only)", () => {
  it("cents → euros for the chart scale, and a tick back to the exact cent", () => {
    expect(centsToChartValue(cents(12_345_678))).toBe(123_456.78);
    expect(chartValueToCents(123_456.78)).toBe(12_345_678);
    expect(chartValueToCents(0.285)).toBe(29);
    expect(chartValueToCents(-0.285)).toBe(-29);
    expect(formatEuroCompact(chartValueToCents(250_000))).toBe(nb("250k €"));
  });

  it("chartValueToCents(centsToChartValue(c)) = c", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (value) => {
        expect(chartValueToCents(centsToChartValue(cents(value)))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe("centsToInputValue", () => {
  it.each<[number, string]>([
    [0, "0,00"],
    [5, "0,05"],
    [123456, "1234,56"],
    [-1230, "-12,30"],
  ])("%i → %j", (amount, expected) => {
    expect(centsToInputValue(cents(amount))).toBe(expected);
  });
});

describe("format ∘ parse round trip (property)", () => {
  const anyCents = fc.oneof(
    fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    fc.maxSafeInteger(),
    fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  );

  it("parse(formatEuro(c, 2 decimals)) = c", () => {
    fc.assert(
      fc.property(anyCents, (value) => {
        const parsed = parseEuroToCents(formatEuro(cents(value), { decimals: 2 }));
        expect(parsed).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
      { numRuns: 2000 },
    );
  });

  it("parse(formatEuro(c)) = c rounded to whole euros, half away from zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const parsed = parseEuroToCents(formatEuro(cents(value)));
        expect(parsed).toEqual({ ok: true, value: roundHalfAwayFromZero(value / 100) * 100 });
      }),
    );
  });

  it("parse(centsToInputValue(c)) = c", () => {
    fc.assert(
      fc.property(anyCents, (value) => {
        expect(parseEuroToCents(centsToInputValue(cents(value)))).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
    );
  });

  it("euros(x) equals parsing x written with a German comma", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const text = (value / 100).toString();
        const parsed = parseEuroToCents(text.replace(".", ","));
        expect(parsed).toEqual({ ok: true, value: euros(value / 100) });
      }),
    );
  });
});
