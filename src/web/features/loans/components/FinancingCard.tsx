import { Link } from "@tanstack/react-router";
import { ArrowRight, Landmark, Plus } from "lucide-react";
import { useId, useState } from "react";
import type { Role } from "@/shared/api-types";
import { formatMonthYear } from "@/core/dates";
import { formatNumber } from "@/core/format";
import type { FinancialMetricsDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { formatEuro } from "@/core/money";
import { Button, buttonClass } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useFinancingMetrics } from "@/web/features/loans/api/get-financing-metrics";
import { rateLabel, yearsLeftLabel } from "@/web/features/loans/lib/format";
import { canWrite } from "@/web/lib/use-can-write";
import { LoanDialog } from "./LoanDialog";

/**
 * The property dashboard's financing card (SPEC "Financing card"): monthly payment,
 * its estimated interest/principal split, remaining debt against the original
 * amount and the next end of a Zinsbindung, all computed by the server for today.
 */
export function FinancingCard({ propertyId, managementUrl, userPermission }: { propertyId: string; managementUrl: string; userPermission: Role }) {
  const headingId = useId();
  const metrics = useFinancingMetrics(propertyId);
  const [adding, setAdding] = useState(false);
  const mayWrite = canWrite(userPermission);

  return (
    <Card className="flex flex-col p-5" role="region" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <Landmark className="h-5 w-5 text-primary" aria-hidden />
          Finanzierung
        </h2>
        <Link to={managementUrl} className={buttonClass("outline", "sm")}>
          Verwalten <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>

      <div className="mt-4 flex-1">
        {metrics.isPending ? (
          <CardSkeleton />
        ) : metrics.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {metrics.error.message || messages.unexpected}
          </p>
        ) : !metrics.data.hasFinancingData ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-4">
            <p className="font-medium">{messages.noFinancing}</p>
            <p className="text-sm text-muted-foreground">Erfasse ein Darlehen, um Rate, Restschuld und Zinsbindung hier zu sehen.</p>
            {mayWrite ? (
              <Button size="sm" onClick={() => setAdding(true)}>
                <Plus className="h-4 w-4" aria-hidden /> Finanzierung hinzufügen
              </Button>
            ) : null}
          </div>
        ) : (
          <FinancingFigures metrics={metrics.data} />
        )}
      </div>

      {mayWrite ? <LoanDialog open={adding} onOpenChange={setAdding} propertyId={propertyId} /> : null}
    </Card>
  );
}

function FinancingFigures({ metrics }: { metrics: FinancialMetricsDto }) {
  const payment = metrics.totalMonthlyPayment;
  const interestShare = payment > 0 ? Math.min(100, (metrics.estimatedMonthlyInterest / payment) * 100) : 0;
  const repaidShare =
    metrics.totalOriginalLoanAmount > 0 ? Math.max(0, Math.min(100, (1 - metrics.totalRemainingDebt / metrics.totalOriginalLoanAmount) * 100)) : 0;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <p className="text-sm text-muted-foreground">Monatliche Rate</p>
          <p className="text-2xl font-semibold tabular-nums" data-testid="financing-monthly-payment">
            {formatEuro(payment, { decimals: 2 })}
          </p>
        </div>
        <p className="text-sm text-muted-foreground">
          Ø Sollzins <span className="font-medium text-foreground tabular-nums">{rateLabel(metrics.averageInterestRate)}</span>
          {metrics.loanCount > 1 ? ` · ${metrics.loanCount} Darlehen` : null}
        </p>
      </div>

      <div>
        <p className="mb-1.5 text-xs text-muted-foreground">Aufteilung der Rate diesen Monat (geschätzt)</p>
        <div className="flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="bg-warning" style={{ width: `${interestShare}%` }} />
          <div className="bg-primary" style={{ width: `${payment > 0 ? 100 - interestShare : 0}%` }} />
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <span className="h-2 w-2 rounded-full bg-warning" aria-hidden /> Zinsen
            </dt>
            <dd className="font-medium tabular-nums">{formatEuro(metrics.estimatedMonthlyInterest, { decimals: 2 })}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <span className="h-2 w-2 rounded-full bg-primary" aria-hidden /> Tilgung
            </dt>
            <dd className="font-medium tabular-nums">{formatEuro(metrics.estimatedMonthlyPrincipal, { decimals: 2 })}</dd>
          </div>
        </dl>
      </div>

      <dl className="grid gap-4 border-t border-border pt-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">Restschuld</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatEuro(metrics.totalRemainingDebt)}</dd>
          <dd className="text-sm text-muted-foreground tabular-nums">
            von {formatEuro(metrics.totalOriginalLoanAmount)} Darlehen · {formatNumber(repaidShare, 0)}&nbsp;% getilgt
          </dd>
          <dd className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div className="h-full bg-success" style={{ width: `${repaidShare}%` }} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Zinsbindung bis</dt>
          {metrics.nextRenewalDate ? (
            <>
              <dd className="text-lg font-semibold">{formatMonthYear(metrics.nextRenewalDate)}</dd>
              <dd className="text-sm text-muted-foreground">{yearsLeftLabel(metrics.nextRenewalYears)}</dd>
            </>
          ) : (
            <dd className="text-sm text-muted-foreground">Keine laufende Zinsbindung hinterlegt</dd>
          )}
        </div>
      </dl>
    </div>
  );
}

function CardSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Finanzierung wird geladen">
      <div className="h-4 w-28 animate-pulse rounded bg-muted" />
      <div className="h-8 w-40 animate-pulse rounded bg-muted" />
      <div className="h-2 w-full animate-pulse rounded bg-muted" />
      <div className="h-12 w-full animate-pulse rounded bg-muted" />
    </div>
  );
}
