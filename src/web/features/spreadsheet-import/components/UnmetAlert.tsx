import { AlertTriangle } from "lucide-react";
import { messages } from "@/shared/messages";

/** Requirements no mapped column meets ("Kaltmiete fehlt"): no row can be imported until they are. */
export function UnmetAlert({ unmet }: { unmet: readonly string[] }) {
  if (unmet.length === 0) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
      <ul className="space-y-1">
        {unmet.map((u) => (
          <li key={u}>{messages.sheetImportUnmet(u)}</li>
        ))}
      </ul>
    </div>
  );
}
