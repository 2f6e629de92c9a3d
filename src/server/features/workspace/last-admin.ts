import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { memberships, workspaces } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import type { Role } from "@/shared/enums";
import { messages } from "@/shared/messages";

/**
 * A workspace always keeps an admin: a change that would take the role from its last admin
 * (a demotion, a removal, leaving, deleting the account) is a 409. Locks the workspace row first,
 * so two admins demoting each other at the same moment cannot both pass.
 * `nextRole` is the member's role after the change, null when they leave.
 */
export async function keepAnAdmin(tx: Db, workspaceId: string, userId: string, currentRole: Role, nextRole: Role | null): Promise<void> {
  if (!(await wouldLoseLastAdmin(tx, workspaceId, userId, currentRole, nextRole))) return;
  throw new AppError("conflict", messages.lastAdmin);
}

/** The test behind keepAnAdmin, for a caller that reports several workspaces at once (deleting an account). */
export async function wouldLoseLastAdmin(tx: Db, workspaceId: string, userId: string, currentRole: Role, nextRole: Role | null): Promise<boolean> {
  if (currentRole !== "admin" || nextRole === "admin") return false;
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for("update");
  const others = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, "admin"), ne(memberships.userId, userId)))
    .limit(1);
  return others.length === 0;
}
