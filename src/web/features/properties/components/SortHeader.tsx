import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "@/web/lib/cn";

export type SortDir = "asc" | "desc";

/** A table header that sorts by its column; aria-sort tells screen readers the current order. */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  dir,
  onSort,
  align = "left",
}: {
  column: K;
  label: string;
  sort: K;
  dir: SortDir;
  onSort: (column: K) => void;
  align?: "left" | "right";
}) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"} className={cn("px-3 py-2 font-medium", align === "right" && "text-right")}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn("inline-flex cursor-pointer items-center gap-1 rounded hover:text-foreground", active && "text-foreground", align === "right" && "flex-row-reverse")}
      >
        {label}
        <Icon className={cn("h-3.5 w-3.5", !active && "opacity-50")} aria-hidden />
      </button>
    </th>
  );
}
