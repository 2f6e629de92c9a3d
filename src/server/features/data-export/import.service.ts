import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { messages } from "@/shared/messages";
import type { Actor } from "@/server/authz";
import { ident, listTables, TEXT_FORM_SETTINGS } from "@/server/backup/catalog";
import { appLevel } from "@/server/backup/migrations";
import type { Db } from "@/server/db/client";
import { memberships, user, workspaces } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import type { UploadedFile } from "@/server/http/upload";
import type { DocumentKey, DocumentStores } from "@/server/storage";
import { listForeignKeys } from "./export-tables";
import { openExportArchive, readEntry, readExportDocument, type ExportDocument, type ExportedFile } from "./import-document";
import { planImport, type ImportPlan, type ImportTable } from "./import-plan";

// POST /workspace/import: an export (GET /workspace/export) becomes a NEW workspace of the person
// importing, who is its only member and admin — the way to move a portfolio to another Hausbuch
// installation (DSGVO Art. 20). All or nothing: the rows, the receipts' bytes in database storage
// and the membership commit in one transaction; receipt files written to the folder are removed
// again when it fails (the sweep would find them too: they have no row).

/** Rows per INSERT; a table with a foreign key to itself goes in one statement (checked at its end). */
const ROWS_PER_INSERT = 1000;

export type ImportResult = { workspace: { id: string; name: string }; rows: number; files: number };

/** A database refusal of a row (a cast, a check, a key) as the 400 naming the table. */
async function insertRows(tx: Db, target: ImportTable): Promise<void> {
  const typeOf = new Map(target.table.columns.map((c) => [c.name, c.type]));
  const names = target.columns.map(ident).join(", ");
  const values = target.columns.map((c, i) => `(e.r->>${i})::${typeOf.get(c)!}`).join(", ");
  const prefix = sql.raw(`insert into ${ident(target.table.name)} (${names}) select ${values}`);
  const size = target.table.selfReferencing ? target.rows.length : ROWS_PER_INSERT;
  for (let at = 0; at < target.rows.length; at += size) {
    const batch = JSON.stringify(target.rows.slice(at, at + size));
    try {
      await tx.execute(sql`${prefix} from json_array_elements(${batch}::json) as e(r)`);
    } catch {
      throw new AppError("bad_request", messages.dataImportRejected(target.table.name));
    }
  }
}

/** The portfolio's name, marked when the person already has one of that name (else two look alike in the switcher). */
async function importedName(db: Db, userId: string, exported: string): Promise<string> {
  const name = exported.trim().slice(0, 100) || "Portfolio";
  const taken = await db
    .select({ name: workspaces.name })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId));
  if (!taken.some((w) => w.name === name)) return name;
  return `${name.slice(0, 100 - messages.dataImportNameSuffix.length)}${messages.dataImportNameSuffix}`;
}

/** The receipt files: each must be in the ZIP with the size and checksum its row states. */
function receiptFiles(document: ExportDocument): ExportedFile[] {
  const rows = new Map((document.tables.receipts?.rows ?? []).map((r) => [r.id, r]));
  return document.files.map((file) => {
    const row = rows.get(file.receiptId);
    if (!row || row.sha256 !== file.sha256 || row.size_bytes !== String(file.sizeBytes)) throw new AppError("bad_request", messages.dataImportFileDamaged(file.path));
    return file;
  });
}

async function writeAll(tx: Db, plan: ImportPlan, userId: string): Promise<void> {
  for (const setting of TEXT_FORM_SETTINGS) await tx.execute(sql.raw(setting));
  for (const target of plan.tables) {
    await insertRows(tx, target);
    // Right after its row: the memberships' key points to the workspace.
    if (target.table.name === "workspaces") await tx.insert(memberships).values({ workspaceId: plan.workspaceId, userId, role: "admin" });
  }
}

/**
 * Imports the uploaded export as a new workspace of the actor. Any signed-in person may: the
 * workspace is theirs, their role in the current one does not matter. Everything is checked
 * before the transaction (ZIP, document, version, tables); what the database refuses inside it
 * rolls all back.
 */
export async function importWorkspace({ db, documents, actor, read }: { db: Db; documents: DocumentStores; actor: Actor; read: () => Promise<UploadedFile> }): Promise<ImportResult> {
  const upload = await read();
  const archive = openExportArchive(upload.bytes);
  const document = readExportDocument(archive);
  if (document.migration.when > appLevel().when) throw new AppError("bad_request", messages.dataImportNewerVersion);
  const files = receiptFiles(document);
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, actor.userId));
  const name = await importedName(db, actor.userId, document.workspace.name);
  const plan = planImport({
    document,
    catalog: await listTables(db),
    foreignKeys: await listForeignKeys(db),
    importer: { userId: actor.userId, email: account?.email ?? "" },
    workspaceName: name,
    storage: documents.current,
  });

  const written: DocumentKey[] = [];
  try {
    await db.transaction(async (tx) => {
      await writeAll(tx, plan, actor.userId);
      const storage = documents.open(documents.current, tx);
      for (const file of files) {
        const bytes = readEntry(archive, file.path, () => new AppError("bad_request", messages.dataImportFileDamaged(file.path)));
        const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
        if (bytes.byteLength !== file.sizeBytes || sha256 !== file.sha256) throw new AppError("bad_request", messages.dataImportFileDamaged(file.path));
        const key = { workspaceId: plan.workspaceId, id: plan.receiptId(file.receiptId)! };
        written.push(key);
        await storage.put(key, bytes);
      }
    });
  } catch (error) {
    if (documents.current === "folder") await Promise.allSettled(written.map((key) => documents.folder.delete(key)));
    throw error;
  }
  return { workspace: { id: plan.workspaceId, name }, rows: plan.rowCount, files: files.length };
}
