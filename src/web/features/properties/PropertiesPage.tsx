import { useState } from "react";
import { Building2, Plus, Sparkles } from "lucide-react";
import { toast } from "sonner";
import type { PropertyDto } from "@/shared/portfolio-types";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/EmptyState";
import { PageHeader } from "@/web/components/PageHeader";
import { PortfolioFinancingSummary } from "@/web/features/loans";
import { OpenItemsCard } from "@/web/features/rent-roll";
import { DeadlinesCard } from "@/web/features/operating-costs";
import { SpreadsheetImportLink } from "@/web/features/spreadsheet-import";
import { useCreateDemoPortfolio } from "./api/create-demo-portfolio";
import { usePortfolioOverview } from "./api/get-portfolio-overview";
import { DeletePropertyDialog } from "./components/DeletePropertyDialog";
import { DemoDataBanner } from "./components/DemoDataBanner";
import { FiguresGrid } from "./components/FiguresGrid";
import { PropertyFormDialog } from "./components/PropertyFormDialog";
import { PropertyList } from "./components/PropertyList";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useMe } from "@/web/lib/use-me";
import { messages } from "@/shared/messages";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** /dashboard/properties: portfolio figures, financing summary and the property list. */
export function PropertiesPage() {
  useDocumentTitle("Immobilien");
  const canWrite = useCanWrite();
  // The empty portfolio's offer depends on the role: not shown before it is known (an owner
  // would otherwise read the viewer's "In diesem Portfolio gibt es noch keine Immobilien.").
  const roleKnown = !useMe().isPending;
  const overview = usePortfolioOverview();
  const demo = useCreateDemoPortfolio();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<PropertyDto | null>(null);
  const [deleting, setDeleting] = useState<PropertyDto | null>(null);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const createDemo = async () => {
    try {
      await demo.mutateAsync();
      toast.success(messages.demoCreated);
    } catch (err) {
      toast.error(errorMessage(err, messages.createDemoFailed));
    }
  };

  const empty = overview.data?.propertyCount === 0;

  return (
    <>
      <PageHeader
        title="Immobilien"
        description="Dein Portfolio auf einen Blick."
        actions={
          canWrite && !empty && overview.data ? (
            <>
              <SpreadsheetImportLink />
              <Button onClick={openCreate}>
                <Plus className="h-4 w-4" aria-hidden /> Immobilie anlegen
              </Button>
            </>
          ) : null
        }
      />
      <DemoDataBanner canWrite={canWrite} />
      {overview.isPending || !roleKnown ? (
        <LoadingCard />
      ) : overview.isError ? (
        <ErrorCard error={overview.error} fallback={messages.loadFiguresFailed} onRetry={() => void overview.refetch()} />
      ) : empty ? (
        <EmptyState
          Icon={Building2}
          title="Noch keine Immobilien"
          action={
            canWrite ? (
              <div className="mt-2 flex flex-col gap-2 sm:flex-row">
                <Button onClick={openCreate}>
                  <Plus className="h-4 w-4" aria-hidden /> Immobilie anlegen
                </Button>
                <SpreadsheetImportLink />
                <Button variant="outline" onClick={() => void createDemo()} disabled={demo.isPending}>
                  <Sparkles className="h-4 w-4" aria-hidden /> {demo.isPending ? "Wird angelegt …" : "Demo-Portfolio anlegen"}
                </Button>
              </div>
            ) : null
          }
        >
          {canWrite
            ? "Lege Deine erste Immobilie an, übernimm Deine Excel-Tabelle – oder schau Dir Hausbuch mit einem Demo-Portfolio an, das Du jederzeit wieder löschen kannst."
            : "In diesem Portfolio gibt es noch keine Immobilien."}
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <FiguresGrid figures={overview.data} />
          <OpenItemsCard />
          <DeadlinesCard />
          <PortfolioFinancingSummary />
          <PropertyList
            canWrite={canWrite}
            onEdit={(p) => {
              setEditing(p);
              setFormOpen(true);
            }}
            onDelete={setDeleting}
          />
        </div>
      )}
      <PropertyFormDialog open={formOpen} onOpenChange={setFormOpen} property={editing} />
      <DeletePropertyDialog property={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
