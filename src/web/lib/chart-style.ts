import { chartValueToCents, formatEuroCompact } from "@/core/money";

// The charts' common look (Recharts props) in the theme's colours, so light and dark and every
// chart agree: a dashed horizontal grid, muted 12 px ticks, a thin X axis line and no Y axis line.

const tick = { fill: "var(--color-muted-foreground)", fontSize: 12 };

export const chartGrid = { strokeDasharray: "3 3", stroke: "var(--color-border)", vertical: false } as const;
export const chartXAxis = { tick, tickLine: false, axisLine: { stroke: "var(--color-border)" } } as const;
export const chartYAxis = { tick, tickLine: false, axisLine: false } as const;
/** A Y axis of euros: the chart's scale back to cents, then "12 Tsd. €" (texts never read the float). */
export const chartEuroYAxis = { ...chartYAxis, width: 64, tickFormatter: (v: number) => formatEuroCompact(chartValueToCents(v)) } as const;
/** The hover cursor: a dashed line for areas and lines, a muted band for bars. */
export const chartLineCursor = { stroke: "var(--color-muted-foreground)", strokeDasharray: "3 3" } as const;
export const chartBarCursor = { fill: "var(--color-muted)", opacity: 0.5 } as const;
