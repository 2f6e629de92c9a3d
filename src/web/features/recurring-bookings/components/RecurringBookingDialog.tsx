import { useEffect, useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { betrkvTypeLabels, betrkvTypes, bookingCategoryInfo } from "@/domain/booking-categories";
import { recurrenceIntervalLabels, recurrenceIntervals } from "@/shared/enums";
import { messages } from "@/shared/messages";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import type { RecurringCreateInput } from "@/shared/schemas/recurring-bookings";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useCreateRecurringBooking } from "@/web/features/recurring-bookings/api/create-recurring-booking";
import { recurringQuery } from "@/web/features/recurring-bookings/api/get-recurring-booking";
import { usePropertyOptions } from "@/web/features/properties";
import { useUpdateRecurringBooking } from "@/web/features/recurring-bookings/api/update-recurring-booking";
import {
  asksBetrkvType,
  categoryOptions,
  firstRecurringError,
  recurringFormDefaults,
  recurringResolver,
  type Direction,
  type RecurringFormValues,
} from "@/web/features/recurring-bookings/recurring-form";

/** Create or edit a recurring booking template. The form mounts per opening (inside DialogContent). */
export function RecurringBookingDialog({ open, onOpenChange, template }: { open: boolean; onOpenChange: (open: boolean) => void; template: RecurringBookingDto | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title={template ? `Vorlage „${template.name}“ bearbeiten` : "Neue wiederkehrende Buchung"}>
        <RecurringForm template={template} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const dateClass = "dark:[color-scheme:dark]";

function RecurringForm({ template, onClose }: { template: RecurringBookingDto | null; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const isNew = template === null;
  const resolver = useMemo(() => recurringResolver(isNew), [isNew]);
  const form = useForm<RecurringFormValues, unknown, RecurringCreateInput>({ defaultValues: recurringFormDefaults(template), resolver });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const [direction, category] = useWatch({ control, name: ["direction", "category"] });
  const properties = usePropertyOptions();
  const create = useCreateRecurringBooking();
  const update = useUpdateRecurringBooking();
  const save = useVersionedSave({
    record: template,
    failMessage: messages.saveRecurringFailed,
    reload: (t) => queryClient.fetchQuery(recurringQuery(t.id)),
    onReloaded: (fresh) => reset(recurringFormDefaults(fresh)),
  });

  useEffect(() => {
    if (properties.isError) toast.error(errorMessage(properties.error, messages.loadPropertiesFailed));
  }, [properties.isError, properties.error]);

  const submit = handleSubmit(
    (input) =>
      save(async (current) => {
        if (current) {
          await update.mutateAsync({ id: current.id, version: current.version, input });
          toast.success(messages.recurringUpdated);
        } else {
          await create.mutateAsync(input);
          toast.success(messages.recurringCreated);
        }
        onClose();
      }),
    (problems) => {
      const message = firstRecurringError(problems);
      if (message) toast.error(message);
    },
  );

  const invalid = (field: keyof RecurringFormValues) => (errors[field] ? true : undefined);
  const busy = create.isPending || update.isPending;
  const extraLines = (template?.lines.length ?? 1) - 1;

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-name`} label="Name *" error={errors.name?.message} hint="z. B. Grundsteuer, Gebäudeversicherung">
          <Input id={`${id}-name`} aria-invalid={invalid("name")} {...register("name")} />
        </Field>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-interval`} label="Intervall *" error={errors.interval?.message}>
            <Select id={`${id}-interval`} aria-invalid={invalid("interval")} {...register("interval")}>
              {recurrenceIntervals.map((i) => (
                <option key={i} value={i}>
                  {recurrenceIntervalLabels[i]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-day`} label="Tag im Monat *" error={errors.dayOfMonth?.message} hint="1 bis 31; in kürzeren Monaten der letzte Tag">
            <Input id={`${id}-day`} inputMode="numeric" aria-invalid={invalid("dayOfMonth")} {...register("dayOfMonth")} />
          </Field>
          <Field id={`${id}-start`} label="Beginn *" error={errors.startDate?.message} hint="Vierteljährlich und jährlich zählen ab diesem Monat">
            <Input id={`${id}-start`} type="date" className={dateClass} aria-invalid={invalid("startDate")} {...register("startDate")} />
          </Field>
          <Field id={`${id}-end`} label="Ende" error={errors.endDate?.message} hint="Leer: ohne Ende">
            <Input id={`${id}-end`} type="date" className={dateClass} aria-invalid={invalid("endDate")} {...register("endDate")} />
          </Field>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Art *</legend>
          <div className="flex gap-4">
            {(["out", "in"] as Direction[]).map((d) => (
              <label key={d} className="flex items-center gap-2 text-sm">
                <input type="radio" value={d} {...register("direction")} />
                {d === "out" ? "Ausgabe" : "Einnahme"}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-amount`} label="Betrag *" error={errors.amount?.message}>
            <MoneyInput id={`${id}-amount`} aria-invalid={invalid("amount")} {...register("amount")} />
          </Field>
          <Field id={`${id}-property`} label="Immobilie *" error={errors.propertyId?.message}>
            <Select id={`${id}-property`} disabled={properties.isPending} aria-invalid={invalid("propertyId")} {...register("propertyId")}>
              <option value="">{properties.isPending ? "Immobilien werden geladen …" : "Immobilie auswählen …"}</option>
              {(properties.data?.items ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-category`} label="Kategorie *" error={errors.category?.message}>
            <Select id={`${id}-category`} aria-invalid={invalid("category")} {...register("category")}>
              <option value="">Kategorie auswählen …</option>
              {categoryOptions(direction).map((c) => (
                <option key={c} value={c}>
                  {bookingCategoryInfo[c].label}
                </option>
              ))}
            </Select>
          </Field>
          {asksBetrkvType(category) ? (
            <Field id={`${id}-betrkv`} label="Betriebskostenart (§ 2 BetrKV) *" error={errors.betrkvType?.message}>
              <Select id={`${id}-betrkv`} aria-invalid={invalid("betrkvType")} {...register("betrkvType")}>
                <option value="">Art auswählen …</option>
                {betrkvTypes
                  .filter((t) => t !== 1)
                  .map((t) => (
                    <option key={t} value={String(t)}>
                      {t}. {betrkvTypeLabels[t]}
                    </option>
                  ))}
              </Select>
            </Field>
          ) : null}
        </div>

        <Field id={`${id}-text`} label="Buchungstext" error={errors.text?.message}>
          <Input id={`${id}-text`} aria-invalid={invalid("text")} {...register("text")} />
        </Field>

        {extraLines > 0 ? (
          <p className="rounded-md bg-muted p-3 text-sm">
            Diese Vorlage ist auf {extraLines + 1} Zeilen aufgeteilt. Hier bearbeitest Du sie als eine Zeile; beim Speichern ersetzt diese Zeile die Aufteilung.
          </p>
        ) : null}
      </DialogBody>
      <FormDialogFooter submitting={busy} submitLabel={isNew ? "Vorlage anlegen" : "Speichern"} />
    </form>
  );
}
