import { PageHeader } from "@/web/components/PageHeader";
import { OpenItemsCard } from "./components/OpenItemsCard";
import { RentRollView } from "./components/RentRollView";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** /dashboard/rent-roll: Soll/Ist per contract and month over the portfolio. */
export function RentRollPage() {
  useDocumentTitle("Mieteingänge");
  return (
    <>
      <PageHeader title="Mieteingänge" description="Soll und Ist je Mietvertrag und Monat. Ein Klick auf eine Zeile öffnet das Mieterkonto." />
      <div className="space-y-6">
        <RentRollView />
        <OpenItemsCard hideWhenEmpty />
      </div>
    </>
  );
}
