import { describe, expect, it } from "vitest";
import { bookingCategories, type BookingCategory } from "./booking-categories";
import { rentDueDate } from "./rent-roll";
import { isRegularlyRecurringCategory, taxMonthOfPayment, taxYearOfPayment, yearEndWindow } from "./tax-year";

const recurring = (dueDate: string | null, paymentDate: string) => taxYearOfPayment({ paymentDate, dueDate, regularlyRecurring: true });

describe("DOMAIN check values (§11(1) S. 2 EStG)", () => {
  it("December rent due 03.12. and paid 05.01. counts in the new year (due outside the window)", () => {
    // The 3rd working day of December 2025 (Mon 1st) is Wed 03.12., as the rent roll computes it.
    expect(rentDueDate("2025-12-01")).toBe("2025-12-03");
    expect(recurring("2025-12-03", "2026-01-05")).toBe(2026);
  });

  it("January rent due 06.01. and paid 28.12. counts in January's year", () => {
    // 01.01.2027 is a Friday and a holiday, 02./03. a weekend: Mon 4th, Tue 5th, Wed 6th.
    expect(rentDueDate("2027-01-01")).toBe("2027-01-06");
    expect(recurring("2027-01-06", "2026-12-28")).toBe(2027);
  });

  it("the December instalment due 31.12. and debited 02.01. counts in the old year", () => {
    expect(recurring("2025-12-31", "2026-01-02")).toBe(2025);
  });
});

describe("window edges", () => {
  it("paid on 21.12., one day before the window: payment year", () => {
    expect(recurring("2025-01-02", "2024-12-21")).toBe(2024);
    expect(recurring("2025-01-02", "2024-12-22")).toBe(2025);
  });

  it("paid on 11.01., one day after the window: payment year", () => {
    expect(recurring("2024-12-30", "2025-01-11")).toBe(2025);
    expect(recurring("2024-12-30", "2025-01-10")).toBe(2024);
  });

  it("due on 22.12. is inside (first day), due on 21.12. outside", () => {
    expect(recurring("2024-12-22", "2025-01-03")).toBe(2024);
    expect(recurring("2024-12-21", "2025-01-03")).toBe(2025);
  });

  it("due on 10.01. is inside (last day), due on 11.01. outside", () => {
    expect(recurring("2025-01-10", "2024-12-30")).toBe(2025);
    expect(recurring("2025-01-11", "2024-12-30")).toBe(2024);
  });

  it("due and paid on the same side of New Year: the common year either way", () => {
    expect(recurring("2024-12-23", "2024-12-27")).toBe(2024);
    expect(recurring("2025-01-03", "2025-01-08")).toBe(2025);
  });

  it("due and paid in the windows of two different year ends: payment year", () => {
    // A December 2024 instalment paid a year late on 02.01.2026 is no year-end payment.
    expect(recurring("2024-12-28", "2026-01-02")).toBe(2026);
    expect(recurring("2025-01-05", "2025-12-28")).toBe(2025);
  });

  it("a payment outside the window counts in its year whatever the due date", () => {
    expect(recurring("2024-11-03", "2025-02-01")).toBe(2025);
    expect(recurring("2025-03-05", "2025-03-05")).toBe(2025);
  });
});

describe("no exception without a recurring payment and a due date", () => {
  it("a non-recurring payment counts in the payment year", () => {
    expect(taxYearOfPayment({ paymentDate: "2026-01-02", dueDate: "2025-12-31", regularlyRecurring: false })).toBe(2026);
    expect(taxYearOfPayment({ paymentDate: "2026-12-28", dueDate: "2027-01-06", regularlyRecurring: false })).toBe(2026);
  });

  it("a recurring payment without a due date counts in the payment year", () => {
    expect(recurring(null, "2026-01-02")).toBe(2026);
    expect(recurring(null, "2026-12-28")).toBe(2026);
  });

  it("malformed dates are a programming error", () => {
    expect(() => recurring("2025-12-31", "02.01.2026")).toThrow(RangeError);
    expect(() => recurring("31.12.2025", "2026-01-02")).toThrow(RangeError);
  });
});

describe("yearEndWindow", () => {
  it.each<[string, number | null]>([
    ["2024-12-21", null],
    ["2024-12-22", 2024],
    ["2024-12-31", 2024],
    ["2025-01-01", 2024],
    ["2025-01-10", 2024],
    ["2025-01-11", null],
    ["2025-06-15", null],
  ])("%s → %s", (date, year) => {
    expect(yearEndWindow(date)).toBe(year);
  });
});

describe("isRegularlyRecurringCategory", () => {
  it("rent, NK prepayments, parking rent, loan instalments, Grundsteuer and insurance recur", () => {
    const yes = bookingCategories.filter(isRegularlyRecurringCategory);
    expect(yes).toEqual<BookingCategory[]>([
      "rent",
      "service_charge_prepayment",
      "parking_rent",
      "property_tax",
      "insurance",
      "loan_interest",
      "loan_repayment",
    ]);
  });

  it("settlements, repairs and one-off costs do not", () => {
    for (const c of ["service_charge_settlement", "maintenance", "financing_costs", "acquisition_costs", "deposit"] as const) {
      expect(isRegularlyRecurringCategory(c), c).toBe(false);
    }
  });

  it("a category's default feeds taxYearOfPayment", () => {
    const year = (category: BookingCategory) =>
      taxYearOfPayment({ paymentDate: "2026-01-05", dueDate: "2025-12-30", regularlyRecurring: isRegularlyRecurringCategory(category) });
    expect(year("rent")).toBe(2025);
    expect(year("maintenance")).toBe(2026);
  });
});

describe("taxMonthOfPayment", () => {
  const recurring = (paymentDate: string, dueDate: string) => taxMonthOfPayment({ paymentDate, dueDate, regularlyRecurring: true });

  it("is the payment month unless the 10-day rule moves the payment to another year", () => {
    expect(recurring("2025-03-05", "2025-03-03")).toBe("2025-03");
    // January's rent paid on 28.12. counts in January of the new year.
    expect(recurring("2024-12-28", "2025-01-03")).toBe("2025-01");
    // The December instalment due 31.12. and debited 02.01. counts in December.
    expect(recurring("2026-01-02", "2025-12-31")).toBe("2025-12");
    // December's rent due 03.12. and paid 05.01.: due outside the window, stays in January.
    expect(recurring("2026-01-05", "2025-12-03")).toBe("2026-01");
  });

  it("leaves a one-off payment in its payment month", () => {
    expect(taxMonthOfPayment({ paymentDate: "2024-12-28", dueDate: "2025-01-03", regularlyRecurring: false })).toBe("2024-12");
  });
});
