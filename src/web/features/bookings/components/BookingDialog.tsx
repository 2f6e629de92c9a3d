import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Lock, Trash2, Undo2 } from "lucide-react";
import type { BookingDto } from "@/shared/booking-types";
import { isReversedPair, type BookingEditInput } from "@/shared/schemas/bookings";
import { messages } from "@/shared/messages";
import { parseIsoDate } from "@/core/dates";
import { Button } from "@/web/components/ui/button";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, DialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { ApiError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { usePropertyOptions } from "@/web/features/properties";
import { TenantCombobox } from "@/web/features/tenants";
import { useCreateBooking } from "@/web/features/bookings/api/create-booking";
import { useDeleteBooking } from "@/web/features/bookings/api/delete-booking";
import { bookingQuery } from "@/web/features/bookings/api/get-booking";
import { useBookingCategories } from "@/web/features/bookings/api/list-booking-categories";
import { useUpdateBooking } from "@/web/features/bookings/api/update-booking";
import {
  bookingFormDefaults,
  bookingResolver,
  firstBookingError,
  formPathOf,
  withPaymentDate,
  type BookingFormValues,
  type BookingPrefill,
  type Direction,
} from "@/web/features/bookings/booking-form";
import { useReceiptUploads } from "@/web/features/bookings/use-receipt-uploads";
import { BookingLines } from "./BookingLines";
import { ReceiptsField } from "./ReceiptsField";
import { ReverseBookingDialog } from "./ReverseBookingDialog";

/** What the list knows of a booking before the dialog loads it in full. `reversed`: half of a reversed pair (isReversedPair). */
export type BookingRef = { id: string; number: string; locked: boolean; reversed: boolean };

export type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new booking. */
  booking: BookingRef | null;
  prefill?: BookingPrefill;
  /** A new booking only: saves the form's booking another way instead of POST /bookings (the bank import books a transaction). Throws like a mutation; toasts its own success. */
  onSubmitOverride?: ((input: BookingEditInput) => Promise<void>) | undefined;
  /** A new booking's title other than "Neue Buchung". */
  title?: string | undefined;
  /** The caller's own section at the end of the form (the bank import's "Immer so buchen"). */
  extra?: ReactNode;
};

