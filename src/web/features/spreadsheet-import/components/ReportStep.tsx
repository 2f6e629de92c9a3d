import { Link } from "@tanstack/react-router";
import { CheckCircle2 } from "lucide-react";
import { formatEuro } from "@/core/money";
import { messages } from "@/shared/messages";
import type { SpreadsheetImportReportDto } from "@/shared/spreadsheet-import-types";
import { Button, buttonClass } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { reportLines } from "@/web/features/spreadsheet-import/import-summary";

/** The excluded rows by number while they fit on a line: " (Zeile 4, 14)". */
const excludedList = (rows: readonly number[]) => (rows.length <= 20 ? ` (Zeile ${rows.join(", ")})` : "");

/** Step 4: what the import wrote, what it found already present, what was left out, and where to look. */
export function ReportStep({ report, onRestart }: { report: SpreadsheetImportReportDto; onRestart: () => void }) {
  const lines = reportLines(report);
  const caption = "Ergebnis der Übernahme";
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-success" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold">{messages.sheetImportDone(report.importedRows)}</h2>
          <p className="text-sm text-muted-foreground">
            {report.excludedRows.length > 0 ? `${messages.sheetImportRows(report.excludedRows.length)} von Dir ausgeschlossen${excludedList(report.excludedRows)}` : "Keine Zeile ausgeschlossen"}
            {report.skippedRows > 0 ? ` · ${messages.sheetImportRows(report.skippedRows)} übersprungen (leer oder Summen)` : ""}
          </p>
        </div>
      </div>

      {lines.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-border text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Art
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Neu angelegt
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Schon vorhanden
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {lines.map((line) => (
                <tr key={line.entity}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {messages.sheetImportEntityPlural(line.entity)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{line.created}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{line.existing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Alles war schon vorhanden: Es wurde nichts doppelt angelegt.</p>
      )}
      {/* To the cent, as the sheet's own sum row has it: a rounded figure cannot be checked against it. */}
      {report.created.booking > 0 ? (
        <p className="text-sm">
          {messages.sheetImportEntityCount("booking", report.created.booking)} über {formatEuro(report.bookedCents, { decimals: "exact" })}
        </p>
      ) : report.created.contract > 0 ? (
        <p className="text-sm">Kaltmieten der neuen Mietverträge zusammen: {formatEuro(report.bookedCents, { decimals: "exact" })} im Monat</p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Link to="/dashboard/properties" className={buttonClass("outline")}>
          Zu den Immobilien
        </Link>
        <Link to="/dashboard/tenants" className={buttonClass("outline")}>
          Zu den Mietern
        </Link>
        <Link to="/dashboard/bookings" className={buttonClass("outline")}>
          Zu den Buchungen
        </Link>
        <Button variant="ghost" onClick={onRestart}>
          Weitere Datei übernehmen
        </Button>
      </div>
    </Card>
  );
}
