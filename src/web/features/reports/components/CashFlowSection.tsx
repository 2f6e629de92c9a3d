import { Link } from "@tanstack/react-router";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { centsToChartValue, formatEuro, subCents, sumCents, type Cents } from "@/core/money";
import { CASH_FLOW_LABELS, cashFlowGroups, DEBT_SERVICE_GROUPS, type CashFlowAmounts, type CashFlowGroup } from "@/domain/cash-flow";
import type { CashFlowDto } from "@/shared/report-types";
import { formatMonth } from "@/web/features/rent-roll";
import { cn } from "@/web/lib/cn";
import { chartBarCursor, chartEuroYAxis, chartGrid, chartXAxis } from "@/web/lib/chart-style";

const euro = (amount: Cents) => formatEuro(amount, { decimals: 2 });
const INCOME_GROUPS: readonly CashFlowGroup[] = ["rent", "other_income"];
const incomeOf = (a: CashFlowAmounts) => sumCents(INCOME_GROUPS.map((g) => a[g]));
const debtServiceOf = (a: CashFlowAmounts) => sumCents(DEBT_SERVICE_GROUPS.map((g) => a[g]));
/** Costs and investments: what leaves the account besides the debt service. */
const otherOutOf = (a: CashFlowAmounts) => subCents(subCents(sumCents(cashFlowGroups.map((g) => a[g])), incomeOf(a)), debtServiceOf(a));

const cell = "border-b border-border px-3 py-1.5 text-right whitespace-nowrap tabular-nums";
const sticky = "sticky left-0 z-10 bg-card";

