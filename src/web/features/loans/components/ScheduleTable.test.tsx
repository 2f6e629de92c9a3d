// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { cents } from "@/core/money";
import type { LoanScheduleDto, ScheduleRowDto } from "@/shared/loan-types";
import { ScheduleTable } from "./ScheduleTable";

afterEach(() => {
  cleanup();
  resetClock();
});

const row = (month: number, date: string, closing: number): ScheduleRowDto => ({
  month,
  date,
  openingBalanceCents: cents(closing + 50_000),
  interestCents: cents(25_000),
  principalCents: cents(50_000),
  paymentCents: cents(75_000),
  specialRepaymentCents: cents(0),
  closingBalanceCents: cents(closing),
});

const schedule: LoanScheduleDto = {
  loanId: "l1",
  lender: "Sparkasse",
  amountCents: cents(10_000_000),
  monthlyPaymentCents: cents(75_000),
  fixationEndDate: "2026-12-31",
  balanceAtFixationEndCents: cents(9_900_000),
  totalInterestCents: cents(50_000),
  totalPrincipalCents: cents(100_000),
  totalSpecialRepaymentsCents: cents(0),
  paidOff: false,
  payoffDate: null,
  rows: [row(1, "2026-11-30", 9_950_000), row(2, "2026-12-31", 9_900_000)],
};

describe("ScheduleTable", () => {
  it("gives each row header text a screen reader can tell apart: date, number, fixation end (issue 11 item 8)", async () => {
    setToday("2026-06-01"); // the current year starts expanded
    render(<ScheduleTable schedule={schedule} caption="Tilgungsplan Sparkasse" title={<h2>Tilgungsplan</h2>} />);
    const headers = screen.getAllByRole("rowheader").map((h) => h.textContent);
    expect(headers[0]).toBe("2026 · 2 Raten");
    expect(headers).toContain("30.11.2026, Nr. 1");
    expect(headers).toContain("31.12.2026, Nr. 2, Ende Zinsbindung");
  });
});
