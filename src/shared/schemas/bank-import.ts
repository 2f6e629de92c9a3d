import { z } from "zod";
import { IBAN_MESSAGES, validateIban } from "@/core/iban";
import { bookingCategories } from "@/domain/booking-categories";
import type { BankCsvMapping } from "@/shared/bank-import-types";
import { bankRuleDirections } from "@/shared/enums";
import { commonMessages, messages } from "@/shared/messages";
import { bookingCreateInput, bookingLineInput } from "./bookings";
import { monthField, versionField } from "./fields";
import { withVersion } from "./portfolio";

// Kontoauszug importieren (issue 16): the inputs of bank accounts, statement uploads (the JSON
// text field `options` beside the file), confirming transactions and rules. The response types
// are in shared/bank-import-types.ts.

const text = (max: number) => z.string().trim().max(max, commonMessages.tooLong(max));
/** Optional text: "" and whitespace are "not given" (null). */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .default(null)
    .transform((v) => (v === null || v === "" ? null : v));

/** An IBAN in any spacing and case → its normalised form, checked with the app's IBAN rules (mod 97). */
const iban = () =>
  z.string({ message: IBAN_MESSAGES.required }).transform((value, ctx) => {
    const result = validateIban(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  });

// ---------------------------------------------------------------------------------------
// The column mapping of an unknown bank's CSV
// ---------------------------------------------------------------------------------------

const columnName = z.string().trim().min(1, messages.bankCsvMappingInvalid).max(200, commonMessages.tooLong(200));
/** A column not chosen: absent, null or "" (an empty select). */
const optionalColumn = z.preprocess((v) => (v === "" || v === null ? undefined : v), columnName.optional());

const mappingFields = z.object({
  delimiter: z.enum([";", ",", "\t"]).optional(),
  encoding: z.enum(["utf-8", "windows-1252"]).optional(),
  headerRow: z.number({ message: messages.bankCsvMappingHeaderRowInvalid }).int(messages.bankCsvMappingHeaderRowInvalid).min(1, messages.bankCsvMappingHeaderRowInvalid).max(100_000, messages.bankCsvMappingHeaderRowInvalid),
  columns: z.object(
    {
      bookingDate: z.string({ message: messages.bankCsvMappingBookingDateRequired }).trim().min(1, messages.bankCsvMappingBookingDateRequired).max(200, commonMessages.tooLong(200)),
      valueDate: optionalColumn,
      counterpartyName: optionalColumn,
      counterpartyIban: optionalColumn,
      purpose: optionalColumn,
      currency: optionalColumn,
      amount: optionalColumn,
      credit: optionalColumn,
      debit: optionalColumn,
    },
    { message: messages.bankCsvMappingInvalid },
  ),
  dateFormat: z.enum(["dd.MM.yyyy", "dd.MM.yy", "yyyy-MM-dd"], { message: messages.bankCsvMappingInvalid }),
  decimalSeparator: z.enum([",", "."], { message: messages.bankCsvMappingInvalid }),
});

/** One amount column, or Haben and Soll both: exactly one of the two shapes of `BankCsvMapping`. */
export const bankCsvMapping = mappingFields.transform((v, ctx): BankCsvMapping => {
  const { amount, credit, debit, ...common } = v.columns;
  const base = {
    ...(v.delimiter ? { delimiter: v.delimiter } : {}),
    ...(v.encoding ? { encoding: v.encoding } : {}),
    headerRow: v.headerRow,
    dateFormat: v.dateFormat,
    decimalSeparator: v.decimalSeparator,
  };
  const named = Object.fromEntries(Object.entries(common).filter(([, column]) => column !== undefined)) as Omit<BankCsvMapping["columns"], "amount" | "credit" | "debit">;
  if (amount !== undefined && credit === undefined && debit === undefined) return { ...base, columns: { ...named, bookingDate: common.bookingDate, amount } };
  if (amount === undefined && credit !== undefined && debit !== undefined) return { ...base, columns: { ...named, bookingDate: common.bookingDate, credit, debit } };
  ctx.addIssue({ code: "custom", path: ["columns", "amount"], message: messages.bankCsvMappingAmountColumns });
  return z.NEVER;
});

// ---------------------------------------------------------------------------------------
// Bank accounts
// ---------------------------------------------------------------------------------------

const accountFields = z.object({
  name: z.string({ message: messages.bankAccountNameRequired }).trim().min(1, messages.bankAccountNameRequired).max(100, commonMessages.tooLong(100)),
  iban: iban(),
  /** Duplicates are dropped; the service checks that each is the workspace's. */
  propertyIds: z
    .array(z.uuid(messages.selectProperty))
    .max(1_000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

/** POST /bank-accounts */
export const bankAccountInput = accountFields;
export type BankAccountInputParsed = z.output<typeof bankAccountInput>;
/** PATCH /bank-accounts/:id */
export const bankAccountUpdateInput = withVersion(accountFields);
export type BankAccountUpdateInput = z.output<typeof bankAccountUpdateInput>;

// ---------------------------------------------------------------------------------------
// Statement upload
// ---------------------------------------------------------------------------------------

/** The JSON text field `options` of POST /bank-statements(/preview). */
export const bankStatementOptions = z.object({
  bankAccountId: z.uuid(messages.bankAccountSelect),
  csvMapping: bankCsvMapping.optional(),
});
export type BankStatementOptionsParsed = z.output<typeof bankStatementOptions>;

// ---------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------

/** GET /bank-transactions?status=&bankAccountId= */
export const bankTransactionListQuery = z.object({
  status: z.enum(["open", "booked", "ignored"]).default("open"),
  bankAccountId: z.uuid().optional(),
});
export type BankTransactionListQuery = z.output<typeof bankTransactionListQuery>;

/** POST /bank-transactions/:id/confirm */
export const bankTransactionConfirmInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("rent"),
    contractId: z.uuid(messages.bankConfirmSelectContract),
    rentMonth: monthField().nullable().default(null),
    version: versionField(),
  }),
  z.object({
    kind: z.literal("booking"),
    booking: bookingCreateInput,
    saveRule: z
      .object({
        name: z.string({ message: messages.bankRuleNameRequired }).trim().min(1, messages.bankRuleNameRequired).max(100, commonMessages.tooLong(100)),
        automatic: z.boolean().default(false),
      })
      .nullable()
      .default(null),
    version: versionField(),
  }),
]);
export type BankTransactionConfirmInputParsed = z.output<typeof bankTransactionConfirmInput>;

