import { sql, type SQL } from "drizzle-orm";
import { dayAfterMonth, firstDayOfMonth, toIsoDate, type IsoDate } from "@/core/dates";
import { cents, negateCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { bookingCategories, type BookingCategory } from "@/domain/booking-categories";
import { maintenanceDeductionInYear, type MaintenanceItem } from "@/domain/maintenance-spread";
import type { YearFigures } from "@/domain/profit-loss";
import { rentDueDate } from "@/domain/rent-roll";
import { isRegularlyRecurringCategory, taxMonthOfPayment, YEAR_END_WINDOW } from "@/domain/tax-year";
import { shareOfYear } from "@/domain/year-share";
import type { Db } from "@/server/db/client";
import { DUE_IN_OTHER_YEAR } from "@/server/db/schema";
import { rowsOf, toCents, toNumber } from "@/server/db/rows";
import { andSelectedProperties, type PropertySelection } from "./property-selection";

// What each property's booking lines add up to in a period of whole months — a tax year, or
// some months of one (cash principle, §11 EStG; decision 0019 for months). The summaries
// (the year's of decision 0019, the months' of decision 0014) give the payment totals without
// reading a line; only the lines the 10-day rule may move across a year end at the period's
// edge are read one by one: those paid in another year than the one they are due in (a small
// partial index, migration 0020). A unit has no summary of its own and reads its lines by the
// unit index.

/** Months "yyyy-MM", both inclusive. */
export type MonthRange = { from: string; to: string };
/** The portfolio (both null), a property, a unit (with its property), or some properties (PropertySelection). */
export type FigureScope = PropertySelection & { unitId: string | null };

/**
 * Per property: the categories' totals, Erhaltungsaufwand apart — the P&L splits it into what
 * is deducted at once and the §82b shares. Apart from the start: taking it out of the object
 * afterwards (`{ maintenance, ...rest }`) was an eighth of a portfolio report's time.
 */
type PropertyTotals = { categories: Partial<Record<BookingCategory, Cents>>; maintenance: Cents };
type Totals = Map<string, PropertyTotals>;

const add = (totals: Totals, propertyId: string, category: BookingCategory, amount: Cents) => {
  let row = totals.get(propertyId);
  if (!row) totals.set(propertyId, (row = { categories: {}, maintenance: ZERO_CENTS }));
  if (category === "maintenance") row.maintenance = cents(row.maintenance + amount);
  else row.categories[category] = cents((row.categories[category] ?? 0) + amount);
};

const monthParts = (month: string) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) });
const inRange = (month: string, range: MonthRange) => month >= range.from && month <= range.to;

/** The lines' filter of a scope: `l` is booking_lines. */
const lineScope = (scope: FigureScope) => (scope.unitId ? sql` and l.unit_id = ${scope.unitId}` : andSelectedProperties(scope, sql`l.property_id`));

/**
 * The payment-month totals per property and category: whole years from the year
 * summary, other periods from the month summary. Each property's categories come as one JSON
 * object (`totals`): a portfolio of thousands of properties is a row per property, not one per
 * property and category, for the driver to read.
 */
async function paymentTotals(db: Db, workspaceId: string, range: MonthRange, scope: FigureScope): Promise<Totals> {
  const wholeYears = range.from.endsWith("-01") && range.to.endsWith("-12");
  const monthsOf = (column: SQL) => sql`${column} >= ${firstDayOfMonth(range.from)} and ${column} < ${dayAfterMonth(range.to)}`;
  const perCategory = scope.unitId
    ? sql`select l.property_id, l.category, sum(l.amount_cents) as total from booking_lines l
          where l.workspace_id = ${workspaceId} and l.unit_id = ${scope.unitId} and ${monthsOf(sql`l.payment_date`)}
          group by l.property_id, l.category`
    : wholeYears
      ? // At most 12 months: whole years are one year, a row per property and category.
        sql`select s.property_id, s.category, s.amount_cents as total from booking_line_property_year_sums s
            where s.workspace_id = ${workspaceId} and s.year = ${monthParts(range.from).year}${andSelectedProperties(scope, sql`s.property_id`)}`
      : sql`select s.property_id, s.category, sum(s.in_cents + s.out_cents) as total from booking_line_property_sums s
            where s.workspace_id = ${workspaceId} and ${monthsOf(sql`s.month`)}${andSelectedProperties(scope, sql`s.property_id`)}
            group by s.property_id, s.category`;
  // Both drivers parse json into an object.
  const rows = rowsOf<{ property_id: string; totals: Record<string, number | string> }>(
    await db.execute(sql`select t.property_id, json_object_agg(t.category, t.total) as totals from (${perCategory}) t group by t.property_id`),
  );
  const totals: Totals = new Map();
  for (const r of rows) {
    for (const [category, total] of Object.entries(r.totals)) add(totals, r.property_id, category as BookingCategory, toCents(total));
  }
  return totals;
}

