import { z } from "zod";
import { messages } from "@/shared/messages";

// Report queries (issue 15): a tax year, and optionally one property.

const taxYear = () => z.coerce.number({ message: messages.reportYearInvalid }).int(messages.reportYearInvalid).min(2000, messages.reportYearInvalid).max(2100, messages.reportYearInvalid);

/** GET /reports/profit-loss: the portfolio, or one property. */
export const profitLossQuery = z.object({ year: taxYear(), propertyId: z.uuid().optional() });
export type ProfitLossQuery = z.output<typeof profitLossQuery>;

/** GET /properties/:id/anlage-v?year= */
export const anlageVQuery = z.object({ year: taxYear() });
export type AnlageVQuery = z.output<typeof anlageVQuery>;
