import { nextRecurrenceDate } from "@/domain/recurrence";
import { today } from "@/core/dates";
import { cents } from "@/core/money";
import type { RecurringBookingDto, RecurringLineDto } from "@/shared/recurring-booking-types";
import type { recurringBookings } from "@/server/db/schema";

export type RecurringRow = typeof recurringBookings.$inferSelect;

/** A stored template as the API shows it; `nextDate` counts from today. */
export function recurringDto(row: RecurringRow, asOf: string = today()): RecurringBookingDto {
  // The lines were parsed by the booking line schema before they were stored.
  const lines = (row.lines as RecurringLineDto[]).map((l) => ({ ...l, amountCents: cents(l.amountCents) }));
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    interval: row.interval,
    dayOfMonth: row.dayOfMonth,
    startDate: row.startDate,
    endDate: row.endDate,
    amountCents: cents(row.amountCents),
    counterpartyName: row.counterpartyName,
    tenantId: row.tenantId,
    text: row.text,
    lines,
    nextDate: nextRecurrenceDate(row, asOf),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
