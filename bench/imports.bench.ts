/**
 * Import benchmark (issue 16, "Speed"): a landlord's spreadsheet of 10.000 rows previewed and
 * committed, and 5.000 bank transactions matched against 1.000 contracts — over real HTTP
 * against the real app (createApp on a local port), each part in the workspace of a signed-up,
 * verified account of its own.
 *
 *   npx tsx bench/imports.bench.ts                                                              # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/imports.bench.ts   # PostgreSQL
 *   BENCH_SCALE=0.05 npx tsx bench/imports.bench.ts                                             # quick check, 5 % of the sizes
 *   npx tsx bench/imports.bench.ts --only=bank                                                  # one part (spreadsheet or bank)
 *
 * 1. Spreadsheet: an XLSX written by write-excel-file the way a landlord keeps it (a title, German
 *    headers Objekt, Straße, Nr., PLZ, Ort, Whg., Wohnfläche, Mieter, Einzug, Kaltmiete,
 *    NK-Vorauszahlung; one row per unit of 500 properties × 20 units; amounts as € numbers and a
 *    fifth as text "1.234,56 €", dates as date cells and a fifth as TT.MM.JJJJ text, areas a tenth
 *    as "72,5 m²", 4 % vacant, a sum row at the bottom). POST /imports/spreadsheet/preview
 *    BENCH_RUNS times (default 3; the first one pays the JIT), then POST /commit once into the
 *    empty workspace (the report's counts checked against the sheet), then the same file again
 *    (everything found, nothing created). Targets: preview < 5 s, commit < 10 s on PGlite.
 * 2. Bank: a second workspace gets 1.000 contracts (100 properties × 10 units, every unit let)
 *    through the same commit (not timed), a bank account, and one CAMT.053 file of 5.000
 *    transactions over May–October 2026: 85 % credits — most the rent of a tenant by name and
 *    exact amount with purposes as banks deliver them ("Miete Juni 2026 Whg. 3", "MIETE 06/2026",
 *    "Dauerauftrag Miete"), some part payments and refunds — and 15 % debits of suppliers.
 *    POST /bank-statements once (timed), then GET /bank-transactions?status=open, which computes
 *    the proposals (src/domain/bank-matching.ts), 1 + BENCH_RUNS times: the first computes every
 *    contract's rent account, later ones find it in the rent roll's cache. Target < 5 s.
 *
 * Sizes scale with BENCH_SCALE (default 1). Seeded PRNG, so runs are comparable. Times are
 * client-side (request sent → whole answer received; the JSON is parsed after the clock stops).
 * The bench and the app (with PGlite) share one Node process, as the other HTTP benches do; the
 * "CPU" column is that process's CPU time during the request (GC threads included, so it can
 * exceed the wall time), which a loaded machine does not inflate the way it does the wall time.
 */
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import type { Row } from "write-excel-file/node";
import { GERMAN_MONTHS } from "../src/core/dates.js";
import { ibanCheckDigits } from "../src/core/iban.js";
import type { Database } from "../src/server/db/client.js";
import type { BankAccountDto, BankStatementImportDto, BankTransactionDto } from "../src/shared/bank-import-types.js";
import type { ImportEntity, SpreadsheetImportReportDto, SpreadsheetPreviewDto } from "../src/shared/spreadsheet-import-types.js";
import { camt053, type CamtEntry } from "../tests/factories/camt053.js";
import { date, euro, num, text, xlsx } from "../tests/factories/spreadsheet-import.js";
import { benchAccount, openDatabase, percentile, random, startBenchApp } from "./support.js";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (n: number, min = 1) => Math.max(min, Math.round(n * SCALE));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length).split(",");
const runs = (part: "spreadsheet" | "bank") => !ONLY || ONLY.includes(part);

const SHEET_PROPERTIES = scaled(500, 2);
const SHEET_UNITS_PER_PROPERTY = 20;
const BANK_PROPERTIES = scaled(100, 2);
const BANK_UNITS_PER_PROPERTY = 10;
const TRANSACTIONS = scaled(5_000, 50);
/** The statement's six months; every contract of part 2 runs before them. */
const MONTHS = ["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"];

