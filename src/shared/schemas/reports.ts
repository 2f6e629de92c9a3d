import { z } from "zod";
import { monthSpan } from "@/core/dates";
import { DATEV_MESSAGES, datevCharts, datevSettingsIssues } from "@/domain/datev";
import { messages } from "@/shared/messages";
import { monthField } from "./fields";

// Report queries and the DATEV settings (issue 15).

const taxYear = () => z.coerce.number({ message: messages.reportYearInvalid }).int(messages.reportYearInvalid).min(2000, messages.reportYearInvalid).max(2100, messages.reportYearInvalid);

/** GET /reports/profit-loss: the portfolio, or one property. */
export const profitLossQuery = z.object({ year: taxYear(), propertyId: z.uuid().optional() });
export type ProfitLossQuery = z.output<typeof profitLossQuery>;

/** "2025-01": a month of the years reports cover (2000–2100, as the tax years). */
const reportMonth = () => monthField(messages.cashFlowMonthInvalid).refine((m) => m >= "2000-01" && m <= "2100-12", messages.cashFlowMonthInvalid);

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
