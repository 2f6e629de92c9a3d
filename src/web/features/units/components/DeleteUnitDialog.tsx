import { toast } from "sonner";
import type { UnitDto } from "@/shared/portfolio-types";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/web/lib/errors";
import { useDeleteUnit } from "@/web/features/units/api/delete-unit";
import { messages } from "@/shared/messages";

export function DeleteUnitDialog({ unit, onClose, onDeleted }: { unit: UnitDto | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteUnit();
  return (
    <ConfirmDeleteDialog
      open={unit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Einheit löschen?"
      description={messages.confirmDeleteUnit(unit?.code ?? "")}
      onConfirm={async () => {
        if (!unit) return false;
        try {
          await remove.mutateAsync(unit.id);
          toast.success(messages.unitDeleted);
          onDeleted?.();
          return true;
        } catch (err) {
          toast.error(errorMessage(err, messages.deleteUnitFailed));
          return false;
        }
      }}
    />
  );
}
