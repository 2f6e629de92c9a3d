import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/** One figure of a summary row: label, value and a muted hint below. */
export function StatTile({ Icon, label, value, hint, className }: { Icon?: LucideIcon; label: string; value: ReactNode; hint?: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0 bg-card p-4", className)}>
      <p className="flex items-start gap-1.5 text-xs leading-tight font-medium text-muted-foreground sm:text-sm">
        {Icon ? <Icon className="h-4 w-4 shrink-0" aria-hidden /> : null}
        <span>{label}</span>
      </p>
      <p className="mt-1 truncate text-lg font-semibold tabular-nums sm:text-xl">{value}</p>
      {hint ? <p className="mt-0.5 text-xs text-muted-foreground sm:text-sm">{hint}</p> : null}
    </div>
  );
}
