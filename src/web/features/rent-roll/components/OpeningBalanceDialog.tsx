import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import type { TenantAccountDto } from "@/shared/rent-roll-types";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { tenantAccountQuery } from "@/web/features/rent-roll/api/get-tenant-account";
import { useSetOpeningBalance } from "@/web/features/rent-roll/api/set-opening-balance";
import { firstFormError } from "@/web/features/rent-roll/form-errors";
import { formatMonthLong } from "@/web/features/rent-roll/months";
import {
  openingBalanceErrorOrder,
  openingBalanceFormDefaults,
  openingBalanceResolver,
  openingMonthOptions,
  type OpeningBalanceFormValues,
  type OpeningBalanceValues,
} from "@/web/features/rent-roll/opening-balance-form";

type Versioned = { id: string; version: number; openingBalance: TenantAccountDto["openingBalance"] };
const versioned = (a: TenantAccountDto): Versioned => ({ id: a.contract.contractId, version: a.contract.version, openingBalance: a.openingBalance });

/** "Anfangssaldo": balance on the first day of a month, stored on the contract (its version guards the save). */
export function OpeningBalanceDialog({ open, onOpenChange, account }: { open: boolean; onOpenChange: (open: boolean) => void; account: TenantAccountDto }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Anfangssaldo" description="Für Mietverhältnisse, die älter sind als Deine Aufzeichnungen: der Stand am Ersten eines Monats.">
        <OpeningBalanceForm account={account} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function OpeningBalanceForm({ account, onClose }: { account: TenantAccountDto; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => openingBalanceResolver(), []);
  const form = useForm<OpeningBalanceFormValues, unknown, OpeningBalanceValues>({ defaultValues: openingBalanceFormDefaults(account.openingBalance), resolver });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const mutation = useSetOpeningBalance();
  const contractId = account.contract.contractId;
  const save = useVersionedSave<Versioned>({
    record: versioned(account),
    failMessage: messages.saveOpeningBalanceFailed,
    reload: async () => versioned(await queryClient.fetchQuery(tenantAccountQuery(contractId))),
    onReloaded: (fresh) => reset(openingBalanceFormDefaults(fresh.openingBalance)),
    onReloadFailed: onClose,
  });
  const months = useMemo(() => openingMonthOptions(account.contract.startDate), [account.contract.startDate]);

  const submit = handleSubmit(
    (input) =>
      save(async (stored) => {
        await mutation.mutateAsync({ contractId, version: stored!.version, input: { month: input.month, cents: input.cents } });
        toast.success(messages.openingBalanceSaved);
        onClose();
      }),
    (problems) => {
      const message = firstFormError(problems, openingBalanceErrorOrder);
      if (message) toast.error(message);
    },
  );
  const invalid = (field: keyof OpeningBalanceFormValues) => (errors[field] ? true : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={mutation.isPending}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-month`} label="Stand am Ersten von *" error={errors.month?.message}>
          <Select id={`${id}-month`} aria-invalid={invalid("month")} {...register("month")}>
            <option value="">Monat wählen …</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonthLong(m)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-amount`} label="Betrag *" error={errors.amount?.message} hint="Positiv: Rückstand des Mieters. Negativ (mit Minus): Guthaben des Mieters.">
          <MoneyInput id={`${id}-amount`} placeholder="0,00 oder -50,00" aria-invalid={invalid("amount")} {...register("amount")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={mutation.isPending} submitLabel="Speichern" onCancel={onClose} />
    </form>
  );
}
