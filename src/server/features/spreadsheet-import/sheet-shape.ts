import { fail, ok, type ParseResult } from "@/core/result";
import type { CellValue, SheetRows } from "@/server/spreadsheet/read-workbook";
import { messages } from "@/shared/messages";
import { cellText, euroNumberToCents, foldText } from "./cell-values";
import { importTargets, suggestColumns, type ImportTarget } from "./columns";

// Where in a landlord's sheet the table is: the header row (below title rows, possibly two rows
// high), the data rows under it, and the rows that only look like data (empty rows, sum rows,
// the header repeated for printing). Rows are indices into SheetRows; the user is shown the row
// numbers Excel shows (index + 1: read-workbook keeps leading empty rows).

/** How far down a header row is looked for: below title, date and notes rows, above the data. */
export const HEADER_SEARCH_ROWS = 15;

export type SkipReason = "empty" | "sum" | "header";
export type SkippedRow = { rowNumber: number; reason: SkipReason; message: string };

export type SheetShape = {
  /** The header row (with a two-row header the lower one, see groupRowIndex). */
  headerRowIndex: number;
  /** The row of group titles above a two-row header ("Miete" over "kalt" and "NK"), or null. */
  groupRowIndex: number | null;
  /** Per column the header; a header cell merged over both rows of a two-row header stands in the upper row and is taken from there. */
  headers: CellValue[];
  /** Per column the group title over it, or null. */
  groups: (string | null)[];
  /** The rows to import, as indices into the sheet's rows. */
  dataRowIndices: number[];
  skipped: SkippedRow[];
};

/** The row number Excel shows for a row index. */
export const rowNumberOf = (index: number): number => index + 1;

const isBlank = (cell: CellValue | undefined) => cell === null || cell === undefined || (typeof cell === "string" && cellText(cell) === "");
const isText = (cell: CellValue | undefined): cell is string => typeof cell === "string" && !isBlank(cell);
const filled = (row: readonly CellValue[]) => row.filter((c) => !isBlank(c));

/** A header row is mostly text: at least two cells, at least 60 % of them text. */
function looksLikeHeader(row: readonly CellValue[]): boolean {
  const cells = filled(row);
  return cells.length >= 2 && cells.filter(isText).length / cells.length >= 0.6;
}

/** How many columns of the row a target would recognise (for no target: the best target). */
function recognised(headers: readonly CellValue[], groups: readonly (string | null)[], target: ImportTarget | undefined): number {
  const targets = target ? [target] : importTargets;
  return Math.max(...targets.map((t) => suggestColumns(t, headers, groups).filter((s) => s.field !== null).length));
}

type HeaderCandidate = { headerRowIndex: number; groupRowIndex: number | null; headers: CellValue[]; groups: (string | null)[]; score: number };

/**
 * A two-row header: `upper` holds group titles merged over several columns ("Mieter" over
 * "Vorname" and "Nachname") and headers merged over both rows ("Objekt"); `lower` the rest.
 * A merged cell's value stands in its first cell, the covered cells are empty: a group title
 * covers its column and the empty upper cells right of it, as long as the lower row has a
 * header below them.
 */
function twoRowHeader(upper: readonly CellValue[], lower: readonly CellValue[]): { headers: CellValue[]; groups: (string | null)[] } {
  const width = Math.max(upper.length, lower.length);
  const headers: CellValue[] = [];
  const groups: (string | null)[] = [];
  let group: string | null = null;
  for (let column = 0; column < width; column++) {
    const above = upper[column];
    const below = lower[column];
    if (isBlank(below)) {
      headers.push(isBlank(above) ? null : (above ?? null));
      groups.push(null);
      group = null;
      continue;
    }
    if (!isBlank(above)) group = cellText(above ?? null);
    headers.push(below ?? null);
    groups.push(group);
  }
  return { headers, groups };
}

function headerCandidates(rows: SheetRows, target: ImportTarget | undefined): HeaderCandidate[] {
  const candidates: HeaderCandidate[] = [];
  const last = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < last; index++) {
    const row = rows[index] ?? [];
    if (!looksLikeHeader(row)) continue;
    const groups = row.map(() => null);
    candidates.push({ headerRowIndex: index, groupRowIndex: null, headers: [...row], groups, score: recognised(row, groups, target) });
    const upper = rows[index - 1];
    if (upper && filled(upper).length > 0 && filled(upper).every(isText)) {
      const pair = twoRowHeader(upper, row);
      candidates.push({ headerRowIndex: index, groupRowIndex: index - 1, ...pair, score: recognised(pair.headers, pair.groups, target) });
    }
  }
  return candidates;
}

// A sum row is labelled in its first filled cell: "Summe", "Gesamt", "Total", "Σ" (also "Summe Haus A", "Gesamt:").
const SUM_LABEL = /^(?:summe|summen|gesamt|gesamtsumme|insgesamt|zwischensumme|total|totals|sum|σ|∑)(?=$|[^\p{L}\p{N}])/u;

