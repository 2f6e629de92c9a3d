/**
 * The bookings a loan's schedule produces (issue 14, loan instalments): one per monthly
 * payment, split into Schuldzinsen and Tilgung, and one per Sondertilgung on its own date.
 * The amounts are the schedule's (buildAnnuitySchedule); nothing here recomputes them.
 */
import { cents, type Cents } from "@/core/money";
import type { IsoDate } from "@/core/dates";
import { buildAnnuitySchedule, type AnnuityLoan } from "./loans";

export interface InstalmentBooking {
  date: IsoDate;
  /** "yyyy-MM" of the payment, the booking's key within the loan. */
  month: string;
  interest: Cents;
  principal: Cents;
  /** interest + principal. */
  payment: Cents;
}

export interface SpecialRepaymentBooking {
  date: IsoDate;
  /** What the schedule could book of it: less (or nothing) when it exceeds the balance. */
  amount: Cents;
}

export interface LoanBookingPlan {
  instalments: InstalmentBooking[];
  specials: SpecialRepaymentBooking[];
}

export function loanBookingPlan(loan: AnnuityLoan): LoanBookingPlan {
  const schedule = buildAnnuitySchedule(loan);
  const instalments = schedule.rows
    .filter((r) => r.payment > 0)
    .map((r) => ({ date: r.date, month: r.date.slice(0, 7), interest: r.interest, principal: r.principal, payment: r.payment }));

  // Sondertilgungen of one day are one payment; the schedule books those up to a payment
  // date with that payment and caps their sum at the balance. That cap is shared out over
  // them in date order: earlier ones are paid in full, a later one gets what is left.
  const byDate = new Map<IsoDate, number>();
  for (const s of loan.specialRepayments ?? []) if (s.amount > 0) byDate.set(s.date, (byDate.get(s.date) ?? 0) + s.amount);
  const requested = [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const specials: SpecialRepaymentBooking[] = [];
  let next = 0;
  for (const row of schedule.rows) {
    let left = row.specialRepayment as number;
    while (next < requested.length && requested[next]![0] <= row.date) {
      const [date, amount] = requested[next]!;
      const booked = Math.min(amount, left);
      left -= booked;
      if (booked > 0) specials.push({ date, amount: cents(booked) });
      next++;
    }
  }
  return { instalments, specials };
}
