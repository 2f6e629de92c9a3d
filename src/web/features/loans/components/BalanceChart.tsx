import { useId, useMemo } from "react";
import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMonthYear } from "@/core/dates";
import type { LoanScheduleDto } from "@/shared/loan-types";
import { centsToChartValue, formatEuro, ZERO_CENTS, type Cents } from "@/core/money";
import { chartEuroYAxis, chartGrid, chartLineCursor, chartXAxis } from "@/web/lib/chart-style";

/** `balance` is the chart scale (euros, axes only); texts use `balanceCents`. */
type Point = { date: string; balance: number; balanceCents: Cents };

/** Restschuld over time as an area chart, with the end of the Zinsbindung marked. */
export function BalanceChart({ schedule, disbursementDate }: { schedule: LoanScheduleDto; disbursementDate: string }) {
  const gradientId = `balance-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const { data, ticks, fixationX } = useMemo(() => {
    const points: Point[] = [
      { date: disbursementDate, balance: centsToChartValue(schedule.amountCents), balanceCents: schedule.amountCents },
      ...schedule.rows.map((r) => ({ date: r.date, balance: centsToChartValue(r.closingBalanceCents), balanceCents: r.closingBalanceCents })),
    ];
    // One tick per year at most, thinned so about six labels fit on a phone.
    const firstOfYear = points.filter((p, i) => i === 0 || p.date.slice(0, 4) !== points[i - 1]?.date.slice(0, 4)).map((p) => p.date);
    const step = Math.max(1, Math.ceil(firstOfYear.length / 6));
    const fixationEnd = schedule.fixationEndDate;
    const fixationPoint = fixationEnd ? [...points].reverse().find((p) => p.date <= fixationEnd) : undefined;
    return {
      data: points,
      ticks: firstOfYear.filter((_, i) => i % step === 0),
      fixationX: fixationEnd && fixationEnd <= (points.at(-1)?.date ?? "") ? fixationPoint?.date : undefined,
    };
  }, [schedule, disbursementDate]);

  const last = data.at(-1);
  return (
    <figure className="m-0">
      <figcaption className="sr-only">
        Restschuldverlauf von {formatEuro(schedule.amountCents)} ({formatMonthYear(disbursementDate)}) bis {formatEuro(last?.balanceCents ?? ZERO_CENTS)} (
        {formatMonthYear(last?.date)})
      </figcaption>
      <div className="h-56 w-full sm:h-64" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: the chart is aria-hidden (its table or caption says the same), and a focusable element inside aria-hidden is a trap for screen readers. */}
          <AreaChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 12, left: 4, bottom: 0 }}>
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.35} />
                <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.03} />
              </linearGradient>
            </defs>
            <CartesianGrid {...chartGrid} />
            <XAxis
              dataKey="date"
              ticks={ticks}
              tickFormatter={(d: string) => d.slice(0, 4)}
              {...chartXAxis}
              minTickGap={16}
            />
            <YAxis {...chartEuroYAxis} />
            <Tooltip
              cursor={chartLineCursor}
              content={({ active, payload }) => {
                const point = active ? (payload?.[0]?.payload as Point | undefined) : undefined;
                if (!point) return null;
                return (
                  <div className="rounded-md border border-border bg-card px-3 py-2 text-sm shadow-md">
                    <div className="text-muted-foreground">{formatMonthYear(point.date)}</div>
                    <div className="font-medium tabular-nums">Restschuld {formatEuro(point.balanceCents, { decimals: 2 })}</div>
                  </div>
                );
              }}
            />
            {fixationX ? (
              <ReferenceLine
                x={fixationX}
                stroke="var(--color-warning)"
                strokeDasharray="4 4"
                label={{ value: "Zinsbindung", position: "insideTopLeft", fill: "var(--color-warning)", fontSize: 12 }}
              />
            ) : null}
            <Area type="monotone" dataKey="balance" stroke="var(--color-primary)" strokeWidth={2} fill={`url(#${gradientId})`} isAnimationActive={false} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