const TARGET_PREVIEW_MS = 5_000;
const TARGET_COMMIT_MS = 10_000;
const TARGET_MATCH_MS = 5_000;

const FIRST_NAMES = ["Anna", "Hans", "Jürgen", "Petra", "Lukas", "Sabine", "Mehmet", "Olga", "Thomas", "Claudia", "Leonie", "Jörg", "Björn", "Sören", "Maximilian", "Sophie", "Marie", "Paul", "Emma", "Felix", "Günter", "Ute", "Ayşe", "René", "Zoë", "Katarzyna", "Dieter", "Monika", "Stefan", "Heike", "Fatma", "Nikolai", "Ingrid", "Karl", "Greta", "Jonas", "Mia", "Ole", "Hannah", "Uwe"];
const LAST_NAMES = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier", "Lehmann", "Schmid", "Schulze", "Maier", "Köhler", "Herrmann", "König", "Walter", "Mayer", "Huber", "Kaiser", "Fuchs", "Peters", "Lang", "Scholz", "Möller", "Weiß", "Jung", "Hahn", "Schubert", "Vogel", "Friedrich", "Keller", "Günther", "Frank", "Berger", "Winkler", "Roth", "Beck", "Lorenz", "Baumann", "Franke", "Albrecht", "Schuster", "Simon", "Ludwig", "Böhm", "Winter", "Kraus", "Martin", "Schumacher", "Krämer", "Vogt", "Stein", "Jäger", "Otto", "Sommer", "Groß", "Seidel", "Heinrich", "Brandt", "Haas", "Schreiber", "Graf", "Dietrich", "Ziegler", "Kuhn", "Kühn", "Pohl", "Engel", "Horn", "Busch", "Bergmann", "Thomas", "Voigt", "Sauer", "Arnold", "Wolff", "Pfeiffer", "Yilmaz", "Kaya", "Nowak", "Kowalski", "Öztürk", "Popescu", "Ivanova"];
const STREETS = ["Lindenstraße", "Hauptstraße", "Bahnhofstraße", "Gartenweg", "Schillerstraße", "Goethestraße", "Am Mühlbach", "Rosenweg", "Birkenallee", "Königsplatz"];
const CITIES: Array<[string, number]> = [["Leipzig", 4109], ["Dresden", 1067], ["Chemnitz", 9111], ["Halle (Saale)", 6108], ["Erfurt", 99084], ["Magdeburg", 39104]];
const SUPPLIERS = [
  { name: "Stadtwerke Leipzig GmbH", purpose: "Abschlag Strom Allgemeinstrom" },
  { name: "Allianz Versicherungs-AG", purpose: "Wohngebäudeversicherung Beitrag" },
  { name: "Stadt Leipzig Stadtkasse", purpose: "Grundsteuer B Kassenzeichen" },
  { name: "Schornsteinfegermeister Jahn", purpose: "Feuerstättenschau" },
  { name: "Müller Haustechnik GmbH", purpose: "Rechnung Heizungswartung" },
  { name: "Kommunale Wasserwerke Leipzig", purpose: "Abschlag Wasser Abwasser" },
  { name: "Sparkasse Leipzig", purpose: "Entgelt Kontoführung" },
];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
/** "1.234,56 €" as a landlord types it into a text cell. */
const euroText = (c: number) => `${String(Math.floor(c / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${pad(c % 100)} €`;
const loadavg = () => {
  try {
    return fs.readFileSync("/proc/loadavg", "utf8").trim();
  } catch {
    return os.loadavg().map((l) => l.toFixed(2)).join(" ");
  }
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2).replace(".", ",")} s`;
const verdict = (ms: number, target: number) => `< ${target / 1000} s ${ms < target ? "✅" : "❌"}`;
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** One let (or vacant) unit as the sheet states it. */
type SheetUnit = { propertyName: string; unitCode: string; firstName: string; lastName: string; let: boolean; dueCents: number };

/**
 * The landlord's sheet: a title row, an empty row, the headers in row 3, one row per unit from
 * row 4, a sum row. Returns the rows, the units, and how many tenants and contracts it names.
 */
function landlordSheet(properties: number, unitsPerProperty: number, vacantShare: number, seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const rows: Row[] = [
    [{ value: "Meine Wohnungen 2026", type: String, columnSpan: 4 }, null, null, null],
    [],
    ["Objekt", "Straße", "Nr.", "PLZ", "Ort", "Whg.", "Wohnfläche", "Mieter", "Einzug", "Kaltmiete", "NK-Vorauszahlung"].map(text),
  ];
  const units: SheetUnit[] = [];
  let areaSum = 0;
  let rentSum = 0;
  let nkSum = 0;
  for (let p = 0; p < properties; p++) {
    const street = STREETS[p % STREETS.length]!;
    const houseNumber = 1 + Math.floor(p / STREETS.length);
    const [city, postcode] = CITIES[p % CITIES.length]!;
    const propertyName = `${street} ${houseNumber}`;
    for (let u = 0; u < unitsPerProperty; u++) {
      const unitCode = `WE ${u + 1}`;
      const area = Math.round((35 + next() * 85) * 10) / 10;
      const let_ = next() >= vacantShare;
      const firstName = pick(FIRST_NAMES);
      // A third with a double name, so that names repeat about as often as among real tenants.
      const lastName = next() < 0.33 ? `${pick(LAST_NAMES)}-${pick(LAST_NAMES)}` : pick(LAST_NAMES);
      const coldCents = Math.round(area * (700 + next() * 700));
      const nkCents = Math.round(area * 250);
      // Moved in between 2012 and 2025, on the 1st (a tenth on the 15th).
      const year = 2012 + Math.floor(next() * 14);
      const month = 1 + Math.floor(next() * 12);
      const day = next() < 0.1 ? 15 : 1;
      const asText = () => next() < 0.2;
      areaSum += area;
      units.push({ propertyName, unitCode, firstName, lastName, let: let_, dueCents: coldCents + nkCents });
      const tenantCells: Row = let_
        ? [
            text(`${firstName} ${lastName}`),
            asText() ? text(`${pad(day)}.${pad(month)}.${year}`) : date(year, month, day),
            asText() ? text(euroText(coldCents)) : euro(coldCents / 100),
            asText() ? text(euroText(nkCents)) : euro(nkCents / 100),
          ]
        : [next() < 0.5 ? text("Leerstand") : null, null, null, null];
      if (let_) {
        rentSum += coldCents;
        nkSum += nkCents;
      }
      rows.push([
        text(propertyName),
        text(street),
        num(houseNumber),
        num(postcode), // Excel drops the leading zero of 01067
        text(city),
        text(unitCode),
        next() < 0.1 ? text(`${String(area).replace(".", ",")} m²`) : num(area),
        ...tenantCells,
      ]);
    }
  }
  rows.push([text("Summe"), null, null, null, null, null, num(Math.round(areaSum * 10) / 10), null, null, euro(rentSum / 100), euro(nkSum / 100)]);
  const letUnits = units.filter((u) => u.let);
  // A tenant is found again by name (no e-mail in the sheet): one per distinct name.
  const tenants = new Set(letUnits.map((u) => `${u.firstName} ${u.lastName}`)).size;
  return { rows, units, tenants, contracts: letUnits.length };
}

/** The multipart body both imports take: `file` and `options` as JSON text. */
function form(bytes: Uint8Array, name: string, options: unknown): FormData {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)]), name);
  body.append("options", JSON.stringify(options));
  return body;
}

type Client = { url: string; cookie: string };

/**
 * One request, timed from sending to the last byte; the JSON is parsed afterwards. `cpuMs` is the
 * process's CPU time meanwhile (app, PGlite and client share the process): on a loaded machine
 * the wall time includes waiting for a core, the CPU time does not.
 */
async function timed<T>(client: Client, path: string, init: { method?: string; body?: FormData | string } = {}): Promise<{ ms: number; cpuMs: number; bytes: number; status: number; body: T }> {
  const headers: Record<string, string> = { Cookie: client.cookie, Origin: client.url };
  if (typeof init.body === "string") headers["Content-Type"] = "application/json";
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await fetch(`${client.url}${path}`, { method: init.method ?? "GET", headers, body: init.body ?? null });
  const bytes = await res.arrayBuffer();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, bytes: bytes.byteLength, status: res.status, body: JSON.parse(new TextDecoder().decode(bytes)) as T };
}

function expectOk<T>(what: string, answer: { status: number; body: T }, status = 200): T {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 2_000)}`);
  return answer.body;
}

