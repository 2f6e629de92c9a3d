import { Link } from "@tanstack/react-router";
import { AlertTriangle, CalendarClock, Download, Landmark, Percent, Wallet } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatDate } from "@/core/dates";
import { formatEuro } from "@/core/money";
import type { LoanOverviewDto, LoanOverviewItemDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { DataTable, type Column } from "@/web/components/ui/table";
import { ListState } from "@/web/components/ListState";
import { PageHeader } from "@/web/components/PageHeader";
import { ApiError } from "@/web/lib/api";
import { errorMessage } from "@/web/lib/errors";
import { logError } from "@/web/lib/log";
import { downloadLoanOverview } from "./api/download-file";
import { useLoanOverview } from "./api/list-loan-overview";
import { StatTile } from "./components/StatTile";
import { fromMonthLabel, rateLabel } from "./lib/format";
import { useDocumentTitle } from "@/web/lib/use-document-title";

const PAGE_SIZE = 20;

/**
 * /dashboard/financing: every loan of the portfolio, the Zinsbindung ending first; totals
 * over all loans, a warning for each Anschlussfinanzierung due within 24 months, exports.
 */
export function FinancingOverviewPage() {
  useDocumentTitle("Finanzierungen");
  const [page, setPage] = useState(1);
  const list = useLoanOverview({ page, pageSize: PAGE_SIZE });
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A loan deleted elsewhere can leave this page empty: go to the last one that has rows.
  if (list.isSuccess && list.data.items.length === 0 && page > 1 && page !== lastPage) setPage(lastPage);

  return (
    <>
      <PageHeader
        title="Finanzierungen"
        description="Alle Darlehen Deines Portfolios – die nächste Zinsbindung zuerst."
        actions={total > 0 ? <ExportButtons /> : null}
      />
      <ListState
        query={list}
        errorFallback={messages.loadLoansFailed}
        isEmpty={(data) => data.totals.loanCount === 0}
        empty={{
          Icon: Landmark,
          title: messages.noLoansInPortfolio,
          message: "Darlehen erfasst Du auf der Finanzierungsseite einer Immobilie. Hier siehst Du dann alle mit Restschuld, Rate und Zinsbindung.",
          action: (
            <Link to="/dashboard/properties" className="text-primary underline">
              Zu den Immobilien
            </Link>
          ),
        }}
      >
        {(data) => (
          <div className="space-y-6">
            <Totals data={data} />
            <FollowUpWarning data={data} />
            <DataTable caption="Finanzierungen" columns={columns} rows={data.items} rowKey={(l) => l.id} />
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} itemLabel="Darlehen" />
          </div>
        )}
      </ListState>
    </>
  );
}

function ExportButtons() {
  const [downloading, setDownloading] = useState<"csv" | "xlsx" | null>(null);
  const download = async (format: "csv" | "xlsx") => {
    setDownloading(format);
    try {
      await downloadLoanOverview(format);
    } catch (err) {
      if (!(err instanceof ApiError)) logError("Export der Finanzierungen fehlgeschlagen", err);
      toast.error(errorMessage(err, messages.exportLoansFailed));
    } finally {
      setDownloading(null);
    }
  };
  return (
    <>
      <Button variant="outline" disabled={downloading !== null} onClick={() => void download("csv")} aria-label="Finanzierungen als CSV herunterladen">
        <Download className="h-4 w-4" aria-hidden /> CSV
      </Button>
      <Button variant="outline" disabled={downloading !== null} onClick={() => void download("xlsx")} aria-label="Finanzierungen als Excel-Datei herunterladen">
        <Download className="h-4 w-4" aria-hidden /> Excel
      </Button>
    </>
  );
}

function Totals({ data: { totals } }: { data: LoanOverviewDto }) {
  const later = totals.loanCount - totals.disbursedCount;
  return (
    <Card className="grid grid-cols-2 gap-px overflow-hidden bg-border lg:grid-cols-4" role="region" aria-label="Summe aller Darlehen">
      <StatTile
        Icon={Landmark}
        label="Restschuld heute"
        value={formatEuro(totals.totalRemainingDebtCents, { decimals: 2 })}
        hint={later > 0 ? `${totals.loanCount} Darlehen, ${later} noch nicht ausgezahlt` : `${totals.loanCount} Darlehen`}
      />
      <StatTile Icon={Wallet} label="Monatliche Raten" value={formatEuro(totals.totalMonthlyPaymentCents, { decimals: 2 })} hint="heute fällig" />
      <StatTile Icon={Percent} label="Ø Zinssatz" value={rateLabel(totals.averageInterestRate)} hint="gewichtet nach Restschuld" />
      <StatTile
        Icon={CalendarClock}
        label="Zinsbindung endet bald"
        value={String(totals.followUpDueSoonCount)}
        hint="in den nächsten 24 Monaten"
        className={totals.followUpDueSoonCount > 0 ? "bg-warning/10" : undefined}
      />
    </Card>
  );
}

