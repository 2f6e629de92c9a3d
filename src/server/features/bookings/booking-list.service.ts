import { sql, type SQL } from "drizzle-orm";
import { cents, type Cents } from "@/core/money";
import { BOOKING_COUNT_CAP, SEARCH_SUM_CAP, type BookingListDto, type BookingListItem } from "@/shared/booking-types";
import type { BookingListQuery } from "@/shared/schemas/bookings";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { rowsOf, toCents, toNumber } from "@/server/db/rows";
import { likePattern } from "@/server/http/request";
import { plannedForValues } from "@/server/db/planned-for-values";
import { loadBookingCores, receiptCounts } from "./booking-dto";

// GET /bookings answers every filter with a handful of small queries, whatever the amount
// of data (decision 0014): the page's ids, the total and the in/out sums of every matching
// line, then the page's bookings. Total and sums come from the trigger-kept summaries
// (migration 0012) where they fit, the rest is counted up to BOOKING_COUNT_CAP.

type Ctx = { db: Db; actor: Actor };

/** The half-open range [from, to) of payment dates a year (and month) filter means. */
export function paymentDateRange(year: number | undefined, month: number | undefined): { from: string; to: string } | null {
  if (year === undefined) return null; // a month alone means nothing (the schema: "only with a year")
  const pad = (n: number) => String(n).padStart(2, "0");
  if (month === undefined) return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
  return { from: `${year}-${pad(month)}-01`, to: month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01` };
}

type Filters = {
  workspaceId: string;
  /** Payment dates; always whole months, so also a range of the summaries' `month`. */
  range: { from: string; to: string } | null;
  /** The year of `range` (a month filter lies within it). */
  year: number | null;
  /** Direction: the sign of the booking's amount (repeated on its lines as booking_sign). */
  sign: 1 | -1 | null;
  /** `q`, the text search. */
  search: string | null;
  propertyId?: string;
  unitId?: string;
  contractId?: string;
  loanId?: string;
  category?: string;
};

function filtersOf(workspaceId: string, q: BookingListQuery): Filters {
  return {
    workspaceId,
    range: paymentDateRange(q.year, q.month),
    year: q.year ?? null,
    sign: q.direction === "in" ? 1 : q.direction === "out" ? -1 : null,
    search: q.q ? q.q : null,
    propertyId: q.propertyId,
    unitId: q.unitId,
    contractId: q.contractId,
    loanId: q.loanId,
    category: q.category,
  };
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** What a line (alias l) must name: property, unit, contract, loan, category; empty without line filters. */
function lineNames(f: Filters): SQL[] {
  const parts: SQL[] = [];
  if (f.propertyId) parts.push(sql`l.property_id = ${f.propertyId}`);
  if (f.unitId) parts.push(sql`l.unit_id = ${f.unitId}`);
  if (f.contractId) parts.push(sql`l.contract_id = ${f.contractId}`);
  if (f.loanId) parts.push(sql`l.loan_id = ${f.loanId}`);
  if (f.category) parts.push(sql`l.category = ${f.category}`);
  return parts;
}

/** Every filter except the text search, on a line: its date and booking_sign are the booking's. */
function lineWhere(f: Filters): SQL {
  const parts = [sql`l.workspace_id = ${f.workspaceId}`, ...lineNames(f)];
  if (f.range) parts.push(sql`l.payment_date >= ${f.range.from} and l.payment_date < ${f.range.to}`);
  if (f.sign !== null) parts.push(sql`l.booking_sign = ${f.sign}`);
  return and(parts);
}

/**
 * `q` over text, counterparty and Belegnummer of the booking (alias b), case-insensitively.
 * `search_text` holds the three lower-cased, one per line, under a trigram index: `LIKE
 * lower(pattern)` on it is what ILIKE does on UTF-8 (lower-case both, then compare), without
 * lower-casing every candidate per request. A `q` without a line break cannot match across
 * two of them; one with a line break also has to match one of them by itself. With a year
 * the payment year is asked for in the index's own expression (bookings_search_year_trgm_idx,
 * migration 0016): the index then hands out only that year's matches, instead of every year's
 * for the date filter to drop (decision 0016). Planned for its pattern every time
 * (planned-for-values.ts): a generic plan made this search take over 30 s (decision 0039).
 */
function searchCondition(q: string, year: number | null): SQL {
  const pattern = likePattern(q);
  const inYear = year === null ? sql`` : sql`(extract(year from b.payment_date))::int = ${year} and `;
  const candidates = sql`${inYear}b.search_text like lower(${pattern})`;
  if (!q.includes("\n")) return plannedForValues(candidates);
  return plannedForValues(sql`${candidates} and (b.text ilike ${pattern} or b.counterparty_name ilike ${pattern} or b.number ilike ${pattern})`);
}

/** The bookings that pass, through the bookings' (workspace, payment date desc, id) index; line filters as a semi-join. */
function bookingWhere(f: Filters): SQL {
  const parts = [sql`b.workspace_id = ${f.workspaceId}`];
  if (f.range && f.search) {
    // The search index already holds the year (searchCondition): the range only rechecks the
    // month. Written so the date index cannot serve it; PostgreSQL would otherwise AND the
    // whole year's 80.000 dates from it into the bitmap, which costs more than it saves.
    parts.push(sql`b.payment_date + 0 >= ${f.range.from} and b.payment_date + 0 < ${f.range.to}`);
  } else if (f.range) parts.push(sql`b.payment_date >= ${f.range.from} and b.payment_date < ${f.range.to}`);
  if (f.sign === 1) parts.push(sql`b.amount_cents > 0`);
  if (f.sign === -1) parts.push(sql`b.amount_cents < 0`);
  if (f.search) parts.push(searchCondition(f.search, f.year));
  const names = lineNames(f);
  if (names.length > 0) {
    const lineRange = f.range ? sql` and l.payment_date >= ${f.range.from} and l.payment_date < ${f.range.to}` : sql``;
    parts.push(sql`exists (select 1 from booking_lines l where l.booking_id = b.id and l.workspace_id = ${f.workspaceId}${lineRange} and ${and(names)})`);
  }
  return and(parts);
}

/** The lines that pass (alias l), joined to their booking only for the text search. */
function matchingLines(f: Filters): SQL {
  return f.search
    ? sql`booking_lines l join bookings b on b.id = l.booking_id where ${lineWhere(f)} and ${searchCondition(f.search, f.year)}`
    : sql`booking_lines l where ${lineWhere(f)}`;
}

const hasLineFilter = (f: Filters) => lineNames(f).length > 0;
/** A filter on what only some lines name: the page starts from the lines' indexes, not from every booking. */
const startsFromLines = (f: Filters) => Boolean(f.propertyId || f.unitId || f.contractId || f.loanId);

/**
 * The page's ids, newest payment date first (ties by id). Without a property, unit,
 * contract or loan it walks the bookings' date index and stops after the page (a category
 * matches often enough for the semi-join to find 50 soon). With one, that walk would probe
 * hundreds of bookings per hit; the lines' (workspace, property, payment date) index (or the
 * unit's, contract's, loan's) gives the matching bookings in date order instead.
 */
function pageQuery(f: Filters, limit: number, offset: number): SQL {
  if (startsFromLines(f)) {
    return sql`select l.booking_id as id from ${matchingLines(f)}
      group by l.payment_date, l.booking_id order by l.payment_date desc, l.booking_id limit ${limit} offset ${offset}`;
  }
  // "nulls last" as in the index (drizzle's .desc()), or PostgreSQL sorts instead of walking it.
  return sql`select b.id from bookings b where ${bookingWhere(f)} order by b.payment_date desc nulls last, b.id limit ${limit} offset ${offset}`;
}

type Sums = { inCents: Cents; outCents: Cents };
type Totals = { total: number; capped: boolean; sums: Sums | null };

const rangeOfMonths = (f: Filters) => (f.range ? [sql`s.month >= ${f.range.from} and s.month < ${f.range.to}`] : []);
const signOfSummary = (f: Filters) => (f.sign !== null ? [sql`s.booking_sign = ${f.sign}`] : []);

/** In and out of the matching lines from the summaries: at most months × categories × 2 rows. */
function summarySums(f: Filters): SQL {
  const parts = [sql`s.workspace_id = ${f.workspaceId}`, ...rangeOfMonths(f), ...signOfSummary(f)];
  if (f.category) parts.push(sql`s.category = ${f.category}`);
  if (f.propertyId) parts.push(sql`s.property_id = ${f.propertyId}`);
  const table = f.propertyId ? sql`booking_line_property_sums` : sql`booking_line_sums`;
  return sql`select sum(s.in_cents) as in_cents, sum(s.out_cents) as out_cents from ${table} s where ${and(parts)}`;
}

/** In and out added up from the matching lines themselves (unit, contract, loan, or search with a line filter). */
function lineSums(f: Filters): SQL {
  return sql`select sum(case when l.amount_cents > 0 then l.amount_cents else 0 end) as in_cents,
      sum(case when l.amount_cents < 0 then l.amount_cents else 0 end) as out_cents
    from ${matchingLines(f)}`;
}

/** In and out of the bookings (alias m) from their amount and `opposite_lines_cents`, without a visit of their lines (decision 0014). */
const bookingsInOut = sql`sum(case when m.amount_cents > 0 then m.amount_cents - m.opposite_lines_cents else m.opposite_lines_cents end) as in_cents,
  sum(case when m.amount_cents < 0 then m.amount_cents - m.opposite_lines_cents else m.opposite_lines_cents end) as out_cents`;

async function sumsOf(db: Db, query: SQL): Promise<Sums> {
  const [row] = rowsOf<{ in_cents: unknown; out_cents: unknown }>(await db.execute(query));
  return { inCents: toCents(row?.in_cents), outCents: toCents(row?.out_cents) };
}

/**
 * Total and sums:
 * - no line filter, no search: both from the summaries (exact);
 * - search without line filter: one pass over at most SEARCH_SUM_CAP + 1 matching bookings
 *   (the trigram index finds them), whose in/out is their amount and `opposite_lines_cents`;
 *   beyond the cap no sums (decision 0016: a broad search over years of bookings would take
 *   the heap of every match);
 * - line filters: the bookings counted from the lines up to BOOKING_COUNT_CAP + 1 (with a
 *   search SEARCH_SUM_CAP + 1; a booking with several matching lines counts once, which no
 *   summary of sums can tell); the sums from the summaries unless a unit, contract, loan or
 *   the search is asked for, which they do not hold: then from the matching lines.
 */
async function totalsOf(db: Db, f: Filters): Promise<Totals> {
  if (!hasLineFilter(f) && f.search) {
    const [row] = rowsOf<{ total: unknown; in_cents: unknown; out_cents: unknown }>(
      await db.execute(sql`
        select count(*) as total, ${bookingsInOut}
        from (select b.amount_cents, b.opposite_lines_cents from bookings b where ${bookingWhere(f)} limit ${SEARCH_SUM_CAP + 1}) m`),
    );
    const total = toNumber(row?.total);
    if (total > SEARCH_SUM_CAP) return { total: SEARCH_SUM_CAP, capped: true, sums: null };
    return { total, capped: false, sums: { inCents: toCents(row?.in_cents), outCents: toCents(row?.out_cents) } };
  }
  if (!hasLineFilter(f)) {
    const countWhere = [sql`s.workspace_id = ${f.workspaceId}`, ...rangeOfMonths(f), ...signOfSummary(f)];
    const [counted, sums] = await Promise.all([db.execute(sql`select sum(s.booking_count) as total from booking_counts s where ${and(countWhere)}`), sumsOf(db, summarySums(f))]);
    return { total: toNumber(rowsOf<{ total: unknown }>(counted)[0]?.total), capped: false, sums };
  }
  const cap = f.search ? SEARCH_SUM_CAP : BOOKING_COUNT_CAP;
  const countQuery = sql`select count(*) as total from (select l.booking_id from ${matchingLines(f)} group by l.booking_id limit ${cap + 1}) s`;
  const countOf = async () => toNumber(rowsOf<{ total: unknown }>(await db.execute(countQuery))[0]?.total);
  if (f.search) {
    // The lines' sums only once the count says they are few enough.
    const total = await countOf();
    if (total > cap) return { total: cap, capped: true, sums: null };
    return { total, capped: false, sums: await sumsOf(db, lineSums(f)) };
  }
  const summaryFits = !f.unitId && !f.contractId && !f.loanId;
  const [total, sums] = await Promise.all([countOf(), sumsOf(db, summaryFits ? summarySums(f) : lineSums(f))]);
  return { total: Math.min(total, cap), capped: total > cap, sums };
}

/**
 * GET /bookings: the filtered bookings, newest payment date first, one page of them; the
 * total and the sums cover every filtered line, not only the page's. A fixed number of
 * queries for any page and any amount of data: the page's ids, then its bookings with their
 * lines, their receipt counts and (with line filters) their matching lines' sums; alongside
 * (not after) that chain, the totals, which take longest for a broad text search.
 */
export async function listBookings({ db, actor, query }: Ctx & { query: BookingListQuery }): Promise<BookingListDto> {
  authorize(actor, "read");
  const f = filtersOf(actor.workspaceId, query);
  const within = f.search && f.year !== null && !hasLineFilter(f) ? await searchWithinYear(db, f, query) : null;
  const [items, totals] = within ?? (await Promise.all([pageItems(db, f, query), totalsOf(db, f)]));
  return {
    items,
    total: totals.total,
    totalCapped: totals.capped,
    page: query.page,
    pageSize: query.pageSize,
    sums: totals.sums && { ...totals.sums, balanceCents: cents(totals.sums.inCents + totals.sums.outCents) },
  };
}

/**
 * A text search within a year (or month), without line filters: its matches come from the
 * search index already cut to the year (migration 0016), usually a few thousand at most. One
 * pass over them gives the count, the sums and the page's ids together; the page query and
 * the totals would each read the same matches from the heap (decision 0016). Beyond
 * SEARCH_SUM_CAP matches: null, and the general path pages through the date index.
 */
async function searchWithinYear(db: Db, f: Filters, query: BookingListQuery): Promise<[BookingListItem[], Totals] | null> {
  const [row] = rowsOf<{ total: unknown; in_cents: unknown; out_cents: unknown; ids: string[] | null }>(
    await db.execute(sql`
      with m as materialized (
        select b.id, b.payment_date, b.amount_cents, b.opposite_lines_cents from bookings b where ${bookingWhere(f)} limit ${SEARCH_SUM_CAP + 1}
      )
      select count(*) as total, ${bookingsInOut},
        (select array_agg(p.id::text order by p.payment_date desc, p.id) from (
          select m.id, m.payment_date from m order by m.payment_date desc, m.id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
        ) p) as ids
      from m`),
  );
  const total = toNumber(row?.total);
  if (total > SEARCH_SUM_CAP) return null;
  const items = await itemsOf(db, f, row?.ids ?? []);
  return [items, { total, capped: false, sums: { inCents: toCents(row?.in_cents), outCents: toCents(row?.out_cents) } }];
}

/** The page's bookings: their ids first, then their cores, receipt counts and matching lines' sums. */
async function pageItems(db: Db, f: Filters, query: BookingListQuery): Promise<BookingListItem[]> {
  const ids = rowsOf<{ id: string }>(await db.execute(pageQuery(f, query.pageSize, (query.page - 1) * query.pageSize))).map((r) => r.id);
  return itemsOf(db, f, ids);
}

/** The bookings of `ids`, in that order: cores, receipt counts and matching lines' sums. */
async function itemsOf(db: Db, f: Filters, ids: string[]): Promise<BookingListItem[]> {
  const ws = f.workspaceId;
  const names = lineNames(f);
  const [cores, counts, matched] = await Promise.all([loadBookingCores(db, ws, ids), receiptCounts(db, ws, ids), matchedSums(db, ws, ids, names.length > 0 ? and(names) : null)]);
  return cores.map((core) => ({
    ...core,
    receiptCount: counts.get(core.id) ?? 0,
    matchedAmountCents: matched?.get(core.id) ?? core.amountCents,
  }));
}

/** With line filters: the sum of each page booking's matching lines (without: the whole amount). */
async function matchedSums(db: Db, workspaceId: string, ids: string[], line: SQL | null): Promise<Map<string, Cents> | null> {
  if (!line || ids.length === 0) return null;
  const rows = rowsOf<{ booking_id: string; matched: unknown }>(
    await db.execute(sql`
      select l.booking_id, sum(l.amount_cents) as matched from booking_lines l
      where l.workspace_id = ${workspaceId} and l.booking_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${line}
      group by l.booking_id`),
  );
  return new Map(rows.map((r) => [r.booking_id, toCents(r.matched)]));
}
