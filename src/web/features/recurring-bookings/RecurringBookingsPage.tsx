import { CalendarSync, Plus, Repeat } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatDate } from "@/core/dates";
import { formatEuro } from "@/core/money";
import { recurrenceIntervalLabels } from "@/shared/enums";
import { messages } from "@/shared/messages";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import { ListState } from "@/web/components/ListState";
import { PageHeader } from "@/web/components/PageHeader";
import { RowActions } from "@/web/components/RowActions";
import { Button } from "@/web/components/ui/button";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { DataTable, type Column } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useDeleteRecurringBooking } from "./api/delete-recurring-booking";
import { useRecurringBookings } from "./api/list-recurring-bookings";
import { useRunRecurringBookings } from "./api/run-recurring-bookings";
import { RecurringBookingDialog } from "./components/RecurringBookingDialog";
import { useDocumentTitle } from "@/web/lib/use-document-title";

const columns: Column<RecurringBookingDto>[] = [
  { key: "name", header: "Name", cell: (t) => <span className="font-medium">{t.name}</span>, mobile: "primary" },
  { key: "interval", header: "Intervall", cell: (t) => `${recurrenceIntervalLabels[t.interval]}, am ${t.dayOfMonth}.` },
  { key: "next", header: "Nächste Fälligkeit", cell: (t) => (t.nextDate ? formatDate(t.nextDate) : "beendet"), className: "tabular-nums whitespace-nowrap" },
  { key: "amount", header: "Betrag", cell: (t) => formatEuro(t.amountCents, { decimals: 2 }), align: "right", className: "tabular-nums whitespace-nowrap" },
];

/** /dashboard/bookings/recurring: the templates (Grundsteuer quarterly, insurance yearly, …) and "Jetzt buchen". */
export function RecurringBookingsPage() {
  useDocumentTitle("Wiederkehrende Buchungen");
  const list = useRecurringBookings();
  const mayWrite = useCanWrite();
  const run = useRunRecurringBookings();
  const remove = useDeleteRecurringBooking();
  const [editing, setEditing] = useState<{ template: RecurringBookingDto | null } | null>(null);
  const [deleting, setDeleting] = useState<RecurringBookingDto | null>(null);

  const bookNow = async () => {
    try {
      const result = await run.mutateAsync();
      toast.success(messages.recurringRunResult(result.created, result.skipped));
      for (const invalid of result.invalid) toast.warning(invalid.message);
    } catch (err) {
      toast.error(errorMessage(err, messages.runRecurringFailed));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(messages.recurringDeleted);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.deleteRecurringFailed));
      return false;
    }
  };

  const addButton = mayWrite ? (
    <Button variant="outline" onClick={() => setEditing({ template: null })}>
      <Plus className="h-4 w-4" aria-hidden /> Vorlage anlegen
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Wiederkehrende Buchungen"
        description="Vorlagen für regelmäßige Zahlungen. „Jetzt buchen“ erstellt alle bis heute fälligen Buchungen – jede nur einmal."
        actions={
          mayWrite ? (
            <>
              {addButton}
              <Button onClick={() => void bookNow()} disabled={run.isPending}>
                <CalendarSync className="h-4 w-4" aria-hidden /> {run.isPending ? "Wird gebucht …" : "Jetzt buchen"}
              </Button>
            </>
          ) : null
        }
      />
      <ListState
        query={list}
        errorFallback={messages.loadRecurringFailed}
        isEmpty={(rows) => rows.length === 0}
        empty={{ Icon: Repeat, message: messages.noRecurring }}
      >
        {(rows) => (
          <DataTable
            caption="Wiederkehrende Buchungen"
            columns={columns}
            rows={rows}
            rowKey={(t) => t.id}
            actions={mayWrite ? (t) => <RowActions name={t.name} onEdit={() => setEditing({ template: t })} onDelete={() => setDeleting(t)} /> : undefined}
          />
        )}
      </ListState>

      {mayWrite ? <RecurringBookingDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} template={editing?.template ?? null} /> : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Vorlage „${deleting?.name ?? ""}“ löschen?`}
        description={messages.confirmDeleteRecurring}
        onConfirm={confirmDelete}
      />
    </>
  );
}