/**
 * The 10-day windows (22.12.–10.01.) at the period's edges: the one before it when it starts
 * in January, the one after it when it ends in December. A year end inside the period moves
 * nothing out of it, and one outside does not touch it.
 */
function edgeWindows(range: MonthRange): Array<[IsoDate, IsoDate]> {
  const from = monthParts(range.from);
  const to = monthParts(range.to);
  const window = (y: number): [IsoDate, IsoDate] => [toIsoDate(y, 12, YEAR_END_WINDOW.decemberFrom), toIsoDate(y + 1, 1, YEAR_END_WINDOW.januaryUntil)];
  return [...(from.month === 1 ? [window(from.year - 1)] : []), ...(to.month === 12 ? [window(to.year)] : [])];
}

/** Categories whose lines recur whatever their booking's origin (rent, NK-Vorauszahlung). */
const RECURRING_CATEGORIES = bookingCategories.filter(isRegularlyRecurringCategory);
/** Origins whose bookings recur by construction: a template's, or a loan's instalments. */
const RECURRING_ORIGINS = new Set(["recurring", "loan"]);

/**
 * Moves the lines the 10-day rule counts in another month than their payment's across the
 * period's edges. Only a line paid in another year than it is due in can move: a rent line
 * naming a month of another year, or a line of a booking due in another year. The query asks
 * exactly that of the partial index that holds those lines (DUE_IN_OTHER_YEAR), a window at a
 * time so each is one index range: a few hundred lines where the windows hold tens of thousands.
 */
async function applyTenDayRule(db: Db, workspaceId: string, range: MonthRange, scope: FigureScope, totals: Totals): Promise<void> {
  const windows = edgeWindows(range);
  if (windows.length === 0) return;
  // Lines alike in all the rule reads move alike: they are added up first (per property), so
  // the rule looks at a row per payment day and due date, not per line.
  const inWindow = ([from, until]: [IsoDate, IsoDate]) => sql`
    select l.property_id, l.category, l.payment_date, l.rent_month, l.due_date,
           -- A recurring category recurs whatever the booking's origin.
           case when l.category in ${RECURRING_CATEGORIES} then null else l.booking_origin end as origin,
           sum(l.amount_cents) as amount_cents
    from booking_lines l
    where l.workspace_id = ${workspaceId} and (${DUE_IN_OTHER_YEAR}) and l.payment_date >= ${from} and l.payment_date <= ${until}${lineScope(scope)}
    group by 1, 2, 3, 4, 5, 6`;
  const rows = rowsOf<{ property_id: string; category: BookingCategory; amount_cents: unknown; payment_date: IsoDate; rent_month: IsoDate | null; due_date: IsoDate | null; origin: string | null }>(
    await db.execute(sql.join(windows.map(inWindow), sql` union all `)),
  );
  // Thousands of rows share a few hundred (payment day, due, recurring) combinations: each is decided once.
  const moves = new Map<string, -1 | 0 | 1>();
  const moveOf = (r: (typeof rows)[number]): -1 | 0 | 1 => {
    const regularlyRecurring = isRegularlyRecurringCategory(r.category) || RECURRING_ORIGINS.has(r.origin ?? "");
    const id = `${r.payment_date}|${r.rent_month ?? ""}|${r.due_date ?? ""}|${regularlyRecurring}`;
    let move = moves.get(id);
    if (move === undefined) {
      // A rent line that names its month is due on that month's due date (§556b BGB).
      const dueDate = r.rent_month ? rentDueDate(r.rent_month) : r.due_date;
      const taxMonth = taxMonthOfPayment({ paymentDate: r.payment_date, dueDate, regularlyRecurring });
      const paidIn = inRange(r.payment_date.slice(0, 7), range);
      move = paidIn && !inRange(taxMonth, range) ? -1 : !paidIn && inRange(taxMonth, range) ? 1 : 0;
      moves.set(id, move);
    }
    return move;
  };
  for (const r of rows) {
    const move = moveOf(r);
    if (move === -1) add(totals, r.property_id, r.category, negateCents(toCents(r.amount_cents)));
    else if (move === 1) add(totals, r.property_id, r.category, toCents(r.amount_cents));
  }
}

