import { messages } from "@/shared/messages";
import { importEntities, type ImportEntity, type RowActionDto, type SpreadsheetImportReportDto, type SpreadsheetRowDto } from "@/shared/spreadsheet-import-types";

export type EntityCounts = Record<ImportEntity, { create: number; exists: number }>;

const zeroCounts = (): EntityCounts =>
  Object.fromEntries(importEntities.map((e) => [e, { create: 0, exists: 0 }])) as EntityCounts;

/**
 * What the included rows without errors would create and find, counted again in the browser
 * because the server's summary counts every row and the user excludes some. Twelve units of
 * one house name the same property: a record is counted once, as new when any row creates it.
 */
export function summarize(rows: readonly SpreadsheetRowDto[], excluded: ReadonlySet<number>): EntityCounts {
  const seen = new Map<string, { entity: ImportEntity; action: RowActionDto["action"] }>();
  for (const row of rows) {
    if (excluded.has(row.rowNumber) || row.errors.length > 0) continue;
    for (const action of row.actions) {
      if (seen.get(action.key)?.action !== "create") seen.set(action.key, { entity: action.entity, action: action.action });
    }
  }
  const counts = zeroCounts();
  for (const { entity, action } of seen.values()) counts[entity][action] += 1;
  return counts;
}

const list = (counts: EntityCounts, action: "create" | "exists") =>
  importEntities
    .filter((e) => counts[e][action] > 0)
    .map((e) => messages.sheetImportEntityCount(e, counts[e][action]))
    .join(", ");

/** "Neu: 1 Immobilie, 12 Einheiten · vorhanden: 2 Mieter". */
export function summarySentence(counts: EntityCounts): string {
  const created = list(counts, "create");
  const existing = list(counts, "exists");
  const parts = [created ? messages.sheetImportSummaryNew(created) : messages.sheetImportSummaryNothing];
  if (existing) parts.push(messages.sheetImportSummaryExisting(existing));
  return parts.join(" · ");
}

export type ReportLine = { entity: ImportEntity; created: number; existing: number };

/** The report's table: the entities the import created or found, in the app's order. */
export const reportLines = (report: SpreadsheetImportReportDto): ReportLine[] =>
  importEntities
    .map((entity) => ({ entity, created: report.created[entity] ?? 0, existing: report.existing[entity] ?? 0 }))
    .filter((line) => line.created > 0 || line.existing > 0);
