import { z } from "zod";
import { commonMessages, messages } from "@/shared/messages";
import { recurrenceIntervals } from "@/shared/enums";
import { bookingCreateInput, type BookingCreateInput } from "./bookings";
import { isoDate } from "./fields";
import { withVersion } from "./portfolio";

// Recurring booking templates (issue 14). A template is a booking without its dates plus a
// rule for the dates (domain/recurrence.ts). Everything a booking must satisfy (amount, lines
// adding up, categories, BetrKV types) is checked by the booking schema itself: the template
// is parsed as the booking it makes, on every write and again on every run.

const booking = bookingCreateInput.shape;

const recurringFields = z.object({
  name: z.string({ message: messages.recurringNameRequired }).trim().min(1, messages.recurringNameRequired).max(120, commonMessages.tooLong(120)),
  interval: z.enum(recurrenceIntervals, { message: messages.selectInterval }),
  dayOfMonth: z.number({ message: messages.dayOfMonthInvalid }).int(messages.dayOfMonthInvalid).min(1, messages.dayOfMonthInvalid).max(31, messages.dayOfMonthInvalid),
  startDate: isoDate(messages.recurringStartRequired),
  endDate: isoDate().nullable().default(null),
  amountCents: booking.amountCents,
  counterpartyName: booking.counterpartyName,
  tenantId: booking.tenantId,
  text: booking.text,
  lines: booking.lines,
});
type RecurringFields = z.output<typeof recurringFields>;

/** What a template holds of a booking (stored as is; `lines` as JSON). */
export type RecurringBookingContent = Pick<RecurringFields, "amountCents" | "counterpartyName" | "tenantId" | "text"> & { lines: unknown };

/** The booking a template makes on `date`, unparsed: parse it with bookingCreateInput. */
export function recurringBookingPayload(template: RecurringBookingContent, date: string) {
  return {
    paymentDate: date,
    documentDate: date,
    dueDate: date,
    amountCents: template.amountCents,
    tenantId: template.tenantId,
    counterpartyName: template.counterpartyName,
    text: template.text,
    lines: template.lines,
  };
}

/** The booking a template makes on `date`, parsed: what the run passes to insertBooking, or the booking schema's issues. */
export function recurringBooking(template: RecurringBookingContent, date: string): z.ZodSafeParseResult<BookingCreateInput> {
  return bookingCreateInput.safeParse(recurringBookingPayload(template, date));
}

function checkTemplate(v: RecurringFields, ctx: z.RefinementCtx) {
  if (v.endDate !== null && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.recurringEndBeforeStart });
  // The rules across fields of the booking (the lines add up to the amount, …), on the booking
  // it makes; only once its fields are valid (a refused amount may not even be a safe integer).
  if (ctx.issues.length > 0) return;
  const result = recurringBooking(v, v.startDate);
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
}

/** POST /recurring-bookings */
export const recurringCreateInput = recurringFields.superRefine(checkTemplate);
export type RecurringCreateInput = z.output<typeof recurringCreateInput>;

/** What the template dialog validates: the PATCH body without the version. */
export const recurringEditInput = recurringCreateInput;

/** PATCH /recurring-bookings/:id: the whole template plus the version the client read. */
export const recurringUpdateInput = withVersion(recurringFields).superRefine(checkTemplate);
export type RecurringUpdateInput = z.output<typeof recurringUpdateInput>;

/** POST /recurring-bookings/run: books what is due up to `until` (default: today). */
export const recurringRunInput = z.object({ until: isoDate().optional() });
export type RecurringRunInput = z.output<typeof recurringRunInput>;
