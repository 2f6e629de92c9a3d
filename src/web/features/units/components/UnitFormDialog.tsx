import { useForm, useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Info } from "lucide-react";
import type { UnitDto } from "@/shared/portfolio-types";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { isConflict } from "@/web/lib/errors";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useUnitCodeCheck } from "@/web/features/units/api/check-unit-code";
import { useCreateUnit } from "@/web/features/units/api/create-unit";
import { unitQuery } from "@/web/features/units/api/get-unit";
import { useUpdateUnit } from "@/web/features/units/api/update-unit";
import type { UnitCreateInput } from "@/shared/schemas/portfolio";
import { unitCreateResolver, unitFormDefaults, unitUpdateResolver, type UnitEditInput, type UnitFormValues } from "@/web/features/units/unit-form";
import { FurnishingSelect, PurchaseSection, RentalSection, SectionTitle, UnitCodeFields, UnitFlags, UnitTypeSelect, UnitUsageSelect } from "./UnitFormSections";
import { messages } from "@/shared/messages";

/** Create or edit a unit of a property. The form mounts per opening, so it starts fresh each time. */
export function UnitFormDialog({
  open,
  onOpenChange,
  propertyId,
  unit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  unit?: UnitDto | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title={unit ? <>Einheit bearbeiten – <span className="whitespace-nowrap">{unit.code}</span></> : "Einheit hinzufügen"}>
        <UnitForm propertyId={propertyId} unit={unit ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UnitForm({ propertyId, unit, onDone }: { propertyId: string; unit: UnitDto | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const form = useForm<UnitFormValues, unknown, UnitCreateInput | UnitEditInput>({
    defaultValues: unitFormDefaults(unit),
    resolver: unit ? unitUpdateResolver : unitCreateResolver,
  });
  const { register, formState, handleSubmit, setError, setFocus, reset } = form;
  const [code, usage] = useWatch({ control: form.control, name: ["code", "usage"] });
  const codeCheck = useUnitCodeCheck({ propertyId, code, excludeId: unit?.id });
  const isWG = usage === "shared_housing";
  const save = useVersionedSave({
    record: unit,
    failMessage: messages.saveUnitFailed,
    reload: (u) => queryClient.fetchQuery({ ...unitQuery(u.id), staleTime: 0 }),
    onReloaded: (fresh) => reset(unitFormDefaults(fresh)),
    onError: (err, message) => {
      // A duplicate code that the live check missed (someone else took it meanwhile).
      if (isConflict(err)) {
        setError("code", { message });
        setFocus("code");
      }
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (codeCheck.status === "duplicate") {
      // Refused before asking the server: the live check already knows.
      setError("code", { message: codeCheck.message });
      setFocus("code");
      toast.error(codeCheck.message);
      return;
    }
    await save(async (current) => {
      if (current) {
        await update.mutateAsync({ id: current.id, input: { ...values, version: current.version } });
        toast.success(messages.unitSaved);
      } else {
        const input = values as UnitCreateInput;
        // A WG lets rooms, not the whole unit: its rental section is hidden and never sent.
        if (isWG) input.rental = null;
        await create.mutateAsync({ propertyId, input });
        toast.success(input.rental ? messages.unitCreatedWithContract : messages.unitCreated);
      }
      onDone();
    });
  });

  const busy = formState.isSubmitting;
  const hasPurchase = !!(unit?.purchasePriceCents || unit?.purchaseDate);

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-6">
        <section aria-label="Grunddaten" className="space-y-4">
          <SectionTitle>Grunddaten</SectionTitle>
          <UnitCodeFields form={form} codeCheck={codeCheck} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <UnitTypeSelect form={form} />
            <UnitUsageSelect form={form} />
            <FurnishingSelect form={form} />
            <Field id="unit-size" label="Wohnfläche (m²)" error={formState.errors.sizeSqm?.message}>
              <Input id="unit-size" inputMode="decimal" placeholder="z. B. 72,5" autoComplete="off" aria-invalid={!!formState.errors.sizeSqm} {...register("sizeSqm")} />
            </Field>
          </div>
          <UnitFlags form={form} />
        </section>
        <PurchaseSection form={form} defaultOpen={hasPurchase} />
        {unit ? null : isWG ? (
          <p className="flex items-start gap-2 rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            In einer WG werden einzelne Zimmer vermietet. Zimmer und Mietverträge legst Du nach dem Speichern auf der Seite der Einheit an.
          </p>
        ) : (
          <RentalSection form={form} />
        )}
      </DialogBody>
      <FormDialogFooter submitting={busy} submitLabel={unit ? "Speichern" : "Einheit anlegen"} onCancel={onDone} />
    </form>
  );
}
