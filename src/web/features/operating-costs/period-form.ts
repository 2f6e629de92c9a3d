import { PERIOD_MESSAGES } from "@/domain/operating-costs/period";
import { statementCreateInput } from "@/shared/schemas/operating-costs";
import { apiSchemaResolver, type AddIssue } from "@/web/lib/form-resolver";
import { optionalDate } from "@/web/lib/form-values";
import { defaultPeriod, isLongPeriod, isShortPeriod } from "./statement-format";
import type { PeriodChange } from "./use-statement-save";

// The Abrechnungszeitraum as the new-statement dialog and the „Zeitraum“ step edit it: two
// German dates and, for fewer than 12 months, the reason the statement prints. A period
// over 12 months is refused here already: it could never be finalised (§ 556 (3) BGB).

export type PeriodFormValues = { periodStart: string; periodEnd: string; shortPeriodReason: string };

export function periodFormDefaults(period: Partial<PeriodChange> | null, today: string): PeriodFormValues {
  const fallback = defaultPeriod(today);
  return {
    periodStart: period?.periodStart ?? fallback.periodStart,
    periodEnd: period?.periodEnd ?? fallback.periodEnd,
    shortPeriodReason: period?.shortPeriodReason ?? "",
  };
}

/** Whether the form asks for a reason: both dates read and fewer than 12 months between them. */
export const needsReason = (v: Pick<PeriodFormValues, "periodStart" | "periodEnd">) => isShortPeriod(v.periodStart, v.periodEnd);

/** The form's dates as the API's period, German parse errors on their field (the new-statement form reads them too). */
export function readPeriod(v: PeriodFormValues, addIssue: AddIssue<PeriodFormValues>): PeriodChange {
  const periodStart = optionalDate(v.periodStart, (m) => addIssue("periodStart", m)) ?? "";
  const periodEnd = optionalDate(v.periodEnd, (m) => addIssue("periodEnd", m)) ?? "";
  const reason = v.shortPeriodReason.trim();
  if (periodStart && periodEnd) {
    if (isLongPeriod(periodStart, periodEnd)) addIssue("periodEnd", PERIOD_MESSAGES.tooLong);
    else if (isShortPeriod(periodStart, periodEnd) && reason === "") addIssue("shortPeriodReason", PERIOD_MESSAGES.shortWithoutReason);
  }
  // A full year keeps no reason: the statement would print it for nothing.
  return { periodStart, periodEnd, shortPeriodReason: periodStart && periodEnd && isShortPeriod(periodStart, periodEnd) ? reason : null };
}

export const periodResolver = () =>
  apiSchemaResolver<PeriodFormValues, PeriodChange>(
    statementCreateInput.transform(({ periodStart, periodEnd, shortPeriodReason }) => ({ periodStart, periodEnd, shortPeriodReason })),
    readPeriod,
  );
