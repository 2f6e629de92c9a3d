import { useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import type { StatementUnitDto } from "@/shared/operating-cost-types";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { preDeductionDefaults, preDeductionResolver, type PreDeductionValues } from "@/web/features/operating-costs/pre-deduction-form";
import { withPreDeduction, type PreDeduction } from "@/web/features/operating-costs/statement-settings";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; betrkvType: number; label: string; units: StatementUnitDto[]; settings: StatementSettings; save: SaveStatement };

/** „Vorwegabzug hinzufügen“: a unit's own part of a cost type, with the reason the statement prints. */
export function PreDeductionDialog({ open, onOpenChange, label, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title="Vorwegabzug hinzufügen" description={`${label}: Den Anteil dieser Einheit ziehst Du vorab ab, der Rest wird nach dem Schlüssel verteilt.`}>
        <PreDeductionForm {...rest} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PreDeductionForm({ betrkvType, units, settings, save, onClose }: Omit<Props, "open" | "onOpenChange" | "label"> & { onClose: () => void }) {
  const id = useId();
  const resolver = useMemo(() => preDeductionResolver(settings, betrkvType), [settings, betrkvType]);
  const { register, control, handleSubmit, formState } = useForm<PreDeductionValues, unknown, PreDeduction>({ defaultValues: preDeductionDefaults(), resolver });
  const errors = formState.errors;
  const invalid = (field: keyof PreDeductionValues) => (errors[field] ? true : undefined);
  const submit = handleSubmit(async (deduction) => {
    if (!(await save({ settings: withPreDeduction(betrkvType, deduction) }))) return;
    toast.success(messages.statementSaved);
    onClose();
  });
  const kind = useWatch({ control, name: "kind" });
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-unit`} label="Einheit *" error={errors.unitId?.message}>
          <Select id={`${id}-unit`} aria-invalid={invalid("unitId")} {...register("unitId")}>
            <option value="">Bitte wählen …</option>
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.code}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-kind`} label="Art">
          <Select id={`${id}-kind`} {...register("kind")}>
            <option value="share">Anteil der Kosten</option>
            <option value="cents">Fester Betrag</option>
          </Select>
        </Field>
        {kind === "share" ? (
          <Field id={`${id}-percent`} label="Anteil in % *" error={errors.percent?.message} hint="z. B. 20 oder 12,5">
            <Input id={`${id}-percent`} inputMode="decimal" aria-invalid={invalid("percent")} {...register("percent")} />
          </Field>
        ) : (
          <Field id={`${id}-amount`} label="Betrag *" error={errors.amount?.message}>
            <MoneyInput id={`${id}-amount`} aria-invalid={invalid("amount")} {...register("amount")} />
          </Field>
        )}
        <Field id={`${id}-reason`} label="Grund *" error={errors.reason?.message} hint="Steht in der Abrechnung, z. B. „Gewerbemüll der Bäckerei“.">
          <Input id={`${id}-reason`} maxLength={500} aria-invalid={invalid("reason")} {...register("reason")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel="Vorwegabzug hinzufügen" onCancel={onClose} />
    </form>
  );
}
