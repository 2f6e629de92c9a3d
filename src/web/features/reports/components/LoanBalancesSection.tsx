import { useId, useMemo } from "react";
import { Landmark } from "lucide-react";
import { Area, AreaChart, CartesianGrid, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { centsToChartValue, formatEuro, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { messages } from "@/shared/messages";
import type { LoanBalanceLoanDto, LoanBalancesDto } from "@/shared/report-types";
import { ListState } from "@/web/components/ListState";
import { cn } from "@/web/lib/cn";
import { useLoanBalances } from "@/web/features/reports/api/get-loan-balances";
import { chartEuroYAxis, chartGrid, chartLineCursor, chartXAxis } from "@/web/lib/chart-style";

/** More loans than this: the largest {@link MAX_LOAN_SERIES} − 1 by amount are named, the rest stack as "Weitere". */
export const MAX_LOAN_SERIES = 8;
export const NO_LOANS_TEXT = "Keine Darlehen in diesem Bereich.";

/** The theme's colours (light and dark); "Weitere" is always the muted one. */
const SERIES_COLOURS = [
  "var(--color-primary)",
  "var(--color-warning)",
  "var(--color-success)",
  "color-mix(in srgb, var(--color-primary) 45%, var(--color-card))",
  "color-mix(in srgb, var(--color-warning) 45%, var(--color-card))",
  "color-mix(in srgb, var(--color-success) 45%, var(--color-card))",
  "var(--color-foreground)",
];
const OTHERS_COLOUR = "var(--color-muted-foreground)";

const euro = (amount: Cents) => formatEuro(amount, { decimals: 2 });
const loanLabel = (loan: LoanBalanceLoanDto) => `${loan.lender} · ${loan.propertyName}`;

type Series = { key: `s${number}`; name: string; colour: string; loanIds: string[] };
/** `s0`, `s1`, …: the chart scale (euros, axes only); texts use `cents` and `totalCents`. */
type Point = { year: number; totalCents: Cents; cents: Cents[]; [series: `s${number}`]: number };

/** The chart's series: one per loan, or the largest loans by amount and "Weitere" for the rest; oldest payout at the bottom. */
export function loanSeries(loans: readonly LoanBalanceLoanDto[]): Series[] {
  const named = loans.length <= MAX_LOAN_SERIES ? loans : [...loans].sort((a, b) => b.amountCents - a.amountCents).slice(0, MAX_LOAN_SERIES - 1);
  const namedIds = new Set(named.map((l) => l.id));
  const series: Series[] = loans
    .filter((l) => namedIds.has(l.id))
    .map((l, i) => ({ key: `s${i}`, name: loanLabel(l), colour: SERIES_COLOURS[i % SERIES_COLOURS.length]!, loanIds: [l.id] }));
  const others = loans.filter((l) => !namedIds.has(l.id));
  if (others.length > 0) series.push({ key: `s${series.length}`, name: `Weitere (${others.length} Darlehen)`, colour: OTHERS_COLOUR, loanIds: others.map((l) => l.id) });
  return series;
}

/** The section of the Berichte screen: the scope's Restschuld at each year's end, loading, failed or empty. */
export function LoanBalancesBlock({ propertyId }: { propertyId: string | null }) {
  const id = useId();
  const query = useLoanBalances(propertyId);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Restschuld der Darlehen
      </h2>
      <ListState query={query} errorFallback={messages.loadLoanBalancesFailed} isEmpty={(data) => data.years.length === 0} empty={{ Icon: Landmark, message: NO_LOANS_TEXT }}>
        {(data) => <LoanBalancesSection data={data} />}
      </ListState>
    </section>
  );
}

/** Stacked areas of each loan's Restschuld on 31.12., "Heute" marked; the same figures as a table to open below. */
export function LoanBalancesSection({ data }: { data: LoanBalancesDto }) {
  const series = useMemo(() => loanSeries(data.loans), [data.loans]);
  const points = useMemo(
    () =>
      data.years.map((y) => {
        const amounts = series.map((s) => sumCents(s.loanIds.map((loanId) => y.byLoan[loanId] ?? ZERO_CENTS)));
        const point: Point = { year: y.year, totalCents: y.balanceCents, cents: amounts };
        series.forEach((s, i) => (point[s.key] = centsToChartValue(amounts[i]!)));
        return point;
      }),
    [data.years, series],
  );
  const first = data.years[0]!;
  const last = data.years.at(-1)!;
  const currentYear = Number(data.today.date.slice(0, 4));
  const payoff = data.loans.every((l) => l.payoffDate !== null) ? Math.max(...data.loans.map((l) => Number(l.payoffDate!.slice(0, 4)))) : null;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Heute <span className="font-semibold tabular-nums">{euro(data.today.balanceCents)}</span> Restschuld
        {data.cappedAtHorizon
          ? `; mindestens ein Darlehen läuft über ${data.horizonYear} hinaus, dort endet die Grafik.`
          : payoff !== null
            ? `; nach Plan getilgt ${payoff}.`
            : "."}
      </p>
      <figure className="m-0 rounded-xl border border-border bg-card p-3 shadow-sm">
        <figcaption className="sr-only">
          Restschuld zum Jahresende von {formatEuro(first.balanceCents)} ({first.year}) bis {formatEuro(last.balanceCents)} ({last.year}), je Darlehen gestapelt; die Tabelle darunter
          enthält dieselben Zahlen.
        </figcaption>
        <div className="h-64 w-full sm:h-72" aria-hidden data-testid="loan-balances-chart">
          <ResponsiveContainer width="100%" height="100%">
            {/* No keyboard layer: the chart is aria-hidden (its table or caption says the same), and a focusable element inside aria-hidden is a trap for screen readers. */}
            <AreaChart data={points} accessibilityLayer={false} margin={{ top: 16, right: 12, left: 4, bottom: 0 }}>
              <CartesianGrid {...chartGrid} />
              <XAxis dataKey="year" {...chartXAxis} minTickGap={16} />
              <YAxis {...chartEuroYAxis} />
              <Tooltip
                cursor={chartLineCursor}
                content={({ active, payload }) => {
                  const p = active ? (payload?.[0]?.payload as Point | undefined) : undefined;
                  if (!p) return null;
                  return (
                    <div className="rounded-md border border-border bg-card px-3 py-2 text-sm shadow-md">
                      <div className="text-muted-foreground">Ende {p.year}</div>
                      {series.map((s, i) => (
                        <div key={s.key} className="tabular-nums">
                          <span className="mr-1.5 inline-block h-2 w-2 rounded-full" style={{ background: s.colour }} />
                          {s.name}: {euro(p.cents[i]!)}
                        </div>
                      ))}
                      {series.length > 1 ? <div className="font-medium tabular-nums">Summe {euro(p.totalCents)}</div> : null}
                    </div>
                  );
                }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {currentYear >= first.year && currentYear <= last.year ? (
                <ReferenceLine
                  x={currentYear}
                  stroke="var(--color-muted-foreground)"
                  strokeDasharray="4 4"
                  label={{ value: "Heute", position: "insideTopRight", fill: "var(--color-muted-foreground)", fontSize: 12 }}
                />
              ) : null}
              {series.map((s) => (
                <Area
                  key={s.key}
                  dataKey={s.key}
                  name={s.name}
                  type="linear"
                  stackId="balance"
                  stroke={s.colour}
                  fill={s.colour}
                  fillOpacity={0.45}
                  strokeWidth={1.5}
                  isAnimationActive={false}
                />
              ))}
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <BalanceTable points={points} series={series} currentYear={currentYear} />
      <p className="text-xs text-muted-foreground">
        Restschuld am 31.12. nach Tilgungsplan mit Sondertilgungen; nach dem Ende der Zinsbindung mit unverändertem Sollzins gerechnet. Die Grafik reicht höchstens bis{" "}
        {data.horizonYear}.
      </p>
    </div>
  );
}

/** Every year's figures, folded away: the chart's numbers without the chart. */
function BalanceTable({ points, series, currentYear }: { points: readonly Point[]; series: readonly Series[]; currentYear: number }) {
  const caption = "Restschuld zum Jahresende";
  const cell = "border-b border-border px-3 py-1.5 text-right whitespace-nowrap tabular-nums";
  const perLoan = series.length > 1;
  return (
    <details className="group rounded-xl border border-border bg-card shadow-sm">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium select-none">Tabelle anzeigen</summary>
      {/* Focusable so keyboard users can scroll the columns sideways (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="relative max-h-[28rem] overflow-auto border-t border-border" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-20 bg-card text-muted-foreground">
            <tr>
              <th scope="col" className="sticky left-0 z-10 border-b border-border bg-card px-3 py-2 text-left font-medium">
                Jahr
              </th>
              <th scope="col" className="border-b border-border px-3 py-2 text-right font-medium">
                Restschuld
              </th>
              {perLoan
                ? series.map((s) => (
                    <th key={s.key} scope="col" className="max-w-48 border-b border-border px-3 py-2 text-right font-medium">
                      {s.name}
                    </th>
                  ))
                : null}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.year} className={cn(p.year === currentYear && "bg-muted")}>
                <th scope="row" className={cn("sticky left-0 z-10 border-b border-border px-3 py-1.5 text-left font-normal", p.year === currentYear ? "bg-muted" : "bg-card")}>
                  {p.year}
                </th>
                <td className={cn(cell, "font-medium")}>{euro(p.totalCents)}</td>
                {perLoan
                  ? series.map((s, i) => (
                      <td key={s.key} className={cn(cell, "text-muted-foreground")}>
                        {euro(p.cents[i]!)}
                      </td>
                    ))
                  : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