/** A new account, verified and signed in over HTTP like the browser: its session cookie. */
async function signedIn(url: string, database: Database, email: string): Promise<Client> {
  return { url, cookie: (await benchAccount(url, database, email)).cookie };
}

const sortedTimes = (times: number[]) => [...times].sort((a, b) => a - b);
const countsOf = (r: Record<ImportEntity, number>) => `${r.property} Immobilien, ${r.unit} Einheiten, ${r.tenant} Mieter, ${r.contract} Verträge`;

async function spreadsheetPart(client: Client): Promise<boolean> {
  const sheet = landlordSheet(SHEET_PROPERTIES, SHEET_UNITS_PER_PROPERTY, 0.04, 16);
  const written = performance.now();
  const bytes = await xlsx(sheet.rows);
  const writeMs = performance.now() - written;
  const dataRows = sheet.units.length;
  console.log(
    `\n1. Spreadsheet: ${SHEET_PROPERTIES} properties × ${SHEET_UNITS_PER_PROPERTY} units = ${thousands(dataRows)} rows (+ title, header, sum row), ` +
      `${thousands(sheet.contracts)} let to ${thousands(sheet.tenants)} tenants; XLSX ${thousands(bytes.length)} bytes (written by write-excel-file in ${seconds(writeMs)})`,
  );
  const options = { target: "combined" };
  const previews: number[] = [];
  const previewCpu: number[] = [];
  let preview: SpreadsheetPreviewDto | undefined;
  let previewBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const answer = await timed<SpreadsheetPreviewDto>(client, "/api/v1/imports/spreadsheet/preview", { method: "POST", body: form(bytes, "Wohnungen.xlsx", options) });
    preview = expectOk("Vorschau", answer);
    previews.push(answer.ms);
    previewCpu.push(answer.cpuMs);
    previewBytes = answer.bytes;
  }
  const p = preview!;
  const previewOk = p.rows.length === dataRows && p.rowsWithErrors === 0 && p.summary.property.create === SHEET_PROPERTIES && p.summary.unit.create === dataRows;
  console.log(`   preview: ${thousands(previewBytes)} bytes of JSON, ${p.rows.length} rows, ${p.rowsWithErrors} with errors, skipped ${p.skipped.map((s) => `${s.rowNumber} (${s.reason})`).join(", ")}; summary create ${p.summary.property.create}/${p.summary.unit.create}/${p.summary.tenant.create}/${p.summary.contract.create} ${previewOk ? "as expected" : "NOT as expected"}`);

  const commitOptions = { ...options, excludedRows: [] };
  const first = await timed<SpreadsheetImportReportDto>(client, "/api/v1/imports/spreadsheet/commit", { method: "POST", body: form(bytes, "Wohnungen.xlsx", commitOptions) });
  const report = expectOk("Übernehmen", first, 201);
  const again = await timed<SpreadsheetImportReportDto>(client, "/api/v1/imports/spreadsheet/commit", { method: "POST", body: form(bytes, "Wohnungen.xlsx", commitOptions) });
  const second = expectOk("Noch einmal übernehmen", again, 201);
  const expected = { property: SHEET_PROPERTIES, unit: dataRows, tenant: sheet.tenants, contract: sheet.contracts, loan: 0, booking: 0 };
  const none = { property: 0, unit: 0, tenant: 0, contract: 0, loan: 0, booking: 0 };
  const same = (a: Record<ImportEntity, number>, b: Record<ImportEntity, number>) => JSON.stringify(a) === JSON.stringify(b);
  const firstOk = same(report.created, expected) && same(report.existing, none) && report.importedRows === dataRows;
  const secondOk = same(second.created, none) && same(second.existing, expected);
  console.log(`   commit: created ${countsOf(report.created)} ${firstOk ? "as expected" : `NOT as expected (${JSON.stringify(report)})`}`);
  console.log(`   commit again: created ${countsOf(second.created)}, found ${countsOf(second.existing)} ${secondOk ? "as expected" : `NOT as expected (${JSON.stringify(second)})`}`);

  const sorted = sortedTimes(previews);
  console.log(`\n| Request (${thousands(dataRows)} rows, ${Math.round(bytes.length / 1024)} KiB XLSX) | first | p50 | max | CPU p50 | Target (max) |`);
  console.log("| --- | ---: | ---: | ---: | ---: | --- |");
  console.log(`| POST /imports/spreadsheet/preview (${RUNS} runs) | ${seconds(previews[0]!)} | ${seconds(percentile(sorted, 0.5))} | ${seconds(sorted.at(-1)!)} | ${seconds(percentile(sortedTimes(previewCpu), 0.5))} | ${verdict(sorted.at(-1)!, TARGET_PREVIEW_MS)} |`);
  console.log(`| POST /imports/spreadsheet/commit, empty workspace (once) | ${seconds(first.ms)} | | | ${seconds(first.cpuMs)} | ${verdict(first.ms, TARGET_COMMIT_MS)} |`);
  console.log(`| POST /imports/spreadsheet/commit, same file again (once) | ${seconds(again.ms)} | | | ${seconds(again.cpuMs)} | ${verdict(again.ms, TARGET_COMMIT_MS)} |`);
  return previewOk && firstOk && secondOk;
}

