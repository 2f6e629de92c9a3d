import { Link } from "@tanstack/react-router";
import { CalendarClock, Landmark, Percent, Wallet } from "lucide-react";
import { useId } from "react";
import { formatMonthYear } from "@/core/dates";
import { formatEuro } from "@/core/money";
import { Card } from "@/web/components/ui/card";
import { useFinancingOverview } from "@/web/features/loans/api/get-financing-overview";
import { rateLabel, yearsLeftLabel } from "@/web/features/loans/lib/format";
import { StatTile } from "./StatTile";

/**
 * Portfolio-wide financing figures for /dashboard/properties: total remaining debt,
 * total monthly payment, average rate weighted by remaining debt and the next end
 * of a Zinsbindung. Renders nothing while there are no loans (or while loading).
 */
export function PortfolioFinancingSummary() {
  const headingId = useId();
  const overview = useFinancingOverview();
  const data = overview.data;
  if (!data?.hasFinancingData) return null;
  const next = data.nextRenewal;

  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-2 text-sm font-medium text-muted-foreground">
        Finanzierungen{" "}
        <span className="font-normal">
          · {data.loanCount} Darlehen für {data.propertyCount} {data.propertyCount === 1 ? "Immobilie" : "Immobilien"}
        </span>
      </h2>
      <Card className="grid grid-cols-2 gap-px overflow-hidden bg-border lg:grid-cols-4">
        <StatTile Icon={Landmark} label="Restschuld gesamt" value={formatEuro(data.totalRemainingDebt)} hint={`von ${formatEuro(data.totalOriginalLoanAmount)}`} />
        <StatTile Icon={Wallet} label="Monatliche Raten" value={formatEuro(data.totalMonthlyPayment, { decimals: 2 })} hint={`davon ~${formatEuro(data.estimatedMonthlyInterest, { decimals: 2 })} Zinsen`} />
        <StatTile Icon={Percent} label="Ø Sollzins" value={rateLabel(data.averageInterestRate)} hint="gewichtet nach Restschuld" />
        <StatTile
          Icon={CalendarClock}
          label="Nächste Zinsbindung"
          value={next ? formatMonthYear(next.date) : "–"}
          hint={
            next ? (
              <>
                {yearsLeftLabel(data.nextRenewalYears)} ·{" "}
                <Link
                  to="/dashboard/properties/$propertyId/financing"
                  params={{ propertyId: next.propertyId }}
                  className="underline-offset-4 hover:text-foreground hover:underline"
                >
                  {next.propertyName}
                </Link>
              </>
            ) : (
              "keine hinterlegt"
            )
          }
        />
      </Card>
    </section>
  );
}
