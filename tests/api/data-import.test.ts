import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { messages } from "@/shared/messages";
import { createTeam, expectStatus, inWorkspace, type Api, type Team } from "../factories/api";
import { createProperty } from "../factories/portfolio";
import { seedWorkspace } from "../factories/rich-workspace";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Issue 13, the way back of the export: POST /workspace/import makes a new workspace of the
// caller from a ZIP of GET /workspace/export. The round trip — seed nearly every table, export,
// import, export again — must give the same data apart from the ids, with every reference
// pointing to the copy of the row it pointed to; and a damaged or foreign file changes nothing.

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

type Row = Record<string, string | null>;
type ExportDocument = {
  migration: { tag: string; when: number };
  workspace: { id: string; name: string };
  tables: Record<string, { columns: Array<{ name: string; type: string }>; primaryKey: string[]; rows: Row[]; rowCount: number }>;
  files: Array<{ receiptId: string; path: string; sizeBytes: number; sha256: string }>;
};
type Unpacked = Record<string, Uint8Array>;
type ImportResult = { workspace: { id: string; name: string }; rows: number; files: number };

const documentOf = (zip: Unpacked) => JSON.parse(strFromU8(zip["hausbuch-export.json"]!)) as ExportDocument;
const withDocument = (zip: Unpacked, document: ExportDocument): Uint8Array => zipSync({ ...zip, "hausbuch-export.json": strToU8(JSON.stringify(document)) });

/** The export of `workspaceId` as `user` sees it, unpacked. */
async function exportZip(target: TestApp, user: { cookie: string }, workspaceId: string): Promise<Unpacked> {
  const res = await fetch(`${target.url}/api/v1/workspace/export`, { headers: { Cookie: user.cookie, "x-workspace-id": workspaceId } });
  expect(res.status).toBe(200);
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

/** The bytes of a receipt's file. */
async function receiptFile(target: TestApp, user: { cookie: string }, workspaceId: string, receiptId: string): Promise<Uint8Array> {
  const res = await fetch(`${target.url}/api/v1/receipts/${receiptId}/file`, { headers: { Cookie: user.cookie, "x-workspace-id": workspaceId } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

const importForm = (bytes: Uint8Array, name = "export.zip") => {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" }), name);
  return form;
};
const importZip = (api: Api, bytes: Uint8Array) => api.post<ImportResult & { message?: string }>("/api/v1/workspace/import", importForm(bytes));

/**
 * Tables an import does not copy as they are: the accounts and memberships (only the importing
 * person is a member), invitations, receipt bytes (in the document store), the account stamps
 * (a counter of this database); and the workspace row (its name may get " (Import)").
 */
const NOT_COMPARED = new Set(["user", "profiles", "memberships", "workspace_invitations", "receipt_blobs", "contract_account_stamps", "property_report_stamps", "workspaces"]);

/**
 * The document's data with the ids taken out, written against the document alone (not with the
 * import's code): every UUID becomes the row it names — its table and its values with all UUIDs
 * masked — so a reference to the wrong row, or a lost one, changes the result. Rows sorted.
 */
function canonical(document: ExportDocument): Record<string, string[]> {
  const mask = (value: string | null) => (value === null ? null : value.replace(UUID, "∗"));
  // The workspace's own row differs by its name (" (Import)"): it is named by its role.
  const named = new Map<string, string>([[document.workspace.id, "workspace"]]);
  for (const [name, table] of Object.entries(document.tables)) {
    if (table.primaryKey.length !== 1) continue;
    // The first table to name an id is its owner (parents come first); property_figures.property_id names no new row.
    for (const row of table.rows) if (!named.has(row[table.primaryKey[0]!]!)) named.set(row[table.primaryKey[0]!]!, `${name}(${table.columns.map((c) => mask(row[c.name] ?? null)).join("|")})`);
  }
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(document.tables)) {
    if (NOT_COMPARED.has(name)) continue;
    out[name] = table.rows
      .map((row) => JSON.stringify(table.columns.map((c) => row[c.name]?.replace(UUID, (id) => named.get(id) ?? "fremd") ?? null)))
      .sort();
  }
  return out;
}

async function count(db: Db, table: string): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql.raw(`select count(*) as n from "${table}"`)));
  return Number(row!.n);
}

let app: TestApp;
let team: Team;
let original: Unpacked;
let originalDocument: ExportDocument;
let imported: ImportResult;
let again: ExportDocument;

