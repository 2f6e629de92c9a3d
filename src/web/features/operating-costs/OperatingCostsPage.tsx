import { useState } from "react";
import { Link, useParams } from "@tanstack/react-router";
import { Plus, Receipt } from "lucide-react";
import { messages } from "@/shared/messages";
import { Breadcrumbs, crumbLinkClass } from "@/web/components/Breadcrumbs";
import { ListState } from "@/web/components/ListState";
import { PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { usePropertyName } from "./api/get-property-name";
import { useStatementList } from "./api/list-statements";
import { NewStatementDialog } from "./components/NewStatementDialog";
import { StatementList } from "./components/StatementList";

/** /dashboard/properties/:propertyId/operating-costs: the property's Nebenkostenabrechnungen and a new one. */
export function OperatingCostsPage() {
  const { propertyId = "" } = useParams({ strict: false });
  const name = usePropertyName(propertyId);
  useDocumentTitle(name.data ? `Nebenkosten – ${name.data}` : "Nebenkosten");
  const statements = useStatementList(propertyId);
  const canWrite = useCanWrite();
  const [creating, setCreating] = useState(false);
  const newButton = canWrite ? (
    <Button onClick={() => setCreating(true)}>
      <Plus className="h-4 w-4" aria-hidden /> Neue Abrechnung
    </Button>
  ) : null;

  return (
    <>
      <Breadcrumbs
        items={[
          <Link key="l" to="/dashboard/properties" className={crumbLinkClass}>
            Immobilien
          </Link>,
          <Link key="p" to="/dashboard/properties/$propertyId" params={{ propertyId }} className={crumbLinkClass}>
            {name.data ?? "Immobilie"}
          </Link>,
          "Nebenkosten",
        ]}
      />
      <PageHeader
        title="Nebenkostenabrechnung"
        description="Die jährliche Betriebskostenabrechnung je Mieter, aus Deinen Buchungen. Spätestens 12 Monate nach dem Abrechnungszeitraum muss sie beim Mieter sein."
        actions={newButton}
      />
      <ListState
        query={statements}
        errorFallback={messages.loadStatementsFailed}
        isEmpty={(data) => data.length === 0}
        empty={{
          Icon: Receipt,
          title: "Noch keine Abrechnung",
          message: "Lege die Abrechnung für einen Zeitraum an: Hausbuch holt die umlagefähigen Kosten aus Deinen Buchungen und verteilt sie auf die Mieter.",
          action: newButton,
        }}
      >
        {(data) => <StatementList statements={data} />}
      </ListState>
      <NewStatementDialog open={creating} onOpenChange={setCreating} propertyId={propertyId} />
    </>
  );
}
