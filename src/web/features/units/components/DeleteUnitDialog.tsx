import { toast } from "sonner";
import type { UnitDto } from "@/shared/portfolio-types";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/web/lib/errors";
import { useDeleteUnit } from "@/web/features/units/api/delete-unit";

export function DeleteUnitDialog({ unit, onClose, onDeleted }: { unit: UnitDto | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteUnit();
  return (
    <ConfirmDeleteDialog
      open={unit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Einheit löschen?"
      description={<>Die Einheit „{unit?.code}“ wird mit ihren Zimmern und Mietverträgen endgültig gelöscht.</>}
      onConfirm={async () => {
        if (!unit) return false;
        try {
          await remove.mutateAsync(unit.id);
          toast.success("Einheit gelöscht");
          onDeleted?.();
          return true;
        } catch (err) {
          toast.error(errorMessage(err, "Fehler beim Löschen der Einheit"));
          return false;
        }
      }}
    />
  );
}