beforeAll(async () => {
  app = await startTestApp({ documentStorage: "folder" });
  team = await createTeam(app);
  await seedWorkspace(app, team);
  original = await exportZip(app, team.admin, team.admin.workspaceId);
  originalDocument = documentOf(original);
  const res = await importZip(team.admin.api, zipSync(original));
  imported = expectStatus(res, 201, "Import");
  again = documentOf(await exportZip(app, team.admin, imported.workspace.id));
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe(`workspace import (${database})`, { timeout: 120_000 }, () => {
  it("imports an export as a new workspace of the caller, who is its only member and admin", async () => {
    expect(imported.workspace.id).not.toBe(team.admin.workspaceId);
    expect(imported.workspace.name).toBe(`${originalDocument.workspace.name}${messages.dataImportNameSuffix}`);
    expect(imported.files).toBe(originalDocument.files.length);
    const me = (await team.admin.api.get<{ workspaces: Array<{ id: string; role: string }> }>("/api/v1/me")).body;
    expect(me.workspaces).toContainEqual(expect.objectContaining({ id: imported.workspace.id, role: "admin" }));
    expect(again.tables.memberships!.rows).toHaveLength(1);
    expect(again.tables.workspace_invitations?.rows ?? []).toHaveLength(0);
  });

  it("round trip: export → import → export gives the same rows in every table, apart from the ids", () => {
    const filled = Object.entries(originalDocument.tables).filter(([name, t]) => t.rows.length > 0 && !NOT_COMPARED.has(name)).map(([name]) => name);
    // The seed reaches the self-referencing tables and the tables the database derives itself.
    for (const table of ["bookings", "booking_lines", "meters", "audit_log", "receipts", "property_figures", "booking_line_sums", "tax_year_versions", "bank_transactions", "statement_scope_parts"]) {
      expect(filled, table).toContain(table);
    }
    expect(canonical(again)).toEqual(canonical(originalDocument));
  });

  it("gives every row a new id, and the copy no id of the original", () => {
    // Accounts keep their ids: the importer is the same person here.
    const rowTables = Object.entries(originalDocument.tables).filter(([name, t]) => t.primaryKey.length === 1 && name !== "user" && name !== "profiles");
    const originalIds = new Set(rowTables.flatMap(([, t]) => t.rows.map((r) => r[t.primaryKey[0]!])));
    const text = JSON.stringify(again.tables);
    const kept = [...originalIds].filter((id) => id && id.match(UUID) && text.includes(id));
    expect(kept.map((id) => text.slice(text.indexOf(id!) - 300, text.indexOf(id!) + 40))).toEqual([]);
  });

  it("shows the same figures: the profit and loss of 2025 and the booking list agree", async () => {
    const copy = inWorkspace(app, team.admin, imported.workspace.id);
    const strip = (body: unknown) => JSON.stringify(body).replace(UUID, "∗");
    const [a, b] = await Promise.all([team.as.admin.get("/api/v1/reports/profit-loss?year=2025"), copy.get("/api/v1/reports/profit-loss?year=2025")]);
    expect(a.status).toBe(200);
    expect(strip(b.body)).toBe(strip(a.body));
    const [listA, listB] = await Promise.all([team.as.admin.get<{ total: number }>("/api/v1/bookings"), copy.get<{ total: number }>("/api/v1/bookings")]);
    expect(listB.body.total).toBe(listA.body.total);
  });

  it("brings every receipt's file along, byte for byte, into this installation's storage", async () => {
    const byHash = new Map(again.files.map((f) => [f.sha256, f.receiptId]));
    for (const file of originalDocument.files) {
      const receiptId = byHash.get(file.sha256);
      expect(receiptId, file.path).toBeDefined();
      expect(sha256(await receiptFile(app, team.admin, imported.workspace.id, receiptId!))).toBe(file.sha256);
    }
  });

  it("points references to other accounts to nobody when someone else imports, and makes the importer the only member", async () => {
    const res = await importZip(team.stranger.api, zipSync(original));
    const result = expectStatus(res, 201, "Import durch eine andere Person");
    // The stranger has a workspace of that name already.
    expect(result.workspace.name).toBe(`${originalDocument.workspace.name}${messages.dataImportNameSuffix}`);
    const copy = documentOf(await exportZip(app, team.stranger, result.workspace.id));
    expect(copy.tables.memberships!.rows.map((m) => [m.user_id, m.role])).toEqual([[team.stranger.userId, "admin"]]);
    expect(originalDocument.tables.bookings!.rows.some((b) => b.created_by === team.admin.userId)).toBe(true);
    expect(copy.tables.bookings!.rows.every((b) => b.created_by === null)).toBe(true);
    // The team's members cannot see it.
    const foreign = await inWorkspace(app, team.admin, result.workspace.id).get("/api/v1/properties");
    expect(foreign.status).toBe(404);
  });

  it("writes receipts into database storage when that is this installation's storage", async () => {
    const other = await startTestApp({ documentStorage: "database" });
    try {
      const person = await createUser(other);
      const result = expectStatus(await importZip(person.api, zipSync(original as Zippable)), 201, "Import in Datenbank-Speicher");
      expect(await count(other.database.db, "receipt_blobs")).toBe(originalDocument.files.length);
      const receipt = documentOf(await exportZip(other, person, result.workspace.id)).tables.receipts!.rows[0]!;
      expect(receipt.storage).toBe("database");
      expect(sha256(await receiptFile(other, person, result.workspace.id, receipt.id!))).toBe(receipt.sha256);
    } finally {
      await other.close();
    }
  });
});

describe(`workspace import: bad files change nothing (${database})`, { timeout: 120_000 }, () => {
  /** The import of `bytes` by the stranger: the status, the German message, and no new workspace, row or file. */
  async function refused(bytes: Uint8Array, status: number, message: string) {
    const db = app.database.db;
    const before = { workspaces: await count(db, "workspaces"), bookings: await count(db, "bookings"), receipts: await count(db, "receipts") };
    const folder = path.join(app.dataDir, "receipts");
    const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).length : 0);
    const filesBefore = files();
    const res = await importZip(team.stranger.api, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.message).toBe(message);
    expect({ workspaces: await count(db, "workspaces"), bookings: await count(db, "bookings"), receipts: await count(db, "receipts") }).toEqual(before);
    expect(files()).toBe(filesBefore);
  }

  it("refuses a file that is no ZIP, or a ZIP without the document", async () => {
    await refused(strToU8("Name;Betrag\nMiete;850,00\n"), 400, messages.dataImportNotExport);
    await refused(zipSync({ "hausbuch-export.json.bak": strToU8("{}") }), 400, messages.dataImportNotExport);
  });

  it("refuses a cut-off ZIP and a document of another kind", async () => {
    const whole = zipSync(original);
    await refused(whole.subarray(0, Math.floor(whole.length / 2)), 400, messages.dataImportDamaged);
    await refused(zipSync({ ...original, "hausbuch-export.json": strToU8('{"format":"etwas-anderes"}') }), 400, messages.dataImportNotExport);
    await refused(zipSync({ ...original, "hausbuch-export.json": strToU8("{kein json") }), 400, messages.dataImportInvalid("kein lesbares JSON"));
  });

  it("refuses a document whose table was cut off (rowCount) or which comes from a newer version", async () => {
    const cut = documentOf(original);
    cut.tables.bookings!.rows.pop();
    await refused(withDocument(original, cut), 400, messages.dataImportInvalid(`bookings: ${cut.tables.bookings!.rows.length} statt ${cut.tables.bookings!.rowCount} Zeilen`));
    const newer = documentOf(original);
    newer.migration.when += 1;
    await refused(withDocument(original, newer), 400, messages.dataImportNewerVersion);
    const column = documentOf(original);
    column.tables.tenants!.columns.push({ name: "lieblingsfarbe", type: "text" });
    await refused(withDocument(original, column), 400, messages.dataImportUnknownColumn("tenants", "lieblingsfarbe"));
  });

  it("refuses a key that points outside the export (into another workspace)", async () => {
    const foreign = documentOf(original);
    foreign.tables.properties!.rows[0]!.workspace_id = team.stranger.workspaceId;
    await refused(withDocument(original, foreign), 400, messages.dataImportInvalid("properties.workspace_id: Verweis außerhalb des Exports"));
    // A real property of the importer's own workspace, which the export does not have.
    const theirs = await createProperty(team.stranger.api, { name: "Fremdhaus" });
    const lines = documentOf(original);
    lines.tables.booking_lines!.rows[0]!.property_id = theirs.id;
    await refused(withDocument(original, lines), 400, messages.dataImportInvalid("booking_lines.property_id: Verweis außerhalb des Exports"));
  });

  it("rolls everything back when the database refuses a value halfway through", async () => {
    const broken = documentOf(original);
    const lines = broken.tables.booking_lines!;
    lines.rows[lines.rows.length - 1]!.amount_cents = "zwölf Euro";
    await refused(withDocument(original, broken), 400, messages.dataImportRejected("booking_lines"));
  });

  it("refuses a receipt file whose bytes were changed, leaving no file behind", async () => {
    const file = originalDocument.files[0]!;
    const bytes = original[file.path]!.slice();
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    await refused(zipSync({ ...original, [file.path]: bytes }), 400, messages.dataImportFileDamaged(file.path));
  });

  it("asks for a session and for multipart", async () => {
    const anonymous = await fetch(`${app.url}/api/v1/workspace/import`, { method: "POST", body: importForm(zipSync(original)), headers: { Origin: app.url } });
    expect(anonymous.status).toBe(401);
    const json = await team.stranger.api.post<{ message: string }>("/api/v1/workspace/import", { file: "export.zip" });
    expect(json.status).toBe(415);
  });
});
