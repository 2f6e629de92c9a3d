import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SpreadsheetCommitOptions, SpreadsheetImportReportDto } from "@/shared/spreadsheet-import-types";
import { apiFetch } from "@/web/lib/api";
import { invalidateLedger, invalidatePortfolio } from "@/web/lib/query-keys";
import { sheetForm } from "./sheet-form";

/**
 * POST /imports/spreadsheet/commit (201): writes the previewed rows in one transaction, all or
 * nothing. The server refuses (400) while a row with errors is not among `excludedRows`.
 */
export const commitSpreadsheet = ({ file, options }: { file: File; options: SpreadsheetCommitOptions }) =>
  apiFetch<SpreadsheetImportReportDto>("/imports/spreadsheet/commit", { method: "POST", body: sheetForm(file, options) });

export function useCommitSpreadsheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitSpreadsheet,
    // An import may create properties, units, tenants and contracts (the portfolio), bookings
    // (the ledger) and loans: every screen showing them is stale.
    onSuccess: () => Promise.all([invalidatePortfolio(queryClient), invalidateLedger(queryClient), queryClient.invalidateQueries({ queryKey: ["loans"] })]),
  });
}
