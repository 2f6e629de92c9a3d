import type { ReactNode } from "react";
import { formatEuro, formatEuroCompact, type Cents } from "@/core/money";
import { mockDashboard as d } from "./content";

/** Full amount from `sm` up, compact ('3,2k €') below; CSS only, so no resize listener. */
function Amount({ value }: { value: Cents }) {
  return (
    <>
      <span className="sm:hidden">{formatEuroCompact(value)}</span>
      <span className="hidden sm:inline">{formatEuro(value)}</span>
    </>
  );
}

function Kpi({ label, children, accent = false }: { label: string; children: ReactNode; accent?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col rounded-lg border border-border bg-background p-2.5 sm:p-3">
      <div className="text-[11px] leading-tight text-muted-foreground sm:text-xs">{label}</div>
      <div className={`mt-auto whitespace-nowrap pt-1 text-base font-bold tracking-tight sm:text-xl ${accent ? "text-success" : ""}`}>{children}</div>
    </div>
  );
}

/**
 * Decorative preview of the dashboard (SPEC §2). Exposed to assistive technology as one
 * image with a text alternative, so the duplicated compact/full amounts are read once.
 */
export function MockDashboard() {
  const description = `Beispielansicht der ${d.title}: ${d.properties} ${d.propertiesLabel}, ${formatEuro(d.rentIncome)} ${d.rentIncomeLabel}, ${formatEuro(d.cashflow)} ${d.cashflowLabel} im Monat`.replace(/\u00ad/g, "");
  return (
    <div role="img" aria-label={description} className="select-none rounded-xl border border-border bg-card p-3 shadow-xl shadow-primary/5 sm:p-4">
      <div className="flex items-center justify-between gap-2 border-b border-border pb-3">
        <div className="flex items-center gap-1.5" aria-hidden>
          <span className="h-2.5 w-2.5 rounded-full bg-destructive/70" />
          <span className="h-2.5 w-2.5 rounded-full bg-warning/70" />
          <span className="h-2.5 w-2.5 rounded-full bg-success/70" />
        </div>
        <span className="truncate text-xs font-medium text-muted-foreground">
          {d.title} · {d.period}
        </span>
      </div>

      <div className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        <Kpi label={d.propertiesLabel}>{d.properties}</Kpi>
        <Kpi label={d.rentIncomeLabel}>
          <Amount value={d.rentIncome} />
        </Kpi>
        <Kpi label={d.cashflowLabel} accent>
          <Amount value={d.cashflow} />
        </Kpi>
      </div>

      <div className="mt-3 rounded-lg border border-border bg-background p-3">
        <div className="text-xs text-muted-foreground">{d.chartLabel}</div>
        <div className="mt-2 flex h-20 items-end gap-1 sm:h-24">
          {d.chart.map((h, i) => (
            <span key={i} className="flex-1 rounded-t-sm bg-primary/80" style={{ height: `${h}%` }} />
          ))}
        </div>
      </div>

      <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-background text-xs sm:text-sm">
        {d.rows.map((r) => (
          <li key={r.name} className="flex items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0">
              <span className="block truncate font-medium">{r.name}</span>
              <span className="block truncate text-muted-foreground">{r.detail}</span>
            </span>
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium text-accent-foreground">{r.status}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
