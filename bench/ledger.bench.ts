/**
 * Ledger and rent roll benchmark (issue 14), over real HTTP against the real app:
 *
 *  1. GET /api/v1/bookings, filtered and paginated, in a workspace with 1.000.000 booking lines
 *     (400.000 bookings over 200 properties × 10 units, 2021–2025, mixed categories, split lines).
 *  2. GET /api/v1/rent-roll for 12 months in a workspace with 5.000 contracts, each with
 *     12–24 months of rent payments booked as bookings with contract lines.
 *  3. One month's Soll for 50.000 contracts: loaded from the database (contracts + rent
 *     history, the rent roll's own loader) and computed with the domain's `chargesForMonths`;
 *     run twice to show it is idempotent (same result, nothing written).
 *
 *   npx tsx bench/ledger.bench.ts                                                    # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger.bench.ts   # PostgreSQL
 *   BENCH_SCALE=0.01 npx tsx bench/ledger.bench.ts            # 1 % of the sizes: a quick check
 *   npx tsx bench/ledger.bench.ts --only=rent-roll,soll        # some parts (ledger, rent-roll, soll)
 *
 * Each part runs in a workspace of its own (one signed-up account each), so the figures do not
 * disturb each other. Data is bulk-inserted with drizzle in batches, one transaction per
 * batch (the deferred trigger `booking_lines_balance` checks each booking's lines at commit);
 * seeded PRNG, so runs are comparable. Each request is sent WARMUP times and then REQUESTS
 * times one after the other; p50/p99 are the client-side latencies of those, in ms.
 * BENCH_KEEP=1 keeps the PostgreSQL scratch database (its name is printed) for EXPLAIN ANALYZE;
 * BENCH_REUSE_DATABASE=<that name> measures part 1 on it again without seeding.
 */
import crypto from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { cents } from "../src/core/money.js";
import type { BookingCategory } from "../src/domain/booking-categories.js";
import { chargesForMonths } from "../src/domain/rent-roll.js";
import type { Database } from "../src/server/db/client.js";
import { rowsOf } from "../src/server/db/rows.js";
import { bookingLines, bookings, contractRentChanges, properties, rentalContracts, tenants, units } from "../src/server/db/schema/index.js";
import { domainSteps, loadContractSources } from "../src/server/features/rent-roll/account-source.js";
import { BATCH, benchAccount, get, insertBatches, openDatabase, percentile, random, startBenchApp } from "./support.js";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (n: number, min = 1) => Math.max(min, Math.round(n * SCALE));

const LEDGER_PROPERTIES = scaled(200, 2);
const UNITS_PER_PROPERTY = 10;
const LEDGER_BOOKINGS = scaled(400_000, 100);
const LEDGER_YEARS = [2021, 2022, 2023, 2024, 2025];
const ROLL_CONTRACTS = scaled(5_000, 20);
const SOLL_CONTRACTS = scaled(50_000, 20);
const SOLL_MONTH = "2026-01";
/** Rows per insert statement (and per transaction for bookings with their lines). */
const WARMUP = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
/** A rent roll request replays every contract (seconds at full size): fewer of them. */
const ROLL_WARMUP = 2;
const ROLL_REQUESTS = Number(process.env.BENCH_ROLL_REQUESTS ?? 10);
const PARTS = ["ledger", "rent-roll", "soll"] as const;
type Part = (typeof PARTS)[number];

const cities = ["Leipzig", "Dresden", "Chemnitz", "Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main"];
const craftsmen = ["Müller Haustechnik", "Schmidt Dach GmbH", "Weber Elektro", "Fischer Sanitär", "Becker Malerbetrieb", "Stadtwerke", "Allianz Versicherung", "Hausverwaltung Koch"];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

type BookingRow = typeof bookings.$inferInsert;
type LineRow = typeof bookingLines.$inferInsert;

/**
 * Bookings with their lines, BATCH bookings per transaction: the lines' balance trigger is
 * deferred to the commit, so a booking and its lines must arrive in the same transaction.
 */
