import { formatDate, type IsoDate } from "@/core/dates";
import { formatNumber } from "@/core/format";
import { formatEuro, NBSP, type Cents } from "@/core/money";
import { formatRate, type RateMilli } from "@/core/rate";
import { messages } from "@/shared/messages";
import { importEntities, type ImportEntity, type SpreadsheetColumnDto, type SpreadsheetPreviewDto } from "@/shared/spreadsheet-import-types";
import { fieldOf, normalizeHeader, targetFields, type FieldKey, type RowValues } from "./columns";
import type { ImportPlan } from "./import-plan";
import type { SheetColumn, SheetReading } from "./sheet-reading";

// The preview's answer: the sheet's columns with their suggestions, every row's values as the
// app shows them ("1.234,56 €", "01.03.2024", "72,5 m²"), its problems and records, and the
// totals of what the import would create.

/** 72.5 → "72,5 m²", 80.25 → "80,25 m²", 64 → "64 m²": as many decimals as the value has (at most two, as stored). */
function areaText(sqm: number): string {
  const decimals = Number.isInteger(sqm) ? 0 : Number.isInteger(sqm * 10) ? 1 : 2;
  return `${formatNumber(sqm, decimals)}${NBSP}m²`;
}

/** A value as the app shows it. */
export function shownFieldValue(key: FieldKey, value: NonNullable<RowValues[FieldKey]>): string {
  const field = fieldOf(key);
  switch (field.kind) {
    case "amount":
      return formatEuro(value as Cents, { decimals: 2 });
    case "area":
      return areaText(value as number);
    case "date":
      return formatDate(value as IsoDate);
    case "rate":
      return formatRate(value as RateMilli);
    case "boolean":
      return value ? messages.importYes : messages.importNo;
    case "choice":
      return field.choices?.find((c) => c.value === value)?.label ?? String(value);
    default:
      return String(value);
  }
}

function shownValues(values: RowValues): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, value] of Object.entries(values) as [FieldKey, NonNullable<RowValues[FieldKey]>][]) shown[key] = shownFieldValue(key, value);
  return shown;
}

/** Why a column got its suggestion: the header itself, or the known word in it (as the catalogue spells it). */
function reasonOf(column: SheetColumn): string | null {
  const s = column.suggestion;
  if (!s?.field || !s.why) return null;
  if (s.why.match === "exact") return messages.importReasonExact(column.header);
  const spec = fieldOf(s.field);
  const synonym = s.why.synonym;
  return messages.importReasonContains([spec.label, ...spec.synonyms].find((word) => normalizeHeader(word) === synonym) ?? spec.label);
}

function columnDto(column: SheetColumn, field: FieldKey | null): SpreadsheetColumnDto {
  return {
    index: column.index,
    header: column.header,
    field,
    suggested: column.suggestion?.field ?? null,
    reason: reasonOf(column),
    samples: column.samples,
  };
}

export function previewDto(reading: SheetReading, plan: ImportPlan): SpreadsheetPreviewDto {
  const summary = Object.fromEntries(importEntities.map((e) => [e, { create: 0, exists: 0 }])) as Record<ImportEntity, { create: number; exists: number }>;
  const counted = new Set<string>();
  for (const row of plan.rows) {
    if (row.errors.length > 0) continue;
    for (const action of row.actions) {
      // One record named by several rows (the property of a whole sheet) counts once.
      const key = `${action.entity}|${action.id}`;
      if (counted.has(key)) continue;
      counted.add(key);
      summary[action.entity][action.action] += 1;
    }
  }
  const valuesByRow = new Map(reading.rows.map((r) => [r.rowNumber, r.values]));
  return {
    fileKind: reading.fileKind,
    sheets: reading.sheets,
    sheet: reading.sheet,
    headerRow: reading.headerRow,
    headerDetected: reading.headerDetected,
    target: reading.target,
    fields: targetFields(reading.target).map((f) => ({ key: f.key, label: f.label, required: f.required, importable: f.storedAs !== null })),
    columns: reading.columns.map((c) => columnDto(c, reading.mapping[c.index] ?? null)),
    unmet: reading.unmet.map((r) => messages.rowValueMissing(r.label)),
    rows: plan.rows.map((row) => ({
      rowNumber: row.rowNumber,
      values: shownValues(valuesByRow.get(row.rowNumber) ?? {}),
      errors: row.errors,
      actions: row.actions.map(({ entity, action, label, id }) => ({ entity, action, label, key: `${entity}:${id}` })),
    })),
    skipped: reading.skipped.map((s) => ({ rowNumber: s.rowNumber, reason: s.message })),
    summary,
    rowsWithErrors: plan.rows.filter((r) => r.errors.length > 0).length,
  };
}
