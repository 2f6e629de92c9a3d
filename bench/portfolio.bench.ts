/**
 * Portfolio API benchmark (issue 5): a workspace with 5.000 properties, 50.000 units and
 * contracts for 90 % of the units, measured over real HTTP against the real app.
 *
 *   npx tsx bench/portfolio.bench.ts                                                  # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/portfolio.bench.ts   # PostgreSQL
 *
 * With BENCH_DATABASE_URL a fresh database is created next to the given one and dropped
 * at the end. Data is bulk-inserted with drizzle in batches (seeded PRNG, so runs are
 * comparable), then each request is sent WARMUP times and then REQUESTS times one after
 * the other; p50/p99 are the latencies of those REQUESTS, in ms, as the client sees them.
 * Afterwards it times the write cost of the property_figures triggers and checks the summary
 * against the live aggregate (see measureSummary).
 */
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { addDays } from "../src/core/dates.js";
import type { Database } from "../src/server/db/client.js";
import { properties, rentalContracts, tenants, units } from "../src/server/db/schema/index.js";
import { benchAccount, get, insertBatches, openDatabase, percentile, random, startBenchApp } from "./support.js";
import { workspaceFigures } from "../src/server/features/portfolio/figures.sql.js";

const PROPERTIES = 5_000;
const UNITS_PER_PROPERTY = 10;
const LET_SHARE = 0.9;
const WARMUP = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const cities = ["Leipzig", "Dresden", "Chemnitz", "Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main", "Stuttgart", "Düsseldorf"];
const streets = ["Hauptstraße", "Bahnhofstraße", "Gartenweg", "Lindenallee", "Schillerstraße", "Goethestraße", "Am Markt", "Bergstraße"];

/** 5.000 properties × 10 units, 90 % let to one tenant each. Returns the property ids. */
export async function seedWorkspace(database: Database, workspaceId: string): Promise<string[]> {
  const db = database.db;
  const next = random(5);
  const propertyRows: Array<typeof properties.$inferInsert> = [];
  const unitRows: Array<typeof units.$inferInsert> = [];
  const tenantRows: Array<typeof tenants.$inferInsert> = [];
  const contractRows: Array<typeof rentalContracts.$inferInsert> = [];
  for (let p = 0; p < PROPERTIES; p++) {
    const id = crypto.randomUUID();
    const city = cities[p % cities.length]!;
    const areas = Array.from({ length: UNITS_PER_PROPERTY }, () => Math.round((35 + next() * 85) * 10) / 10);
    const totalArea = areas.reduce((s, a) => s + a, 0);
    const pricePerSqm = 1_800 + next() * 3_200;
    propertyRows.push({
      id,
      workspaceId,
      name: `Objekt ${String(p + 1).padStart(4, "0")} ${city}`,
      street: streets[p % streets.length]!,
      houseNumber: String(1 + (p % 120)),
      postcode: String(10_000 + ((p * 37) % 89_999)).padStart(5, "0"),
      city,
      kind: "multi_family",
      yearBuilt: 1900 + (p % 120),
      purchasePriceCents: Math.round(totalArea * pricePerSqm) * 100,
      purchaseDate: "2020-01-01",
    });
    areas.forEach((area, u) => {
      const unitId = crypto.randomUUID();
      const let_ = next() < LET_SHARE;
      unitRows.push({ id: unitId, workspaceId, propertyId: id, code: `WE ${String(u + 1).padStart(2, "0")}`, sizeSqm: String(area), type: "apartment", usage: let_ ? "rented" : "vacant" });
      if (!let_) return;
      const tenantId = crypto.randomUUID();
      tenantRows.push({ id: tenantId, workspaceId, firstName: "Mieter", lastName: `Nr. ${unitRows.length}`, email: null });
      contractRows.push({
        workspaceId,
        tenantId,
        unitId,
        startDate: "2021-01-01",
        coldRentCents: Math.round(area * (800 + next() * 600)),
        serviceChargeCents: Math.round(area * 250),
        status: "active",
      });
    });
  }
  await insertBatches(propertyRows, (b) => db.insert(properties).values(b));
  await insertBatches(unitRows, (b) => db.insert(units).values(b));
  await insertBatches(tenantRows, (b) => db.insert(tenants).values(b));
  await insertBatches(contractRows, (b) => db.insert(rentalContracts).values(b));
  return propertyRows.map((p) => p.id!);
}

/**
 * The property_figures summary (migrations 0002/0003) is created by the migration and kept
 * current by statement-level triggers. This times the write cost the triggers add (SQL level,
 * autocommitted statements) and then checks, after those writes and a cascading property
 * delete, that the summary the overview reads still equals a recomputation of every property
 * from scratch (refresh_property_figures over all of them, in a transaction rolled back).
 */
