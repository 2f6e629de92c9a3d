import { useId, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import type { AccountMonthDto } from "@/shared/rent-roll-types";
import type { RentPaymentInput } from "@/shared/schemas/rent-roll";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useRecordPayment } from "@/web/features/rent-roll/api/record-payment";
import { firstFormError } from "@/web/features/rent-roll/form-errors";
import { paymentErrorOrder, paymentFormDefaults, paymentResolver, rentMonthOptions, type PaymentFormValues } from "@/web/features/rent-roll/payment-form";

/** "Zahlung erfassen": a rent payment of the tenant, booked and allocated per §366 BGB. */
export function PaymentDialog({ open, onOpenChange, contractId, tenantName, months }: { open: boolean; onOpenChange: (open: boolean) => void; contractId: string; tenantName: string; months: AccountMonthDto[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Zahlung erfassen – ${tenantName}`}>
        <PaymentForm contractId={contractId} months={months} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PaymentForm({ contractId, months, onClose }: { contractId: string; months: AccountMonthDto[]; onClose: () => void }) {
  const id = useId();
  const resolver = useMemo(() => paymentResolver(), []);
  const form = useForm<PaymentFormValues, unknown, RentPaymentInput>({ defaultValues: paymentFormDefaults(), resolver });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const record = useRecordPayment();
  // Nothing to reload: a payment is created, never edited here.
  const save = useVersionedSave<{ id: string; version: number }>({ record: null, failMessage: messages.recordPaymentFailed, reload: async () => null, onReloaded: () => {} });
  const options = useMemo(() => rentMonthOptions(months), [months]);

  const submit = handleSubmit(
    (input) =>
      save(async () => {
        await record.mutateAsync({ contractId, input });
        toast.success(messages.paymentRecorded);
        onClose();
      }),
    (problems) => {
      const message = firstFormError(problems, paymentErrorOrder);
      if (message) toast.error(message);
    },
  );
  const invalid = (field: keyof PaymentFormValues) => (errors[field] ? true : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={record.isPending}>
      <DialogBody className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-date`} label="Zahlungsdatum *" error={errors.paymentDate?.message}>
            <Controller control={control} name="paymentDate" render={({ field }) => <DateInput {...field} id={`${id}-date`} aria-invalid={invalid("paymentDate")} />} />
          </Field>
          <Field id={`${id}-amount`} label="Betrag *" error={errors.amount?.message}>
            <MoneyInput id={`${id}-amount`} aria-invalid={invalid("amount")} {...register("amount")} />
          </Field>
        </div>
        <Field id={`${id}-month`} label="Für Monat" error={errors.rentMonth?.message} hint="Nur wenn der Mieter einen Monat genannt hat; sonst gilt die Zahlung für die älteste offene Miete (§ 366 BGB).">
          <Select id={`${id}-month`} aria-invalid={invalid("rentMonth")} {...register("rentMonth")}>
            <option value="">Automatisch – älteste offene Miete zuerst</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-text`} label="Verwendungszweck" error={errors.text?.message}>
          <Input id={`${id}-text`} maxLength={500} placeholder="z. B. Miete Januar" aria-invalid={invalid("text")} {...register("text")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={record.isPending} submitLabel="Zahlung erfassen" onCancel={onClose} />
    </form>
  );
}
