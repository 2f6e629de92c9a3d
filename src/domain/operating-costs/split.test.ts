import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fraction } from "@/core/fraction";
import { cents } from "@/core/money";
import { splitByLargestRemainder, type Claim } from "./split";

const claim = (id: string, weight: number | [number, number], unitCode = id, roomCode = "", start = "2025-01-01"): Claim => ({
  id,
  weight: Array.isArray(weight) ? fraction(weight[0], weight[1]) : fraction(weight),
  unitCode,
  roomCode,
  start,
});

describe("splitByLargestRemainder (issue 19 convention)", () => {
  it("100,00 € in thirds: floors 33,33 each, the missing cent to the first by unit code", () => {
    const split = splitByLargestRemainder(cents(10000), [claim("W2", 1), claim("W1", 1), claim("W3", 1)]);
    expect(Object.fromEntries(split)).toEqual({ W1: 3334, W2: 3333, W3: 3333 });
  });

  it("the missing cents go to the largest remainders, not to the largest shares", () => {
    // 10 ct by 1 : 2 : 4 → 1,4286 / 2,8571 / 5,7143: floors 1 + 2 + 5 = 8, remainders ,43 ,86 ,71 → W2 and W3.
    const split = splitByLargestRemainder(cents(10), [claim("W1", 1), claim("W2", 2), claim("W3", 4)]);
    expect(Object.fromEntries(split)).toEqual({ W1: 1, W2: 3, W3: 6 });
  });

  it("equal remainders: the larger exact share first, then unit code, room code and start", () => {
    // 2 ct by 1 : 1 : 2 → 0,5 / 0,5 / 1,0: one cent left, A and B tie on remainder and share → unit code A.
    expect(Object.fromEntries(splitByLargestRemainder(cents(2), [claim("B", 1), claim("A", 1), claim("C", 2)]))).toEqual({ A: 1, B: 0, C: 1 });
    // 1 ct by two equal claims of the same unit: the room code decides, then the start.
    expect(Object.fromEntries(splitByLargestRemainder(cents(1), [claim("x", 1, "W1", "Z2"), claim("y", 1, "W1", "Z1")]))).toEqual({ x: 0, y: 1 });
    expect(Object.fromEntries(splitByLargestRemainder(cents(1), [claim("late", 1, "W1", "", "2025-07-01"), claim("early", 1, "W1", "", "2025-01-01")]))).toEqual({ late: 0, early: 1 });
    // 4 ct by 3 : 5 → 1,5 / 2,5: equal remainders, the larger exact share wins.
    expect(Object.fromEntries(splitByLargestRemainder(cents(4), [claim("A", 3), claim("B", 5)]))).toEqual({ A: 1, B: 3 });
  });

  it("a refund splits like a cost, with the opposite sign", () => {
    expect(Object.fromEntries(splitByLargestRemainder(cents(-10000), [claim("W1", 1), claim("W2", 1), claim("W3", 1)]))).toEqual({ W1: -3334, W2: -3333, W3: -3333 });
  });

  it("a claim without weight gets nothing; nobody to bear an amount is an error", () => {
    expect(Object.fromEntries(splitByLargestRemainder(cents(500), [claim("W1", 0), claim("W2", 1)]))).toEqual({ W1: 0, W2: 500 });
    expect(() => splitByLargestRemainder(cents(500), [claim("W1", 0)])).toThrow(RangeError);
    expect(Object.fromEntries(splitByLargestRemainder(cents(0), [claim("W1", 0)]))).toEqual({ W1: 0 });
  });

  it("always adds up to the amount, each part within one cent of its exact share (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 365 })), { minLength: 1, maxLength: 12 }),
        (amount, weights) => {
          fc.pre(weights.some(([n]) => n > 0));
          const claims = weights.map(([n, d], i) => claim(`c${i}`, [n, d], `W${i}`));
          const split = splitByLargestRemainder(cents(amount), claims);
          const total = [...split.values()].reduce((s, v) => s + v, 0);
          expect(total).toBe(amount);
          const weightSum = weights.reduce((s, [n, d]) => s + n / d, 0);
          claims.forEach((c, i) => {
            const exact = (amount * (weights[i]![0] / weights[i]![1])) / weightSum;
            expect(Math.abs(split.get(c.id)! - exact)).toBeLessThan(1.000001);
          });
        },
      ),
    );
  });
});
