import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Auth } from "@/server/auth";
import type { Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { memberships, receipts, user, workspaces } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { wouldLoseLastAdmin } from "@/server/features/workspace";
import type { DocumentStores } from "@/server/storage";
import { messages } from "@/shared/messages";
import type { deleteAccountSchema } from "@/shared/schemas/workspace";

type Ctx = { db: Db; actor: Actor; auth: Auth; documents: DocumentStores; input: z.infer<typeof deleteAccountSchema> };

/** The account's password, checked the way better-auth checks it at sign-in. */
async function passwordMatches(auth: Auth, userId: string, password: string): Promise<boolean> {
  const ctx = await auth.$context;
  const credential = (await ctx.internalAdapter.findAccounts(userId)).find((a) => a.providerId === "credential");
  if (!credential?.password) return false;
  return ctx.password.verify({ hash: credential.password, password });
}

/**
 * DSGVO Art. 17: deletes the account with its sessions and profile, every workspace the person
 * is alone in with everything in it, and their membership elsewhere. Refused (409, naming the
 * workspaces) while they are the last admin of a workspace others still use. One transaction:
 * either all of it or nothing. Receipt files of deleted workspaces are removed afterwards (a
 * folder cannot follow the cascade; the daily sweep catches what a crash leaves).
 */
export async function deleteAccount({ db, actor, auth, documents, input }: Ctx): Promise<void> {
  if (!(await passwordMatches(auth, actor.userId, input.password))) throw fieldError("password", messages.passwordWrong);
  const files = await db.transaction(async (tx) => {
    const mine = await tx
      .select({
        workspaceId: memberships.workspaceId,
        role: memberships.role,
        name: workspaces.name,
        members: sql<number>`(select count(*)::int from memberships m where m.workspace_id = ${memberships.workspaceId})`,
      })
      .from(memberships)
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(eq(memberships.userId, actor.userId));
    const alone = mine.filter((m) => m.members === 1).map((m) => m.workspaceId);
    const blocked: string[] = [];
    for (const m of mine.filter((m) => m.members > 1)) {
      if (await wouldLoseLastAdmin(tx, m.workspaceId, actor.userId, m.role, null)) blocked.push(m.name);
    }
    if (blocked.length > 0) throw new AppError("conflict", messages.lastAdminBeforeDeletion(blocked));
    const folderFiles =
      alone.length === 0
        ? []
        : await tx
            .select({ workspaceId: receipts.workspaceId, id: receipts.id })
            .from(receipts)
            .where(and(inArray(receipts.workspaceId, alone), eq(receipts.storage, "folder")));
    if (alone.length > 0) await tx.delete(workspaces).where(inArray(workspaces.id, alone));
    // Sessions, accounts, profile and the remaining memberships go with the user (on delete cascade);
    // bookings and statements they wrote in shared workspaces keep their content, the author becomes unknown.
    await tx.delete(user).where(eq(user.id, actor.userId));
    return folderFiles;
  });
  for (const key of files) await documents.folder.delete(key).catch(() => undefined);
}