/** POST /bank-transactions/:id/ignore and /reopen: only the version the client read. */
export const bankTransactionVersionInput = z.object({ version: versionField() });

// ---------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------

const ruleFields = z.object({
  name: z.string({ message: messages.bankRuleNameRequired }).trim().min(1, messages.bankRuleNameRequired).max(100, commonMessages.tooLong(100)),
  /** Blank: no IBAN condition. */
  counterpartyIban: z.preprocess((v) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v), iban().nullable()),
  counterpartyContains: optionalText(200),
  purposeContains: optionalText(200),
  direction: z.enum(bankRuleDirections, { message: messages.bankRuleDirectionInvalid }).default("any"),
  propertyId: z.uuid(messages.selectProperty),
  unitId: z.uuid().nullable().default(null),
  category: z.enum(bookingCategories, { message: messages.selectCategory }),
  subcategoryId: z.uuid().nullable().default(null),
  betrkvType: z.number().int().nullable().default(null),
  automatic: z.boolean().default(false),
});
type RuleFields = z.output<typeof ruleFields>;

/**
 * At least one condition (a rule without one would book every transaction), and the line it
 * books valid as a booking line (the BetrKV type the category needs, none where it has none):
 * the line is checked by the booking line schema itself, and its resolved BetrKV type kept.
 */
function checkRule<T extends RuleFields>(v: T, ctx: z.RefinementCtx): T {
  if (v.counterpartyIban === null && v.counterpartyContains === null && v.purposeContains === null) {
    ctx.addIssue({ code: "custom", path: ["counterpartyIban"], message: messages.bankRuleConditionRequired });
  }
  const line = bookingLineInput.safeParse({ propertyId: v.propertyId, unitId: v.unitId, category: v.category, subcategoryId: v.subcategoryId, betrkvType: v.betrkvType, amountCents: -1 });
  if (!line.success) {
    for (const issue of line.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return v;
  }
  return { ...v, betrkvType: line.data.betrkvType };
}

/** POST /bank-rules */
export const bankRuleInput = ruleFields.transform(checkRule);
export type BankRuleInputParsed = z.output<typeof bankRuleInput>;
/** PATCH /bank-rules/:id */
export const bankRuleUpdateInput = withVersion(ruleFields).transform(checkRule);
export type BankRuleUpdateInput = z.output<typeof bankRuleUpdateInput>;
