import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import type { UploadRoute } from "@/server/http/request-guard";
import { docsPage } from "./docs-page";
import { API_BASE, openApiDocument, type OpenApiDocument } from "./document";

/** The document's path below API_BASE ("/api/v1"). */
const DOCUMENT_PATH = "/openapi.json";

/**
 * The API's description, mounted at /api before /api/v1 so that no session is asked for:
 * - GET /api/v1/openapi.json — the OpenAPI 3.1 document
 * - GET /api/docs — the same as a page
 *
 * `routes` is read at the first request, when the app has every route; both answers are then
 * kept, as the app's routes never change while it runs.
 */
export function apiDocsRoutes(deps: { routes: () => readonly RouterRoute[]; uploads: readonly UploadRoute[] }) {
  let document: OpenApiDocument | undefined;
  let page: ReturnType<typeof docsPage> | undefined;
  const current = () => (document ??= openApiDocument({ routes: deps.routes(), uploads: deps.uploads, publicRoutes: new Set([`GET ${DOCUMENT_PATH}`]) }));
  return new Hono()
    .get(`/v1${DOCUMENT_PATH}`, (c) => c.json(current()))
    .get("/docs", (c) => {
      page ??= docsPage(current(), API_BASE + DOCUMENT_PATH);
      c.header("Content-Security-Policy", page.csp);
      return c.html(page.html);
    });
}
