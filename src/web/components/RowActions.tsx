import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** Edit and delete icon buttons, named for screen readers ("WE-01 bearbeiten"). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" className="h-9 w-9" onClick={onEdit} aria-label={`${name} bearbeiten`} title="Bearbeiten">
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="h-9 w-9 text-destructive hover:bg-destructive/10" onClick={onDelete} aria-label={`${name} löschen`} title="Löschen">
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
