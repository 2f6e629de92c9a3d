import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SpreadsheetPreviewDto, SpreadsheetPreviewOptions } from "@/shared/spreadsheet-import-types";
import { apiFetch } from "@/web/lib/api";
import { spreadsheetImportKeys } from "./query-keys";
import { sheetForm } from "./sheet-form";

/**
 * POST /imports/spreadsheet/preview: the sheet read with `options`, nothing written. Fails with
 * the server's German text (413 too large, 415 no sheet, 400 too many rows or no header row).
 * No Content-Type of our own: the browser sets multipart/form-data with its boundary.
 */
export const previewSpreadsheet = (file: File, options: SpreadsheetPreviewOptions) =>
  apiFetch<SpreadsheetPreviewDto>("/imports/spreadsheet/preview", { method: "POST", body: sheetForm(file, options) });

// A preview of a given file and options never changes: no refetch. It can be large (50.000
// rows), so one that is no longer shown is dropped soon.
export const spreadsheetPreviewQuery = (file: File, fileId: number, options: SpreadsheetPreviewOptions) =>
  queryOptions({
    queryKey: spreadsheetImportKeys.preview(fileId, options),
    queryFn: () => previewSpreadsheet(file, options),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });

/** The preview for the current options; while a new one loads, the last one stays on screen. */
export function useSpreadsheetPreview(file: File | null, fileId: number, options: SpreadsheetPreviewOptions, enabled: boolean) {
  return useQuery({
    ...spreadsheetPreviewQuery(file ?? new File([], ""), fileId, options),
    enabled: enabled && file !== null,
    placeholderData: keepPreviousData,
  });
}
