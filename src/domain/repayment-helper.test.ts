import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cents, euros } from "@/core/money";
import { parseDecimal } from "@/core/number";
import { percent } from "@/core/rate";
import { buildAnnuitySchedule } from "./loans";
import { repaymentHelper, suggestInitialRepaymentPercent } from "./repayment-helper";

describe("repaymentHelper (Tilgung at which the rent carries the annuity)", () => {
  it.each<[number, number, number | undefined, string | null]>([
    [200000, 1000, 2, "4,00"], // bmr 6 % − Sollzins 2 %
    [200000, 1000, 0, "6,00"],
    [200000, 1000, undefined, "6,00"],
    [200000, 1000, 3.75, "2,25"],
    [210000, 950, 3.5, "1,93"], // 5,428571… − 3,5 = 1,928571…
    [10000, 500, 10, "50,00"], // 60 − 10 = 50: upper bound is inclusive
    // null cases from the spec
    [0, 1000, 2, null], // price not positive
    [-1, 1000, 2, null],
    [200000, 0, 2, null], // rent not positive
    [200000, -5, 2, null],
    [200000, 1000, 6, null], // result 0: not positive
    [200000, 1000, 7, null], // rent does not cover the interest
    [10000, 500, 0, null], // 60 > 50
    [10000, 500, 9.99, null], // 50,01 > 50
    // invalid interest-rate-like input
    [200000, 1000, -0.01, null],
    [200000, 1000, 50.01, null],
    [200000, 1000, Number.NaN, null],
  ])("price %s €, rent %s €, Sollzins %s → %s", (price, rent, interest, expected) => {
    const input = { purchasePrice: euros(price), monthlyColdRent: euros(rent), interestRatePercent: interest };
    expect(repaymentHelper(input)).toBe(expected);
    const numeric = suggestInitialRepaymentPercent(input);
    expect(numeric === null ? null : numeric.toFixed(2).replace(".", ",")).toBe(expected);
  });

  it("a loan over the price with the suggested Tilgung costs about the rent (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_000, max: 100_000_000 }), // 50.000 – 1 Mio. €
        fc.integer({ min: 0, max: 400 }).map((x) => x / 100), // Sollzins 0 – 4 %
        fc.integer({ min: 300, max: 900 }).map((x) => x / 100), // target bmr 3 – 9 %
        (price, interest, bmr) => {
          const rent = cents(Math.round((price * bmr) / 1200));
          const text = repaymentHelper({ purchasePrice: cents(price), monthlyColdRent: rent, interestRatePercent: interest });
          if (text === null) return;
          const parsed = parseDecimal(text);
          if (!parsed.ok) throw new Error(text);
          const schedule = buildAnnuitySchedule(
            {
              amount: cents(price),
              interestRate: percent(interest),
              repayment: { kind: "initialRate", initialRepayment: percent(parsed.value) },
              startDate: "2025-01-01",
            },
            { maxMonths: 1 },
          );
          // The Tilgung is rounded to 0,01 %, so the payment may differ by price × 0,005 % / 12.
          expect(Math.abs(schedule.monthlyPayment - rent)).toBeLessThanOrEqual(Math.ceil((price * 0.005) / 1200) + 1);
        },
      ),
    );
  });
});
