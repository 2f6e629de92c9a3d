import { Hono } from "hono";
import { STATEMENT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import type { AppEnv } from "@/server/context";
import type { UploadRoute } from "@/server/http/request-guard";
import { readUploadedFile } from "@/server/http/upload";
import { importStatement, previewStatement } from "./bank-statements.service";

// Multipart routes (field `file` + JSON text field `options`): the request guard lets them
// through with their own size limit (app.ts `uploads`).
const upload = (path: string): UploadRoute => ({ method: "POST", path, maxFileBytes: STATEMENT_MAX_BYTES, tooLarge: messages.statementFileTooLarge(STATEMENT_MAX_BYTES) });
export const BANK_STATEMENT_PREVIEW_UPLOAD = upload("/api/v1/bank-statements/preview");
export const BANK_STATEMENT_IMPORT_UPLOAD = upload("/api/v1/bank-statements");

/**
 * Bank statement files, mounted at /api/v1:
 * - POST /bank-statements/preview → 200 BankStatementPreviewDto (nothing stored)
 * - POST /bank-statements → 201 BankStatementImportDto
 */
export const bankStatementRoutes = () =>
  new Hono<AppEnv>()
    .post("/bank-statements/preview", async (c) =>
      c.json(await previewStatement({ db: c.var.db, actor: c.var.actor, read: () => readUploadedFile(c, BANK_STATEMENT_PREVIEW_UPLOAD) })),
    )
    .post("/bank-statements", async (c) =>
      c.json(await importStatement({ db: c.var.db, actor: c.var.actor, read: () => readUploadedFile(c, BANK_STATEMENT_IMPORT_UPLOAD) }), 201),
    );
