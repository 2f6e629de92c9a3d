import { useId, useMemo } from "react";
import { Controller } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import type { ContractOccupantDto } from "@/shared/occupancy-history-types";
import type { ContractOccupantInput } from "@/shared/schemas/occupancy-history";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { useEntryForm } from "@/web/lib/use-entry-form";
import { useCreateOccupant } from "@/web/features/occupancy-history/api/create-occupant";
import { occupantsQuery } from "@/web/features/occupancy-history/api/list-occupants";
import { useUpdateOccupant } from "@/web/features/occupancy-history/api/update-occupant";
import { occupantFormDefaults, occupantResolver, type OccupantFormValues } from "@/web/features/occupancy-history/history-form";

/** Adds an entry to the persons living under a contract or corrects one (gültig ab, Personen). */
export function OccupantDialog({
  open,
  onOpenChange,
  contractId,
  entry,
  suggestedFrom,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractId: string;
  /** The entry to edit; null adds one. */
  entry: ContractOccupantDto | null;
  /** Prefilled date of a new entry (the first one: the contract's start). */
  suggestedFrom: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title={entry ? "Personenzahl bearbeiten" : "Personenzahl hinzufügen"} description="Die Zahl gilt ab dem Datum bis zum nächsten Eintrag.">
        <OccupantForm contractId={contractId} entry={entry} suggestedFrom={suggestedFrom} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function OccupantForm({ contractId, entry, suggestedFrom, onClose }: { contractId: string; entry: ContractOccupantDto | null; suggestedFrom: string; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => occupantResolver(), []);
  const { form, errors, invalid, submitWith } = useEntryForm<OccupantFormValues, ContractOccupantInput, ContractOccupantDto>({
    entry,
    defaults: (e) => occupantFormDefaults(e, suggestedFrom),
    resolver,
    failMessage: messages.saveOccupantFailed,
    reload: async (e) => (await queryClient.fetchQuery({ ...occupantsQuery(contractId), staleTime: 0 })).find((fresh) => fresh.id === e.id),
    serverFields: ["validFrom"],
    onClose,
  });
  const { register, control, formState } = form;
  const create = useCreateOccupant();
  const update = useUpdateOccupant();
  const submit = submitWith(async (current, input) => {
    if (current) await update.mutateAsync({ id: current.id, version: current.version, input });
    else await create.mutateAsync({ contractId, input });
    toast.success(messages.occupantSaved);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-from`} label="Gültig ab *" error={errors.validFrom?.message}>
          <Controller control={control} name="validFrom" render={({ field }) => <DateInput {...field} id={`${id}-from`} aria-invalid={invalid("validFrom")} />} />
        </Field>
        <Field id={`${id}-persons`} label="Personen *" error={errors.persons?.message} hint="Alle, die in der Wohnung leben, Kinder eingeschlossen (0 bis 99)">
          <Input id={`${id}-persons`} inputMode="numeric" autoComplete="off" placeholder="z. B. 2" aria-invalid={invalid("persons")} {...register("persons")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel={entry ? "Speichern" : "Personenzahl speichern"} onCancel={onClose} />
    </form>
  );
}