/** The loans of this page that need an Anschlussfinanzierung soon, and how many more are on other pages. */
function FollowUpWarning({ data }: { data: LoanOverviewDto }) {
  const due = data.items.filter((l) => l.followUpDueSoon);
  const elsewhere = data.totals.followUpDueSoonCount - due.length;
  if (data.totals.followUpDueSoonCount === 0) return null;
  return (
    <div role="status" className="rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-warning">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden /> Anschlussfinanzierung planen
      </p>
      <p className="mt-1 text-foreground">
        Bei {data.totals.followUpDueSoonCount === 1 ? "einem Darlehen" : `${data.totals.followUpDueSoonCount} Darlehen`} endet die Zinsbindung in den
        nächsten 24 Monaten. Kümmere Dich rechtzeitig um die Anschlussfinanzierung.
      </p>
      {due.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {due.map((l) => (
            <li key={l.id}>
              <span className="font-medium">
                {l.property.name} · {l.lender}:
              </span>{" "}
              {followUpText(l)}
            </li>
          ))}
          {elsewhere > 0 ? <li className="text-muted-foreground">… und {elsewhere} weitere auf anderen Seiten</li> : null}
        </ul>
      ) : (
        <p className="mt-2 text-muted-foreground">Die betroffenen Darlehen stehen auf anderen Seiten der Liste.</p>
      )}
    </div>
  );
}

const followUpText = (l: LoanOverviewItemDto) =>
  `Zinsbindung endet am ${formatDate(l.fixationEndDate)}, Restschuld dann ${formatEuro(l.balanceAtFixationEndCents, { decimals: 2 })}`;

const euro = (cents: LoanOverviewItemDto["remainingDebtCents"]) => formatEuro(cents, { decimals: 2 });
const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;

const columns: Column<LoanOverviewItemDto>[] = [
  {
    key: "property",
    header: "Immobilie",
    mobile: "primary",
    cell: (l) => (
      <Link
        to="/dashboard/properties/$propertyId/financing"
        params={{ propertyId: l.property.id }}
        className="font-medium break-words text-primary underline-offset-4 hover:underline"
        aria-label={`Finanzierung von ${l.property.name}`}
      >
        {l.property.name}
      </Link>
    ),
  },
  {
    key: "lender",
    header: "Bank",
    mobile: "primary",
    cell: (l) => <span className="break-words">{l.lender}</span>,
  },
  {
    key: "debt",
    header: "Restschuld heute",
    align: "right",
    className: "tabular-nums whitespace-nowrap",
    // Not paid out yet: no debt today, the payout month instead of 0 €.
    cell: (l) => (l.disbursed ? euro(l.remainingDebtCents) : muted(fromMonthLabel(l.disbursementDate))),
  },
  { key: "rate", header: "Zinssatz", align: "right", className: "tabular-nums whitespace-nowrap", cell: (l) => rateLabel(l.interestRatePercent) },
  {
    key: "payment",
    header: "Rate",
    align: "right",
    className: "tabular-nums whitespace-nowrap",
    // The agreed Rate; a repaid loan owes none. (A loan paid out later shows "ab MM.JJJJ" at its debt.)
    cell: (l) => (l.disbursed && l.remainingDebtCents === 0 ? <Badge tone="success">Getilgt</Badge> : euro(l.monthlyPaymentCents)),
  },
  {
    key: "fixation",
    header: "Zinsbindung bis",
    // Full card width on phones: the warning badge does not fit half of it.
    mobile: "wide",
    className: "whitespace-nowrap",
    cell: (l) =>
      l.fixationEndDate === null ? (
        muted("–")
      ) : (
        <span className="flex flex-col items-start gap-1">
          <span className="tabular-nums">{formatDate(l.fixationEndDate)}</span>
          {l.followUpDueSoon ? (
            <Badge tone="warning" title={followUpText(l)}>
              <AlertTriangle className="h-3 w-3" aria-hidden /> Anschlussfinanzierung
            </Badge>
          ) : null}
        </span>
      ),
  },
  {
    key: "balanceAtEnd",
    header: "Restschuld bei Zinsbindungsende",
    mobileLabel: "Restschuld bei Ende",
    align: "right",
    className: "tabular-nums whitespace-nowrap",
    cell: (l) => (l.balanceAtFixationEndCents === null ? muted("–") : euro(l.balanceAtFixationEndCents)),
  },
];
