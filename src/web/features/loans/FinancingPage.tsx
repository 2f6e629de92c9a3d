import { Link, useParams } from "@tanstack/react-router";
import { CalendarClock, Landmark, Percent, Plus, SearchX, Wallet } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatMonthYear } from "@/core/dates";
import type { LoanDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { formatEuro } from "@/core/money";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { EmptyState } from "@/web/components/EmptyState";
import { PageHeader } from "@/web/components/PageHeader";
import { Breadcrumbs, crumbLinkClass } from "@/web/components/Breadcrumbs";
import { useCanWrite } from "@/web/lib/use-can-write";
import { ApiError } from "@/web/lib/api";
import { errorMessage } from "@/web/lib/errors";
import { logError } from "@/web/lib/log";
import { useDeleteLoan } from "./api/delete-loan";
import { useFinancingMetrics } from "./api/get-financing-metrics";
import { usePropertyLoans } from "./api/list-property-loans";
import { LoanDialog } from "./components/LoanDialog";
import { LoanSection } from "./components/LoanSection";
import { StatTile } from "./components/StatTile";
import { rateLabel, yearsLeftLabel } from "./lib/format";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** /dashboard/properties/:propertyId/financing: the property's loans with schedules. */
export function FinancingPage() {
  const { propertyId = "" } = useParams({ strict: false });
  const loans = usePropertyLoans(propertyId);
  const metrics = useFinancingMetrics(propertyId);
  useDocumentTitle(loans.data ? `Finanzierungen – ${loans.data.property.name}` : "Finanzierungen");
  const mayWrite = useCanWrite();
  const deleteLoan = useDeleteLoan();
  const [editing, setEditing] = useState<{ loan?: LoanDto } | null>(null);
  const [deleting, setDeleting] = useState<LoanDto | null>(null);

  if (loans.isPending) {
    return (
      <div className="py-12">
        <Spinner label="Finanzierungen werden geladen …" />
      </div>
    );
  }
  if (loans.isError) {
    const missing = loans.error instanceof ApiError && loans.error.status === 404;
    return (
      <EmptyState
        Icon={SearchX}
        title={missing ? "Immobilie nicht gefunden" : messages.loadLoansFailed}
        action={
          <Link to="/dashboard/properties" className="text-primary underline">
            Zu den Immobilien
          </Link>
        }
      >
        {loans.error.message}
      </EmptyState>
    );
  }

  const { property, items } = loans.data;
  const addButton = mayWrite ? (
    <Button onClick={() => setEditing({})}>
      <Plus className="h-4 w-4" aria-hidden /> Finanzierung hinzufügen
    </Button>
  ) : null;

  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await deleteLoan.mutateAsync(deleting.id);
      toast.success(messages.loanDeleted);
      return true;
    } catch (err) {
      if (!(err instanceof ApiError)) logError(messages.deleteLoanFailed, err);
      toast.error(errorMessage(err, messages.deleteLoanFailed));
      return false;
    }
  };

  return (
    <>
      <Breadcrumbs
        items={[
          <Link key="list" to="/dashboard/properties" className={crumbLinkClass}>
            Immobilien
          </Link>,
          <Link key="property" to="/dashboard/properties/$propertyId" params={{ propertyId }} className={crumbLinkClass}>
            {property.name}
          </Link>,
          "Finanzierungen",
        ]}
      />
      <PageHeader title="Finanzierungen" description={`Darlehen, Tilgungspläne und Zinsbindung für ${property.name}.`} actions={items.length > 0 ? addButton : null} />

      {items.length === 0 ? (
        <EmptyState Icon={Landmark} title={messages.noFinancing} action={addButton}>
          Erfasse Darlehensbetrag, Sollzins, Tilgung und Zinsbindung – Hausbuch rechnet den Tilgungsplan Monat für Monat.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {metrics.data?.hasFinancingData ? (
            <Card className="grid grid-cols-2 gap-px overflow-hidden bg-border lg:grid-cols-4" aria-label="Summe aller Darlehen">
              <StatTile Icon={Landmark} label="Restschuld" value={formatEuro(metrics.data.totalRemainingDebt)} hint={`von ${formatEuro(metrics.data.totalOriginalLoanAmount)}`} />
              <StatTile
                Icon={Wallet}
                label="Monatliche Rate"
                value={formatEuro(metrics.data.totalMonthlyPayment, { decimals: 2 })}
                hint={`~${formatEuro(metrics.data.estimatedMonthlyInterest, { decimals: 2 })} Zinsen`}
              />
              <StatTile Icon={Percent} label="Ø Sollzins" value={rateLabel(metrics.data.averageInterestRate)} hint="gewichtet nach Restschuld" />
              <StatTile
                Icon={CalendarClock}
                label="Nächste Zinsbindung"
                value={metrics.data.nextRenewalDate ? formatMonthYear(metrics.data.nextRenewalDate) : "–"}
                hint={metrics.data.nextRenewalDate ? yearsLeftLabel(metrics.data.nextRenewalYears) : "keine hinterlegt"}
              />
            </Card>
          ) : null}
          {items.map((loan) => (
            <LoanSection
              key={loan.id}
              loan={loan}
              onEdit={mayWrite ? () => setEditing({ loan }) : undefined}
              onDelete={mayWrite ? () => setDeleting(loan) : undefined}
              canBook={mayWrite}
            />
          ))}
        </div>
      )}

      {mayWrite ? (
        <LoanDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} propertyId={propertyId} loan={editing?.loan} />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Finanzierung „${deleting?.lender ?? ""}“ löschen?`}
        description={messages.confirmDeleteLoan}
        onConfirm={confirmDelete}
      />
    </>
  );
}
