import { useId, useMemo, type ReactNode } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import type { BankCsvMapping } from "@/shared/bank-import-types";
import { Button } from "@/web/components/ui/button";
import { DialogBody, DialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import {
  columnOptionLabel,
  csvMappingResolver,
  dateFormats,
  decimalSeparators,
  mappingFormDefaults,
  type CsvMappingFormValues,
} from "@/web/features/bank-import/csv-mapping-form";

export type MappingRequest = { headers: string[]; sampleRows: string[][]; mapping: BankCsvMapping };

/**
 * "Spalten zuordnen": a CSV of a bank the app does not know. Pre-filled from the server's
 * proposal (or the mapping tried last); the preview runs again with the mapping chosen.
 */
export function CsvMappingForm({ request, busy, onSubmit, onBack }: { request: MappingRequest; busy: boolean; onSubmit: (mapping: BankCsvMapping) => void; onBack: () => void }) {
  const id = useId();
  const resolver = useMemo(() => csvMappingResolver(), []);
  const form = useForm<CsvMappingFormValues, unknown, BankCsvMapping>({ defaultValues: mappingFormDefaults(request.mapping), resolver });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const amountMode = useWatch({ control, name: "amountMode" });
  const { headers, sampleRows } = request;

  const columnSelect = (name: keyof CsvMappingFormValues, label: string, { required = false, hint }: { required?: boolean; hint?: ReactNode } = {}) => (
    <Field id={`${id}-${name}`} label={required ? `${label} *` : label} error={errors[name]?.message} hint={hint}>
      <ColumnSelect id={`${id}-${name}`} headers={headers} sampleRows={sampleRows} required={required} invalid={errors[name] !== undefined} registration={register(name)} />
    </Field>
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
      <DialogBody className="space-y-5">
        <p className="text-sm text-muted-foreground">
          Hausbuch kennt das Format dieser CSV-Datei nicht. Sag einmal, welche Spalte was enthält – die Zuordnung wird mit dem Konto gespeichert und beim nächsten Import
          wieder verwendet.
        </p>
        <SampleTable headers={headers} sampleRows={sampleRows} />

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-headerRow`} label="Kopfzeile (Zeilennummer) *" error={errors.headerRow?.message} hint="Die Zeile mit den Spaltennamen, gezählt ab 1">
            <Input id={`${id}-headerRow`} inputMode="numeric" aria-invalid={errors.headerRow ? true : undefined} {...register("headerRow")} />
          </Field>
          {columnSelect("bookingDate", "Buchungsdatum", { required: true })}
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Betrag</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="single" {...register("amountMode")} />
              Eine Spalte mit Vorzeichen
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="split" {...register("amountMode")} />
              Getrennte Spalten für Soll und Haben
            </label>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {amountMode === "single" ? (
              columnSelect("amount", "Betrag", { required: true, hint: "Ausgaben mit Minus" })
            ) : (
              <>
                {columnSelect("credit", "Haben (Eingänge)", { required: true })}
                {columnSelect("debit", "Soll (Ausgänge)", { required: true })}
              </>
            )}
          </div>
        </fieldset>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {columnSelect("counterpartyName", "Name der Gegenpartei")}
          {columnSelect("counterpartyIban", "IBAN der Gegenpartei")}
          {columnSelect("purpose", "Verwendungszweck")}
          {columnSelect("valueDate", "Wertstellung")}
          <Field id={`${id}-dateFormat`} label="Datumsformat *">
            <Select id={`${id}-dateFormat`} {...register("dateFormat")}>
              {dateFormats.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-decimal`} label="Dezimaltrennzeichen *">
            <Select id={`${id}-decimal`} {...register("decimalSeparator")}>
              {decimalSeparators.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          Zurück
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Wird gelesen …" : "Vorschau mit dieser Zuordnung"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ColumnSelect({
  id,
  headers,
  sampleRows,
  required,
  invalid,
  registration,
}: {
  id: string;
  headers: string[];
  sampleRows: string[][];
  required: boolean;
  invalid: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Select id={id} aria-invalid={invalid ? true : undefined} {...registration}>
      <option value="">{required ? "Spalte wählen …" : "– keine –"}</option>
      {headers.map((header, index) =>
        // A column without a header text cannot be named in the mapping.
        header.trim() === "" ? null : (
          <option key={`${index}-${header}`} value={header}>
            {columnOptionLabel(header, index, sampleRows)}
          </option>
        ),
      )}
    </Select>
  );
}

/** The first rows as the file has them, so the user sees which column holds what. */
function SampleTable({ headers, sampleRows }: { headers: string[]; sampleRows: string[][] }) {
  if (headers.length === 0) return null;
  return (
    <div className="max-h-48 overflow-auto rounded-lg border border-border">
      <table className="w-full text-xs">
        <caption className="sr-only">Erste Zeilen der Datei</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            {headers.map((h, i) => (
              <th key={i} scope="col" className="px-2 py-1 font-medium whitespace-nowrap">
                {h || `Spalte ${i + 1}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {sampleRows.slice(0, 5).map((row, r) => (
            <tr key={r}>
              {headers.map((_, c) => (
                <td key={c} className="px-2 py-1 whitespace-nowrap">
                  {row[c] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
