import type { Db } from "./client";
import { auditLog } from "./schema";

// The audit trail (docs/decisions/0010-ledger.md): who changed which record, when, and the
// record before and after. Written in the transaction of the write it describes, so a
// write without its entry (or an entry without its write) cannot be committed.

export type AuditAction = "create" | "update" | "delete" | "reverse";

export type AuditEntry = {
  workspaceId: string;
  /** null for writes no person made (e.g. a generator run by the system). */
  userId: string | null;
  /** The kind of record: "booking", … */
  entity: string;
  entityId: string;
  action: AuditAction;
  /** JSON snapshots of the record; null before a create and after a delete. */
  before: unknown;
  after: unknown;
};

export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    workspaceId: entry.workspaceId,
    userId: entry.userId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
