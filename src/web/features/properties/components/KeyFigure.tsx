import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/web/components/ui/card";

export function KeyFigure({ label, value, sub, Icon }: { label: string; value: ReactNode; sub?: ReactNode; Icon: LucideIcon }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-4">
      <div className="flex justify-between gap-2 text-sm text-muted-foreground">
        <span className="min-w-0 leading-snug break-words">{label}</span>
        <Icon className="h-4 w-4 shrink-0 self-start" aria-hidden />
      </div>
      <div className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{value}</div>
      {sub ? <div className="text-xs text-muted-foreground">{sub}</div> : null}
    </Card>
  );
}

/** The figure cards: two columns on phones, up to six on wide screens. */
export function KeyFigureGrid({ children, label, columns = 6 }: { children: ReactNode; label: string; columns?: 5 | 6 }) {
  return (
    <section aria-label={label} className={`grid grid-cols-2 gap-3 md:grid-cols-3 ${columns === 5 ? "xl:grid-cols-5" : "xl:grid-cols-6"}`}>
      {children}
    </section>
  );
}
