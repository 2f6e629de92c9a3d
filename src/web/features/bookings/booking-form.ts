import { get, set, type FieldErrors, type Resolver } from "react-hook-form";
import type { BookingDto } from "@/shared/booking-types";
import { bookingCreateInput, bookingEditInput, type BookingEditInput } from "@/shared/schemas/bookings";
import { bookingCategoryInfo, effectiveBetrkvType, type BookingCategory } from "@/domain/booking-categories";
import { splitEvenly } from "@/domain/booking-split";
import { cents, parseEuroToCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { today } from "@/core/dates";
import { euroInput, optionalDate, optionalEuro } from "@/web/lib/form-values";

// The booking dialog's form (issue 14, docs/decisions/0010-ledger.md). The rules of a
// booking live in the shared schema (@/shared/schemas/bookings); this file turns the
// form's text into that schema's input and holds the dialog's own UI transitions.
//
// Signs: the dialog asks Einnahme/Ausgabe and takes positive amounts; the API speaks
// signed cents (> 0 in, < 0 out). A line entered with a minus runs against the booking's
// direction: a correction, e.g. an NK refund inside a payment.

export type Direction = "in" | "out";

/** Text as the inputs hold it; money as German text ("1.234,56"). */
export type BookingLineFormValues = {
  propertyId: string;
  unitId: string;
  /** "maintenance", or "maintenance:<subcategory id>" for a user's subcategory. */
  category: string;
  betrkvType: string;
  allocable: boolean;
  spreadYears: string;
  amount: string;
  note: string;
  /** Kept from a stored line (generated bookings); the dialog has no field for them yet. */
  contractId: string;
  loanId: string;
  /** A rent payment's designated month ("yyyy-MM"), kept as stored (the rent roll sets it). */
  rentMonth: string;
};

export type BookingFormValues = {
  direction: Direction;
  amount: string;
  paymentDate: string;
  documentDate: string;
  dueDate: string;
  servicePeriodStart: string;
  servicePeriodEnd: string;
  tenantId: string;
  counterpartyName: string;
  text: string;
  number: string;
  vat: string;
  lines: BookingLineFormValues[];
};

export const directionSign = (direction: Direction): 1 | -1 => (direction === "in" ? 1 : -1);
export const directionOf = (amount: number): Direction => (amount > 0 ? "in" : "out");

export function emptyLine(propertyId = ""): BookingLineFormValues {
  return { propertyId, unitId: "", category: "", betrkvType: "", allocable: false, spreadYears: "1", amount: "", note: "", contractId: "", loanId: "", rentMonth: "" };
}

export const categoryChoice = (category: string, subcategoryId: string | null) => (subcategoryId ? `${category}:${subcategoryId}` : category);

/** "maintenance:<id>" → the category and the subcategory; "" → no category yet. */
export function parseCategoryChoice(choice: string): { category: BookingCategory | null; subcategoryId: string | null } {
  const [key = "", sub] = choice.split(":");
  return { category: key in bookingCategoryInfo ? (key as BookingCategory) : null, subcategoryId: sub || null };
}

/**
 * What a new booking starts with. Beyond the place (a property's page), a bank transaction
 * booked by hand brings its facts: `amountCents` signed (> 0 in), date, counterparty, text and
 * perhaps a rule's category choice ("maintenance" or "maintenance:<subcategory id>").
 */
export type BookingPrefill = {
  propertyId?: string | undefined;
  unitId?: string | undefined;
  amountCents?: Cents | undefined;
  paymentDate?: string | undefined;
  counterpartyName?: string | undefined;
  text?: string | undefined;
  category?: string | undefined;
};

export function bookingFormDefaults(booking?: BookingDto | null, prefill: BookingPrefill = {}): BookingFormValues {
  if (!booking) {
    const date = prefill.paymentDate ?? today();
    const line = { ...emptyLine(prefill.propertyId ?? ""), unitId: prefill.unitId ?? "" };
    return {
      direction: prefill.amountCents ? directionOf(prefill.amountCents) : "out",
      amount: prefill.amountCents ? euroInput(cents(Math.abs(prefill.amountCents))) : "",
      paymentDate: date,
      documentDate: date,
      dueDate: "",
      servicePeriodStart: "",
      servicePeriodEnd: "",
      tenantId: "",
      counterpartyName: prefill.counterpartyName ?? "",
      text: prefill.text ?? "",
      number: "",
      vat: "",
      lines: [prefill.category ? withCategory(line, prefill.category) : line],
    };
  }
  const direction = directionOf(booking.amountCents);
  const sign = directionSign(direction);
  return {
    direction,
    amount: euroInput(cents(Math.abs(booking.amountCents))),
    paymentDate: booking.paymentDate,
    documentDate: booking.documentDate,
    dueDate: booking.dueDate ?? "",
    servicePeriodStart: booking.servicePeriodStart ?? "",
    servicePeriodEnd: booking.servicePeriodEnd ?? "",
    tenantId: booking.tenantId ?? "",
    counterpartyName: booking.tenantId ? "" : booking.counterpartyName,
    text: booking.text,
    number: booking.number,
    vat: euroInput(booking.vatCents),
    lines: booking.lines.map((l) => ({
      propertyId: l.propertyId,
      unitId: l.unitId ?? "",
      category: categoryChoice(l.category, l.subcategoryId),
      betrkvType: l.betrkvType === null ? "" : String(l.betrkvType),
      allocable: l.allocable,
      spreadYears: String(l.spreadYears),
      amount: euroInput(cents(l.amountCents * sign)),
      note: l.note,
      contractId: l.contractId ?? "",
      loanId: l.loanId ?? "",
      rentMonth: l.rentMonth ?? "",
    })),
  };
}

// ── UI transitions ─────────────────────────────────────────────────────────────

/** The Belegdatum follows the Zahlungsdatum until the user gives it a date of its own. */
export function withPaymentDate(values: Pick<BookingFormValues, "paymentDate" | "documentDate">, paymentDate: string): Pick<BookingFormValues, "paymentDate" | "documentDate"> {
  const follows = values.documentDate === "" || values.documentDate === values.paymentDate;
  return { paymentDate, documentDate: follows ? paymentDate : values.documentDate };
}

/** A new category: its own BetrKV type to choose, its "umlagefähig" default, no spread unless allowed. */
export function withCategory(line: BookingLineFormValues, choice: string): BookingLineFormValues {
  const { category } = parseCategoryChoice(choice);
  const info = category ? bookingCategoryInfo[category] : null;
  return {
    ...line,
    category: choice,
    betrkvType: "",
    allocable: info?.allocableByDefault ?? false,
    spreadYears: info?.spreadable ? line.spreadYears : "1",
  };
}

/** A new property: the unit belonged to the old one. */
export const withProperty = (line: BookingLineFormValues, propertyId: string): BookingLineFormValues => ({ ...line, propertyId, unitId: propertyId === line.propertyId ? line.unitId : "" });

/** What a line of this category asks for beyond the amount. */
export function lineOptions(choice: string) {
  const { category } = parseCategoryChoice(choice);
  if (!category) return { chooseBetrkv: false, allocable: false, spreadable: false };
  const info = bookingCategoryInfo[category];
  return { chooseBetrkv: info.betrkv === "choose", allocable: info.betrkv !== null, spreadable: info.spreadable };
}

// ── Amounts ────────────────────────────────────────────────────────────────────

/** Entered amount text → cents as entered (a line may carry a minus); null when unreadable or empty. */
function readAmount(text: string, allowNegative: boolean): Cents | null {
  if (text.trim() === "") return null;
  const result = parseEuroToCents(text, { allowNegative });
  return result.ok ? result.value : null;
}

/** A single line with no amount of its own takes the whole amount: the common case needs one field. */
const usesWholeAmount = (lines: readonly BookingLineFormValues[]) => lines.length === 1 && lines[0]!.amount.trim() === "";

/**
 * What is still to be spread over the lines, in the entered (positive) terms: the amount
 * minus the lines. 0 when they add up; null while the amount cannot be read.
 */
export function lineRemainder(values: Pick<BookingFormValues, "amount" | "lines">): Cents | null {
  const total = readAmount(values.amount, false);
  if (total === null) return null;
  if (usesWholeAmount(values.lines)) return ZERO_CENTS;
  const lineSum = sumCents(values.lines.map((l) => readAmount(l.amount, true) ?? ZERO_CENTS));
  return cents(total - lineSum);
}

/** "Gleichmäßig aufteilen": the amount over the lines; the first lines get the leftover cents. Null without a readable amount. */
export function splitLinesEvenly(values: Pick<BookingFormValues, "amount" | "lines">): BookingLineFormValues[] | null {
  const total = readAmount(values.amount, false);
  if (total === null || values.lines.length === 0) return null;
  const parts = splitEvenly(total, values.lines.length);
  return values.lines.map((line, i) => ({ ...line, amount: euroInput(parts[i]) }));
}

/**
 * "Auf alle Einheiten aufteilen": line `index` becomes one line per unit of its property.
 * They share the line's amount, or what is left to spread when the line has none yet.
 */
export function splitLineOverUnits(values: Pick<BookingFormValues, "amount" | "lines">, index: number, unitIds: readonly string[]): BookingLineFormValues[] | null {
  const line = values.lines[index];
  if (!line || unitIds.length === 0) return null;
  let share = readAmount(line.amount, true);
  if (share === null) {
    const total = readAmount(values.amount, false);
    if (total === null) return null;
    const others = sumCents(values.lines.filter((_, i) => i !== index).map((l) => readAmount(l.amount, true) ?? ZERO_CENTS));
    share = cents(total - others);
  }
  const parts = splitEvenly(share, unitIds.length);
  const perUnit = unitIds.map((unitId, i) => ({ ...line, unitId, amount: euroInput(parts[i]) }));
  return [...values.lines.slice(0, index), ...perUnit, ...values.lines.slice(index + 1)];
}

// ── Form → schema input ────────────────────────────────────────────────────────

type AddIssue = (path: string, message: string) => void;

function lineToInput(line: BookingLineFormValues, index: number, sign: 1 | -1, whole: Cents | null, addIssue: AddIssue) {
  const { category, subcategoryId } = parseCategoryChoice(line.category);
  const options = lineOptions(line.category);
  let amount: Cents | null = whole;
  if (whole === null && line.amount.trim() !== "") {
    const result = parseEuroToCents(line.amount, { allowNegative: true });
    if (result.ok) amount = result.value;
    else addIssue(`lines.${index}.amount`, result.message);
  }
  const betrkvType = options.chooseBetrkv && line.betrkvType !== "" ? Number(line.betrkvType) : null;
  return {
    propertyId: line.propertyId,
    unitId: line.unitId || null,
    contractId: line.contractId || null,
    loanId: line.loanId || null,
    rentMonth: line.rentMonth || null,
    category: category ?? "",
    subcategoryId,
    betrkvType,
    allocable: category && effectiveBetrkvType(category, betrkvType) !== null ? line.allocable : null,
    spreadYears: options.spreadable ? Number(line.spreadYears) : 1,
    amountCents: amount === null ? null : sign * amount,
    note: line.note,
  };
}

/** The form's text → the shared schema's input (signed cents); German parse errors land on their field. */
export function bookingFormToInput(v: BookingFormValues, addIssue: AddIssue = () => {}) {
  const sign = directionSign(v.direction);
  const total = optionalEuro(v.amount, (m) => addIssue("amount", m));
  const whole = usesWholeAmount(v.lines) ? total : null;
  const expense = v.direction === "out";
  // The DateInputs hand on unreadable text as typed: it is refused with the date message on
  // its field, never dropped. An empty required date gets the schema's message ("").
  const date = (field: "paymentDate" | "documentDate" | "dueDate" | "servicePeriodStart" | "servicePeriodEnd") => optionalDate(v[field], (m) => addIssue(field, m));
  const paymentDate = date("paymentDate") ?? "";
  return {
    number: v.number.trim() || null,
    paymentDate,
    documentDate: date("documentDate") ?? paymentDate,
    dueDate: date("dueDate"),
    // The service period matters for expenses (what a year's costs cover); income has none.
    servicePeriodStart: expense ? date("servicePeriodStart") : null,
    servicePeriodEnd: expense ? date("servicePeriodEnd") : null,
    amountCents: total === null ? null : sign * total,
    vatCents: optionalEuro(v.vat, (m) => addIssue("vat", `USt: ${m}`)),
    tenantId: v.tenantId || null,
    counterpartyName: v.tenantId ? "" : v.counterpartyName,
    text: v.text,
    lines: v.lines.map((line, i) => lineToInput(line, i, sign, whole, addIssue)),
  };
}

/** Schema field → form field, by the last segment of the issue's path. */
const fieldMap: Record<string, string> = { amountCents: "amount", vatCents: "vat", subcategoryId: "category" };

/** The schema's issue path → the form's: ["lines", 0, "amountCents"] → "lines.0.amount"; ["lines"] → "lines.root". */
export function formPathOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "root";
  if (path.length === 1 && path[0] === "lines") return "lines.root";
  const last = String(path.at(-1));
  return [...path.slice(0, -1).map(String), fieldMap[last] ?? last].join(".");
}

