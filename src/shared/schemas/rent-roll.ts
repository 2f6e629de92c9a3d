import { z } from "zod";
import { monthSpan } from "@/core/dates";
import { rentChangeReasons } from "@/shared/enums";
import { commonMessages, messages } from "@/shared/messages";
import { MAX_CENTS } from "@/shared/limits";
import { centsAmount, isoDate, monthField, versionField } from "./fields";
import { withVersion } from "./portfolio";

// Rent roll inputs (issue 14). Months are "yyyy-MM".

/** At most three years in one matrix: enough to compare, small enough to answer fast. */
export const MAX_RENT_ROLL_MONTHS = 36;


/** GET /rent-roll */
export const rentRollQuery = z
  .object({
    from: monthField(),
    to: monthField(),
    propertyId: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(100),
  })
  .superRefine((v, ctx) => {
    const span = monthSpan(v.from, v.to);
    if (span < 1 || span > MAX_RENT_ROLL_MONTHS) ctx.addIssue({ code: "custom", path: ["to"], message: messages.monthRange });
  });
export type RentRollQuery = z.output<typeof rentRollQuery>;

const rentChangeFields = z.object({
  validFrom: isoDate(messages.rentChangeDateRequired),
  coldRentCents: centsAmount("Kaltmiete"),
  serviceChargeCents: centsAmount("Nebenkosten-Vorauszahlung"),
  reason: z.enum(rentChangeReasons, { message: messages.rentChangeReasonRequired }),
  note: z.string().trim().max(500, commonMessages.tooLong(500)).default(""),
});
/** POST /contracts/:id/rent-changes */
export const rentChangeCreateInput = rentChangeFields;
export type RentChangeInput = z.output<typeof rentChangeFields>;
/** PATCH /rent-changes/:id */
export const rentChangeUpdateInput = withVersion(rentChangeFields);
export type RentChangeUpdateInput = z.output<typeof rentChangeUpdateInput>;

/** PATCH /contracts/:id/opening-balance: both or neither (null removes it). > 0 the tenant owes, < 0 credit. */
export const openingBalanceInput = z
  .object({
    month: monthField().nullable(),
    cents: z
      .number({ message: messages.openingBalanceIncomplete })
      .int(messages.wholeCents("Anfangssaldo"))
      .refine((v) => Math.abs(v) <= MAX_CENTS, messages.centsTooLarge("Anfangssaldo"))
      .nullable(),
    version: versionField(),
  })
  .superRefine((v, ctx) => {
    if ((v.month === null) !== (v.cents === null)) ctx.addIssue({ code: "custom", path: [v.month === null ? "month" : "cents"], message: messages.openingBalanceIncomplete });
  });
export type OpeningBalanceInput = z.output<typeof openingBalanceInput>;

/** POST /contracts/:id/payments: a rent payment, booked and allocated per §366 BGB. */
export const rentPaymentInput = z.object({
  paymentDate: isoDate(messages.paymentDateRequired),
  amountCents: z
    .number({ message: messages.paymentAmountRequired })
    .int(messages.paymentAmountRequired)
    .positive(messages.paymentAmountRequired)
    .max(MAX_CENTS, messages.centsTooLarge("Zahlbetrag")),
  /** The month the tenant named in the Verwendungszweck (§366(1)); null: oldest first. */
  rentMonth: monthField().nullable().default(null),
  text: z.string().trim().max(500, commonMessages.tooLong(500)).default(""),
});
export type RentPaymentInput = z.output<typeof rentPaymentInput>;

/**
 * PATCH /contracts/:id/payments/:bookingId: re-allocates a payment by hand. A month "yyyy-MM"
 * is served first (§366(1) BGB, as if the tenant had named it); null: oldest first (§366(2)).
 * `version` is the booking's.
 */
export const paymentAllocationInput = z.object({
  rentMonth: monthField().nullable(),
  version: versionField(),
});
export type PaymentAllocationInput = z.output<typeof paymentAllocationInput>;

/** POST /contracts/:id/reminders: 0 Zahlungserinnerung, 1 1. Mahnung, 2 2. Mahnung. */
export const reminderInput = z.object({
  level: z.number({ message: messages.reminderLevelInvalid }).int(messages.reminderLevelInvalid).min(0, messages.reminderLevelInvalid).max(2, messages.reminderLevelInvalid),
  /** Default: today. */
  sentOn: isoDate().nullable().default(null),
  /** Default: 14 days after sentOn. */
  paymentDeadline: isoDate().nullable().default(null),
});
export type ReminderInput = z.output<typeof reminderInput>;
