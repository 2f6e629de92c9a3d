import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { profiles, user } from "@/server/db/schema";
import type { profileSchema } from "@/shared/schemas/workspace";

/**
 * Saves first and last name (SPEC §3 profiles) and keeps better-auth's `name` in step, so every
 * place that shows the account's name shows the new one. Without any name the e-mail address
 * stands in, as at sign-up.
 */
export async function updateProfile({ db, actor, input }: { db: Db; actor: Actor; input: z.infer<typeof profileSchema> }): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: actor.userId, firstName: input.firstName, lastName: input.lastName, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.id, set: { firstName: input.firstName, lastName: input.lastName, updatedAt: now } });
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, actor.userId));
    const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || row!.email;
    await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, actor.userId));
  });
}
