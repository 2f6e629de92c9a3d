import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { profiles, user } from "@/server/db/schema";

/** The name a letter is signed with: first and last name from the profile, else the account's name; null for an unknown user. */
export async function userDisplayName(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: user.name, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  return displayNameOf(row) || null;
}

/** First and last name from the profile, else the account's name (the one rule for both). */
export const displayNameOf = (row: { firstName: string | null; lastName: string | null; name: string }): string =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.name;
