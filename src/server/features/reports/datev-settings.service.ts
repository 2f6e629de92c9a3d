import { eq, sql } from "drizzle-orm";
import type { DatevSettings } from "@/domain/datev";
import type { DatevSettingsInput } from "@/shared/schemas/reports";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { datevSettings } from "@/server/db/schema";

type Ctx = { db: Db; actor: Actor };

/** The workspace's DATEV settings, null until saved. */
export async function findDatevSettings(db: Db, workspaceId: string): Promise<DatevSettings | null> {
  const [row] = await db
    .select({ consultantNumber: datevSettings.consultantNumber, clientNumber: datevSettings.clientNumber, chart: datevSettings.chart, accountLength: datevSettings.accountLength })
    .from(datevSettings)
    .where(eq(datevSettings.workspaceId, workspaceId));
  return row ?? null;
}

/** GET /datev-settings: everyone who may read the books may see where they go. */
export async function getDatevSettings({ db, actor }: Ctx): Promise<DatevSettings | null> {
  authorize(actor, "read");
  return findDatevSettings(db, actor.workspaceId);
}

/** PUT /datev-settings: the admin decides which advisor receives the books. */
export async function saveDatevSettings({ db, actor, input }: Ctx & { input: DatevSettingsInput }): Promise<DatevSettings> {
  authorize(actor, "manage");
  const values = { consultantNumber: input.consultantNumber, clientNumber: input.clientNumber, chart: input.chart, accountLength: input.accountLength };
  await db
    .insert(datevSettings)
    .values({ workspaceId: actor.workspaceId, ...values })
    .onConflictDoUpdate({ target: datevSettings.workspaceId, set: { ...values, updatedAt: sql`now()` } });
  return values;
}
