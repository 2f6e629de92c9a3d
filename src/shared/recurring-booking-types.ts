// API answers of the recurring booking endpoints (issue 14). Money is signed integer cents
// (> 0 in, < 0 out), dates 'yyyy-MM-dd'.
import type { Cents } from "@/core/money";
import type { BookingLineInput } from "./schemas/bookings";
import type { RecurrenceInterval } from "./enums";

/** A line of the template: a booking line as the booking schema stores it. */
export type RecurringLineDto = Omit<BookingLineInput, "amountCents"> & { amountCents: Cents };

export type RecurringBookingDto = {
  id: string;
  version: number;
  name: string;
  interval: RecurrenceInterval;
  dayOfMonth: number;
  startDate: string;
  endDate: string | null;
  amountCents: Cents;
  counterpartyName: string;
  tenantId: string | null;
  text: string;
  lines: RecurringLineDto[];
  /** The first due date from today on; null once the template has ended. */
  nextDate: string | null;
  createdAt: string;
  updatedAt: string;
};

/** POST /recurring-bookings/run: what the run did over all templates. */
export type RecurringRunDto = {
  created: number;
  /** Due, but booked already or in a closed year. */
  skipped: number;
  /** Templates that no longer make a valid booking (e.g. their property was deleted): nothing booked, the reason in German. */
  invalid: Array<{ id: string; name: string; message: string }>;
};
