import { Pencil, Trash2 } from "lucide-react";
import { Button } from "./button";

/** 'Bearbeiten' and 'Löschen' in a detail page's header. */
export function EditDeleteActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-2">
      <Button variant="outline" onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden /> Bearbeiten
      </Button>
      <Button variant="outline" className="text-destructive hover:bg-destructive/10" onClick={onDelete}>
        <Trash2 className="h-4 w-4" aria-hidden /> Löschen
      </Button>
    </div>
  );
}
