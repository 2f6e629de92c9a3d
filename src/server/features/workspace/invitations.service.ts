import { and, asc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { inviteMemberSchema } from "@/shared/schemas/workspace";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { memberships, user, workspaceInvitations, workspaces } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import type { Mailer } from "@/server/mail";
import { userDisplayName } from "@/server/features/me";
import type { InvitationDto } from "@/shared/api-types";
import { messages } from "@/shared/messages";
import { invitationMail } from "./invitation-mail";
import { invitationExpiry, invitationLink, newInvitationToken } from "./invitation-token";

type Ctx = { db: Db; actor: Actor };
type MailCtx = Ctx & { mailer: Mailer; baseUrl: string };
type Invitation = typeof workspaceInvitations.$inferSelect;

const open = (workspaceId: string) =>
  and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));

function toDto(row: Invitation, inviterName: string | null, now: Date): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    preset: row.preset,
    invitedBy: inviterName,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/** Open invitations (admins only: they carry addresses of people who are not members yet). */
export async function listInvitations({ db, actor }: Ctx): Promise<InvitationDto[]> {
  authorize(actor, "manage");
  const rows = await db.select().from(workspaceInvitations).where(open(actor.workspaceId)).orderBy(asc(workspaceInvitations.createdAt));
  // The names letters are signed with (profile first); a workspace has few inviters.
  const inviters = new Map(await Promise.all([...new Set(rows.map((r) => r.invitedBy))].map(async (id) => [id, await userDisplayName(db, id)] as const)));
  const now = new Date();
  return rows.map((r) => toDto(r, inviters.get(r.invitedBy) ?? null, now));
}

/**
 * Invites an address with a role. The answer is the same whether the address has an account
 * or not; the mail goes out inside the transaction, so a refused mail leaves no invitation behind.
 * An address that is a member already, or has an open invitation, is a 409: the admin sees both lists.
 */
export async function inviteMember({ db, actor, mailer, baseUrl, input }: MailCtx & { input: z.infer<typeof inviteMemberSchema> }): Promise<InvitationDto> {
  authorize(actor, "manage");
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, actor.workspaceId), eq(user.email, input.email)));
  if (member) throw new AppError("conflict", messages.alreadyMember);
  const [pending] = await db.select({ id: workspaceInvitations.id }).from(workspaceInvitations).where(and(open(actor.workspaceId), eq(workspaceInvitations.email, input.email)));
  if (pending) throw new AppError("conflict", messages.invitationOpen);
  const inviterName = await userDisplayName(db, actor.userId);
  return db.transaction(async (tx) => {
    const now = new Date();
    const { token, tokenHash } = newInvitationToken();
    const [row] = await tx
      .insert(workspaceInvitations)
      .values({ workspaceId: actor.workspaceId, email: input.email, role: input.role, preset: input.preset, tokenHash, invitedBy: actor.userId, createdAt: now, sentAt: now, expiresAt: invitationExpiry(now) })
      .returning();
    await sendInvitation(tx, mailer, { ...row!, token, baseUrl, inviterName });
    return toDto(row!, inviterName, now);
  });
}

/** A new link (the old one stops working) and seven fresh days; an expired invitation can be resent too. */
export async function resendInvitation({ db, actor, mailer, baseUrl, invitationId }: MailCtx & { invitationId: string }): Promise<InvitationDto> {
  authorize(actor, "manage");
  const inviterName = await userDisplayName(db, actor.userId);
  return db.transaction(async (tx) => {
    const now = new Date();
    const { token, tokenHash } = newInvitationToken();
    const [row] = await tx
      .update(workspaceInvitations)
      .set({ tokenHash, sentAt: now, expiresAt: invitationExpiry(now), invitedBy: actor.userId })
      .where(and(open(actor.workspaceId), eq(workspaceInvitations.id, invitationId)))
      .returning();
    if (!row) throw new AppError("not_found", messages.invitationNotOpen);
    await sendInvitation(tx, mailer, { ...row, token, baseUrl, inviterName });
    return toDto(row, inviterName, now);
  });
}

/** Revoked: the link answers 410 from now on; the row stays as a record of who was invited. */
export async function revokeInvitation({ db, actor, invitationId }: Ctx & { invitationId: string }): Promise<void> {
  authorize(actor, "manage");
  const rows = await db
    .update(workspaceInvitations)
    .set({ revokedAt: new Date() })
    .where(and(open(actor.workspaceId), eq(workspaceInvitations.id, invitationId)))
    .returning({ id: workspaceInvitations.id });
  if (rows.length === 0) throw new AppError("not_found", messages.invitationNotOpen);
}

async function sendInvitation(
  tx: Db,
  mailer: Mailer,
  inv: Invitation & { token: string; baseUrl: string; inviterName: string | null },
): Promise<void> {
  const [ws] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, inv.workspaceId));
  const mail = invitationMail({
    to: inv.email,
    workspaceName: ws?.name ?? "",
    inviterName: inv.inviterName,
    role: inv.role,
    preset: inv.preset,
    link: invitationLink(inv.baseUrl, inv.token),
  });
  try {
    await mailer.send(mail);
  } catch {
    // The address stays out of the log; the caller learns that nothing was sent and nothing kept.
    throw new AppError("unavailable", messages.invitationMailFailed);
  }
}
