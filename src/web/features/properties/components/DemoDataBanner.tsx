import { useState } from "react";
import { Sparkles, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { messages } from "@/shared/messages";
import type { DemoCounts } from "@/shared/portfolio-types";
import { Button } from "@/web/components/ui/button";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/web/lib/errors";
import { useDemoStatus } from "@/web/features/properties/api/demo-status";
import { useRemoveDemoPortfolio } from "@/web/features/properties/api/remove-demo-portfolio";

const total = (counts: DemoCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * While the workspace holds demo data: a note saying so and, for admins and editors, the
 * one-step removal the empty state promised ("Demo-Daten entfernen"), after a confirmation.
 */
export function DemoDataBanner({ canWrite }: { canWrite: boolean }) {
  const status = useDemoStatus();
  const remove = useRemoveDemoPortfolio();
  const [confirming, setConfirming] = useState(false);
  if (!status.data?.present) return null;

  const confirm = async () => {
    try {
      const result = await remove.mutateAsync();
      const kept = total(result.kept);
      toast.success(kept > 0 ? messages.demoPartlyKept(kept) : messages.demoRemoved);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.removeDemoFailed));
      return false;
    }
  };

  return (
    <div role="region" aria-label="Demo-Daten" className="mb-6 flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
        <span>
          Du siehst das Demo-Portfolio.{" "}
          {canWrite ? "Wenn Du fertig bist, entfernst Du es mit einem Klick – Deine eigenen Daten bleiben erhalten." : "Es enthält Beispieldaten."}
        </span>
      </p>
      {canWrite ? (
        <Button variant="outline" className="shrink-0" onClick={() => setConfirming(true)} disabled={remove.isPending}>
          <Trash2 className="h-4 w-4" aria-hidden /> Demo-Daten entfernen
        </Button>
      ) : null}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Demo-Daten entfernen?"
        description={messages.confirmRemoveDemo}
        confirmLabel="Demo-Daten entfernen"
        onConfirm={confirm}
      />
    </div>
  );
}
