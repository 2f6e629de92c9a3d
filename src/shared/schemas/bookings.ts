import { z } from "zod";
import { bookingCategories, bookingCategoryInfo, effectiveBetrkvType, MAX_SPREAD_YEARS } from "@/domain/booking-categories";
import { cents, formatEuro, sumCents } from "@/core/money";
import { commonMessages, messages } from "@/shared/messages";
import { MAX_CENTS } from "@/shared/limits";
import { isoDate, monthField } from "./fields";
import { withVersion } from "./portfolio";

// Bookings (issue 14; docs/decisions/0010-ledger.md). Amounts are signed cents: > 0 money
// in, < 0 money out. Every rule of a booking payload lives here; rules that need the
// database (the unit belongs to the property, the year is open) stay in the service.

export const MAX_BOOKING_LINES = 200;
export const MAX_RECEIPTS_PER_BOOKING = 20;

const signedCents = (message: string) =>
  z
    .number({ message })
    .int(message)
    .refine((v) => v !== 0, message)
    .refine((v) => Math.abs(v) <= MAX_CENTS, messages.bookingAmountTooLarge);

const lineFields = z.object({
  propertyId: z.uuid(messages.selectProperty),
  unitId: z.uuid().nullable().default(null),
  contractId: z.uuid().nullable().default(null),
  loanId: z.uuid().nullable().default(null),
  category: z.enum(bookingCategories, { message: messages.selectCategory }),
  subcategoryId: z.uuid().nullable().default(null),
  /** §2 BetrKV type; required for "Betriebskosten", fixed for Grundsteuer and Versicherungen, else null. */
  betrkvType: z.number().int().nullable().default(null),
  /** umlagefähig; missing: the category's default. Only where a BetrKV type applies. */
  allocable: z.boolean().nullable().default(null),
  spreadYears: z.number({ message: messages.spreadYearsInvalid }).int(messages.spreadYearsInvalid).min(1, messages.spreadYearsInvalid).max(MAX_SPREAD_YEARS, messages.spreadYearsInvalid).default(1),
  amountCents: signedCents(messages.lineAmountRequired),
  note: z.string().trim().max(500, commonMessages.tooLong(500)).default(""),
  /** A rent payment's designation (§366(1) BGB): the month "yyyy-MM" it pays (rent roll, decision 0012). */
  rentMonth: monthField().nullable().default(null),
});

/** A line as stored: the BetrKV type and "umlagefähig" resolved from the category. */
function normaliseLine(line: z.output<typeof lineFields>) {
  const info = bookingCategoryInfo[line.category];
  const betrkvType = effectiveBetrkvType(line.category, line.betrkvType);
  return {
    ...line,
    betrkvType,
    allocable: betrkvType === null ? false : (line.allocable ?? info.allocableByDefault),
  };
}
export type BookingLineInput = ReturnType<typeof normaliseLine>;

function checkLine(line: z.output<typeof lineFields>, ctx: z.RefinementCtx) {
  const info = bookingCategoryInfo[line.category];
  if (info.betrkv === "choose" && effectiveBetrkvType(line.category, line.betrkvType) === null) {
    ctx.addIssue({ code: "custom", path: ["betrkvType"], message: messages.betrkvTypeRequired });
  }
  if (info.betrkv === null && line.betrkvType !== null) ctx.addIssue({ code: "custom", path: ["betrkvType"], message: messages.betrkvTypeNotAllowed });
  if (!info.spreadable && line.spreadYears !== 1) ctx.addIssue({ code: "custom", path: ["spreadYears"], message: messages.spreadOnlyForMaintenance });
}

export const bookingLineInput = lineFields.superRefine(checkLine).transform(normaliseLine);

const bookingFields = z.object({
  /** Belegnummer; null: the next "YYYY-NNNN" of the payment date's year. */
  number: z.string().trim().min(1).max(30, messages.bookingNumberInvalid).nullable().default(null),
  paymentDate: isoDate(messages.paymentDateRequired),
  documentDate: isoDate(messages.documentDateRequired),
  dueDate: isoDate().nullable().default(null),
  servicePeriodStart: isoDate().nullable().default(null),
  servicePeriodEnd: isoDate().nullable().default(null),
  amountCents: signedCents(messages.bookingAmountRequired),
  vatCents: z.number({ message: messages.vatInvalid }).int(messages.vatInvalid).min(0, messages.vatInvalid).nullable().default(null),
  /** The tenant as counterparty; the service fills in the name. */
  tenantId: z.uuid().nullable().default(null),
  counterpartyName: z.string().trim().max(200, commonMessages.tooLong(200)).default(""),
  text: z.string().trim().max(500, commonMessages.tooLong(500)).default(""),
  lines: z.array(bookingLineInput, { message: messages.linesRequired }).min(1, messages.linesRequired).max(MAX_BOOKING_LINES, messages.tooManyLines(MAX_BOOKING_LINES)),
  /** Receipts uploaded before (pending) that this save attaches. */
  receiptIds: z.array(z.uuid()).max(MAX_RECEIPTS_PER_BOOKING).default([]),
});
type BookingFields = z.output<typeof bookingFields>;