/** The period's cash flow: totals per group, a chart of the months with the cumulative line, and the months as a table. */
export function CashFlowSection({ data, title }: { data: CashFlowDto; title: string }) {
  const rows = cashFlowGroups.filter((g) => data.total[g] !== 0);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <table className="w-full border-separate border-spacing-0 self-start rounded-xl border border-border bg-card text-sm shadow-sm">
          <caption className="sr-only">{title}: Summen</caption>
          <tbody>
            {rows.map((g) => (
              <tr key={g}>
                <th scope="row" className="border-b border-border px-3 py-1.5 text-left font-normal">
                  {CASH_FLOW_LABELS[g]}
                </th>
                <td className={cell}>{euro(data.total[g])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="border-b border-border px-3 py-1.5 text-left font-normal text-muted-foreground">
                davon Kapitaldienst
              </th>
              <td className={cn(cell, "text-muted-foreground")}>{euro(data.debtServiceCents)}</td>
            </tr>
            <tr>
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                Netto-Cashflow
              </th>
              <td className={cn(cell, "border-b-0 font-semibold", data.netCents < 0 && "text-destructive")}>{euro(data.netCents)}</td>
            </tr>
          </tbody>
        </table>
        <CashFlowChart data={data} />
      </div>
      <MonthTable data={data} title={title} />
    </div>
  );
}

type Point = { month: string; income: number; out: number; cumulative: number; incomeCents: Cents; outCents: Cents; netCents: Cents; cumulativeCents: Cents };

/** Money in above, money out below the line, per month; the cumulative net as a line. The table below holds the same figures for screen readers. */
function CashFlowChart({ data }: { data: CashFlowDto }) {
  const points: Point[] = data.months.map((m) => {
    const incomeCents = incomeOf(m.amounts);
    const outCents = subCents(m.netCents, incomeCents);
    return {
      month: m.month,
      income: centsToChartValue(incomeCents),
      out: centsToChartValue(outCents),
      cumulative: centsToChartValue(m.cumulativeCents),
      incomeCents,
      outCents,
      netCents: m.netCents,
      cumulativeCents: m.cumulativeCents,
    };
  });
  const yearly = points.length > 24;
  return (
    <figure className="m-0 rounded-xl border border-border bg-card p-3 shadow-sm">
      <figcaption className="sr-only">Einnahmen, Ausgaben und kumulierter Cashflow je Monat; die Tabelle darunter enthält dieselben Zahlen.</figcaption>
      <div className="h-64 w-full" aria-hidden data-testid="cash-flow-chart">
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: the chart is aria-hidden (its table or caption says the same), and a focusable element inside aria-hidden is a trap for screen readers. */}
          <ComposedChart data={points} stackOffset="sign" accessibilityLayer={false} margin={{ top: 8, right: 8, left: 4, bottom: 0 }}>
            <CartesianGrid {...chartGrid} />
            <XAxis
              dataKey="month"
              tickFormatter={(m: string) => (yearly ? m.slice(0, 4) : formatMonth(m).split(" ")[0]!)}
              {...chartXAxis}
              minTickGap={8}
            />
            <YAxis {...chartEuroYAxis} />
            <ReferenceLine y={0} stroke="var(--color-muted-foreground)" />
            <Tooltip
              cursor={chartBarCursor}
              content={({ active, payload }) => {
                const p = active ? (payload?.[0]?.payload as Point | undefined) : undefined;
                if (!p) return null;
                return (
                  <div className="rounded-md border border-border bg-card px-3 py-2 text-sm shadow-md">
                    <div className="text-muted-foreground">{formatMonth(p.month)}</div>
                    <div className="tabular-nums">Einnahmen {euro(p.incomeCents)}</div>
                    <div className="tabular-nums">Ausgaben {euro(p.outCents)}</div>
                    <div className="font-medium tabular-nums">Netto {euro(p.netCents)}</div>
                    <div className="tabular-nums text-muted-foreground">Kumuliert {euro(p.cumulativeCents)}</div>
                  </div>
                );
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="income" name="Einnahmen" stackId="flow" fill="var(--color-primary)" maxBarSize={48} isAnimationActive={false} />
            <Bar dataKey="out" name="Ausgaben" stackId="flow" fill="var(--color-destructive)" fillOpacity={0.75} maxBarSize={48} isAnimationActive={false} />
            <Line dataKey="cumulative" name="Kumuliert" type="linear" stroke="var(--color-warning)" strokeWidth={2} dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** One row per month; the month opens its bookings. */
function MonthTable({ data, title }: { data: CashFlowDto; title: string }) {
  const caption = `${title} je Monat`;
  const link = (month: string) => ({
    to: "/dashboard/bookings" as const,
    search: { year: Number(month.slice(0, 4)), month: Number(month.slice(5)), ...(data.propertyId ? { propertyId: data.propertyId } : {}), ...(data.unitId ? { unitId: data.unitId } : {}) },
  });
  const heads = ["Einnahmen", "Bewirtschaftung & Investitionen", "Kapitaldienst", "Netto", "Kumuliert"];
  return (
    // Focusable so keyboard users can scroll the columns sideways (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="relative max-h-[28rem] overflow-auto rounded-xl border border-border bg-card shadow-sm" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-20 bg-card text-muted-foreground">
          <tr>
            <th scope="col" className={cn(sticky, "border-b border-border px-3 py-2 text-left font-medium")}>
              Monat
            </th>
            {heads.map((h) => (
              <th key={h} scope="col" className="max-w-40 border-b border-border px-3 py-2 text-right font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className={cn(sticky, "border-b border-border px-3 py-1.5 text-left font-normal whitespace-nowrap")}>
                <Link {...link(m.month)} className="underline-offset-4 hover:text-primary hover:underline" title="Buchungen des Monats ansehen">
                  {formatMonth(m.month)}
                </Link>
              </th>
              <td className={cell}>{euro(incomeOf(m.amounts))}</td>
              <td className={cell}>{euro(otherOutOf(m.amounts))}</td>
              <td className={cell}>{euro(debtServiceOf(m.amounts))}</td>
              <td className={cn(cell, "font-medium", m.netCents < 0 && "text-destructive")}>{euro(m.netCents)}</td>
              <td className={cn(cell, "text-muted-foreground")}>{euro(m.cumulativeCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={cn(sticky, "px-3 py-2 text-left font-semibold")}>
              Summe
            </th>
            <td className={cn(cell, "border-b-0 font-semibold")}>{euro(incomeOf(data.total))}</td>
            <td className={cn(cell, "border-b-0 font-semibold")}>{euro(otherOutOf(data.total))}</td>
            <td className={cn(cell, "border-b-0 font-semibold")}>{euro(data.debtServiceCents)}</td>
            <td className={cn(cell, "border-b-0 font-semibold")}>{euro(data.netCents)}</td>
            <td className={cn(cell, "border-b-0")} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