let accountNo = 4_000_000;
function newIban(blz = "86055592"): string {
  const bban = `${blz}${pad(accountNo++, 10)}`;
  return `DE${ibanCheckDigits("DE", bban)}${bban}`;
}
const upper = (s: string) => s.toUpperCase().replace(/Ä/g, "AE").replace(/Ö/g, "OE").replace(/Ü/g, "UE").replace(/ß/g, "SS");

/** What a generated transaction really is: the rent of this unit, or something no contract claims (null). */
type Truth = { unitLabel: string } | null;
/** Two transactions alike in everything the list shows (one tenant paying one month twice): not judged. */
const ALIKE = "alike";

/** 5.000 transactions over the six months: rents by name and amount, part payments, refunds, debits. */
function statementEntries(units: readonly SheetUnit[]): { entries: CamtEntry[]; truth: Map<string, Truth | typeof ALIKE>; rents: number; parts: number; refunds: number } {
  const next = random(53);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const payerIbans = new Map(units.map((u) => [u, newIban("12030000")]));
  const supplierIbans = SUPPLIERS.map(() => newIban("50010517"));
  const entries: CamtEntry[] = [];
  const truth = new Map<string, Truth | typeof ALIKE>();
  let rents = 0;
  let parts = 0;
  let refunds = 0;
  const add = (entry: CamtEntry, is: Truth) => {
    entries.push(entry);
    // Key of what the list gives back; a key made twice is not judged.
    const key = `${entry.bookingDate}|${entry.amountCents}|${entry.name}|${entry.purpose}`;
    truth.set(key, truth.has(key) ? ALIKE : is);
  };
  for (let i = 0; i < TRANSACTIONS; i++) {
    const m = Math.floor(next() * MONTHS.length);
    const month = MONTHS[m]!;
    const [year, monthNumber] = month.split("-").map(Number) as [number, number];
    const roll = next();
    if (roll < 0.15) {
      const s = Math.floor(next() * SUPPLIERS.length);
      const supplier = SUPPLIERS[s]!;
      add({ bookingDate: `${month}-${pad(1 + Math.floor(next() * 28))}`, amountCents: -(2_000 + Math.floor(next() * 60_000)), name: supplier.name, iban: supplierIbans[s]!, purpose: `${supplier.purpose} ${pad(monthNumber)}/${year} Nr. ${100_000 + i}` }, null);
      continue;
    }
    const unit = pick(units);
    const payer = next() < 0.5 ? `${unit.lastName}, ${unit.firstName}` : upper(`${unit.firstName} ${unit.lastName}`);
    const whg = unit.unitCode.replace("WE ", pick(["WE ", "Whg. ", "Wohnung ", "WE"]));
    const monthName = GERMAN_MONTHS[monthNumber - 1]!;
    const bookingDate = `${month}-${pad(1 + Math.floor(next() * 5))}`;
    if (roll < 0.92) {
      // The month's rent, exactly: by name and amount (no IBAN is known yet in a new workspace).
      const purpose = pick([`Miete ${monthName} ${year} ${whg}`, `MIETE ${pad(monthNumber)}/${year} ${upper(unit.lastName)}`, `Mietzahlung ${monthNumber}.${String(year).slice(2)} ${whg}`, `Dauerauftrag Miete ${unit.propertyName} ${whg}`, "Miete"]);
      add({ bookingDate, amountCents: unit.dueCents, name: payer, iban: payerIbans.get(unit)!, purpose }, { unitLabel: `${unit.propertyName} · ${unit.unitCode}` });
      rents += 1;
    } else if (roll < 0.97) {
      // A part payment or a round sum: the user decides.
      add({ bookingDate, amountCents: Math.max(5_000, unit.dueCents - 5_000 - Math.floor(next() * 20) * 1_000), name: payer, iban: payerIbans.get(unit)!, purpose: `Teilzahlung Miete ${monthName}` }, null);
      parts += 1;
    } else {
      add({ bookingDate, amountCents: 1_000 + Math.floor(next() * 40_000), name: pick(["Stadtwerke Leipzig GmbH", "Finanzamt Leipzig II", "Allianz Versicherungs-AG"]), iban: newIban("86010090"), purpose: `Erstattung ${i}` }, null);
      refunds += 1;
    }
  }
  entries.sort((a, b) => (a.bookingDate < b.bookingDate ? -1 : a.bookingDate > b.bookingDate ? 1 : 0));
  return { entries, truth, rents, parts, refunds };
}

