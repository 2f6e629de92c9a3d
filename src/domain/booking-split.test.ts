import { describe, expect, it } from "vitest";
import { cents, sumCents } from "@/core/money";
import { splitEvenly } from "./booking-split";

describe("splitEvenly", () => {
  it("100,00 € over 3: the first line gets the extra cent", () => {
    expect(splitEvenly(cents(10000), 3)).toEqual([3334, 3333, 3333]);
  });

  it("leftover cents go to the first lines, one each", () => {
    expect(splitEvenly(cents(1002), 4)).toEqual([251, 251, 250, 250]);
  });

  it("an even total splits without leftovers", () => {
    expect(splitEvenly(cents(9000), 3)).toEqual([3000, 3000, 3000]);
  });

  it("a negative total (money out) splits the same way, every part negative", () => {
    expect(splitEvenly(cents(-10000), 3)).toEqual([-3334, -3333, -3333]);
  });

  it("0,01 € over 3: one cent, then two zero parts", () => {
    expect(splitEvenly(cents(1), 3)).toEqual([1, 0, 0]);
    expect(splitEvenly(cents(-1), 3)).toEqual([-1, 0, 0]);
  });

  it("one part is the whole total", () => {
    expect(splitEvenly(cents(12345), 1)).toEqual([12345]);
  });

  it("always adds up to the total exactly", () => {
    for (const total of [1, 7, 99, 10001, 99999999, -5, -123457]) {
      for (const count of [1, 2, 3, 7, 12, 200]) {
        const parts = splitEvenly(cents(total), count);
        expect(parts).toHaveLength(count);
        expect(sumCents(parts)).toBe(total);
        expect(Math.max(...parts.map(Math.abs)) - Math.min(...parts.map(Math.abs))).toBeLessThanOrEqual(1);
      }
    }
  });

  it("refuses fewer than one part", () => {
    expect(() => splitEvenly(cents(100), 0)).toThrow(RangeError);
    expect(() => splitEvenly(cents(100), 1.5)).toThrow(RangeError);
  });
});
