import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { add, ceil, compare, decimal, div, floor, fraction, mul, roundHalfAwayFromZero, sub, sum, toDecimalText, formatFraction } from "./fraction";

describe("fraction", () => {
  it("is always reduced with a positive denominator", () => {
    expect(fraction(6, -4)).toEqual({ n: -3n, d: 2n });
    expect(fraction(0, 7)).toEqual({ n: 0n, d: 1n });
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });

  it("reads decimals exactly as written, also with a comma", () => {
    expect(decimal("65.5")).toEqual(fraction(131, 2));
    expect(decimal("65,50")).toEqual(fraction(131, 2));
    expect(decimal(0.1)).toEqual(fraction(1, 10));
    expect(decimal("-0.125")).toEqual(fraction(-1, 8));
    expect(decimal(1e21)).toEqual(fraction(10n ** 21n));
    expect(() => decimal("1.2.3")).toThrow(RangeError);
    expect(() => decimal("")).toThrow(RangeError);
  });

  it("adds, subtracts, multiplies and divides exactly: 0,1 + 0,2 is 0,3", () => {
    expect(add(decimal("0.1"), decimal("0.2"))).toEqual(decimal("0.3"));
    expect(sub(fraction(1, 3), fraction(1, 2))).toEqual(fraction(-1, 6));
    expect(mul(fraction(2, 3), fraction(9, 4))).toEqual(fraction(3, 2));
    expect(div(fraction(2, 3), fraction(4, 9))).toEqual(fraction(3, 2));
    expect(sum([fraction(1, 3), fraction(1, 3), fraction(1, 3)])).toEqual(fraction(1));
  });

  it("floors, ceils and rounds halves away from zero", () => {
    expect([floor(fraction(7, 2)), floor(fraction(-7, 2)), floor(fraction(-4, 2))]).toEqual([3n, -4n, -2n]);
    expect([ceil(fraction(7, 2)), ceil(fraction(-7, 2))]).toEqual([4n, -3n]);
    expect([roundHalfAwayFromZero(fraction(5, 2)), roundHalfAwayFromZero(fraction(-5, 2)), roundHalfAwayFromZero(fraction(249, 100)), roundHalfAwayFromZero(fraction(-251, 100))]).toEqual([3n, -3n, 2n, -3n]);
  });

  it("compares by value and formats for display", () => {
    expect(compare(fraction(1, 3), fraction(2, 6))).toBe(0);
    expect(compare(fraction(-1, 2), fraction(1, 3))).toBe(-1);
    expect(toDecimalText(fraction(2, 3), 4)).toBe("0.6667");
    expect(toDecimalText(fraction(-1, 8), 2)).toBe("-0.13");
    expect(toDecimalText(fraction(58, 1), 1)).toBe("58.0");
  });

  it("floor(a) ≤ a < floor(a) + 1 (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const a = fraction(n, d);
        const f = floor(a);
        expect(compare(fraction(f), a)).toBeLessThanOrEqual(0);
        expect(compare(a, fraction(f + 1n))).toBe(-1);
      }),
    );
  });
});

describe("formatFraction", () => {
  it.each([
    [fraction(36500), 4, "36.500"],
    [fraction(1, 3), 4, "0,3333"],
    [decimal("64.5"), 4, "64,5"],
    [decimal("1234567.125"), 2, "1.234.567,13"],
    [fraction(-1, 3), 2, "-0,33"],
    [fraction(-1, 1000), 2, "0"],
  ])("%o with %i places → %s", (value, places, expected) => {
    expect(formatFraction(value, places)).toBe(expected);
  });
});