/**
 * A resolver that validates with the shared API schema, like apiSchemaResolver
 * (web/lib/form-resolver.ts), but keeps the path of nested line fields.
 * Creating validates with the POST schema, editing with the PATCH schema minus the version.
 */
export function bookingResolver({ isNew }: { isNew: boolean }): Resolver<BookingFormValues, unknown, BookingEditInput> {
  const schema = isNew ? bookingCreateInput : bookingEditInput;
  return (values) => {
    const errors: Record<string, unknown> = {};
    const addIssue: AddIssue = (path, message) => {
      if (get(errors, path) === undefined) set(errors, path, { type: "validate", message });
    };
    const input = bookingFormToInput(values, addIssue);
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) addIssue(formPathOf(issue.path), issue.message);
    if (Object.keys(errors).length > 0 || !result.success) return { values: {}, errors: errors as FieldErrors<BookingFormValues> };
    return { values: result.data, errors: {} };
  };
}

/** The order the dialog toasts problems in: the form from top to bottom. */
const errorOrder = ["amount", "paymentDate", "documentDate", "dueDate", "servicePeriodStart", "servicePeriodEnd", "number", "counterpartyName", "text", "vat"] as const;
const lineOrder = ["propertyId", "unitId", "category", "betrkvType", "spreadYears", "amount", "note"] as const;

export function firstBookingError(errors: FieldErrors<BookingFormValues>): string | undefined {
  for (const field of errorOrder) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  const lines = errors.lines as unknown as Record<string, Record<string, { message?: string }> | undefined> | undefined;
  if (!lines) return undefined;
  for (const key of Object.keys(lines).filter((k) => /^\d+$/.test(k)).sort((a, b) => Number(a) - Number(b))) {
    for (const field of lineOrder) {
      const message = lines[key]?.[field]?.message;
      if (message) return message;
    }
  }
  return (lines.root as { message?: string } | undefined)?.message;
}
