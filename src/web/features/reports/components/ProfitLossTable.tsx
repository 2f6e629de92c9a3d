import { Link } from "@tanstack/react-router";
import { formatMonthRange } from "@/core/dates";
import { formatEuro, type Cents } from "@/core/money";
import { bookingCategories, type BookingCategory } from "@/domain/booking-categories";
import type { ProfitLossRow } from "@/domain/profit-loss";
import { profitLossColumns, visibleProfitLossRows, type ProfitLossColumn } from "@/shared/profit-loss-columns";
import type { ProfitLossDto } from "@/shared/report-types";
import { cn } from "@/web/lib/cn";

/** More property columns than this make the table unreadable; the total still covers all. */
export const MAX_PROPERTY_COLUMNS = 12;

const euro = (amount: Cents) => formatEuro(amount, { decimals: 2 });
const isCategory = (key: ProfitLossRow["key"]): key is BookingCategory => (bookingCategories as readonly string[]).includes(key);
// The labels' column stays in view while the amounts scroll; on phones it wraps, so the
// first amounts fit beside it.
const sticky = "sticky left-0 z-10 bg-card max-w-36 hyphens-auto break-words sm:max-w-none";

/**
 * The Einnahmen-Überschuss-Rechnung as a table: a row per category with an amount (income first), the
 * year's maintenance and AfA, subtotals and the result; a column per property (up to
 * MAX_PROPERTY_COLUMNS), the total, the year before and the change. A category's label
 * opens the bookings it comes from.
 */
export function ProfitLossTable({ data }: { data: ProfitLossDto }) {
  const cols = profitLossColumns(data, MAX_PROPERTY_COLUMNS);
  const rows = visibleProfitLossRows(data, cols);
  const caption = `Einnahmen-Überschuss-Rechnung ${formatMonthRange(data.from, data.to)}`;
  // The booking list filters a year or one month of it: a single month opens that month, a longer period its year.
  const month = data.from === data.to ? { month: Number(data.from.slice(5)) } : {};
  const bookingsLink = (category: BookingCategory) => ({
    to: "/dashboard/bookings" as const,
    search: { year: data.year, ...month, category, ...(data.propertyId ? { propertyId: data.propertyId } : {}), ...(data.unitId ? { unitId: data.unitId } : {}) },
  });
  const section = (name: "income" | "expense") => rows.filter((r) => r.section === name);
  const amountCells = (pick: (c: ProfitLossColumn) => Cents, strong = false) =>
    cols.map((c) => (
      <td key={c.key} className={cn("border-b border-border px-3 py-1.5 text-right whitespace-nowrap tabular-nums", strong && "font-semibold", c.isChange && "text-muted-foreground")}>
        {euro(pick(c))}
      </td>
    ));
  const row = (r: ProfitLossRow) => (
    <tr key={r.key}>
      <th scope="row" className={cn(sticky, "border-b border-border px-3 py-1.5 text-left font-normal")}>
        {isCategory(r.key) ? (
          <Link {...bookingsLink(r.key)} className="underline-offset-4 hover:text-primary hover:underline" title="Buchungen dazu ansehen">
            {r.label}
          </Link>
        ) : (
          r.label
        )}
      </th>
      {amountCells((c) => c.amount(r.key))}
    </tr>
  );
  const subtotal = (label: string, pick: (c: ProfitLossColumn) => Cents) => (
    <tr>
      <th scope="row" className={cn(sticky, "border-b border-border px-3 py-1.5 text-left font-semibold")}>
        {label}
      </th>
      {amountCells(pick, true)}
    </tr>
  );
  return (
    // Focusable so keyboard users can scroll the columns sideways (WCAG 2.1.1): its links sit
    // in the first, sticky column and never move the view.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className={cn(sticky, "border-b border-border px-3 py-2 text-left font-medium")}>
              Position
            </th>
            {cols.map((c) => (
              <th key={c.key} scope="col" className="max-w-48 border-b border-border px-3 py-2 text-right font-medium">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section("income").map(row)}
          {subtotal("Summe Einnahmen", (c) => c.income)}
          {section("expense").map(row)}
          {subtotal("Summe Werbungskosten", (c) => c.expenses)}
          {subtotal("Überschuss / Verlust", (c) => c.result)}
        </tbody>
      </table>
    </div>
  );
}
