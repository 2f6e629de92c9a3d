import { ChevronRight } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { formatDate, today } from "@/core/dates";
import type { LoanScheduleDto, ScheduleRowDto } from "@/shared/loan-types";
import { addCents, formatEuro, ZERO_CENTS, type Cents } from "@/core/money";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

type Year = {
  year: string;
  rows: ScheduleRowDto[];
  payment: Cents;
  interest: Cents;
  principal: Cents;
  special: Cents;
  closing: Cents;
};

function groupByYear(rows: ScheduleRowDto[]): Year[] {
  const years: Year[] = [];
  for (const row of rows) {
    const year = row.date.slice(0, 4);
    let group = years.at(-1);
    if (!group || group.year !== year) {
      group = { year, rows: [], payment: ZERO_CENTS, interest: ZERO_CENTS, principal: ZERO_CENTS, special: ZERO_CENTS, closing: ZERO_CENTS };
      years.push(group);
    }
    group.rows.push(row);
    group.payment = addCents(group.payment, row.paymentCents);
    group.interest = addCents(group.interest, row.interestCents);
    group.principal = addCents(group.principal, row.principalCents);
    group.special = addCents(group.special, row.specialRepaymentCents);
    group.closing = row.closingBalanceCents;
  }
  return years;
}

// On phones (below sm) every row stacks: its header on top, then the figures two by two, each
// under its column's name (`data-label`), so no figure is off-screen (issue 11 item 2).
const num =
  "px-3 py-2 text-right tabular-nums whitespace-nowrap max-sm:flex max-sm:flex-col max-sm:items-start max-sm:px-0 max-sm:py-0.5 max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]";
const stackRow = "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:px-3 max-sm:py-2";
const stackHeader = "max-sm:static max-sm:col-span-2 max-sm:px-0";
// The payment is the same every month and shown above; phones skip the column.
const rateCol = "hidden sm:table-cell max-sm:hidden";
// From sm up the first column stays put while the amounts scroll sideways; sticky cells
// need an opaque background of their row's colour.
const sticky = "sticky left-0 z-10";
const fixationBg = "bg-[color-mix(in_oklab,var(--color-warning)_12%,var(--color-card))]";

/**
 * The month-by-month Tilgungsplan as one row per year (sums and the balance at the
 * year's end) that opens into its months. 30 years stay 30 rows until asked.
 */
