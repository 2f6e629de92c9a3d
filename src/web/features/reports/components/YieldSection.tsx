import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Text, Tooltip, XAxis, YAxis, type XAxisTickContentProps } from "recharts";
import { formatNumber, formatPercent } from "@/core/format";
import { formatEuro, type Cents } from "@/core/money";
import { YIELD_AMBER_FROM, YIELD_GREEN_FROM, type PriceFactorBand, type YieldBand } from "@/domain/yield";
import type { YieldReportDto, YieldRowDto } from "@/shared/report-types";
import { YieldBadge, YIELD_BAND_EXPLANATION } from "@/web/components/YieldBadge";
import { cn } from "@/web/lib/cn";
import { chartBarCursor, chartGrid, chartXAxis, chartYAxis } from "@/web/lib/chart-style";

/** More rows than this make the table a list nobody reads; the total still covers all. */
export const MAX_YIELD_ROWS = 50;
const CHART_MAX_PROPERTIES = 20;

const euro = (amount: Cents | null) => (amount === null ? "–" : formatEuro(amount, { decimals: 2 }));
const percent = (value: number | null) => formatPercent(value, 2);
const factorLabels: Record<PriceFactorBand, string> = { cheap: "günstig", fair: "marktüblich", expensive: "teuer" };
const factor = (row: YieldRowDto) => (row.priceFactor === null ? "–" : `${formatNumber(row.priceFactor, 2)} (${factorLabels[row.priceFactorBand!]})`);
const bandColours: Record<YieldBand, string> = { green: "var(--color-success)", amber: "var(--color-warning)", red: "var(--color-destructive)" };

const columns: Array<{ title: string; cell: (r: YieldRowDto) => ReactNode; hint?: string }> = [
  { title: "Bruttomietrendite", cell: (r) => <YieldBadge percent={r.grossYieldPercent} band={r.grossYieldBand} />, hint: YIELD_BAND_EXPLANATION },
  { title: "Kaufpreisfaktor", cell: factor, hint: "Kaufpreis durch Jahreskaltmiete: unter 20 günstig, über 25 teuer" },
  { title: "Nettomietrendite", cell: (r) => percent(r.netYieldPercent), hint: "Kaltmiete des Jahres abzüglich nicht umlagefähiger Kosten, durch Kaufpreis und Nebenkosten" },
  { title: "Cashflow vor Steuern", cell: (r) => euro(r.cashFlowBeforeTaxCents), hint: "Kaltmiete − nicht umlagefähige Kosten − Zinsen − Tilgung des Jahres" },
  { title: "Eigenkapital", cell: (r) => euro(r.equityCents), hint: "Kaufpreis und Nebenkosten abzüglich der Darlehen" },
  { title: "EK-Rendite vor Steuern", cell: (r) => percent(r.equityReturnPercent), hint: "Cashflow vor Steuern durch Eigenkapital (Cash-on-Cash)" },
  { title: "Leerstand", cell: (r) => formatPercent(r.vacancyPercent, 1), hint: "Einheiten ohne laufenden Vertrag, heute" },
];

