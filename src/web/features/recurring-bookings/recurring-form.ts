import type { FieldErrors } from "react-hook-form";
import { bookingCategories, bookingCategoryInfo, type BookingCategory } from "@/domain/booking-categories";
import { today } from "@/core/dates";
import { cents } from "@/core/money";
import type { RecurrenceInterval } from "@/shared/enums";
import { messages } from "@/shared/messages";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import { recurringCreateInput, recurringEditInput, type RecurringCreateInput } from "@/shared/schemas/recurring-bookings";
import { apiSchemaResolver, type AddIssue } from "@/web/lib/form-resolver";
import { euroInput, optionalEuro, optionalInteger } from "@/web/lib/form-values";

// The template dialog's form: a booking with ONE line (property + category), whose amount
// is the booking's. The rules live in the shared schema (@/shared/schemas/recurring-bookings,
// which applies the booking schema); this file turns the form's text into its input.

export type Direction = "in" | "out";

/** Text as the inputs hold it; the amount positive, its sign from Einnahme/Ausgabe. */
export type RecurringFormValues = {
  name: string;
  interval: RecurrenceInterval;
  dayOfMonth: string;
  startDate: string;
  endDate: string;
  direction: Direction;
  amount: string;
  propertyId: string;
  category: BookingCategory | "";
  betrkvType: string;
  text: string;
};

export function recurringFormDefaults(template?: RecurringBookingDto | null): RecurringFormValues {
  const line = template?.lines[0];
  const start = template?.startDate ?? today();
  return {
    name: template?.name ?? "",
    interval: template?.interval ?? "monthly",
    dayOfMonth: String(template?.dayOfMonth ?? Number(start.slice(8, 10))),
    startDate: start,
    endDate: template?.endDate ?? "",
    direction: template && template.amountCents > 0 ? "in" : "out",
    amount: template ? euroInput(cents(Math.abs(template.amountCents))) : "",
    propertyId: line?.propertyId ?? "",
    category: line?.category ?? "",
    betrkvType: line?.betrkvType ? String(line.betrkvType) : "",
    text: template?.text ?? "",
  };
}

/** The form asks for a BetrKV type only where the category lets the user choose one (Betriebskosten). */
export const asksBetrkvType = (category: BookingCategory | "") => category !== "" && bookingCategoryInfo[category].betrkv === "choose";

/** Categories in the direction chosen first (expenses for an Ausgabe), then the others (corrections). */
export function categoryOptions(direction: Direction): BookingCategory[] {
  return [...bookingCategories].sort((a, b) => Number(bookingCategoryInfo[b].direction === direction) - Number(bookingCategoryInfo[a].direction === direction));
}

/** The form's text → the shared schema's input; German parse errors land on their field. */
function toInput(v: RecurringFormValues, addIssue: AddIssue<RecurringFormValues>) {
  const amount = optionalEuro(v.amount, (m) => addIssue("amount", m));
  const signed = amount === null ? null : v.direction === "out" ? -amount : amount;
  return {
    name: v.name,
    interval: v.interval,
    dayOfMonth: optionalInteger(v.dayOfMonth, () => addIssue("dayOfMonth", messages.dayOfMonthInvalid)),
    startDate: v.startDate,
    endDate: v.endDate || null,
    amountCents: signed,
    text: v.text,
    lines: [
      {
        propertyId: v.propertyId,
        category: v.category === "" ? undefined : v.category,
        betrkvType: asksBetrkvType(v.category) && v.betrkvType ? Number(v.betrkvType) : null,
        amountCents: signed,
      },
    ],
  };
}

const fieldMap = { amountCents: "amount" } as const;

/** Creating validates with the POST schema, editing with the PATCH schema without the version (useVersionedSave adds it). */
export const recurringResolver = (isNew: boolean) => apiSchemaResolver<RecurringFormValues, RecurringCreateInput>(isNew ? recurringCreateInput : recurringEditInput, toInput, fieldMap);

/** One validation toast, in the order of the form. */
const errorOrder = ["name", "interval", "dayOfMonth", "startDate", "endDate", "amount", "propertyId", "category", "betrkvType", "text"] as const;

export function firstRecurringError(errors: FieldErrors<RecurringFormValues>): string | undefined {
  for (const field of errorOrder) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}
