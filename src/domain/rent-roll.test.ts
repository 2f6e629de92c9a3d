import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents, euros } from "@/core/money";
import { easterSunday, nationwideHolidays } from "./holidays";
import { allocatePayment, arrearsState, chargeForMonth, chargesForMonths, rentDueDate, type OpenItem, type RentContract } from "./rent-roll";

const contract = (over: Partial<RentContract> = {}): RentContract => ({
  startDate: "2026-01-15",
  endDate: null,
  steps: [{ validFrom: "2026-01-15", coldRentCents: euros(650), serviceChargeCents: euros(150) }],
  ...over,
});

describe("holidays", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
  ])("Easter %i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it("knows the nationwide holidays of 2026", () => {
    expect([...nationwideHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-01",
      "2026-05-14",
      "2026-05-25",
      "2026-10-03",
      "2026-12-25",
      "2026-12-26",
    ]);
  });
});

describe("rentDueDate (§556b BGB: third working day, Saturday not counted)", () => {
  it.each([
    ["2025-03-01", "2025-03-05", "the 1st is a Saturday: Mon 3., Tue 4., Wed 5."],
    ["2025-11-01", "2025-11-05", "Saturday again"],
    ["2026-01-01", "2026-01-06", "Neujahr, then Fri 2., Mon 5., Tue 6."],
    ["2026-04-01", "2026-04-07", "Karfreitag and Ostermontag in between"],
    ["2026-05-01", "2026-05-06", "Tag der Arbeit on a Friday"],
    ["2026-12-01", "2026-12-03", "an ordinary Tuesday start"],
    ["2026-01-15", "2026-01-19", "a contract starting mid-month: counted from its first day"],
  ])("period from %s is due %s (%s)", (start, due) => {
    expect(rentDueDate(start)).toBe(due);
  });
});

