import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/context";
import { contentDisposition } from "@/server/http/content-disposition";
import { input } from "@/server/http/openapi/route-input";
import type { UploadRoute } from "@/server/http/request-guard";
import { readUploadedFile } from "@/server/http/upload";
import { RECEIPT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { apiDocsMessages } from "@/shared/messages/api-docs";
import { deleteReceipt, getReceiptFile, RECEIPT, uploadReceipt } from "./receipts.service";

/** The one upload route of the app: the request guard lets multipart through here only (app.ts). */
export const RECEIPT_UPLOAD: UploadRoute = { method: "POST", path: "/api/v1/receipts", maxFileBytes: RECEIPT_MAX_BYTES, tooLarge: messages.receiptTooLarge };

/**
 * The headers of a receipt's bytes. The type is the sniffed one and nosniff keeps the browser to
 * it; `sandbox` gives the document an opaque origin without scripts (Chromium's PDF viewer
 * still shows a PDF in it, checked with /usr/bin/chromium); only our own pages may frame it.
 */
function fileHeaders(receipt: { fileName: string; mediaType: string }, download: boolean): Record<string, string> {
  return {
    "Content-Type": receipt.mediaType,
    "Content-Disposition": contentDisposition(download ? "attachment" : "inline", receipt.fileName),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox; frame-ancestors 'self'",
    // The bytes of an id never change; only this user's browser may keep them.
    "Cache-Control": "private, max-age=3600",
  };
}

const receiptId = input({ ids: { id: RECEIPT } });
// Any other value shows the file inline, as does no value.
const fileQuery = z.object({ download: z.string().optional().meta({ description: apiDocsMessages.apiDocsReceiptDownload }) });

/**
 * Receipts (Belege), mounted at /api/v1:
 * - POST /receipts (multipart, field `file`) → 201 ReceiptDto, pending until a booking takes it
 * - GET /receipts/:id/file[?download=1]
 * - DELETE /receipts/:id
 */
export const receiptRoutes = () =>
  new Hono<AppEnv>()
    .post("/receipts", async (c) => {
      const receipt = await uploadReceipt({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, read: () => readUploadedFile(c, RECEIPT_UPLOAD) });
      return c.json(receipt, 201);
    })
    .get("/receipts/:id/file", input({ ids: { id: RECEIPT }, query: fileQuery }), async (c) => {
      const { receipt, bytes } = await getReceiptFile({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(bytes, 200, fileHeaders(receipt, c.req.valid("query").download === "1"));
    })
    .delete("/receipts/:id", receiptId, async (c) => {
      await deleteReceipt({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
