import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { changeMemberRoleSchema, renameWorkspaceSchema } from "@/shared/schemas/workspace";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { memberships, profiles, user, workspaces } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import type { MemberDto } from "@/shared/api-types";
import { messages } from "@/shared/messages";
import { displayNameOf } from "@/server/features/me";
import { keepAnAdmin } from "./last-admin";

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

/** Everyone in the workspace sees who else is in it (issue 13: the member list is for all). */
export async function listMembers({ db, actor }: Ctx): Promise<MemberDto[]> {
  authorize(actor, "read");
  const rows = await db
    .select({
      userId: memberships.userId,
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: memberships.role,
      preset: memberships.preset,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.id, memberships.userId))
    .where(eq(memberships.workspaceId, actor.workspaceId))
    .orderBy(asc(memberships.createdAt));
  return rows.map((r) => ({
    userId: r.userId,
    email: r.email,
    name: displayNameOf(r),
    role: r.role,
    preset: r.preset,
    joinedAt: r.joinedAt.toISOString(),
    isSelf: r.userId === actor.userId,
  }));
}

async function membershipOf(db: Db, workspaceId: string, userId: string) {
  const [m] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  if (!m) throw new AppError("not_found", messages.memberNotFound);
  return m;
}

/** Admin only; the last admin cannot be demoted (also not by themselves). */
export async function changeMemberRole({ db, actor, userId, input }: Ctx & { userId: string; input: z.infer<typeof changeMemberRoleSchema> }) {
  authorize(actor, "manage");
  await db.transaction(async (tx) => {
    const member = await membershipOf(tx, actor.workspaceId, userId);
    await keepAnAdmin(tx, actor.workspaceId, userId, member.role, input.role);
    await tx
      .update(memberships)
      .set({ role: input.role, preset: input.preset })
      .where(and(eq(memberships.workspaceId, actor.workspaceId), eq(memberships.userId, userId)));
  });
  return listMembers({ db, actor });
}

/** Admin only; ends a membership (the person's account and other workspaces stay). */
export async function removeMember({ db, actor, userId }: Ctx & { userId: string }): Promise<void> {
  authorize(actor, "manage");
  await endMembership(db, actor.workspaceId, userId);
}

/** Anyone may leave a workspace, except its last admin. */
export async function leaveWorkspace({ db, actor }: Ctx): Promise<void> {
  await endMembership(db, actor.workspaceId, actor.userId);
}

async function endMembership(db: Db, workspaceId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await membershipOf(tx, workspaceId, userId);
    await keepAnAdmin(tx, workspaceId, userId, member.role, null);
    await tx.delete(memberships).where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  });
}
