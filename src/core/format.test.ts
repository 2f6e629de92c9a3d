import { describe, expect, it } from "vitest";
import { formatDate, formatMonthYear } from "./dates";
import { cents, formatEuro, formatEuroCompact, NBSP } from "./money";
import {
  formatArea,
  formatNumber,
  formatPercent,
  formatPricePerSqm,
  toSquareMetres,
} from "./format";

const nb = (text: string) => text.replaceAll(" ", NBSP);

describe("formatNumber", () => {
  it.each<[number, number, string]>([
    [1234.5, 1, "1.234,5"],
    [1234.5, 0, "1.235"],
    [1234567.891, 2, "1.234.567,89"],
    [1.005, 2, "1,01"],
    [-0.04, 1, "0,0"],
    [0, 2, "0,00"],
  ])("formatNumber(%s, %i) = %j", (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it("shows a dash for missing or non-finite values", () => {
    expect(formatNumber(null)).toBe("–");
    expect(formatNumber(Number.NaN)).toBe("–");
  });
});

describe("formatPercent", () => {
  it.each<[number, 1 | 2 | undefined, string]>([
    [5.25, undefined, "5,3 %"],
    [5.25, 2, "5,25 %"],
    [6.5, 1, "6,5 %"],
    [6.449, 1, "6,4 %"],
    [0, 2, "0,00 %"],
    [-1.25, 1, "-1,3 %"],
    [1234.5, 1, "1.234,5 %"],
  ])("formatPercent(%s, %s) = %j", (value, decimals, expected) => {
    expect(formatPercent(value, decimals)).toBe(nb(expected));
  });

  it("shows a dash for missing values", () => {
    expect(formatPercent(null)).toBe("–");
  });
});

describe("formatArea", () => {
  it.each<[number | string, number | undefined, string]>([
    [72.5, undefined, "72,5 m²"],
    [72, undefined, "72,0 m²"],
    ["72.5", undefined, "72,5 m²"],
    ["72,45", undefined, "72,5 m²"],
    [1250.25, 2, "1.250,25 m²"],
    [1250.25, 0, "1.250 m²"],
  ])("formatArea(%j, %s) = %j", (value, decimals, expected) => {
    expect(formatArea(value, decimals)).toBe(nb(expected));
  });

  it.each([null, undefined, "", "abc"])("formatArea(%j) = –", (value) => {
    expect(formatArea(value)).toBe("–");
  });

  it("toSquareMetres reads size_sqm as number or string", () => {
    expect(toSquareMetres(12)).toBe(12);
    expect(toSquareMetres("12,5")).toBe(12.5);
    expect(toSquareMetres("12.5")).toBe(12.5);
    expect(toSquareMetres(Number.NaN)).toBeNull();
    expect(toSquareMetres("x")).toBeNull();
  });
});

describe("formatPricePerSqm", () => {
  it.each<[number, string]>([
    [1240, "12,40 €/m²"],
    [350000, "3.500,00 €/m²"],
    [5, "0,05 €/m²"],
  ])("%i ct → %j", (value, expected) => {
    expect(formatPricePerSqm(cents(value))).toBe(nb(expected));
  });

  it("shows a dash for missing values", () => {
    expect(formatPricePerSqm(null)).toBe("–");
  });
});

describe("the money and date formatters (one home each: money.ts, dates.ts)", () => {
  it("format for display", () => {
    expect(formatEuro(cents(100))).toBe(nb("1 €"));
    expect(formatEuroCompact(cents(320000))).toBe(nb("3,2k €"));
    expect(formatDate("2031-03-05")).toBe("05.03.2031");
    expect(formatMonthYear("2031-03-05")).toBe("März 2031");
  });
});
