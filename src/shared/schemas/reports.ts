import { z } from "zod";
import { monthSpan } from "@/core/dates";
import { DATEV_MESSAGES, datevCharts, datevSettingsIssues } from "@/domain/datev";
import { messages } from "@/shared/messages";
import { monthField } from "./fields";

// Report queries and the DATEV settings (issue 15).

const taxYear = () => z.coerce.number({ message: messages.reportYearInvalid }).int(messages.reportYearInvalid).min(2000, messages.reportYearInvalid).max(2100, messages.reportYearInvalid);

/** A tax year's reports (yield, DATEV, receipts): the portfolio, or one property. */
export const reportYearQuery = z.object({ year: taxYear(), propertyId: z.uuid().optional() });
export type ReportYearQuery = z.output<typeof reportYearQuery>;

/** "2025-01": a month of the years reports cover (2000–2100, as the tax years). */
const reportMonth = () => monthField(messages.cashFlowMonthInvalid).refine((m) => m >= "2000-01" && m <= "2100-12", messages.cashFlowMonthInvalid);

/** At most a year in one P&L: the period before it is the same months a year earlier. */
export const MAX_PROFIT_LOSS_MONTHS = 12;

/** The months "yyyy-MM" of a calendar year. */
export const wholeYear = (year: number) => ({ from: `${year}-01`, to: `${year}-12` });

/**
 * GET /reports/profit-loss (and its PDF, XLSX, CSV): a tax year (`year`), or months `from`–`to`
 * (at most 12, `year` then optional and the year they end in); the portfolio, a property or a
 * unit. Answers the months, so every consumer reads one shape.
 */
export const profitLossQueryFields = z.object({ year: taxYear().optional(), from: reportMonth().optional(), to: reportMonth().optional(), propertyId: z.uuid().optional(), unitId: z.uuid().optional() });
export const profitLossQuery = profitLossQueryFields
  .superRefine((q, ctx) => {
    if (q.from === undefined && q.to === undefined) {
      if (q.year === undefined) ctx.addIssue({ code: "custom", path: ["year"], message: messages.profitLossPeriodMissing });
      return;
    }
    if (q.from === undefined || q.to === undefined) return ctx.addIssue({ code: "custom", path: [q.from === undefined ? "from" : "to"], message: messages.profitLossPeriodMissing });
    const count = monthSpan(q.from, q.to);
    if (count < 1 || count > MAX_PROFIT_LOSS_MONTHS) ctx.addIssue({ code: "custom", path: ["to"], message: messages.profitLossRangeInvalid });
    else if (q.year !== undefined && Number(q.to.slice(0, 4)) !== q.year) ctx.addIssue({ code: "custom", path: ["year"], message: messages.profitLossYearMismatch });
  })
  .transform((q) => {
    const months = q.from !== undefined && q.to !== undefined ? { from: q.from, to: q.to } : wholeYear(q.year!);
    return { ...months, year: Number(months.to.slice(0, 4)), propertyId: q.propertyId, unitId: q.unitId };
  });
export type ProfitLossQuery = z.output<typeof profitLossQuery>;

/** The P&L query of a whole tax year (the Anlage V's year, a finalised version, the Steuerpaket). */
export const yearProfitLossQuery = (year: number, propertyId?: string): ProfitLossQuery => ({ ...wholeYear(year), year, propertyId, unitId: undefined });

/** At most ten years in one cash flow: the chart stays readable and the query bounded. */
export const MAX_CASH_FLOW_MONTHS = 120;

/** GET /reports/cash-flow?from&to&propertyId&unitId: months of the period, portfolio, property or unit. */
export const cashFlowQuery = z
  .object({ from: reportMonth(), to: reportMonth(), propertyId: z.uuid().optional(), unitId: z.uuid().optional() })
  .superRefine((q, ctx) => {
    const count = monthSpan(q.from, q.to);
    if (count < 1 || count > MAX_CASH_FLOW_MONTHS) ctx.addIssue({ code: "custom", path: ["to"], message: messages.cashFlowRangeInvalid });
  });
export type CashFlowQuery = z.output<typeof cashFlowQuery>;

/** GET /properties/:id/anlage-v?year= */
export const anlageVQuery = z.object({ year: taxYear() });
export type AnlageVQuery = z.output<typeof anlageVQuery>;

/**
 * PUT /datev-settings. The rules are the DATEV writer's own (datevSettingsIssues), each
 * message on its field; numbers arrive as numbers (the form converts).
 */
export const datevSettingsInput = z
  .object({
    consultantNumber: z.number({ message: DATEV_MESSAGES.consultantMissing }),
    clientNumber: z.number({ message: DATEV_MESSAGES.clientMissing }),
    chart: z.enum(datevCharts, { message: DATEV_MESSAGES.chart }),
    accountLength: z.number({ message: DATEV_MESSAGES.accountLength }),
  })
  .superRefine((value, ctx) => {
    for (const issue of datevSettingsIssues(value)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  });
export type DatevSettingsInput = z.output<typeof datevSettingsInput>;

/** GET /reports/loan-balances: the portfolio, or one property (no year: the chart spans the loans' terms). */
export const loanBalancesQuery = z.object({ propertyId: z.uuid(messages.selectProperty).optional() });
export type LoanBalancesQuery = z.output<typeof loanBalancesQuery>;
