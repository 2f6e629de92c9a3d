import { Link } from "@tanstack/react-router";
import { Landmark } from "lucide-react";
import { PageHeader } from "@/web/components/PageHeader";
import { buttonClass } from "@/web/components/ui/button";
import { OpenItemsCard } from "./components/OpenItemsCard";
import { RentRollView } from "./components/RentRollView";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** /dashboard/rent-roll: Soll/Ist per contract and month over the portfolio. */
export function RentRollPage() {
  useDocumentTitle("Mieteingänge");
  return (
    <>
      <PageHeader
        title="Mieteingänge"
        description="Soll und Ist je Mietvertrag und Monat. Ein Klick auf eine Zeile öffnet das Mieterkonto."
        actions={
          <Link to="/dashboard/bookings/bank" className={buttonClass("outline")}>
            <Landmark aria-hidden className="size-4" />
            Bankumsätze
          </Link>
        }
      />
      <div className="space-y-6">
        <RentRollView />
        <OpenItemsCard hideWhenEmpty />
      </div>
    </>
  );
}
