import { Link } from "@tanstack/react-router";
import { Receipt } from "lucide-react";
import { buttonClass } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useStatementList } from "@/web/features/operating-costs/api/list-statements";
import { useStatementDeadlines } from "@/web/features/operating-costs/api/list-deadlines";
import { periodText } from "@/web/features/operating-costs/statement-format";
import { DeadlineText, StatusBadge } from "./StatementBadges";

/** On the property page: the newest statement with its status and deadline, and the way to all of them. */
export function OperatingCostsCard({ propertyId }: { propertyId: string }) {
  const statements = useStatementList(propertyId);
  const latest = statements.data?.[0];
  // Periods that ended with tenants paying prepayments and no statement begun yet (§ 556 (3) BGB).
  const missing = (useStatementDeadlines(propertyId).data ?? []).filter((d) => d.status === "missing");
  return (
    <Card role="region" aria-labelledby="operating-costs-title" className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Receipt className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <h2 id="operating-costs-title" className="text-base font-semibold">
            Nebenkostenabrechnung
          </h2>
          {latest ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span className="tabular-nums">{periodText(latest.periodStart, latest.periodEnd)}</span>
              <StatusBadge status={latest.status} />
              <span>
                Frist <DeadlineText deadline={latest.deadline} status={latest.status} />
              </span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{statements.isPending ? "Wird geladen …" : "Noch keine Abrechnung für diese Immobilie."}</p>
          )}
          {missing.map((d) => (
            <p key={d.periodStart} className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="statement-due">
              <span>
                Fällig: Abrechnung <span className="tabular-nums">{periodText(d.periodStart, d.periodEnd)}</span>
              </span>
              <span>
                Frist <DeadlineText deadline={d.deadline} status="draft" />
              </span>
            </p>
          ))}
        </div>
      </div>
      <Link to="/dashboard/properties/$propertyId/operating-costs" params={{ propertyId }} className={buttonClass("outline", "sm", "shrink-0 self-start sm:self-auto")}>
        Nebenkostenabrechnung öffnen
      </Link>
    </Card>
  );
}
