import { Link } from "@tanstack/react-router";
import { CheckCircle2 } from "lucide-react";
import { formatDate } from "@/core/dates";
import { formatEuro } from "@/core/money";
import { messages } from "@/shared/messages";
import type { OpenItemDto } from "@/shared/rent-roll-types";
import { Card } from "@/web/components/ui/card";
import { ErrorCard } from "@/web/components/QueryState";
import { useOpenItems } from "@/web/features/rent-roll/api/list-open-items";
import { dayCount } from "@/web/features/rent-roll/status";
import { WarningBadge } from "./ArrearsWarning";
import { accountLinkProps } from "./RentRollMatrix";
import { roomLabel } from "@/shared/labels";

const place = (i: OpenItemDto) => [i.propertyName, i.unitCode, i.roomCode ? roomLabel(i.roomCode) : null].filter(Boolean).join(" · ");

/**
 * "Offene Posten": contracts with overdue rent (or an overdue Nachzahlung) today, the largest first, each linking to
 * its tenant account. Empty: a friendly line, or nothing with `hideWhenEmpty`.
 */
export function OpenItemsCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const query = useOpenItems();
  if (query.isPending) return null;
  if (query.isError) return <ErrorCard error={query.error} fallback={messages.loadOpenItemsFailed} onRetry={() => void query.refetch()} />;
  const { items, totalCents } = query.data;
  if (items.length === 0 && hideWhenEmpty) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby="open-items-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="open-items-title" className="text-base font-semibold">
            Offene Posten
          </h2>
          {items.length > 0 ? (
            <p className="text-sm">
              Summe überfällig <span className="font-semibold text-destructive tabular-nums">{formatEuro(totalCents, { decimals: 2 })}</span>
            </p>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2 className="h-4 w-4 text-success" aria-hidden /> Keine offenen Posten – alle fälligen Mieten sind bezahlt.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-border">
            {items.map((item) => (
              <li key={item.contractId} className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <Link {...accountLinkProps(item.contractId)} className="font-medium underline-offset-4 hover:text-primary hover:underline">
                    {item.tenantName}
                  </Link>
                  <div className="text-sm break-words text-muted-foreground">{place(item)}</div>
                  {item.warning !== "none" ? (
                    <div className="mt-1">
                      <WarningBadge warning={item.warning} />
                    </div>
                  ) : null}
                </div>
                <div className="text-sm sm:text-right">
                  <div className="font-semibold text-destructive tabular-nums">{formatEuro(item.arrearsCents, { decimals: 2 })}</div>
                  {item.settlementCents > 0 ? <div className="text-muted-foreground tabular-nums">davon Nachzahlung Nebenkosten {formatEuro(item.settlementCents, { decimals: 2 })}</div> : null}
                  <div className="text-muted-foreground">
                    überfällig seit {dayCount(item.daysOverdue)}
                    {item.oldestDueDate ? ` (fällig ${formatDate(item.oldestDueDate)})` : ""}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
