import { SearchX } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { EmptyState } from "@/web/components/EmptyState";
import { PageHeader } from "@/web/components/PageHeader";
import { useDocumentTitle } from "@/web/lib/use-document-title";

export function DashboardNotFound() {
  useDocumentTitle("Seite nicht gefunden");
  // A page heading like every screen (screen readers jump to it); the empty state says what to do.
  return (
    <>
      <PageHeader title="Seite nicht gefunden" />
      <EmptyState Icon={SearchX} title="Diese Seite gibt es im Dashboard nicht." action={<Link to="/dashboard/properties" className="text-primary underline">Zu den Immobilien</Link>}>
        Vielleicht hat sich die Adresse geändert, oder der Eintrag wurde gelöscht.
      </EmptyState>
    </>
  );
}
