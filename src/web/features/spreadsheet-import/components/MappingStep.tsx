import { useId, useState } from "react";
import { AlertTriangle } from "lucide-react";
import { messages } from "@/shared/messages";
import type { SpreadsheetColumnDto, SpreadsheetFieldDto, SpreadsheetPreviewDto } from "@/shared/spreadsheet-import-types";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { Spinner } from "@/web/components/ui/spinner";
import { columnLetter } from "@/web/features/spreadsheet-import/import-options";
import { UnmetAlert } from "./UnmetAlert";

/** How a field is offered in a column's select. */
function fieldOptionLabel(field: SpreadsheetFieldDto): string {
  if (!field.importable) return `${field.label} – wird erkannt, nicht übernommen`;
  return field.required ? `${field.label} (Pflicht)` : field.label;
}

/**
 * Step 2: the sheet, the header row and per column the field it is read as. Every change asks
 * the server for a new preview (the wizard debounces); the last preview stays on screen meanwhile.
 */
export function MappingStep({
  preview,
  mapping,
  headerRow,
  updating,
  error,
  onSheetChange,
  onHeaderRowChange,
  onFieldChange,
  onBack,
  onNext,
}: {
  preview: SpreadsheetPreviewDto;
  /** The field per column as the user chose it (the preview's own until they change one). */
  mapping: readonly (string | null)[];
  /** The header row the user typed; undefined: the detected one. */
  headerRow: number | undefined;
  updating: boolean;
  error: string | null;
  onSheetChange: (sheet: string) => void;
  onHeaderRowChange: (row: number) => void;
  onFieldChange: (columnIndex: number, field: string | null) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const id = useId();
  // What the user is typing; a whole number ≥ 1 is taken at once, anything else waits here.
  const [headerDraft, setHeaderDraft] = useState<string | null>(null);
  const headerText = headerDraft ?? String(headerRow ?? preview.headerRow);
  const detected = headerRow === undefined && preview.headerDetected;
  const fields = new Map(preview.fields.map((f) => [f.key, f]));
  const errorRows = preview.rowsWithErrors;

  return (
    <Card className="space-y-6 p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {preview.sheets.length > 1 ? (
          <Field id={`${id}-sheet`} label="Tabellenblatt">
            <Select id={`${id}-sheet`} value={preview.sheet} onChange={(e) => onSheetChange(e.target.value)}>
              {preview.sheets.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field
          id={`${id}-header`}
          label="Zeile mit den Spaltenüberschriften"
          hint={detected ? `Zeile ${preview.headerRow} erkannt` : "Von Dir gewählt"}
        >
          <Input
            id={`${id}-header`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={headerText}
            aria-describedby={`${id}-header-hint`}
            onChange={(e) => {
              const text = e.target.value;
              const row = Number(text);
              if (/^\d+$/.test(text) && row >= 1) {
                setHeaderDraft(null);
                onHeaderRowChange(row);
              } else {
                setHeaderDraft(text);
              }
            }}
          />
        </Field>
      </div>

      <div className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
        <span>
          {messages.sheetImportRows(preview.rows.length)} gelesen
          {errorRows > 0 ? <span className="text-destructive"> · <span className="whitespace-nowrap">{messages.sheetImportRows(errorRows)} mit Fehlern</span></span> : null}
          {preview.skipped.length > 0 ? <span className="text-muted-foreground"> · <span className="whitespace-nowrap">{preview.skipped.length} übersprungen</span></span> : null}
        </span>
        {updating ? <Spinner label="Vorschau wird aktualisiert …" /> : null}
      </div>

      {error ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {error}
        </p>
      ) : null}
      <UnmetAlert unmet={preview.unmet} />

      <section aria-labelledby={`${id}-columns`} className="space-y-2">
        <h2 id={`${id}-columns`} className="text-lg font-semibold">
          Spalten zuordnen
        </h2>
        <p className="text-sm text-muted-foreground">Hausbuch schlägt für jede Spalte ein Feld vor. Prüfe die Vorschläge und ändere sie, wo sie nicht passen.</p>
        {/* One list: a table-like grid from md up, stacked cards below it. */}
        <div className="hidden grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,18rem)] gap-4 border-b border-border px-3 pb-2 text-sm text-muted-foreground md:grid">
          <span>Spalte</span>
          <span>Beispiele</span>
          <span>Übernehmen als</span>
        </div>
        <ul className="space-y-3 md:space-y-0 md:divide-y md:divide-border">
          {preview.columns.map((column) => (
            <ColumnRow
              key={column.index}
              column={column}
              value={mapping[column.index] ?? null}
              fields={preview.fields}
              fieldOf={(key) => fields.get(key)}
              onChange={(field) => onFieldChange(column.index, field)}
            />
          ))}
        </ul>
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          Zurück
        </Button>
        <Button onClick={onNext}>Weiter zur Vorschau</Button>
      </div>
    </Card>
  );
}

function ColumnRow({
  column,
  value,
  fields,
  fieldOf,
  onChange,
}: {
  column: SpreadsheetColumnDto;
  value: string | null;
  fields: readonly SpreadsheetFieldDto[];
  fieldOf: (key: string) => SpreadsheetFieldDto | undefined;
  onChange: (field: string | null) => void;
}) {
  const id = useId();
  const letter = columnLetter(column.index);
  const name = column.header.trim() === "" ? `Spalte ${letter}` : `Spalte ${letter} „${column.header}“`;
  const chosen = value === null ? undefined : fieldOf(value);
  const suggested = column.suggested === null ? undefined : fieldOf(column.suggested);
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,18rem)] md:gap-4 md:rounded-none md:border-0 md:px-3 md:py-2.5">
      <div className="min-w-0">
        <span className="mr-2 inline-block min-w-6 rounded bg-muted px-1.5 text-center font-mono text-xs text-muted-foreground">{letter}</span>
        <span className="font-medium break-words">{column.header.trim() === "" ? <span className="text-muted-foreground">(ohne Überschrift)</span> : column.header}</span>
      </div>
      <div className="min-w-0 text-sm text-muted-foreground">
        <span className="sr-only md:hidden">Beispiele: </span>
        {column.samples.length > 0 ? (
          <span className="break-words">{column.samples.slice(0, 3).join(" · ")}</span>
        ) : (
          <span>(leer)</span>
        )}
      </div>
      <div className="min-w-0 space-y-1">
        <Select
          id={id}
          aria-label={`${name} übernehmen als`}
          aria-describedby={`${id}-note`}
          value={value ?? ""}
          onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
        >
          <option value="">nicht übernehmen</option>
          {fields.map((f) => (
            <option key={f.key} value={f.key}>
              {fieldOptionLabel(f)}
            </option>
          ))}
        </Select>
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {chosen && !chosen.importable ? (
            <Badge tone="warning" className="mr-1">
              wird erkannt, nicht übernommen
            </Badge>
          ) : null}
          {suggested && column.reason ? `Vorschlag: ${suggested.label} (${column.reason})` : "Kein Vorschlag"}
        </p>
      </div>
    </li>
  );
}
