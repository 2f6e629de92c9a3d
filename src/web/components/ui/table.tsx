import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

export type SortDir = "asc" | "desc";

/** Where a column goes in the stacked (phone) layout. */
export type MobilePlace =
  /** In the card's head, stacked in column order (name, link, badge …). */
  | "primary"
  /** A labelled fact, half the card wide (the default). */
  | "fact"
  /** A labelled fact over the full card width. */
  | "wide"
  /** Not shown: a primary column's `mobileCell` already carries it. */
  | "hidden";

export type Column<Row> = {
  key: string;
  /** Column header; also the fact's label on phones unless `mobileLabel` is given. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: "left" | "right";
  /** Extra classes for the cell (both layouts), e.g. "tabular-nums whitespace-nowrap". */
  className?: string;
  mobile?: MobilePlace;
  mobileLabel?: string;
  /** What the stacked layout shows instead of `cell`. */
  mobileCell?: (row: Row) => ReactNode;
  /** Makes the header a sort button; `dir` is set on the column sorted by. */
  sort?: { dir: SortDir | null; onSort: () => void };
};

/**
 * A list as a semantic table from the md breakpoint up and as stacked cards below it,
 * built from one column list. `caption` names the table (visually hidden) and the
 * card list. With `onRowClick` a whole row opens the record; on phones the card is then
 * one button named by `rowLabel`. `actions` (edit, delete, …) get the last column on
 * wide screens and the card's top right corner on phones.
 */
export function DataTable<Row>({
  caption,
  listLabel = caption,
  columns,
  rows,
  rowKey,
  actions,
  onRowClick,
  rowLabel,
}: {
  caption: string;
  /** Name of the card list on phones, when it differs from the caption. */
  listLabel?: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  actions?: ((row: Row) => ReactNode) | undefined;
  onRowClick?: ((row: Row) => void) | undefined;
  rowLabel?: (row: Row) => string;
}) {
  return (
    <>
      {/* relative: the table's sr-only texts are positioned absolutely; without a positioned
          scroll box they escape its clipping and widen the page (10 px at 768 px). */}
      <Card className="relative hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border text-left text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} />
              ))}
              {actions ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Aktionen</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn("hover:bg-muted/50", onRowClick && "cursor-pointer")}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.key} className={cn("px-3 py-2.5", column.align === "right" && "text-right", column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions ? <td className="px-2 py-1.5">{actions(row)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="space-y-3 md:hidden" aria-label={listLabel}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <StackedRow row={row} columns={columns} actions={actions} onClick={onRowClick} label={rowLabel} />
          </li>
        ))}
      </ul>
    </>
  );
}

function HeaderCell<Row>({ column }: { column: Column<Row> }) {
  const right = column.align === "right";
  if (!column.sort) {
    return (
      <th scope="col" className={cn("px-3 py-2 font-medium", right && "text-right")}>
        {column.header}
      </th>
    );
  }
  const { dir, onSort } = column.sort;
  const Icon = dir === null ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={dir === null ? "none" : dir === "asc" ? "ascending" : "descending"} className={cn("px-3 py-2 font-medium", right && "text-right")}>
      <button
        type="button"
        onClick={onSort}
        className={cn("inline-flex cursor-pointer items-center gap-1 rounded hover:text-foreground", dir !== null && "text-foreground", right && "flex-row-reverse")}
      >
        {column.header}
        <Icon className={cn("h-3.5 w-3.5", dir === null && "opacity-50")} aria-hidden />
      </button>
    </th>
  );
}

function StackedRow<Row>({
  row,
  columns,
  actions,
  onClick,
  label,
}: {
  row: Row;
  columns: Column<Row>[];
  actions: ((row: Row) => ReactNode) | undefined;
  onClick: ((row: Row) => void) | undefined;
  label: ((row: Row) => string) | undefined;
}) {
  const place = (c: Column<Row>) => c.mobile ?? "fact";
  const content = (c: Column<Row>) => (c.mobileCell ?? c.cell)(row);
  const head = columns.filter((c) => place(c) === "primary");
  const facts = columns.filter((c) => place(c) === "fact" || place(c) === "wide");
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          {head.map((c) => (
            <div key={c.key} className={c.className}>
              {content(c)}
            </div>
          ))}
        </div>
        {actions ? actions(row) : null}
      </div>
      {facts.length > 0 ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {facts.map((c) => (
            <div key={c.key} className={cn(place(c) === "wide" && "col-span-2")}>
              <dt className="text-muted-foreground">{c.mobileLabel ?? c.header}</dt>
              <dd className={cn("break-words", c.className)}>{content(c)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
  if (!onClick) return <Card className="p-4">{body}</Card>;
  return (
    <button
      type="button"
      onClick={() => onClick(row)}
      className="block w-full cursor-pointer rounded-xl border border-border bg-card p-4 text-left shadow-sm hover:bg-muted/50"
      aria-label={label?.(row)}
    >
      {body}
    </button>
  );
}
