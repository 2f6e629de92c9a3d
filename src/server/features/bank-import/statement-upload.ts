import type { BankStatementOptionsParsed } from "@/shared/schemas/bank-import";
import { bankStatementOptions } from "@/shared/schemas/bank-import";
import { messages } from "@/shared/messages";
import { AppError } from "@/server/http/errors";
import type { UploadedFile } from "@/server/http/upload";
import { parseWith } from "@/server/http/validate";

/** The upload's `options` field: JSON text of BankStatementOptions (400 when missing or not JSON, field errors as any body). */
export function statementOptionsOf(file: UploadedFile): BankStatementOptionsParsed {
  const text = file.fields.options;
  let raw: unknown;
  try {
    raw = text === undefined ? undefined : JSON.parse(text);
  } catch {
    raw = undefined;
  }
  if (raw === undefined || raw === null || typeof raw !== "object") {
    throw new AppError("bad_request", messages.statementOptionsInvalid, { fields: [{ field: "options", message: messages.statementOptionsInvalid }] });
  }
  return parseWith(bankStatementOptions, raw);
}
