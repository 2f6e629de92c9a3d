import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dateInAppTimeZone } from "@/core/dates";
import { listTables, type Table } from "@/server/backup/catalog";
import { rowsOf } from "@/server/db/rows";
import { receipts } from "@/server/db/schema";
import { EXCLUDED_TABLES, listForeignKeys, planExport, readExportPlan, staleListEntries } from "@/server/features/data-export/export-tables";
import { exportWorkspace, workspaceSlug } from "@/server/features/data-export/export.service";
import { tableRows } from "@/server/features/data-export/table-pages";
import { zipStream } from "@/server/features/data-export/zip-stream";
import { parseCsv } from "@/server/files/csv";
import { AppError } from "@/server/http/errors";
import { messages } from "@/shared/messages";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createBooking, linePayload } from "../factories/bookings";
import { createContract, createProperty, createTenant, createUnit } from "../factories/portfolio";
import { pdfBytes, pngBytes, uploadReceipt } from "../factories/receipts";
import { client } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

// GET /workspace/export (DSGVO Art. 20): all data of a workspace as a ZIP. Unpacked with
// Info-ZIP `unzip` (not fflate, which wrote it; `unzip` checks every entry's CRC), the JSON and
// CSVs read as text, and compared with what the API created and with the database itself.

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const toolEnv = { ...process.env, LC_ALL: "C" };
const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");
const tempDirs: string[] = [];

type Row = Record<string, string | null>;
type ExportDocument = {
  format: string;
  schemaVersion: number;
  exportedAt: string;
  migration: { tag: string; when: number };
  workspace: { id: string; name: string };
  valueFormat: string;
  excludedTables: Record<string, string>;
  tables: Record<
    string,
    { columns: Array<{ name: string; type: string }>; primaryKey: string[]; selfReferencing: boolean; derived: string | null; omittedColumns: Record<string, string>; rows: Row[]; rowCount: number }
  >;
  files: Array<{ receiptId: string; path: string; sizeBytes: number; sha256: string }>;
  fileCount: number;
};

type Unpacked = {
  /** Entry names in the ZIP's order, as `zipinfo -1` lists them. */
  names: string[];
  files: Map<string, Buffer>;
  text(name: string): string;
  document: ExportDocument;
  /** The document and every CSV as one text, for "appears nowhere". */
  allText: string;
};

/** Writes the ZIP to a file and unpacks it with `unzip` (which fails on a bad CRC or a cut-off file). */
function unpack(zipBytes: Buffer): Unpacked {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-export-"));
  tempDirs.push(work);
  const zipFile = path.join(work, "export.zip");
  fs.writeFileSync(zipFile, zipBytes);
  const out = path.join(work, "ausgepackt");
  execFileSync("unzip", ["-q", zipFile, "-d", out], { env: toolEnv });
  const names = execFileSync("zipinfo", ["-1", zipFile], { env: toolEnv, encoding: "utf8" }).split("\n").filter(Boolean);
  const files = new Map<string, Buffer>();
  for (const rel of fs.readdirSync(out, { recursive: true, encoding: "utf8" })) {
    const file = path.join(out, rel);
    if (fs.statSync(file).isFile()) files.set(rel.split(path.sep).join("/").normalize("NFC"), fs.readFileSync(file));
  }
  const text = (name: string) => {
    const bytes = files.get(name);
    if (!bytes) throw new Error(`${name} fehlt im Export`);
    return bytes.toString("utf8");
  };
  const document = JSON.parse(text("hausbuch-export.json")) as ExportDocument;
  const allText = [...files.entries()].filter(([n]) => n.endsWith(".json") || n.endsWith(".csv") || n.endsWith(".txt")).map(([, b]) => b.toString("utf8")).join("\n");
  return { names, files, text, document, allText };
}

/** The CSV's rows (parsed by the app's CSV reader); the BOM checked and stripped. */
function csvRows(zip: Unpacked, table: string): string[][] {
  const text = zip.text(`csv/${table}.csv`);
  expect(text.startsWith("\uFEFF"), `${table}.csv mit BOM`).toBe(true);
  const parsed = parseCsv(text, { delimiter: ";" });
  if (!parsed.ok) throw new Error(`${table}.csv: ${JSON.stringify(parsed.error)}`);
  return parsed.rows;
}

