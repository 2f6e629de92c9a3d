import { Building2 } from "lucide-react";
import { EmptyState } from "./EmptyState";
import { PageHeader } from "./PageHeader";

export function PropertiesPage() {
  return (
    <>
      <PageHeader title="Immobilien" description="Dein Portfolio auf einen Blick." />
      <EmptyState Icon={Building2} title="Noch keine Immobilien">
        Hier erscheinen bald Deine Objekte, Einheiten und Kennzahlen.
      </EmptyState>
    </>
  );
}
