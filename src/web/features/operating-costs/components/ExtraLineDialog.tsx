import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { betrkvTypeLabels, betrkvTypes } from "@/domain/booking-categories";
import { messages } from "@/shared/messages";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { extraLineDefaults, extraLineResolver, type ExtraLineValues } from "@/web/features/operating-costs/extra-line-form";
import { withExtraLine, type ExtraLine } from "@/web/features/operating-costs/statement-settings";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";

/** „Position hinzufügen“: a cost the books do not hold, with its type, amount and reason. */
export function ExtraLineDialog({ open, onOpenChange, settings, save }: { open: boolean; onOpenChange: (open: boolean) => void; settings: StatementSettings; save: SaveStatement }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title="Position hinzufügen" description="Kosten, die nicht in Deinen Buchungen stehen. Der Betrag gilt für den ganzen Zeitraum.">
        <ExtraLineForm settings={settings} save={save} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ExtraLineForm({ settings, save, onClose }: { settings: StatementSettings; save: SaveStatement; onClose: () => void }) {
  const id = useId();
  // One id per opening: a second save of the same dialog replaces the line instead of adding it twice.
  const [lineId] = useState(() => crypto.randomUUID());
  const resolver = useMemo(() => extraLineResolver(settings, lineId), [settings, lineId]);
  const { register, handleSubmit, formState } = useForm<ExtraLineValues, unknown, ExtraLine>({ defaultValues: extraLineDefaults(), resolver });
  const errors = formState.errors;
  const invalid = (field: keyof ExtraLineValues) => (errors[field] ? true : undefined);
  const submit = handleSubmit(async (line) => {
    if (!(await save({ settings: withExtraLine(line) }))) return;
    toast.success(messages.statementSaved);
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-type`} label="Betriebskostenart (§ 2 BetrKV) *" error={errors.betrkvType?.message}>
          <Select id={`${id}-type`} aria-invalid={invalid("betrkvType")} {...register("betrkvType")}>
            <option value="">Bitte wählen …</option>
            {betrkvTypes.map((t) => (
              <option key={t} value={t}>
                {t}. {betrkvTypeLabels[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-label`} label="Bezeichnung *" error={errors.label?.message}>
          <Input id={`${id}-label`} maxLength={200} placeholder="z. B. Wartung Rauchmelder" aria-invalid={invalid("label")} {...register("label")} />
        </Field>
        <Field id={`${id}-amount`} label="Betrag *" error={errors.amount?.message}>
          <MoneyInput id={`${id}-amount`} aria-invalid={invalid("amount")} {...register("amount")} />
        </Field>
        <Field id={`${id}-reason`} label="Grund *" error={errors.reason?.message} hint="Steht in der Abrechnung, z. B. „Rechnung privat bezahlt“.">
          <Input id={`${id}-reason`} maxLength={500} aria-invalid={invalid("reason")} {...register("reason")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel="Position hinzufügen" onCancel={onClose} />
    </form>
  );
}
