import { useId, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { co2Defaults, co2Resolver, type Co2, type Co2Values } from "@/web/features/operating-costs/co2-form";
import { formatDecimalText } from "@/web/features/operating-costs/statement-format";
import { withSettings } from "@/web/features/operating-costs/statement-settings";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";

/** The CO2 split (CO2KostAufG): the supplier's kg CO2 and CO2 cost, § 9, and the step the building falls in. */
export function Co2Card({ statement, editable, save }: { statement: StatementDetailDto; editable: boolean; save: SaveStatement }) {
  const id = useId();
  const co2 = statement.settings.co2;
  const step = statement.result.co2;
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="space-y-4 p-5">
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          CO2-Kosten
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">Aus der Rechnung des Versorgers. Der Vermieteranteil wird von den Heizkosten der Mieter abgezogen und in der Abrechnung gezeigt.</p>
      </div>
      {step ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          {step.step < 0
            ? `Kein Wohngebäude: Vermieter ${formatDecimalText(step.landlordPercent)} %, Mieter ${formatDecimalText(step.tenantPercent)} %.`
            : `${formatDecimalText(step.kgPerSqmYear)} kg CO2 je m² und Jahr → Stufe ${step.step + 1}: Vermieter ${formatDecimalText(step.landlordPercent)} %, Mieter ${formatDecimalText(step.tenantPercent)} %.`}
        </p>
      ) : null}
      {editable ? <Co2Form id={id} co2={co2} statement={statement} save={save} /> : co2 ? null : <p className="text-sm text-muted-foreground">Keine CO2-Angaben.</p>}
    </Card>
  );
}

function Co2Form({ id, co2, statement, save }: { id: string; co2: Co2 | null; statement: StatementDetailDto; save: SaveStatement }) {
  const resolver = useMemo(() => co2Resolver(statement.settings), [statement.settings]);
  const { register, control, handleSubmit, formState, reset } = useForm<Co2Values, unknown, Co2>({ defaultValues: co2Defaults(co2), resolver });
  const errors = formState.errors;
  const submit = handleSubmit(async (next) => {
    if (await save({ settings: withSettings({ co2: next }) })) toast.success(messages.statementSaved);
  });
  const remove = async () => {
    if (!(await save({ settings: withSettings({ co2: null }) }))) return;
    reset(co2Defaults(null));
    toast.success(messages.statementSaved);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={formState.isSubmitting}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field id={`${id}-kg`} label="CO2-Ausstoß (kg) *" error={errors.kgCo2?.message} hint="Laut Rechnung, z. B. 12.345,6">
          <Input id={`${id}-kg`} inputMode="decimal" autoComplete="off" aria-invalid={errors.kgCo2 ? true : undefined} {...register("kgCo2")} />
        </Field>
        <Field id={`${id}-cost`} label="CO2-Kosten *" error={errors.cost?.message}>
          <MoneyInput id={`${id}-cost`} aria-invalid={errors.cost ? true : undefined} {...register("cost")} />
        </Field>
      </div>
      <Controller
        control={control}
        name="halved"
        render={({ field }) => (
          <CheckboxField
            id={`${id}-halved`}
            label="Vermieteranteil halbiert (§ 9 CO2KostAufG)"
            hint="Wenn öffentliches Recht Verbesserungen am Gebäude verhindert, z. B. Denkmalschutz."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={formState.isSubmitting}>
          CO2-Angaben speichern
        </Button>
        {co2 ? (
          <Button variant="ghost" onClick={() => void remove()}>
            CO2-Angaben entfernen
          </Button>
        ) : null}
      </div>
    </form>
  );
}
