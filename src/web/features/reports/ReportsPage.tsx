import { useId } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { FileBarChart } from "lucide-react";
import { formatMonthRange } from "@/core/dates";
import { messages } from "@/shared/messages";
import type { ProfitLossDto } from "@/shared/report-types";
import { ListState } from "@/web/components/ListState";
import { PageHeader } from "@/web/components/PageHeader";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useAnlageV } from "./api/get-anlage-v";
import { useCashFlow } from "./api/get-cash-flow";
import { useYieldReport } from "./api/get-yield";
import { useProfitLoss } from "./api/get-profit-loss";
import type { ReportScope } from "./api/query-keys";
import { AdvisorExports } from "./components/AdvisorExports";
import { AfaNote } from "./components/AfaNote";
import { AnlageVCard } from "./components/AnlageVCard";
import { CashFlowSection } from "./components/CashFlowSection";
import { LoanBalancesBlock } from "./components/LoanBalancesSection";
import { ReportControls } from "./components/ReportControls";
import { AfaCard } from "./components/AfaCard";
import { TaxYearCard } from "./components/TaxYearCard";
import { YieldSection } from "./components/YieldSection";
import { MAX_PROPERTY_COLUMNS, ProfitLossTable } from "./components/ProfitLossTable";
import { defaultReportYear, parseReportSearch, reportRange, type ReportSearch } from "./report-period";

/**
 * /dashboard/reports: for a tax year or months of it, and the portfolio, a property or a unit —
 * the Einnahmen-Überschuss-Rechnung, the cash flow, the yields, the loans' Restschuld, and per
 * property its Anlage V, AfA and finalised versions; the files for the tax advisor.
 */
export function ReportsPage() {
  useDocumentTitle("Berichte");
  const id = useId();
  // Year, months and scope are the URL's search params: a report can be linked and survives a reload.
  const search = parseReportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const choose = (patch: ReportSearch) => void navigate({ to: "/dashboard/reports", search: { ...search, ...patch }, replace: true });
  const year = search.year ?? defaultReportYear();
  const period = search.period ?? "year";
  const { from, to } = reportRange(year, period, search);
  const propertyId = search.propertyId ?? null;
  const scope: ReportScope = { propertyId, unitId: search.unitId ?? null };
  const profitLoss = useProfitLoss(from, to, scope);
  const months = formatMonthRange(from, to);
  return (
    <>
      <PageHeader title="Berichte" description="Einnahmen und Werbungskosten nach Zahlungsdatum, Cashflow und Renditen, mit AfA und Anlage V für Deinen Steuerberater." />
      <div className="space-y-6">
        <ReportControls
          year={year}
          period={period}
          fromMonth={search.fromMonth ?? 1}
          toMonth={search.toMonth ?? 12}
          propertyId={propertyId}
          unitId={scope.unitId}
          onChange={choose}
        />
        <section aria-labelledby={`${id}-pl`} className="space-y-3">
          <h2 id={`${id}-pl`} className="text-lg font-semibold">
            Einnahmen-Überschuss-Rechnung {months}
          </h2>
          <ListState
            query={profitLoss}
            errorFallback={messages.loadProfitLossFailed}
            isEmpty={(data) => data.columns.length === 0}
            empty={{ Icon: FileBarChart, message: "Lege zuerst eine Immobilie an, dann erscheinen hier ihre Einnahmen und Ausgaben." }}
          >
            {(data) => <ProfitLossSection data={data} />}
          </ListState>
        </section>
        <CashFlowBlock from={from} to={to} scope={scope} />
        <YieldBlock year={year} propertyId={propertyId} />
        <LoanBalancesBlock propertyId={propertyId} />
        {propertyId ? <AnlageVSection propertyId={propertyId} year={year} /> : <p className="text-sm text-muted-foreground">Die Anlage V gibt es je Immobilie: Wähle oben eine Immobilie.</p>}
        {propertyId ? <AfaCard propertyId={propertyId} year={year} /> : null}
        {propertyId ? <TaxYearCard propertyId={propertyId} year={year} /> : null}
        <AdvisorExports period={{ year, from, to }} scope={scope} />
      </div>
    </>
  );
}

function ProfitLossSection({ data }: { data: ProfitLossDto }) {
  return (
    <>
      <ProfitLossTable data={data} />
      <div className="space-y-1 text-xs text-muted-foreground">
        {data.propertyId === null && data.columns.length > MAX_PROPERTY_COLUMNS ? (
          <p>Mehr als {MAX_PROPERTY_COLUMNS} Immobilien: Die Tabelle zeigt die Summe; einzelne Immobilien wählst Du oben.</p>
        ) : null}
        <p>Ein Klick auf eine Kategorie zeigt ihre Buchungen. Kaution, Tilgung und Anschaffungskosten sind keine Einnahmen oder Werbungskosten und fehlen hier.</p>
        {data.unitId ? <p>Für eine Einheit zählen nur ihre eigenen Buchungen: AfA und Kosten der ganzen Immobilie (Grundsteuer, Zinsen …) sind nicht auf die Einheiten verteilt.</p> : null}
        {data.from !== `${data.year}-01` || data.to !== `${data.year}-12` ? (
          <p>AfA und verteilter Erhaltungsaufwand sind Jahresbeträge: Für einzelne Monate zeigt die Rechnung den Anteil dieser Monate. Für die Steuererklärung zählt das ganze Jahr.</p>
        ) : null}
        {data.afa.map((a) => (
          <AfaNote key={a.propertyId} afa={a} />
        ))}
      </div>
    </>
  );
}

function CashFlowBlock({ from, to, scope }: { from: string; to: string; scope: ReportScope }) {
  const id = useId();
  const query = useCashFlow(from, to, scope);
  const title = `Cashflow ${formatMonthRange(from, to)}`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <ListState query={query} errorFallback={messages.loadCashFlowFailed}>
        {(data) => <CashFlowSection data={data} title={title} />}
      </ListState>
      <p className="text-xs text-muted-foreground">
        Nach Zahlungsdatum: Tilgung und Investitionen zählen mit, AfA nicht; Kautionen verwaltest Du getrennt vom eigenen Geld, sie fehlen hier. Ein Klick auf einen Monat zeigt seine Buchungen.
      </p>
    </section>
  );
}

function YieldBlock({ year, propertyId }: { year: number; propertyId: string | null }) {
  const id = useId();
  const query = useYieldReport(year, propertyId);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Renditen {year}
      </h2>
      <ListState query={query} errorFallback={messages.loadYieldFailed}>
        {(data) => <YieldSection data={data} />}
      </ListState>
      <p className="text-xs text-muted-foreground">
        Bruttomietrendite, Kaufpreisfaktor und Leerstand aus den heute laufenden Mieten; Nettomietrendite, Cashflow und Eigenkapitalrendite aus den Zahlungen des Jahres{" "}
        {year}.{propertyId ? "" : " Die Formeln zeigen die Spaltenköpfe beim Daraufzeigen."}
      </p>
    </section>
  );
}

function AnlageVSection({ propertyId, year }: { propertyId: string; year: number }) {
  const query = useAnlageV(propertyId, year);
  return (
    <ListState query={query} errorFallback={messages.loadAnlageVFailed}>
      {(data) => <AnlageVCard data={data} />}
    </ListState>
  );
}
