import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { addMemberSchema, renameWorkspaceSchema } from "@/shared/schemas/workspace";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { memberships, user, workspaces } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { messages } from "@/shared/messages";

type Ctx = { db: Db; actor: Actor };

export async function getWorkspace({ db, actor }: Ctx) {
  authorize(actor, "read");
  const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, actor.workspaceId));
  if (!ws) throw notFound("Das Portfolio");
  return { id: ws.id, name: ws.name, role: actor.role };
}

export async function renameWorkspace({ db, actor, input }: Ctx & { input: z.infer<typeof renameWorkspaceSchema> }) {
  authorize(actor, "manage");
  await db.update(workspaces).set({ name: input.name }).where(eq(workspaces.id, actor.workspaceId));
  return getWorkspace({ db, actor });
}

export async function listMembers({ db, actor }: Ctx) {
  authorize(actor, "read");
  return db
    .select({ userId: memberships.userId, email: user.email, name: user.name, role: memberships.role })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(eq(memberships.workspaceId, actor.workspaceId))
    .orderBy(asc(memberships.createdAt));
}

/**
 * Adds an existing, verified account to the caller's workspace with a role (admin only).
 * The answer is the same whether the address has a verified account, an unverified one or none:
 * otherwise any user could find out who has an account. Until invitations replace this, the
 * admin learns who joined from the member list. An existing member is a 409: the admin sees
 * the members anyway, so that tells nothing new.
 */
export async function addMember({ db, actor, input }: Ctx & { input: z.infer<typeof addMemberSchema> }) {
  authorize(actor, "manage");
  const [target] = await db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, input.email));
  const answer = { message: messages.memberAddRequested };
  if (!target || !target.emailVerified) return answer;
  const [existing] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.workspaceId, actor.workspaceId), eq(memberships.userId, target.id)));
  if (existing) throw new AppError("conflict", messages.alreadyMember);
  await db.insert(memberships).values({ workspaceId: actor.workspaceId, userId: target.id, role: input.role });
  return answer;
}
