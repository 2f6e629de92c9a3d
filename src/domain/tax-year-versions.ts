/**
 * Finalised tax years (issue 15): a property's tax year is frozen as numbered versions of its
 * figures — the P&L column and the Anlage V lines as they were when finalised. A later change
 * to the ledger or the purchase data does not touch a version; it shows as a difference
 * between the current figures and the last version, and only such a difference allows the
 * next version (docs/decisions/0017-tax-reports.md, "Finalised tax years").
 *
 * Pure: the figures come in as the report DTOs (structurally), the result is plain data.
 */
import { ZERO_CENTS, type Cents } from "@/core/money";

/** What of a P&L row and an Anlage V line the comparison reads; the report DTOs have more. */
interface ComparedRow {
  key: string;
  label: string;
  amountCents: Cents;
}

/** The figures of a tax year, as far as versions compare them. */
export interface TaxYearFigureSet {
  profitLoss: { rows: readonly ComparedRow[]; resultCents: Cents };
  anlageV: { lines: ReadonlyArray<ComparedRow & { line: string }> };
}

export type TaxYearReport = "profit_loss" | "anlage_v";

/** One row or line whose amount differs between two figure sets. */
export interface TaxYearChange {
  report: TaxYearReport;
  /** The P&L row's key (a category, "maintenance_immediate", "afa", or "result"), or the Anlage V line's key. */
  key: string;
  label: string;
  /** The Anlage V's Zeile ("46–48"); null for the P&L. */
  line: string | null;
  oldCents: Cents;
  newCents: Cents;
}

/** The P&L's result is no row of its own in the DTO; as a change it is one, under this key and the table's label. */
export const PROFIT_LOSS_RESULT = { key: "result", label: "Überschuss / Verlust" } as const;

/**
 * The rows whose amount differs, in the order of `after` (rows only `before` has come last).
 * A row missing on one side counts as 0 there: the catalogue of categories or the form's
 * lines may grow between versions, and a new row at 0 is no difference, one with an amount is.
 * Labels and line numbers are the newer ones where the row still exists; they are not
 * compared themselves — only amounts make a difference (a renamed property or a corrected
 * line number is no reason for a new version).
 */
function changedRows<R extends ComparedRow>(report: TaxYearReport, before: readonly R[], after: readonly R[], lineOf: (row: R) => string | null): TaxYearChange[] {
  const old = new Map(before.map((r) => [r.key, r]));
  const seen = new Set<string>();
  const changes: TaxYearChange[] = [];
  for (const row of after) {
    seen.add(row.key);
    const oldCents = old.get(row.key)?.amountCents ?? ZERO_CENTS;
    if (oldCents !== row.amountCents) changes.push({ report, key: row.key, label: row.label, line: lineOf(row), oldCents, newCents: row.amountCents });
  }
  for (const row of before) {
    if (!seen.has(row.key) && row.amountCents !== ZERO_CENTS) changes.push({ report, key: row.key, label: row.label, line: lineOf(row), oldCents: row.amountCents, newCents: ZERO_CENTS });
  }
  return changes;
}

/** What changed from `before` (the last version) to `after` (the current figures): P&L rows and result first, then the Anlage V lines. Empty: nothing. */
export function compareTaxYearFigures(before: TaxYearFigureSet, after: TaxYearFigureSet): TaxYearChange[] {
  const result = (f: TaxYearFigureSet): ComparedRow => ({ ...PROFIT_LOSS_RESULT, amountCents: f.profitLoss.resultCents });
  return [
    ...changedRows("profit_loss", [...before.profitLoss.rows, result(before)], [...after.profitLoss.rows, result(after)], () => null),
    ...changedRows("anlage_v", before.anlageV.lines, after.anlageV.lines, (l) => l.line),
  ];
}

/**
 * JSON with every object's keys sorted, so equal figures give equal text whatever the key
 * order: PostgreSQL's jsonb stores keys in its own order, and the hash of a version must be
 * recomputable from what it reads back. Arrays keep their order (rows are ordered data).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    // undefined, functions and symbols have no JSON; as a property they are left out below.
    return text === undefined ? "null" : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}