function isLabelledSum(row: readonly CellValue[]): boolean {
  const first = filled(row)[0];
  return isText(first) && SUM_LABEL.test(foldText(first));
}

/** More than two decimals (or exponent notation): rounding it to cents loses something. */
const subCent = (value: number) => !/^-?\d+(?:\.\d{1,2})?$/.test(String(value));

/**
 * An unlabelled sum row: only numbers, its first cell empty, and each number the sum of the
 * numbers above it in its column. Compared in cents, each value rounded once, never as
 * floats (0.1 + 0.2 is 0,30 €); values with more decimals than cents may be off by half a
 * cent each, values in whole cents must add up exactly.
 */
function isColumnSum(row: readonly CellValue[], above: readonly (readonly CellValue[])[]): boolean {
  const cells = filled(row);
  if (!isBlank(row[0]) || cells.length === 0 || !cells.every((c) => typeof c === "number")) return false;
  return row.every((cell, column) => {
    if (typeof cell !== "number") return true;
    const total = euroNumberToCents(cell);
    const addends = above.map((r) => r[column]).filter((c): c is number => typeof c === "number");
    if (total === null || addends.length === 0) return false;
    let sum = 0;
    let roundings = subCent(cell) ? 1 : 0;
    for (const value of addends) {
      const amount = euroNumberToCents(value);
      if (amount === null) return false;
      sum += amount;
      if (subCent(value)) roundings += 1;
    }
    return Math.abs(sum - total) * 2 <= roundings;
  });
}

/** A row's cells as compared with the header: folded text. */
const foldedTexts = (row: readonly CellValue[]) => row.map((c) => foldText(cellText(c)));

/**
 * The header again (printed on every page): the same texts in the same columns, trailing empty
 * cells aside. `header` is folded once by the caller, the row only up to its first difference
 * (folding both rows whole for every row took about 1,5 s of a 10.000-row preview, bench/imports.bench.ts).
 */
function repeatsHeader(row: readonly CellValue[], header: readonly string[]): boolean {
  if (filled(row).length < 2) return false;
  const width = Math.max(row.length, header.length);
  for (let column = 0; column < width; column++) {
    if (foldText(cellText(row[column] ?? null)) !== (header[column] ?? "")) return false;
  }
  return true;
}

/**
 * The rows below the header that hold data, and those skipped with a reason: empty rows, the
 * header repeated (printed over several pages), sum rows labelled anywhere, and unlabelled sum
 * rows at the bottom.
 */
export function dataRows(rows: SheetRows, headerRowIndex: number): { dataRowIndices: number[]; skipped: SkippedRow[] } {
  const header = foldedTexts(rows[headerRowIndex] ?? []);
  const reasons = new Map<number, SkipReason>();
  const data: number[] = [];
  for (let index = headerRowIndex + 1; index < rows.length; index++) {
    const row = rows[index] ?? [];
    if (filled(row).length === 0) reasons.set(index, "empty");
    else if (repeatsHeader(row, header)) reasons.set(index, "header");
    else if (isLabelledSum(row)) reasons.set(index, "sum");
    else data.push(index);
  }
  // Unlabelled sums: from the bottom up, while the last data row sums up the data rows above it
  // (at least two: a row equal to the single row above it is no evidence of a sum).
  while (data.length > 2) {
    const last = data[data.length - 1] ?? -1;
    const above = data.slice(0, -1).map((i) => rows[i] ?? []);
    if (!isColumnSum(rows[last] ?? [], above)) break;
    reasons.set(last, "sum");
    data.pop();
  }
  const text = { empty: messages.rowSkippedEmpty, sum: messages.rowSkippedSum, header: messages.rowSkippedHeader };
  const skipped = [...reasons.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, reason]) => ({ rowNumber: rowNumberOf(index), reason, message: text[reason] }));
  return { dataRowIndices: data, skipped };
}

/**
 * Finds the table in a sheet: the header row is, among the first 15 rows, the mostly-text row
 * whose cells match the most known column names (for the target, or for any target before one
 * is chosen); title rows above it have too few cells. A group-title row over it makes a
 * two-row header when that recognises more columns. Ties go to the upper row.
 */
export function detectSheetShape(rows: SheetRows, target?: ImportTarget): ParseResult<SheetShape> {
  let best: HeaderCandidate | null = null;
  for (const candidate of headerCandidates(rows, target)) {
    if (candidate.score > 0 && (!best || candidate.score > best.score)) best = candidate;
  }
  if (!best) return fail(messages.sheetHeaderNotFound(HEADER_SEARCH_ROWS));
  return ok({
    headerRowIndex: best.headerRowIndex,
    groupRowIndex: best.groupRowIndex,
    headers: best.headers,
    groups: best.groups,
    ...dataRows(rows, best.headerRowIndex),
  });
}
