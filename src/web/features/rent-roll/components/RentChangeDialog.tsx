import { useId, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { rentChangeReasonLabels, rentChangeReasons } from "@/shared/enums";
import { messages } from "@/shared/messages";
import type { RentStepDto } from "@/shared/rent-roll-types";
import type { RentChangeInput } from "@/shared/schemas/rent-roll";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useCreateRentChange } from "@/web/features/rent-roll/api/create-rent-change";
import { tenantAccountQuery } from "@/web/features/rent-roll/api/get-tenant-account";
import { useUpdateRentChange } from "@/web/features/rent-roll/api/update-rent-change";
import { firstFormError } from "@/web/features/rent-roll/form-errors";
import { rentChangeErrorOrder, rentChangeFormDefaults, rentChangeResolver, type RentChangeFormValues } from "@/web/features/rent-roll/rent-change-form";

/** A stored step of the rent history (the contract's own rent has no id and is edited in the contract). */
export type StoredRentStep = RentStepDto & { id: string; version: number };

/** "Mietänderung": adds or edits a step of the rent history (gültig ab, Kaltmiete, NK, Grund, Notiz). */
export function RentChangeDialog({
  open,
  onOpenChange,
  contractId,
  step,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractId: string;
  /** The step to edit; null adds one. */
  step: StoredRentStep | null;
  /** The rent in force now: a new step starts from it. */
  current: RentStepDto | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={step ? "Mietänderung bearbeiten" : "Mietänderung hinzufügen"}>
        <RentChangeForm contractId={contractId} step={step} current={current} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RentChangeForm({ contractId, step, current, onClose }: { contractId: string; step: StoredRentStep | null; current: RentStepDto | undefined; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => rentChangeResolver(), []);
  const form = useForm<RentChangeFormValues, unknown, RentChangeInput>({ defaultValues: rentChangeFormDefaults(step, current), resolver });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const create = useCreateRentChange();
  const update = useUpdateRentChange();
  const busy = create.isPending || update.isPending;
  const save = useVersionedSave<StoredRentStep>({
    record: step,
    failMessage: messages.saveRentChangeFailed,
    // The account lists the steps with their versions: the stored one is read from there.
    reload: async (s) => (await queryClient.fetchQuery(tenantAccountQuery(contractId))).rentSteps.find((r): r is StoredRentStep => r.id === s.id),
    onReloaded: (fresh) => reset(rentChangeFormDefaults(fresh, current)),
    onReloadFailed: onClose,
  });

  const submit = handleSubmit(
    (input) =>
      save(async (stored) => {
        if (stored) await update.mutateAsync({ id: stored.id, version: stored.version, input });
        else await create.mutateAsync({ contractId, input });
        toast.success(messages.rentChangeSaved);
        onClose();
      }),
    (problems) => {
      const message = firstFormError(problems, rentChangeErrorOrder);
      if (message) toast.error(message);
    },
  );
  const invalid = (field: keyof RentChangeFormValues) => (errors[field] ? true : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
      <DialogBody className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-from`} label="Gültig ab *" error={errors.validFrom?.message}>
            <Controller control={control} name="validFrom" render={({ field }) => <DateInput {...field} id={`${id}-from`} aria-invalid={invalid("validFrom")} />} />
          </Field>
          <Field id={`${id}-reason`} label="Grund *" error={errors.reason?.message}>
            <Select id={`${id}-reason`} aria-invalid={invalid("reason")} {...register("reason")}>
              <option value="">Grund wählen …</option>
              {rentChangeReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {rentChangeReasonLabels[reason]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-cold`} label="Kaltmiete *" error={errors.coldRent?.message}>
            <MoneyInput id={`${id}-cold`} aria-invalid={invalid("coldRent")} {...register("coldRent")} />
          </Field>
          <Field id={`${id}-service`} label="NK-Vorauszahlung *" error={errors.serviceCharge?.message}>
            <MoneyInput id={`${id}-service`} aria-invalid={invalid("serviceCharge")} {...register("serviceCharge")} />
          </Field>
        </div>
        <Field id={`${id}-note`} label="Notiz" error={errors.note?.message}>
          <Input id={`${id}-note`} maxLength={500} aria-invalid={invalid("note")} {...register("note")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={busy} submitLabel={step ? "Speichern" : "Hinzufügen"} onCancel={onClose} />
    </form>
  );
}
