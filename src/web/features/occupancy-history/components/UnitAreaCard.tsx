import { useState } from "react";
import { toast } from "sonner";
import { Plus, Ruler } from "lucide-react";
import { formatDate } from "@/core/dates";
import { formatArea } from "@/core/format";
import { messages } from "@/shared/messages";
import type { UnitAreaDto } from "@/shared/occupancy-history-types";
import { ListState } from "@/web/components/ListState";
import { RowActions } from "@/web/components/RowActions";
import { Button } from "@/web/components/ui/button";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { DataTable, type Column } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/errors";
import { useDeleteUnitArea } from "@/web/features/occupancy-history/api/delete-unit-area";
import { useUnitAreas } from "@/web/features/occupancy-history/api/list-unit-areas";
import { formatAreaValue } from "@/web/features/occupancy-history/history-form";
import { UnitAreaDialog } from "./UnitAreaDialog";

const num = "tabular-nums whitespace-nowrap";
const entryName = (e: UnitAreaDto) => `Fläche ab ${formatDate(e.validFrom)}`;

const columns: Column<UnitAreaDto>[] = [
  { key: "from", header: "Gültig ab", mobile: "primary", className: `${num} font-medium`, cell: (e) => formatDate(e.validFrom) },
  { key: "living", header: "Wohnfläche m²", align: "right", className: num, cell: (e) => formatAreaValue(e.livingAreaSqm) },
  { key: "usable", header: "Nutzfläche m²", align: "right", className: num, cell: (e) => (e.usableAreaSqm === null ? "–" : formatAreaValue(e.usableAreaSqm)) },
];

/**
 * „Flächen“ of a unit: Wohnfläche and Nutzfläche from a date on, for the Nebenkostenabrechnung
 * (a flat measured again, an attic converted). Without entries the unit's Größe holds throughout.
 */
export function UnitAreaCard({ unitId, unitSizeSqm, canWrite }: { unitId: string; unitSizeSqm: number | null; canWrite: boolean }) {
  const entries = useUnitAreas(unitId);
  const remove = useDeleteUnitArea();
  const [editing, setEditing] = useState<{ entry: UnitAreaDto | null } | null>(null);
  const [deleting, setDeleting] = useState<UnitAreaDto | null>(null);
  const size = unitSizeSqm === null ? "" : ` (${formatArea(unitSizeSqm, 2)})`;

  return (
    <section aria-labelledby="areas-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="areas-title" className="text-lg font-semibold">
          Flächen
        </h2>
        {canWrite ? (
          <Button variant="outline" onClick={() => setEditing({ entry: null })} className="shrink-0 whitespace-nowrap">
            <Plus className="h-4 w-4" aria-hidden /> Fläche hinzufügen
          </Button>
        ) : null}
      </div>
      <ListState
        query={entries}
        errorFallback={messages.loadUnitAreasFailed}
        isEmpty={(data) => data.length === 0}
        empty={{
          Icon: Ruler,
          message:
            unitSizeSqm === null
              ? "Noch keine Flächen erfasst. Solange hier nichts steht, gilt die Größe der Einheit für den ganzen Zeitraum – trage sie in der Einheit ein oder erfasse hier die Wohnfläche ab einem Datum."
              : `Noch keine Flächen erfasst. Solange hier nichts steht, gilt die Größe der Einheit${size} für den ganzen Zeitraum. Ändert sich die Fläche, trage hier die neue Wohnfläche ab ihrem Datum ein.`,
        }}
      >
        {(list) => (
          <>
            <p className="text-sm text-muted-foreground">Jede Fläche gilt ab ihrem Datum bis zum nächsten Eintrag; die Nebenkostenabrechnung teilt nach Tagen.</p>
            <DataTable
              caption="Flächen der Einheit nach Datum"
              columns={columns}
              rows={list}
              rowKey={(e) => e.id}
              actions={canWrite ? (e) => <RowActions name={entryName(e)} onEdit={() => setEditing({ entry: e })} onDelete={() => setDeleting(e)} /> : undefined}
            />
          </>
        )}
      </ListState>

      <UnitAreaDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        unitId={unitId}
        entry={editing?.entry ?? null}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Flächeneintrag löschen?"
        description={messages.confirmDeleteUnitArea(deleting?.validFrom ?? "")}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(messages.unitAreaDeleted);
            return true;
          } catch (err) {
            toast.error(errorMessage(err, messages.deleteUnitAreaFailed));
            return false;
          }
        }}
      />
    </section>
  );
}
