import type { BankStatementOptions } from "@/shared/bank-import-types";
import { STATEMENT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { ApiError } from "@/web/lib/api";


/** What the file picker offers; the server decides by the content (415 for anything else). */
export const STATEMENT_ACCEPT = ".xml,.zip,.csv,.txt,application/xml,text/xml,application/zip,text/csv";

/**
 * The multipart body of preview and import alike: the file and, beside it, the options as a
 * JSON text field. Preview and import are stateless, so the import sends the same file again.
 */
export function statementFormData(file: File, options: BankStatementOptions): FormData {
  // The server's limit: a larger file is refused here with the server's own message, without sending 20 MB for nothing.
  if (file.size > STATEMENT_MAX_BYTES) {
    throw new ApiError(413, { message: messages.statementFileTooLarge(STATEMENT_MAX_BYTES), details: null, hint: null, code: "payload_too_large" });
  }
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("options", JSON.stringify(options));
  return form;
}
