// The charts' common look (Recharts props) in the theme's colours, so light and dark and every
// chart agree: a dashed horizontal grid, muted 12 px ticks, a thin X axis line and no Y axis line.

const tick = { fill: "var(--color-muted-foreground)", fontSize: 12 };

export const chartGrid = { strokeDasharray: "3 3", stroke: "var(--color-border)", vertical: false } as const;
export const chartXAxis = { tick, tickLine: false, axisLine: { stroke: "var(--color-border)" } } as const;
export const chartYAxis = { tick, tickLine: false, axisLine: false } as const;
