import { z } from "zod";
import { validateLoan, type AnnuityLoan } from "@/domain/loans";
import { parseGermanDate } from "@/core/dates";
import { cents, parseEuroToCents } from "@/core/money";
import { parseRate, percent, rateToDecimal, readRateDecimal, type RateMilli } from "@/core/rate";
import type { ParseResult } from "@/core/result";
import { LOAN_FORM_MESSAGES, commonMessages, loanTermsMessages } from "@/shared/messages";
import { repaymentKinds } from "@/shared/enums";
import { MAX_CENTS } from "@/shared/limits";
import { isoDate, versionField } from "./fields";
import { listQuery } from "./portfolio";

// Loan inputs (issue 6). The API takes cents, rates as decimal text ("7.612") and 'yyyy-MM-dd';
// the form edits German text. Both use the same field names, so an issue found
// on the parsed payload lands on the input the user typed into.

/** More would make a schedule unreadable; a real loan has a handful per year at most. */
export const MAX_SPECIAL_REPAYMENTS = 120;
const MAX_RATE = percent(50);
/**
 * A rate on the wire: decimal text with a period ("7.612"), or a JSON number read by its
 * decimal text; at most three decimals, within [0, 50] (docs/decisions/0007-exact-rates.md).
 * The output is the canonical decimal text ("2", "7.612"), so a parsed payload is again a
 * valid payload.
 */
const rate = (message: string) =>
  z.union([z.string(), z.number()], { message }).transform((value, ctx) => {
    const r = readRateDecimal(value);
    if (r === "decimals" || r === "invalid") {
      ctx.addIssue({ code: "custom", message: r === "decimals" ? LOAN_FORM_MESSAGES.rateDecimals : message });
      return z.NEVER;
    }
    if (r < 0 || r > MAX_RATE) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return rateToDecimal(r);
  });

/** A rate the schema has already read (canonical decimal text) as thousandths of a percent. */
export const rateOf = (decimal: string): RateMilli => percent(decimal);
const positiveCents = (message: string) =>
  z.number({ message }).int(message).positive(message).max(MAX_CENTS, LOAN_FORM_MESSAGES.amountTooLarge);

export const specialRepaymentInput = z.object({
  date: isoDate(LOAN_FORM_MESSAGES.date),
  amountCents: positiveCents(LOAN_FORM_MESSAGES.specialAmount),
});

const loanFields = {
  lender: z.string({ message: LOAN_FORM_MESSAGES.lender }).trim().min(1, LOAN_FORM_MESSAGES.lender).max(120, commonMessages.tooLong(120)),
  amountCents: positiveCents(LOAN_FORM_MESSAGES.amount),
  disbursementDate: isoDate(LOAN_FORM_MESSAGES.disbursementDate),
  interestRatePercent: rate(LOAN_FORM_MESSAGES.rate),
  repaymentKind: z.enum(repaymentKinds, { message: LOAN_FORM_MESSAGES.repaymentKind }),
  initialRepaymentPercent: rate(LOAN_FORM_MESSAGES.repayment).nullable().default(null),
  monthlyPaymentCents: positiveCents(LOAN_FORM_MESSAGES.payment).nullable().default(null),
  fixationEndDate: isoDate(LOAN_FORM_MESSAGES.date).nullable().default(null),
  notes: z.string().trim().max(5000, commonMessages.tooLong(5000)).default(""),
  specialRepayments: z.array(specialRepaymentInput).max(MAX_SPECIAL_REPAYMENTS, LOAN_FORM_MESSAGES.tooManySpecials(MAX_SPECIAL_REPAYMENTS)).default([]),
};

type LoanFields = { [K in keyof typeof loanFields]: z.output<(typeof loanFields)[K]> };

/** The domain's view of a (parsed) loan payload, for checks and schedules. */
export function toAnnuityLoan(v: Omit<LoanFields, "lender" | "notes">): AnnuityLoan {
  return {
    amount: cents(v.amountCents),
    interestRate: rateOf(v.interestRatePercent),
    repayment:
      v.repaymentKind === "initial_rate"
        ? { kind: "initialRate", initialRepayment: rateOf(v.initialRepaymentPercent ?? "0") }
        : { kind: "monthlyPayment", monthlyPayment: cents(v.monthlyPaymentCents ?? 0) },
    startDate: v.disbursementDate,
    fixationEndDate: v.fixationEndDate,
    specialRepayments: v.specialRepayments.map((s) => ({ date: s.date, amount: cents(s.amountCents) })),
  };
}

/** Cross-field rules, shared by the API schema and the form. */
function checkLoanTerms(v: LoanFields, ctx: z.RefinementCtx) {
  const kindField = v.repaymentKind === "initial_rate" ? "initialRepaymentPercent" : "monthlyPaymentCents";
  if (v.repaymentKind === "initial_rate") {
    const t = v.initialRepaymentPercent;
    if (t === null || rateOf(t) <= 0) ctx.addIssue({ code: "custom", path: [kindField], message: LOAN_FORM_MESSAGES.repayment });
  } else if (v.monthlyPaymentCents === null) {
    ctx.addIssue({ code: "custom", path: [kindField], message: LOAN_FORM_MESSAGES.payment });
  }
  if (v.fixationEndDate !== null && v.fixationEndDate <= v.disbursementDate) {
    ctx.addIssue({ code: "custom", path: ["fixationEndDate"], message: LOAN_FORM_MESSAGES.fixationEnd });
  }
  v.specialRepayments.forEach((s, i) => {
    if (s.date <= v.disbursementDate) ctx.addIssue({ code: "custom", path: ["specialRepayments", i, "date"], message: LOAN_FORM_MESSAGES.specialDate });
  });
  // The payment must at least cover the first month's interest, or the schedule never ends.
  // Only on fields that passed their own bounds: the schedule maths throws on 1e308 (issue 12).
  const hasTerms = v.repaymentKind === "initial_rate" ? v.initialRepaymentPercent !== null : v.monthlyPaymentCents !== null;
  if (hasTerms && loanObject.safeParse(v).success) {
    const problem = validateLoan(toAnnuityLoan(v));
    if (problem === "paymentTooLow") ctx.addIssue({ code: "custom", path: [kindField], message: loanTermsMessages.paymentTooLow });
  }
}

