import { useEffect, useId, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { z } from "zod";
import { ReceiptText } from "lucide-react";
import { formatDate } from "@/core/dates";
import type { BankTransactionDto } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Select } from "@/web/components/ui/select";
import { errorMessage, isStale } from "@/web/lib/errors";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { useRentRoll } from "@/web/features/rent-roll";
import { useConfirmBankTransaction } from "@/web/features/bank-import/api/confirm-bank-transaction";
import { invalidateBankImport } from "@/web/features/bank-import/api/query-keys";
import { rentConfirmInput } from "@/web/features/bank-import/confirm-input";
import { contractLabel, monthChoices, rentDefaults, rentRollWindow } from "@/web/features/bank-import/rent-assignment";
import { SignedAmount } from "./SignedAmount";

type RentFormValues = { contractId: string; rentMonth: string };
type RentChoice = { contractId: string; rentMonth: string | null };

const rentSchema: z.ZodType<RentChoice, RentFormValues> = z.object({
  contractId: z.string().min(1, messages.bankConfirmSelectContract),
  rentMonth: z.string().transform((v) => (v === "" ? null : v)),
});

/** The largest page of the rent roll: the contracts to choose from. */
const CONTRACT_PAGE = 500;

/**
 * "Bearbeiten" of money in: a rent payment of another contract or month, or, with "Als andere
 * Buchung erfassen", an ordinary booking (the caller opens the booking dialog).
 */
export function AssignRentDialog({ transaction, onClose, onBookInstead }: { transaction: BankTransactionDto | null; onClose: () => void; onBookInstead: (tx: BankTransactionDto) => void }) {
  return (
    <Dialog open={transaction !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Umsatz zuordnen">{transaction ? <AssignRentForm tx={transaction} onClose={onClose} onBookInstead={() => onBookInstead(transaction)} /> : null}</DialogContent>
    </Dialog>
  );
}

function AssignRentForm({ tx, onClose, onBookInstead }: { tx: BankTransactionDto; onClose: () => void; onBookInstead: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => apiSchemaResolver<RentFormValues, RentChoice>(rentSchema, (v) => v), []);
  const form = useForm<RentFormValues, unknown, RentChoice>({ defaultValues: rentDefaults(tx.proposal), resolver });
  const { control, handleSubmit, setValue, formState } = form;
  const contractId = useWatch({ control, name: "contractId" });
  const range = rentRollWindow(tx.bookingDate);
  const rentRoll = useRentRoll({ ...range, propertyId: null, page: 1, pageSize: CONTRACT_PAGE });
  const confirm = useConfirmBankTransaction();
  const rows = rentRoll.data?.rows ?? [];
  const row = rows.find((r) => r.contractId === contractId);
  const rentProposal = tx.proposal?.kind === "rent" ? tx.proposal : null;
  const proposedMonth = rentProposal?.contractId === contractId ? rentProposal.rentMonth : null;

  useEffect(() => {
    if (rentRoll.isError) toast.error(errorMessage(rentRoll.error, messages.bankUiLoadContractsFailed));
  }, [rentRoll.isError, rentRoll.error]);

  const submit = handleSubmit(async (choice) => {
    try {
      await confirm.mutateAsync({ id: tx.id, input: rentConfirmInput(tx, choice.contractId, choice.rentMonth) });
      toast.success(messages.bankUiTransactionBooked);
      onClose();
    } catch (err) {
      if (isStale(err)) {
        toast.error(messages.bankUiTransactionStale);
        await invalidateBankImport(queryClient);
        onClose();
        return;
      }
      toast.error(errorMessage(err, messages.bankUiConfirmFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={confirm.isPending}>
      <DialogBody className="space-y-4">
        <p className="text-sm">
          {formatDate(tx.bookingDate)} · {tx.counterpartyName ?? "Unbekannt"} · <SignedAmount cents={tx.amountCents} />
          {tx.purpose ? <span className="block break-words text-muted-foreground">{tx.purpose}</span> : null}
        </p>
        <Field id={`${id}-contract`} label="Mietvertrag *" error={formState.errors.contractId?.message}>
          {/* Controlled: the options change when the rent roll arrives, the choice must not. */}
          <Controller
            control={control}
            name="contractId"
            render={({ field }) => (
              <Select
                id={`${id}-contract`}
                disabled={rentRoll.isPending}
                aria-invalid={formState.errors.contractId ? true : undefined}
                {...field}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  setValue("rentMonth", "");
                }}
              >
                <option value="">{rentRoll.isPending ? "Mietverträge werden geladen …" : "Mietvertrag wählen …"}</option>
                {/* The proposal's contract stays choosable even outside the rent roll's range. */}
                {rentProposal && !rows.some((r) => r.contractId === rentProposal.contractId) ? (
                  <option value={rentProposal.contractId}>{`${rentProposal.tenantName} · ${rentProposal.unitLabel}`}</option>
                ) : null}
                {rows.map((r) => (
                  <option key={r.contractId} value={r.contractId}>
                    {contractLabel(r)}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
        <Field id={`${id}-month`} label="Für Monat" hint="Welche Miete die Zahlung begleicht; sonst die älteste offene zuerst (§ 366 BGB).">
          <Controller
            control={control}
            name="rentMonth"
            render={({ field }) => (
              <Select id={`${id}-month`} disabled={!contractId} {...field}>
                {monthChoices(row, proposedMonth).map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
        <div className="border-t border-border pt-4">
          <p className="mb-2 text-sm text-muted-foreground">Keine Miete? Dann buche den Umsatz als gewöhnliche Einnahme.</p>
          <Button variant="outline" onClick={onBookInstead}>
            <ReceiptText className="h-4 w-4" aria-hidden /> Als andere Buchung erfassen …
          </Button>
        </div>
      </DialogBody>
      <FormDialogFooter submitting={confirm.isPending} submitLabel="Als Miete buchen" />
    </form>
  );
}