/** The CSV row whose `id` column is `id`, as column → cell. */
function csvRow(zip: Unpacked, table: string, id: string): Record<string, string> {
  const [header, ...rows] = csvRows(zip, table);
  const idAt = header!.indexOf("id");
  const row = rows.find((r) => r[idAt] === id);
  if (!row) throw new Error(`${table}.csv: keine Zeile ${id}`);
  return Object.fromEntries(header!.map((name, i) => [name, row[i]!]));
}

const rowById = (doc: ExportDocument, table: string, id: string) => {
  const row = doc.tables[table]?.rows.find((r) => r.id === id);
  if (!row) throw new Error(`${table}: keine Zeile ${id}`);
  return row;
};

let app: TestApp;
let team: Team;
const data = {} as {
  property: { id: string; name: string };
  unitId: string;
  tenantId: string;
  contractId: string;
  bookingId: string;
  folderReceipt: { id: string; bytes: Uint8Array };
  databaseReceipt: { id: string; bytes: Uint8Array };
  stranger: { propertyName: string; tenantName: string; receiptId: string; receiptText: string };
};
const WORKSPACE_NAME = "Portfolio Müller & Söhne";
const FORMULA = '=HYPERLINK("http://böse.example";"Klick")';
const BOOKING_TEXT = 'Dach "neu" gedeckt; Ä\nzweite Zeile';

