import { useId, useMemo } from "react";
import { Controller, useWatch, type Resolver } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { meterKindLabels, meterKinds } from "@/shared/enums";
import { meterUnits, type MeterDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import type { MeterCreateInput, MeterEditInput } from "@/shared/schemas/meters";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { useEntryForm } from "@/web/lib/use-entry-form";
import { useCreateMeter } from "@/web/features/meters/api/create-meter";
import { meterListQuery } from "@/web/features/meters/api/list-meters";
import type { MeterOwner } from "@/web/features/meters/api/query-keys";
import { useUpdateMeter } from "@/web/features/meters/api/update-meter";
import { meterCreateResolver, meterEditResolver, meterFormDefaults, type MeterFormValues } from "@/web/features/meters/meter-form";

type MeterOutput = MeterCreateInput | MeterEditInput;

/** Adds a meter (with its installation reading, if known) or edits one (kind, number, period, note). */
export function MeterFormDialog({ open, onOpenChange, owner, meter }: { open: boolean; onOpenChange: (open: boolean) => void; owner: MeterOwner; meter: MeterDto | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={meter ? <>Zähler bearbeiten – <span className="whitespace-nowrap">{meter.serialNumber}</span></> : "Zähler hinzufügen"}>
        <MeterForm owner={owner} meter={meter} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function MeterForm({ owner, meter, onClose }: { owner: MeterOwner; meter: MeterDto | null; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const isNew = meter === null;
  // Adding takes the installation reading too; editing the meter alone.
  const resolver = useMemo<Resolver<MeterFormValues, unknown, MeterOutput>>(() => (isNew ? meterCreateResolver() : meterEditResolver()), [isNew]);
  const { form, errors, invalid, submitWith } = useEntryForm<MeterFormValues, MeterOutput, MeterDto>({
    entry: meter,
    defaults: meterFormDefaults,
    resolver,
    failMessage: messages.saveMeterFailed,
    reload: async (m) => (await queryClient.fetchQuery({ ...meterListQuery(owner), staleTime: 0 })).find((fresh) => fresh.id === m.id),
    serverFields: ["kind", "serialNumber", "installedOn", "removedOn", "installationValue"],
    onClose,
  });
  const { register, control, formState } = form;
  const create = useCreateMeter();
  const update = useUpdateMeter();
  const kind = useWatch({ control, name: "kind" });
  const submit = submitWith(async (current, input) => {
      if (current) {
        const { kind, serialNumber, installedOn, removedOn, note } = input;
        await update.mutateAsync({ id: current.id, version: current.version, input: { kind, serialNumber, installedOn, removedOn, note } });
        toast.success(messages.meterSaved);
      } else {
        await create.mutateAsync({ owner, input: "installationValue" in input ? input : { ...input, installationValue: null } });
        toast.success(messages.meterCreated(input.serialNumber));
      }
      onClose();
  });
  const unit = kind && kind in meterUnits ? meterUnits[kind as keyof typeof meterUnits] : null;

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-kind`} label="Art *" error={errors.kind?.message}>
            <Select id={`${id}-kind`} aria-invalid={invalid("kind")} {...register("kind")}>
              <option value="">Art wählen …</option>
              {meterKinds.map((k) => (
                <option key={k} value={k}>
                  {meterKindLabels[k]} ({meterUnits[k]})
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-serial`} label="Zählernummer *" error={errors.serialNumber?.message}>
            <Input id={`${id}-serial`} autoComplete="off" maxLength={100} placeholder="z. B. 12345678" aria-invalid={invalid("serialNumber")} {...register("serialNumber")} />
          </Field>
          <Field id={`${id}-installed`} label="Eingebaut am *" error={errors.installedOn?.message}>
            <Controller control={control} name="installedOn" render={({ field }) => <DateInput {...field} id={`${id}-installed`} aria-invalid={invalid("installedOn")} />} />
          </Field>
          {isNew ? (
            <Field id={`${id}-initial`} label={unit ? `Stand beim Einbau (${unit})` : "Stand beim Einbau"} error={errors.installationValue?.message} hint="Wird als Ablesung „Einbau“ gespeichert.">
              <Input id={`${id}-initial`} inputMode="decimal" autoComplete="off" placeholder="z. B. 1.234,567" aria-invalid={invalid("installationValue")} {...register("installationValue")} />
            </Field>
          ) : (
            <Field id={`${id}-removed`} label="Ausgebaut am" error={errors.removedOn?.message}>
              <Controller control={control} name="removedOn" render={({ field }) => <DateInput {...field} id={`${id}-removed`} aria-invalid={invalid("removedOn")} />} />
            </Field>
          )}
        </div>
        <Field id={`${id}-note`} label="Notiz" error={errors.note?.message}>
          <Input id={`${id}-note`} maxLength={1000} placeholder="z. B. Küche, Keller" aria-invalid={invalid("note")} {...register("note")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel={isNew ? "Zähler anlegen" : "Speichern"} onCancel={onClose} />
    </form>
  );
}