async function insertBookings(db: Database["db"], items: Array<{ booking: BookingRow; lines: LineRow[] }>) {
  for (let i = 0; i < items.length; i += BATCH) {
    const chunk = items.slice(i, i + BATCH);
    await db.transaction(async (tx) => {
      await tx.insert(bookings).values(chunk.map((c) => c.booking));
      const lines = chunk.flatMap((c) => c.lines);
      for (let j = 0; j < lines.length; j += BATCH) await tx.insert(bookingLines).values(lines.slice(j, j + BATCH));
    });
  }
}

/** What `seedLedger` returned, read from a reused database (BENCH_REUSE_DATABASE). */
async function seededLedger(db: Database["db"], workspaceId: string) {
  const ids = rowsOf<{ id: string }>(await db.execute(sql`select id from properties where workspace_id = ${workspaceId} order by name`));
  const [lines] = rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from booking_lines where workspace_id = ${workspaceId}`));
  return { propertyIds: ids.map((r) => r.id), lineCount: Number(lines!.n) };
}

/** `count` properties × 10 units; returns the units with their property. */
async function seedUnits(db: Database["db"], workspaceId: string, count: number, prefix: string) {
  const propertyRows: Array<typeof properties.$inferInsert> = [];
  const unitRows: Array<typeof units.$inferInsert & { id: string; propertyId: string }> = [];
  for (let p = 0; p < count; p++) {
    const id = crypto.randomUUID();
    const city = cities[p % cities.length]!;
    propertyRows.push({ id, workspaceId, name: `${prefix} ${pad(p + 1, 5)} ${city}`, street: "Hauptstraße", houseNumber: String(1 + (p % 120)), postcode: "04109", city, kind: "multi_family", purchaseDate: "2020-01-01" });
    for (let u = 0; u < UNITS_PER_PROPERTY; u++) unitRows.push({ id: crypto.randomUUID(), workspaceId, propertyId: id, code: `WE ${pad(u + 1)}`, sizeSqm: String(40 + ((p + u) % 80)), type: "apartment", usage: "rented" });
  }
  await insertBatches(propertyRows, (b) => db.insert(properties).values(b));
  await insertBatches(unitRows, (b) => db.insert(units).values(b));
  return { propertyIds: propertyRows.map((p) => p.id!), units: unitRows };
}

/** One contract (with its own tenant) per unit, up to `count`. */
async function seedContracts(db: Database["db"], workspaceId: string, unitList: Array<{ id: string }>, count: number, next: () => number) {
  const tenantRows: Array<typeof tenants.$inferInsert> = [];
  const contractRows: Array<typeof rentalContracts.$inferInsert & { id: string; startDate: string; coldRentCents: number; serviceChargeCents: number }> = [];
  for (let i = 0; i < count; i++) {
    const tenantId = crypto.randomUUID();
    tenantRows.push({ id: tenantId, workspaceId, firstName: "Mieter", lastName: `Nr. ${i + 1}`, email: null });
    // Starts between 2024-01 and 2025-06 (12–24 months of payments up to 2025-12), a fifth mid-month.
    const startMonth = Math.floor(next() * 18);
    const startDate = `${2024 + Math.floor(startMonth / 12)}-${pad((startMonth % 12) + 1)}-${next() < 0.2 ? "15" : "01"}`;
    contractRows.push({ id: crypto.randomUUID(), workspaceId, tenantId, unitId: unitList[i]!.id, startDate, coldRentCents: 40_000 + Math.floor(next() * 80_000), serviceChargeCents: 10_000 + Math.floor(next() * 15_000), status: "active" });
  }
  await insertBatches(tenantRows, (b) => db.insert(tenants).values(b));
  await insertBatches(contractRows, (b) => db.insert(rentalContracts).values(b));
  // A rent change (Index) for a third of them, from 2025-07 (every contract starts by 2025-06).
  const changes = contractRows
    .filter(() => next() < 1 / 3)
    .map((c) => ({ workspaceId, contractId: c.id, validFrom: "2025-07-01", coldRentCents: c.coldRentCents + 3_000, serviceChargeCents: c.serviceChargeCents, reason: "index" as const }));
  await insertBatches(changes, (b) => db.insert(contractRentChanges).values(b));
  return { contracts: contractRows, changes: changes.length };
}

// ---------------------------------------------------------------------------------------
// 1. Ledger
// ---------------------------------------------------------------------------------------

const incomeCategories: BookingCategory[] = ["rent", "rent", "rent", "service_charge_prepayment", "parking_rent", "other_income"];
const expenseCategories: BookingCategory[] = ["maintenance", "maintenance", "operating_costs", "property_tax", "insurance", "administration", "loan_interest", "other_expenses"];
const monthNames = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

/** 400.000 bookings with 1 to 4 lines each (about 1.000.000 lines), two thirds income. */
async function seedLedger(db: Database["db"], workspaceId: string) {
  const next = random(14);
  const { propertyIds, units: unitList } = await seedUnits(db, workspaceId, LEDGER_PROPERTIES, "Objekt");
  const counters = new Map<number, number>();
  const items: Array<{ booking: BookingRow; lines: LineRow[] }> = [];
  let lineCount = 0;
  const flush = async () => {
    await insertBookings(db, items);
    items.length = 0;
  };
  for (let i = 0; i < LEDGER_BOOKINGS; i++) {
    const year = LEDGER_YEARS[Math.floor(next() * LEDGER_YEARS.length)]!;
    const month = 1 + Math.floor(next() * 12);
    const paymentDate = `${year}-${pad(month)}-${pad(1 + Math.floor(next() * 28))}`;
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    const income = next() < 2 / 3;
    const p = Math.floor(next() * propertyIds.length);
    const lineTotal = 1 + Math.floor(next() * 4); // 1–4, mean 2,5
    const lines: LineRow[] = [];
    let total = 0;
    for (let k = 0; k < lineTotal; k++) {
      const category = (income ? incomeCategories : expenseCategories)[Math.floor(next() * (income ? incomeCategories.length : expenseCategories.length))]!;
      // Most splits stay in the property; every fifth line goes to another one.
      const property = next() < 0.8 ? p : Math.floor(next() * propertyIds.length);
      const unit = unitList[property * UNITS_PER_PROPERTY + Math.floor(next() * UNITS_PER_PROPERTY)]!;
      const amount = (1_000 + Math.floor(next() * 150_000)) * (income ? 1 : -1);
      total += amount;
      lines.push({ workspaceId, bookingId: "", position: k + 1, paymentDate, propertyId: propertyIds[property]!, unitId: category === "rent" ? unit.id : null, category, amountCents: amount });
    }
    const id = crypto.randomUUID();
    for (const l of lines) l.bookingId = id;
    const counterparty = income ? `Mieter Nr. ${1 + Math.floor(next() * 2_000)}` : craftsmen[Math.floor(next() * craftsmen.length)]!;
    const text = income ? `Miete ${monthNames[month - 1]} ${year}` : `Rechnung ${Math.floor(next() * 100_000)} ${counterparty}`;
    items.push({ booking: { id, workspaceId, number: `${year}-${pad(n, 6)}`, paymentDate, documentDate: paymentDate, amountCents: total, counterpartyName: counterparty, text }, lines });
    lineCount += lines.length;
    if (items.length >= 20 * BATCH) await flush();
  }
  await flush();
  return { propertyIds, lineCount };
}

// ---------------------------------------------------------------------------------------
// 2. Rent roll
// ---------------------------------------------------------------------------------------

/** 5.000 contracts, each paying monthly from its start to 2025-12 (one booking, two lines: Kaltmiete and NK), 5 % skip a month. */
async function seedRentRoll(db: Database["db"], workspaceId: string) {
  const next = random(21);
  const { units: unitList } = await seedUnits(db, workspaceId, Math.ceil(ROLL_CONTRACTS / UNITS_PER_PROPERTY), "Haus");
  const { contracts, changes } = await seedContracts(db, workspaceId, unitList, ROLL_CONTRACTS, next);
  const propertyOf = new Map(unitList.map((u) => [u.id, u.propertyId]));
  const items: Array<{ booking: BookingRow; lines: LineRow[] }> = [];
  let n = 0;
  for (const c of contracts) {
    let [y, m] = c.startDate.split("-").map(Number) as [number, number];
    while (y < 2026) {
      if (next() >= 0.05) {
        n += 1;
        const id = crypto.randomUUID();
        const paymentDate = `${y}-${pad(m)}-0${1 + Math.floor(next() * 5)}`;
        const line = (position: number, category: BookingCategory, amount: number): LineRow => ({ workspaceId, bookingId: id, position, paymentDate, propertyId: propertyOf.get(c.unitId)!, unitId: c.unitId, contractId: c.id, category, amountCents: amount });
        items.push({
          booking: { id, workspaceId, number: `${y}-${pad(n, 7)}`, paymentDate, documentDate: paymentDate, amountCents: c.coldRentCents + c.serviceChargeCents, tenantId: c.tenantId, counterpartyName: "Mieter", text: `Miete ${pad(m)}/${y}` },
          lines: [line(1, "rent", c.coldRentCents), line(2, "service_charge_prepayment", c.serviceChargeCents)],
        });
      }
      m += 1;
      if (m === 13) [y, m] = [y + 1, 1];
    }
  }
  await insertBookings(db, items);
  return { contracts: contracts.length, changes, payments: items.length };
}

// ---------------------------------------------------------------------------------------
// 3. One month's Soll
// ---------------------------------------------------------------------------------------

async function seedSoll(db: Database["db"], workspaceId: string) {
  const next = random(33);
  const { units: unitList } = await seedUnits(db, workspaceId, Math.ceil(SOLL_CONTRACTS / UNITS_PER_PROPERTY), "Block");
  return seedContracts(db, workspaceId, unitList, SOLL_CONTRACTS, next);
}

/** Loads the contracts running in the month with their rent history and computes their Soll. */
async function sollOfMonth(db: Database["db"], workspaceId: string, month: string) {
  const first = `${month}-01`;
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const sources = await loadContractSources(db, workspaceId, sql`${rentalContracts.startDate} <= ${last} and (${rentalContracts.endDate} is null or ${rentalContracts.endDate} >= ${first})`);
  let totalCents = 0;
  const hash = crypto.createHash("sha256");
  for (const s of sources) {
    for (const charge of chargesForMonths({ startDate: s.startDate, endDate: s.endDate, steps: domainSteps(s.steps) }, month, month)) {
      totalCents += charge.totalCents;
      hash.update(`${s.contractId}:${charge.month}:${charge.dueDate}:${charge.coldRentCents}:${charge.serviceChargeCents}\n`);
    }
  }
  return { contracts: sources.length, totalCents: cents(totalCents), digest: hash.digest("hex").slice(0, 16) };
}

// ---------------------------------------------------------------------------------------

const euro = (c: number) => `${(c / 100).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

async function measure(url: string, cookie: string, scenarios: Array<{ name: string; path: string; target: number }>, warmup: number, requests: number) {
  console.log("| Request | p50 ms | p99 ms | target p99 |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const s of scenarios) {
    const times: number[] = [];
    let body: unknown = null;
    for (let i = 0; i < warmup + requests; i++) {
      const started = performance.now();
      const res = await get(`${url}${s.path}`, cookie);
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${s.name}: ${res.status} ${text.slice(0, 300)}`);
      if (i >= warmup) times.push(performance.now() - started);
      if (i === 0) body = JSON.parse(text);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 0.99);
    const total = (body as { total?: number }).total;
    console.log(`| ${s.name} (${total} matching) | ${percentile(times, 0.5).toFixed(1)} | ${p99.toFixed(1)} | < ${s.target} ${p99 < s.target ? "✅" : "❌"} |`);
  }
}

/**
 * The rent roll right after a payment was booked on a random contract (straight into the
 * ledger, as an import would): that contract's account is computed again, the rest is kept.
 */
async function measureAfterWrites(db: Database["db"], workspaceId: string, url: string, cookie: string, path: string, target: number) {
  const times: number[] = [];
  for (let i = 0; i < ROLL_REQUESTS; i++) {
    const [c] = rowsOf<{ id: string; unit_id: string; property_id: string }>(
      await db.execute(sql`select c.id, c.unit_id, u.property_id from rental_contracts c join units u on u.id = c.unit_id
        where c.workspace_id = ${workspaceId} order by random() limit 1`),
    );
    const bookingId = crypto.randomUUID();
    await insertBookings(db, [
      {
        booking: { id: bookingId, workspaceId, number: `NACH-${i}`, paymentDate: "2025-12-05", documentDate: "2025-12-05", amountCents: 12_345, text: "Miete nachträglich" },
        lines: [{ workspaceId, bookingId, position: 1, paymentDate: "2025-12-05", propertyId: c!.property_id, unitId: c!.unit_id, contractId: c!.id, category: "rent", amountCents: 12_345 }],
      },
    ]);
    const started = performance.now();
    const res = await get(`${url}${path}`, cookie);
    await res.text();
    if (res.status !== 200) throw new Error(`rent roll after a write: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 0.99);
  console.log(`| GET /rent-roll right after a payment on one contract (${ROLL_REQUESTS} times) | ${percentile(times, 0.5).toFixed(1)} | ${p99.toFixed(1)} | < ${target} ${p99 < target ? "✅" : "❌"} |`);
}

function partsFromArgs(): Part[] {
  const only = process.argv.find((a) => a.startsWith("--only="));
  if (!only) return [...PARTS];
  const names = only.slice("--only=".length).split(",");
  const unknown = names.filter((n) => !(PARTS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`Unbekannter Teil: ${unknown.join(", ")}. Vorhanden: ${PARTS.join(", ")}`);
  return names as Part[];
}

async function main() {
  const parts = partsFromArgs();
  const { database, label, drop } = await openDatabase();
  const postgres = Boolean(process.env.BENCH_DATABASE_URL);
  const { url, close } = await startBenchApp(database);
  const db = database.db;
  const account = (name: string) => benchAccount(url, database, `${name}@beispiel.de`);

  try {
    console.log(`\nLedger and rent roll benchmark — ${label}, BENCH_SCALE=${SCALE}, parts: ${parts.join(", ")}`);
    console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${new Date().toISOString()}`);

    if (parts.includes("ledger")) {
      const { cookie, workspaceId } = await account("ledger");
      const started = performance.now();
      const { propertyIds, lineCount } = process.env.BENCH_REUSE_DATABASE ? await seededLedger(db, workspaceId) : await seedLedger(db, workspaceId);
      // VACUUM as autovacuum would after a bulk load (the bench server runs with autovacuum
      // off): the visibility map lets the list's index-only scans skip the heap.
      await db.execute(sql`vacuum analyze`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\n1. Bookings list: ${LEDGER_BOOKINGS} bookings, ${lineCount} lines, ${propertyIds.length} properties × ${UNITS_PER_PROPERTY} units, ${LEDGER_YEARS[0]}–${LEDGER_YEARS.at(-1)} (inserted + vacuumed in ${seconds} s); ${WARMUP} warm-up + ${REQUESTS} requests each, pageSize 50\n`);
      const property = propertyIds[Math.floor(propertyIds.length / 3)]!;
      const base = "/api/v1/bookings?pageSize=50";
      await measure(
        url,
        cookie,
        [
          { name: "no filter, page 1", path: `${base}&page=1`, target: 50 },
          { name: "year=2024", path: `${base}&year=2024`, target: 50 },
          { name: "year=2024&month=6", path: `${base}&year=2024&month=6`, target: 50 },
          { name: "propertyId", path: `${base}&propertyId=${property}`, target: 50 },
          { name: "propertyId&year=2024", path: `${base}&propertyId=${property}&year=2024`, target: 50 },
          { name: "category=maintenance", path: `${base}&category=maintenance`, target: 50 },
          { name: "direction=out", path: `${base}&direction=out`, target: 50 },
          // Over every year more than SEARCH_SUM_CAP match (no sums, decision 0016); in one year they are added up.
          { name: "q=müller", path: `${base}&q=${encodeURIComponent("müller")}`, target: 50 },
          { name: "q=müller&year=2024", path: `${base}&q=${encodeURIComponent("müller")}&year=2024`, target: 50 },
        ],
        WARMUP,
        REQUESTS,
      );
    }

    if (parts.includes("rent-roll")) {
      const { cookie, workspaceId } = await account("rentroll");
      const started = performance.now();
      const seeded = await seedRentRoll(db, workspaceId);
      await db.execute(sql`analyze`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\n2. Rent roll: ${seeded.contracts} contracts, ${seeded.changes} rent changes, ${seeded.payments} payment bookings (inserted + analyzed in ${seconds} s); ${ROLL_WARMUP} warm-up + ${ROLL_REQUESTS} requests\n`);
      const target = postgres ? 200 : 500;
      const rollPath = "/api/v1/rent-roll?from=2025-01&to=2025-12";
      // The first request after the start computes every account (decision 0015): shown apart.
      const coldStarted = performance.now();
      const cold = await get(`${url}${rollPath}`, cookie);
      if (cold.status !== 200) throw new Error(`rent roll: ${cold.status}`);
      await cold.text();
      console.log(`First request after the start (every account computed): ${(performance.now() - coldStarted).toFixed(0)} ms\n`);
      await measure(
        url,
        cookie,
        [
          // Every contract of the range counts for the totals, whatever the page size.
          { name: "GET /rent-roll?from=2025-01&to=2025-12 (page 1, 100 rows)", path: rollPath, target },
        ],
        ROLL_WARMUP,
        ROLL_REQUESTS,
      );
      await measureAfterWrites(db, workspaceId, url, cookie, rollPath, target);
    }

    if (parts.includes("soll")) {
      const { workspaceId } = await account("soll");
      const started = performance.now();
      const seeded = await seedSoll(db, workspaceId);
      await db.execute(sql`analyze`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\n3. One month's Soll (${SOLL_MONTH}): ${seeded.contracts.length} contracts, ${seeded.changes} rent changes (inserted + analyzed in ${seconds} s)\n`);
      const rowsBefore = await db.execute(sql`select (select count(*) from bookings) + (select count(*) from booking_lines) + (select count(*) from contract_rent_changes) as n`);
      console.log("| Run | contracts | Soll total | digest | ms | target |");
      console.log("| --- | ---: | ---: | --- | ---: | ---: |");
      const results: Array<Awaited<ReturnType<typeof sollOfMonth>>> = [];
      for (let run = 1; run <= 3; run++) {
        const t = performance.now();
        const result = await sollOfMonth(db, workspaceId, SOLL_MONTH);
        const ms = performance.now() - t;
        results.push(result);
        console.log(`| ${run} | ${result.contracts} | ${euro(result.totalCents)} | ${result.digest} | ${ms.toFixed(0)} | < 10000 ${ms < 10_000 ? "✅" : "❌"} |`);
      }
      const rowsAfter = await db.execute(sql`select (select count(*) from bookings) + (select count(*) from booking_lines) + (select count(*) from contract_rent_changes) as n`);
      const same = results.every((r) => r.digest === results[0]!.digest && r.totalCents === results[0]!.totalCents);
      const written = String(rowsOf<{ n: unknown }>(rowsBefore)[0]?.n) !== String(rowsOf<{ n: unknown }>(rowsAfter)[0]?.n);
      console.log(`\nIdempotent: ${same ? "yes, every run gives the same Soll (digest over contract, month, due date, Kaltmiete, NK)" : "NO, the runs differ"}; rows written: ${written ? "YES" : "none"}`);
      if (!same || written) process.exitCode = 1;
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
