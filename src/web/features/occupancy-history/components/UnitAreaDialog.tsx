import { useId, useMemo } from "react";
import { Controller } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import type { UnitAreaDto } from "@/shared/occupancy-history-types";
import type { UnitAreaInput } from "@/shared/schemas/occupancy-history";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { useEntryForm } from "@/web/lib/use-entry-form";
import { useCreateUnitArea } from "@/web/features/occupancy-history/api/create-unit-area";
import { unitAreasQuery } from "@/web/features/occupancy-history/api/list-unit-areas";
import { useUpdateUnitArea } from "@/web/features/occupancy-history/api/update-unit-area";
import { areaFormDefaults, areaResolver, type AreaFormValues } from "@/web/features/occupancy-history/history-form";

/** Adds an entry to a unit's area history or corrects one (gültig ab, Wohnfläche, Nutzfläche). */
export function UnitAreaDialog({
  open,
  onOpenChange,
  unitId,
  entry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unitId: string;
  /** The entry to edit; null adds one. */
  entry: UnitAreaDto | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title={entry ? "Fläche bearbeiten" : "Fläche hinzufügen"} description="Die Fläche gilt ab dem Datum bis zum nächsten Eintrag.">
        <UnitAreaForm unitId={unitId} entry={entry} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UnitAreaForm({ unitId, entry, onClose }: { unitId: string; entry: UnitAreaDto | null; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => areaResolver(), []);
  const { form, errors, invalid, submitWith } = useEntryForm<AreaFormValues, UnitAreaInput, UnitAreaDto>({
    entry,
    defaults: areaFormDefaults,
    resolver,
    failMessage: messages.saveUnitAreaFailed,
    reload: async (e) => (await queryClient.fetchQuery({ ...unitAreasQuery(unitId), staleTime: 0 })).find((fresh) => fresh.id === e.id),
    serverFields: ["validFrom"],
    onClose,
  });
  const { register, control, formState } = form;
  const create = useCreateUnitArea();
  const update = useUpdateUnitArea();
  const submit = submitWith(async (current, input) => {
    if (current) await update.mutateAsync({ id: current.id, version: current.version, input });
    else await create.mutateAsync({ unitId, input });
    toast.success(messages.unitAreaSaved);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-from`} label="Gültig ab *" error={errors.validFrom?.message}>
          <Controller control={control} name="validFrom" render={({ field }) => <DateInput {...field} id={`${id}-from`} aria-invalid={invalid("validFrom")} />} />
        </Field>
        <Field id={`${id}-living`} label="Wohnfläche (m²) *" error={errors.livingArea?.message} hint="Bis zu 2 Nachkommastellen, z. B. 64,50">
          <Input id={`${id}-living`} inputMode="decimal" autoComplete="off" placeholder="z. B. 64,50" aria-invalid={invalid("livingArea")} {...register("livingArea")} />
        </Field>
        <Field id={`${id}-usable`} label="Nutzfläche (m²)" error={errors.usableArea?.message} hint="Optional, für den Umlageschlüssel nach Nutzfläche (z. B. Gewerbe, Keller)">
          <Input id={`${id}-usable`} inputMode="decimal" autoComplete="off" aria-invalid={invalid("usableArea")} {...register("usableArea")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel={entry ? "Speichern" : "Fläche speichern"} onCancel={onClose} />
    </form>
  );
}
