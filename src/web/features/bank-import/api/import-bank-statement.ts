import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankStatementImportDto } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import type { StatementRequest } from "./preview-bank-statement";
import { invalidateBankBooking } from "./query-keys";
import { statementFormData } from "./statement-upload";

/** POST /bank-statements: the same file and options as the preview, stored all-or-nothing. */
export const importBankStatement = ({ file, options }: StatementRequest) =>
  apiFetch<BankStatementImportDto>("/bank-statements", { method: "POST", body: statementFormData(file, options) });

export function useImportBankStatement() {
  const queryClient = useQueryClient();
  // Automatic rules may have booked some at once: the ledger's screens too.
  return useMutation({ mutationFn: importBankStatement, onSuccess: () => invalidateBankBooking(queryClient) });
}
