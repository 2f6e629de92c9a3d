import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

/** "Seite 2 von 5 · 93 Einträge" with previous/next buttons. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  itemLabel = "Einträge",
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  itemLabel?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Seitennavigation" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Seite {Math.min(page, pages)} von {pages} · {total} {itemLabel}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden /> Zurück
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Weiter <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
