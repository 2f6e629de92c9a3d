import { asc, eq } from "drizzle-orm";
import type { Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { memberships, profiles, user, workspaces } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import type { Me } from "@/shared/api-types";


export async function getMe({ db, actor }: { db: Db; actor: Actor }): Promise<Me> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, firstName: profiles.firstName, lastName: profiles.lastName, profileId: profiles.id })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, actor.userId));
  const [ws] = await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, actor.workspaceId));
  if (!row || !ws) throw notFound("Das Konto");
  const all = await db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, actor.userId))
    .orderBy(asc(memberships.createdAt));
  return {
    user: { id: row.id, email: row.email, name: row.name },
    profile: row.profileId ? { firstName: row.firstName, lastName: row.lastName } : null,
    workspace: { id: ws.id, name: ws.name, role: actor.role },
    workspaces: all,
  };
}