const download = (query = "", cookie = team.admin.cookie, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api/v1/workspace/export${query}`, { headers: { Cookie: cookie, ...headers } });

let zip: Unpacked;
let response: Response;

beforeAll(async () => {
  app = await startTestApp({ documentStorage: "folder" });
  team = await createTeam(app);
  const api = team.as.admin;
  expectStatus(await api.patch("/api/v1/workspace", { name: WORKSPACE_NAME }), 200, "Portfolio umbenennen");
  // Profiles (first and last name) of a member and of the stranger, who is none.
  expect((await team.editor.api.put("/api/v1/me/profile", { firstName: "Erna", lastName: "Editorin" })).status).toBeLessThan(300);
  expect((await team.stranger.api.put("/api/v1/me/profile", { firstName: "Fremda", lastName: "Außenseiterin" })).status).toBeLessThan(300);
  const property = await createProperty(api, { name: "Exporthaus Lindenstraße 5", purchasePriceCents: 31_234_567, purchaseDate: "2020-02-01" });
  const unit = await createUnit(api, property.id, { sizeSqm: 61.5 });
  const tenant = await createTenant(api, { firstName: FORMULA, lastName: "Ößtreich-Ünal", email: "mieter@beispiel.de" });
  const contract = await createContract(api, unit.id, { tenantId: tenant.id, coldRentCents: 81_234 });
  const invoice = pdfBytes("Rechnung Dachdecker");
  const uploaded = expectStatus(await uploadReceipt(team.as.editor, invoice, "Rechnung Dachdecker.pdf"), 201, "Beleg") as { id: string };
  const booking = await createBooking(api, [linePayload(property.id, -123_456, { unitId: unit.id, category: "maintenance" })], { text: BOOKING_TEXT, receiptIds: [uploaded.id] });
  // A receipt in database storage (receipt_blobs, bytea): its bytes belong under belege/, never in JSON or CSV.
  const scan = pngBytes();
  const [blobReceipt] = await app.database.db
    .insert(receipts)
    .values({ workspaceId: team.admin.workspaceId, fileName: "Quittung: März/April.png", mediaType: "image/png", sizeBytes: scan.byteLength, sha256: sha256(scan), storage: "database" })
    .returning({ id: receipts.id });
  await app.documents.open("database", app.database.db).put({ workspaceId: team.admin.workspaceId, id: blobReceipt!.id }, scan);

  // The stranger's own workspace: none of it may appear in the team's export.
  const strangerApi = team.stranger.api;
  const strangerProperty = await createProperty(strangerApi, { name: "Fremdhaus Geheimweg 9" });
  await createTenant(strangerApi, { firstName: "Fremda", lastName: "Geheimmieterin" });
  const receiptText = "Fremde Rechnung 4711";
  const strangerReceipt = expectStatus(await uploadReceipt(strangerApi, pdfBytes(receiptText), "fremd.pdf"), 201, "fremder Beleg") as { id: string };

  Object.assign(data, {
    property: { id: property.id, name: property.name },
    unitId: unit.id,
    tenantId: tenant.id,
    contractId: contract.id,
    bookingId: booking.id,
    folderReceipt: { id: uploaded.id, bytes: invoice },
    databaseReceipt: { id: blobReceipt!.id, bytes: scan },
    stranger: { propertyName: strangerProperty.name, tenantName: "Geheimmieterin", receiptId: strangerReceipt.id, receiptText },
  });

  response = await download();
  const body = Buffer.from(await response.arrayBuffer());
  expect(response.status, body.toString("utf8").slice(0, 300)).toBe(200);
  zip = unpack(body);
}, 120_000);

afterAll(async () => {
  await app?.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`workspace export (${database})`, () => {
  it("answers the admin with a ZIP download named after the workspace and the day, streamed", () => {
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Deflated while written: no length known in advance, the body goes out in chunks.
    expect(response.headers.get("content-length")).toBeNull();
    const days = [dateInAppTimeZone(new Date(Date.now() - 120_000)), dateInAppTimeZone(new Date())];
    const names = days.map((day) => `hausbuch-export-portfolio-mueller-soehne-${day}.zip`);
    expect(names.map((n) => `attachment; filename="${n}"; filename*=UTF-8''${n}`)).toContain(response.headers.get("content-disposition"));
  });

  it("holds LIESMICH.txt, the JSON document, one CSV per exported table and the receipt files", () => {
    const doc = zip.document;
    expect(zip.names.slice(0, 2)).toEqual(["LIESMICH.txt", "hausbuch-export.json"]);
    const csvs = zip.names.filter((n) => n.startsWith("csv/"));
    expect(csvs).toEqual(Object.keys(doc.tables).map((t) => `csv/${t}.csv`));
    expect(zip.names.filter((n) => n.startsWith("belege/")).sort()).toEqual(doc.files.map((f) => f.path).sort());
    expect(zip.names).toHaveLength(2 + csvs.length + doc.files.length);
    expect(zip.text("LIESMICH.txt")).toContain(`„${WORKSPACE_NAME}“`);
  });

  it("describes itself: format, version, workspace, the schema level and every table's columns", () => {
    const doc = zip.document;
    expect(doc).toMatchObject({ format: "hausbuch-export", schemaVersion: 1, valueFormat: "postgres-text", workspace: { id: team.admin.workspaceId, name: WORKSPACE_NAME } });
    expect(new Date(doc.exportedAt).toISOString()).toBe(doc.exportedAt);
    expect(doc.migration.tag).toMatch(/^\d{4}_/);
    const properties = doc.tables.properties!;
    expect(properties.columns).toEqual(expect.arrayContaining([{ name: "id", type: "uuid" }, { name: "purchase_price_cents", type: "bigint" }]));
    expect(properties.primaryKey).toEqual(["id"]);
    expect(doc.tables.bookings!.selfReferencing).toBe(true);
    expect(doc.tables.booking_line_sums!.derived).toMatch(/nicht einspielen/);
    expect(doc.tables.properties!.derived).toBeNull();
    for (const [name, table] of Object.entries(doc.tables)) {
      expect(table.rowCount, name).toBe(table.rows.length);
      // snake_case keys exactly as the columns say, in their order.
      for (const row of table.rows) expect(Object.keys(row), name).toEqual(table.columns.map((c) => c.name));
    }
  });

  it("keeps the raw values exactly: cents as integers, numeric with its digits, text untouched, timestamps in UTC", () => {
    const doc = zip.document;
    expect(doc.tables.workspaces!.rows).toEqual([expect.objectContaining({ id: team.admin.workspaceId, name: WORKSPACE_NAME })]);
    expect(doc.tables.workspaces!.rows[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?\+00$/);
    expect(rowById(doc, "properties", data.property.id)).toMatchObject({
      workspace_id: team.admin.workspaceId,
      name: "Exporthaus Lindenstraße 5",
      purchase_price_cents: "31234567",
      purchase_date: "2020-02-01",
    });
    expect(rowById(doc, "units", data.unitId)).toMatchObject({ property_id: data.property.id, size_sqm: "61.50" });
    expect(rowById(doc, "tenants", data.tenantId)).toMatchObject({ first_name: FORMULA, last_name: "Ößtreich-Ünal", email: "mieter@beispiel.de" });
    expect(rowById(doc, "rental_contracts", data.contractId)).toMatchObject({ tenant_id: data.tenantId, unit_id: data.unitId, cold_rent_cents: "81234" });
    expect(rowById(doc, "bookings", data.bookingId)).toMatchObject({ amount_cents: "-123456", text: BOOKING_TEXT });
    const lines = doc.tables.booking_lines!.rows.filter((l) => l.booking_id === data.bookingId);
    expect(lines).toEqual([expect.objectContaining({ property_id: data.property.id, unit_id: data.unitId, category: "maintenance", amount_cents: "-123456" })]);
    expect(rowById(doc, "receipts", data.folderReceipt.id)).toMatchObject({ booking_id: data.bookingId, file_name: "Rechnung Dachdecker.pdf", storage: "folder", sha256: sha256(data.folderReceipt.bytes) });
    expect(rowById(doc, "receipts", data.databaseReceipt.id)).toMatchObject({ booking_id: null, storage: "database" });
  });

  it("has the members (name and e-mail only) and their memberships, nobody else", () => {
    const doc = zip.document;
    const members = [team.admin, team.editor, team.viewer];
    expect(doc.tables.memberships!.rows.map((m) => [m.user_id, m.role]).sort()).toEqual(
      [
        [team.admin.userId, "admin"],
        [team.editor.userId, "editor"],
        [team.viewer.userId, "viewer"],
      ].sort(),
    );
    expect(doc.tables.user!.columns.map((c) => c.name)).toEqual(["id", "name", "email"]);
    expect(doc.tables.user!.rows.map((u) => u.email).sort()).toEqual(members.map((m) => m.email).sort());
    expect(Object.keys(doc.tables.user!.omittedColumns)).toEqual(expect.arrayContaining(["email_verified", "created_at"]));
    expect(doc.tables.profiles!.columns.map((c) => c.name)).toEqual(["id", "first_name", "last_name"]);
    expect(doc.tables.profiles!.rows).toEqual([{ id: team.editor.userId, first_name: "Erna", last_name: "Editorin" }]);
  });

  it("has every row of the workspace in each table, as the database counts them", async () => {
    const doc = zip.document;
    const ws = team.admin.workspaceId;
    for (const [name, table] of Object.entries(doc.tables)) {
      if (!table.columns.some((c) => c.name === "workspace_id")) continue;
      const [counted] = rowsOf<{ n: string | number }>(await app.database.db.execute(sql.raw(`select count(*) as n from "${name}" where workspace_id = '${ws}'`)));
      expect(table.rows.length, name).toBe(Number(counted!.n));
      expect(table.rows.every((r) => r.workspace_id === ws), name).toBe(true);
    }
    // Tables scoped through their parent: receipt_blobs only for this workspace's receipts.
    expect(doc.tables.receipt_blobs!.rows).toEqual([{ receipt_id: data.databaseReceipt.id }]);
    expect(doc.tables.contract_account_stamps!.rows.every((r) => doc.tables.rental_contracts!.rows.some((c) => c.id === r.contract_id))).toBe(true);
    expect(doc.tables.property_report_stamps!.rows.length).toBeGreaterThan(0);
    expect(doc.tables.property_report_stamps!.rows.every((r) => doc.tables.properties!.rows.some((p) => p.id === r.property_id))).toBe(true);
  });

  it("never puts receipt bytes into JSON or CSV, and puts every receipt file under belege/ with its exact bytes", () => {
    const doc = zip.document;
    expect(doc.tables.receipt_blobs!.columns.map((c) => c.name)).toEqual(["receipt_id"]);
    expect(doc.tables.receipt_blobs!.omittedColumns.data).toMatch(/belege\//);
    expect(csvRows(zip, "receipt_blobs")[0]).toEqual(["receipt_id"]);
    const expected = [
      { id: data.folderReceipt.id, path: `belege/${data.folderReceipt.id}-Rechnung Dachdecker.pdf`, bytes: data.folderReceipt.bytes },
      // ":" and "/" of the stored name never reach a path.
      { id: data.databaseReceipt.id, path: `belege/${data.databaseReceipt.id}-Quittung_ März_April.png`, bytes: data.databaseReceipt.bytes },
    ];
    expect(doc.files.map((f) => f.path).sort()).toEqual(expected.map((e) => e.path).sort());
    expect(doc.fileCount).toBe(2);
    for (const e of expected) {
      expect(zip.files.get(e.path)?.equals(Buffer.from(e.bytes)), e.path).toBe(true);
      expect(doc.files.find((f) => f.receiptId === e.id)).toEqual({ receiptId: e.id, path: e.path, sizeBytes: e.bytes.byteLength, sha256: sha256(e.bytes) });
    }
    expect(zip.files.has("belege/FEHLENDE-BELEGE.txt")).toBe(false);
  });

  it("writes the CSVs in German Excel's dialect: BOM, `;`, CRLF, decimal comma, no formula", () => {
    const raw = zip.text("csv/tenants.csv");
    expect(raw.startsWith("\uFEFFid;workspace_id;")).toBe(true);
    expect(raw.endsWith("\r\n")).toBe(true);
    expect(raw.replaceAll("\r\n", "")).not.toContain("\n");
    // The formula behind an apostrophe, quoted for its ";" and doubled quotes.
    expect(raw).toContain(`;"'=HYPERLINK(""http://böse.example"";""Klick"")";`);
    expect(csvRow(zip, "tenants", data.tenantId)).toMatchObject({ first_name: `'${FORMULA}`, last_name: "Ößtreich-Ünal" });
    expect(csvRow(zip, "units", data.unitId).size_sqm).toBe("61,50");
    // Numbers are never guarded: a negative amount stays a number for Excel.
    expect(csvRow(zip, "bookings", data.bookingId)).toMatchObject({ amount_cents: "-123456", text: BOOKING_TEXT });
    expect(csvRow(zip, "properties", data.property.id)).toMatchObject({ purchase_price_cents: "31234567", purchase_date: "2020-02-01" });
    // Every CSV has the table's columns as its header and its rows.
    for (const [name, table] of Object.entries(zip.document.tables)) {
      const [header, ...rows] = csvRows(zip, name);
      expect(header, name).toEqual(table.columns.map((c) => c.name));
      expect(rows, name).toHaveLength(table.rowCount);
    }
  });

  it("holds nothing of another workspace", () => {
    const s = data.stranger;
    for (const secret of [team.stranger.workspaceId, team.stranger.userId, team.stranger.email, "Außenseiterin", s.propertyName, s.tenantName, s.receiptId]) {
      expect(zip.allText.includes(secret), secret).toBe(false);
    }
    for (const name of zip.names) expect(name).not.toContain(s.receiptId);
    for (const bytes of zip.files.values()) expect(bytes.includes(Buffer.from(s.receiptText))).toBe(false);
  });

  it("accounts for every table of the database: exported or excluded with a reason, and the lists name only existing tables", async () => {
    const catalog = await listTables(app.database.db);
    const doc = zip.document;
    const exported = Object.keys(doc.tables);
    const excluded = Object.keys(doc.excludedTables);
    expect(exported.filter((t) => excluded.includes(t))).toEqual([]);
    expect([...exported, ...excluded].sort()).toEqual(catalog.map((t) => t.name).sort());
    // Parents before children, as the catalog orders them (the order an import inserts in).
    expect(exported).toEqual(catalog.map((t) => t.name).filter((t) => exported.includes(t)));
    expect(Object.keys(EXCLUDED_TABLES).sort()).toEqual([...excluded].sort());
    for (const reason of Object.values(doc.excludedTables)) expect(reason.length).toBeGreaterThan(20);
    expect(staleListEntries(catalog)).toEqual([]);
  });

  it("refuses a table that belongs to no workspace until it is decided about, and exports a new workspace table by itself", async () => {
    const catalog = await listTables(app.database.db);
    const foreignKeys = await listForeignKeys(app.database.db);
    const column = (name: string, type = "text") => ({ name, type, generated: false });
    const table = (name: string, columns: Table["columns"]): Table => ({ name, columns, primaryKey: [columns[0]!.name], selfReferencing: false, hasBytes: false });
    expect(() => planExport([...catalog, table("app_settings", [column("key"), column("value")])], foreignKeys)).toThrow(/app_settings gehört zu keinem Portfolio/);
    const withBytes = table("property_photos", [column("id", "uuid"), column("workspace_id", "uuid"), column("photo", "bytea")]);
    expect(() => planExport([...catalog, withBytes], foreignKeys)).toThrow(/property_photos\.photo enthält Bytes/);
    const added = planExport([...catalog, table("property_notes", [column("id", "uuid"), column("workspace_id", "uuid"), column("note")])], foreignKeys);
    expect(added.tables.find((t) => t.name === "property_notes")?.scope).toEqual({ kind: "workspace", column: "workspace_id" });
    // A stale entry is reported.
    expect(staleListEntries(catalog.filter((t) => t.name !== "rate_limits"))).toEqual(["rate_limits"]);
  });

  it("reads each table in pages by its primary key without losing or repeating a row", async () => {
    const plan = await readExportPlan(app.database.db);
    for (const table of plan.tables) {
      const collect = async (pageSize: number) => {
        const all: Array<string | null>[] = [];
        for await (const rows of tableRows(app.database.db, table, team.admin.workspaceId, pageSize)) all.push(...rows);
        return all;
      };
      const whole = await collect(10_000);
      expect(await collect(2), table.name).toEqual(whole);
      expect(whole, table.name).toHaveLength(zip.document.tables[table.name]!.rowCount);
    }
  });

  it("is also a download link: ?workspace= names the workspace without the header", async () => {
    const res = await download(`?workspace=${team.admin.workspaceId}`);
    expect(res.status).toBe(200);
    expect(unpack(Buffer.from(await res.arrayBuffer())).document.workspace.id).toBe(team.admin.workspaceId);
    // The role counts in the workspace named: the editor is admin of a workspace of their own, not of this one.
    expect((await download(`?workspace=${team.admin.workspaceId}`, team.editor.cookie)).status).toBe(403);
  });
});

