import { Download, Pencil, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { formatDate, formatMonthYear } from "@/core/dates";
import type { LoanDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { formatEuro } from "@/core/money";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ListState } from "@/web/components/ListState";
import { errorMessage } from "@/web/lib/errors";
import { downloadSchedule } from "@/web/features/loans/api/download-file";
import { useLoanSchedule } from "@/web/features/loans/api/get-loan-schedule";
import { fromMonthLabel, rateLabel, yearsLeftLabel } from "@/web/features/loans/lib/format";
import { BalanceChart } from "./BalanceChart";
import { BookInstalmentsButton } from "./BookInstalmentsButton";
import { ScheduleTable } from "./ScheduleTable";

/** One loan on the management page: its terms, today's figures, the chart and the schedule. */
export function LoanSection({
  loan,
  onEdit,
  onDelete,
  canBook = false,
}: {
  loan: LoanDto;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Shows "Raten buchen" (writers only). */
  canBook?: boolean;
}) {
  const headingId = useId();
  const s = loan.summary;
  const repaid = s.disbursed && s.remainingDebtCents === 0;

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 border-b border-border p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            <span className="truncate">{loan.lender}</span>
            {repaid ? <Badge tone="success">Getilgt</Badge> : null}
            {s.disbursed ? null : <Badge>{fromMonthLabel(loan.disbursementDate)}</Badge>}
          </h2>
          <p className="text-sm text-muted-foreground">
            {formatEuro(loan.amountCents, { decimals: "exact" })} · ausgezahlt am {formatDate(loan.disbursementDate)} · Sollzins {rateLabel(loan.interestRatePercent)}
            {loan.repaymentKind === "initial_rate" ? ` · Tilgung ${rateLabel(loan.initialRepaymentPercent)}` : " · feste Rate"}
          </p>
        </div>
        {onEdit || onDelete || canBook ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            {canBook ? <BookInstalmentsButton loan={loan} /> : null}
            {onEdit ? (
              <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Finanzierung ${loan.lender} bearbeiten`}>
                <Pencil className="h-4 w-4" aria-hidden /> Bearbeiten
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                onClick={onDelete}
                aria-label={`Finanzierung ${loan.lender} löschen`}
              >
                <Trash2 className="h-4 w-4" aria-hidden /> Löschen
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <dl className="grid grid-cols-2 gap-px bg-border lg:grid-cols-4">
        <Fact label="Monatsrate" value={formatEuro(s.monthlyPaymentCents, { decimals: 2 })} hint={repaid ? "keine Rate mehr fällig" : undefined} />
        <Fact label="Restschuld heute" value={formatEuro(s.remainingDebtCents, { decimals: 2 })} hint={`von ${formatEuro(loan.amountCents)}`} />
        <Fact
          label="Zinsbindung bis"
          value={loan.fixationEndDate ? formatMonthYear(loan.fixationEndDate) : "–"}
          hint={loan.fixationEndDate ? (s.fixationYearsLeft === null ? "abgelaufen" : yearsLeftLabel(s.fixationYearsLeft)) : "nicht hinterlegt"}
        />
        <Fact
          label="Restschuld bei Zinsbindungsende"
          value={s.balanceAtFixationEndCents === null ? "–" : formatEuro(s.balanceAtFixationEndCents, { decimals: 2 })}
          hint={s.balanceAtFixationEndCents === null ? undefined : "Bedarf der Anschlussfinanzierung"}
          highlight
        />
      </dl>

      <div className="space-y-6 p-5">
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <span>
            Voraussichtlich getilgt: <span className="font-medium text-foreground">{s.payoffDate ? formatMonthYear(s.payoffDate) : "–"}</span> ({s.termMonths}{" "}
            Raten)
          </span>
          <span>
            Zinsen über die Laufzeit: <span className="font-medium text-foreground tabular-nums">{formatEuro(s.totalInterestCents, { decimals: 2 })}</span>
          </span>
        </div>

        {loan.specialRepayments.length > 0 ? (
          <div>
            <h3 className="mb-2 text-sm font-medium">Sondertilgungen</h3>
            <ul className="flex flex-wrap gap-2">
              {loan.specialRepayments.map((sr) => (
                <li key={sr.id} className="rounded-full border border-border bg-muted px-3 py-1 text-sm tabular-nums">
                  {formatDate(sr.date)}: {formatEuro(sr.amountCents, { decimals: 2 })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {loan.notes ? <p className="rounded-md bg-muted p-3 text-sm whitespace-pre-line">{loan.notes}</p> : null}

        <LoanSchedule loan={loan} />
      </div>
    </Card>
  );
}

function Fact({ label, value, hint, highlight }: { label: string; value: ReactNode; hint?: string | undefined; highlight?: boolean }) {
  return (
    <div className={highlight ? "bg-accent/40 p-4" : "bg-card p-4"}>
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="mt-1 text-base font-semibold tabular-nums sm:text-lg">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground sm:text-sm">{hint}</dd> : null}
    </div>
  );
}

function LoanSchedule({ loan }: { loan: LoanDto }) {
  const schedule = useLoanSchedule(loan.id);
  const [downloading, setDownloading] = useState<"csv" | "xlsx" | null>(null);

  const download = async (format: "csv" | "xlsx") => {
    setDownloading(format);
    try {
      await downloadSchedule(loan.id, format);
    } catch (err) {
      toast.error(errorMessage(err, messages.exportScheduleFailed));
    } finally {
      setDownloading(null);
    }
  };

  const scheduleTitle = <h3 className="text-sm font-medium">Tilgungsplan</h3>;
  const exportButtons = (
    <>
      <Button variant="outline" size="sm" disabled={downloading !== null} onClick={() => void download("csv")} aria-label="Tilgungsplan als CSV herunterladen">
        <Download className="h-4 w-4" aria-hidden /> CSV
      </Button>
      <Button variant="outline" size="sm" disabled={downloading !== null} onClick={() => void download("xlsx")} aria-label="Tilgungsplan als Excel-Datei herunterladen">
        <Download className="h-4 w-4" aria-hidden /> Excel
      </Button>
    </>
  );

  return (
    <>
      <div>
        <h3 className="mb-2 text-sm font-medium">Restschuldverlauf</h3>
        {schedule.data ? (
          <BalanceChart schedule={schedule.data} disbursementDate={loan.disbursementDate} />
        ) : (
          <div className="h-56 animate-pulse rounded-lg bg-muted sm:h-64" />
        )}
      </div>
      <div>
        {schedule.isSuccess ? null : scheduleTitle}
        <ListState query={schedule} errorFallback={messages.loadScheduleFailed}>
          {(data) => <ScheduleTable schedule={data} caption={`Tilgungsplan ${loan.lender}`} title={scheduleTitle} actions={exportButtons} />}
        </ListState>
      </div>
    </>
  );
}
