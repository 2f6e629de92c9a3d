import { AppError } from "@/server/http/errors";
import { someInJson } from "@/server/http/json-walk";
import { messages } from "@/shared/messages";

// better-auth validates its bodies loosely: `null` as body, or `name: null`, reached code
// that threw (500), and a 10.000-character name was stored. Every POST to /api/auth is
// checked here first: a JSON object whose known text fields are strings of sane length.
const TEXT_FIELD_LIMITS: Record<string, number> = {
  email: 254,
  newEmail: 254,
  password: 128,
  newPassword: 128,
  currentPassword: 128,
  name: 100,
  firstName: 80,
  lastName: 80,
  token: 512,
  callbackURL: 2000,
  redirectTo: 2000,
};

const invalid = (message: string) => new AppError("bad_request", message);

/** Auth bodies are flat; a deeper one is refused before anything walks or re-serialises it. */
const MAX_DEPTH = 4;

/** The parsed body of an auth POST (an object, possibly empty), or a German 400. */
export function checkAuthBody(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid(messages.invalidJson);
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw invalid(messages.jsonObjectRequired);
  if (someInJson(body, (value, depth) => value !== null && typeof value === "object" && depth >= MAX_DEPTH)) throw invalid(messages.bodyTooDeep);
  const record = body as Record<string, unknown>;
  for (const [field, max] of Object.entries(TEXT_FIELD_LIMITS)) {
    const value = record[field];
    if (value === undefined) continue;
    if (typeof value !== "string") throw invalid(messages.fieldMustBeText(field));
    if (value.length > max) throw invalid(messages.fieldTooLong(field, max));
  }
  return record;
}
