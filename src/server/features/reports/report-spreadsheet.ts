import { formatMonthRange } from "@/core/dates";
import type { Cents } from "@/core/money";
import type { ProfitLossRow } from "@/domain/profit-loss";
import { messages } from "@/shared/messages";
import type { AnlageVDto, ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import { sheetCsv, sheetsXlsx, type Cell, type Sheet } from "@/server/spreadsheet/spreadsheet";
import { profitLossPeriod, profitLossScope, reportFileName } from "./report-file-name";
import { PROFIT_LOSS_MAX_ROW_COLUMNS, profitLossColumns, visibleProfitLossRows, type ProfitLossColumn } from "@/shared/profit-loss-columns";

// The Einnahmen-Überschuss-Rechnung (and a property's Anlage V) as spreadsheet files for the
// tax advisor (issue 15): the table of the Berichte screen with amounts as numbers in euros.

/**
 * Up to this many properties get a column each (the most whose columns the API answers with
 * rows). A portfolio of thousands would make a sheet of thousands of columns, so beyond it the
 * properties move to a sheet "Objekte" of their own.
 */
const MAX_PROPERTY_COLUMNS = PROFIT_LOSS_MAX_ROW_COLUMNS;

const SECTION = { income: "Einnahmen", expense: "Werbungskosten" } as const;

const text = (value: string, bold = false): Cell => (bold ? { text: value, bold } : { text: value });
const euro = (amount: Cents, bold = false): Cell => (bold ? { euro: amount, bold } : { euro: amount });

/** Whether the properties get a column each on the P&L sheet; otherwise (beyond the limit) the sheet "Objekte" lists them. */
const propertyColumns = (pl: ProfitLossDto) => pl.columns.length <= MAX_PROPERTY_COLUMNS;

/**
 * "EÜR <year>": a row per P&L position (Bereich, Position) that is not 0 everywhere, then
 * Summe Einnahmen, Summe Werbungskosten and Ergebnis; a column per property (only where
 * there are several: a single one would repeat the total), the total, the year before and
 * the change. Expenses are negative, as on the screen, so Ergebnis = Einnahmen + Werbungskosten.
 */
function profitLossSheet(pl: ProfitLossDto): Sheet {
  const columns = profitLossColumns(pl, MAX_PROPERTY_COLUMNS);
  const positions = visibleProfitLossRows(pl, columns);
  const position = (r: ProfitLossRow): Cell[] => [text(SECTION[r.section]), text(r.label), ...columns.map((c) => euro(c.amount(r.key)))];
  const sum = (label: string, pick: (c: ProfitLossColumn) => Cents): Cell[] => [null, text(label, true), ...columns.map((c) => euro(pick(c), true))];
  return {
    // A sheet name holds at most 31 characters: the months as numbers.
    name: `EÜR ${profitLossPeriod(pl).replace("-bis-", " bis ")}`.slice(0, 31),
    headers: ["Bereich", "Position", ...columns.map((c) => c.title)],
    rows: [
      ...positions.filter((r) => r.section === "income").map(position),
      sum("Summe Einnahmen", (c) => c.income),
      ...positions.filter((r) => r.section === "expense").map(position),
      sum("Summe Werbungskosten", (c) => c.expenses),
      sum("Ergebnis", (c) => c.result),
    ],
    widths: [16, 42, ...columns.map(() => 16)],
  };
}

/** "Objekte": one row per property with its sums, and the total; for portfolios beyond MAX_PROPERTY_COLUMNS. */
function propertiesSheet(pl: ProfitLossDto): Sheet {
  const row = (name: string, c: ProfitLossColumnDto, bold = false): Cell[] => [text(name, bold), euro(c.incomeCents, bold), euro(c.expensesCents, bold), euro(c.resultCents, bold)];
  return {
    name: "Objekte",
    headers: ["Name", "Einnahmen", "Werbungskosten", "Ergebnis"],
    rows: [...pl.columns.map((c) => row(c.name, c)), row(`Gesamt ${formatMonthRange(pl.from, pl.to)}`, pl.total, true)],
    widths: [40, 16, 18, 16],
  };
}

/** "Anlage V <year>": the form's lines with their amounts as entered on the form (positive), the totals bold. */
function anlageVSheet(form: AnlageVDto): Sheet {
  return {
    name: `Anlage V ${form.year}`,
    headers: ["Zeile", "Bezeichnung", "Betrag", "Hinweis"],
    rows: form.lines.map((l) => [
      text(l.line),
      text(l.label, l.section === "total"),
      euro(l.amountCents, l.section === "total"),
      l.confirmed ? null : text(messages.unconfirmedLineNumber),
    ]),
    widths: [8, 60, 16, 26],
  };
}

/** The P&L sheet alone, in German Excel's CSV dialect. */
export const profitLossCsv = (pl: ProfitLossDto): string => sheetCsv(profitLossSheet(pl));

/** The P&L, "Objekte" beyond MAX_PROPERTY_COLUMNS properties, and the Anlage V where there is one. */
export function profitLossXlsx(pl: ProfitLossDto, anlageV: AnlageVDto | null): Promise<Uint8Array> {
  return sheetsXlsx([profitLossSheet(pl), ...(propertyColumns(pl) ? [] : [propertiesSheet(pl)]), ...(anlageV ? [anlageVSheet(anlageV)] : [])]);
}

/** "EÜR-2025-Lindenstraße 5.xlsx", or "EÜR-2025-Alle Objekte.xlsx" for the portfolio. */
export const profitLossFileName = (pl: ProfitLossDto, ext: "csv" | "xlsx"): string => reportFileName("EÜR", profitLossPeriod(pl), profitLossScope(pl), ext);
