import { useId, useState } from "react";
import { messages } from "@/shared/messages";
import type { RowActionDto, SpreadsheetPreviewDto, SpreadsheetRowDto } from "@/shared/spreadsheet-import-types";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Pagination } from "@/web/components/ui/pagination";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { excludeRowsWithErrors, includedErrorCount, includedRows, setIncluded } from "@/web/features/spreadsheet-import/excluded-rows";
import { summarize, summarySentence } from "@/web/features/spreadsheet-import/import-summary";
import { UnmetAlert } from "./UnmetAlert";

/** Rows per page: a sheet may have 50.000, the browser shows a page at a time. */
const PAGE_SIZE = 100;

/**
 * Step 3: every row as it would be imported, what it creates, its errors, and whether it is
 * taken. Nothing is written before the commit button, which stays disabled (with the reason
 * beside it) while a taken row has errors or a requirement is unmet.
 */
export function PreviewStep({
  preview,
  excluded,
  onExcludedChange,
  blocker,
  updating,
  committing,
  onCommit,
  onBack,
}: {
  preview: SpreadsheetPreviewDto;
  excluded: ReadonlySet<number>;
  onExcludedChange: (excluded: Set<number>) => void;
  /** Why the commit cannot run yet; null: it can. */
  blocker: string | null;
  updating: boolean;
  committing: boolean;
  onCommit: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  const fields = new Map(preview.fields.map((f) => [f.key, f]));
  // The imported fields in the sheet's column order.
  const shownFields = [...new Set(preview.columns.map((c) => c.field))].flatMap((key) => {
    const field = key === null ? undefined : fields.get(key);
    return field?.importable ? [field] : [];
  });
  const listed = onlyErrors ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows;
  const pages = Math.max(1, Math.ceil(listed.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = listed.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const errorsIncluded = includedErrorCount(preview.rows, excluded);
  const taken = includedRows(preview.rows, excluded).length;
  const caption = "Vorschau der Zeilen";

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <UnmetAlert unmet={preview.unmet} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" aria-live="polite">
          {messages.sheetImportRows(preview.rows.length)}, davon {messages.sheetImportRows(taken)} ausgewählt
          {preview.rowsWithErrors > 0 ? <span className="text-destructive"> · <span className="whitespace-nowrap">{messages.sheetImportRows(preview.rowsWithErrors)} mit Fehlern</span></span> : null}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {updating ? <Spinner label="Vorschau wird aktualisiert …" /> : null}
          <CheckboxField
            id={`${id}-only-errors`}
            label="Nur Zeilen mit Fehlern"
            checked={onlyErrors}
            onCheckedChange={(checked) => {
              setOnlyErrors(checked);
              setPage(1);
            }}
          />
          <Button variant="outline" size="sm" disabled={errorsIncluded === 0} onClick={() => onExcludedChange(excludeRowsWithErrors(excluded, preview.rows))}>
            Zeilen mit Fehlern ausschließen
          </Button>
        </div>
      </div>

      {/* Scrolls sideways inside the card on a phone; focusable so keyboard users can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="relative overflow-x-auto rounded-lg border border-border" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-max min-w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Übernehmen
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Zeile
              </th>
              {shownFields.map((f) => (
                <th key={f.key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {f.label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                Wird angelegt
              </th>
            </tr>
          </thead>
          <tbody>
            {pageRows.map((row) => (
              <PreviewRow
                key={row.rowNumber}
                row={row}
                fieldKeys={shownFields.map((f) => f.key)}
                included={!excluded.has(row.rowNumber)}
                onIncludedChange={(included) => onExcludedChange(setIncluded(excluded, row.rowNumber, included))}
              />
            ))}
          </tbody>
        </table>
        {pageRows.length === 0 ? <p className="p-4 text-sm text-muted-foreground">{onlyErrors ? "Keine Zeile hat Fehler." : "Die Tabelle hat keine Zeilen mit Daten."}</p> : null}
      </div>
      {listed.length > PAGE_SIZE ? <Pagination page={current} pageSize={PAGE_SIZE} total={listed.length} onPageChange={setPage} itemLabel="Zeilen" /> : null}

      <div className="space-y-2 rounded-lg bg-muted/50 p-3 text-sm">
        <p className="font-medium" aria-live="polite">
          {summarySentence(summarize(preview.rows, excluded))}
        </p>
        {preview.skipped.length > 0 ? (
          <details>
            <summary className="cursor-pointer text-muted-foreground select-none">{messages.sheetImportRows(preview.skipped.length)} übersprungen</summary>
            <ul className="mt-2 space-y-0.5 text-muted-foreground">
              {preview.skipped.map((s) => (
                <li key={s.rowNumber}>
                  Zeile {s.rowNumber}: {s.reason}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          Zurück zur Zuordnung
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {blocker ? (
            <p id={`${id}-blocker`} className="text-sm text-muted-foreground">
              {blocker}
            </p>
          ) : null}
          <Button onClick={onCommit} disabled={blocker !== null || committing} aria-describedby={blocker ? `${id}-blocker` : undefined}>
            {committing ? "Wird übernommen …" : messages.sheetImportCommitLabel(taken)}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function PreviewRow({
  row,
  fieldKeys,
  included,
  onIncludedChange,
}: {
  row: SpreadsheetRowDto;
  fieldKeys: readonly string[];
  included: boolean;
  onIncludedChange: (included: boolean) => void;
}) {
  const id = useId();
  const failed = row.errors.length > 0;
  const tone = cn(failed && "bg-destructive/5 dark:bg-destructive/15", !included && "text-muted-foreground");
  return (
    <>
      {/* The row's line on top (tables collapse borders): a row and its errors read as one. */}
      <tr className={cn("border-t border-border align-top", tone)}>
        <td className="px-3 py-2">
          <CheckboxField id={id} checked={included} onCheckedChange={onIncludedChange} label={<span className="sr-only">Zeile {row.rowNumber} übernehmen</span>} />
        </td>
        <td className="px-3 py-2 text-right tabular-nums">{row.rowNumber}</td>
        {fieldKeys.map((key) => (
          <td key={key} className={cn("max-w-64 px-3 py-2 break-words", !included && "line-through")}>
            {row.values[key] ?? ""}
          </td>
        ))}
        <td className="px-3 py-2">
          {/* One line: wrapped badges in this far-right column made every row tall with blank space. */}
          <div className="flex gap-1">
            {row.actions.map((a) => (
              <ActionBadge key={`${a.entity}-${a.label}`} action={a} />
            ))}
          </div>
        </td>
      </tr>
      {failed ? (
        // Under the row across the table, held at the box's left edge: the error is seen
        // without scrolling sideways, on a phone too, where the values run off to the right.
        <tr className={tone}>
          <td colSpan={fieldKeys.length + 3} className="px-3 pt-0 pb-2">
            <ul className={cn("sticky left-3 max-w-[min(40rem,calc(100vw-6rem))] space-y-0.5", included ? "text-destructive" : "text-muted-foreground")}>
              {row.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
}

function ActionBadge({ action }: { action: RowActionDto }) {
  const entity = messages.sheetImportEntityName(action.entity);
  return (
    <Badge tone={action.action === "create" ? "success" : "neutral"}>
      {entity} {action.label}: {action.action === "create" ? "neu" : "vorhanden"}
    </Badge>
  );
}
