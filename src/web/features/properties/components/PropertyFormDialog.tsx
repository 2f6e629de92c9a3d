import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import type { PropertyInput } from "@/shared/schemas/portfolio";
import { propertyKindLabels, propertyKinds } from "@/shared/enums";
import type { PropertyDto } from "@/shared/portfolio-types";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { Field } from "@/web/components/ui/field";
import { Input, inputClass } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { cn } from "@/web/lib/cn";
import { useCreateProperty } from "@/web/features/properties/api/create-property";
import { propertyQuery } from "@/web/features/properties/api/get-property";
import { useUpdateProperty } from "@/web/features/properties/api/update-property";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { propertyFormDefaults, propertyResolver, type PropertyFormValues } from "@/web/features/properties/property-form";
import { messages } from "@/shared/messages";

export function PropertyFormDialog({ open, onOpenChange, property }: { open: boolean; onOpenChange: (open: boolean) => void; property?: PropertyDto | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title={property ? `Immobilie bearbeiten – ${property.name}` : "Immobilie anlegen"}>
        <PropertyForm property={property ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold tracking-wide uppercase">{title}</legend>
      {hint ? <p className="mt-0.5 text-sm text-muted-foreground">{hint}</p> : null}
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function PropertyForm({ property, onDone }: { property: PropertyDto | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const { register, control, handleSubmit, formState, reset } = useForm<PropertyFormValues, unknown, PropertyInput>({
    defaultValues: propertyFormDefaults(property),
    resolver: propertyResolver,
  });
  const errors = formState.errors;
  const save = useVersionedSave({
    record: property,
    failMessage: messages.savePropertyFailed,
    reload: (p) => queryClient.fetchQuery({ ...propertyQuery(p.id), staleTime: 0 }),
    onReloaded: (fresh) => reset(propertyFormDefaults(fresh)),
  });

  const onSubmit = handleSubmit((input) =>
    save(async (current) => {
      if (current) {
        await update.mutateAsync({ ...input, id: current.id, version: current.version });
        toast.success(messages.propertySaved);
        onDone();
      } else {
        const created = await create.mutateAsync(input);
        toast.success(messages.propertyCreated);
        onDone();
        void navigate({ to: "/dashboard/properties/$propertyId", params: { propertyId: created.id } });
      }
    }),
  );

  const money = (name: "purchasePrice" | "transferTax" | "notary" | "landRegistry" | "broker", label: string) => (
    <Field id={`property-${name}`} label={label} error={errors[name]?.message}>
      <MoneyInput id={`property-${name}`} aria-invalid={!!errors[name]} {...register(name)} />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-6">
        <Group title="Objekt">
          <div className="sm:col-span-2">
            <Field id="property-name" label="Name *" error={errors.name?.message}>
              <Input id="property-name" placeholder="z. B. Mehrfamilienhaus Lindenstraße" autoComplete="off" aria-invalid={!!errors.name} {...register("name")} />
            </Field>
          </div>
          <Field id="property-kind" label="Objektart" error={errors.kind?.message}>
            <Select id="property-kind" {...register("kind")}>
              {propertyKinds.map((k) => (
                <option key={k} value={k}>
                  {propertyKindLabels[k]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="property-yearBuilt" label="Baujahr (Fertigstellung)" error={errors.yearBuilt?.message}>
            <Input id="property-yearBuilt" inputMode="numeric" placeholder="z. B. 1998" autoComplete="off" aria-invalid={!!errors.yearBuilt} {...register("yearBuilt")} />
          </Field>
        </Group>

        <Group title="Adresse">
          <div className="grid grid-cols-[1fr_6rem] gap-3 sm:col-span-2">
            <Field id="property-street" label="Straße" error={errors.street?.message}>
              <Input id="property-street" autoComplete="off" {...register("street")} />
            </Field>
            <Field id="property-houseNumber" label="Nr." error={errors.houseNumber?.message}>
              <Input id="property-houseNumber" autoComplete="off" {...register("houseNumber")} />
            </Field>
          </div>
          <div className="grid grid-cols-[6rem_1fr] gap-3 sm:col-span-2">
            <Field id="property-postcode" label="PLZ" error={errors.postcode?.message}>
              <Input id="property-postcode" inputMode="numeric" autoComplete="off" {...register("postcode")} />
            </Field>
            <Field id="property-city" label="Ort" error={errors.city?.message}>
              <Input id="property-city" autoComplete="off" {...register("city")} />
            </Field>
          </div>
        </Group>

        <Group title="Kauf">
          {money("purchasePrice", "Kaufpreis")}
          <Field id="property-purchaseDate" label="Kaufdatum" error={errors.purchaseDate?.message}>
            <Controller
              control={control}
              name="purchaseDate"
              render={({ field }) => <DateInput {...field} id="property-purchaseDate" aria-invalid={!!errors.purchaseDate} aria-describedby={errors.purchaseDate ? "property-purchaseDate-error" : undefined} />}
            />
          </Field>
          <Field id="property-buildingSharePercent" label="Gebäudeanteil (%)" error={errors.buildingSharePercent?.message} hint="Anteil des Gebäudes am Kaufpreis, Grundlage der AfA">
            <Input id="property-buildingSharePercent" inputMode="decimal" placeholder="z. B. 75" autoComplete="off" aria-invalid={!!errors.buildingSharePercent} {...register("buildingSharePercent")} />
          </Field>
        </Group>

        <Group title="Erwerbsnebenkosten">
          {money("transferTax", "Grunderwerbsteuer")}
          {money("notary", "Notar")}
          {money("landRegistry", "Grundbuch")}
          {money("broker", "Makler")}
        </Group>

        <Field id="property-notes" label="Notizen" error={errors.notes?.message}>
          <textarea id="property-notes" rows={3} className={cn(inputClass, "h-auto py-2")} {...register("notes")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel={property ? "Speichern" : "Immobilie anlegen"} onCancel={onDone} />
    </form>
  );
}
