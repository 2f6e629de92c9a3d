import type { LoanScheduleDto } from "@/shared/loan-types";
import { addCents } from "@/core/money";
import { sheetCsv, sheetsXlsx, type Cell, type Sheet } from "@/server/spreadsheet/spreadsheet";

// Exports of a Tilgungsplan (CSV and XLSX, written by @/server/spreadsheet).

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
  const sum = (euro: LoanScheduleDto["totalInterestCents"]): Cell => ({ euro, bold: true });
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
  return { name: "Tilgungsplan", headers: HEADERS, rows, widths: [8, 12, 24, 14, 14, 14, 16, 24] };
}

export const scheduleCsv = (schedule: LoanScheduleDto): string => sheetCsv(scheduleSheet(schedule));

export const scheduleXlsx = (schedule: LoanScheduleDto): Promise<Uint8Array> => sheetsXlsx([scheduleSheet(schedule)]);

/** "Sparkasse Köln/Bonn" → ASCII-only name for the plain `filename=` parameter. */
function asciiName(text: string): string {
  const replaced = text
    .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae").replace(/Ö/g, "Oe").replace(/Ü/g, "Ue").replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return replaced.slice(0, 80) || "Darlehen";
}

/** Content-Disposition for `Tilgungsplan-<lender>.<ext>`, with an RFC 5987 UTF-8 name next to the ASCII one. */
export function scheduleDisposition(lender: string, ext: "csv" | "xlsx"): string {
  // Whitespace (control characters included) and characters file systems reject become "-".
  const unicode = [...lender.trim()].map((ch) => (ch <= " " || '\\/:*?"<>|'.includes(ch) ? "-" : ch)).join("").replace(/-+/g, "-").slice(0, 80) || "Darlehen";
  return `attachment; filename="Tilgungsplan-${asciiName(lender)}.${ext}"; filename*=UTF-8''${encodeURIComponent(`Tilgungsplan-${unicode}.${ext}`)}`;
}
