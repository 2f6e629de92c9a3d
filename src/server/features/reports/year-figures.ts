import { sql, type SQL } from "drizzle-orm";
import { parseIsoDate, toIsoDate, type IsoDate } from "@/core/dates";
import { cents, negateCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import type { BookingCategory } from "@/domain/booking-categories";
import { maintenanceDeductionInYear, type MaintenanceItem } from "@/domain/maintenance-spread";
import type { YearFigures } from "@/domain/profit-loss";
import { rentDueDate } from "@/domain/rent-roll";
import { isRegularlyRecurringCategory, taxYearOfPayment, YEAR_END_WINDOW } from "@/domain/tax-year";
import type { Db } from "@/server/db/client";
import { rowsOf, toCents, toNumber } from "@/server/db/rows";

// What each property's booking lines add up to in a tax year (cash principle, §11 EStG):
// the month summaries of decision 0014 give the payment-year totals without reading a line;
// only the lines paid around the two year ends (22.12.–10.01.) are read one by one, because
// the 10-day rule may move a regularly recurring one into the neighbouring year.

type Totals = Map<string, Partial<Record<BookingCategory, Cents>>>;

const add = (totals: Totals, propertyId: string, category: BookingCategory, amount: Cents) => {
  const row = totals.get(propertyId) ?? {};
  row[category] = cents((row[category] ?? 0) + amount);
  totals.set(propertyId, row);
};

const propertyFilter = (column: SQL, propertyId: string | null) => (propertyId ? sql` and ${column} = ${propertyId}` : sql``);

/** Origins whose bookings recur by construction: a template's, or a loan's instalments. */
const RECURRING_ORIGINS = new Set(["recurring", "loan"]);

/** The payment-year totals per property and category, from the month summaries. */
async function paymentYearTotals(db: Db, workspaceId: string, year: number, propertyId: string | null): Promise<Totals> {
  const rows = rowsOf<{ property_id: string; category: BookingCategory; total: unknown }>(
    await db.execute(sql`
      select s.property_id, s.category, sum(s.in_cents + s.out_cents) as total
      from booking_line_property_sums s
      where s.workspace_id = ${workspaceId} and s.month >= ${toIsoDate(year, 1, 1)} and s.month < ${toIsoDate(year + 1, 1, 1)}${propertyFilter(sql`s.property_id`, propertyId)}
      group by s.property_id, s.category`),
  );
  const totals: Totals = new Map();
  for (const r of rows) add(totals, r.property_id, r.category, toCents(r.total));
  return totals;
}

/** The two windows around the year's ends: 22.12. of the year before – 10.01., and 22.12. – 10.01. of the year after. */
function yearEndWindows(year: number): Array<[IsoDate, IsoDate]> {
  return [year - 1, year].map((y) => [toIsoDate(y, 12, YEAR_END_WINDOW.decemberFrom), toIsoDate(y + 1, 1, YEAR_END_WINDOW.januaryUntil)]);
}

/**
 * Moves the lines the 10-day rule assigns to another year than their payment's: out of this
 * year (paid late December for January, paid early January for December) and into it.
 */
async function applyTenDayRule(db: Db, workspaceId: string, year: number, propertyId: string | null, totals: Totals): Promise<void> {
  const [before, after] = yearEndWindows(year);
  const rows = rowsOf<{ property_id: string; category: BookingCategory; amount_cents: unknown; payment_date: IsoDate; rent_month: IsoDate | null; due_date: IsoDate | null; origin: string }>(
    await db.execute(sql`
      select l.property_id, l.category, l.amount_cents, l.payment_date, l.rent_month, b.due_date, b.origin
      from booking_lines l join bookings b on b.id = l.booking_id
      where l.workspace_id = ${workspaceId}
        and ((l.payment_date >= ${before![0]} and l.payment_date <= ${before![1]}) or (l.payment_date >= ${after![0]} and l.payment_date <= ${after![1]}))
        -- A rent line for a month of its payment's year is due in that year: it cannot move,
        -- and it is most of a window (January's rents paid in January). Left out before the join.
        and (l.rent_month is null or extract(year from l.rent_month) <> extract(year from l.payment_date))${propertyFilter(sql`l.property_id`, propertyId)}`),
  );
  for (const r of rows) {
    const paymentYear = parseIsoDate(r.payment_date).year;
    // A rent line that names its month is due on that month's due date (§556b BGB).
    const dueDate = r.rent_month ? rentDueDate(r.rent_month) : r.due_date;
    const regularlyRecurring = isRegularlyRecurringCategory(r.category) || RECURRING_ORIGINS.has(r.origin);
    const taxYear = taxYearOfPayment({ paymentDate: r.payment_date, dueDate, regularlyRecurring });
    if (taxYear === paymentYear) continue;
    const amount = toCents(r.amount_cents);
    if (paymentYear === year) add(totals, r.property_id, r.category, negateCents(amount));
    else if (taxYear === year) add(totals, r.property_id, r.category, amount);
  }
}

/** §82b: Erhaltungsaufwand spread over 2–5 years, paid in this year or the four before (not recurring: its year is its payment's). */
async function spreadMaintenance(db: Db, workspaceId: string, year: number, propertyId: string | null): Promise<Map<string, MaintenanceItem[]>> {
  const rows = rowsOf<{ property_id: string; payment_year: unknown; amount_cents: unknown; spread_years: unknown }>(
    await db.execute(sql`
      select l.property_id, extract(year from l.payment_date) as payment_year, l.amount_cents, l.spread_years
      from booking_lines l
      where l.workspace_id = ${workspaceId} and l.category = 'maintenance' and l.spread_years > 1
        and l.payment_date >= ${toIsoDate(year - 4, 1, 1)} and l.payment_date < ${toIsoDate(year + 1, 1, 1)}${propertyFilter(sql`l.property_id`, propertyId)}`),
  );
  const items = new Map<string, MaintenanceItem[]>();
  for (const r of rows) {
    const list = items.get(r.property_id) ?? [];
    // An expense is positive here (maintenance-spread.ts), a refund negative.
    list.push({ taxYear: toNumber(r.payment_year), amountCents: negateCents(toCents(r.amount_cents)), spreadYears: toNumber(r.spread_years) });
    items.set(r.property_id, list);
  }
  return items;
}

/**
 * Each property's figures for the tax year, except the AfA (0 here; the caller adds it from
 * the property's data). Properties without a counted line are missing from the map.
 */
export async function loadYearFigures(db: Db, workspaceId: string, year: number, propertyId: string | null): Promise<Map<string, YearFigures>> {
  const [totals, spread] = await Promise.all([paymentYearTotals(db, workspaceId, year, propertyId), spreadMaintenance(db, workspaceId, year, propertyId)]);
  await applyTenDayRule(db, workspaceId, year, propertyId, totals);
  const figures = new Map<string, YearFigures>();
  for (const id of new Set([...totals.keys(), ...spread.keys()])) {
    const categoryTotals = { ...totals.get(id) };
    const items = spread.get(id) ?? [];
    const deduction = maintenanceDeductionInYear(items, year);
    // The year's maintenance total holds its spread lines too: what is left is deducted at once.
    const spreadPaidThisYear = sumCents(items.filter((i) => i.taxYear === year).map((i) => i.amountCents));
    const immediate = cents(-(categoryTotals.maintenance ?? ZERO_CENTS) - spreadPaidThisYear);
    delete categoryTotals.maintenance;
    // Only spread lines went in, so the deduction's total is the year's §82b shares.
    figures.set(id, { categoryTotals, afaCents: ZERO_CENTS, maintenance: { immediate, spread: deduction.total } });
  }
  return figures;
}
