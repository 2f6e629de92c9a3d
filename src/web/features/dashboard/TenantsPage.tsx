import { Users } from "lucide-react";
import { EmptyState } from "./EmptyState";
import { PageHeader } from "./PageHeader";

export function TenantsPage() {
  return (
    <>
      <PageHeader title="Mieter" description="Alle Mieterinnen und Mieter mit ihren Verträgen." />
      <EmptyState Icon={Users} title="Noch keine Mieter">
        Sobald Du Mietverträge anlegst, findest Du Deine Mieter hier.
      </EmptyState>
    </>
  );
}
