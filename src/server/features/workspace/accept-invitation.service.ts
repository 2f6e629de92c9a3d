import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { memberships, user, workspaceInvitations, workspaces } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import type { InvitationPreviewDto } from "@/shared/api-types";
import type { Role } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { userDisplayName } from "@/server/features/me";
import { hashInvitationToken } from "./invitation-token";

type Ctx = { db: Db; actor: Actor; token: string };

/**
 * The invitation behind a link, if the link still works: unknown is a 404; expired, used or
 * revoked a 410 saying which. Only the holder of the link gets here, so its address is shown.
 */
async function usableInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, hashInvitationToken(token)));
  if (!row) throw new AppError("not_found", messages.invitationNotFound);
  const inv = row.invitation;
  if (inv.revokedAt) throw new AppError("gone", messages.invitationRevoked);
  if (inv.acceptedAt) throw new AppError("gone", messages.invitationUsed);
  if (inv.expiresAt <= new Date()) throw new AppError("gone", messages.invitationExpired);
  return row;
}

async function accountEmail(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email.toLowerCase() ?? "";
}

async function isMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  return !!row;
}

export async function previewInvitation({ db, actor, token }: Ctx): Promise<InvitationPreviewDto> {
  const { invitation: inv, workspaceName } = await usableInvitation(db, token);
  return {
    workspaceName,
    role: inv.role,
    preset: inv.preset,
    invitedBy: await userDisplayName(db, inv.invitedBy),
    email: inv.email,
    expiresAt: inv.expiresAt.toISOString(),
    forOtherEmail: (await accountEmail(db, actor.userId)) !== inv.email,
    alreadyMember: await isMember(db, inv.workspaceId, actor.userId),
  };
}

/**
 * The invitee's yes: only the account with the invited address can give it, and only once
 * (the update that marks the link used is also the check, so two clicks cannot both pass).
 */
export async function acceptInvitation({ db, actor, token }: Ctx): Promise<{ workspaceId: string; workspaceName: string; role: Role }> {
  const { invitation: inv, workspaceName } = await usableInvitation(db, token);
  if ((await accountEmail(db, actor.userId)) !== inv.email) throw new AppError("forbidden", messages.invitationOtherEmail(inv.email));
  return db.transaction(async (tx) => {
    const used = await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: actor.userId })
      .where(and(eq(workspaceInvitations.id, inv.id), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
      .returning({ id: workspaceInvitations.id });
    if (used.length === 0) throw new AppError("gone", messages.invitationUsed);
    // Already a member (another invitation was faster): the existing role stays.
    await tx
      .insert(memberships)
      .values({ workspaceId: inv.workspaceId, userId: actor.userId, role: inv.role, preset: inv.preset })
      .onConflictDoNothing();
    const [m] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, inv.workspaceId), eq(memberships.userId, actor.userId)));
    return { workspaceId: inv.workspaceId, workspaceName, role: m!.role };
  });
}
