import { useId } from "react";
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { Divide, Plus, Trash2, Users } from "lucide-react";
import type { BookingCategoryDto } from "@/shared/booking-types";
import type { PropertyListItem } from "@/shared/portfolio-types";
import { MAX_SPREAD_YEARS } from "@/domain/booking-categories";
import { MAX_BOOKING_LINES, type BookingEditInput } from "@/shared/schemas/bookings";
import { Button } from "@/web/components/ui/button";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { unitListQuery } from "@/web/features/units";
import { formatSignedEuro } from "@/web/features/bookings/booking-format";
import { BetrkvTypeOptions, CategoryOptions } from "./CategoryOptions";
import {
  emptyLine,
  lineOptions,
  lineRemainder,
  splitLineOverUnits,
  splitLinesEvenly,
  withCategory,
  withProperty,
  type BookingFormValues,
  type BookingLineFormValues,
  type Direction,
} from "@/web/features/bookings/booking-form";

type Form = UseFormReturn<BookingFormValues, unknown, BookingEditInput>;

/** "Aufteilung": the booking's lines over properties, units and categories, with the remainder still to spread. */
export function BookingLines({
  form,
  categories,
  properties,
  readOnly,
}: {
  form: Form;
  categories: BookingCategoryDto[] | undefined;
  properties: PropertyListItem[];
  readOnly: boolean;
}) {
  const { control, getValues, setValue, formState } = form;
  const lines = useFieldArray({ control, name: "lines" });
  const [direction, amount, values] = useWatch({ control, name: ["direction", "amount", "lines"] });
  const remainder = lineRemainder({ amount, lines: values });
  const submitted = formState.isSubmitted;
  const rootError = (formState.errors.lines as { root?: { message?: string } } | undefined)?.root?.message;

  /** After a first submit, programmatic changes re-validate like typed ones do. */
  const applyLine = (index: number, next: BookingLineFormValues) => {
    const current = getValues(`lines.${index}`);
    for (const key of Object.keys(next) as Array<keyof BookingLineFormValues>) {
      if (next[key] !== current[key]) setValue(`lines.${index}.${key}`, next[key], { shouldValidate: submitted });
    }
  };
  const replaceLines = (next: BookingLineFormValues[] | null) => {
    if (!next) return;
    lines.replace(next);
    if (submitted) void form.trigger();
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Beträge der Zeilen wie den Gesamtbetrag positiv eingeben. Ein Minus bucht gegen die Richtung, z. B. eine Erstattung.
      </p>
      <ol className="space-y-3">
        {lines.fields.map((field, index) => (
          <li key={field.id}>
            <LineFields
              form={form}
              index={index}
              count={lines.fields.length}
              categories={categories}
              direction={direction}
              properties={properties}
              readOnly={readOnly}
              onLine={(next) => applyLine(index, next)}
              onRemove={() => lines.remove(index)}
              onSplitOverUnits={(unitIds) => replaceLines(splitLineOverUnits(getValues(), index, unitIds))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {readOnly ? (
          <span />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={lines.fields.length >= MAX_BOOKING_LINES}
              onClick={() => lines.append(emptyLine(getValues("lines.0.propertyId") ?? ""), { shouldFocus: false })}
            >
              <Plus className="h-4 w-4" aria-hidden /> Zeile hinzufügen
            </Button>
            {lines.fields.length > 1 ? (
              <Button variant="outline" size="sm" onClick={() => replaceLines(splitLinesEvenly(getValues()))}>
                <Divide className="h-4 w-4" aria-hidden /> Gleichmäßig aufteilen
              </Button>
            ) : null}
          </div>
        )}
        <output aria-live="polite" className="text-sm font-medium tabular-nums" data-testid="line-remainder">
          {remainder !== null && remainder !== 0 ? <span className="text-warning">Noch zu verteilen: {formatSignedEuro(remainder)}</span> : null}
        </output>
      </div>
      {rootError ? (
        <p role="alert" className="text-sm text-destructive">
          {rootError}
        </p>
      ) : null}
    </div>
  );
}

function LineFields({
  form,
  index,
  count,
  categories,
  direction,
  properties,
  readOnly,
  onLine,
  onRemove,
  onSplitOverUnits,
}: {
  form: Form;
  index: number;
  count: number;
  categories: BookingCategoryDto[] | undefined;
  /** The booking's direction: its categories come first, most lines follow it. */
  direction: Direction;
  properties: PropertyListItem[];
  readOnly: boolean;
  onLine: (next: BookingLineFormValues) => void;
  onRemove: () => void;
  onSplitOverUnits: (unitIds: string[]) => void;
}) {
  const id = useId();
  const { control, register, getValues } = form;
  const line = useWatch({ control, name: `lines.${index}` });
  const units = useQuery({ ...unitListQuery(line.propertyId), enabled: line.propertyId !== "" });
  const unitList = line.propertyId ? (units.data ?? []) : [];
  const options = lineOptions(line.category);
  const errors = (form.formState.errors.lines?.[index] ?? {}) as FieldErrors<BookingLineFormValues>;
  const invalid = (field: keyof BookingLineFormValues) => (errors[field] ? true : undefined);
  const name = `Zeile ${index + 1}`;

  return (
    <fieldset className="relative space-y-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{name}</legend>
      {!readOnly && count > 1 ? (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-1 right-1 h-8 w-8 text-destructive hover:bg-destructive/10"
          onClick={onRemove}
          aria-label={`${name} entfernen`}
          title="Zeile entfernen"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field id={`${id}-property`} label="Immobilie *" error={errors.propertyId?.message}>
          <Select
            id={`${id}-property`}
            value={line.propertyId}
            onChange={(e) => onLine(withProperty(getValues(`lines.${index}`), e.target.value))}
            aria-invalid={invalid("propertyId")}
          >
            <option value="">Immobilie auswählen …</option>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-unit`} label="Einheit" error={errors.unitId?.message}>
          {/* Controlled, like the property: the units load after the form mounts, and an uncontrolled
              select would keep showing "Ganze Immobilie" for a stored line's unit. */}
          <Select
            id={`${id}-unit`}
            value={line.unitId}
            onChange={(e) => onLine({ ...getValues(`lines.${index}`), unitId: e.target.value })}
            disabled={!line.propertyId || units.isPending}
            aria-invalid={invalid("unitId")}
          >
            <option value="">{line.propertyId ? "Ganze Immobilie" : "Zuerst Immobilie wählen"}</option>
            {unitList.map((u) => (
              <option key={u.id} value={u.id}>
                {u.code}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-category`} label="Kategorie *" error={errors.category?.message}>
          <Select
            id={`${id}-category`}
            value={line.category}
            onChange={(e) => onLine(withCategory(getValues(`lines.${index}`), e.target.value))}
            disabled={!categories}
            aria-invalid={invalid("category")}
          >
            <CategoryOptions categories={categories} first={direction} />
          </Select>
        </Field>
        <Field id={`${id}-amount`} label="Betrag" error={errors.amount?.message} hint={count === 1 ? "Leer: der Gesamtbetrag" : undefined}>
          <MoneyInput id={`${id}-amount`} aria-invalid={invalid("amount")} {...register(`lines.${index}.amount`)} />
        </Field>
        {options.chooseBetrkv ? (
          <Field id={`${id}-betrkv`} label="Betriebskostenart *" error={errors.betrkvType?.message}>
            <Select id={`${id}-betrkv`} {...register(`lines.${index}.betrkvType`)} aria-invalid={invalid("betrkvType")}>
              <BetrkvTypeOptions />
            </Select>
          </Field>
        ) : null}
        {options.spreadable ? (
          <Field id={`${id}-spread`} label="Verteilen auf" error={errors.spreadYears?.message} hint="§ 82b EStDV: größerer Erhaltungsaufwand auf 2 bis 5 Jahre">
            <Select id={`${id}-spread`} {...register(`lines.${index}.spreadYears`)} aria-invalid={invalid("spreadYears")}>
              {Array.from({ length: MAX_SPREAD_YEARS }, (_, i) => i + 1).map((years) => (
                <option key={years} value={String(years)}>
                  {years === 1 ? "1 Jahr (sofort absetzen)" : `${years} Jahre`}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <div className="sm:col-span-2">
          <Field id={`${id}-note`} label="Notiz" error={errors.note?.message}>
            <Input id={`${id}-note`} {...register(`lines.${index}.note`)} aria-invalid={invalid("note")} />
          </Field>
        </div>
      </div>
      {options.allocable ? (
        <CheckboxField
          id={`${id}-allocable`}
          label="umlagefähig"
          hint="Geht in die Nebenkostenabrechnung ein."
          checked={line.allocable}
          disabled={readOnly}
          onCheckedChange={(checked) => onLine({ ...getValues(`lines.${index}`), allocable: checked })}
        />
      ) : null}
      {!readOnly && unitList.length > 1 && !line.unitId ? (
        <Button variant="outline" size="sm" onClick={() => onSplitOverUnits(unitList.map((u) => u.id))} aria-label={`${name} auf alle Einheiten aufteilen`}>
          <Users className="h-4 w-4" aria-hidden /> Auf alle Einheiten aufteilen
        </Button>
      ) : null}
    </fieldset>
  );
}
