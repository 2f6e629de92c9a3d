import type { ReactNode } from "react";

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </div>
      {/* The actions keep their one-line labels; on a narrow screen they wrap as whole buttons. */}
      {actions ? <div className="flex shrink-0 flex-wrap gap-2 *:whitespace-nowrap">{actions}</div> : null}
    </div>
  );
}
