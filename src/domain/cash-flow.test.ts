import { describe, expect, it } from "vitest";
import { cents, type Cents } from "@/core/money";
import type { BookingCategory } from "./booking-categories";
import { buildCashFlow, cashFlowGroupOf } from "./cash-flow";

const totals = (entries: Record<string, Partial<Record<BookingCategory, number>>>) =>
  new Map(Object.entries(entries).map(([m, row]) => [m, Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cents(v)])) as Partial<Record<BookingCategory, Cents>>]));

describe("buildCashFlow", () => {
  it("groups categories, leaves the Kaution out, moves Sondertilgungen out of Tilgung and adds up month by month", () => {
    const cf = buildCashFlow({
      months: ["2025-01", "2025-02"],
      categoryTotals: totals({
        "2025-01": { rent: 80_000, service_charge_prepayment: 15_000, deposit: 240_000, property_tax: -10_000, loan_interest: -30_000, loan_repayment: -520_000 },
        "2025-02": { other_income: 1_000, maintenance: -5_000, acquisition_costs: -100_000 },
      }),
      specialRepayments: new Map([["2025-01", cents(-500_000)]]),
    });
    expect(cf.months[0]!.amounts).toEqual({ rent: 95_000, other_income: 0, costs: -10_000, interest: -30_000, repayment: -20_000, special_repayment: -500_000, investment: 0 });
    expect(cf.months[0]!.netCents).toBe(-465_000);
    expect(cf.months[1]!.netCents).toBe(-104_000);
    expect(cf.months[1]!.cumulativeCents).toBe(-569_000);
    expect(cf.netCents).toBe(-569_000);
    expect(cf.debtServiceCents).toBe(-550_000);
    expect(cf.total.investment).toBe(-100_000);
  });

  it("a month without bookings is there with zeros", () => {
    const cf = buildCashFlow({ months: ["2025-03"], categoryTotals: new Map(), specialRepayments: new Map() });
    expect(cf.months).toEqual([expect.objectContaining({ month: "2025-03", netCents: 0, cumulativeCents: 0 })]);
  });

  it("Kaution is outside the landlord's own cash flow; refunds of costs stay in costs", () => {
    expect(cashFlowGroupOf("deposit")).toBeNull();
    expect(cashFlowGroupOf("service_charge_settlement")).toBe("rent");
    expect(cashFlowGroupOf("non_deductible")).toBe("costs");
  });
});
