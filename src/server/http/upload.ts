import type { Context } from "hono";
import { messages } from "@/shared/messages";
import { AppError } from "./errors";
import { refuseTooLarge, uploadBodyLimit, type UploadRoute } from "./request-guard";

/**
 * One uploaded file: its name as the client sent it (unchecked) and its bytes, with the form's
 * text fields beside it (an import's options travel with its file).
 */
export type UploadedFile = { name: string; bytes: Uint8Array; fields: Readonly<Record<string, string>> };

/**
 * The body of an upload route, counted while it is read: reading stops as soon as it passes the
 * route's limit (file + multipart overhead), whatever Content-Length claimed or when there is none.
 */
async function readLimitedBody(c: Context, route: UploadRoute): Promise<Uint8Array<ArrayBuffer>> {
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const limit = uploadBodyLimit(route);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading, but do not cancel: cancelling the stream destroys the request and with it
      // the socket, and the 413 may then never reach the client (see `refuseTooLarge`).
      reader.releaseLock();
      refuseTooLarge(c, route.tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The single file of the multipart field `field`. 413 beyond the route's limit, 400 for a body
 * that is no readable form, no file, several files or an empty file. The content is not checked
 * here: what a file is decides its feature, by its bytes.
 */
export async function readUploadedFile(c: Context, route: UploadRoute, field = "file"): Promise<UploadedFile> {
  const body = await readLimitedBody(c, route);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": c.req.header("content-type") ?? "" } }).formData();
  } catch {
    throw new AppError("bad_request", messages.uploadUnreadable);
  }
  const parts = form.getAll(field);
  if (parts.length > 1) throw new AppError("bad_request", messages.uploadOneFileOnly);
  const file = parts[0];
  if (!(file instanceof File)) throw new AppError("bad_request", messages.uploadFileRequired);
  if (file.size > route.maxFileBytes) refuseTooLarge(c, route.tooLarge);
  if (file.size === 0) throw new AppError("bad_request", messages.uploadEmpty);
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), fields };
}
