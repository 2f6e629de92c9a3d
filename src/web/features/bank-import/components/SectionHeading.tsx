import type { ReactNode } from "react";

/** A section's heading of the bank page, with its actions beside it (below it on phones). */
export function SectionHeading({ id, title, description, actions }: { id: string; title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2 *:whitespace-nowrap">{actions}</div> : null}
    </div>
  );
}
