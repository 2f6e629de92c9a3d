// Answers of the import API for the wizard's tests, shaped like the server's (contract:
// src/shared/spreadsheet-import-types.ts; labels as spreadsheet-import/plan-portfolio.ts writes them).
import { cents } from "@/core/money";
import { importEntities, type ImportEntity, type SpreadsheetImportReportDto, type SpreadsheetPreviewDto, type SpreadsheetRowDto } from "@/shared/spreadsheet-import-types";

const perEntity = <T>(value: () => T) => Object.fromEntries(importEntities.map((e) => [e, value()])) as Record<ImportEntity, T>;

export const fields = [
  { key: "propertyName", label: "Immobilie", required: true, importable: true },
  { key: "unitCode", label: "Einheit", required: true, importable: true },
  { key: "tenantName", label: "Mieter", required: false, importable: true },
  { key: "coldRent", label: "Kaltmiete", required: true, importable: true },
  { key: "warmRent", label: "Warmmiete", required: false, importable: false },
];

/** Row 2: a new unit with its tenant; row 3: its rent is no amount; row 4: a unit already present. */
export function rows(): SpreadsheetRowDto[] {
  return [
    {
      rowNumber: 2,
      values: { propertyName: "Lindenstraße 5", unitCode: "W01", tenantName: "Mia Berg", coldRent: "650,00 €" },
      errors: [],
      actions: [
        { entity: "property", action: "create", label: "Lindenstraße 5", key: "property:Lindenstraße 5" },
        { entity: "unit", action: "create", label: "W01 (Lindenstraße 5)", key: "unit:W01 (Lindenstraße 5)" },
        { entity: "tenant", action: "create", label: "Mia Berg", key: "tenant:Mia Berg" },
        { entity: "contract", action: "create", label: "W01 ab 01.03.2024", key: "contract:W01 ab 01.03.2024" },
      ],
    },
    {
      rowNumber: 3,
      values: { propertyName: "Lindenstraße 5", unitCode: "W02", tenantName: "Jan Roth", coldRent: "ca. 500" },
      errors: ["Zeile 3: Kaltmiete „ca. 500“ ist kein Betrag"],
      actions: [
        { entity: "property", action: "create", label: "Lindenstraße 5", key: "property:Lindenstraße 5" },
        { entity: "unit", action: "create", label: "W02 (Lindenstraße 5)", key: "unit:W02 (Lindenstraße 5)" },
      ],
    },
    {
      rowNumber: 4,
      values: { propertyName: "Lindenstraße 5", unitCode: "W03", tenantName: "", coldRent: "480,00 €" },
      errors: [],
      actions: [
        { entity: "property", action: "create", label: "Lindenstraße 5", key: "property:Lindenstraße 5" },
        { entity: "unit", action: "exists", label: "W03 (Lindenstraße 5)", key: "unit:W03 (Lindenstraße 5)" },
      ],
    },
  ];
}

export function preview(overrides: Partial<SpreadsheetPreviewDto> = {}): SpreadsheetPreviewDto {
  const summary = perEntity(() => ({ create: 0, exists: 0 }));
  return {
    fileKind: "xlsx",
    sheets: ["Mieterliste", "Notizen"],
    sheet: "Mieterliste",
    headerRow: 1,
    headerDetected: true,
    target: "combined",
    fields,
    columns: [
      { index: 0, header: "Objekt", field: "propertyName", suggested: "propertyName", reason: "Kopfzeile „Objekt“", samples: ["Lindenstraße 5", "Lindenstraße 5"] },
      { index: 1, header: "Whg.", field: "unitCode", suggested: "unitCode", reason: "Kopfzeile „Whg.“", samples: ["W01", "W02", "W03"] },
      { index: 2, header: "Name", field: "tenantName", suggested: "tenantName", reason: "Kopfzeile „Name“", samples: ["Mia Berg", "Jan Roth"] },
      { index: 3, header: "Miete kalt", field: "coldRent", suggested: "coldRent", reason: "Kopfzeile „Miete kalt“", samples: ["650", "ca. 500", "480"] },
      { index: 4, header: "Bemerkung", field: null, suggested: null, reason: null, samples: ["Balkon"] },
    ],
    unmet: [],
    rows: rows(),
    skipped: [{ rowNumber: 5, reason: "Summenzeile" }],
    summary,
    rowsWithErrors: 1,
    ...overrides,
  };
}

export function report(overrides: Partial<SpreadsheetImportReportDto> = {}): SpreadsheetImportReportDto {
  return {
    created: { ...perEntity(() => 0), property: 1, unit: 1, tenant: 1, contract: 1 },
    existing: { ...perEntity(() => 0), unit: 1 },
    importedRows: 2,
    excludedRows: [3],
    skippedRows: 1,
    bookedCents: cents(65000),
    ...overrides,
  };
}
