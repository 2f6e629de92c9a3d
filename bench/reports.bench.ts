/**
 * Reports benchmark (issue 15, "Speed"), over real HTTP against the real app: the P&L
 * (Einnahmen-Überschuss-Rechnung) and the cash flow of a workspace with 5.000 properties /
 * 50.000 units and ten years of bookings (2016–2025), and the PDF of one property's P&L.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/reports.bench.ts   # PostgreSQL, full size
 *   npx tsx bench/reports.bench.ts                              # PGlite (in memory), a tenth of the size
 *   BENCH_SCALE=0.01 npx tsx bench/reports.bench.ts             # quick check, 1 % of the full size
 *   npx tsx bench/reports.bench.ts --plan                       # only count what would be seeded (no database)
 *
 * BENCH_SCALE is the share of the issue's full size (5.000 properties); it defaults to 1 on
 * PostgreSQL and 0.1 on PGlite (the issue's "a tenth of that on PGlite"). Workload per
 * property (seeded PRNG, so runs are comparable): bought between 2014-01 and 2025-09 (purchase
 * price, costs and building share, so the AfA is computed), one annuity loan from the purchase;
 * bookings from the month after the purchase (not before 2016-01) up to 2025-12:
 * - per unit and month one rent booking with two lines, Kaltmiete and NK-Vorauszahlung, rent_month
 *   set (10 % of the months unpaid: vacancy, arrears); a tenth of the tenants pay on the 27th/28th
 *   of the month before, so January's rent paid in late December is moved by the 10-day rule;
 * - Grundsteuer quarterly (15.02./05./08./11.), Stadtwerke Abschlag quarterly (10.01./04./07./10.),
 *   insurance yearly (due 01.01., half paid on 28.12. of the year before), 0–3 maintenance
 *   invoices a year (from 8.000 € half of them spread over 3 years, §82b EStDV);
 * - the loan's monthly instalment (origin loan, Schuldzinsen + Tilgung lines, due on the 1st; a
 *   third of the loans paid on the 28th of the month before), every tenth loan with a yearly
 *   Sondertilgung (its own booking, source key loan:<id>:special:<date>);
 * - for 30 % of the properties bought from 2016 on, Anschaffungs-/Herstellungskosten two months
 *   after the purchase (they raise the AfA basis).
 * About 7 million booking lines at full size (`--plan` prints the exact figures). Bookings with
 * their lines are inserted BATCH bookings per transaction with every trigger working (the month
 * summaries booking_line_sums / booking_line_property_sums of decision 0014 among them); at the end
 * of seeding the summaries are compared with direct SUMs over booking_lines and with what the
 * seeder itself added up, and the bench stops if anything differs. Then VACUUM ANALYZE (as
 * autovacuum would after a bulk load; the bench server runs with autovacuum off).
 *
 * Each request is sent WARMUP times and then REQUESTS times (BENCH_REQUESTS, default 100) one
 * after the other; p50/p99 are the client-side latencies in ms, "first" the very first request
 * after the server started. BENCH_KEEP=1 keeps the PostgreSQL scratch database for EXPLAIN
 * ANALYZE; BENCH_REUSE_DATABASE=<its name> measures it again without seeding.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { BookingCategory } from "../src/domain/booking-categories.js";
import type { Database } from "../src/server/db/client.js";
import { rowsOf } from "../src/server/db/rows.js";
import { bookingLines, bookings, loans, loanSpecialRepayments, properties, units } from "../src/server/db/schema/index.js";
import type { CashFlowDto, ProfitLossDto } from "../src/shared/report-types.js";
import { BATCH, benchAccount, get, insertBatches, openDatabase, percentile, random, startBenchApp } from "./support.js";

const POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
const SCALE = Number(process.env.BENCH_SCALE ?? (POSTGRES ? 1 : 0.1));
const PROPERTIES = Math.max(2, Math.round(5_000 * SCALE));
const UNITS_PER_PROPERTY = 10;
const FIRST_YEAR = 2016;
const LAST_YEAR = 2025;
/** Months of the ledger: index 0 is 2016-01, 119 is 2025-12. */
const MONTHS = (LAST_YEAR - FIRST_YEAR + 1) * 12;
const REPORT_YEAR = 2025;
const WARMUP = 5;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
/** Issue 15: < 300 ms p99 on PostgreSQL, < 1 s on PGlite for the portfolio; the one-property PDF < 1 s. */
const TARGET = POSTGRES ? 300 : 1_000;
const PDF_TARGET = 1_000;

