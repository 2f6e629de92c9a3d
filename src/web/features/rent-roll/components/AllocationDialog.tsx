import { useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { formatDate } from "@/core/dates";
import { formatEuro, negateCents } from "@/core/money";
import { messages } from "@/shared/messages";
import type { AccountEntryDto, AccountMonthDto, AccountPaymentInfo } from "@/shared/rent-roll-types";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Select } from "@/web/components/ui/select";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { allocationFormDefaults, allocationMonth, allocationOptions, type AllocationFormValues } from "@/web/features/rent-roll/allocation-form";
import { useAllocatePayment } from "@/web/features/rent-roll/api/allocate-payment";
import { tenantAccountQuery } from "@/web/features/rent-roll/api/get-tenant-account";

/** A payment entry of the account that can be re-allocated. */
export type AllocatablePayment = AccountEntryDto & { bookingId: string; payment: AccountPaymentInfo };

type Versioned = AccountPaymentInfo & { id: string };
const versioned = (p: AllocatablePayment): Versioned => ({ ...p.payment, id: p.bookingId });

/**
 * "Zuordnung ändern": which month a payment pays — automatically the oldest open one
 * (§366(2) BGB), or a month chosen here (as if the tenant had named it, §366(1)). Only the
 * designation changes; the booking's amount and categories stay.
 */
export function AllocationDialog({ contractId, payment, months, onClose }: { contractId: string; payment: AllocatablePayment | null; months: AccountMonthDto[]; onClose: () => void }) {
  return (
    <Dialog open={payment !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      {payment ? (
        <DialogContent
          title={`Zuordnung ändern – Zahlung ${payment.reference}`}
          description={`${formatDate(payment.date)} · ${formatEuro(negateCents(payment.amountCents), { decimals: 2 })}`}
        >
          <AllocationForm contractId={contractId} payment={payment} months={months} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AllocationForm({ contractId, payment, months, onClose }: { contractId: string; payment: AllocatablePayment; months: AccountMonthDto[]; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<AllocationFormValues>({ defaultValues: allocationFormDefaults(payment.payment.designatedMonth) });
  const { register, handleSubmit, reset, control } = form;
  const mutation = useAllocatePayment();
  const save = useVersionedSave<Versioned>({
    record: versioned(payment),
    failMessage: messages.allocatePaymentFailed,
    // The payment as the account shows it now; gone (deleted in between): close.
    reload: async (p) => {
      const account = await queryClient.fetchQuery(tenantAccountQuery(contractId));
      const fresh = account.entries.find((e): e is AllocatablePayment => e.bookingId === p.id && e.payment !== null);
      return fresh ? versioned(fresh) : null;
    },
    onReloaded: (fresh) => reset(allocationFormDefaults(fresh.designatedMonth)),
    onReloadFailed: onClose,
  });
  const designated = useWatch({ control, name: "rentMonth" });
  const options = useMemo(() => allocationOptions(months, payment.payment.designatedMonth), [months, payment.payment.designatedMonth]);

  const submit = handleSubmit((values) =>
    save(async (stored) => {
      await mutation.mutateAsync({ contractId, bookingId: payment.bookingId, input: { rentMonth: allocationMonth(values), version: stored!.version } });
      toast.success(messages.paymentAllocated);
      onClose();
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={mutation.isPending}>
      <DialogBody className="space-y-4">
        <Field
          id={`${id}-month`}
          label="Zahlung gilt für"
          hint={
            designated
              ? "Die Zahlung begleicht zuerst diesen Monat, Nebenkosten vor Kaltmiete; ein Rest geht an die älteste offene Forderung."
              : "Die Zahlung begleicht die älteste offene Forderung zuerst, Nebenkosten vor Kaltmiete (§ 366 Abs. 2 BGB)."
          }
        >
          <Select id={`${id}-month`} {...register("rentMonth")}>
            <option value="">Automatisch (älteste Forderung zuerst, § 366 BGB)</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <p className="text-sm text-muted-foreground">Betrag, Datum und Kategorien der Buchung bleiben unverändert; nur die Zuordnung im Mieterkonto ändert sich.</p>
      </DialogBody>
      <FormDialogFooter submitting={mutation.isPending} submitLabel="Speichern" onCancel={onClose} />
    </form>
  );
}
