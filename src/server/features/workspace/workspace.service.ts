import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { memberships, profiles, workspaces } from "@/server/db/schema";
import type { Actor } from "@/server/authz";

export const DEFAULT_WORKSPACE_NAME = "Mein Portfolio";

const cleanName = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 100) : null;

/**
 * Runs right after better-auth created a user: gives them their own workspace
 * (admin) and, only when a first or last name was given, a profile row.
 * A failing profile write is only logged (SPEC §7 "Upsert on profiles").
 */
export async function onUserCreated(
  db: Db,
  userId: string,
  names: { firstName: unknown; lastName: unknown },
  log: (line: string) => void,
): Promise<void> {
  await ensureWorkspace(db, userId);
  const firstName = cleanName(names.firstName);
  const lastName = cleanName(names.lastName);
  if (firstName === null && lastName === null) return;
  try {
    await db
      .insert(profiles)
      .values({ id: userId, firstName, lastName, updatedAt: new Date() })
      .onConflictDoUpdate({ target: profiles.id, set: { firstName, lastName, updatedAt: new Date() } });
  } catch (err) {
    log(`[ERROR] Profil für ${userId} konnte nicht gespeichert werden: ${(err as Error).message}`);
  }
}

/**
 * The user's workspace, created on first need. Also heals an account whose
 * sign-up was interrupted between the user row and the workspace.
 */
export async function ensureWorkspace(db: Db, userId: string): Promise<Actor> {
  const existing = await findMembership(db, userId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [ws] = await tx.insert(workspaces).values({ name: DEFAULT_WORKSPACE_NAME }).returning();
    await tx.insert(memberships).values({ workspaceId: ws!.id, userId, role: "admin" });
    return { userId, workspaceId: ws!.id, role: "admin" as const };
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's membership in `workspaceId`, or their oldest one when none is named. */
export async function findMembership(db: Db, userId: string, workspaceId?: string): Promise<Actor | null> {
  if (workspaceId !== undefined && !uuidPattern.test(workspaceId)) return null;
  const [m] = await db
    .select({ workspaceId: memberships.workspaceId, role: memberships.role })
    .from(memberships)
    .where(workspaceId ? and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId)) : eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return m ? { userId, workspaceId: m.workspaceId, role: m.role } : null;
}
