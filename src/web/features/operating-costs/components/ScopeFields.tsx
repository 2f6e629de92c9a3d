import { useId, type ReactNode } from "react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { statementScopeKindLabels, statementScopeKinds, type StatementScopeKind } from "@/shared/enums";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { usePropertyOptions } from "@/web/features/properties";
import { useUnitList } from "@/web/features/units";
import { toggled, type NewStatementFormValues, type NewStatementInput } from "@/web/features/operating-costs/new-statement-form";

const KIND_HINTS: Record<StatementScopeKind, string> = {
  property: "Alle Einheiten und alle Kosten der Immobilie.",
  units: "Z. B. ein Haus von mehreren auf einem Grundstück: nur diese Einheiten und ihre Kosten.",
  properties: "Z. B. Nachbarhäuser mit einer gemeinsamen Heizung: Einheiten und Kosten aller gewählten Immobilien.",
};

type Props = {
  propertyId: string;
  control: Control<NewStatementFormValues, unknown, NewStatementInput>;
  register: UseFormRegister<NewStatementFormValues>;
  errors: FieldErrors<NewStatementFormValues>;
  kind: StatementScopeKind;
};

/** „Umfang“ of a new statement (decision 0032): the whole property, an Abrechnungseinheit or a Wirtschaftseinheit. */
export function ScopeFields({ propertyId, control, register, errors, kind }: Props) {
  const id = useId();
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Was rechnest Du ab?</legend>
        {statementScopeKinds.map((k) => (
          <label
            key={k}
            className={cn("flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors", kind === k ? "border-primary bg-accent/40" : "border-input hover:bg-muted")}
          >
            <input type="radio" value={k} className="mt-0.5 h-4 w-4 shrink-0 accent-(--color-primary)" {...register("scopeKind")} />
            <span className="min-w-0">
              <span className="block font-medium">{statementScopeKindLabels[k]}</span>
              <span className="block text-muted-foreground">{KIND_HINTS[k]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {kind === "property" ? null : (
        <>
          <Field
            id={`${id}-name`}
            label={kind === "units" ? "Name der Abrechnungseinheit *" : "Name der Wirtschaftseinheit *"}
            error={errors.scopeName?.message}
            hint="Steht in der Abrechnung und in den Briefen, z. B. „Haus A“."
          >
            <Input id={`${id}-name`} maxLength={100} aria-invalid={errors.scopeName ? true : undefined} {...register("scopeName")} />
          </Field>
          {kind === "units" ? <UnitChoice propertyId={propertyId} control={control} error={errors.unitIds?.message} /> : <PropertyChoice propertyId={propertyId} control={control} error={errors.propertyIds?.message} />}
        </>
      )}
    </div>
  );
}

function Choices({ legend, error, loading, empty, children }: { legend: string; error: string | undefined; loading: boolean; empty: string | null; children: ReactNode }) {
  return (
    <fieldset className="space-y-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {loading ? <Spinner /> : empty ? <p className="text-sm text-muted-foreground">{empty}</p> : <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">{children}</div>}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function UnitChoice({ propertyId, control, error }: { propertyId: string; control: Props["control"]; error: string | undefined }) {
  const id = useId();
  const units = useUnitList(propertyId);
  return (
    <Controller
      control={control}
      name="unitIds"
      render={({ field }) => (
        <Choices legend="Einheiten der Abrechnungseinheit *" error={error} loading={units.isPending} empty={units.data?.length === 0 ? "Die Immobilie hat noch keine Einheiten." : null}>
          {(units.data ?? []).map((u) => (
            <CheckboxField key={u.id} id={`${id}-${u.id}`} label={u.code} checked={field.value.includes(u.id)} onCheckedChange={(on) => field.onChange(toggled(field.value, u.id, on))} />
          ))}
        </Choices>
      )}
    />
  );
}

function PropertyChoice({ propertyId, control, error }: { propertyId: string; control: Props["control"]; error: string | undefined }) {
  const id = useId();
  const properties = usePropertyOptions();
  const others = (properties.data?.items ?? []).filter((p) => p.id !== propertyId);
  return (
    <Controller
      control={control}
      name="propertyIds"
      render={({ field }) => (
        <Choices
          legend="Weitere Immobilien der Wirtschaftseinheit *"
          error={error}
          loading={properties.isPending}
          empty={others.length === 0 ? "Es gibt keine weitere Immobilie im Portfolio." : null}
        >
          {others.map((p) => (
            <CheckboxField key={p.id} id={`${id}-${p.id}`} label={p.name} checked={field.value.includes(p.id)} onCheckedChange={(on) => field.onChange(toggled(field.value, p.id, on))} />
          ))}
          <p className="text-sm text-muted-foreground sm:col-span-2">Die Abrechnung steht unter jeder gewählten Immobilie; die Briefe tragen die Anschrift dieser Immobilie.</p>
        </Choices>
      )}
    />
  );
}
