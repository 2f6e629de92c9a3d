import { AlertTriangle } from "lucide-react";
import type { ArrearsWarning as Warning } from "@/shared/rent-roll-types";
import { cn } from "@/web/lib/cn";
import { warningShort, warningText } from "@/web/features/rent-roll/status";

/** The §543 warning as a short badge (matrix rows, open items); the full text is its title and for screen readers. */
export function WarningBadge({ warning }: { warning: Warning }) {
  const text = warningText(warning);
  if (!text) return null;
  return (
    <span title={text} className="inline-flex items-center gap-1 rounded-full border border-destructive/30 bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
      <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
      <span aria-hidden>{warningShort(warning)}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** The §543 warning in full (tenant account). */
export function WarningNotice({ warning, className }: { warning: Warning; className?: string }) {
  const text = warningText(warning);
  if (!text) return null;
  return (
    <p role="note" className={cn("flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive", className)}>
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
