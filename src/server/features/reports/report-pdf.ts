import type { Content, ContentTable, TableCell, TableLayout } from "pdfmake/interfaces";
import { formatDate, formatMonthRange, today, type IsoDate } from "@/core/dates";
import { formatEuro, NBSP, type Cents } from "@/core/money";
import type { ProfitLossRow } from "@/domain/profit-loss";
import { messages } from "@/shared/messages";
import type { AfaGap, AfaInfoDto, AnlageVDto, ProfitLossDto } from "@/shared/report-types";
import type { AnlageVQuery, ProfitLossQuery } from "@/shared/schemas/reports";
import type { Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { renderPdf, type PdfDocument } from "@/server/pdf/pdf";
import { getAnlageV, getProfitLoss } from "./reports.service";
import { profitLossPeriod, profitLossScope, reportFileName } from "./report-file-name";
import { profitLossColumns, showsPropertyColumns, visibleProfitLossRows, type ProfitLossColumn } from "@/shared/profit-loss-columns";

// The Einnahmen-Überschuss-Rechnung and the Anlage V as A4 documents for the tax advisor
// (issue 15). The builders are pure (DTO → pdfmake document), so a test or a timing can
// render them without a database; the figures are the JSON reports' own, formatted the way
// the screen formats them, so the paper can never disagree with what the user saw.

/** Up to this many properties get a column each; more would not fit a landscape A4 page. */
export const PDF_MAX_PROPERTY_COLUMNS = 6;

/** The scope of a portfolio report, in the header and the file name. */

const euro = (amount: Cents) => formatEuro(amount, { decimals: 2 });

const MUTED = "#555555";
const PAGE_MARGIN_X = 40;
const CELL_PADDING = 6;

/** What every page of a report says: whose figures, which period ("Steuerjahr 2025", "Januar–März 2025"), made when. */
type Frame = { title: string; scope: string; period: string; createdOn: IsoDate; landscape?: boolean };

function framed(frame: Frame, content: Content[]): PdfDocument {
  return {
    info: { title: `${frame.title} – ${frame.scope}`, author: "Hausbuch", creator: "Hausbuch" },
    pageOrientation: frame.landscape ? "landscape" : "portrait",
    pageMargins: [PAGE_MARGIN_X, 64, PAGE_MARGIN_X, 48],
    header: (_page, _count, pageSize) => ({
      margin: [PAGE_MARGIN_X, 24, PAGE_MARGIN_X, 0],
      fontSize: 9,
      stack: [
        {
          columns: [
            { text: "Hausbuch", bold: true, width: "auto" },
            // The scope is the user's property name: it may wrap, but never over the brand.
            { text: `${frame.scope} · ${frame.period}`, alignment: "right", color: MUTED, width: "*" },
          ],
          columnGap: 16,
        },
        { canvas: [{ type: "line", x1: 0, y1: 4, x2: pageSize.width - 2 * PAGE_MARGIN_X, y2: 4, lineWidth: 0.5, lineColor: "#999999" }] },
      ],
    }),
    footer: (page, count) => ({
      margin: [PAGE_MARGIN_X, 16, PAGE_MARGIN_X, 0],
      fontSize: 8,
      color: MUTED,
      columns: [`Erstellt am ${formatDate(frame.createdOn)}`, { text: `Seite ${page} von ${count}`, alignment: "right" }],
    }),
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
      scope: { fontSize: 11, margin: [0, 0, 0, 10] },
      note: { fontSize: 8, color: MUTED, margin: [0, 2, 0, 0] },
      heading: { fontSize: 11, bold: true, margin: [0, 16, 0, 6] },
    },
    content,
  };
}

/** Thin rules between rows and a firmer one under the header: readable on paper and in grey print. */
const tableLayout: TableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : i === (node.table.headerRows ?? 0) ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: (i, node) => (i === (node.table.headerRows ?? 0) ? "#444444" : "#bbbbbb"),
  paddingLeft: (i) => (i === 0 ? 0 : CELL_PADDING),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 0 : CELL_PADDING),
  paddingTop: () => 2.5,
  paddingBottom: () => 2.5,
};

const amountCell = (amount: Cents, options: { bold?: boolean; color?: string } = {}): TableCell => ({
  text: euro(amount),
  alignment: "right",
  noWrap: true,
  bold: options.bold ?? false,
  ...(options.color ? { color: options.color } : {}),
});