const cities = ["Leipzig", "Dresden", "Chemnitz", "Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main"];
const craftsmen = ["Müller Haustechnik", "Schmidt Dach GmbH", "Weber Elektro", "Fischer Sanitär", "Becker Malerbetrieb", "Hoffmann Fenster"];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
/** Month index (0 = 2016-01; negative before) → year and month. */
const monthOf = (index: number) => ({ y: FIRST_YEAR + Math.floor(index / 12), m: (((index % 12) + 12) % 12) + 1 });
const day = (index: number, d: number) => {
  const { y, m } = monthOf(index);
  return `${y}-${pad(m)}-${pad(d)}`;
};
const monthKey = (index: number) => day(index, 1).slice(0, 7);

type BookingRow = typeof bookings.$inferInsert;
type LineRow = typeof bookingLines.$inferInsert;
type Item = { booking: BookingRow; lines: LineRow[] };

type PlannedProperty = {
  row: typeof properties.$inferInsert & { id: string; name: string };
  units: Array<typeof units.$inferInsert & { id: string; coldRentCents: number; serviceChargeCents: number; habit: "early" | "on_time" | "late" }>;
  loan: typeof loans.$inferInsert & { id: string; amountCents: number; interestRateMilli: number };
  /** Month index of the purchase (may be before 0). */
  purchaseMonth: number;
  earlyInstalments: boolean;
  specialRepayment: boolean;
  insuranceEarly: boolean;
  propertyTaxCents: number;
  utilitiesCents: number;
  acquisitionCostsCents: number | null;
};

/** The properties with their units and loan (PRNG stream of its own, so the bookings below do not shift them). */
function planProperties(workspaceId: string): PlannedProperty[] {
  const next = random(15);
  const out: PlannedProperty[] = [];
  for (let p = 0; p < PROPERTIES; p++) {
    const id = crypto.randomUUID();
    const city = cities[p % cities.length]!;
    // 2014-01 … 2025-09: month index −24 … 116.
    const purchaseMonth = -24 + Math.floor(next() * 141);
    const purchaseDate = day(purchaseMonth, 1 + Math.floor(next() * 28));
    const purchaseYear = monthOf(purchaseMonth).y;
    const price = (400_000 + Math.floor(next() * 2_600_000)) * 100;
    const r = next();
    // Built before 1925 (2,5 %), 1925–2022 (2 %), or new from 2023 (3 %): never after the purchase.
    const yearBuilt = r < 0.15 ? 1890 + Math.floor(next() * 35) : r < 0.95 || purchaseYear < 2023 ? 1925 + Math.floor(next() * Math.min(98, purchaseYear - 1925)) : 2023;
    const units_: PlannedProperty["units"] = [];
    for (let u = 0; u < UNITS_PER_PROPERTY; u++) {
      const size = 35 + Math.floor(next() * 86);
      const h = next();
      units_.push({
        id: crypto.randomUUID(),
        workspaceId,
        propertyId: id,
        code: `WE ${pad(u + 1)}`,
        sizeSqm: String(size),
        type: "apartment",
        usage: "rented",
        coldRentCents: Math.round(size * (800 + next() * 600)),
        serviceChargeCents: Math.round(size * (200 + next() * 150)),
        habit: h < 0.1 ? "early" : h < 0.9 ? "on_time" : "late",
      });
    }
    const loanId = crypto.randomUUID();
    out.push({
      row: {
        id,
        workspaceId,
        name: `Objekt ${pad(p + 1, 5)} ${city}`,
        street: "Hauptstraße",
        houseNumber: String(1 + (p % 120)),
        postcode: "04109",
        city,
        kind: "multi_family",
        yearBuilt,
        purchasePriceCents: price,
        purchaseDate,
        transferTaxCents: Math.round(price * 0.05),
        notaryCents: Math.round(price * 0.015),
        landRegistryCents: Math.round(price * 0.005),
        brokerCents: next() < 0.5 ? Math.round(price * 0.0357) : null,
        buildingSharePercent: String(70 + Math.floor(next() * 16)),
      },
      units: units_,
      loan: {
        id: loanId,
        workspaceId,
        propertyId: id,
        lender: "Sparkasse",
        amountCents: Math.round(price * (0.6 + next() * 0.2)),
        disbursementDate: purchaseDate,
        interestRateMilli: 1_000 + Math.floor(next() * 3_000),
        repaymentKind: "initial_rate",
        initialRepaymentMilli: 2_000,
      },
      purchaseMonth,
      earlyInstalments: next() < 1 / 3,
      specialRepayment: p % 10 === 0,
      insuranceEarly: next() < 0.5,
      propertyTaxCents: 20_000 + Math.floor(next() * 130_000),
      utilitiesCents: 30_000 + Math.floor(next() * 150_000),
      acquisitionCostsCents: purchaseMonth >= 0 && next() < 0.3 ? (10_000 + Math.floor(next() * 50_000)) * 100 : null,
    });
  }
  return out;
}

