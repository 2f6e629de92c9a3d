import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { parseGermanDate, today } from "@/core/dates";
import { messages } from "@/shared/messages";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/errors";
import { useReverseBooking } from "@/web/features/bookings/api/reverse-booking";

export type ReversibleBooking = { id: string; number: string; text: string };

/** "Stornieren": a counter-booking on a date in an open year; the booking itself stays as it is (§147 AO). */
export function ReverseBookingDialog({ booking, onClose, onReversed }: { booking: ReversibleBooking | null; onClose: () => void; onReversed?: () => void }) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm" title={`Buchung ${booking?.number ?? ""} stornieren`} description="Die Gegenbuchung kehrt alle Zeilen um und muss in einem offenen Jahr liegen.">
        {booking ? <ReverseForm booking={booking} onClose={onClose} onReversed={onReversed} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReverseForm({ booking, onClose, onReversed }: { booking: ReversibleBooking; onClose: () => void; onReversed: (() => void) | undefined }) {
  const id = useId();
  const [paymentDate, setPaymentDate] = useState(today());
  const [text, setText] = useState(messages.reversalText(booking.number, booking.text));
  const [error, setError] = useState<string | null>(null);
  const reverse = useReverseBooking();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog may sit inside another form (the booking dialog): keep the submit here.
    event.stopPropagation();
    // The DateInput hands on unreadable text as typed: refused here, never sent.
    const date = paymentDate.trim() === "" ? null : parseGermanDate(paymentDate);
    if (!date?.ok) {
      const message = date ? date.message : messages.paymentDateRequired;
      setError(message);
      toast.error(message);
      return;
    }
    try {
      await reverse.mutateAsync({ id: booking.id, input: { paymentDate: date.value, text: text.trim() } });
      toast.success(messages.bookingReversed);
      onReversed?.();
      onClose();
    } catch (err) {
      const message = errorMessage(err, messages.reverseBookingFailed);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-4">
        <Field id={`${id}-date`} label="Datum der Gegenbuchung *" error={error ?? undefined}>
          <DateInput id={`${id}-date`} value={paymentDate} onChange={setPaymentDate} aria-invalid={error ? true : undefined} />
        </Field>
        <Field id={`${id}-text`} label="Buchungstext">
          <Input id={`${id}-text`} value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={reverse.isPending} submitLabel="Stornieren" onCancel={onClose} />
    </form>
  );
}
