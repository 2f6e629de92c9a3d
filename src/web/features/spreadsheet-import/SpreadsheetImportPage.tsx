import { FileSpreadsheet } from "lucide-react";
import { EmptyState } from "@/web/components/EmptyState";
import { PageHeader } from "@/web/components/PageHeader";
import { canWrite, useRole } from "@/web/lib/use-can-write";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { ImportWizard } from "./components/ImportWizard";

/** /dashboard/import: a landlord's own sheet (XLSX or CSV) brought into the portfolio. */
export function SpreadsheetImportPage() {
  useDocumentTitle("Aus Excel übernehmen");
  const role = useRole();
  return (
    <>
      <PageHeader title="Aus Excel übernehmen" description="Bring Deine Tabelle mit Immobilien, Mietern, Mieten, Darlehen oder Buchungen mit. Du siehst jede Zeile, bevor etwas gespeichert wird." />
      {role !== undefined && !canWrite(role) ? (
        <EmptyState Icon={FileSpreadsheet} title="Nur zum Lesen">
          Mit Deiner Rolle in diesem Portfolio kannst Du Dir alles ansehen, aber nichts übernehmen.
        </EmptyState>
      ) : (
        <ImportWizard />
      )}
    </>
  );
}
