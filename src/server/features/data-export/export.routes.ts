import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/context";
import { contentDisposition } from "@/server/http/content-disposition";
import { input } from "@/server/http/openapi/route-input";
import type { UploadRoute } from "@/server/http/request-guard";
import { readUploadedFile } from "@/server/http/upload";
import { WORKSPACE_IMPORT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { DATA_EXPORT_LIMITS, exportWorkspace, type ExportLimits } from "./export.service";
import { importWorkspace } from "./import.service";

/** The import's upload: the request guard lets multipart through here (app.ts `uploads`). */
export const WORKSPACE_IMPORT_UPLOAD: UploadRoute = {
  method: "POST",
  path: "/api/v1/workspace/import",
  maxFileBytes: WORKSPACE_IMPORT_MAX_BYTES,
  tooLarge: messages.dataImportTooLarge(WORKSPACE_IMPORT_MAX_BYTES / (1024 * 1024)),
};

/**
 * `?workspace=`: a download link cannot send X-Workspace-Id, so the workspace may be named in
 * the URL (session.ts reads it, for GET only); declared here so the API document shows it.
 */
const exportQuery = z.object({ workspace: z.uuid().optional() });

/**
 * The export of all data of the current workspace (DSGVO Art. 20) and its way back, mounted at /api/v1:
 * - GET /workspace/export — a ZIP (hausbuch-export.json, csv/, belege/), admins only
 * - POST /workspace/import (multipart, field `file`: such a ZIP) → 201 a new workspace of the caller
 *
 * The full paths live here (mounted at "/" before the workspace routes), so no route of
 * /workspace can take "export" or "import" for something else. `limits` only for tests.
 */
export const dataExportRoutes = (limits: ExportLimits = DATA_EXPORT_LIMITS) =>
  new Hono<AppEnv>()
  .get("/workspace/export", input({ query: exportQuery }), async (c) => {
    const exported = await exportWorkspace({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, limits });
    // No Content-Length: the ZIP is deflated while it is written. A download cut short by an
    // error has no central directory, which every unzip tool reports.
    return c.body(exported.body, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition("attachment", exported.fileName),
      "Cache-Control": "no-store",
    });
  })
  .post("/workspace/import", async (c) => {
    const imported = await importWorkspace({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, read: () => readUploadedFile(c, WORKSPACE_IMPORT_UPLOAD) });
    return c.json(imported, 201);
  });
