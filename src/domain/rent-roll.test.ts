import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cents, euros } from "@/core/money";
import { easterSunday, nationwideHolidays } from "./holidays";
import { addDays, isoWeekday } from "@/core/dates";
import { allocatePayment, arrearsState, chargeForMonth, chargesForMonths, isRentWorkingDay, itemKinds, openItems, rentDueDate, type Allocation, type OpenItem, type RentContract } from "./rent-roll";

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

describe("holidays per year (memoized)", () => {
  it("each year keeps its own holidays, whatever was asked before", () => {
    const y2025 = nationwideHolidays(2025);
    const y2026 = nationwideHolidays(2026);
    expect(y2025.has("2025-04-18")).toBe(true); // Karfreitag 2025
    expect(y2025.has("2026-04-03")).toBe(false);
    expect(y2026.has("2026-04-03")).toBe(true); // Karfreitag 2026
    expect(y2026.has("2025-04-18")).toBe(false);
    expect(nationwideHolidays(2025)).toBe(y2025);
    expect([...nationwideHolidays(2025)].sort()).toEqual(["2025-01-01", "2025-04-18", "2025-04-21", "2025-05-01", "2025-05-29", "2025-06-09", "2025-10-03", "2025-12-25", "2025-12-26"]);
    expect(nationwideHolidays(2017).has("2017-10-31")).toBe(true);
    expect(nationwideHolidays(2018).has("2018-10-31")).toBe(false);
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

  it("asked again (memoized), in any order and across the turn of the year", () => {
    expect(rentDueDate("2025-12-31")).toBe("2026-01-05"); // Wed 31. (1), Neujahr, Fri 2. (2), Mon 5. (3)
    expect(rentDueDate("2025-03-01")).toBe("2025-03-05");
    expect(rentDueDate("2025-03-01")).toBe("2025-03-05");
    expect(rentDueDate("2026-03-01")).toBe("2026-03-04"); // a Sunday: Mon 2., Tue 3., Wed 4.
    expect(rentDueDate("2025-03-01")).toBe("2025-03-05");
  });

  it("is the third rent working day counted from the period start, every day of 2016–2045 (property)", () => {
    // More distinct starts than the memo keeps, so it is also cleared on the way.
    for (let day = "2016-01-01"; day <= "2045-12-31"; day = addDays(day, 1)) {
      const due = rentDueDate(day);
      let count = 0;
      for (let d = day; d <= due; d = addDays(d, 1)) if (isoWeekday(d) <= 5 && !nationwideHolidays(Number(d.slice(0, 4))).has(d)) count += 1;
      expect([day, count, isRentWorkingDay(due)]).toEqual([day, 3, true]);
    }
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

  it("uses each month's own length, also after other months were computed (leap years)", () => {
    const c = contract({ startDate: "2023-01-01", endDate: null, steps: [{ validFrom: "2023-01-01", coldRentCents: euros(580), serviceChargeCents: euros(100) }] });
    // 14 days of February: 14/28 in 2023, 14/29 in 2024.
    expect(chargeForMonth({ ...c, endDate: "2023-02-14" }, 2023, 2)).toMatchObject({ coldRentCents: euros(290), daysInMonth: 28, days: 14 });
    expect(chargeForMonth({ ...c, endDate: "2024-02-14" }, 2024, 2)).toMatchObject({ coldRentCents: euros(280), daysInMonth: 29, days: 14 });
    expect(chargesForMonths({ ...c, endDate: "2024-04-15" }, "2024-01", "2024-04").map((m) => [m.month, m.daysInMonth, m.days, m.coldRentCents])).toEqual([
      ["2024-01", 31, 31, euros(580)],
      ["2024-02", 29, 29, euros(580)],
      ["2024-03", 31, 31, euros(580)],
      ["2024-04", 30, 15, euros(290)],
    ]);
  });

  it("a contract without a rent step is refused for a month it runs in", () => {
    expect(() => chargeForMonth(contract({ steps: [] }), 2026, 2)).toThrow(RangeError);
    expect(chargeForMonth(contract({ steps: [] }), 2025, 12)).toBeNull();
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

describe("openItems: many payments in turn, linear", () => {
  // The rule written out the slow, obvious way: sort the open items for every payment.
  const rank = (kind: OpenItem["kind"]) => itemKinds.indexOf(kind);
  function naiveAllocate(amount: number, items: OpenItem[], designated: readonly string[]): { allocations: Allocation[]; creditCents: number } {
    const ordered = [
      ...designated.map((key) => items.find((i) => i.key === key)).filter((i): i is OpenItem => i !== undefined),
      ...items
        .filter((i) => !designated.includes(i.key))
        .sort((a, b) => (a.dueDate !== b.dueDate ? (a.dueDate < b.dueDate ? -1 : 1) : rank(a.kind) - rank(b.kind) || (a.key < b.key ? -1 : 1))),
    ];
    let left = amount;
    const allocations: Allocation[] = [];
    for (const item of ordered) {
      if (left <= 0) break;
      if (item.openCents <= 0) continue;
      const part = Math.min(left, item.openCents);
      allocations.push({ key: item.key, cents: cents(part) });
      item.openCents = cents(item.openCents - part);
      left -= part;
    }
    return { allocations, creditCents: left };
  }

  const dueDate = fc.integer({ min: 1, max: 9 }).map((d) => `2026-0${d}-04`);
  const kind = fc.constantFrom(...itemKinds);
  const step = fc.oneof(
    fc.record({ pay: fc.integer({ min: 0, max: 200_000 }), designate: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }) }),
    fc.record({ add: fc.record({ dueDate, kind, openCents: fc.integer({ min: -5_000, max: 100_000 }) }) }),
  );

  it("allocates like sorting the items again for each payment, also when items are added behind settled ones (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ dueDate, kind, openCents: fc.integer({ min: -5_000, max: 100_000 }) }), { maxLength: 30 }), fc.array(step, { maxLength: 40 }), (initial, steps) => {
        let n = 0;
        const reference: OpenItem[] = initial.map((i) => ({ ...i, key: `i${n++}`, openCents: cents(i.openCents) }));
        const open = openItems(reference.map((i) => ({ ...i })));
        for (const s of steps) {
          if ("add" in s) {
            const item: OpenItem = { ...s.add, key: `i${n++}`, openCents: cents(s.add.openCents) };
            reference.push(item);
            open.add({ ...item });
          } else {
            const designated = s.designate === null ? [] : [`i${s.designate}`, `i${s.designate + 1}`];
            expect(open.allocate(cents(s.pay), designated)).toEqual(naiveAllocate(s.pay, reference, designated));
          }
        }
        for (const i of reference) expect(open.openCents(i.key)).toBe(i.openCents);
      }),
      { numRuns: 500 },
    );
  });

  it("a chargeback due before what is still open is served first", () => {
    const open = openItems([
      { key: "jan", dueDate: "2026-01-06", kind: "cold_rent", openCents: euros(800) },
      { key: "feb", dueDate: "2026-02-04", kind: "cold_rent", openCents: euros(800) },
    ]);
    expect(open.allocate(euros(900)).allocations).toEqual([
      { key: "jan", cents: euros(800) },
      { key: "feb", cents: euros(100) },
    ]);
    open.add({ key: "refund", dueDate: "2026-01-20", kind: "other", openCents: euros(300) });
    expect(open.allocate(euros(500))).toEqual({
      allocations: [
        { key: "refund", cents: euros(300) },
        { key: "feb", cents: euros(200) },
      ],
      creditCents: 0,
    });
    expect([open.openCents("jan"), open.openCents("refund"), open.openCents("feb"), open.openCents("unknown")]).toEqual([0, 0, euros(500), 0]);
  });

  it("pays down the items it was given (allocatePayment leaves them alone)", () => {
    const items: OpenItem[] = [{ key: "a", dueDate: "2026-01-06", kind: "cold_rent", openCents: euros(800) }];
    expect(allocatePayment(euros(300), items).allocations).toEqual([{ key: "a", cents: euros(300) }]);
    expect(items[0]!.openCents).toBe(euros(800));
    openItems(items).allocate(euros(300));
    expect(items[0]!.openCents).toBe(euros(500));
    expect(() => openItems(items).allocate(cents(-1))).toThrow(RangeError);
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
