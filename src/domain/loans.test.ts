import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { cents, euros, type Cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import { percent, rateMilli as milli } from "@/core/rate";
import {
  balanceAt,
  balanceAtFixationEnd,
  buildAnnuitySchedule,
  estimateMonthlySplit,
  fixationEndDate,
  followUpDueSoon,
  LoanTermsError,
  monthlyAnnuity,
  monthlyInterest,
  summarizeFinancing,
  validateLoan,
  yearsUntil,
  type AnnuityLoan,
  type LoanTermsProblem,
} from "./loans";

/** DOMAIN.md check loan: 200.000 €, 2 % Sollzins, 3 % anfängliche Tilgung. */
const checkLoan: AnnuityLoan = {
  amount: euros(200000),
  interestRate: percent(2),
  repayment: { kind: "initialRate", initialRepayment: percent(3) },
  startDate: "2025-01-01",
  fixationEndDate: "2035-01-01",
};

describe("DOMAIN.md check values", () => {
  const schedule = buildAnnuitySchedule(checkLoan);

  it("200.000 €, 2 % + 3 % → 833,33 €/month", () => {
    expect(monthlyAnnuity(euros(200000), percent(2), percent(3))).toBe(euros(833.33));
    expect(schedule.monthlyPayment).toBe(euros(833.33));
  });

  it("month 1: 333,33 € interest and 500,00 € principal", () => {
    expect(schedule.rows[0]).toEqual({
      month: 1,
      date: "2025-02-01",
      openingBalance: euros(200000),
      interest: euros(333.33),
      principal: euros(500),
      payment: euros(833.33),
      specialRepayment: euros(0),
      closingBalance: euros(199500),
    });
  });

  it("balance after 120 months = 133.640,67 €", () => {
    expect(schedule.rows[119]?.closingBalance).toBe(euros(133640.67));
    expect(balanceAt(checkLoan, "2035-01-01")).toBe(euros(133640.67));
    expect(balanceAtFixationEnd(checkLoan)).toBe(euros(133640.67));
  });

  it("runs to exactly 0 with a capped last payment", () => {
    const last = schedule.rows[schedule.rows.length - 1] as (typeof schedule.rows)[number];
    expect(schedule.paidOff).toBe(true);
    expect(schedule.finalBalance).toBe(0);
    expect(last.closingBalance).toBe(0);
    expect(last.payment).toBeLessThan(schedule.monthlyPayment);
    expect(last.principal).toBe(last.openingBalance);
    expect(schedule.payoffDate).toBe(last.date);
    expect(schedule.rows).toHaveLength(307);
    expect(schedule.totalPrincipal).toBe(euros(200000));
    expect(schedule.rows.slice(0, -1).every((r) => r.payment === schedule.monthlyPayment)).toBe(true);
  });
});

describe("buildAnnuitySchedule", () => {
  it("accepts a fixed monthly payment instead of a repayment rate", () => {
    const schedule = buildAnnuitySchedule({
      ...checkLoan,
      repayment: { kind: "monthlyPayment", monthlyPayment: euros(1000) },
    });
    expect(schedule.monthlyPayment).toBe(euros(1000));
    expect(schedule.rows[0]?.interest).toBe(euros(333.33));
    expect(schedule.rows[0]?.principal).toBe(euros(666.67));
    expect(schedule.finalBalance).toBe(0);
  });

  it("is the same schedule whether the payment is given as a rate or as an amount", () => {
    const byRate = buildAnnuitySchedule(checkLoan);
    const byAmount = buildAnnuitySchedule({ ...checkLoan, repayment: { kind: "monthlyPayment", monthlyPayment: euros(833.33) } });
    expect(byAmount).toEqual(byRate);
  });

  it("handles 0 % interest exactly", () => {
    const schedule = buildAnnuitySchedule({
      amount: euros(120000),
      interestRate: percent(0),
      repayment: { kind: "initialRate", initialRepayment: percent(10) },
      startDate: "2024-01-15",
    });
    expect(schedule.monthlyPayment).toBe(euros(1000));
    expect(schedule.rows).toHaveLength(120);
    expect(schedule.totalInterest).toBe(0);
    expect(schedule.payoffDate).toBe("2034-01-15");
  });

  it("books a Sondertilgung with the next payment and keeps the rate", () => {
    const withSpecial: AnnuityLoan = {
      ...checkLoan,
      specialRepayments: [{ date: "2026-01-15", amount: euros(10000) }],
    };
    const plain = buildAnnuitySchedule(checkLoan);
    const schedule = buildAnnuitySchedule(withSpecial);
    const row = schedule.rows.find((r) => r.date === "2026-02-01");
    expect(row?.specialRepayment).toBe(euros(10000));
    expect(row && row.closingBalance).toBe((row?.openingBalance ?? 0) - (row?.principal ?? 0) - 1_000_000);
    expect(schedule.rows.filter((r) => r.specialRepayment > 0)).toHaveLength(1);
    expect(schedule.monthlyPayment).toBe(plain.monthlyPayment);
    expect(schedule.rows.length).toBeLessThan(plain.rows.length);
    expect(schedule.totalInterest).toBeLessThan(plain.totalInterest);
    expect(schedule.totalSpecialRepayments).toBe(euros(10000));
    expect(schedule.totalPrincipal + schedule.totalSpecialRepayments).toBe(euros(200000));
    // Before its date it changes nothing.
    expect(balanceAt(withSpecial, "2026-01-01")).toBe(balanceAt(checkLoan, "2026-01-01"));
  });

  it("books several Sondertilgungen in one month together and caps them at the balance", () => {
    const schedule = buildAnnuitySchedule({
      ...checkLoan,
      specialRepayments: [
        { date: "2025-02-01", amount: euros(1000) },
        { date: "2025-01-20", amount: euros(2000) },
        { date: "2025-05-01", amount: euros(500000) },
        { date: "2030-01-01", amount: euros(5) }, // after payoff: ignored
        { date: "2025-03-01", amount: euros(0) },
      ],
    });
    expect(schedule.rows[0]?.specialRepayment).toBe(euros(3000));
    expect(schedule.rows).toHaveLength(4);
    expect(schedule.rows[3]?.specialRepayment).toBe(schedule.rows[3]?.openingBalance as number - (schedule.rows[3]?.principal as number));
    expect(schedule.payoffDate).toBe("2025-05-01");
    expect(schedule.finalBalance).toBe(0);
  });

  it("uses the payout day of month, clamped to the month's end", () => {
    const schedule = buildAnnuitySchedule({ ...checkLoan, startDate: "2024-01-31" }, { maxMonths: 4 });
    expect(schedule.rows.map((r) => r.date)).toEqual(["2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31"]);
  });

  it("uses an explicit first payment date", () => {
    const schedule = buildAnnuitySchedule({ ...checkLoan, firstPaymentDate: "2025-01-30" }, { maxMonths: 3 });
    expect(schedule.rows.map((r) => r.date)).toEqual(["2025-01-30", "2025-02-28", "2025-03-30"]);
  });

  it("stops at maxMonths or at a date", () => {
    const capped = buildAnnuitySchedule(checkLoan, { maxMonths: 360 });
    expect(capped.rows).toHaveLength(307);
    const short = buildAnnuitySchedule(checkLoan, { maxMonths: 12 });
    expect(short.rows).toHaveLength(12);
    expect(short.paidOff).toBe(false);
    expect(short.payoffDate).toBeNull();
    expect(short.finalBalance).toBe(short.rows[11]?.closingBalance);
    const until = buildAnnuitySchedule(checkLoan, { until: "2025-12-31" });
    expect(until.rows.map((r) => r.date).at(-1)).toBe("2025-12-01");
  });

  it("stops a schedule whose payment only just beats the interest at 100 years", () => {
    const schedule = buildAnnuitySchedule({ ...checkLoan, repayment: { kind: "monthlyPayment", monthlyPayment: euros(333.34) } });
    expect(schedule.rows).toHaveLength(1200);
    expect(schedule.paidOff).toBe(false);
  });
});

describe("validateLoan", () => {
  it.each<[Partial<AnnuityLoan>, LoanTermsProblem]>([
    [{ amount: euros(0) }, "amount"],
    [{ amount: -1 as Cents }, "amount"],
    [{ interestRate: percent(-0.1) }, "rate"],
    [{ interestRate: percent(50.001) }, "rate"],
    [{ interestRate: Number.NaN as never }, "rate"],
    [{ interestRate: 2.5 as never }, "rate"], // not a whole thousandth
    [{ repayment: { kind: "initialRate", initialRepayment: percent(0) } }, "repayment"],
    [{ repayment: { kind: "initialRate", initialRepayment: percent(51) } }, "repayment"],
    [{ repayment: { kind: "monthlyPayment", monthlyPayment: euros(0) } }, "payment"],
    [{ repayment: { kind: "monthlyPayment", monthlyPayment: euros(333.33) } }, "paymentTooLow"],
    [{ repayment: { kind: "monthlyPayment", monthlyPayment: euros(100) } }, "paymentTooLow"],
    [{ firstPaymentDate: "2025-01-01" }, "dates"],
  ])("%j → %s", (change, problem) => {
    const loan = { ...checkLoan, ...change };
    expect(validateLoan(loan)).toBe(problem);
    expect(() => buildAnnuitySchedule(loan)).toThrow(LoanTermsError);
    expect(() => buildAnnuitySchedule(loan)).toThrow(problem);
  });

  it("accepts the check loan", () => {
    expect(validateLoan(checkLoan)).toBeNull();
  });
});

describe("balanceAt, fixation end, yearsUntil", () => {
  afterEach(() => resetClock());

  it.each<[string, number]>([
    ["2024-12-31", 200000],
    ["2025-01-31", 200000], // before the first payment
    ["2025-02-01", 199500],
    ["2035-01-01", 133640.67],
    ["2060-01-01", 0],
  ])("balanceAt(%s) = %s €", (date, expected) => {
    expect(balanceAt(checkLoan, date)).toBe(euros(expected));
  });

  it("has no fixation balance without a fixation date", () => {
    expect(balanceAtFixationEnd({ ...checkLoan, fixationEndDate: null })).toBeNull();
  });

  it("derives the fixation end from years", () => {
    expect(fixationEndDate("2025-01-01", 10)).toBe("2035-01-01");
    expect(fixationEndDate("2024-02-29", 15)).toBe("2039-02-28");
    expect(fixationEndDate("2025-01-01", 7.5)).toBe("2032-07-01");
  });

  it.each<[string, string, number]>([
    ["2035-01-01", "2025-01-01", 10],
    ["2028-06-01", "2025-01-01", 3.4], // 41 months
    ["2025-01-31", "2025-01-01", 0],
    ["2024-01-01", "2025-01-01", 0], // already over
  ])("yearsUntil(%s, from %s) = %s", (date, from, expected) => {
    expect(yearsUntil(date, from)).toBe(expected);
  });

  it("yearsUntil counts from the frozen today by default", () => {
    setToday("2030-01-01");
    expect(yearsUntil("2035-01-01")).toBe(5);
  });
});

describe("followUpDueSoon (Anschlussfinanzierung within 24 months)", () => {
  const asOf = "2026-11-22";
  it("flags a Zinsbindung ending from today up to 24 months later while debt is left", () => {
    expect(followUpDueSoon("2026-11-22", euros(1), asOf)).toBe(true);
    expect(followUpDueSoon("2028-11-22", euros(1), asOf)).toBe(true);
    expect(followUpDueSoon("2028-11-23", euros(1), asOf)).toBe(false);
    expect(followUpDueSoon("2026-11-21", euros(1), asOf)).toBe(false);
  });
  it("needs no follow-up without a fixation end or without debt at its end", () => {
    expect(followUpDueSoon(null, null, asOf)).toBe(false);
    expect(followUpDueSoon("2027-01-01", cents(0), asOf)).toBe(false);
  });
});

describe("financing estimate (SPEC §9)", () => {
  it.each<[number, number, number, number, number]>([
    [200000, 2, 833.33, 333.33, 500],
    [0, 2, 833.33, 0, 833.33],
    [200000, 2, 100, 333.33, 0], // payment below interest: principal floored at 0
    [200000, 0, 500, 0, 500],
    [150000, 3.25, 1000, 406.25, 593.75],
  ])("debt %s €, %s percent, payment %s € → interest %s €, principal %s €", (debt, rate, payment, interest, principal) => {
    expect(
      estimateMonthlySplit({ remainingDebt: euros(debt), averageInterestRate: percent(rate), monthlyPayment: euros(payment) }),
    ).toEqual({ interest: euros(interest), principal: euros(principal) });
  });

  it("floors a negative estimate (e.g. negative debt from bad data) at zero", () => {
    expect(estimateMonthlySplit({ remainingDebt: euros(-1000), averageInterestRate: percent(2), monthlyPayment: euros(0) })).toEqual({
      interest: 0,
      principal: 0,
    });
  });

  it("summarizes several loans for the financing card", () => {
    const metrics = summarizeFinancing(
      [
        { originalAmount: euros(200000), remainingDebt: euros(150000), monthlyPayment: euros(833.33), interestRate: percent(2), fixationEndDate: "2035-01-01" },
        { originalAmount: euros(100000), remainingDebt: euros(50000), monthlyPayment: euros(500), interestRate: percent(4), fixationEndDate: "2028-07-01" },
        { originalAmount: euros(50000), remainingDebt: euros(10000), monthlyPayment: euros(300), interestRate: percent(1), fixationEndDate: "2024-01-01" },
      ],
      "2025-01-01",
    );
    // (150.000 × 2 + 50.000 × 4 + 10.000 × 1) / 210.000 = 2,428…
    expect(metrics).toEqual({
      hasFinancingData: true,
      totalMonthlyPayment: euros(1633.33),
      totalRemainingDebt: euros(210000),
      totalOriginalLoanAmount: euros(350000),
      averageInterestRate: percent(2.43),
      nextRenewalDate: "2028-07-01", // 2024-01-01 is over
      nextRenewalYears: 3.5,
      estimatedMonthlyInterest: euros(425), // (250 + 166,67 + 8,33)
      estimatedMonthlyPrincipal: euros(1208.33),
    });
  });

  it("reports no financing data for no loans", () => {
    expect(summarizeFinancing([], "2025-01-01")).toEqual({
      hasFinancingData: false,
      totalMonthlyPayment: 0,
      totalRemainingDebt: 0,
      totalOriginalLoanAmount: 0,
      averageInterestRate: null,
      nextRenewalDate: null,
      nextRenewalYears: null,
      estimatedMonthlyInterest: 0,
      estimatedMonthlyPrincipal: 0,
    });
  });

  it("weights the rate by the original amount once everything is repaid", () => {
    const metrics = summarizeFinancing(
      [
        { originalAmount: euros(100000), remainingDebt: euros(0), monthlyPayment: euros(0), interestRate: percent(2) },
        { originalAmount: euros(300000), remainingDebt: euros(0), monthlyPayment: euros(0), interestRate: percent(4) },
      ],
      "2025-01-01",
    );
    expect(metrics.averageInterestRate).toBe(percent(3.5));
    expect(metrics.estimatedMonthlyInterest).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------

/** Exact half-away-from-zero rounding of balance × rate / 1200 with BigInt, rate in 1/1000 %. */
function referenceInterest(balance: number, rateMilli: number): number {
  const numerator = BigInt(balance) * BigInt(rateMilli);
  const denominator = 1_200_000n;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

const loanArbitrary = fc
  .record({
    amount: fc.integer({ min: 100_000, max: 500_000_000 }), // 1.000 € – 5 Mio. €
    rateMilli: fc.integer({ min: 0, max: 12_000 }), // 0 – 12 % in 0,001 % steps
    repaymentCenti: fc.integer({ min: 50, max: 1_000 }), // 0,5 – 10 % Tilgung
    startDay: fc.integer({ min: 1, max: 31 }),
    specials: fc.array(
      fc.record({ monthOffset: fc.integer({ min: 0, max: 400 }), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
      { maxLength: 5 },
    ),
    maxMonths: fc.integer({ min: 1, max: 600 }),
  })
  .map(({ amount, rateMilli, repaymentCenti, startDay, specials, maxMonths }) => {
    const startDate = `2025-01-${String(Math.min(startDay, 31)).padStart(2, "0")}`;
    const loan: AnnuityLoan = {
      amount: cents(amount),
      interestRate: milli(rateMilli),
      repayment: { kind: "initialRate", initialRepayment: milli(repaymentCenti * 10) },
      startDate,
      specialRepayments: specials.map((s) => ({
        date: `${2025 + Math.floor(s.monthOffset / 12)}-${String((s.monthOffset % 12) + 1).padStart(2, "0")}-10`,
        amount: cents(s.amount),
      })),
    };
    return { loan, rateMilli, maxMonths };
  });

describe("schedule properties", () => {
  it("principal + Sondertilgungen + final balance = loan amount", () => {
    fc.assert(
      fc.property(loanArbitrary, ({ loan, maxMonths }) => {
        const schedule = buildAnnuitySchedule(loan, { maxMonths });
        const principal = schedule.rows.reduce((s, r) => s + r.principal, 0);
        const special = schedule.rows.reduce((s, r) => s + r.specialRepayment, 0);
        expect(principal + special + schedule.finalBalance).toBe(loan.amount);
        expect(schedule.totalPrincipal).toBe(principal);
        expect(schedule.totalSpecialRepayments).toBe(special);
      }),
      { numRuns: 300 },
    );
  });

  it("every row is consistent, cent-exact and never negative", () => {
    fc.assert(
      fc.property(loanArbitrary, ({ loan, rateMilli, maxMonths }) => {
        const schedule = buildAnnuitySchedule(loan, { maxMonths });
        let previous = loan.amount as number;
        schedule.rows.forEach((row, i) => {
          expect(row.month).toBe(i + 1);
          expect(row.openingBalance).toBe(previous);
          expect(row.interest).toBe(referenceInterest(row.openingBalance, rateMilli));
          expect(row.payment).toBe(row.interest + row.principal);
          expect(row.closingBalance).toBe(row.openingBalance - row.principal - row.specialRepayment);
          expect(row.principal).toBeGreaterThan(0);
          expect(row.specialRepayment).toBeGreaterThanOrEqual(0);
          expect(row.closingBalance).toBeGreaterThanOrEqual(0);
          for (const value of [row.interest, row.principal, row.closingBalance]) expect(Number.isSafeInteger(value)).toBe(true);
          if (row.closingBalance > 0) expect(row.payment).toBe(schedule.monthlyPayment);
          else expect(row.payment).toBeLessThanOrEqual(schedule.monthlyPayment);
          previous = row.closingBalance;
        });
        expect(schedule.paidOff).toBe(schedule.finalBalance === 0);
      }),
      { numRuns: 200 },
    );
    // 200 whole schedules with ten checks a row: seconds on a busy 2-core machine.
  }, 30_000);

  it("without Sondertilgungen and cap, the loan is paid off with a final capped payment", () => {
    fc.assert(
      fc.property(loanArbitrary, ({ loan }) => {
        // 0,5 % Tilgung at 0 % interest takes 200 years, so lift the 100-year guard.
        const schedule = buildAnnuitySchedule({ ...loan, specialRepayments: [] }, { maxMonths: 100_000 });
        expect(schedule.paidOff).toBe(true);
        expect(schedule.totalPrincipal).toBe(loan.amount);
      }),
      { numRuns: 100 },
    );
  });

  it("balanceAt never increases over time", () => {
    fc.assert(
      fc.property(loanArbitrary, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), ({ loan }, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const date = (offset: number) => `${2025 + Math.floor(offset / 12)}-${String((offset % 12) + 1).padStart(2, "0")}-15`;
        expect(balanceAt(loan, date(late))).toBeLessThanOrEqual(balanceAt(loan, date(early)));
      }),
      { numRuns: 100 },
    );
  });

  it("monthlyInterest equals exact rounding", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 20_000 }), (balance, rateMilli) => {
        expect(monthlyInterest(cents(balance), milli(rateMilli))).toBe(referenceInterest(balance, rateMilli));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("exact rates (issue 10 item 3)", () => {
  /** round_half_up(numerator / denominator) for non-negative BigInts: the rational reference. */
  const divRound = (n: bigint, d: bigint) => Number((n * 2n + d) / (d * 2n));

  it("adds Sollzins and Tilgung exactly, so half-cent payments round up", () => {
    // 51.000 € × 1,57 % / 12 = 66,725 € exactly; 0,57 + 1 as floats is 1,5699999… and gave 66,72 €.
    expect(monthlyAnnuity(euros(51000), percent("0.57"), percent(1))).toBe(euros(66.73));
    // 159.000 € × 17,562 % / 12 = 2.326,965 €.
    expect(monthlyAnnuity(euros(159000), percent("7.612"), percent("9.95"))).toBe(euros(2326.97));
    expect(monthlyAnnuity(euros(200000), percent(2), percent(3))).toBe(euros(833.33));
  });

  it("monthlyAnnuity equals amount × (i + t) / 1200 in exact rational arithmetic", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (amount, i, t) => {
          const expected = divRound(BigInt(amount) * BigInt(i + t), 1_200_000n);
          expect(monthlyAnnuity(cents(amount), milli(i), milli(t))).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("estimates the interest of several loans with the exact weighted rate", () => {
    // 291.612,75 € × 7,5 % + 57.631,25 € × 3,66 % = 23.980,26 € a year; / 12 = 1.998,355 €.
    const metrics = summarizeFinancing(
      [
        { originalAmount: euros(300000), remainingDebt: euros(291612.75), monthlyPayment: euros(2000), interestRate: percent(7.5) },
        { originalAmount: euros(60000), remainingDebt: euros(57631.25), monthlyPayment: euros(300), interestRate: percent(3.66) },
      ],
      "2025-01-01",
    );
    expect(metrics.estimatedMonthlyInterest).toBe(euros(1998.36));
    expect(metrics.estimatedMonthlyPrincipal).toBe(euros(301.64));
  });

  it("the estimate and the average rate match a BigInt reference for any loans", () => {
    const loan = fc.record({
      debt: fc.integer({ min: 0, max: 100_000_000_000 }),
      original: fc.integer({ min: 1, max: 100_000_000_000 }),
      rate: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(fc.array(loan, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 10_000_000 }), (loans, payment) => {
        const metrics = summarizeFinancing(
          loans.map((l, index) => ({
            originalAmount: cents(l.original),
            remainingDebt: cents(l.debt),
            monthlyPayment: cents(index === 0 ? payment : 0),
            interestRate: milli(l.rate),
          })),
          "2025-01-01",
        );
        const weighted = (weight: (l: (typeof loans)[number]) => number) => loans.reduce((s, l) => s + BigInt(weight(l)) * BigInt(l.rate), 0n);
        const debt = loans.reduce((s, l) => s + BigInt(l.debt), 0n);
        const original = loans.reduce((s, l) => s + BigInt(l.original), 0n);
        const interest = divRound(weighted((l) => l.debt), 1_200_000n);
        expect(metrics.estimatedMonthlyInterest).toBe(interest);
        expect(metrics.estimatedMonthlyPrincipal).toBe(Math.max(0, payment - interest));
        // Two decimals = a multiple of 10 thousandths, rounded half up from the exact quotient.
        const average = debt > 0n ? divRound(weighted((l) => l.debt), debt * 10n) * 10 : divRound(weighted((l) => l.original), original * 10n) * 10;
        expect(metrics.averageInterestRate).toBe(average);
      }),
      { numRuns: 2000 },
    );
  });
});
