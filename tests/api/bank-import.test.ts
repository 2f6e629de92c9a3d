import { sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IBAN_MESSAGES } from "@/core/iban";
import type { BankAccountDto, BankStatementImportDto, BankStatementPreviewDto } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { rowsOf } from "@/server/db/rows";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { bankCsvFixture, camtFixture, createBankAccount, germanIban, importStatement, previewStatement } from "../factories/bank-import";
import { createProperty } from "../factories/portfolio";
import { pdfBytes } from "../factories/receipts";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Kontoauszug importieren (issue 16), accounts and files: the landlord's bank accounts, the
// preview and import of CAMT and CSV statements, de-duplication, and every refusal writing
// nothing. Matching and confirming: bank-import-matching.test.ts.

let app: TestApp;
let team: Team;
beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
});
afterAll(() => app.close());

const api = () => team.as.editor;
const transactionCount = async () =>
  Number(rowsOf<{ n: number }>(await app.database.db.execute(sql`select count(*)::int as n from bank_transactions where workspace_id = ${team.admin.workspaceId}`))[0]!.n);
const account = async (id: string) => expectStatus(await api().get<BankAccountDto>(`/api/v1/bank-accounts/${id}`), 200, "Konto lesen");

/** The account of the genkgo CAMT samples. */
const CAMT_IBAN = "NL26VAYB8060476890";
/** The account of the Sparkasse sample. */
const SPARKASSE_IBAN = "DE89370400440532013000";

