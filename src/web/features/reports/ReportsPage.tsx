import { useId } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { FileBarChart } from "lucide-react";
import { messages } from "@/shared/messages";
import type { ProfitLossDto } from "@/shared/report-types";
import { ListState } from "@/web/components/ListState";
import { PageHeader } from "@/web/components/PageHeader";
import { Select } from "@/web/components/ui/select";
import { usePropertyOptions } from "@/web/features/rent-roll";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useAnlageV } from "./api/get-anlage-v";
import { useCashFlow } from "./api/get-cash-flow";
import { useYieldReport } from "./api/get-yield";
import { useProfitLoss } from "./api/get-profit-loss";
import { AdvisorExports } from "./components/AdvisorExports";
import { AfaNote } from "./components/AfaNote";
import { AnlageVCard } from "./components/AnlageVCard";
import { CashFlowSection } from "./components/CashFlowSection";
import { TaxYearCard } from "./components/TaxYearCard";
import { YieldSection } from "./components/YieldSection";
import { MAX_PROPERTY_COLUMNS, ProfitLossTable } from "./components/ProfitLossTable";
import {
  cashFlowPeriodLabels,
  cashFlowPeriods,
  cashFlowRange,
  defaultReportYear,
  parseReportSearch,
  selectableYears,
  type CashFlowPeriod,
  type ReportSearch,
} from "./report-period";

/** /dashboard/reports: the Einnahmen-Überschuss-Rechnung of a tax year, for the portfolio or a property, and a property's Anlage V. */
export function ReportsPage() {
  useDocumentTitle("Berichte");
  const id = useId();
  // Year and property are the URL's search params: a report can be linked and survives a reload.
  const search = parseReportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const choose = (patch: ReportSearch) => void navigate({ to: "/dashboard/reports", search: { ...search, ...patch }, replace: true });
  const year = search.year ?? defaultReportYear();
  const propertyId = search.propertyId ?? "";
  const properties = usePropertyOptions();
  const scope = propertyId || null;
  const profitLoss = useProfitLoss(year, scope);
  return (
    <>
      <PageHeader title="Berichte" description="Einnahmen und Werbungskosten eines Steuerjahres nach Zahlungsdatum, mit AfA und Anlage V für Deinen Steuerberater." />
      <div className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="space-y-1.5 sm:w-40">
            <label htmlFor={`${id}-year`} className="block text-sm font-medium">
              Steuerjahr
            </label>
            <Select id={`${id}-year`} value={String(year)} onChange={(e) => choose({ year: Number(e.target.value) })}>
              {selectableYears().map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5 sm:w-72">
            <label htmlFor={`${id}-scope`} className="block text-sm font-medium">
              Immobilie
            </label>
            <Select id={`${id}-scope`} value={propertyId} onChange={(e) => choose({ propertyId: e.target.value || undefined })}>
              <option value="">Gesamtes Portfolio</option>
              {(properties.data?.items ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <section aria-labelledby={`${id}-pl`} className="space-y-3">
          <h2 id={`${id}-pl`} className="text-lg font-semibold">
            Einnahmen-Überschuss-Rechnung {year}
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
        <CashFlowBlock year={year} period={search.period ?? "year"} propertyId={scope} onPeriod={(period) => choose({ period: period === "year" ? undefined : period })} />
        <YieldBlock year={year} propertyId={scope} />
        {scope ? <AnlageVSection propertyId={scope} year={year} /> : <p className="text-sm text-muted-foreground">Die Anlage V gibt es je Immobilie: Wähle oben eine Immobilie.</p>}
        {scope ? <TaxYearCard propertyId={scope} year={year} /> : null}
        <AdvisorExports year={year} propertyId={scope} />
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
        <p>Ein Klick auf eine Kategorie zeigt ihre Buchungen des Jahres. Kaution, Tilgung und Anschaffungskosten sind keine Einnahmen oder Werbungskosten und fehlen hier.</p>
        {data.afa.map((a) => (
          <AfaNote key={a.propertyId} afa={a} />
        ))}
      </div>
    </>
  );
}

function CashFlowBlock({ year, period, propertyId, onPeriod }: { year: number; period: CashFlowPeriod; propertyId: string | null; onPeriod: (p: CashFlowPeriod) => void }) {
  const id = useId();
  const { from, to } = cashFlowRange(year, period);
  const query = useCashFlow(from, to, propertyId);
  const title = period === "year" ? `Cashflow ${year}` : `Cashflow ${cashFlowPeriodLabels[period]} ${year}`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="space-y-1.5 sm:w-48">
          <label htmlFor={`${id}-period`} className="block text-sm font-medium">
            Zeitraum
          </label>
          <Select id={`${id}-period`} value={period} onChange={(e) => onPeriod(e.target.value as CashFlowPeriod)}>
            {cashFlowPeriods.map((p) => (
              <option key={p} value={p}>
                {cashFlowPeriodLabels[p]}
              </option>
            ))}
          </Select>
        </div>
      </div>
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
