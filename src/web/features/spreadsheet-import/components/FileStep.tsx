import { useId, useState, type DragEvent } from "react";
import { Download, FileSpreadsheet, FileUp } from "lucide-react";
import { toast } from "sonner";
import { formatNumber } from "@/core/format";
import { groupDigits } from "@/core/money";
import { SPREADSHEET_IMPORT_MAX_BYTES, SPREADSHEET_IMPORT_MAX_ROWS } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { importTargetLabels, importTargets, type ImportTarget } from "@/shared/spreadsheet-import-types";
import { Button } from "@/web/components/ui/button";
import { FilePickerButton } from "@/web/components/ui/file-picker-button";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { errorMessage } from "@/web/lib/errors";
import { downloadTemplate, type TemplateFormat } from "@/web/features/spreadsheet-import/api/download-template";

/** What the picker offers; the server decides by the file's bytes (415 for anything else). */
const SHEET_ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

const targetHints: Record<ImportTarget, string> = {
  combined: "Eine Zeile je Wohnung mit Immobilie, Mieter und Miete – so sieht die Tabelle der meisten Vermieter aus.",
  properties: "Eine Zeile je Einheit mit ihrer Immobilie, ohne Mieter.",
  tenants: "Eine Zeile je Mieter mit Kontaktdaten.",
  contracts: "Eine Zeile je Mietvertrag: Einheit, Mieter, Beginn und Miete.",
  loans: "Eine Zeile je Darlehen einer Immobilie.",
  bookings: "Eine Zeile je Einnahme oder Ausgabe.",
};

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${formatNumber(Math.max(1, bytes / 1024))} KB` : `${formatNumber(bytes / (1024 * 1024), 1)} MB`);

/**
 * Step 1: what the rows are, the file (picked or dropped) and the templates. Nothing is sent
 * before "Datei lesen"; the server's refusal (413, 415, 400) is shown here.
 */
export function FileStep({
  target,
  onTargetChange,
  file,
  onFileChange,
  onRead,
  reading,
  error,
}: {
  target: ImportTarget;
  onTargetChange: (target: ImportTarget) => void;
  file: File | null;
  onFileChange: (file: File) => void;
  onRead: () => void;
  reading: boolean;
  error: string | null;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFileChange(dropped);
  };
  const template = async (format: TemplateFormat) => {
    setDownloading(true);
    try {
      await downloadTemplate(target, format);
    } catch (err) {
      toast.error(errorMessage(err, messages.sheetImportTemplateFailed));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="space-y-6 p-4 sm:p-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Was steht in den Zeilen?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {importTargets.map((t) => (
            <label
              key={t}
              className={cn(
                "grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-lg border p-3 text-sm transition-colors",
                target === t ? "border-primary bg-accent/40" : "border-input hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name={`${id}-target`}
                value={t}
                checked={target === t}
                onChange={() => onTargetChange(t)}
                className="row-span-2 mt-0.5 h-4 w-4 accent-(--color-primary)"
              />
              <span className="font-medium">{importTargetLabels[t]}</span>
              <span className="text-muted-foreground">{targetHints[t]}</span>
            </label>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="text-muted-foreground">Vorlage mit allen Spalten:</span>
          <Button variant="link" size="sm" disabled={downloading} onClick={() => void template("xlsx")}>
            <Download className="h-4 w-4" aria-hidden /> Excel (XLSX)
          </Button>
          <Button variant="link" size="sm" disabled={downloading} onClick={() => void template("csv")}>
            <Download className="h-4 w-4" aria-hidden /> CSV
          </Button>
        </div>
      </fieldset>

      <div className="space-y-2">
        <h2 className="text-sm font-medium">Datei</h2>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors",
            dragging ? "border-primary bg-accent/40" : "border-input",
          )}
        >
          <FileSpreadsheet className="h-10 w-10 text-muted-foreground" aria-hidden />
          {file ? (
            <p className="text-sm break-all" aria-live="polite">
              <span className="font-medium">{file.name}</span> <span className="text-muted-foreground">({size(file.size)})</span>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Zieh Deine Datei hierher oder wähle sie aus.</p>
          )}
          <FilePickerButton accept={SHEET_ACCEPT} inputLabel="Tabelle auswählen" onPick={onFileChange} size="sm" aria-describedby={`${id}-limits`}>
            <FileUp className="h-4 w-4" aria-hidden /> {file ? "Andere Datei wählen" : "Datei auswählen"}
          </FilePickerButton>
          <p id={`${id}-limits`} className="text-xs text-muted-foreground">
            Excel (XLSX) oder CSV, bis {formatNumber(SPREADSHEET_IMPORT_MAX_BYTES / (1024 * 1024))} MB und {groupDigits(SPREADSHEET_IMPORT_MAX_ROWS)} Zeilen.
          </p>
        </div>
      </div>

      {error ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}

      <div className="flex justify-end">
        <Button onClick={onRead} disabled={file === null || reading}>
          {reading ? "Wird gelesen …" : "Datei lesen"}
        </Button>
      </div>
    </Card>
  );
}
