import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/context";
import { contentDisposition } from "@/server/http/content-disposition";
import { input } from "@/server/http/openapi/route-input";
import { DATA_EXPORT_LIMITS, exportWorkspace, type ExportLimits } from "./export.service";

/**
 * `?workspace=`: a download link cannot send X-Workspace-Id, so the workspace may be named in
 * the URL (session.ts reads it, for GET only); declared here so the API document shows it.
 */
const exportQuery = z.object({ workspace: z.uuid().optional() });

/**
 * The export of all data of the current workspace (DSGVO Art. 20), mounted at /api/v1:
 * - GET /workspace/export — a ZIP (hausbuch-export.json, csv/, belege/), admins only
 *
 * Its full path lives here (mounted at "/" before the workspace routes), so no route of
 * /workspace can take "export" for something else. `limits` only for tests.
 */
export const dataExportRoutes = (limits: ExportLimits = DATA_EXPORT_LIMITS) =>
  new Hono<AppEnv>().get("/workspace/export", input({ query: exportQuery }), async (c) => {
    const exported = await exportWorkspace({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, limits });
    // No Content-Length: the ZIP is deflated while it is written. A download cut short by an
    // error has no central directory, which every unzip tool reports.
    return c.body(exported.body, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition("attachment", exported.fileName),
      "Cache-Control": "no-store",
    });
  });
