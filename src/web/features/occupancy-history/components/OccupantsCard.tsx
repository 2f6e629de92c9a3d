import { useState } from "react";
import { toast } from "sonner";
import { Plus } from "lucide-react";
import { formatDate } from "@/core/dates";
import { messages } from "@/shared/messages";
import type { ContractOccupantDto } from "@/shared/occupancy-history-types";
import { ErrorCard } from "@/web/components/QueryState";
import { RowActions } from "@/web/components/RowActions";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/errors";
import { useDeleteOccupant } from "@/web/features/occupancy-history/api/delete-occupant";
import { useOccupants } from "@/web/features/occupancy-history/api/list-occupants";
import { OccupantDialog } from "./OccupantDialog";

const entryName = (e: ContractOccupantDto) => `Personenzahl ab ${formatDate(e.validFrom)}`;

/**
 * „Personen im Haushalt“ of a contract: how many live in the flat from a date on, for the
 * person key of the Nebenkostenabrechnung. A compact card: it sits beside the opening
 * balance on the tenant account.
 */
export function OccupantsCard({ contractId, contractStart, canWrite }: { contractId: string; contractStart: string; canWrite: boolean }) {
  const entries = useOccupants(contractId);
  const remove = useDeleteOccupant();
  const [editing, setEditing] = useState<{ entry: ContractOccupantDto | null } | null>(null);
  const [deleting, setDeleting] = useState<ContractOccupantDto | null>(null);
  const list = entries.data ?? [];

  return (
    <Card className="p-5">
      <section aria-labelledby="occupants-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="occupants-title" className="text-base font-semibold">
            Personen im Haushalt
          </h2>
          {canWrite ? (
            <Button variant="outline" size="sm" onClick={() => setEditing({ entry: null })} aria-label="Personenzahl hinzufügen">
              <Plus className="h-4 w-4" aria-hidden /> Hinzufügen
            </Button>
          ) : null}
        </div>
        {entries.isPending ? (
          <div className="mt-3 flex justify-center">
            <Spinner />
          </div>
        ) : entries.isError ? (
          <div className="mt-3">
            <ErrorCard error={entries.error} fallback={messages.loadOccupantsFailed} onRetry={() => void entries.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">Ohne Eintrag zählt eine Person.</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Personen im Haushalt nach Datum</caption>
            <thead className="border-b border-border text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Gültig ab
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Personen
                </th>
                {canWrite ? (
                  <th scope="col" className="py-2">
                    <span className="sr-only">Aktionen</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {list.map((e) => (
                <tr key={e.id}>
                  <td className="py-2 pr-3 font-medium whitespace-nowrap tabular-nums">{formatDate(e.validFrom)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{e.persons}</td>
                  {canWrite ? (
                    <td className="w-px py-1">
                      <RowActions name={entryName(e)} onEdit={() => setEditing({ entry: e })} onDelete={() => setDeleting(e)} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <OccupantDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        contractId={contractId}
        entry={editing?.entry ?? null}
        // The first entry usually holds from the move-in.
        suggestedFrom={list.length === 0 ? contractStart : ""}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Eintrag löschen?"
        description={messages.confirmDeleteOccupant(deleting?.validFrom ?? "")}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(messages.occupantDeleted);
            return true;
          } catch (err) {
            toast.error(errorMessage(err, messages.deleteOccupantFailed));
            return false;
          }
        }}
      />
    </Card>
  );
}
