import { useId } from "react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { DateInput } from "@/web/components/ui/date-input";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { needsReason, type PeriodFormValues } from "@/web/features/operating-costs/period-form";
import type { PeriodChange } from "@/web/features/operating-costs/use-statement-save";

/** Von, bis and — for fewer than 12 months — the reason; in the new-statement dialog and on the „Zeitraum“ step. */
export function PeriodFields({
  control,
  register,
  errors,
  values,
}: {
  control: Control<PeriodFormValues, unknown, PeriodChange>;
  register: UseFormRegister<PeriodFormValues>;
  errors: FieldErrors<PeriodFormValues>;
  values: Pick<PeriodFormValues, "periodStart" | "periodEnd">;
}) {
  const id = useId();
  const invalid = (field: keyof PeriodFormValues) => (errors[field] ? true : undefined);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${id}-start`} label="Zeitraum von *" error={errors.periodStart?.message}>
          <Controller control={control} name="periodStart" render={({ field }) => <DateInput {...field} id={`${id}-start`} aria-invalid={invalid("periodStart")} />} />
        </Field>
        <Field id={`${id}-end`} label="Zeitraum bis *" error={errors.periodEnd?.message}>
          <Controller control={control} name="periodEnd" render={({ field }) => <DateInput {...field} id={`${id}-end`} aria-invalid={invalid("periodEnd")} />} />
        </Field>
      </div>
      {needsReason(values) || errors.shortPeriodReason ? (
        <Field id={`${id}-reason`} label="Grund für den kürzeren Zeitraum *" error={errors.shortPeriodReason?.message} hint="Steht in der Abrechnung, z. B. „Erstes Jahr nach dem Kauf“ oder „Verkauf zum 30.09.“.">
          <Input id={`${id}-reason`} maxLength={500} aria-invalid={invalid("shortPeriodReason")} {...register("shortPeriodReason")} />
        </Field>
      ) : null}
    </div>
  );
}