/** The dialog mounts its form per opening (inside DialogContent), so defaults load once and closing resets. */
export function BookingDialog({ open, onOpenChange, booking, prefill, onSubmitOverride, title: newTitle, extra }: BookingDialogProps) {
  const canWrite = useCanWrite();
  const readOnly = booking !== null && (booking.locked || booking.reversed || !canWrite);
  const title = booking === null ? (newTitle ?? "Neue Buchung") : readOnly ? `Buchung ${booking.number}` : `Buchung ${booking.number} bearbeiten`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title={title}>
        {booking ? (
          <LoadedBookingForm id={booking.id} canWrite={canWrite} onClose={() => onOpenChange(false)} />
        ) : (
          <BookingForm booking={null} prefill={prefill ?? {}} canWrite={canWrite} onClose={() => onOpenChange(false)} onSubmitOverride={onSubmitOverride} extra={extra} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The list row lacks the receipts and may be older: the dialog edits the booking as stored now. */
function LoadedBookingForm({ id, canWrite, onClose }: { id: string; canWrite: boolean; onClose: () => void }) {
  const query = useQuery(bookingQuery(id));
  if (query.isPending) {
    return (
      <DialogBody>
        <LoadingCard />
      </DialogBody>
    );
  }
  if (query.isError) {
    return (
      <DialogBody>
        <ErrorCard error={query.error} fallback={messages.loadBookingFailed} onRetry={() => void query.refetch()} />
      </DialogBody>
    );
  }
  return <BookingForm booking={query.data} prefill={{}} canWrite={canWrite} onClose={onClose} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold tracking-wide uppercase">{title}</h3>
      {children}
    </section>
  );
}

const directions: Array<{ value: Direction; label: string }> = [
  { value: "in", label: "Einnahme" },
  { value: "out", label: "Ausgabe" },
];

function BookingForm({
  booking,
  prefill,
  canWrite,
  onClose,
  onSubmitOverride,
  extra,
}: {
  booking: BookingDto | null;
  prefill: BookingPrefill;
  canWrite: boolean;
  onClose: () => void;
  onSubmitOverride?: ((input: BookingEditInput) => Promise<void>) | undefined;
  extra?: ReactNode;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const isNew = booking === null;
  // A closed year's booking and either half of a reversed pair stay as booked (the server refuses a change too).
  const readOnly = !canWrite || (booking !== null && (booking.locked || isReversedPair(booking)));
  const resolver = useMemo(() => bookingResolver({ isNew }), [isNew]);
  const form = useForm<BookingFormValues, unknown, BookingEditInput>({ defaultValues: bookingFormDefaults(booking, prefill), resolver });
  const { register, control, handleSubmit, getValues, setValue, setError, reset, formState } = form;
  const errors = formState.errors;
  const [direction, tenantId] = useWatch({ control, name: ["direction", "tenantId"] });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reversing, setReversing] = useState(false);

  const categories = useBookingCategories();
  const properties = usePropertyOptions();
  const receipts = useReceiptUploads(booking?.receipts ?? []);
  const create = useCreateBooking();
  const update = useUpdateBooking();
  const remove = useDeleteBooking();
  // The override's request is no mutation of ours: the form's own submit state stands for it.
  const busy = create.isPending || update.isPending || (onSubmitOverride !== undefined && formState.isSubmitting);

  useEffect(() => {
    if (categories.isError) toast.error(errorMessage(categories.error, messages.loadBookingCategoriesFailed));
  }, [categories.isError, categories.error]);

  const save = useVersionedSave({
    record: booking,
    failMessage: messages.saveBookingFailed,
    reload: (b) => queryClient.fetchQuery(bookingQuery(b.id)),
    onReloaded: (fresh) => {
      reset(bookingFormDefaults(fresh));
      receipts.resetAttached(fresh.receipts);
    },
    // A 400 lists the fields the server refused: each message lands on its field.
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      const fields = (err.body.details as { fields?: Array<{ field: string; message: string }> } | null)?.fields ?? [];
      for (const f of fields) setError(formPathOf(f.field.split(".")) as Path<BookingFormValues>, { type: "server", message: f.message });
    },
  });

  const submit = handleSubmit(
    (input) => {
      if (receipts.uploading) {
        toast.error(messages.receiptUploadPending);
        return;
      }
      return save(async (current) => {
        const payload = { ...input, receiptIds: receipts.pendingIds };
        if (current) {
          await update.mutateAsync({ id: current.id, version: current.version, input: payload });
          toast.success(messages.bookingUpdated);
        } else if (onSubmitOverride) {
          await onSubmitOverride(payload);
        } else {
          await create.mutateAsync(payload);
          toast.success(messages.bookingCreated);
        }
        await receipts.commitRemovals();
        onClose();
      });
    },
    (problems) => {
      const message = firstBookingError(problems);
      if (message) toast.error(message);
    },
  );

  const onDelete = async () => {
    if (!booking) return false;
    try {
      await remove.mutateAsync(booking.id);
      toast.success(messages.bookingDeleted);
      onClose();
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.deleteBookingFailed));
      return false;
    }
  };

  const submitted = formState.isSubmitted;
  const invalid = (field: keyof BookingFormValues) => (errors[field] ? true : undefined);
  const canReverse = canWrite && booking !== null && booking.locked && booking.reversedById === null;

  return (
    <>
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
        <DialogBody className="space-y-6">
          {booking?.locked ? (
            <p role="note" className="flex gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm">
              <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{messages.yearClosed(parseIsoDate(booking.paymentDate).year)}</span>
            </p>
          ) : null}
          {booking && isReversedPair(booking) ? (
            <p role="note" className="flex gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm">
              <Undo2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{booking.reversedById ? messages.reversedNotEditable : messages.reversalNotEditable}</span>
            </p>
          ) : null}

          {/* A disabled fieldset makes every control read-only at once (closed year, viewer). */}
          <fieldset disabled={readOnly} className="space-y-6">
            <Section title="Zahlung">
              <div>
                <span id={`${id}-direction`} className="mb-1.5 block text-sm font-medium">
                  Art der Buchung
                </span>
                <div role="radiogroup" aria-labelledby={`${id}-direction`} className="inline-flex rounded-md border border-input p-0.5">
                  {directions.map((d) => (
                    <label
                      key={d.value}
                      className={cn(
                        "cursor-pointer rounded px-4 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                        direction === d.value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
                      )}
                    >
                      <input type="radio" value={d.value} className="sr-only" {...register("direction")} />
                      {d.label}
                    </label>
                  ))}
                </div>
              </div>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Field id={`${id}-amount`} label="Betrag *" error={errors.amount?.message} hint={direction === "in" ? "Eingang auf dem Konto" : "Abgang vom Konto"}>
                  <MoneyInput id={`${id}-amount`} aria-invalid={invalid("amount")} {...register("amount")} />
                </Field>
                <Field id={`${id}-vat`} label="USt" error={errors.vat?.message} hint="Enthaltene Umsatzsteuer, falls ausgewiesen">
                  <MoneyInput id={`${id}-vat`} aria-invalid={invalid("vat")} {...register("vat")} />
                </Field>
                <Field id={`${id}-payment`} label="Zahlungsdatum *" error={errors.paymentDate?.message}>
                  <Controller
                    control={control}
                    name="paymentDate"
                    render={({ field }) => (
                      <DateInput
                        {...field}
                        id={`${id}-payment`}
                        aria-invalid={invalid("paymentDate")}
                        onChange={(value) => {
                          const next = withPaymentDate(getValues(), value);
                          setValue("paymentDate", next.paymentDate, { shouldValidate: submitted });
                          setValue("documentDate", next.documentDate, { shouldValidate: submitted });
                        }}
                      />
                    )}
                  />
                </Field>
                <Field id={`${id}-document`} label="Belegdatum" error={errors.documentDate?.message} hint="Leer: wie Zahlungsdatum">
                  <Controller control={control} name="documentDate" render={({ field }) => <DateInput {...field} id={`${id}-document`} aria-invalid={invalid("documentDate")} />} />
                </Field>
                <Field id={`${id}-due`} label="Fälligkeit" error={errors.dueDate?.message}>
                  <Controller control={control} name="dueDate" render={({ field }) => <DateInput {...field} id={`${id}-due`} aria-invalid={invalid("dueDate")} />} />
                </Field>
                <Field id={`${id}-number`} label="Belegnummer" error={errors.number?.message}>
                  <Input id={`${id}-number`} placeholder="automatisch" maxLength={30} aria-invalid={invalid("number")} {...register("number")} />
                </Field>
              </div>
              {direction === "out" ? (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <Field id={`${id}-period-start`} label="Leistungszeitraum von" error={errors.servicePeriodStart?.message}>
                    <Controller control={control} name="servicePeriodStart" render={({ field }) => <DateInput {...field} id={`${id}-period-start`} aria-invalid={invalid("servicePeriodStart")} />} />
                  </Field>
                  <Field id={`${id}-period-end`} label="Leistungszeitraum bis" error={errors.servicePeriodEnd?.message}>
                    <Controller control={control} name="servicePeriodEnd" render={({ field }) => <DateInput {...field} id={`${id}-period-end`} aria-invalid={invalid("servicePeriodEnd")} />} />
                  </Field>
                </div>
              ) : null}
            </Section>

            <Section title="Gegenpartei">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Field id={`${id}-tenant`} label="Mieter">
                  <Controller
                    control={control}
                    name="tenantId"
                    render={({ field }) => (
                      <TenantCombobox id={`${id}-tenant`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} noneLabel="Kein Mieter – Name eingeben" disabled={readOnly} />
                    )}
                  />
                </Field>
                {tenantId ? null : (
                  <Field id={`${id}-counterparty`} label="Gegenpartei" error={errors.counterpartyName?.message}>
                    <Input id={`${id}-counterparty`} maxLength={200} placeholder="z. B. Stadtwerke" aria-invalid={invalid("counterpartyName")} {...register("counterpartyName")} />
                  </Field>
                )}
                <div className="sm:col-span-2">
                  <Field id={`${id}-text`} label="Buchungstext" error={errors.text?.message}>
                    <Input id={`${id}-text`} maxLength={500} aria-invalid={invalid("text")} {...register("text")} />
                  </Field>
                </div>
              </div>
            </Section>

            <Section title="Aufteilung">
              <BookingLines form={form} categories={categories.data} properties={properties.data?.items ?? []} readOnly={readOnly} />
            </Section>
          </fieldset>

          <Section title="Belege">
            <ReceiptsField uploads={receipts} readOnly={readOnly} />
          </Section>
          {isNew && !readOnly ? extra : null}
        </DialogBody>
        <DialogFooter>
          {/* mr-auto: the destructive actions stand apart on the left (cn does not merge a justify-between over the footer's justify-end). */}
          <div className="flex flex-col gap-2 sm:mr-auto sm:flex-row">
            {/* A reversed booking goes only after its counter-booking (which may go: that undoes the reversal). */}
            {booking && canWrite && !booking.locked && !booking.reversedById ? (
              <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/10" onClick={() => setConfirmDelete(true)}>
                <Trash2 className="h-4 w-4" aria-hidden /> Löschen
              </Button>
            ) : null}
            {canReverse ? (
              <Button variant="outline" onClick={() => setReversing(true)}>
                <Undo2 className="h-4 w-4" aria-hidden /> Stornieren
              </Button>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              {readOnly ? "Schließen" : "Abbrechen"}
            </Button>
            {readOnly ? null : (
              <Button type="submit" disabled={busy}>
                {busy ? "Wird gespeichert …" : isNew ? "Buchung speichern" : "Aktualisieren"}
              </Button>
            )}
          </div>
        </DialogFooter>
      </form>

      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Buchung löschen?"
        description={messages.confirmDeleteBooking(booking?.number ?? "")}
        onConfirm={onDelete}
      />
      <ReverseBookingDialog booking={reversing && booking ? booking : null} onClose={() => setReversing(false)} onReversed={onClose} />
    </>
  );
}
