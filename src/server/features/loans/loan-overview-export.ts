import { rateOf } from "@/shared/schemas/loans";
import type { LoanOverview } from "./loan-overview.service";
import { sheetCsv, sheetsXlsx, type Cell, type Sheet } from "@/server/spreadsheet/spreadsheet";

// Export of the whole loan overview (GET /loans/export.csv|xlsx), written by @/server/spreadsheet.

const HEADERS = [
  "Immobilie",
  "Bank",
  "Auszahlung",
  "Restschuld heute",
  "Zinssatz (%)",
  "Monatsrate",
  "Zinsbindung bis",
  "Restschuld bei Zinsbindungsende",
  "Anschlussfinanzierung in 24 Monaten",
] as const;

function overviewSheet({ items, totals }: LoanOverview): Sheet {
  const rows: Cell[][] = items.map((l) => [
    { text: l.property.name },
    { text: l.lender },
    { date: l.disbursementDate },
    { euro: l.remainingDebtCents },
    { rate: rateOf(l.interestRatePercent) },
    { euro: l.monthlyPaymentCents },
    l.fixationEndDate === null ? null : { date: l.fixationEndDate },
    l.balanceAtFixationEndCents === null ? null : { euro: l.balanceAtFixationEndCents },
    l.followUpDueSoon ? { text: "Ja" } : null,
  ]);
  if (items.length > 0) {
    // Today's totals, as on the page: loans paid out later count neither as debt nor as
    // payment yet, and the rate is the average weighted by remaining debt, so this row holds
    // values, not column sums.
    rows.push([
      { text: "Gesamt heute", bold: true },
      null,
      null,
      { euro: totals.totalRemainingDebtCents, bold: true },
      totals.averageInterestRate === null ? null : { rate: rateOf(totals.averageInterestRate) },
      { euro: totals.totalMonthlyPaymentCents, bold: true },
      null,
      null,
      totals.followUpDueSoonCount > 0 ? { int: totals.followUpDueSoonCount } : null,
    ]);
  }
  return { name: "Finanzierungen", headers: HEADERS, rows, widths: [32, 24, 12, 18, 12, 14, 16, 30, 20] };
}

export const overviewCsv = (overview: LoanOverview): string => sheetCsv(overviewSheet(overview));

export const overviewXlsx = (overview: LoanOverview): Promise<Uint8Array> => sheetsXlsx([overviewSheet(overview)]);

/** The file name is plain ASCII, so the quoted form alone is exact. */
export const overviewDisposition = (ext: "csv" | "xlsx"): string => `attachment; filename="Finanzierungen.${ext}"`;
