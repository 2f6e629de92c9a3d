import { Link } from "@tanstack/react-router";
import { CalendarClock } from "lucide-react";
import { daysBetween, formatDate, today } from "@/core/dates";
import type { StatementDeadlineDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { Card } from "@/web/components/ui/card";
import { ErrorCard } from "@/web/components/QueryState";
import { useStatementDeadlines } from "@/web/features/operating-costs/api/list-deadlines";
import { periodText } from "@/web/features/operating-costs/statement-format";

const stateText: Record<StatementDeadlineDto["status"], string> = { missing: "noch nicht begonnen", draft: "Entwurf", finalised: "abgeschlossen, nicht versendet" };

/** How the deadline stands: passed, warned (from nine months after the period) or just its date. */
function DeadlineNote({ item }: { item: StatementDeadlineDto }) {
  // The badge stays one line; the consequence beside it may wrap on a narrow phone.
  if (item.passed) {
    return (
      <>
        <Badge tone="destructive">Frist abgelaufen</Badge>
        <span className="text-xs text-muted-foreground">Nachzahlungen ausgeschlossen</span>
      </>
    );
  }
  const left = daysBetween(today(), item.deadline);
  if (item.warning) return <Badge tone="warning">{left === 1 ? "noch 1 Tag" : `noch ${left} Tage`}</Badge>;
  return null;
}

/**
 * „Fristen“ on the dashboard: every Nebenkostenabrechnung a property still owes, oldest deadline
 * first, each linking to the property's statements. Nothing owed: nothing shown.
 */
export function DeadlinesCard() {
  const query = useStatementDeadlines();
  if (query.isPending) return null;
  if (query.isError) return <ErrorCard error={query.error} fallback={messages.loadDeadlinesFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby="deadlines-title">
        <h2 id="deadlines-title" className="flex items-center gap-2 text-base font-semibold">
          <CalendarClock className="h-4 w-4 text-muted-foreground" aria-hidden /> Fristen
        </h2>
        <ul className="mt-3 divide-y divide-border">
          {query.data.map((item) => (
            <li key={`${item.propertyId}-${item.periodStart}`} className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4" data-warning={item.warning || undefined}>
              <div className="min-w-0">
                <Link to="/dashboard/properties/$propertyId/operating-costs" params={{ propertyId: item.propertyId }} className="font-medium break-words underline-offset-4 hover:text-primary hover:underline">
                  Nebenkostenabrechnung {periodText(item.periodStart, item.periodEnd)}
                </Link>
                <div className="text-sm break-words text-muted-foreground">
                  {item.propertyName} · {stateText[item.status]}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm sm:justify-end sm:text-right">
                <span className="tabular-nums">bis {formatDate(item.deadline)}</span>
                <DeadlineNote item={item} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