async function measureSummary(database: Database, workspaceId: string, propertyIds: string[]) {
  const db = database.db;
  console.log(`\nWrites incl. the property_figures triggers, SQL only, ${REQUESTS} runs each:\n`);
  const unitIds = (await db.select({ id: units.id }).from(units).where(eq(units.propertyId, propertyIds[0]!))).map((u) => u.id);
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.workspaceId, workspaceId)).limit(1);
  // Periods of one unit may not overlap (migration 0004): the contracts go to a unit that has
  // none (the seeded ones run without an end; a tenth of the units is vacant), each on a day of its own.
  const [vacant] = await db
    .select({ id: units.id })
    .from(units)
    .where(sql`${units.workspaceId} = ${workspaceId} and not exists (select 1 from rental_contracts c where c.unit_id = ${units.id})`)
    .limit(1);
  if (!vacant) throw new Error("Keine leere Einheit für die Schreib-Messung.");
  let day = 0;
  const nextDay = () => addDays("2100-01-01", day++);
  const cases: Array<[string, () => Promise<unknown>]> = [
    [
      "write: insert a contract (+ trigger)",
      () => {
        const d = nextDay();
        return db.insert(rentalContracts).values({ workspaceId, tenantId: tenant!.id, unitId: vacant.id, startDate: d, endDate: d, coldRentCents: 1_000 });
      },
    ],
    ["write: change a unit's area (+ trigger)", () => db.update(units).set({ sizeSqm: "55.50" }).where(eq(units.id, unitIds[1]!))],
  ];
  console.log("| SQL | p50 ms | p99 ms |");
  console.log("| --- | ---: | ---: |");
  for (const [name, run] of cases) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const t = performance.now();
      await run();
      if (i >= WARMUP) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${name} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} |`);
  }
  await db.execute(sql`delete from properties where id = ${propertyIds[1]!}`);
  const summary = await workspaceFigures(db, workspaceId);
  const recomputed = await recomputedFigures(db, workspaceId);
  const same = JSON.stringify(summary) === JSON.stringify(recomputed);
  console.log(`\nSummary equals a full recomputation after the writes and a cascading delete: ${same ? "yes" : `NO ${JSON.stringify(summary)} ≠ ${JSON.stringify(recomputed)}`}`);
}

/** The workspace figures after recomputing every property's summary row; nothing is kept. */
async function recomputedFigures(db: Database["db"], workspaceId: string) {
  const rollback = new Error("rollback");
  let figures: Awaited<ReturnType<typeof workspaceFigures>> | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select refresh_property_figures(array(select id from properties where workspace_id = ${workspaceId}))`);
      figures = await workspaceFigures(tx, workspaceId);
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  return figures!;
}

async function main() {
  const { database, label, drop } = await openDatabase();
  const { url, close } = await startBenchApp(database);
  try {
    const { cookie, workspaceId } = await benchAccount(url, database, "messung@beispiel.de");

    const seedStart = performance.now();
    const propertyIds = await seedWorkspace(database, workspaceId);
    // Planner statistics, as autovacuum would gather them on a server that has been running.
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStart;
    const counts = await database.db.execute(sql`select (select count(*) from units) as units, (select count(*) from rental_contracts) as contracts`);
    const { units: unitCount, contracts: contractCount } = (counts as { rows: Array<Record<string, unknown>> }).rows[0]!;

    const pick = random(9);
    const scenarios: Array<{ name: string; path: () => string }> = [
      // Baseline: session check + one tiny query, i.e. the cost every request pays before the portfolio code.
      { name: "GET /workspace (baseline: auth + 1 query)", path: () => "/api/v1/workspace" },
      { name: "GET /properties?sort=name (page 1 of 250)", path: () => "/api/v1/properties?sort=name&dir=asc&page=1&pageSize=20" },
      { name: "GET /properties?search=leipzig&sort=purchasePrice&dir=desc", path: () => "/api/v1/properties?search=leipzig&sort=purchasePrice&dir=desc&pageSize=20" },
      { name: "GET /properties?search=leipzig&sort=yield&dir=desc", path: () => "/api/v1/properties?search=leipzig&sort=yield&dir=desc&pageSize=20" },
      { name: "GET /properties?sort=coldRent&dir=desc (all 5.000 ranked)", path: () => "/api/v1/properties?sort=coldRent&dir=desc&pageSize=20" },
      { name: "GET /portfolio/overview", path: () => "/api/v1/portfolio/overview" },
      { name: "GET /properties/:id/units (random property)", path: () => `/api/v1/properties/${propertyIds[Math.floor(pick() * propertyIds.length)]}/units` },
      { name: "GET /properties/:id (detail with figures)", path: () => `/api/v1/properties/${propertyIds[Math.floor(pick() * propertyIds.length)]}` },
      { name: "GET /tenants?search=nr. 4 (page 1)", path: () => `/api/v1/tenants?search=${encodeURIComponent("nr. 4")}` },
      { name: "GET /tenants?search=nr. 4711 (page 1, a few match)", path: () => `/api/v1/tenants?search=${encodeURIComponent("nr. 4711")}` },
      { name: "GET /tenants?search=mieter (page 1, all match)", path: () => "/api/v1/tenants?search=mieter" },
      { name: "GET /tenants/picker?q=nr. 4711 (the contract dialog's select)", path: () => `/api/v1/tenants/picker?q=${encodeURIComponent("nr. 4711")}` },
    ];

    console.log(`\nPortfolio API benchmark — ${label}`);
    console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()})`);
    console.log(`Data: ${PROPERTIES} properties, ${unitCount} units, ${contractCount} active contracts (inserted + analyzed in ${(seedMs / 1000).toFixed(1)} s)`);
    console.log(`${WARMUP} warm-up + ${REQUESTS} sequential requests each\n`);
    console.log("| Request | p50 ms | p99 ms |");
    console.log("| --- | ---: | ---: |");
    // --only=tenants: just the scenarios whose name contains it, without the write part.
    const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
    for (const s of scenarios.filter((x) => !only || x.name.includes(only))) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const started = performance.now();
        const res = await get(`${url}${s.path()}`, cookie);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${s.name}: ${res.status}`);
        if (i >= WARMUP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`| ${s.name} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} |`);
    }
    if (!only) await measureSummary(database, workspaceId, propertyIds);
  } finally {
    await close();
    await database.close();
    await drop();
  }
}

// Runs when executed; importing it (to reuse the seeding in a one-off script) does not.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
