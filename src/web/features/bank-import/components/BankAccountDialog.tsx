import { useEffect, useId, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { BankAccountDto, BankAccountInput } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/errors";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { usePropertyOptions } from "@/web/features/properties";
import { useCreateBankAccount } from "@/web/features/bank-import/api/create-bank-account";
import { bankAccountQuery } from "@/web/features/bank-import/api/get-bank-account";
import { useUpdateBankAccount } from "@/web/features/bank-import/api/update-bank-account";
import { bankAccountFormDefaults, bankAccountResolver, toggleProperty, type BankAccountFormValues } from "@/web/features/bank-import/bank-account-form";

/** Create or edit a bank account. The form mounts per opening (inside DialogContent). */
export function BankAccountDialog({ open, onOpenChange, account }: { open: boolean; onOpenChange: (open: boolean) => void; account: BankAccountDto | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={account ? `Konto „${account.name}“ bearbeiten` : "Bankkonto anlegen"}>
        <BankAccountForm account={account} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BankAccountForm({ account, onClose }: { account: BankAccountDto | null; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => bankAccountResolver(), []);
  const form = useForm<BankAccountFormValues, unknown, BankAccountInput>({ defaultValues: bankAccountFormDefaults(account), resolver });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const properties = usePropertyOptions();
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const save = useVersionedSave({
    record: account,
    failMessage: messages.bankUiSaveAccountFailed,
    reload: (a) => queryClient.fetchQuery(bankAccountQuery(a.id)),
    onReloaded: (fresh) => reset(bankAccountFormDefaults(fresh)),
  });

  useEffect(() => {
    if (properties.isError) toast.error(errorMessage(properties.error, messages.loadPropertiesFailed));
  }, [properties.isError, properties.error]);

  const submit = handleSubmit((input) =>
    save(async (current) => {
      if (current) {
        await update.mutateAsync({ id: current.id, version: current.version, input });
        toast.success(messages.bankUiAccountUpdated);
      } else {
        await create.mutateAsync(input);
        toast.success(messages.bankUiAccountCreated);
      }
      onClose();
    }),
  );

  const busy = create.isPending || update.isPending;
  const propertyList = properties.data?.items ?? [];

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-name`} label="Name *" error={errors.name?.message} hint="z. B. Mietkonto Sparkasse">
          <Input id={`${id}-name`} maxLength={100} aria-invalid={errors.name ? true : undefined} {...register("name")} />
        </Field>
        <Field id={`${id}-iban`} label="IBAN *" error={errors.iban?.message}>
          <Input id={`${id}-iban`} autoComplete="off" spellCheck={false} placeholder="DE89 3704 0044 0532 0130 00" aria-invalid={errors.iban ? true : undefined} {...register("iban")} />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Immobilien</legend>
          <p className="text-sm text-muted-foreground">Über welche Immobilien läuft das Konto? Keine gewählt: Umsätze können zu jeder gehören.</p>
          {properties.isPending ? <p className="text-sm text-muted-foreground">Immobilien werden geladen …</p> : null}
          <Controller
            control={control}
            name="propertyIds"
            render={({ field }) => (
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {propertyList.map((p) => (
                  <CheckboxField
                    key={p.id}
                    id={`${id}-property-${p.id}`}
                    label={p.name}
                    checked={field.value.includes(p.id)}
                    onCheckedChange={(on) => field.onChange(toggleProperty(field.value, p.id, on))}
                  />
                ))}
              </div>
            )}
          />
        </fieldset>
      </DialogBody>
      <FormDialogFooter submitting={busy} submitLabel={account ? "Speichern" : "Konto anlegen"} />
    </form>
  );
}