/** Yield per property and for the scope, with the spec's bands; a chart of the gross yields beside it. One property: its figures as a list. */
export function YieldSection({ data }: { data: YieldReportDto }) {
  if (data.propertyId !== null) return <PropertyYields data={data} />;
  const rows = data.rows.slice(0, MAX_YIELD_ROWS);
  const caption = `Renditen ${data.year}`;
  const cell = "border-b border-border px-3 py-1.5 text-right whitespace-nowrap tabular-nums";
  const line = (r: YieldRowDto, total: boolean) => (
    <tr key={r.propertyId ?? "total"}>
      <th scope="row" className={cn("sticky left-0 z-10 max-w-44 border-b border-border bg-card px-3 py-1.5 text-left break-words", total ? "font-semibold" : "font-normal")}>
        {total ? "Portfolio" : r.name}
      </th>
      {columns.map((c) => (
        <td key={c.title} className={cn(cell, total && "font-semibold")}>
          {c.cell(r)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="space-y-4">
      {data.rows.length > 1 ? <YieldChart rows={data.rows} /> : null}
      {/* Focusable so keyboard users can scroll the columns sideways (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="sticky left-0 z-10 border-b border-border bg-card px-3 py-2 text-left font-medium">
                Immobilie
              </th>
              {columns.map((c) => (
                <th key={c.title} scope="col" title={c.hint} className="max-w-36 border-b border-border px-3 py-2 text-right font-medium">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => line(r, false))}
            {line(data.total, true)}
          </tbody>
        </table>
      </div>
      {data.rows.length > MAX_YIELD_ROWS ? (
        <p className="text-xs text-muted-foreground">
          Die Tabelle zeigt die ersten {MAX_YIELD_ROWS} von {data.rows.length} Immobilien; die Zeile „Portfolio“ umfasst alle. Einzelne Immobilien wählst Du oben.
        </p>
      ) : null}
    </div>
  );
}

/** One property's figures as "Kennzahl – Wert" rows: readable on a phone without scrolling sideways. */
function PropertyYields({ data }: { data: YieldReportDto }) {
  return (
    <table className="w-full border-separate border-spacing-0 rounded-xl border border-border bg-card text-sm shadow-sm sm:w-auto sm:min-w-[28rem]">
      <caption className="sr-only">Renditen {data.year}</caption>
      <tbody>
        {columns.map((c) => (
          <tr key={c.title}>
            <th scope="row" className="border-b border-border px-3 py-1.5 text-left font-normal">
              {c.title}
              {c.hint ? <span className="block text-xs text-muted-foreground">{c.hint}</span> : null}
            </th>
            <td className="border-b border-border px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{c.cell(data.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Gross yield per property as bars in their band's colour, with the band limits as lines. */
/**
 * A property's name under its bar, wrapped to the bar's share of the axis in at most two lines
 * (ending in "…" when longer): side by side, whole names ran into each other at 375 px. The
 * table below and the tooltip give the whole name.
 */
function NameTick({ x, y, width, visibleTicksCount, payload, textAnchor, verticalAnchor, className }: XAxisTickContentProps) {
  const axisWidth = typeof width === "number" ? width : 0;
  return (
    <Text x={x} y={y} textAnchor={textAnchor} verticalAnchor={verticalAnchor} className={className} {...chartXAxis.tick} width={Math.max(axisWidth / visibleTicksCount - 6, 16)} maxLines={2}>
      {String(payload.value)}
    </Text>
  );
}

function YieldChart({ rows }: { rows: readonly YieldRowDto[] }) {
  const points = rows
    .filter((r) => r.grossYieldPercent !== null)
    .slice(0, CHART_MAX_PROPERTIES)
    .map((r) => ({ name: r.name, value: r.grossYieldPercent!, band: r.grossYieldBand! }));
  if (points.length === 0) return null;
  return (
    <figure className="m-0 rounded-xl border border-border bg-card p-3 shadow-sm">
      <figcaption className="sr-only">Bruttomietrendite je Immobilie; die Tabelle darunter enthält dieselben Zahlen.</figcaption>
      <div className="h-56 w-full" aria-hidden data-testid="yield-chart">
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: the chart is aria-hidden (its table or caption says the same), and a focusable element inside aria-hidden is a trap for screen readers. */}
          <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid {...chartGrid} />
            <XAxis dataKey="name" {...chartXAxis} tick={NameTick} interval={0} height={44} />
            <YAxis width={48} tickFormatter={(v: number) => formatPercent(v, 1)} {...chartYAxis} />
            <ReferenceLine y={YIELD_GREEN_FROM} stroke="var(--color-success)" strokeDasharray="4 4" />
            <ReferenceLine y={YIELD_AMBER_FROM} stroke="var(--color-warning)" strokeDasharray="4 4" />
            <Tooltip
              cursor={chartBarCursor}
              content={({ active, payload }) => {
                const p = active ? (payload?.[0]?.payload as (typeof points)[number] | undefined) : undefined;
                return p ? (
                  <div className="rounded-md border border-border bg-card px-3 py-2 text-sm shadow-md">
                    {p.name}: {formatPercent(p.value, 2)}
                  </div>
                ) : null;
              }}
            />
            <Bar dataKey="value" maxBarSize={48} isAnimationActive={false}>
              {points.map((p, i) => (
                <Cell key={i} fill={bandColours[p.band]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
