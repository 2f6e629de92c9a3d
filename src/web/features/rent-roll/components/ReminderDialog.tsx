import { useId, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { formatEuro, type Cents } from "@/core/money";
import { messages } from "@/shared/messages";
import { reminderLevelLabels } from "@/shared/rent-roll-types";
import type { ReminderInput } from "@/shared/schemas/rent-roll";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Select } from "@/web/components/ui/select";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { reminderPdfUrl, useCreateReminder } from "@/web/features/rent-roll/api/create-reminder";
import { firstFormError } from "@/web/features/rent-roll/form-errors";
import { reminderErrorOrder, reminderFormDefaults, reminderResolver, type ReminderFormValues } from "@/web/features/rent-roll/reminder-form";

/** Opens the letter in a new tab; the reminders list links it again should a popup blocker step in. */
export const openReminderPdf = (id: string) => window.open(reminderPdfUrl(id), "_blank", "noopener");

/** "Mahnung erstellen": records the reminder with the open amount and opens its letter (PDF). */
export function ReminderDialog({
  open,
  onOpenChange,
  contractId,
  tenantName,
  arrearsCents,
  sentLevels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractId: string;
  tenantName: string;
  arrearsCents: Cents;
  sentLevels: number[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Mahnung erstellen – ${tenantName}`} description={`Überfällig: ${formatEuro(arrearsCents, { decimals: 2 })}. Der Brief nennt die offenen Monate und Beträge.`}>
        <ReminderForm contractId={contractId} sentLevels={sentLevels} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReminderForm({ contractId, sentLevels, onClose }: { contractId: string; sentLevels: number[]; onClose: () => void }) {
  const id = useId();
  const resolver = useMemo(() => reminderResolver(), []);
  const form = useForm<ReminderFormValues, unknown, ReminderInput>({ defaultValues: reminderFormDefaults(sentLevels), resolver });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const create = useCreateReminder();
  const save = useVersionedSave<{ id: string; version: number }>({ record: null, failMessage: messages.createReminderFailed, reload: async () => null, onReloaded: () => {} });

  const submit = handleSubmit(
    (input) =>
      save(async () => {
        const reminder = await create.mutateAsync({ contractId, input });
        toast.success(messages.reminderCreated);
        openReminderPdf(reminder.id);
        onClose();
      }),
    (problems) => {
      const message = firstFormError(problems, reminderErrorOrder);
      if (message) toast.error(message);
    },
  );
  const invalid = (field: keyof ReminderFormValues) => (errors[field] ? true : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={create.isPending}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-level`} label="Art des Schreibens" error={errors.level?.message}>
          <Select id={`${id}-level`} aria-invalid={invalid("level")} {...register("level")}>
            {reminderLevelLabels.map((label, level) => (
              <option key={label} value={String(level)}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-sent`} label="Datum des Schreibens" error={errors.sentOn?.message}>
            <Controller control={control} name="sentOn" render={({ field }) => <DateInput {...field} id={`${id}-sent`} aria-invalid={invalid("sentOn")} />} />
          </Field>
          <Field id={`${id}-deadline`} label="Zahlungsfrist" error={errors.paymentDeadline?.message} hint="Bis zu diesem Tag soll der Betrag eingehen.">
            <Controller control={control} name="paymentDeadline" render={({ field }) => <DateInput {...field} id={`${id}-deadline`} aria-invalid={invalid("paymentDeadline")} />} />
          </Field>
        </div>
      </DialogBody>
      <FormDialogFooter submitting={create.isPending} submitLabel="Erstellen und PDF öffnen" onCancel={onClose} />
    </form>
  );
}
