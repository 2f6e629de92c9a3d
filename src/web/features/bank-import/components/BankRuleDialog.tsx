import { useEffect, useId, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { BankRuleDto, BankRuleInput } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { BetrkvTypeOptions, CategoryOptions, useBookingCategories } from "@/web/features/bookings";
import { usePropertyOptions } from "@/web/features/properties";
import { useCreateBankRule } from "@/web/features/bank-import/api/create-bank-rule";
import { bankRulesQuery } from "@/web/features/bank-import/api/list-bank-rules";
import { useUpdateBankRule } from "@/web/features/bank-import/api/update-bank-rule";
import { asksBetrkvType, bankRuleFormDefaults, bankRuleResolver, type BankRuleFormValues } from "@/web/features/bank-import/bank-rule-form";

const directions: ReadonlyArray<{ value: BankRuleFormValues["direction"]; label: string }> = [
  { value: "out", label: "Nur Ausgänge" },
  { value: "in", label: "Nur Eingänge" },
  { value: "any", label: "Beides" },
];

/** Create or edit a rule. The form mounts per opening (inside DialogContent). */
export function BankRuleDialog({ open, onOpenChange, rule }: { open: boolean; onOpenChange: (open: boolean) => void; rule: BankRuleDto | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title={rule ? `Regel „${rule.name}“ bearbeiten` : "Neue Regel"}>
        <BankRuleForm rule={rule} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BankRuleForm({ rule, onClose }: { rule: BankRuleDto | null; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => bankRuleResolver(), []);
  const form = useForm<BankRuleFormValues, unknown, BankRuleInput>({ defaultValues: bankRuleFormDefaults(rule), resolver });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const category = useWatch({ control, name: "category" });
  const properties = usePropertyOptions();
  const categories = useBookingCategories();
  const create = useCreateBankRule();
  const update = useUpdateBankRule();
  const save = useVersionedSave({
    record: rule,
    failMessage: messages.bankUiSaveRuleFailed,
    // No GET of one rule: the list read again, bypassing the cache.
    reload: async (r) => (await queryClient.fetchQuery({ ...bankRulesQuery(), staleTime: 0 })).find((x) => x.id === r.id),
    onReloaded: (fresh) => reset(bankRuleFormDefaults(fresh)),
  });

  useEffect(() => {
    if (categories.isError) toast.error(errorMessage(categories.error, messages.loadBookingCategoriesFailed));
  }, [categories.isError, categories.error]);

  const submit = handleSubmit((input) =>
    save(async (current) => {
      if (current) {
        await update.mutateAsync({ id: current.id, version: current.version, input });
        toast.success(messages.bankUiRuleUpdated);
      } else {
        await create.mutateAsync(input);
        toast.success(messages.bankUiRuleCreated);
      }
      onClose();
    }),
  );

  const invalid = (field: keyof BankRuleFormValues) => (errors[field] ? true : undefined);
  const busy = create.isPending || update.isPending;

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
      <DialogBody className="space-y-5">
        <Field id={`${id}-name`} label="Name *" error={errors.name?.message} hint="z. B. Stadtwerke Wasser">
          <Input id={`${id}-name`} maxLength={100} aria-invalid={invalid("name")} {...register("name")} />
        </Field>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold tracking-wide uppercase">Wenn</legend>
          <p className="text-sm text-muted-foreground">Alle angegebenen Bedingungen müssen zutreffen; mindestens eine der ersten drei.</p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id={`${id}-iban`} label="IBAN der Gegenpartei" error={errors.counterpartyIban?.message}>
              <Input id={`${id}-iban`} autoComplete="off" spellCheck={false} aria-invalid={invalid("counterpartyIban")} {...register("counterpartyIban")} />
            </Field>
            <Field id={`${id}-counterparty`} label="Name enthält" error={errors.counterpartyContains?.message}>
              <Input id={`${id}-counterparty`} maxLength={200} aria-invalid={invalid("counterpartyContains")} {...register("counterpartyContains")} />
            </Field>
            <Field id={`${id}-purpose`} label="Verwendungszweck enthält" error={errors.purposeContains?.message}>
              <Input id={`${id}-purpose`} maxLength={200} aria-invalid={invalid("purposeContains")} {...register("purposeContains")} />
            </Field>
            <Field id={`${id}-direction`} label="Richtung">
              <Select id={`${id}-direction`} {...register("direction")}>
                {directions.map((d) => (
                  <option key={d.value} value={d.value}>
                    {d.label}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold tracking-wide uppercase">Dann buchen auf</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
              <Select id={`${id}-category`} disabled={!categories.data} aria-invalid={invalid("category")} {...register("category")}>
                <CategoryOptions categories={categories.data} first="out" />
              </Select>
            </Field>
            {asksBetrkvType(category) ? (
              <Field id={`${id}-betrkv`} label="Betriebskostenart *" error={errors.betrkvType?.message}>
                <Select id={`${id}-betrkv`} aria-invalid={invalid("betrkvType")} {...register("betrkvType")}>
                  <BetrkvTypeOptions />
                </Select>
              </Field>
            ) : null}
          </div>
        </fieldset>

        <Controller
          control={control}
          name="automatic"
          render={({ field }) => (
            <CheckboxField
              id={`${id}-automatic`}
              label="Automatisch buchen"
              hint="Passende Umsätze werden beim Import ohne Rückfrage gebucht. Sonst schlägt die Regel nur vor."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </DialogBody>
      <FormDialogFooter submitting={busy} submitLabel={rule ? "Speichern" : "Regel anlegen"} />
    </form>
  );
}