/** An amount the field rules accept; zod runs the object's check even after a field failed. */
const boundedCents = (v: number) => Number.isSafeInteger(v) && Math.abs(v) <= MAX_CENTS;

function checkBooking(v: BookingFields, ctx: z.RefinementCtx) {
  const amountsValid = boundedCents(v.amountCents) && v.lines.every((l) => boundedCents(l.amountCents));
  const lineSum = amountsValid ? sumCents(v.lines.map((l) => cents(l.amountCents))) : null;
  if (lineSum !== null && lineSum !== v.amountCents) {
    ctx.addIssue({ code: "custom", path: ["lines"], message: messages.linesDoNotAddUp(formatEuro(lineSum, { decimals: 2 }), formatEuro(cents(v.amountCents), { decimals: 2 })) });
  }
  if ((v.servicePeriodStart === null) !== (v.servicePeriodEnd === null)) {
    ctx.addIssue({ code: "custom", path: [v.servicePeriodStart === null ? "servicePeriodStart" : "servicePeriodEnd"], message: messages.servicePeriodIncomplete });
  } else if (v.servicePeriodStart && v.servicePeriodEnd && v.servicePeriodEnd < v.servicePeriodStart) {
    ctx.addIssue({ code: "custom", path: ["servicePeriodEnd"], message: messages.servicePeriodEndBeforeStart });
  }
  if (v.vatCents !== null && v.vatCents > Math.abs(v.amountCents)) ctx.addIssue({ code: "custom", path: ["vatCents"], message: messages.vatInvalid });
}

/** POST /bookings */
export const bookingCreateInput = bookingFields.superRefine(checkBooking);
export type BookingCreateInput = z.output<typeof bookingCreateInput>;

/** What the booking dialog validates when editing: the PATCH body without the version. */
export const bookingEditInput = bookingCreateInput;
export type BookingEditInput = BookingCreateInput;

/** PATCH /bookings/:id: the whole booking plus the version the client read. */
export const bookingUpdateInput = withVersion(bookingFields).superRefine(checkBooking);
export type BookingUpdateInput = z.output<typeof bookingUpdateInput>;


/** GET /bookings?…: the list's filters (query string), all optional. */
export const bookingListQuery = z.object({
  propertyId: z.uuid().optional(),
  unitId: z.uuid().optional(),
  contractId: z.uuid().optional(),
  loanId: z.uuid().optional(),
  category: z.enum(bookingCategories).optional(),
  /** "in": money in (amount > 0), "out": money out. */
  direction: z.enum(["in", "out"]).optional(),
  year: z.coerce.number().int().min(1900).max(2199).optional(),
  /** 1–12, only with a year. */
  month: z.coerce.number().int().min(1).max(12).optional(),
  /** Searches text, counterparty and Belegnummer, case-insensitively. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type BookingListQuery = z.output<typeof bookingListQuery>;

/** POST /bookings/:id/reverse: the counter-booking (Storno) on this payment date, in an open year. */
export const bookingReverseInput = z.object({
  paymentDate: isoDate(messages.paymentDateRequired),
  /** Missing: "Storno <Belegnummer>: <text of the booking>". */
  text: z.string().trim().max(500, commonMessages.tooLong(500)).optional(),
});
export type BookingReverseInput = z.output<typeof bookingReverseInput>;

/** POST /closed-years: festschreiben a tax year. */
export const closedYearInput = z.object({
  year: z.number({ message: messages.closedYearInvalid }).int(messages.closedYearInvalid).min(1900, messages.closedYearInvalid).max(2199, messages.closedYearInvalid),
});
export type ClosedYearInput = z.output<typeof closedYearInput>;

const subcategoryName = z.string({ message: messages.subcategoryNameRequired }).trim().min(1, messages.subcategoryNameRequired).max(100, messages.subcategoryNameTooLong);

/** POST /booking-subcategories */
export const subcategoryCreateInput = z.object({
  category: z.enum(bookingCategories, { message: messages.selectCategory }),
  name: subcategoryName,
});
export type SubcategoryCreateInput = z.output<typeof subcategoryCreateInput>;

/** PATCH /booking-subcategories/:id: only the name changes; the category stays. */
export const subcategoryUpdateInput = withVersion(z.object({ name: subcategoryName }));
export type SubcategoryUpdateInput = z.output<typeof subcategoryUpdateInput>;

/**
 * Half of a reversed pair: the booking was reversed (Storno), or it is the counter-booking.
 * Neither can be changed (decision 0010); the server refuses it, the screens do not offer it.
 */
export const isReversedPair = (b: { reversalOfId: string | null; reversedById: string | null }): boolean => b.reversalOfId !== null || b.reversedById !== null;
