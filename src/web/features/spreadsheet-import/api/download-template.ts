import type { ImportTarget } from "@/shared/spreadsheet-import-types";
import { downloadFile } from "@/web/lib/download-file";

export type TemplateFormat = "xlsx" | "csv";

export const templatePath = (target: ImportTarget, format: TemplateFormat) =>
  `/imports/spreadsheet/template.${format}?target=${encodeURIComponent(target)}`;

/** GET /imports/spreadsheet/template.xlsx|csv: an empty sheet with the columns the importer knows for `target`. */
export const downloadTemplate = (target: ImportTarget, format: TemplateFormat) => downloadFile(templatePath(target, format), `Hausbuch-Vorlage.${format}`);
