// API answers of "Aus Excel übernehmen" (issue 16): a landlord's own sheet (XLSX or CSV)
// read, mapped to the app's fields, previewed row by row and written in one transaction.
// Stateless: the browser keeps the file and sends it with each call (preview, then commit), so
// nothing is stored before the user confirms. Money is integer cents, dates 'yyyy-MM-dd'.
//
// Routes (mounted at /api/v1; both POSTs are multipart: field `file` + field `options`, a JSON
// text of SpreadsheetPreviewOptions / SpreadsheetCommitOptions):
// - POST /imports/spreadsheet/preview   → 200 SpreadsheetPreviewDto
// - POST /imports/spreadsheet/commit    → 201 SpreadsheetImportReportDto
// - GET  /imports/spreadsheet/template.xlsx?target=… and template.csv?target=… → the file
// Limits: file ≤ 10 MB (413), a type that is no sheet (415), ≤ 50.000 rows (400).
import type { Cents } from "@/core/money";

export const importTargets = ["combined", "properties", "tenants", "contracts", "loans", "bookings"] as const;
export type ImportTarget = (typeof importTargets)[number];

export const importTargetLabels: Record<ImportTarget, string> = {
  combined: "Einheiten mit Mietern und Mieten",
  properties: "Immobilien mit Einheiten",
  tenants: "Mieter",
  contracts: "Mietverträge",
  loans: "Darlehen",
  bookings: "Buchungen",
};

/** What one import can create; each row names the records it leads to. */
export const importEntities = ["property", "unit", "tenant", "contract", "loan", "booking"] as const;
export type ImportEntity = (typeof importEntities)[number];

export type SpreadsheetPreviewOptions = {
  target: ImportTarget;
  /** The sheet's name (XLSX); absent: the first sheet with data. CSV has one sheet named after the file. */
  sheet?: string;
  /** The header row as the spreadsheet numbers it (1-based); absent: detected. */
  headerRow?: number;
  /** Column index (0-based) → field key (`SpreadsheetFieldDto.key`), null: not imported; absent: the suggestion. */
  mapping?: (string | null)[];
};

export type SpreadsheetCommitOptions = SpreadsheetPreviewOptions & {
  /** Row numbers (as the spreadsheet numbers them) the user left out. Every row with errors must be among them (else 400). */
  excludedRows: number[];
};

export type SpreadsheetFieldDto = {
  key: string;
  /** German, as the app's forms name it ("Kaltmiete"). */
  label: string;
  /** Every row needs it. */
  required: boolean;
  /** Recognised so the column is not taken for another field, but not imported (Warmmiete). */
  importable: boolean;
};

export type SpreadsheetColumnDto = {
  index: number;
  /** The header cell as text ("" when empty). */
  header: string;
  /** The field the column is read as now (the options' mapping or the suggestion). */
  field: string | null;
  /** The field suggested from the header text, and why ("Kopfzeile „Miete kalt“"). */
  suggested: string | null;
  reason: string | null;
  /** The first few data cells as text, for the mapping screen. */
  samples: string[];
};

/** What the row leads to: a new record or one found by its natural key (not written again). */
export type RowActionDto = {
  entity: ImportEntity;
  action: "create" | "exists";
  label: string;
  /** The same for every row naming the same record (twelve units of one house name one property): count by it. */
  key: string;
};

export type SpreadsheetRowDto = {
  rowNumber: number;
  /** The mapped fields' values as the app shows them ("1.234,56 €", "01.03.2024", "72,5 m²"), by field key. */
  values: Record<string, string>;
  /** German, each "Zeile N: …"; a row with errors cannot be imported and must be excluded. */
  errors: string[];
  actions: RowActionDto[];
};

export type SpreadsheetPreviewDto = {
  fileKind: "xlsx" | "csv";
  sheets: string[];
  sheet: string;
  headerRow: number;
  /** The header rows were found by the app (not given in the options). */
  headerDetected: boolean;
  target: ImportTarget;
  fields: SpreadsheetFieldDto[];
  columns: SpreadsheetColumnDto[];
  /** "… fehlt": requirements no mapped column meets (German labels). Rows cannot be imported until met. */
  unmet: string[];
  rows: SpreadsheetRowDto[];
  /** Rows left out by the app: empty, a repeated header, a sum row at the bottom. */
  skipped: { rowNumber: number; reason: string }[];
  /** Per entity: how many would be created and how many exist already (rows without errors). */
  summary: Record<ImportEntity, { create: number; exists: number }>;
  rowsWithErrors: number;
};

export type SpreadsheetImportReportDto = {
  /** Per entity: created now, and found already present (skipped, not duplicated). */
  created: Record<ImportEntity, number>;
  existing: Record<ImportEntity, number>;
  /** Rows imported, rows the user excluded, rows left out by the app. */
  importedRows: number;
  excludedRows: number[];
  skippedRows: number;
  /** Sum of the created bookings / contracts' cold rents, for the report line ("12 Buchungen über 3.456,00 €"). */
  bookedCents: Cents;
};
