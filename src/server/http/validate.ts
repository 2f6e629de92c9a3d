import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./errors";
import { messages } from "@/shared/messages";

/** Validates a JSON body against a shared schema; bad input is a 400 listing the fields. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = await c.req.json().catch(() => {
    throw new AppError("bad_request", messages.invalidJson);
  });
  return parseWith(schema, raw);
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
    throw new AppError("bad_request", messages.invalidInput, { fields }, fields.map((f) => f.message).join(" "));
  }
  return result.data;
}
