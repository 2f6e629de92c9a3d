import { useState, type MouseEvent } from "react";
import { toast } from "sonner";
import { Lock, Paperclip, Pencil, Plus, ReceiptText, SearchX, Trash2, Undo2 } from "lucide-react";
import { SEARCH_SUM_CAP, type BookingListDto, type BookingListItem } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import { isReversedPair } from "@/shared/schemas/bookings";
import { formatDate } from "@/core/dates";
import { formatNumber } from "@/core/format";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { Pagination } from "@/web/components/ui/pagination";
import { DataTable, type Column } from "@/web/components/ui/table";
import { ListState } from "@/web/components/ListState";
import { cn } from "@/web/lib/cn";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useDeleteBooking } from "@/web/features/bookings/api/delete-booking";
import { useBookingList } from "@/web/features/bookings/api/list-bookings";
import { hasFilters, type BookingFilters } from "@/web/features/bookings/booking-filters";
import { categorySummary, formatSignedEuro, placeSummary } from "@/web/features/bookings/booking-format";
import { BookingDialog, type BookingRef } from "./BookingDialog";
import { BookingFilterBar } from "./BookingFilterBar";
import { ReverseBookingDialog, type ReversibleBooking } from "./ReverseBookingDialog";

export const BOOKING_PAGE_SIZE = 50;

/**
 * The booking list with its filters, sums, pages and dialogs. On /dashboard/bookings the
 * filters live in the URL; a property's page passes `fixedPropertyId` and keeps them in state.
 */
export function BookingList({
  filters,
  onFiltersChange,
  fixedPropertyId,
}: {
  filters: BookingFilters;
  onFiltersChange: (filters: BookingFilters) => void;
  fixedPropertyId?: string;
}) {
  const canWrite = useCanWrite();
  const effective = fixedPropertyId ? { ...filters, propertyId: fixedPropertyId } : filters;
  const list = useBookingList({ ...effective, pageSize: BOOKING_PAGE_SIZE });
  const remove = useDeleteBooking();
  const [dialog, setDialog] = useState<{ booking: BookingRef | null } | null>(null);
  const [deleting, setDeleting] = useState<BookingListItem | null>(null);
  const [reversing, setReversing] = useState<ReversibleBooking | null>(null);

  const page = filters.page ?? 1;
  const create = () => setDialog({ booking: null });
  const open = (b: BookingListItem) => setDialog({ booking: { id: b.id, number: b.number, locked: b.locked, reversed: isReversedPair(b) } });
  const filtered = hasFilters(filters);
  const nothingYet = list.isSuccess && list.data.total === 0 && !filtered;
  const createButton = canWrite ? (
    <Button onClick={create} className="shrink-0 whitespace-nowrap">
      <Plus className="h-4 w-4" aria-hidden /> Buchung erfassen
    </Button>
  ) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <BookingFilterBar filters={filters} onChange={onFiltersChange} fixedPropertyId={fixedPropertyId} />
        {nothingYet ? null : createButton}
      </div>
      <ListState
        query={list}
        errorFallback={messages.loadBookingsFailed}
        isEmpty={(data) => data.items.length === 0 && data.total === 0}
        empty={
          filtered
            ? { Icon: SearchX, message: "Keine Buchung passt zu den Filtern." }
            : {
                Icon: ReceiptText,
                title: "Noch keine Buchungen",
                message: "Erfasse Einnahmen und Ausgaben mit Beleg – aufgeteilt auf Immobilien, Einheiten und Kategorien.",
                action: createButton,
              }
        }
      >
        {(data) => (
          <>
            <Sums sums={data.sums} />
            <DataTable
              caption={`Buchungen${canWrite ? "; zum Bearbeiten eine Buchung wählen" : ""}`}
              listLabel="Buchungen"
              columns={columns(canWrite, { onEdit: open, onDelete: setDeleting, onReverse: setReversing })}
              rows={data.items}
              rowKey={(b) => b.id}
              onRowClick={open}
              rowLabel={(b) => `Buchung ${b.number} öffnen`}
            />
            <Pagination
              page={page}
              pageSize={BOOKING_PAGE_SIZE}
              total={data.total}
              capped={data.totalCapped}
              shown={data.items.length}
              onPageChange={(p) => onFiltersChange({ ...filters, page: p === 1 ? undefined : p })} itemLabel="Buchungen" />
          </>
        )}
      </ListState>

      <BookingDialog open={dialog !== null} onOpenChange={(o) => (o ? undefined : setDialog(null))} booking={dialog?.booking ?? null} prefill={{ propertyId: effective.propertyId, unitId: effective.unitId }} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title="Buchung löschen?"
        description={messages.confirmDeleteBooking(deleting?.number ?? "")}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(messages.bookingDeleted);
            return true;
          } catch (err) {
            toast.error(errorMessage(err, messages.deleteBookingFailed));
            return false;
          }
        }}
      />
      <ReverseBookingDialog booking={reversing} onClose={() => setReversing(null)} />
    </div>
  );
}

