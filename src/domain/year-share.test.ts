import { describe, expect, it } from "vitest";
import { cents, sumCents } from "@/core/money";
import { shareOfYear } from "./year-share";

describe("shareOfYear", () => {
  it("gives a whole year the amount and a quarter a quarter of it", () => {
    expect(shareOfYear(cents(1_200_00), { first: 1, last: 12 })).toBe(1_200_00);
    expect(shareOfYear(cents(1_200_00), { first: 4, last: 6 })).toBe(300_00);
  });

  it("rounds cumulatively, so the twelve months add up to the amount to the cent", () => {
    const amount = cents(1_000_01);
    const months = Array.from({ length: 12 }, (_, i) => shareOfYear(amount, { first: i + 1, last: i + 1 }));
    expect(sumCents(months)).toBe(1_000_01);
    // 1.000,01 / 12 = 83,3342: the cumulative rounding hands out 83,33 and 83,34.
    expect(new Set(months)).toEqual(new Set([83_33, 83_34]));
  });

  it("runs from the month of purchase in the first year: nothing before it", () => {
    // Bought in April: 9 months of AfA, 900,00 € in the year.
    expect(shareOfYear(cents(900_00), { first: 1, last: 3 }, 4)).toBe(0);
    expect(shareOfYear(cents(900_00), { first: 1, last: 6 }, 4)).toBe(300_00);
    expect(shareOfYear(cents(900_00), { first: 4, last: 12 }, 4)).toBe(900_00);
  });

  it("keeps the sign of a negative amount", () => {
    expect(shareOfYear(cents(-1_200_00), { first: 1, last: 6 })).toBe(-600_00);
  });
});
