import { sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "./client";
import { rowsOf } from "./rows";

// Change stamps that triggers keep so a reader can keep computed results in memory: a property's
// report stamps (migration 0031, decision 0038) and a contract's account stamps (0014, 0032,
// decision 0015). Both tables are only ever inserted into — a row per owner upserted would stay
// locked until commit, and a transaction booking the same property or contract in 2025 and then
// 2026 deadlocked with one that took 2026's Belegnummer counter first
// (tests/api/report-stamps-db.test.ts). An owner's stamp is therefore the highest number of its
// rows and their count: a row committed late may carry a lower number than one already seen,
// and the count still moves. The reader folds the rows now and then (foldStamps).

export type StampTable = {
  /** The stamp table: (owner id, stamp), the primary key over both. */
  readonly table: string;
  /** Its column naming the owner. */
  readonly ownerColumn: string;
  /** The sequence its numbers come from. */
  readonly sequence: string;
  /** The owner's table, which carries `workspace_id`. */
  readonly owners: string;
};

export const PROPERTY_REPORT_STAMPS: StampTable = { table: "property_report_stamps", ownerColumn: "property_id", sequence: "property_report_stamp_seq", owners: "properties" };
export const CONTRACT_ACCOUNT_STAMPS: StampTable = { table: "contract_account_stamps", ownerColumn: "contract_id", sequence: "contract_account_stamp_seq", owners: "rental_contracts" };

/** Stamp rows beyond two per owner (and this many) are folded into one per owner. */
const FOLD_SLACK = 100;

/**
 * The owner's stamp as `highest:count` ("0:0" without rows), as a select column for a row of
 * the owners' table (`ownerId`: that row's id column); an index-only read of the primary key.
 */
export const ownerStamp = (t: StampTable, ownerId: SQLWrapper) =>
  sql<string>`(select coalesce(max(s.stamp), 0)::text || ':' || count(*) from ${sql.identifier(t.table)} s where s.${sql.identifier(t.ownerColumn)} = ${ownerId})`;

/** How many stamp rows a stamp of {@link ownerStamp} stands for. */
const stampRowCount = (stamp: string) => Number(stamp.slice(stamp.indexOf(":") + 1));

/** Whether the stamps read (one per owner) stand for enough rows to be worth a fold. */
export const worthFolding = (stamps: readonly string[]) => stamps.reduce((sum, s) => sum + stampRowCount(s), 0) > 2 * stamps.length + FOLD_SLACK;

/**
 * Folds each owner's stamp rows in the workspace into one new row, so a stamp read stays one
 * row per owner. The new row's number is higher than any before, so no stamp seen earlier
 * comes back (an owner's highest number only grows, its count only grows between two folds).
 * Rows of transactions still open are not visible here and stay. Writers only insert, so this
 * waits on none of them; one fold per workspace and table at a time (a second one has nothing
 * to do). The folded owners are recomputed once by the next reader.
 */
export async function foldStamps(db: Db, t: StampTable, workspaceId: string): Promise<void> {
  const table = sql.identifier(t.table);
  const owner = sql.identifier(t.ownerColumn);
  const owners = sql.identifier(t.owners);
  await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`${t.table}:${workspaceId}`})) as got`));
    if (!lock?.got) return;
    await tx.execute(sql`
      insert into ${table} (${owner}, stamp)
      select r.${owner}, nextval(${t.sequence}) from ${table} r join ${owners} o on o.id = r.${owner}
      where o.workspace_id = ${workspaceId} group by r.${owner} having count(*) > 1`);
    await tx.execute(sql`
      delete from ${table} r using ${owners} o
      where o.id = r.${owner} and o.workspace_id = ${workspaceId}
        and r.stamp < (select max(n.stamp) from ${table} n where n.${owner} = r.${owner})`);
  });
}