export function ScheduleTable({ schedule, caption, title, actions }: { schedule: LoanScheduleDto; caption: string; title: ReactNode; actions?: ReactNode }) {
  const years = useMemo(() => groupByYear(schedule.rows), [schedule.rows]);
  const currentYear = today().slice(0, 4);
  const [open, setOpen] = useState<Set<string>>(() => new Set(years.some((y) => y.year === currentYear) ? [currentYear] : []));
  const allOpen = open.size === years.length;
  // The last payment on or before the fixation end carries the balance that needs follow-up financing.
  const fixationRowMonth = useMemo(() => {
    const end = schedule.fixationEndDate;
    if (!end) return null;
    const row = [...schedule.rows].reverse().find((r) => r.date <= end);
    return row && end <= (schedule.rows.at(-1)?.date ?? "") ? row.month : null;
  }, [schedule]);

  const toggle = (year: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {title}
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <Button variant="link" size="sm" className="mb-1 px-0!" onClick={() => setOpen(allOpen ? new Set() : new Set(years.map((y) => y.year)))}>
        {allOpen ? "Alle Jahre zuklappen" : "Alle Jahre aufklappen"}
      </Button>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[40rem]">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-xs text-muted-foreground max-sm:hidden">
            <tr>
              <th scope="col" className={cn(sticky, "bg-muted px-3 py-2 text-left font-medium")}>
                Zeitraum
              </th>
              <th scope="col" className={cn(num, rateCol, "font-medium")}>
                Rate
              </th>
              <th scope="col" className={cn(num, "font-medium")}>
                Zinsen
              </th>
              <th scope="col" className={cn(num, "font-medium")}>
                Tilgung
              </th>
              <th scope="col" className={cn(num, "font-medium")}>
                Sondertilgung
              </th>
              <th scope="col" className={cn(num, "font-medium")}>
                Restschuld
              </th>
            </tr>
          </thead>
          {years.map((y) => {
            const expanded = open.has(y.year);
            return (
              <tbody key={y.year} className="border-t border-border max-sm:block">
                <tr className={cn("bg-card font-medium", stackRow)}>
                  <th scope="row" className={cn(sticky, stackHeader, "bg-card px-1 py-1 text-left")}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      onClick={() => toggle(y.year)}
                      className="inline-flex cursor-pointer items-center gap-1.5 rounded px-2 py-1 hover:bg-muted"
                    >
                      <ChevronRight className={cn("h-4 w-4 text-muted-foreground transition-transform", expanded && "rotate-90")} aria-hidden />
                      {y.year}{" "}
                      <span className="hidden font-normal text-muted-foreground sm:inline">
                        · {y.rows.length} {y.rows.length === 1 ? "Rate" : "Raten"}
                      </span>
                    </button>
                  </th>
                  <td data-label="Rate" className={cn(num, rateCol)}>{formatEuro(y.payment, { decimals: 2 })}</td>
                  <td data-label="Zinsen" className={num}>{formatEuro(y.interest, { decimals: 2 })}</td>
                  <td data-label="Tilgung" className={num}>{formatEuro(y.principal, { decimals: 2 })}</td>
                  <td data-label="Sondertilgung" className={num}>{y.special > 0 ? formatEuro(y.special, { decimals: 2 }) : "–"}</td>
                  <td data-label="Restschuld" className={num}>{formatEuro(y.closing, { decimals: 2 })}</td>
                </tr>
                {expanded
                  ? y.rows.map((r) => (
                      <tr
                       
                        key={r.month}
                        className={cn("text-muted-foreground", stackRow, r.month === fixationRowMonth ? cn(fixationBg, "text-foreground") : "bg-background")}
                      >
                        <th
                         
                          scope="row"
                          className={cn(
                            sticky,
                            stackHeader,
                            r.month === fixationRowMonth ? fixationBg : "bg-background",
                            "py-1.5 pr-3 pl-9 text-left font-normal whitespace-nowrap max-sm:pl-0",
                          )}
                        >
                          {formatDate(r.date)}
                          {/* Separators for screen readers: without them they read "01.12.2026Nr. 1" (issue 11 item 8). */}
                          <span className="sr-only">, </span>
                          <span className="ml-2 hidden text-xs sm:inline">Nr. {r.month}</span>
                          {r.month === fixationRowMonth ? (
                            <>
                              <span className="sr-only">, </span>
                              <Badge tone="warning" className="ml-2">
                                Ende Zinsbindung
                              </Badge>
                            </>
                          ) : null}
                        </th>
                        <td data-label="Rate" className={cn(num, rateCol, "py-1.5")}>{formatEuro(r.paymentCents, { decimals: 2 })}</td>
                        <td data-label="Zinsen" className={cn(num, "py-1.5")}>{formatEuro(r.interestCents, { decimals: 2 })}</td>
                        <td data-label="Tilgung" className={cn(num, "py-1.5")}>{formatEuro(r.principalCents, { decimals: 2 })}</td>
                        <td data-label="Sondertilgung" className={cn(num, "py-1.5", r.specialRepaymentCents > 0 && "font-medium text-foreground")}>
                          {r.specialRepaymentCents > 0 ? formatEuro(r.specialRepaymentCents, { decimals: 2 }) : "–"}
                        </td>
                        <td data-label="Restschuld" className={cn(num, "py-1.5 text-foreground")}>{formatEuro(r.closingBalanceCents, { decimals: 2 })}</td>
                      </tr>
                    ))
                  : null}
              </tbody>
            );
          })}
          <tfoot className="border-t-2 border-border bg-muted font-semibold max-sm:block">
            <tr className={stackRow}>
              <th scope="row" className={cn(sticky, stackHeader, "bg-muted px-3 py-2 text-left")}>
                Summe
              </th>
              <td data-label="Rate" className={cn(num, rateCol)}>{formatEuro(addCents(schedule.totalInterestCents, schedule.totalPrincipalCents), { decimals: 2 })}</td>
              <td data-label="Zinsen" className={num}>{formatEuro(schedule.totalInterestCents, { decimals: 2 })}</td>
              <td data-label="Tilgung" className={num}>{formatEuro(schedule.totalPrincipalCents, { decimals: 2 })}</td>
              <td data-label="Sondertilgung" className={num}>{formatEuro(schedule.totalSpecialRepaymentsCents, { decimals: 2 })}</td>
              <td data-label="Restschuld" className={num}>{formatEuro(schedule.rows.at(-1)?.closingBalanceCents ?? schedule.amountCents, { decimals: 2 })}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
