import { useLayoutEffect, useRef } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { formatEuro } from "@/core/money";
import type { RentRollDto, RentRollRow } from "@/shared/rent-roll-types";
import { cn } from "@/web/lib/cn";
import { formatMonth, formatMonthLong } from "@/web/features/rent-roll/months";
import { dayCount } from "@/web/features/rent-roll/status";
import { WarningBadge } from "./ArrearsWarning";
import { StatusCell } from "./StatusCell";
import { roomLabel } from "@/shared/labels";

export const accountLinkProps = (contractId: string) => ({ to: "/dashboard/contracts/$contractId/account" as const, params: { contractId } });

const place = (r: RentRollRow, showProperty: boolean) =>
  [showProperty ? r.propertyName : null, r.unitCode, r.roomCode ? roomLabel(r.roomCode) : null].filter(Boolean).join(" · ");

// The first column stays put while the months scroll sideways (phones included); it is
// narrower on phones so two months fit beside it.
const sticky = "sticky left-0 z-10 w-36 min-w-36 max-w-36 border-r border-border bg-card sm:w-60 sm:min-w-60 sm:max-w-60";

/**
 * Month × contract: one row per contract, one column per month, the totals of all
 * contracts of the filter underneath. A row opens the contract's tenant account; the
 * tenant's name is the link keyboard and screen-reader users follow.
 */
export function RentRollMatrix({ data, showProperty, caption }: { data: RentRollDto; showProperty: boolean; caption: string }) {
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  // The newest months matter most: start scrolled to the right end (the current month
  // when the range ends there), on phones and on screens too narrow for a whole year.
  const lastMonth = data.months.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [lastMonth]);
  return (
    // Focusable so keyboard users can scroll the months sideways (WCAG 2.1.1; the cells hold
    // no links). `relative`: the screen-reader texts (absolutely positioned) of months
    // scrolled out of view stay inside this box instead of widening the page.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className={cn(sticky, "border-b px-3 py-2 font-medium")}>
              Mietvertrag
            </th>
            {data.months.map((month) => (
              <th key={month} scope="col" className="min-w-24 border-b border-border px-1.5 py-2 text-center font-medium whitespace-nowrap">
                <abbr title={formatMonthLong(month)} className="no-underline">
                  {formatMonth(month)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr
              key={row.contractId}
              className="group cursor-pointer"
              onClick={() => void navigate(accountLinkProps(row.contractId))}
              data-testid={`rent-roll-row-${row.contractId}`}
            >
              <th scope="row" className={cn(sticky, "border-b px-3 py-2 text-left align-top font-normal group-hover:bg-muted")}>
                <Link
                  {...accountLinkProps(row.contractId)}
                  className="font-medium break-words underline-offset-4 hover:text-primary hover:underline"
                  aria-label={`Mieterkonto von ${row.tenantName} öffnen`}
                  onClick={(e) => e.stopPropagation()}
                >
                  {row.tenantName}
                </Link>
                <div className="text-xs break-words text-muted-foreground">{place(row, showProperty)}</div>
                {row.arrearsCents > 0 ? (
                  <div className="mt-1 text-xs font-medium text-destructive">
                    Rückstand {formatEuro(row.arrearsCents, { decimals: 2 })}
                    {row.daysOverdue > 0 ? <span className="font-normal"> · seit {dayCount(row.daysOverdue)}</span> : null}
                  </div>
                ) : null}
                {row.settlementOpenCents > 0 ? (
                  <div className="mt-1 text-xs font-medium text-warning" data-testid="rent-roll-settlement">
                    NK-Nachzahlung offen {formatEuro(row.settlementOpenCents, { decimals: 2 })}
                  </div>
                ) : null}
                {row.creditCents > 0 ? (
                  <div className="mt-1 text-xs font-medium text-success" data-testid="rent-roll-credit">
                    Guthaben {formatEuro(row.creditCents, { decimals: 2 })}
                  </div>
                ) : null}
                {row.warning !== "none" ? (
                  <div className="mt-1">
                    <WarningBadge warning={row.warning} />
                  </div>
                ) : null}
              </th>
              {row.cells.map((cell, i) => (
                <td key={data.months[i]} className="border-b border-border px-1.5 py-1.5 align-top group-hover:bg-muted/50">
                  {cell ? (
                    <StatusCell cell={cell} />
                  ) : (
                    <span className="block px-2 py-1.5 text-center text-muted-foreground">
                      <span aria-hidden>–</span>
                      <span className="sr-only">{formatMonthLong(data.months[i]!)}: kein Vertrag</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="text-xs">
          <tr>
            <th scope="row" className={cn(sticky, "px-3 py-2 text-left align-top text-sm")}>
              Summe
              <span className="block text-xs font-normal text-muted-foreground">alle Verträge der Auswahl</span>
            </th>
            {data.totals.map((t) => (
              <td key={t.month} className="px-1.5 py-2 align-top whitespace-nowrap tabular-nums" data-testid={`rent-roll-total-${t.month}`}>
                <dl className="grid grid-cols-[auto_1fr] gap-x-1.5 gap-y-0.5 px-1">
                  <dt className="text-muted-foreground">Soll</dt>
                  <dd className="text-right">{formatEuro(t.sollCents)}</dd>
                  <dt className="text-muted-foreground">Ist</dt>
                  <dd className="text-right">{formatEuro(t.paidCents)}</dd>
                  <dt className="text-muted-foreground">offen</dt>
                  <dd className={cn("text-right font-medium", t.openCents > 0 && "text-destructive")}>{formatEuro(t.openCents)}</dd>
                </dl>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
