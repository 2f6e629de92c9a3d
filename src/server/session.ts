import { createMiddleware } from "hono/factory";
import type { Auth } from "./auth";
import type { Db } from "./db/client";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { ensureWorkspace } from "./features/workspace/workspace.service";

/** Resolves the session cookie to an actor (user + workspace + role) or answers 401. */
export function requireActor(auth: Auth, db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError("unauthenticated", "Bitte melde Dich an, um fortzufahren.");
    c.set("actor", await ensureWorkspace(db, result.user.id));
    c.set("db", db);
    await next();
  });
}
