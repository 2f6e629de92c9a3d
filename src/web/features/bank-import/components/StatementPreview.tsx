import { CircleAlert, TriangleAlert } from "lucide-react";
import { formatDate } from "@/core/dates";
import { formatIban } from "@/core/iban";
import { formatNumber } from "@/core/format";
import type { BankAccountDto, BankStatementPreviewDto, StatementTransactionDto } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { DataTable, type Column } from "@/web/components/ui/table";
import { formatPeriod } from "@/web/features/bank-import/bank-format";
import { SignedAmount } from "./SignedAmount";

export type OkPreview = Extract<BankStatementPreviewDto, { ok: true }>;

/** A statement may hold thousands of rows; the dialog shows the first ones (the counts cover all). */
export const PREVIEW_ROWS = 200;

type Row = StatementTransactionDto & { index: number };

const columns: Column<Row>[] = [
  {
    key: "date",
    header: "Datum",
    className: "whitespace-nowrap tabular-nums",
    cell: (t) => (
      <>
        {formatDate(t.bookingDate)}
        {t.duplicate ? (
          <Badge className="ml-2" title="Schon aus einem früheren Kontoauszug gespeichert; wird nicht noch einmal importiert">
            schon importiert
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    key: "counterparty",
    header: "Gegenpartei",
    mobile: "primary",
    cell: (t) => (
      <div className="min-w-0">
        <div className="font-medium break-words">{t.counterpartyName ?? "–"}</div>
        {t.counterpartyIban ? <div className="text-xs whitespace-nowrap text-muted-foreground">{formatIban(t.counterpartyIban)}</div> : null}
      </div>
    ),
  },
  { key: "purpose", header: "Verwendungszweck", mobile: "wide", cell: (t) => <span className="break-words">{t.purpose || t.bankTransactionText || "–"}</span> },
  { key: "amount", header: "Betrag", align: "right", mobile: "primary", cell: (t) => <SignedAmount cents={t.amountCents} /> },
];

/** What the statement holds before anything is written: format, period, counts, the rows, and what was left out. */
export function StatementPreview({ preview, account }: { preview: OkPreview; account: BankAccountDto | undefined }) {
  const shown: Row[] = preview.transactions.slice(0, PREVIEW_ROWS).map((t, index) => ({ ...t, index }));
  return (
    <div className="space-y-4">
      {/* Side by side from sm up, each as wide as its value: a third of the dialog broke the IBAN in two. */}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:flex sm:flex-wrap">
        <div>
          <dt className="text-muted-foreground">Format</dt>
          <dd className="font-medium">{preview.formatLabel}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Zeitraum</dt>
          <dd className="font-medium tabular-nums">{formatPeriod(preview.from, preview.to)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Konto in der Datei</dt>
          <dd className="font-medium whitespace-nowrap tabular-nums">{preview.fileIban ? formatIban(preview.fileIban) : "nicht angegeben"}</dd>
        </div>
      </dl>

      {preview.ibanMismatch ? (
        <p role="alert" className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{messages.statementIbanMismatch(formatIban(preview.fileIban ?? ""), account?.name ?? "", formatIban(account?.iban ?? ""))}</span>
        </p>
      ) : null}

      <p role="status" className="text-base font-semibold">
        {messages.bankUiStatementCounts(preview.newCount, preview.duplicateCount)}
      </p>
      {preview.newCount === 0 && !preview.ibanMismatch ? <p className="text-sm text-muted-foreground">{messages.bankUiNothingNew}</p> : null}

      {preview.errors.length > 0 ? (
        <RowNotes title={`Nicht lesbar (${formatNumber(preview.errors.length)})`} hint="Diese Zeilen werden ohne Import übersprungen; der Rest wird importiert." notes={preview.errors} tone="warning" />
      ) : null}
      {preview.skipped.length > 0 ? <RowNotes title={`Nicht übernommen (${formatNumber(preview.skipped.length)})`} notes={preview.skipped} tone="neutral" /> : null}

      {shown.length > 0 ? (
        <>
          <DataTable caption="Umsätze im Kontoauszug" columns={columns} rows={shown} rowKey={(t) => String(t.index)} />
          {preview.transactions.length > shown.length ? (
            <p className="text-sm text-muted-foreground">
              Die ersten {formatNumber(shown.length)} von {formatNumber(preview.transactions.length)} Umsätzen; importiert werden alle.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function RowNotes({ title, hint, notes, tone }: { title: string; hint?: string; notes: { line: number | null; message: string }[]; tone: "warning" | "neutral" }) {
  return (
    <section aria-label={title} className={tone === "warning" ? "rounded-lg border border-warning/40 bg-warning/10 px-3 py-2" : "rounded-lg border border-border bg-muted/40 px-3 py-2"}>
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {tone === "warning" ? <TriangleAlert className="h-4 w-4 shrink-0 text-warning" aria-hidden /> : null}
        {title}
      </h3>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <ul className="mt-1 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm">
        {notes.map((n, i) => (
          <li key={i}>{n.message}</li>
        ))}
      </ul>
    </section>
  );
}
