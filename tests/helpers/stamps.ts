import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { ownerStamp, type StampTable } from "@/server/db/stamps";

// For the fold tests of both stamp tables (db/stamps.ts): rows added behind the app's back, and
// how many rows each owner of a workspace has.

/** Gives every owner in the workspace `perOwner` more stamp rows, as that many writes would. */
export async function addStampRows(db: Db, t: StampTable, workspaceId: string, perOwner: number) {
  await db.execute(sql`insert into ${sql.identifier(t.table)} (${sql.identifier(t.ownerColumn)}, stamp)
    select o.id, nextval(${t.sequence}) from ${sql.identifier(t.owners)} o, generate_series(1, ${perOwner}) where o.workspace_id = ${workspaceId}`);
}

/** The number of stamp rows of each owner in the workspace that has any. */
export async function stampRowsPerOwner(db: Db, t: StampTable, workspaceId: string): Promise<number[]> {
  const owner = sql.identifier(t.ownerColumn);
  return rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${sql.identifier(t.table)} s join ${sql.identifier(t.owners)} o on o.id = s.${owner}
      where o.workspace_id = ${workspaceId} group by s.${owner}`),
  ).map((r) => r.n);
}

/** The owner's stamp as the app reads it (ownerStamp). */
export async function stampOf(db: Db, t: StampTable, ownerId: string): Promise<string> {
  return rowsOf<{ stamp: string }>(await db.execute(sql`select ${ownerStamp(t, sql`${ownerId}::uuid`)} as stamp`))[0]!.stamp;
}
