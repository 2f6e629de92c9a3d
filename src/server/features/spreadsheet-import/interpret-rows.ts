import type { CellValue, SheetRows } from "@/server/spreadsheet/read-workbook";
import { messages } from "@/shared/messages";
import {
  cellText,
  foldText,
  readAmount,
  readArea,
  readBoolean,
  readChoice,
  readDate,
  readEmail,
  readIban,
  readInteger,
  readRate,
  readText,
  type CellResult,
  type DateSystem,
} from "./cell-values";
import { fieldOf, TARGETS, type ColumnMapping, type Field, type FieldKey, type ImportTarget, type RowValues } from "./columns";
import { dataRows, rowNumberOf, type SkippedRow } from "./sheet-shape";

// The sheet's data rows read as the chosen target's fields, through the column mapping the user
// confirmed: per row its values, typed (cents, dates, m²), and its problems in German with the
// row number Excel shows ("Zeile 14: Kaltmiete „ca. 500“ ist kein Betrag"). Pure: what the
// preview shows and what the import later writes, without touching the database.

export type InterpretedRow = {
  /** The row number as Excel shows it. */
  rowNumber: number;
  values: RowValues;
  /** German, each starting with "Zeile N: "; empty when the row can be imported. */
  errors: string[];
};

export type InterpretedSheet = { rows: InterpretedRow[]; skipped: SkippedRow[] };

export type InterpretInput = {
  rows: SheetRows;
  /** The (last) header row; data starts below it. */
  headerRowIndex: number;
  target: ImportTarget;
  /** Column index → field; null or missing: not imported. */
  mapping: ColumnMapping;
  dateSystem?: DateSystem;
};

type Value = NonNullable<RowValues[FieldKey]>;

/** One cell read as the field's kind. */
function readField(field: Field, cell: CellValue, dateSystem: DateSystem): CellResult<Value> {
  const label = field.label;
  switch (field.kind) {
    case "text":
      return readText(cell, label, { maxLength: field.maxLength, digits: field.digits });
    case "amount":
      return readAmount(cell, label, { allowNegative: field.signed === true });
    case "area":
      return readArea(cell, label);
    case "integer":
      return readInteger(cell, label);
    case "date":
      return readDate(cell, label, { dateSystem });
    case "boolean":
      return readBoolean(cell, label);
    case "email":
      return readEmail(cell, label);
    case "iban":
      return readIban(cell, label);
    case "rate":
      return readRate(cell, label);
    case "choice":
      return readChoice(cell, label, field.choices ?? []);
  }
}

/** A cell that says "nothing here" for this field (the tenant column of a vacant unit: "Leerstand"). */
function meansNone(field: Field, cell: CellValue): boolean {
  if (!field.noneWords || typeof cell !== "string") return false;
  const text = foldText(cellText(cell));
  return field.noneWords.some((word) => foldText(word) === text);
}

function interpretRow(row: readonly CellValue[], rowNumber: number, columns: readonly (readonly [number, Field])[], input: InterpretInput): InterpretedRow {
  const values: Partial<Record<FieldKey, Value>> = {};
  const problems: string[] = [];
  const unreadable = new Set<FieldKey>();
  // Said to be empty on purpose ("Leerstand"): no value, and nothing missing either.
  const none = new Set<FieldKey>();
  for (const [column, field] of columns) {
    const cell = row[column] ?? null;
    if (meansNone(field, cell)) {
      none.add(field.key);
      continue;
    }
    const result = readField(field, cell, input.dateSystem ?? 1900);
    if (!result.ok) {
      problems.push(result.message);
      unreadable.add(field.key);
    } else if (result.value !== null) {
      values[field.key] = result.value;
    }
  }
  for (const requirement of TARGETS[input.target].requirements) {
    const needed = !requirement.when || requirement.when.some((key) => values[key] !== undefined);
    const present = requirement.anyOf.some((key) => values[key] !== undefined || unreadable.has(key) || none.has(key));
    // A value that is there but unreadable has its own message already; "fehlt" would be wrong.
    if (needed && !present) problems.push(messages.rowValueMissing(requirement.label));
  }
  // readField reads each field as its kind, so each value has its field's type.
  return { rowNumber, values: values as RowValues, errors: problems.map((p) => messages.rowProblem(rowNumber, p)) };
}

/**
 * Reads every data row below the header (empty rows, repeated headers and sum rows are skipped
 * with their reason, see sheet-shape.ts). Columns mapped to a field the target does not have,
 * or a second column for a field already mapped, are ignored: the mapping comes from the user.
 */
export function interpretRows(input: InterpretInput): InterpretedSheet {
  const fields = new Set<FieldKey>(TARGETS[input.target].fields);
  const seen = new Set<FieldKey>();
  const columns: (readonly [number, Field])[] = [];
  input.mapping.forEach((key, column) => {
    if (key === null || key === undefined || !fields.has(key) || seen.has(key)) return;
    seen.add(key);
    columns.push([column, fieldOf(key)]);
  });
  const { dataRowIndices, skipped } = dataRows(input.rows, input.headerRowIndex);
  const rows = dataRowIndices.map((index) => interpretRow(input.rows[index] ?? [], rowNumberOf(index), columns, input));
  return { rows, skipped };
}