const headCell = (text: string, alignment: "left" | "right" = "right"): TableCell => ({ text, bold: true, alignment });

/** A row that spans the whole table (a section's name); pdfmake wants the spanned cells as empty objects. */
const spanRow = (text: string, columns: number): TableCell[] => [{ text, bold: true, colSpan: columns, margin: [0, 4, 0, 0] }, ...Array.from({ length: columns - 1 }, () => ({}))];

// ---------------------------------------------------------------------------------------
// AfA notes
// ---------------------------------------------------------------------------------------

// The screen's wording (web/features/reports/components/AfaNote.tsx, report-period.ts); the
// server may not import the web layer, so the three labels are repeated here.
const AFA_GAP_LABELS: Record<AfaGap, string> = { purchase_price: "Kaufpreis", purchase_date: "Kaufdatum", building_share: "Gebäudeanteil" };

function listGaps(gaps: readonly AfaGap[]): string {
  const names = gaps.map((g) => AFA_GAP_LABELS[g]);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} und ${names[names.length - 1]}`;
}

/** How a property's AfA was found, or what it lacks for one; the same sentences as on the screen. */
export function afaNote(afa: AfaInfoDto): string {
  // The movable assets need no purchase data of the property: their part stands in any case.
  const movable = afa.movableAfaCents > 0 ? ` ${messages.afaMovableNote(afa.name, euro(afa.movableAfaCents))}` : "";
  if (afa.gaps.length > 0) {
    return `${afa.name}: Keine AfA berechnet – es ${afa.gaps.length > 1 ? "fehlen" : "fehlt"} ${listGaps(afa.gaps)}. Trage die Angaben bei der Immobilie ein.${movable}`;
  }
  const methodNote = afa.methodNote ? ` ${afa.methodNote}` : "";
  if (afa.method === "degressive") return `${messages.afaDegressiveSummary(afa.name, euro(afa.basisCents))}${movable}`;
  const rate = afa.ratePercent === null ? "–" : String(afa.ratePercent).replace(".", ",");
  const assumed = afa.yearBuiltAssumed ? " (Baujahr fehlt: 2 % für Baujahre 1925–2022 angenommen)" : "";
  return `${afa.name}: AfA linear ${rate} % von ${euro(afa.basisCents)} Bemessungsgrundlage${assumed}.${methodNote}${movable}`;
}

const CASH_PRINCIPLE_NOTE =
  "Nach Zahlungsdatum (§ 11 EStG); regelmäßig wiederkehrende Zahlungen um den Jahreswechsel zählen im Jahr ihrer Fälligkeit.";

// ---------------------------------------------------------------------------------------
// Einnahmen-Überschuss-Rechnung
// ---------------------------------------------------------------------------------------

// Roboto's advance widths in em, the wider of Regular and Medium (bold sums): an upper bound
// for how wide an amount prints, so the property columns can be sized before pdfmake lays out.
const AMOUNT_GLYPH_EM: Record<string, number> = { ".": 0.28, ",": 0.23, "-": 0.34, [NBSP]: 0.25 };
const DIGIT_EM = 0.57;
const printedWidth = (text: string, fontSize: number) => [...text].reduce((w, ch) => w + (AMOUNT_GLYPH_EM[ch] ?? DIGIT_EM), 0) * fontSize;

/** Landscape A4 less the margins. */
const LANDSCAPE_WIDTH = 841.89 - 2 * PAGE_MARGIN_X;
const MIN_LABEL_WIDTH = 110;
const PREFERRED_LABEL_WIDTH = 200;
const MAX_AMOUNT_WIDTH = 96;
/** "Veränderung" in bold is 5,72 em: the narrowest a column may be without breaking its title. */
const HEADER_WORD_EM = 5.8;

/**
 * With a column per property, "auto" widths would make a property's longest word (its name is
 * the column's title) as wide as the column must be, and eight such columns overflow the page.
 * Fixed widths as wide as the widest amount let pdfmake wrap, and if need be break, the names
 * instead; the font shrinks one step when the amounts are too wide for the page.
 */
function propertyColumnSizing(cols: ProfitLossColumn[], rows: ProfitLossRow[]): { fontSize: number; amountWidth: number } {
  const texts = cols.flatMap((c) => [...rows.map((r) => euro(c.amount(r.key))), euro(c.income), euro(c.expenses), euro(c.result)]);
  const widest = (fontSize: number) => Math.max(HEADER_WORD_EM * fontSize, ...texts.map((t) => printedWidth(t, fontSize)));
  // Room to spare goes to the columns (up to a limit), so short names need not wrap.
  const roomy = Math.min(MAX_AMOUNT_WIDTH, Math.floor((LANDSCAPE_WIDTH - PREFERRED_LABEL_WIDTH) / cols.length) - 2 * CELL_PADDING);
  for (const fontSize of [8.5, 7.5]) {
    const needed = Math.ceil(widest(fontSize));
    if (LANDSCAPE_WIDTH - cols.length * (needed + 2 * CELL_PADDING) >= MIN_LABEL_WIDTH) return { fontSize, amountWidth: Math.max(needed, roomy) };
  }
  return { fontSize: 7, amountWidth: Math.ceil(widest(7)) };
}

function profitLossTable(data: ProfitLossDto, cols: ProfitLossColumn[], withProperties: boolean): ContentTable {
  const rows = visibleProfitLossRows(data, cols);
  const sizing = withProperties ? propertyColumnSizing(cols, rows) : null;
  const width = cols.length + 1;
  const color = (c: ProfitLossColumn) => (c.isChange ? MUTED : undefined);
  const row = (r: ProfitLossRow): TableCell[] => [{ text: r.label, margin: [8, 0, 0, 0] }, ...cols.map((c) => amountCell(c.amount(r.key), { color: color(c) }))];
  const sum = (label: string, pick: (c: ProfitLossColumn) => Cents): TableCell[] => [{ text: label, bold: true }, ...cols.map((c) => amountCell(pick(c), { bold: true, color: color(c) }))];
  const section = (name: ProfitLossRow["section"]) => rows.filter((r) => r.section === name).map(row);
  const body: TableCell[][] = [
    [headCell("Position", "left"), ...cols.map((c) => headCell(c.title))],
    spanRow("Einnahmen", width),
    ...section("income"),
    sum("Summe Einnahmen", (c) => c.income),
    spanRow("Werbungskosten", width),
    ...section("expense"),
    sum("Summe Werbungskosten", (c) => c.expenses),
    sum("Ergebnis", (c) => c.result),
  ];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: ["*", ...cols.map(() => sizing?.amountWidth ?? ("auto" as const))], body },
    layout: tableLayout,
    fontSize: sizing?.fontSize ?? 9,
  };
}

/**
 * More properties than fit as columns: one row each. A portfolio may hold thousands, so this
 * is a plain table whose header row repeats on every page; rows never split across pages.
 */
function propertyListTable(data: ProfitLossDto): ContentTable {
  const body: TableCell[][] = [
    [headCell("Immobilie", "left"), headCell("Einnahmen"), headCell("Werbungskosten"), headCell("Ergebnis")],
    ...data.columns.map((c): TableCell[] => [c.name, amountCell(c.incomeCents), amountCell(c.expensesCents), amountCell(c.resultCents)]),
    [{ text: "Summe", bold: true }, amountCell(data.total.incomeCents, { bold: true }), amountCell(data.total.expensesCents, { bold: true }), amountCell(data.total.resultCents, { bold: true })],
  ];
  return { table: { headerRows: 1, dontBreakRows: true, widths: ["*", "auto", "auto", "auto"], body }, layout: tableLayout };
}

/** The Einnahmen-Überschuss-Rechnung of a year, for the portfolio or one property. */
export function profitLossDocument(data: ProfitLossDto, options: { createdOn: IsoDate }): PdfDocument {
  const scope = profitLossScope(data);
  const cols = profitLossColumns(data, PDF_MAX_PROPERTY_COLUMNS);
  const period = formatMonthRange(data.from, data.to);
  const wholeYear = period === String(data.year);
  const title = `Einnahmen-Überschuss-Rechnung ${period}`;
  const many = data.propertyId === null && data.columns.length > PDF_MAX_PROPERTY_COLUMNS;
  const count = data.propertyId === null ? ` (${data.columns.length} ${data.columns.length === 1 ? "Immobilie" : "Immobilien"})` : "";
  // With thousands of properties a basis note each would double the document; the gaps are what needs doing.
  const afaNotes = (many ? data.afa.filter((a) => a.gaps.length > 0) : data.afa).map((a): Content => ({ text: afaNote(a), style: "note" }));
  const content: Content[] = [
    { text: title, style: "title" },
    { text: `${scope}${count}`, style: "scope" },
    profitLossTable(data, cols, showsPropertyColumns(data, PDF_MAX_PROPERTY_COLUMNS)),
    { text: CASH_PRINCIPLE_NOTE, style: "note", margin: [0, 8, 0, 0] },
    { text: "Kaution, Tilgung und Anschaffungskosten sind keine Einnahmen oder Werbungskosten und fehlen hier.", style: "note" },
    ...(data.columns.length === 0 ? [{ text: "Noch keine Immobilie angelegt.", style: "note" } satisfies Content] : []),
    ...(many
      ? [
          { text: `Ergebnis je Immobilie ${period}`, style: "heading" } satisfies Content,
          { ...propertyListTable(data), fontSize: 9 } satisfies Content,
        ]
      : []),
    ...(afaNotes.length > 0 ? [{ text: "AfA", style: "heading" } satisfies Content, ...afaNotes] : []),
  ];
  return framed(
    { title, scope, period: wholeYear ? `Steuerjahr ${period}` : period, createdOn: options.createdOn, landscape: showsPropertyColumns(data, PDF_MAX_PROPERTY_COLUMNS) },
    content,
  );
}

// ---------------------------------------------------------------------------------------
// Anlage V
// ---------------------------------------------------------------------------------------

/** The Anlage V summary of one property and year: each line of the form with its number and amount. */
export function anlageVDocument(data: AnlageVDto, options: { createdOn: IsoDate }): PdfDocument {
  const title = `Anlage V ${data.year}`;
  const body: TableCell[][] = [
    [headCell("Zeile", "left"), headCell("Eintrag", "left"), headCell("Betrag")],
    ...data.lines.map((l): TableCell[] => {
      const total = l.section === "total";
      // An unconfirmed number keeps its star right at the number, as on the screen.
      return [{ text: l.confirmed ? l.line : `${l.line}*`, noWrap: true, bold: total }, { text: l.label, bold: total }, amountCell(l.amountCents, { bold: total })];
    }),
  ];
  const content: Content[] = [
    { text: title, style: "title" },
    { text: data.propertyName, style: "scope" },
    { text: `Einkünfte aus Vermietung und Verpachtung. ${CASH_PRINCIPLE_NOTE}`, style: "note", margin: [0, 0, 0, 8] },
    { table: { headerRows: 1, dontBreakRows: true, widths: ["auto", "*", "auto"], body }, layout: tableLayout, fontSize: 9.5 },
    ...(data.unconfirmedLines ? [{ text: `* ${messages.unconfirmedLinesNote}`, style: "note", margin: [0, 8, 0, 0] } satisfies Content] : []),
    { text: afaNote(data.afa), style: "note", margin: [0, data.unconfirmedLines ? 2 : 8, 0, 0] },
  ];
  return framed({ title, scope: data.propertyName, period: `Steuerjahr ${data.year}`, createdOn: options.createdOn }, content);
}

// ---------------------------------------------------------------------------------------
// Services: the JSON report, rendered
// ---------------------------------------------------------------------------------------

type Ctx = { db: Db; actor: Actor };

export interface ReportPdf {
  fileName: string;
  bytes: Uint8Array;
}


/** GET /reports/profit-loss.pdf?year&propertyId: the JSON report's figures as a document (same checks, same 404s). */
export async function profitLossPdf({ db, actor, query }: Ctx & { query: ProfitLossQuery }): Promise<ReportPdf> {
  const data = await getProfitLoss({ db, actor, query });
  const bytes = await renderPdf(profitLossDocument(data, { createdOn: today() }));
  return { fileName: reportFileName("EÜR", profitLossPeriod(data), profitLossScope(data), "pdf"), bytes };
}

/** GET /properties/:id/anlage-v.pdf?year */
export async function anlageVPdf({ db, actor, propertyId, query }: Ctx & { propertyId: string; query: AnlageVQuery }): Promise<ReportPdf> {
  const data = await getAnlageV({ db, actor, propertyId, query });
  const bytes = await renderPdf(anlageVDocument(data, { createdOn: today() }));
  return { fileName: reportFileName("Anlage-V", data.year, data.propertyName, "pdf"), bytes };
}
