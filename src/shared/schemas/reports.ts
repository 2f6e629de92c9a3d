import { z } from "zod";
import { DATEV_MESSAGES, datevCharts, datevSettingsIssues } from "@/domain/datev";
import { messages } from "@/shared/messages";

// Report queries and the DATEV settings (issue 15).

const taxYear = () => z.coerce.number({ message: messages.reportYearInvalid }).int(messages.reportYearInvalid).min(2000, messages.reportYearInvalid).max(2100, messages.reportYearInvalid);

/** GET /reports/profit-loss: the portfolio, or one property. */
export const profitLossQuery = z.object({ year: taxYear(), propertyId: z.uuid().optional() });
export type ProfitLossQuery = z.output<typeof profitLossQuery>;

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