/** Keeps only the repayment field that belongs to the chosen kind. */
function normalize<T extends LoanFields>(v: T): T {
  return v.repaymentKind === "initial_rate" ? { ...v, monthlyPaymentCents: null } : { ...v, initialRepaymentPercent: null };
}

const loanObject = z.object(loanFields);

/** POST /properties/:id/loans. */
export const loanInput = loanObject.superRefine(checkLoanTerms).transform(normalize);
export type LoanInput = z.output<typeof loanInput>;
export type LoanPayload = z.input<typeof loanInput>;

/** PATCH /loans/:id: the whole loan (Sondertilgungen replaced as a set) plus the version read. */
export const loanUpdateInput = loanObject
  .extend({ version: versionField() })
  .superRefine(checkLoanTerms)
  .transform(normalize);
export type LoanUpdateInput = z.output<typeof loanUpdateInput>;

/** GET /loans: only pages; the order is fixed (fixation end, none last, then lender). */
export const loanListQuery = listQuery.pick({ page: true, pageSize: true });
export type LoanListQuery = z.output<typeof loanListQuery>;

// ---------------------------------------------------------------------------------------
// Form: German text in, the API payload out.
// ---------------------------------------------------------------------------------------

export const loanFormSchemaBase = z.object({
  lender: z.string(),
  amountCents: z.string(),
  disbursementDate: z.string(),
  interestRatePercent: z.string(),
  repaymentKind: z.enum(repaymentKinds),
  initialRepaymentPercent: z.string(),
  monthlyPaymentCents: z.string(),
  fixationEndDate: z.string(),
  notes: z.string(),
  specialRepayments: z.array(z.object({ date: z.string(), amountCents: z.string() })),
});
export type LoanFormValues = z.input<typeof loanFormSchemaBase>;

type Path = Array<string | number>;

/**
 * Parses the form's text into a payload. Failing fields get their parser's German
 * message; the remaining rules come from {@link loanInput}, minus issues on fields that
 * already failed to parse.
 */
export const loanFormSchema = loanFormSchemaBase.transform((f, ctx): LoanInput => {
  const failed = new Set<string>();
  const fail = (path: Path, message: string) => {
    failed.add(path.join("."));
    ctx.addIssue({ code: "custom", path, message });
  };
  const read = <T>(text: string, path: Path, emptyMessage: string, parse: (t: string) => ParseResult<T>): T | null => {
    const r = text.trim() === "" ? null : parse(text);
    if (r?.ok) return r.value;
    fail(path, r ? r.message : emptyMessage);
    return null;
  };
  const money = (text: string, path: Path, emptyMessage: string) =>
    read(text, path, emptyMessage, (t) => parseEuroToCents(t, { allowNegative: false }));
  // The user types German text ("2,15"); the payload carries its exact decimal ("2.15").
  const decimal = (text: string, path: Path, emptyMessage: string) => {
    const r = read(text, path, emptyMessage, parseRate);
    return r === null ? null : rateToDecimal(r);
  };
  const date = (text: string, path: Path, emptyMessage: string) => read(text, path, emptyMessage, parseGermanDate);

  const payload = {
    lender: f.lender,
    amountCents: money(f.amountCents, ["amountCents"], LOAN_FORM_MESSAGES.amount),
    disbursementDate: date(f.disbursementDate, ["disbursementDate"], LOAN_FORM_MESSAGES.disbursementDate),
    interestRatePercent: decimal(f.interestRatePercent, ["interestRatePercent"], LOAN_FORM_MESSAGES.rate),
    repaymentKind: f.repaymentKind,
    initialRepaymentPercent:
      f.repaymentKind === "initial_rate" ? decimal(f.initialRepaymentPercent, ["initialRepaymentPercent"], LOAN_FORM_MESSAGES.repayment) : null,
    monthlyPaymentCents: f.repaymentKind === "monthly_payment" ? money(f.monthlyPaymentCents, ["monthlyPaymentCents"], LOAN_FORM_MESSAGES.payment) : null,
    fixationEndDate: f.fixationEndDate.trim() === "" ? null : date(f.fixationEndDate, ["fixationEndDate"], LOAN_FORM_MESSAGES.date),
    notes: f.notes,
    specialRepayments: f.specialRepayments.map((s, i) => ({
      date: date(s.date, ["specialRepayments", i, "date"], LOAN_FORM_MESSAGES.date),
      amountCents: money(s.amountCents, ["specialRepayments", i, "amountCents"], LOAN_FORM_MESSAGES.specialAmount),
    })),
  };

  const result = loanInput.safeParse(payload);
  if (result.success && failed.size === 0) return result.data;
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (!failed.has(path.join("."))) ctx.addIssue({ code: "custom", path, message: issue.message });
  }
  return z.NEVER;
});

/** POST /loans/:loanId/bookings: books the instalments due up to `until` (default: the end of the current month). */
export const loanBookingsRunInput = z.object({ until: isoDate(LOAN_FORM_MESSAGES.date).optional() });
export type LoanBookingsRunInput = z.output<typeof loanBookingsRunInput>;
