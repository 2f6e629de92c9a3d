import { FileBarChart, Landmark, SearchX } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { EmptyState } from "@/web/components/EmptyState";
import { PageHeader } from "@/web/components/PageHeader";

export function FinancingOverviewPage() {
  return (
    <>
      <PageHeader title="Finanzierungen" />
      <EmptyState Icon={Landmark} title="Noch keine Finanzierungen">
        Darlehen verwaltest Du je Immobilie. Die Übersicht über alle Finanzierungen folgt hier.
      </EmptyState>
    </>
  );
}

export function ReportsPage() {
  return (
    <>
      <PageHeader title="Berichte" />
      <EmptyState Icon={FileBarChart} title="Berichte folgen">
        Gewinn und Verlust, Cashflow, Rendite, Anlage V und DATEV-Export erscheinen hier, sobald Buchungen vorhanden sind.
      </EmptyState>
    </>
  );
}

export function DashboardNotFound() {
  return (
    <EmptyState Icon={SearchX} title="Seite nicht gefunden" action={<Link to="/dashboard/properties" className="text-primary underline">Zu den Immobilien</Link>}>
      Diese Seite gibt es im Dashboard nicht.
    </EmptyState>
  );
}