describe("chargeForMonth", () => {
  it("January from 15.01.: 17/31 of 800 € = 438,71 €, split 356,45 € / 82,26 €", () => {
    expect(chargeForMonth(contract(), 2026, 1)).toEqual({
      month: "2026-01",
      periodStart: "2026-01-15",
      periodEnd: "2026-01-31",
      days: 17,
      daysInMonth: 31,
      dueDate: "2026-01-19",
      coldRentCents: 35645,
      serviceChargeCents: 8226,
      totalCents: 43871,
    });
  });

  it("February in full: 800 €, due on the 4th (Mon 2., Tue 3., Wed 4.)", () => {
    expect(chargeForMonth(contract(), 2026, 2)).toMatchObject({ coldRentCents: 65000, serviceChargeCents: 15000, totalCents: 80000, days: 28, dueDate: "2026-02-04" });
  });

  it("the last month up to the end date, pro rata: 10/31 → 209,68 € + 48,39 €", () => {
    expect(chargeForMonth(contract({ endDate: "2026-03-10" }), 2026, 3)).toMatchObject({ coldRentCents: 20968, serviceChargeCents: 4839, totalCents: 25807, days: 10 });
    expect(chargeForMonth(contract({ endDate: "2026-03-10" }), 2026, 4)).toBeNull();
    expect(chargeForMonth(contract(), 2025, 12)).toBeNull();
  });

  it("a rent change within the month counts each part with its own amount: (650 × 15 + 700 × 16) / 31 = 675,81 €", () => {
    const c = contract({
      steps: [
        { validFrom: "2026-01-15", coldRentCents: euros(650), serviceChargeCents: euros(150) },
        { validFrom: "2026-03-16", coldRentCents: euros(700), serviceChargeCents: euros(150) },
      ],
    });
    expect(chargeForMonth(c, 2026, 3)).toMatchObject({ coldRentCents: 67581, serviceChargeCents: 15000 });
    expect(chargeForMonth(c, 2026, 4)).toMatchObject({ coldRentCents: 70000 });
  });

  it("a full month always charges exactly the monthly amount (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (cold, nk, year, month) => {
        const c = { startDate: "1999-01-01", endDate: null, steps: [{ validFrom: "1999-01-01", coldRentCents: cents(cold), serviceChargeCents: cents(nk) }] };
        const charge = chargeForMonth(c, year, month)!;
        expect(charge.coldRentCents).toBe(cold);
        expect(charge.serviceChargeCents).toBe(nk);
      }),
    );
  });

  it("lists the months a contract runs in", () => {
    expect(chargesForMonths(contract({ endDate: "2026-03-10" }), "2025-11", "2026-06").map((c) => c.month)).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(chargesForMonths(contract(), "2026-11", "2027-02").map((c) => c.month)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
});

describe("allocatePayment (§366 BGB)", () => {
  const items: OpenItem[] = [
    { key: "2026-02/cold", dueDate: "2026-02-04", kind: "cold_rent", openCents: cents(65000) },
    { key: "2026-02/nk", dueDate: "2026-02-04", kind: "service_charge", openCents: cents(15000) },
    { key: "2026-01/cold", dueDate: "2026-01-19", kind: "cold_rent", openCents: cents(35645) },
    { key: "2026-01/nk", dueDate: "2026-01-19", kind: "service_charge", openCents: cents(8226) },
  ];

  it("500 € against January + February: oldest first, Nebenkosten before Kaltmiete", () => {
    expect(allocatePayment(euros(500), items)).toEqual({
      allocations: [
        { key: "2026-01/nk", cents: 8226 },
        { key: "2026-01/cold", cents: 35645 },
        { key: "2026-02/nk", cents: 6129 },
      ],
      creditCents: 0,
    });
  });

  it("serves what the tenant designated first", () => {
    expect(allocatePayment(euros(700), items, ["2026-02/cold"]).allocations).toEqual([
      { key: "2026-02/cold", cents: 65000 },
      { key: "2026-01/nk", cents: 5000 },
    ]);
  });

  it("keeps an overpayment as credit", () => {
    expect(allocatePayment(euros(2000), items).creditCents).toBe(200000 - 123871);
  });

  it("never allocates more than paid or more than open (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), (amount) => {
        const { allocations, creditCents } = allocatePayment(cents(amount), items);
        const allocated = allocations.reduce((s, a) => s + a.cents, 0);
        expect(allocated + creditCents).toBe(amount);
        for (const a of allocations) expect(a.cents).toBeLessThanOrEqual(items.find((i) => i.key === a.key)!.openCents);
      }),
    );
  });
});

describe("arrearsState (§543(2) Nr. 3 BGB)", () => {
  const rent = euros(800);
  const due = ["2026-01-06", "2026-02-04", "2026-03-04", "2026-04-07"];
  const months = (...open: number[]) => open.map((o, i) => ({ dueDate: due[i]!, openCents: euros(o) }));

  it("two consecutive dates with more than one month's rent open", () => {
    expect(arrearsState(months(800, 100), rent, "2026-02-10")).toMatchObject({ consecutiveDates: true, twoMonthsRent: false, arrearsCents: 90000, daysOverdue: 35 });
  });

  it("exactly one month's rent over two dates is not enough", () => {
    expect(arrearsState(months(500, 300), rent, "2026-02-10").consecutiveDates).toBe(false);
  });

  it("two months' rent over more than two dates", () => {
    const state = arrearsState(months(400, 400, 400, 400), rent, "2026-04-08");
    expect(state).toMatchObject({ consecutiveDates: false, twoMonthsRent: true, arrearsCents: 160000 });
  });

  it("a due date counts only from the day after it (Verzug)", () => {
    expect(arrearsState(months(800, 800), rent, "2026-02-04")).toMatchObject({ arrearsCents: 80000, consecutiveDates: false });
    expect(arrearsState(months(800, 800), rent, "2026-02-05").consecutiveDates).toBe(true);
    expect(arrearsState(months(0, 0), rent, "2026-05-01")).toMatchObject({ arrearsCents: 0, daysOverdue: 0 });
  });
});
