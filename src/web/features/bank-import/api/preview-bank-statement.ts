import { useMutation } from "@tanstack/react-query";
import type { BankStatementOptions, BankStatementPreviewDto } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { statementFormData } from "./statement-upload";

export type StatementRequest = { file: File; options: BankStatementOptions };

/** POST /bank-statements/preview: reads the file, writes nothing. No Content-Type of our own: the browser sets the multipart boundary. */
export const previewBankStatement = ({ file, options }: StatementRequest) =>
  apiFetch<BankStatementPreviewDto>("/bank-statements/preview", { method: "POST", body: statementFormData(file, options) });

export const usePreviewBankStatement = () => useMutation({ mutationFn: previewBankStatement });
