import { Hono } from "hono";
import type { AppEnv } from "@/server/context";
import { authorize } from "@/server/authz";
import { contentDisposition } from "@/server/http/content-disposition";
import type { UploadRoute } from "@/server/http/request-guard";
import { readUploadedFile } from "@/server/http/upload";
import { input } from "@/server/http/openapi/route-input";
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from "@/server/spreadsheet/spreadsheet";
import { SPREADSHEET_IMPORT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { spreadsheetTemplateQuery } from "@/shared/schemas/spreadsheet-import";
import { commitSpreadsheet, previewSpreadsheet } from "./spreadsheet-import.service";
import { templateCsv, templateFileName, templateXlsx } from "./templates";

const upload = (path: string): UploadRoute => ({
  method: "POST",
  path: `/api/v1/imports/spreadsheet/${path}`,
  maxFileBytes: SPREADSHEET_IMPORT_MAX_BYTES,
  tooLarge: messages.sheetUploadTooLarge(SPREADSHEET_IMPORT_MAX_BYTES / (1024 * 1024)),
});

/** The import's two uploads: the request guard lets multipart through on these (app.ts `uploads`). */
export const SPREADSHEET_PREVIEW_UPLOAD = upload("preview");
export const SPREADSHEET_COMMIT_UPLOAD = upload("commit");

const fileHeaders = (contentType: string, fileName: string) => ({
  "Content-Type": contentType,
  "Content-Disposition": contentDisposition("attachment", fileName),
  "Cache-Control": "no-store",
});

// The templates have no service: the routes check the role themselves.
const templateQuery = input({ query: spreadsheetTemplateQuery });

/**
 * "Aus Excel übernehmen" (issue 16), mounted at /api/v1; contract in
 * src/shared/spreadsheet-import-types.ts:
 * - POST /imports/spreadsheet/preview (multipart: `file`, `options`) → SpreadsheetPreviewDto
 * - POST /imports/spreadsheet/commit (multipart: `file`, `options` with excludedRows) → 201 SpreadsheetImportReportDto
 * - GET /imports/spreadsheet/template.xlsx?target=…, template.csv?target=… → the target's template
 */
export const spreadsheetImportRoutes = () =>
  new Hono<AppEnv>()
    .post("/imports/spreadsheet/preview", async (c) =>
      c.json(await previewSpreadsheet({ db: c.var.db, actor: c.var.actor, read: () => readUploadedFile(c, SPREADSHEET_PREVIEW_UPLOAD) })),
    )
    .post("/imports/spreadsheet/commit", async (c) =>
      c.json(await commitSpreadsheet({ db: c.var.db, actor: c.var.actor, read: () => readUploadedFile(c, SPREADSHEET_COMMIT_UPLOAD) }), 201),
    )
    .get("/imports/spreadsheet/template.xlsx", templateQuery, async (c) => {
      authorize(c.var.actor, "read");
      const { target } = c.req.valid("query");
      const bytes = await templateXlsx(target);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, fileHeaders(XLSX_CONTENT_TYPE, templateFileName(target, "xlsx")));
    })
    .get("/imports/spreadsheet/template.csv", templateQuery, (c) => {
      authorize(c.var.actor, "read");
      const { target } = c.req.valid("query");
      return c.body(templateCsv(target), 200, fileHeaders(CSV_CONTENT_TYPE, templateFileName(target, "csv")));
    });