/** What the seeder booked, per payment year and category: the end-to-end check of the summaries and of the cash flow. */
type Expected = Map<number, Partial<Record<BookingCategory, number>>>;

/** One property's bookings, 2016-01 (or the month after its purchase) to 2025-12. */
function planBookings(p: PlannedProperty, index: number, numbers: Map<number, number>, expected: Expected): { items: Item[]; specials: Array<typeof loanSpecialRepayments.$inferInsert> } {
  const next = random(1_000 + index);
  const workspaceId = p.row.workspaceId;
  const items: Item[] = [];
  const specials: Array<typeof loanSpecialRepayments.$inferInsert> = [];
  const first = Math.max(0, p.purchaseMonth + 1);
  const book = (paymentDate: string, text: string, counterparty: string, lines: Array<Omit<LineRow, "workspaceId" | "bookingId" | "position" | "paymentDate">>, extra: Partial<BookingRow> = {}) => {
    const id = crypto.randomUUID();
    const year = Number(paymentDate.slice(0, 4));
    const n = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, n);
    const total = lines.reduce((s, l) => s + l.amountCents, 0);
    const sums = expected.get(year) ?? {};
    for (const l of lines) sums[l.category] = (sums[l.category] ?? 0) + l.amountCents;
    expected.set(year, sums);
    items.push({
      booking: { id, workspaceId, number: `${year}-${pad(n, 7)}`, paymentDate, documentDate: paymentDate, amountCents: total, counterpartyName: counterparty, text, ...extra },
      lines: lines.map((l, k) => ({ ...l, workspaceId, bookingId: id, position: k + 1, paymentDate })),
    });
  };
  const propertyId = p.row.id;

  // Rent: per unit and month one booking, Kaltmiete + NK, 2 % more each year.
  for (const u of p.units) {
    for (let m = first; m < MONTHS; m++) {
      if (next() < 0.1) continue;
      const d = next();
      // Paid early (27th/28th of the month before; not before 2016-01), on time (1st–5th) or late (10th–20th).
      const paymentDate = u.habit === "early" && m > first ? day(m - 1, 27 + Math.floor(d * 2)) : u.habit === "late" ? day(m, 10 + Math.floor(d * 11)) : day(m, 1 + Math.floor(d * 5));
      const factor = 1.02 ** (monthOf(m).y - FIRST_YEAR);
      const rentMonth = day(m, 1);
      book(paymentDate, `Miete ${monthKey(m)} ${u.code}`, `Mieter ${u.code} ${p.row.name}`, [
        { propertyId, unitId: u.id, category: "rent", amountCents: Math.round(u.coldRentCents * factor), rentMonth },
        { propertyId, unitId: u.id, category: "service_charge_prepayment", amountCents: Math.round(u.serviceChargeCents * factor), rentMonth },
      ]);
    }
  }

  for (let m = first; m < MONTHS; m++) {
    const { y, m: month } = monthOf(m);
    // Grundsteuer quarterly on the 15th of Feb/May/Aug/Nov (§28 GrStG), due that day.
    if (month % 3 === 2) book(day(m, 15), `Grundsteuer ${pad(month)}/${y}`, "Stadtkasse", [{ propertyId, category: "property_tax", amountCents: -p.propertyTaxCents, betrkvType: 1, allocable: true }], { dueDate: day(m, 15) });
    // Stadtwerke (Wasser/Abwasser) quarterly on the 10th of Jan/Apr/Jul/Oct: 10.01. lies in the 10-day window (not recurring: stays).
    if (month % 3 === 1) book(day(m, 10), `Abschlag Wasser ${pad(month)}/${y}`, "Stadtwerke", [{ propertyId, category: "operating_costs", amountCents: -p.utilitiesCents, betrkvType: 2, allocable: true }]);
    // Insurance for the year, due 01.01.; half the properties pay on 28.12. of the year before (moved into the year by the 10-day rule).
    if (month === 1) {
      const early = p.insuranceEarly && m - 1 >= first;
      book(early ? day(m - 1, 28) : day(m, 2 + Math.floor(next() * 6)), `Gebäudeversicherung ${y}`, "Allianz Versicherung", [{ propertyId, category: "insurance", amountCents: -Math.round(p.utilitiesCents * 1.5), betrkvType: 13, allocable: true }], { dueDate: day(m, 1) });
    }
    // 0–3 maintenance invoices a year (drawn in January, or in the purchase year's first month), on random days of the owned months.
    if (month === 1 || m === first) {
      const count = Math.floor(next() * 4);
      const monthsLeft = 12 - month + 1;
      for (let k = 0; k < count; k++) {
        const at = m + Math.floor(next() * monthsLeft);
        const amount = (300 + Math.floor(next() * 19_700)) * 100;
        const spreadYears = amount >= 800_000 && next() < 0.5 ? 3 : 1;
        book(day(at, 1 + Math.floor(next() * 28)), `Rechnung ${Math.floor(next() * 100_000)}`, craftsmen[Math.floor(next() * craftsmen.length)]!, [{ propertyId, category: "maintenance", amountCents: -amount, spreadYears }]);
      }
    }
    if (p.acquisitionCostsCents !== null && m === p.purchaseMonth + 2) {
      book(day(m, 15), "Modernisierung nach Kauf", "Bau GmbH", [{ propertyId, category: "acquisition_costs", amountCents: -p.acquisitionCostsCents }]);
    }
  }

  // The loan: an annuity from the purchase (interest on the balance, the rest Tilgung); instalments
  // before 2016 are computed but not booked.
  let balance = p.loan.amountCents;
  const instalment = Math.round((balance * (p.loan.interestRateMilli + 2_000)) / 100_000 / 12);
  for (let m = p.purchaseMonth + 1; m < MONTHS && balance > 0; m++) {
    const interest = Math.round((balance * p.loan.interestRateMilli) / 100_000 / 12);
    const repayment = Math.min(balance, instalment - interest);
    balance -= repayment;
    if (m >= first) {
      const due = day(m, 1);
      const paymentDate = p.earlyInstalments && m - 1 >= first ? day(m - 1, 28) : due;
      book(paymentDate, `Rate ${monthKey(m)}`, "Sparkasse", [
        { propertyId, loanId: p.loan.id, category: "loan_interest", amountCents: -interest },
        ...(repayment > 0 ? [{ propertyId, loanId: p.loan.id, category: "loan_repayment" as const, amountCents: -repayment }] : []),
      ], { dueDate: due, origin: "loan", sourceKey: `loan:${p.loan.id}:${monthKey(m)}` });
    }
    // Every tenth loan: a Sondertilgung of 5.000 € on 15.11. of each year.
    if (p.specialRepayment && monthOf(m).m === 11 && balance > 500_000) {
      balance -= 500_000;
      const date = day(m, 15);
      specials.push({ workspaceId, loanId: p.loan.id, date, amountCents: 500_000 });
      if (m >= first) book(date, "Sondertilgung", "Sparkasse", [{ propertyId, loanId: p.loan.id, category: "loan_repayment", amountCents: -500_000 }], { origin: "loan", sourceKey: `loan:${p.loan.id}:special:${date}` });
    }
  }
  return { items, specials };
}

