import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { session } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import type { SessionDto } from "@/shared/api-types";
import { messages } from "@/shared/messages";

type Ctx = { db: Db; actor: Actor; sessionId: string };

/**
 * The account's live sessions, newest use first. better-auth keeps no cookie cache here
 * (auth.ts), so deleting a session row signs that device out at its next request.
 * The token never leaves the server: a session is named by its id.
 */
export async function listSessions({ db, actor, sessionId }: Ctx): Promise<SessionDto[]> {
  const rows = await db
    .select({ id: session.id, userAgent: session.userAgent, createdAt: session.createdAt, updatedAt: session.updatedAt })
    .from(session)
    .where(and(eq(session.userId, actor.userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows.map((r) => ({
    id: r.id,
    userAgent: r.userAgent,
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.updatedAt.toISOString(),
    current: r.id === sessionId,
  }));
}

/** Signs one device out; another account's session is as unknown as a made-up one. */
export async function endSession({ db, actor, id }: Omit<Ctx, "sessionId"> & { id: string }): Promise<void> {
  const rows = await db.delete(session).where(and(eq(session.id, id), eq(session.userId, actor.userId))).returning({ id: session.id });
  if (rows.length === 0) throw new AppError("not_found", messages.sessionNotFound);
}

/** Signs every other device out; this one stays signed in. */
export async function endOtherSessions({ db, actor, sessionId }: Ctx): Promise<{ ended: number }> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, actor.userId), ne(session.id, sessionId)))
    .returning({ id: session.id });
  return { ended: rows.length };
}
