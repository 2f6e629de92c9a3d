import { toast } from "sonner";
import type { PropertyDto } from "@/shared/portfolio-types";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { useDeleteProperty } from "@/web/features/properties/api/delete-property";
import { errorMessage } from "@/web/lib/errors";
import { messages } from "@/shared/messages";

export function DeletePropertyDialog({ property, onClose, onDeleted }: { property: PropertyDto | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteProperty();
  return (
    <ConfirmDeleteDialog
      open={property !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Immobilie löschen?"
      description={messages.confirmDeleteProperty(property?.name ?? "")}
      onConfirm={async () => {
        if (!property) return false;
        try {
          await remove.mutateAsync(property.id);
          toast.success(messages.propertyDeleted);
          onDeleted?.();
          return true;
        } catch (err) {
          toast.error(errorMessage(err, messages.deletePropertyFailed));
          return false;
        }
      }}
    />
  );
}