/**
 * Bookings with their lines, BATCH bookings per transaction: the lines' balance trigger is
 * deferred to the commit, so a booking and its lines must arrive in the same transaction.
 */
async function insertBookings(db: Database["db"], items: Item[]) {
  for (let i = 0; i < items.length; i += BATCH) {
    const chunk = items.slice(i, i + BATCH);
    await db.transaction(async (tx) => {
      await tx.insert(bookings).values(chunk.map((c) => c.booking));
      const lines = chunk.flatMap((c) => c.lines);
      for (let j = 0; j < lines.length; j += BATCH) await tx.insert(bookingLines).values(lines.slice(j, j + BATCH));
    });
  }
}

/** Seeds the workspace (db null: only counts, for --plan). */
async function seed(db: Database["db"] | null, workspaceId: string) {
  const planned = planProperties(workspaceId);
  if (db) {
    await insertBatches(planned.map((p) => p.row), (b) => db.insert(properties).values(b));
    await insertBatches(planned.flatMap((p) => p.units), (b) => db.insert(units).values(b));
    await insertBatches(planned.map((p) => p.loan), (b) => db.insert(loans).values(b));
  }
  const numbers = new Map<number, number>();
  const expected: Expected = new Map();
  let pending: Item[] = [];
  let bookingCount = 0;
  let lineCount = 0;
  let specialCount = 0;
  const started = performance.now();
  let reported = started;
  for (let i = 0; i < planned.length; i++) {
    const { items, specials } = planBookings(planned[i]!, i, numbers, expected);
    bookingCount += items.length;
    for (const it of items) lineCount += it.lines.length;
    specialCount += specials.length;
    if (db) {
      await insertBatches(specials, (b) => db.insert(loanSpecialRepayments).values(b));
      pending.push(...items);
      if (pending.length >= 20 * BATCH || i === planned.length - 1) {
        await insertBookings(db, pending);
        pending = [];
      }
      if (performance.now() - reported > 30_000) {
        reported = performance.now();
        console.log(`  … ${i + 1}/${planned.length} properties, ${bookingCount} bookings, ${lineCount} lines (${((reported - started) / 1000).toFixed(0)} s)`);
      }
    }
  }
  return { planned, bookingCount, lineCount, specialCount, expected };
}

