import { formatEuro } from "@/core/money";
import type { RentRollCell } from "@/shared/rent-roll-types";
import { cn } from "@/web/lib/cn";
import { cellDescription, statusLooks } from "@/web/features/rent-roll/status";

/**
 * One month of one contract: icon and word for the status (colour repeats it), the open
 * amount (or the Soll when paid) and, overdue, the days. The full figures (Soll, gezahlt,
 * offen, fällig am) are the title and what a screen reader reads.
 */
export function StatusCell({ cell }: { cell: RentRollCell }) {
  const look = statusLooks[cell.status];
  const description = cellDescription(cell);
  const amount = cell.status === "paid" ? cell.sollCents : cell.openCents;
  return (
    <div title={description} className={cn("rounded-md px-2 py-1.5 text-xs leading-tight", look.className)} data-status={cell.status}>
      <span className="sr-only">{description}</span>
      <span aria-hidden className="flex items-center gap-1 font-medium whitespace-nowrap">
        <look.Icon className="h-3.5 w-3.5 shrink-0" />
        {look.label}
      </span>
      <span aria-hidden className="mt-0.5 block whitespace-nowrap tabular-nums">
        {cell.status === "paid" ? "" : "offen "}
        {formatEuro(amount)}
      </span>
      {cell.status === "overdue" ? (
        <span aria-hidden className="block whitespace-nowrap">
          {cell.daysOverdue} {cell.daysOverdue === 1 ? "Tag" : "Tage"}
        </span>
      ) : null}
    </div>
  );
}