async function bankPart(client: Client): Promise<boolean> {
  // 1.000 contracts the way a new user gets them: through the spreadsheet import (not timed).
  const sheet = landlordSheet(BANK_PROPERTIES, BANK_UNITS_PER_PROPERTY, 0, 99);
  const bytes = await xlsx(sheet.rows);
  const seeded = performance.now();
  const report = expectOk(
    "Verträge übernehmen",
    await timed<SpreadsheetImportReportDto>(client, "/api/v1/imports/spreadsheet/commit", { method: "POST", body: form(bytes, "Bestand.xlsx", { target: "combined", excludedRows: [] }) }),
    201,
  );
  const seedMs = performance.now() - seeded;
  if (report.created.contract !== sheet.contracts) throw new Error(`expected ${sheet.contracts} contracts, created ${report.created.contract}`);
  const accountIban = newIban();
  const account = expectOk<BankAccountDto>(
    "Bankkonto",
    await timed(client, "/api/v1/bank-accounts", { method: "POST", body: JSON.stringify({ name: "Mietkonto", iban: accountIban, propertyIds: [] }) }),
    201,
  );
  const { entries, truth, rents, parts, refunds } = statementEntries(sheet.units);
  const file = camt053(accountIban, entries);
  const credits = entries.filter((e) => e.amountCents > 0).length;
  console.log(
    `\n2. Bank: ${thousands(report.created.contract)} contracts (${BANK_PROPERTIES} properties × ${BANK_UNITS_PER_PROPERTY} units, ${report.created.tenant} tenants; imported from a sheet in ${seconds(seedMs)}, not timed), ` +
      `CAMT.053 of ${thousands(entries.length)} transactions ${MONTHS[0]}–${MONTHS.at(-1)} (${thousands(credits)} credits: ${thousands(rents)} exact rents, ${parts} part payments, ${refunds} refunds; ${thousands(entries.length - credits)} debits), ${thousands(file.length)} bytes`,
  );

  const upload = await timed<BankStatementImportDto>(client, "/api/v1/bank-statements", { method: "POST", body: form(file, "auszug.xml", { bankAccountId: account.id }) });
  const imported = expectOk("Kontoauszug importieren", upload, 201);
  const times: number[] = [];
  const cpu: number[] = [];
  let listBytes = 0;
  let list: BankTransactionDto[] = [];
  for (let i = 0; i < 1 + RUNS; i++) {
    const answer = await timed<BankTransactionDto[]>(client, "/api/v1/bank-transactions?status=open");
    list = expectOk("offene Umsätze", answer);
    listBytes = answer.bytes;
    times.push(answer.ms);
    cpu.push(answer.cpuMs);
  }

  const proposals = { rent: 0, rule: 0, right: 0, wrong: 0, missed: 0, alike: 0 };
  for (const t of list) {
    const expected = truth.get(`${t.bookingDate}|${t.amountCents}|${t.counterpartyName}|${t.purpose}`);
    const got = t.proposal;
    if (got) proposals[got.kind] += 1;
    if (expected === undefined) throw new Error(`not generated: ${JSON.stringify(t)}`);
    if (expected === ALIKE) {
      proposals.alike += 1;
      continue;
    }
    if (!got) {
      if (expected !== null) proposals.missed += 1;
      continue;
    }
    proposals[got.kind === "rent" && expected !== null && got.unitLabel === expected.unitLabel ? "right" : "wrong"] += 1;
  }
  const importOk = imported.imported === entries.length && list.length === entries.length;
  console.log(`   statement: ${imported.imported} imported, ${imported.duplicates} duplicates, ${imported.proposed} proposed${importOk ? "" : " — NOT as expected"}`);
  console.log(
    `   open list: ${thousands(listBytes)} bytes of JSON, ${thousands(list.length)} transactions, ${thousands(proposals.rent + proposals.rule)} with a proposal (rent ${proposals.rent}, rule ${proposals.rule}); ` +
      `against the generated truth ${proposals.right} right, ${proposals.wrong} wrong, ${proposals.missed} of ${rents} exact rents left to the user (${proposals.alike} twins of another transaction not judged)`,
  );
  const sorted = sortedTimes(times.slice(1));
  console.log(`\n| Request (${thousands(entries.length)} transactions × ${thousands(report.created.contract)} contracts) | first | p50 | max | CPU first / p50 | Target (max) |`);
  console.log("| --- | ---: | ---: | ---: | ---: | --- |");
  console.log(`| POST /bank-statements (CAMT.053, once) | ${seconds(upload.ms)} | | | ${seconds(upload.cpuMs)} | – |`);
  console.log(
    `| GET /bank-transactions?status=open (1 + ${RUNS} runs) | ${seconds(times[0]!)} | ${seconds(percentile(sorted, 0.5))} | ${seconds(Math.max(...times))} | ${seconds(cpu[0]!)} / ${seconds(percentile(sortedTimes(cpu.slice(1)), 0.5))} | ${verdict(Math.max(...times), TARGET_MATCH_MS)} |`,
  );
  return importOk;
}

async function main() {
  const { database, label, drop } = await openDatabase();
  const { url, close } = await startBenchApp(database);
  try {
    console.log(`\nImport benchmark — ${label}, BENCH_SCALE=${SCALE}`);
    console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${new Date().toISOString()}, load average at the start: ${loadavg()}`);
    const sheetOk = runs("spreadsheet") ? await spreadsheetPart(await signedIn(url, database, "tabelle@beispiel.de")) : true;
    const bankOk = runs("bank") ? await bankPart(await signedIn(url, database, "bank@beispiel.de")) : true;
    console.log(`\nLoad average at the end: ${loadavg()}`);
    if (!sheetOk || !bankOk) {
      console.log("Some results were NOT as expected (see above).");
      process.exitCode = 1;
    }
  } finally {
    await close();
    await database.close();
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