describe(`workspace export: who may (${database})`, () => {
  it("refuses editors and viewers in German (403), answers 401 without a session and 404 for another workspace", async () => {
    for (const api of [team.as.editor, team.as.viewer]) {
      const res = await api.get("/api/v1/workspace/export");
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "forbidden", message: messages.dataExportForbidden });
      expect(res.body.message).toMatch(/Bitte wende Dich an eine Administratorin/);
    }
    const anonymous = await client(app).get("/api/v1/workspace/export");
    expect(anonymous.status).toBe(401);
    const intruder = await download("", team.stranger.cookie, { "x-workspace-id": team.admin.workspaceId });
    expect(intruder.status).toBe(404);
    expect(await intruder.text()).not.toContain(WORKSPACE_NAME);
  });

  it("refuses in German, before the first byte, what a ZIP without ZIP64 cannot hold", async () => {
    const actor = { userId: team.admin.userId, workspaceId: team.admin.workspaceId, role: "admin" as const };
    const run = (limits: { maxFiles: number; maxFileBytes: number }) => exportWorkspace({ db: app.database.db, documents: app.documents, actor, limits });
    await expect(run({ maxFiles: 1, maxFileBytes: 1e9 })).rejects.toMatchObject({ code: "conflict", message: messages.dataExportTooManyFiles(2, 1) });
    const tooLarge = await run({ maxFiles: 100, maxFileBytes: 10 }).catch((err: unknown) => err);
    expect(tooLarge).toBeInstanceOf(AppError);
    expect((tooLarge as AppError).message).toMatch(/^Die Belege des Portfolios sind zusammen 0,1 GB groß/);
    await expect(exportWorkspace({ db: app.database.db, documents: app.documents, actor: { ...actor, role: "editor" } })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("names a receipt whose file is gone in FEHLENDE-BELEGE.txt instead of failing the whole export", async () => {
    // The stranger's own workspace (they are its admin), with its receipt's file deleted.
    await app.documents.folder.delete({ workspaceId: team.stranger.workspaceId, id: data.stranger.receiptId });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await download("", team.stranger.cookie);
    expect(res.status).toBe(200);
    const own = unpack(Buffer.from(await res.arrayBuffer()));
    // The operator learns which file is gone, by ids only (a file name may name a person).
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining(`Beleg ${data.stranger.receiptId} (Arbeitsbereich ${team.stranger.workspaceId}, Speicher folder): Datei fehlt`)]);
    expect(String(logged.mock.calls[0]![0])).not.toContain("fremd.pdf");
    logged.mockRestore();
    expect(own.document.workspace.id).toBe(team.stranger.workspaceId);
    expect(own.document.tables.properties!.rows.map((p) => p.name)).toEqual([data.stranger.propertyName]);
    expect(own.text("belege/FEHLENDE-BELEGE.txt")).toContain(`${data.stranger.receiptId}  fremd.pdf`);
    expect(own.names.filter((n) => n.startsWith("belege/"))).toEqual(["belege/FEHLENDE-BELEGE.txt"]);
    // And nothing of the team's workspace.
    expect(own.allText).not.toContain(team.admin.workspaceId);
    expect(own.allText).not.toContain(data.property.name);
  });
});

