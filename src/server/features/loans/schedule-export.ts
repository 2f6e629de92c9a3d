import type { LoanScheduleDto } from "@/shared/loan-types";
import { addCents } from "@/core/money";
import { attachmentDisposition, sheetCsv, sheetXlsx, type Cell, type Sheet } from "./spreadsheet";

// Exports of a Tilgungsplan (CSV and XLSX, written by ./spreadsheet).

const HEADERS = ["Monat", "Datum", "Restschuld Monatsanfang", "Zinsen", "Tilgung", "Rate", "Sondertilgung", "Restschuld Monatsende"] as const;

function scheduleSheet(schedule: LoanScheduleDto): Sheet {
  const rows: Cell[][] = schedule.rows.map((r) => [
    { int: r.month },
    { date: r.date },
    { euro: r.openingBalanceCents },
    { euro: r.interestCents },
    { euro: r.principalCents },
    { euro: r.paymentCents },
    { euro: r.specialRepaymentCents },
    { euro: r.closingBalanceCents },
  ]);
  const sum = (euro: LoanScheduleDto["totalInterestCents"]): Cell => ({ euro, bold: true, sumAbove: true });
  if (schedule.rows.length > 0) {
    rows.push([
      { text: "Summe", bold: true },
      null,
      null,
      sum(schedule.totalInterestCents),
      sum(schedule.totalPrincipalCents),
      sum(addCents(schedule.totalInterestCents, schedule.totalPrincipalCents)),
      sum(schedule.totalSpecialRepaymentsCents),
      // A balance is not a sum: "Restschuld Monatsende" stays empty.
      null,
    ]);
  }
  return { name: "Tilgungsplan", headers: HEADERS, rows, dataRows: schedule.rows.length, widths: [8, 12, 24, 14, 14, 14, 16, 24] };
}

export const scheduleCsv = (schedule: LoanScheduleDto): string => sheetCsv(scheduleSheet(schedule));

export const scheduleXlsx = (schedule: LoanScheduleDto): Uint8Array => sheetXlsx(scheduleSheet(schedule));

/** Content-Disposition for `Tilgungsplan-<lender>.<ext>`, with an RFC 5987 UTF-8 name. */
export const scheduleDisposition = (lender: string, ext: "csv" | "xlsx"): string => attachmentDisposition("Tilgungsplan", lender, ext, "Darlehen");