type SpreadItem = MaintenanceItem & { paymentMonth: string };

/** §82b: Erhaltungsaufwand spread over 2–5 years, paid up to the period's end and within the four years before its first (not recurring: its year is its payment's). */
async function spreadMaintenance(db: Db, workspaceId: string, range: MonthRange, scope: FigureScope): Promise<Map<string, SpreadItem[]>> {
  const rows = rowsOf<{ property_id: string; payment_date: IsoDate; amount_cents: unknown; spread_years: unknown }>(
    await db.execute(sql`
      select l.property_id, l.payment_date, l.amount_cents, l.spread_years
      from booking_lines l
      where l.workspace_id = ${workspaceId} and l.category = 'maintenance' and l.spread_years > 1
        and l.payment_date >= ${toIsoDate(monthParts(range.from).year - 4, 1, 1)} and l.payment_date < ${dayAfterMonth(range.to)}${lineScope(scope)}`),
  );
  const items = new Map<string, SpreadItem[]>();
  for (const r of rows) {
    const list = items.get(r.property_id) ?? [];
    // An expense is positive here (maintenance-spread.ts), a refund negative.
    // The database hands out valid ISO dates: the year is their first four digits.
    list.push({ taxYear: Number(r.payment_date.slice(0, 4)), paymentMonth: r.payment_date.slice(0, 7), amountCents: negateCents(toCents(r.amount_cents)), spreadYears: toNumber(r.spread_years) });
    items.set(r.property_id, list);
  }
  return items;
}

/** The calendar years a period touches, each with its first and last month in the period. */
export function yearsOfRange(range: MonthRange): Array<{ year: number; first: number; last: number }> {
  const from = monthParts(range.from);
  const to = monthParts(range.to);
  const out: Array<{ year: number; first: number; last: number }> = [];
  for (let y = from.year; y <= to.year; y++) out.push({ year: y, first: y === from.year ? from.month : 1, last: y === to.year ? to.month : 12 });
  return out;
}

/**
 * The §82b shares falling in the period: each item's share of a year runs from its payment
 * month in the payment year (nothing is deducted before it is paid), from January after.
 */
function spreadShareInRange(items: readonly SpreadItem[], range: MonthRange): Cents {
  const years = yearsOfRange(range);
  // A whole year is the year's §82b deduction itself (the common case: a tax year).
  if (years.length === 1 && years[0]!.first === 1 && years[0]!.last === 12) return maintenanceDeductionInYear(items, years[0]!.year).total;
  const shares: Cents[] = [];
  for (const { year, first, last } of years) {
    for (const item of items) {
      const yearShare = maintenanceDeductionInYear([item], year).total;
      if (yearShare !== 0) shares.push(shareOfYear(yearShare, { first, last }, year === item.taxYear ? monthParts(item.paymentMonth).month : 1));
    }
  }
  return sumCents(shares);
}

/**
 * Each property's figures for the period, except the AfA (0 here; the caller adds it from the
 * property's data). Properties without a counted line are missing from the map. Every step is
 * a sum of lines, so a portfolio's figures are its properties' figures added up.
 */
export async function loadPeriodFigures(db: Db, workspaceId: string, range: MonthRange, scope: FigureScope): Promise<Map<string, YearFigures>> {
  const [totals, spread] = await Promise.all([paymentTotals(db, workspaceId, range, scope), spreadMaintenance(db, workspaceId, range, scope)]);
  await applyTenDayRule(db, workspaceId, range, scope, totals);
  const figures = new Map<string, YearFigures>();
  const ids = new Set(totals.keys());
  for (const id of spread.keys()) ids.add(id);
  for (const id of ids) {
    const { categories: categoryTotals, maintenance } = totals.get(id) ?? { categories: {}, maintenance: ZERO_CENTS };
    const items = spread.get(id) ?? [];
    // The period's maintenance total holds its spread lines too: what is left is deducted at once.
    let spreadPaidInRange = 0;
    for (const item of items) if (inRange(item.paymentMonth, range)) spreadPaidInRange += item.amountCents;
    const immediate = cents(-maintenance - spreadPaidInRange);
    figures.set(id, { categoryTotals, afaCents: ZERO_CENTS, movableAfaCents: ZERO_CENTS, maintenance: { immediate, spread: spreadShareInRange(items, range) } });
  }
  return figures;
}