describe("bank accounts", () => {
  it("creates an account with the IBAN normalised, lists, updates and deletes it", async () => {
    const property = await createProperty(api());
    const created = expectStatus(
      await api().post<BankAccountDto>("/api/v1/bank-accounts", { name: " Mietkonto ", iban: "de89 3704 0044 0532 0130 00", propertyIds: [property.id, property.id] }),
      201,
      "anlegen",
    );
    expect(created).toEqual({
      id: expect.any(String),
      name: "Mietkonto",
      iban: SPARKASSE_IBAN,
      propertyIds: [property.id],
      csvMapping: null,
      transactionCount: 0,
      openCount: 0,
      lastBookingDate: null,
      version: 1,
    });
    const list = expectStatus(await team.as.viewer.get<BankAccountDto[]>("/api/v1/bank-accounts"), 200, "Liste");
    expect(list.map((a) => a.id)).toContain(created.id);

    const updated = expectStatus(await api().patch<BankAccountDto>(`/api/v1/bank-accounts/${created.id}`, { name: "Konto Lindenhof", iban: SPARKASSE_IBAN, propertyIds: [], version: 1 }), 200, "ändern");
    expect(updated).toMatchObject({ name: "Konto Lindenhof", propertyIds: [], version: 2 });
    const stale = await api().patch(`/api/v1/bank-accounts/${created.id}`, { name: "Alt", iban: SPARKASSE_IBAN, propertyIds: [], version: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, "stale"]);

    expect((await api().delete(`/api/v1/bank-accounts/${created.id}`)).status).toBe(204);
    expect((await api().get(`/api/v1/bank-accounts/${created.id}`)).status).toBe(404);
  });

  it("refuses an invalid IBAN, a second account with the same IBAN and a foreign property", async () => {
    const bad = await api().post("/api/v1/bank-accounts", { name: "Konto", iban: "DE89 3704 0044 0532 0130 01", propertyIds: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toEqual([{ field: "iban", message: IBAN_MESSAGES.checksum }]);
    const short = await api().post("/api/v1/bank-accounts", { name: "Konto", iban: "DE89 3704 0044 0532 01", propertyIds: [] });
    expect(short.body.details.fields).toEqual([{ field: "iban", message: IBAN_MESSAGES.length }]);
    const noName = await api().post("/api/v1/bank-accounts", { name: "  ", iban: germanIban(), propertyIds: [] });
    expect(noName.body.details.fields).toEqual([{ field: "name", message: messages.bankAccountNameRequired }]);

    const iban = germanIban();
    await createBankAccount(api(), { iban });
    const twice = await api().post("/api/v1/bank-accounts", { name: "Zweitkonto", iban, propertyIds: [] });
    expect([twice.status, twice.body.message]).toEqual([409, messages.bankAccountIbanTaken]);

    const foreign = await createProperty(team.stranger.api);
    const res = await api().post("/api/v1/bank-accounts", { name: "Konto", iban: germanIban(), propertyIds: [foreign.id] });
    expect([res.status, res.body.message]).toEqual([404, "Die Immobilie wurde nicht gefunden."]);
  });

  it("keeps an account with transactions and its IBAN", async () => {
    const acc = await createBankAccount(api(), { iban: SPARKASSE_IBAN });
    expectStatus(await importStatement(api(), bankCsvFixture("sparkasse-csv-camt.csv"), "umsaetze.csv", { bankAccountId: acc.id }), 201, "importieren");
    const del = await api().delete(`/api/v1/bank-accounts/${acc.id}`);
    expect([del.status, del.body.message]).toEqual([409, messages.bankAccountHasTransactions]);
    const patch = await api().patch(`/api/v1/bank-accounts/${acc.id}`, { name: acc.name, iban: germanIban(), propertyIds: [], version: acc.version });
    expect([patch.status, patch.body.message]).toEqual([409, messages.bankAccountIbanLocked]);
    // The name may change.
    expect((await api().patch(`/api/v1/bank-accounts/${acc.id}`, { name: "Umbenannt", iban: SPARKASSE_IBAN, propertyIds: [], version: acc.version })).status).toBe(200);
    // Cleared for the other tests, which use this IBAN again.
    await app.database.db.execute(sql`delete from bank_transactions where bank_account_id = ${acc.id}`);
    expect((await api().delete(`/api/v1/bank-accounts/${acc.id}`)).status).toBe(204);
  });
});

describe("CAMT statements", () => {
  let accountId: string;
  beforeAll(async () => {
    accountId = (await createBankAccount(api(), { iban: CAMT_IBAN })).id;
  });

  it("previews a CAMT file without storing it, imports it, and stores nothing twice on a re-import", async () => {
    const before = await transactionCount();
    const preview = expectStatus(await previewStatement(api(), camtFixture("camt053.v2.minimal.xml"), "auszug.xml", { bankAccountId: accountId }), 200, "Vorschau") as BankStatementPreviewDto;
    expect(preview).toMatchObject({ ok: true, formatLabel: "CAMT.053 (Version 001.02)", fileIban: CAMT_IBAN, ibanMismatch: false, newCount: 1, duplicateCount: 0 });
    if (!preview.ok) throw new Error("Vorschau ohne Umsätze");
    expect(preview.transactions).toEqual([expect.objectContaining({ bookingDate: "2014-12-31", amountCents: 885, duplicate: false })]);
    expect(await transactionCount()).toBe(before);

    const first = expectStatus(await importStatement(api(), camtFixture("camt053.v2.minimal.xml"), "auszug.xml", { bankAccountId: accountId }), 201, "Import");
    expect(first).toEqual({ imported: 1, duplicates: 0, autoBooked: 0, proposed: 0 });
    const again = expectStatus(await importStatement(api(), camtFixture("camt053.v2.minimal.xml"), "auszug.xml", { bankAccountId: accountId }), 201, "erneuter Import");
    expect(again).toEqual({ imported: 0, duplicates: 1, autoBooked: 0, proposed: 0 });
    expect(await transactionCount()).toBe(before + 1);
    expect(await account(accountId)).toMatchObject({ transactionCount: 1, openCount: 1, lastBookingDate: "2014-12-31" });
  });

  it("imports an overlapping statement (a ZIP of several) with only what is new", async () => {
    const zip = zipSync({ "2014-12/a.xml": camtFixture("camt053.v2.multi.statement.xml"), "2014-12/b.xml": camtFixture("camt053.v2.minimal.xml") });
    const preview = expectStatus(await previewStatement(api(), zip, "auszuege.zip", { bankAccountId: accountId }), 200, "Vorschau") as BankStatementPreviewDto;
    if (!preview.ok) throw new Error("Vorschau ohne Umsätze");
    const stored = await transactionCount();
    const result = expectStatus(await importStatement(api(), zip, "auszuege.zip", { bankAccountId: accountId }), 201, "Import") as BankStatementImportDto;
    expect(result.imported).toBe(preview.newCount);
    expect(result.duplicates).toBe(preview.duplicateCount);
    expect(preview.duplicateCount).toBeGreaterThanOrEqual(1);
    expect(await transactionCount()).toBe(stored + preview.newCount);
    // Once more: everything is a duplicate now.
    const again = expectStatus(await importStatement(api(), zip, "auszuege.zip", { bankAccountId: accountId }), 201, "erneuter Import");
    expect(again).toMatchObject({ imported: 0, duplicates: preview.transactions.length });
    const distinct = rowsOf<{ n: number; d: number }>(
      await app.database.db.execute(sql`select count(*)::int as n, count(distinct fingerprint)::int as d from bank_transactions where bank_account_id = ${accountId}`),
    )[0]!;
    expect(distinct.n).toBe(distinct.d);
  });

  it("reads the other CAMT versions and refuses the invalid sample, writing nothing", async () => {
    for (const name of ["camt053.v4.xml", "camt053.v8.xml", "camt053.v2.five.decimals.xml", "camt053.v2.with-party-ids.xml"]) {
      const preview = expectStatus(await previewStatement(api(), camtFixture(name), name, { bankAccountId: accountId }), 200, name) as BankStatementPreviewDto;
      expect(preview.ok, name).toBe(true);
    }
    const before = await transactionCount();
    const wrong = await importStatement(api(), camtFixture("camt053.v2.wrong.xml"), "wrong.xml", { bankAccountId: accountId });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(wrong.body.message).toMatch(/CAMT|XML|Kontoauszug/);
    expect(await transactionCount()).toBe(before);
  });

  it("says when the file belongs to another account, and refuses to import it", async () => {
    const csv = bankCsvFixture("sparkasse-csv-camt.csv");
    const preview = expectStatus(await previewStatement(api(), csv, "umsaetze.csv", { bankAccountId: accountId }), 200, "Vorschau");
    expect(preview).toMatchObject({ ok: true, fileIban: SPARKASSE_IBAN, ibanMismatch: true });
    const before = await transactionCount();
    const res = await importStatement(api(), csv, "umsaetze.csv", { bankAccountId: accountId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.statementIbanMismatch("DE89 3704 0044 0532 0130 00", (await account(accountId)).name, "NL26 VAYB 8060 4768 90"));
    expect(await transactionCount()).toBe(before);
  });
});

describe("bank CSV statements", () => {
  it("previews a Sparkasse export with its pending and broken rows and imports the rest", async () => {
    const acc = await createBankAccount(api(), { iban: germanIban() });
    // The file names its account; the Sparkasse account is a fresh one here.
    await app.database.db.execute(sql`update bank_accounts set iban = ${SPARKASSE_IBAN} where id = ${acc.id}`);
    const preview = expectStatus(await previewStatement(api(), bankCsvFixture("sparkasse-csv-camt.csv"), "umsaetze.csv", { bankAccountId: acc.id }), 200, "Vorschau") as BankStatementPreviewDto;
    if (!preview.ok) throw new Error("Vorschau ohne Umsätze");
    expect(preview).toMatchObject({ formatLabel: "Sparkasse (CSV-CAMT)", fileIban: SPARKASSE_IBAN, ibanMismatch: false, newCount: 3, duplicateCount: 0 });
    expect(preview.skipped).toEqual([{ line: 2, message: "Zeile 2: vorgemerkt, noch nicht gebucht" }]);
    expect(preview.errors).toEqual([{ line: 6, message: "Zeile 6: Betrag „12,3x“ ist kein Betrag" }]);
    expect(preview.transactions.map((t) => [t.bookingDate, t.amountCents, t.counterpartyName])).toEqual([
      ["2024-01-31", -595, null],
      ["2024-01-15", -123_456, "Stadtwerke Musterstadt GmbH"],
      ["2024-01-02", 85_000, "Jörg Müller"],
    ]);
    const result = expectStatus(await importStatement(api(), bankCsvFixture("sparkasse-csv-camt.csv"), "umsaetze.csv", { bankAccountId: acc.id }), 201, "Import");
    expect(result).toMatchObject({ imported: 3, duplicates: 0 });
    await app.database.db.execute(sql`delete from bank_transactions where bank_account_id = ${acc.id}`);
  });

  const unknownCsv = (rows: string[]) => new TextEncoder().encode(["Datum;Empfänger;Verwendung;Betrag EUR", ...rows].join("\n"));

  it("asks for the columns of an unknown CSV, imports it with them and keeps them for the next file", async () => {
    const acc = await createBankAccount(api());
    const file = unknownCsv(["03.03.2025;Hausmeister Schulz;Rechnung 17;-120,00", "05.03.2025;Eva Klein;Miete März;650,00"]);
    const preview = expectStatus(await previewStatement(api(), file, "export.csv", { bankAccountId: acc.id }), 200, "Vorschau") as BankStatementPreviewDto;
    if (preview.ok) throw new Error("erwartet: Zuordnung nötig");
    expect(preview).toMatchObject({ needsMapping: true, headers: ["Datum", "Empfänger", "Verwendung", "Betrag EUR"] });
    expect(preview.sampleRows[0]).toEqual(["03.03.2025", "Hausmeister Schulz", "Rechnung 17", "-120,00"]);
    expect(preview.proposal).toMatchObject({ headerRow: 1, columns: { bookingDate: "Datum", amount: "Betrag EUR" }, dateFormat: "dd.MM.yyyy", decimalSeparator: "," });

    const before = await transactionCount();
    const refused = await importStatement(api(), file, "export.csv", { bankAccountId: acc.id });
    expect([refused.status, refused.body.message]).toEqual([400, messages.bankCsvUnknown]);
    expect(await transactionCount()).toBe(before);

    const csvMapping = { ...preview.proposal, columns: { ...preview.proposal.columns, counterpartyName: "Empfänger", purpose: "Verwendung" } };
    const mapped = expectStatus(await previewStatement(api(), file, "export.csv", { bankAccountId: acc.id, csvMapping }), 200, "Vorschau mit Zuordnung");
    expect(mapped).toMatchObject({ ok: true, formatLabel: messages.bankCsvMappingName, newCount: 2 });
    expect(expectStatus(await importStatement(api(), file, "export.csv", { bankAccountId: acc.id, csvMapping }), 201, "Import")).toMatchObject({ imported: 2 });
    expect((await account(acc.id)).csvMapping).toEqual(csvMapping);

    // The next export of that bank: read with the saved mapping, nothing asked.
    const next = unknownCsv(["05.03.2025;Eva Klein;Miete März;650,00", "01.04.2025;Eva Klein;Miete April;650,00"]);
    expect(expectStatus(await importStatement(api(), next, "export-april.csv", { bankAccountId: acc.id }), 201, "Import")).toMatchObject({ imported: 1, duplicates: 1 });
  });

  it("refuses a mapping that names a column the file does not have", async () => {
    const acc = await createBankAccount(api());
    const csvMapping = { headerRow: 1, columns: { bookingDate: "Datum", amount: "Umsatz" }, dateFormat: "dd.MM.yyyy", decimalSeparator: "," };
    const res = await previewStatement(api(), unknownCsv(["03.03.2025;A;B;-1,00"]), "export.csv", { bankAccountId: acc.id, csvMapping });
    expect([res.status, res.body.message]).toEqual([400, messages.bankCsvMappingColumnMissing("Umsatz")]);
    const neither = await previewStatement(api(), unknownCsv(["03.03.2025;A;B;-1,00"]), "export.csv", { bankAccountId: acc.id, csvMapping: { ...csvMapping, columns: { bookingDate: "Datum" } } });
    expect(neither.status).toBe(400);
    expect(neither.body.details.fields).toEqual([{ field: "csvMapping.columns.amount", message: messages.bankCsvMappingAmountColumns }]);
  });
});

describe("files that are refused", () => {
  let accountId: string;
  beforeAll(async () => {
    accountId = (await createBankAccount(api())).id;
  });

  it("refuses a file over 20 MB with a German 413", async () => {
    const before = await transactionCount();
    const big = new Uint8Array(20_000_001).fill(0x41);
    const res = await importStatement(api(), big, "riesig.csv", { bankAccountId: accountId });
    expect([res.status, res.body.message]).toEqual([413, "Die Datei ist zu groß: Ein Kontoauszug darf höchstens 20 MB haben."]);
    expect(await transactionCount()).toBe(before);
  }, 60_000);

  it("refuses a PDF and random bytes with a German 415", async () => {
    const pdf = await importStatement(api(), pdfBytes(), "auszug.pdf", { bankAccountId: accountId });
    expect([pdf.status, pdf.body.message]).toEqual([415, messages.statementIsPdf]);
    const random = crypto.getRandomValues(new Uint8Array(4096));
    random[10] = 0;
    const res = await previewStatement(api(), random, "auszug.csv", { bankAccountId: accountId });
    expect([res.status, res.body.code]).toEqual([415, "unsupported_media_type"]);
  });

  it("refuses a corrupt ZIP and an XML with a DOCTYPE, writing nothing", async () => {
    const before = await transactionCount();
    const zip = zipSync({ "a.xml": camtFixture("camt053.v2.minimal.xml") });
    const corrupt = zip.slice();
    corrupt.fill(0x55, 40, 120);
    const res = await importStatement(api(), corrupt, "auszug.zip", { bankAccountId: accountId });
    expect([res.status, res.body.message]).toEqual([400, messages.statementZipCorrupt]);

    const bomb = strToU8(`<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Document>&lol2;</Document>`);
    const xml = await importStatement(api(), bomb, "auszug.xml", { bankAccountId: accountId });
    expect([xml.status, xml.body.message]).toEqual([400, messages.camtDoctype]);
    expect(await transactionCount()).toBe(before);
  });

  it("answers missing or bad options and a foreign account with 400 and 404", async () => {
    const file = camtFixture("camt053.v2.minimal.xml");
    for (const options of [null, "{kaputt", "42"]) {
      const res = await previewStatement(api(), file, "a.xml", options);
      expect([res.status, res.body.message], String(options)).toEqual([400, messages.statementOptionsInvalid]);
    }
    const noAccount = await previewStatement(api(), file, "a.xml", { bankAccountId: "kein-konto" });
    expect(noAccount.body.details.fields).toEqual([{ field: "bankAccountId", message: messages.bankAccountSelect }]);
    const foreign = await createBankAccount(team.stranger.api);
    const res = await importStatement(api(), file, "a.xml", { bankAccountId: foreign.id });
    expect([res.status, res.body.message]).toEqual([404, "Das Bankkonto wurde nicht gefunden."]);
    expect((await previewStatement(team.as.viewer, file, "a.xml", { bankAccountId: accountId })).status).toBe(403);
  });
});
