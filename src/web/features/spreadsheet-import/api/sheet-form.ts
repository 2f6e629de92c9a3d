import { SPREADSHEET_IMPORT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { ApiError } from "@/web/lib/api";

/**
 * The multipart body of the import's POSTs: the file (field `file`) and the options as JSON text
 * (field `options`). The server keeps nothing between calls, so every call carries the file.
 * A file over the limit fails with the server's 413 text without being sent.
 */
export function sheetForm(file: File, options: object): FormData {
  if (file.size > SPREADSHEET_IMPORT_MAX_BYTES) {
    throw new ApiError(413, { message: messages.sheetUploadTooLarge(SPREADSHEET_IMPORT_MAX_BYTES / (1024 * 1024)), details: null, hint: null, code: "payload_too_large" });
  }
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("options", JSON.stringify(options));
  return form;
}
