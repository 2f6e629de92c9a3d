import type { ReactNode } from "react";
import { ChevronRight } from "lucide-react";

/** Trail above a detail page; the last entry is the current page. */
export function Breadcrumbs({ items }: { items: ReactNode[] }) {
  return (
    <nav aria-label="Pfad" className="mb-3 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={i} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <ChevronRight className="h-3.5 w-3.5 shrink-0" aria-hidden /> : null}
            <span className={i === items.length - 1 ? "truncate font-medium text-foreground" : "truncate"} aria-current={i === items.length - 1 ? "page" : undefined}>
              {item}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export const crumbLinkClass = "underline-offset-4 hover:text-foreground hover:underline";