describe("workspace export: the ZIP stream", () => {
  it("produces only as fast as the client reads (one step per pull)", async () => {
    let produced = 0;
    const body = zipStream(async function* (zip) {
      for (let i = 0; i < 20; i++) {
        const entry = zip.text(`teil-${i}.txt`);
        entry.write(crypto.randomBytes(64 * 1024).toString("hex"));
        entry.end();
        produced++;
        yield;
      }
    }, new Date());
    const reader = body.getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(produced).toBeLessThanOrEqual(2);
    let chunks = 1;
    while (!(await reader.read()).done) chunks++;
    expect(produced).toBe(20);
    expect(chunks).toBeGreaterThan(20);
  });

  it("breaks off with an error, never a complete-looking ZIP, when producing fails midway", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const body = zipStream(async function* (zip) {
      const entry = zip.text("teil.txt");
      entry.write("x".repeat(200_000));
      yield;
      throw new Error("Datenbank weg");
    }, new Date());
    const received: Uint8Array[] = [];
    const reader = body.getReader();
    await expect(
      (async () => {
        for (;;) {
          const r = await reader.read();
          if (r.done) return;
          received.push(r.value);
        }
      })(),
    ).rejects.toThrow("Export abgebrochen");
    // No end-of-central-directory record: unzip tools report the file as damaged.
    expect(Buffer.concat(received).includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining("Export abgebrochen: Error: Datenbank weg")]);
    logged.mockRestore();
  });

  it("makes ASCII file-name slugs of any workspace name", () => {
    expect(workspaceSlug("Mein Portfolio")).toBe("mein-portfolio");
    expect(workspaceSlug("Müllerstraße 5 / Café")).toBe("muellerstrasse-5-cafe");
    expect(workspaceSlug("«»")).toBe("portfolio");
    expect(workspaceSlug("x".repeat(200))).toHaveLength(60);
  });
});