/** The properties of a seeded workspace (BENCH_REUSE_DATABASE), by name. */
async function seededProperties(db: Database["db"], workspaceId: string) {
  return rowsOf<{ id: string; name: string; purchase_date: string }>(await db.execute(sql`select id, name, purchase_date::text from properties where workspace_id = ${workspaceId} order by name, id`));
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * The month summaries (kept by the triggers of decision 0014) against direct SUMs over
 * booking_lines and, when seeded in this run, against what the seeder added up itself.
 * Throws on any difference: every figure measured below is read from these summaries.
 */
async function checkSummaries(db: Database["db"], workspaceId: string, propertyId: string, expected: Expected | null) {
  const from = `${REPORT_YEAR}-01-01`;
  const to = `${REPORT_YEAR + 1}-01-01`;
  const problems: string[] = [];
  // 1. The report year per category, workspace-wide: lines vs booking_line_sums vs booking_line_property_sums.
  const lines = rowsOf<{ category: BookingCategory; total: unknown; n: unknown }>(
    await db.execute(sql`select category, sum(amount_cents) as total, count(*) as n from booking_lines
      where workspace_id = ${workspaceId} and payment_date >= ${from} and payment_date < ${to} group by category`),
  );
  const monthSums = rowsOf<{ category: BookingCategory; total: unknown; n: unknown }>(
    await db.execute(sql`select category, sum(in_cents + out_cents) as total, sum(line_count) as n from booking_line_sums
      where workspace_id = ${workspaceId} and month >= ${from} and month < ${to} group by category`),
  );
  const propertySums = rowsOf<{ category: BookingCategory; total: unknown; n: unknown }>(
    await db.execute(sql`select category, sum(in_cents + out_cents) as total, sum(line_count) as n from booking_line_property_sums
      where workspace_id = ${workspaceId} and month >= ${from} and month < ${to} group by category`),
  );
  const byCategory = (rows: Array<{ category: BookingCategory; total: unknown; n: unknown }>) => new Map(rows.map((r) => [r.category, `${num(r.total)} (${num(r.n)} lines)`]));
  const [l, s, ps] = [byCategory(lines), byCategory(monthSums), byCategory(propertySums)];
  const want = expected?.get(REPORT_YEAR) ?? null;
  for (const category of new Set([...l.keys(), ...s.keys(), ...ps.keys(), ...Object.keys(want ?? {})] as BookingCategory[])) {
    if (l.get(category) !== s.get(category)) problems.push(`${REPORT_YEAR} ${category}: booking_lines ${l.get(category)} ≠ booking_line_sums ${s.get(category)}`);
    if (l.get(category) !== ps.get(category)) problems.push(`${REPORT_YEAR} ${category}: booking_lines ${l.get(category)} ≠ booking_line_property_sums ${ps.get(category)}`);
    if (want && num(lines.find((r) => r.category === category)?.total) !== (want[category] ?? 0)) problems.push(`${REPORT_YEAR} ${category}: booking_lines ${l.get(category)} ≠ seeded ${want[category]}`);
  }
  // 2. One property over all ten years, per month and category.
  const key = (r: { month: string; category: string }) => `${r.month} ${r.category}`;
  const propertyLines = rowsOf<{ month: string; category: string; total: unknown; n: unknown }>(
    await db.execute(sql`select to_char(payment_date, 'YYYY-MM') as month, category::text, sum(amount_cents) as total, count(*) as n from booking_lines
      where workspace_id = ${workspaceId} and property_id = ${propertyId} group by 1, 2`),
  );
  const propertySummary = new Map(
    rowsOf<{ month: string; category: string; total: unknown; n: unknown }>(
      await db.execute(sql`select to_char(month, 'YYYY-MM') as month, category::text, sum(in_cents + out_cents) as total, sum(line_count) as n from booking_line_property_sums
        where workspace_id = ${workspaceId} and property_id = ${propertyId} group by 1, 2 having sum(line_count) <> 0`),
    ).map((r) => [key(r), `${num(r.total)}/${num(r.n)}`]),
  );
  for (const r of propertyLines) {
    const got = propertySummary.get(key(r));
    if (got !== `${num(r.total)}/${num(r.n)}`) problems.push(`property ${propertyId} ${key(r)}: booking_lines ${num(r.total)}/${num(r.n)} ≠ summary ${got}`);
    propertySummary.delete(key(r));
  }
  for (const [k, v] of propertySummary) problems.push(`property ${propertyId} ${k}: summary ${v} without lines`);
  // 3. All lines of the workspace counted once in booking_line_sums.
  const [count] = rowsOf<{ lines: unknown; summary: unknown }>(
    await db.execute(sql`select (select count(*) from booking_lines where workspace_id = ${workspaceId}) as lines,
      (select coalesce(sum(line_count), 0) from booking_line_sums where workspace_id = ${workspaceId}) as summary`),
  );
  if (num(count!.lines) !== num(count!.summary)) problems.push(`line count: booking_lines ${num(count!.lines)} ≠ booking_line_sums ${num(count!.summary)}`);
  if (problems.length > 0) throw new Error(`Month summaries differ from the booking lines:\n  ${problems.slice(0, 20).join("\n  ")}`);
  const rent = l.get("rent");
  console.log(`Summaries checked: ${REPORT_YEAR} per category (Kaltmiete ${rent}) equal in booking_lines, booking_line_sums and booking_line_property_sums${want ? " and the seeder's own sums" : ""}; one property's ${propertyLines.length} month × category sums equal; ${num(count!.lines)} lines counted once.`);
  return num(count!.lines);
}

/** `before`: an untimed step before each request (a write the request then has to see). */
type Scenario = { name: string; path: string; target: number; check: (body: Buffer) => string; before?: (i: number) => Promise<void> };

async function measure(url: string, cookie: string, scenarios: Scenario[]) {
  console.log("| Request | first ms | p50 ms | p99 ms | target p99 | answer |");
  console.log("| --- | ---: | ---: | ---: | ---: | --- |");
  for (const s of scenarios) {
    const times: number[] = [];
    let first = 0;
    let note = "";
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      await s.before?.(i);
      const started = performance.now();
      const res = await get(`${url}${s.path}`, cookie);
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${s.name}: ${res.status} ${body.toString("utf8").slice(0, 300)}`);
      if (i === 0) {
        first = ms;
        note = `${s.check(body)}, ${(body.length / 1024).toFixed(0)} KiB`;
      }
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 0.99);
    console.log(`| ${s.name} | ${first.toFixed(0)} | ${percentile(times, 0.5).toFixed(1)} | ${p99.toFixed(1)} | < ${s.target} ${p99 < s.target ? "✅" : "❌"} | ${note} |`);
  }
}

const loadavg = () => {
  try {
    return fs.readFileSync("/proc/loadavg", "utf8").trim();
  } catch {
    return os.loadavg().map((l) => l.toFixed(2)).join(" ");
  }
};

async function main() {
  if (process.argv.includes("--plan")) {
    const t = performance.now();
    const { bookingCount, lineCount, specialCount, expected } = await seed(null, crypto.randomUUID());
    const perYear = [...expected.keys()].sort().map((y) => `${y}: ${Object.keys(expected.get(y)!).length} categories`);
    console.log(`BENCH_SCALE=${SCALE}: ${PROPERTIES} properties × ${UNITS_PER_PROPERTY} units, ${bookingCount} bookings, ${lineCount} booking lines, ${specialCount} Sondertilgungen (planned in ${((performance.now() - t) / 1000).toFixed(1)} s; ${perYear.length} payment years)`);
    return;
  }
  const { database, label, drop } = await openDatabase();
  const { url, close } = await startBenchApp(database);
  const db = database.db;
  // The same account again on a reused database.
  const account = (name: string) => benchAccount(url, database, `${name}@beispiel.de`);

  try {
    console.log(`\nReports benchmark — ${label}, BENCH_SCALE=${SCALE}`);
    console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${new Date().toISOString()}, load average at the start: ${loadavg()}`);
    const { cookie, workspaceId } = await account("reports");
    const started = performance.now();
    let expected: Expected | null = null;
    let seededNote = "";
    if (!process.env.BENCH_REUSE_DATABASE) {
      const seeded = await seed(db, workspaceId);
      expected = seeded.expected;
      seededNote = `${seeded.bookingCount} bookings, ${seeded.specialCount} Sondertilgungen, `;
    }
    const list = await seededProperties(db, workspaceId);
    if (list.length === 0) throw new Error("No properties in the workspace (BENCH_REUSE_DATABASE of another bench?)");
    const seededSeconds = ((performance.now() - started) / 1000).toFixed(1);
    // VACUUM as autovacuum would after a bulk load (the bench server runs with autovacuum off).
    const vacuumStarted = performance.now();
    await db.execute(sql`vacuum analyze`);
    const vacuumSeconds = ((performance.now() - vacuumStarted) / 1000).toFixed(1);
    // One property bought within the last three years (the §6(1) Nr. 1a check runs for it), else the first.
    const property = list.find((p) => p.purchase_date >= `${REPORT_YEAR - 2}-01-01` && p.purchase_date < `${REPORT_YEAR - 1}-01-01`) ?? list[0]!;
    const lineCount = await checkSummaries(db, workspaceId, property.id, expected);
    console.log(
      `\nWorkload: ${list.length} properties × ${UNITS_PER_PROPERTY} units, ${seededNote}${lineCount} booking lines, ${FIRST_YEAR}–${LAST_YEAR} (${process.env.BENCH_REUSE_DATABASE ? "reused, not seeded" : `seeded in ${seededSeconds} s`}, VACUUM ANALYZE ${vacuumSeconds} s); one property: ${property.name} (bought ${property.purchase_date}); ${WARMUP} warm-up + ${REQUESTS} requests each; load average before measuring: ${loadavg()}\n`,
    );

    const pl = (columns: number) => (body: Buffer) => {
      const dto = JSON.parse(body.toString("utf8")) as ProfitLossDto;
      if (dto.columns.length !== columns) throw new Error(`P&L: ${dto.columns.length} columns instead of ${columns}`);
      return `${dto.columns.length} columns, result ${(dto.total.resultCents / 100).toFixed(2)} €`;
    };
    const cashFlow = (months: number, years: number[]) => (body: Buffer) => {
      const dto = JSON.parse(body.toString("utf8")) as CashFlowDto;
      if (dto.months.length !== months) throw new Error(`Cash flow: ${dto.months.length} months instead of ${months}`);
      // End to end: the rent group is Kaltmiete + NK by payment date, exactly what the seeder booked.
      if (expected) {
        const rent = years.reduce((s, y) => s + (expected.get(y)?.rent ?? 0) + (expected.get(y)?.service_charge_prepayment ?? 0), 0);
        if (dto.total.rent !== rent) throw new Error(`Cash flow ${years[0]}–${years.at(-1)}: rent ${dto.total.rent} instead of the seeded ${rent}`);
      }
      return `${dto.months.length} months, net ${(dto.netCents / 100).toFixed(2)} €, Sondertilgungen ${(dto.total.special_repayment / 100).toFixed(2)} €${expected ? ", rent = seeded" : ""}`;
    };
    const years = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
    // A booking of 1 € on another property before each request, over HTTP: the kept figures of
    // that property are out of date (decision 0038), so the request computes it again.
    const bookOne = async (i: number) => {
      const propertyId = list[(i * 7919) % list.length]!.id;
      const res = await fetch(`${url}/api/v1/bookings`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: url, "Content-Type": "application/json" },
        body: JSON.stringify({ paymentDate: `${REPORT_YEAR}-06-15`, documentDate: `${REPORT_YEAR}-06-15`, amountCents: 100, text: "Messbuchung", lines: [{ propertyId, category: "other_income", amountCents: 100 }] }),
      });
      if (res.status !== 201) throw new Error(`Buchung: ${res.status} ${(await res.text()).slice(0, 300)}`);
    };
    await measure(url, cookie, [
      { name: `GET /reports/profit-loss?year=${REPORT_YEAR} (portfolio)`, path: `/api/v1/reports/profit-loss?year=${REPORT_YEAR}`, target: TARGET, check: pl(list.length) },
      { name: `GET /reports/profit-loss?year=${REPORT_YEAR}&propertyId`, path: `/api/v1/reports/profit-loss?year=${REPORT_YEAR}&propertyId=${property.id}`, target: TARGET, check: pl(1) },
      { name: `GET /reports/cash-flow?from=${REPORT_YEAR}-01&to=${REPORT_YEAR}-12 (portfolio)`, path: `/api/v1/reports/cash-flow?from=${REPORT_YEAR}-01&to=${REPORT_YEAR}-12`, target: TARGET, check: cashFlow(12, [REPORT_YEAR]) },
      { name: `GET /reports/cash-flow?from=${FIRST_YEAR}-01&to=${LAST_YEAR}-12 (portfolio, 10 years)`, path: `/api/v1/reports/cash-flow?from=${FIRST_YEAR}-01&to=${LAST_YEAR}-12`, target: TARGET, check: cashFlow(MONTHS, years) },
      {
        name: `GET /reports/profit-loss.pdf?year=${REPORT_YEAR}&propertyId`,
        path: `/api/v1/reports/profit-loss.pdf?year=${REPORT_YEAR}&propertyId=${property.id}`,
        target: PDF_TARGET,
        check: (body) => {
          if (body.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("PDF: the answer is no PDF");
          return "PDF";
        },
      },
      // Last: it adds bookings (other income, which no check above reads).
      { name: `GET /reports/profit-loss?year=${REPORT_YEAR} (portfolio), after a booking each time`, path: `/api/v1/reports/profit-loss?year=${REPORT_YEAR}`, target: TARGET, check: pl(list.length), before: bookOne },
    ]);
    console.log(`\nLoad average after measuring: ${loadavg()}`);
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
