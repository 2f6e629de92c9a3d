import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cents } from "./money";
import {
  addRates,
  formatRate,
  monthlyInterestOfAll,
  parseRate,
  percent,
  rateFromDecimal,
  rateMilli,
  rateToDecimal,
  rateToInputValue,
  readRateDecimal,
  weightedAverageRate,
} from "./rate";

describe("RateMilli", () => {
  it("reads German input with comma or period, at most three decimals", () => {
    expect(parseRate("7,612")).toEqual({ ok: true, value: 7612 });
    expect(parseRate("7.612")).toEqual({ ok: true, value: 7612 });
    expect(parseRate(" 2,15 % ")).toEqual({ ok: true, value: 2150 });
    expect(parseRate("2")).toEqual({ ok: true, value: 2000 });
    expect(parseRate(",5")).toEqual({ ok: true, value: 500 });
    expect(parseRate("2,1234")).toEqual({ ok: false, message: "Bitte höchstens drei Nachkommastellen angeben." });
    expect(parseRate("zwei").ok).toBe(false);
    expect(parseRate("1.234,5").ok).toBe(false);
    expect(parseRate("")).toEqual({ ok: false, message: "Bitte eine Zahl eingeben" });
  });

  it("formats for display and inputs with at least two decimals", () => {
    expect(formatRate(percent("7.612"))).toBe("7,612\u00A0%");
    expect(formatRate(percent(2))).toBe("2,00\u00A0%");
    expect(formatRate(percent("3.5"))).toBe("3,50\u00A0%");
    expect(formatRate(percent("0.05"))).toBe("0,05\u00A0%");
    expect(formatRate(null)).toBe("–");
    expect(rateToInputValue(percent("2.15"))).toBe("2,15");
    expect(rateToInputValue(percent("7.612"))).toBe("7,612");
  });

  it("machine decimals round-trip exactly", () => {
    expect(rateToDecimal(percent("7.612"))).toBe("7.612");
    expect(rateToDecimal(percent(2))).toBe("2");
    expect(rateToDecimal(percent("2.150"))).toBe("2.15");
    expect(readRateDecimal(7.612)).toBe(7612);
    expect(readRateDecimal("2.1234")).toBe("decimals");
    expect(readRateDecimal(Number.NaN)).toBe("invalid");
    expect(readRateDecimal("7,6")).toBe("invalid");
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (m) => {
        const r = rateMilli(m);
        expect(rateFromDecimal(rateToDecimal(r))).toBe(r);
        expect(parseRate(rateToInputValue(r))).toEqual({ ok: true, value: r });
        // A JSON number is read by its decimal text, so m / 1000 is exactly m thousandths.
        expect(readRateDecimal(m / 1000)).toBe(r);
      }),
    );
  });

  it("adds exactly where floats do not (7,612 + 9,95 = 17,562)", () => {
    expect(7.612 + 9.95).not.toBe(17.562);
    expect(addRates(percent("7.612"), percent("9.95"))).toBe(percent("17.562"));
    expect(() => rateMilli(1.5)).toThrow(RangeError);
  });

  it("weights exactly, rounding once", () => {
    const parts = [
      { weight: cents(29_161_275), rate: percent("7.5") },
      { weight: cents(5_763_125), rate: percent("3.66") },
    ];
    expect(monthlyInterestOfAll(parts)).toBe(199_836);
    // 23.980,26 / 349.244 = 6,866… %
    expect(weightedAverageRate(parts, 10)).toBe(6870);
    expect(weightedAverageRate(parts)).toBe(6866);
    expect(weightedAverageRate([])).toBeNull();
  });
});
