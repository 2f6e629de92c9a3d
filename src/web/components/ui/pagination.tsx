import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatNumber } from "@/core/format";
import { Button } from "./button";

/**
 * "Seite 2 von 5 · 93 Einträge" with previous/next buttons. A list that counts only up to a
 * cap passes `capped` (there are more than `total`): "Seite 2 · mehr als 10.000 Einträge",
 * and "Weiter" stays possible while the page is full (`shown`, the rows on this page, is `pageSize`).
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  itemLabel = "Einträge",
  capped = false,
  shown = 0,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  itemLabel?: string;
  capped?: boolean;
  shown?: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = capped ? page < pages || shown === pageSize : page < pages;
  return (
    <nav aria-label="Seitennavigation" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {capped ? `Seite ${page} · mehr als ${formatNumber(total)} ${itemLabel}` : `Seite ${Math.min(page, pages)} von ${pages} · ${total} ${itemLabel}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden /> Zurück
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={!hasNext}>
          Weiter <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
