import { addMonths, formatDate, type IsoDate } from "@/core/dates";
import { cents, groupDigits, type Cents } from "@/core/money";
import { fail, ok, type ParseResult } from "@/core/result";
import { fullYearEnd } from "@/domain/operating-costs/period";
import { germanDecimalText } from "@/core/decimal-text";
import { messages } from "@/shared/messages";

// How the wizard shows and reads the statement's figures. The API sends fractions as
// decimal text with a point ("7360", "0.3333"); the user reads and types them German
// ("7.360", "0,3333"). Digit for digit, never through a float.

// Group separators a user or a browser may put in: space, NBSP, narrow NBSP.
const SPACES = /[\s\u00A0\u202F]/g;

/** "23441.7" → "23.441,7", "0.3333" → "0,3333", "-12" → "-12". */
export function formatDecimalText(value: string): string {
  const negative = value.startsWith("-");
  const [whole = "0", part = ""] = (negative ? value.slice(1) : value).split(".");
  const grouped = /^\d+$/.test(whole) && whole.length <= 15 ? groupDigits(Number(whole)) : whole;
  return `${negative ? "-" : ""}${grouped}${part ? `,${part}` : ""}`;
}

/**
 * A non-negative decimal as typed → text with a point, as the settings keep it ("12.345,6" →
 * "12345.6"), read as germanDecimalText reads it. At most 12 digits before and 4 after the
 * decimal sign.
 */
export function parseDecimalText(input: string): ParseResult<string> {
  const text = input.replace(SPACES, "");
  if (text === "") return fail(messages.statementDecimalInvalid);
  if (text.startsWith("-")) return fail(parseDecimalText(text.slice(1)).ok ? messages.statementDecimalNegative : messages.statementDecimalInvalid);
  const read = germanDecimalText(text);
  if (read === null) return fail(messages.statementDecimalInvalid);
  let [whole = "", part = ""] = read.split(".");
  part = part.replace(/0+$/, "");
  if (part.length > 4) return fail(messages.statementDecimalDecimals);
  whole = whole.replace(/^0+(?=\d)/, "") || "0";
  if (whole.length > 12) return fail(messages.statementDecimalInvalid);
  return ok(part ? `${whole}.${part}` : whole);
}

/** "01.01.2025 – 31.12.2025" */
export const periodText = (start: IsoDate, end: IsoDate) => `${formatDate(start)} – ${formatDate(end)}`;

/** The 12 months from `start` (first day) to their last day. */
export const isShortPeriod = (start: IsoDate, end: IsoDate) => end >= start && end < fullYearEnd(start);
export const isLongPeriod = (start: IsoDate, end: IsoDate) => end > fullYearEnd(start);

/** The calendar year before `today`: the period most landlords settle. */
export function defaultPeriod(today: IsoDate): { periodStart: IsoDate; periodEnd: IsoDate } {
  const year = Number(today.slice(0, 4)) - 1;
  return { periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` };
}

/** passed: back-payments can no longer be claimed; soon: three months or less are left. */
export type DeadlineState = "passed" | "soon" | "open";

export function deadlineState(deadline: IsoDate, today: IsoDate): DeadlineState {
  if (today > deadline) return "passed";
  return today >= addMonths(deadline, -3) ? "soon" : "open";
}

/** What a tenant's balance means: positive is a back-payment, negative a credit. */
export function balanceOf(balanceCents: Cents): { label: "Nachzahlung" | "Guthaben" | "Ausgeglichen"; cents: Cents } {
  const label = balanceCents > 0 ? "Nachzahlung" : balanceCents < 0 ? "Guthaben" : "Ausgeglichen";
  return { label, cents: cents(Math.abs(balanceCents)) };
}

/** "Version 1", "Korrektur von Version 1" for revision 2. */
export const revisionText = (revision: number) => (revision > 1 ? `Korrektur von Version ${revision - 1}` : "Version 1");
