import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { BankTransactionDto } from "@/shared/bank-import-types";
import type { BookingEditInput } from "@/shared/schemas/bookings";
import { messages } from "@/shared/messages";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { isStale } from "@/web/lib/errors";
import { BookingDialog } from "@/web/features/bookings";
import { useConfirmBankTransaction } from "@/web/features/bank-import/api/confirm-bank-transaction";
import { invalidateBankImport } from "@/web/features/bank-import/api/query-keys";
import { bookingConfirmInput, defaultRuleName, transactionPrefill, type BookingPlace } from "@/web/features/bank-import/confirm-input";

/**
 * Books a transaction as an ordinary booking: the bookings feature's dialog, pre-filled with
 * the transaction's facts (and a rule's place and category), saving through the confirm
 * endpoint instead of POST /bookings. "Immer so buchen" saves a rule from it.
 */
export function TransactionBookingDialog({
  transaction,
  rule,
  accountPropertyIds,
  onClose,
}: {
  transaction: BankTransactionDto | null;
  rule: BookingPlace | null;
  accountPropertyIds: readonly string[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const confirm = useConfirmBankTransaction();
  const [saveRule, setSaveRule] = useState<RuleChoice>({ on: false, name: "", automatic: false });
  const tx = transaction;

  const onSubmit = async (booking: BookingEditInput) => {
    if (!tx) return;
    const rule = saveRule.on ? { name: saveRule.name.trim() || defaultRuleName(tx), automatic: saveRule.automatic } : null;
    try {
      await confirm.mutateAsync({ id: tx.id, input: bookingConfirmInput(tx, booking, rule) });
      toast.success(messages.bankUiTransactionBooked);
    } catch (err) {
      // Someone booked or ignored it meanwhile: the dialog closes onto the reloaded list.
      if (!isStale(err)) throw err;
      toast.error(messages.bankUiTransactionStale);
      await invalidateBankImport(queryClient);
    }
  };

  return (
    <BookingDialog
      open={tx !== null}
      onOpenChange={(open) => {
        if (open) return;
        setSaveRule({ on: false, name: "", automatic: false });
        onClose();
      }}
      booking={null}
      title="Umsatz buchen"
      prefill={tx ? transactionPrefill(tx, rule, accountPropertyIds) : {}}
      onSubmitOverride={onSubmit}
      extra={tx ? <SaveRuleSection value={saveRule} placeholder={defaultRuleName(tx)} onChange={setSaveRule} /> : null}
    />
  );
}

type RuleChoice = { on: boolean; name: string; automatic: boolean };

function SaveRuleSection({ value, placeholder, onChange }: { value: RuleChoice; placeholder: string; onChange: (next: RuleChoice) => void }) {
  const id = useId();
  return (
    <section className="space-y-3 rounded-lg border border-border bg-muted/30 p-3">
      <CheckboxField
        id={`${id}-always`}
        label="Immer so buchen"
        hint="Speichert eine Regel: Umsätze dieser Gegenpartei werden künftig so vorgeschlagen."
        checked={value.on}
        onCheckedChange={(on) => onChange({ ...value, on, name: on && value.name === "" ? placeholder : value.name })}
      />
      {value.on ? (
        <div className="space-y-3 pl-7">
          <Field id={`${id}-name`} label="Name der Regel">
            <Input id={`${id}-name`} maxLength={100} placeholder={placeholder} value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} />
          </Field>
          <CheckboxField
            id={`${id}-auto`}
            label="Automatisch buchen"
            hint="Ohne Rückfrage buchen, sobald ein passender Umsatz importiert wird."
            checked={value.automatic}
            onCheckedChange={(automatic) => onChange({ ...value, automatic })}
          />
        </div>
      ) : null}
    </section>
  );
}
