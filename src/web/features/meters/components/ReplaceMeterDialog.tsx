import { useId, useMemo } from "react";
import { Controller } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { meterKindLabels } from "@/shared/enums";
import { meterUnits, type MeterDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import type { MeterReplaceEditInput } from "@/shared/schemas/meters";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { useEntryForm } from "@/web/lib/use-entry-form";
import { meterListQuery } from "@/web/features/meters/api/list-meters";
import type { MeterOwner } from "@/web/features/meters/api/query-keys";
import { useReplaceMeter } from "@/web/features/meters/api/replace-meter";
import { replaceFormDefaults, replaceResolver, type ReplaceFormValues } from "@/web/features/meters/meter-form";

/**
 * Zählertausch: the old meter's last reading on the day of the swap, and the new meter with
 * its first reading of the same day; saved together or not at all.
 */
export function ReplaceMeterDialog({ open, onOpenChange, owner, meter }: { open: boolean; onOpenChange: (open: boolean) => void; owner: MeterOwner; meter: MeterDto | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Zähler tauschen" description={meter ? `${meterKindLabels[meter.kind]} · bisheriger Zähler ${meter.serialNumber}` : undefined}>
        {meter ? <ReplaceForm owner={owner} meter={meter} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReplaceForm({ owner, meter, onClose }: { owner: MeterOwner; meter: MeterDto; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => replaceResolver(), []);
  const { form, errors, invalid, submitWith } = useEntryForm<ReplaceFormValues, MeterReplaceEditInput, MeterDto>({
    entry: meter,
    defaults: replaceFormDefaults,
    resolver,
    failMessage: messages.replaceMeterFailed,
    reload: async (m) => (await queryClient.fetchQuery({ ...meterListQuery(owner), staleTime: 0 })).find((fresh) => fresh.id === m.id),
    // The typed values stay: only the old meter's version is renewed for the next try.
    keepValuesOnReload: true,
    serverFields: ["date", "removalValue", "serialNumber", "installationValue"],
    onClose,
  });
  const { register, control, formState } = form;
  const replace = useReplaceMeter();
  const submit = submitWith(async (current, input) => {
    const old = current ?? meter;
    await replace.mutateAsync({ id: old.id, version: old.version, input });
    toast.success(messages.meterReplaced(input.serialNumber));
    onClose();
  });
  const unit = meterUnits[meter.kind];

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-date`} label="Tauschdatum *" error={errors.date?.message} hint="Ausbau des alten und Einbau des neuen Zählers am selben Tag.">
          <Controller control={control} name="date" render={({ field }) => <DateInput {...field} id={`${id}-date`} aria-invalid={invalid("date")} />} />
        </Field>
        <Field id={`${id}-removal`} label={`Endstand des alten Zählers (${unit}) *`} error={errors.removalValue?.message}>
          <Input id={`${id}-removal`} inputMode="decimal" autoComplete="off" placeholder="z. B. 1.234,567" aria-invalid={invalid("removalValue")} {...register("removalValue")} />
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-serial`} label="Nummer des neuen Zählers *" error={errors.serialNumber?.message}>
            <Input id={`${id}-serial`} autoComplete="off" maxLength={100} aria-invalid={invalid("serialNumber")} {...register("serialNumber")} />
          </Field>
          <Field id={`${id}-installation`} label={`Anfangsstand des neuen (${unit}) *`} error={errors.installationValue?.message}>
            <Input id={`${id}-installation`} inputMode="decimal" autoComplete="off" placeholder="z. B. 0" aria-invalid={invalid("installationValue")} {...register("installationValue")} />
          </Field>
        </div>
        <Field id={`${id}-note`} label="Notiz zum neuen Zähler" error={errors.note?.message}>
          <Input id={`${id}-note`} maxLength={1000} aria-invalid={invalid("note")} {...register("note")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel="Zähler tauschen" onCancel={onClose} />
    </form>
  );
}