/** Sums over every filtered line, not only this page. */
function Sums({ sums }: { sums: BookingListDto["sums"] }) {
  if (!sums) {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
        {messages.searchSumsCapped(formatNumber(SEARCH_SUM_CAP))}
      </p>
    );
  }
  const items = [
    { label: "Einnahmen", value: sums.inCents, className: "text-success" },
    { label: "Ausgaben", value: sums.outCents, className: "" },
    { label: "Saldo", value: sums.balanceCents, className: sums.balanceCents > 0 ? "text-success" : "" },
  ];
  return (
    <section aria-label="Summen der gefilterten Buchungen">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <Card key={item.label} className="px-4 py-3">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className={cn("text-xl font-semibold tabular-nums", item.className)}>{formatSignedEuro(item.value)}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

type RowHandlers = { onEdit: (b: BookingListItem) => void; onDelete: (b: BookingListItem) => void; onReverse: (b: ReversibleBooking) => void };

// Row actions sit in the table only; on phones the card opens the dialog, which has them too.
const stop = (action: () => void) => (e: MouseEvent) => {
  e.stopPropagation();
  action();
};

function RowActions({ booking: b, handlers }: { booking: BookingListItem; handlers: RowHandlers }) {
  if (b.locked) {
    return b.reversedById ? null : (
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={stop(() => handlers.onReverse(b))} aria-label={`Buchung ${b.number} stornieren`}>
          <Undo2 className="h-4 w-4" aria-hidden /> Stornieren
        </Button>
      </div>
    );
  }
  const remove = (
    <Button variant="ghost" size="icon" className="h-9 w-9 text-destructive hover:bg-destructive/10" onClick={stop(() => handlers.onDelete(b))} aria-label={`Buchung ${b.number} löschen`} title="Löschen">
      <Trash2 className="h-4 w-4" aria-hidden />
    </Button>
  );
  // Half of a reversed pair is not edited (the dialog says why); deleting the counter-booking undoes the reversal.
  if (isReversedPair(b)) return b.reversalOfId ? <div className="flex justify-end">{remove}</div> : null;
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" className="h-9 w-9" onClick={stop(() => handlers.onEdit(b))} aria-label={`Buchung ${b.number} bearbeiten`} title="Bearbeiten">
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      {remove}
    </div>
  );
}

function Amount({ booking: b }: { booking: BookingListItem }) {
  return (
    <>
      <span className={cn("font-medium", b.amountCents > 0 && "text-success")}>{formatSignedEuro(b.amountCents)}</span>
      {b.matchedAmountCents !== b.amountCents ? <span className="block text-xs text-muted-foreground">davon {formatSignedEuro(b.matchedAmountCents)}</span> : null}
    </>
  );
}

function columns(canWrite: boolean, handlers: RowHandlers): Column<BookingListItem>[] {
  const list: Column<BookingListItem>[] = [
    { key: "date", header: "Datum", className: "whitespace-nowrap tabular-nums", cell: (b) => formatDate(b.paymentDate) },
    {
      key: "number",
      header: "Beleg-Nr.",
      className: "whitespace-nowrap",
      cell: (b) => (
        <span className="inline-flex items-center gap-1.5">
          {b.number}
          {b.locked ? <Lock className="h-3.5 w-3.5 text-muted-foreground" aria-label="festgeschrieben" /> : null}
          {b.reversalOfId ? <Badge>Storno</Badge> : null}
          {b.reversedById ? <Badge tone="warning">storniert</Badge> : null}
        </span>
      ),
    },
    {
      key: "counterparty",
      header: "Gegenpartei / Text",
      mobile: "primary",
      cell: (b) => (
        <div className="min-w-0">
          <div className="font-medium break-words">{b.counterpartyName || "–"}</div>
          {b.text ? <div className="text-xs break-words text-muted-foreground">{b.text}</div> : null}
        </div>
      ),
    },
    { key: "category", header: "Kategorie", cell: (b) => categorySummary(b.lines) },
    { key: "place", header: "Immobilie / Einheit", mobile: "wide", cell: (b) => placeSummary(b.lines) },
    { key: "amount", header: "Betrag", align: "right", mobile: "primary", className: "whitespace-nowrap tabular-nums", cell: (b) => <Amount booking={b} /> },
    {
      key: "receipts",
      header: "Beleg",
      align: "right",
      cell: (b) =>
        b.receiptCount > 0 ? (
          <span className="inline-flex items-center gap-1" aria-label={`${b.receiptCount} ${b.receiptCount === 1 ? "Beleg" : "Belege"}`}>
            <Paperclip className="h-4 w-4" aria-hidden />
            <span aria-hidden>{b.receiptCount}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">–</span>
        ),
    },
  ];
  if (canWrite) list.push({ key: "actions", header: "Aktionen", mobile: "hidden", cell: (b) => <RowActions booking={b} handlers={handlers} /> });
  return list;
}
