import { sql, type SQL } from "drizzle-orm";
import { ident, TEXT_FORM_SETTINGS } from "@/server/backup/catalog";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import type { ExportTable, RowScope } from "./export-tables";

// A table's rows of one workspace, read page by page: the export never holds a table in memory.
//
// Each page is its own short read-only transaction, keyed by the primary key (`where (pk) > (last
// page's last key) order by pk limit n`), not one transaction or cursor for the whole download:
// on PGlite one open transaction holds the database's only connection, and a download runs as
// slowly as the client reads it. The price: the export is no snapshot — a row written while it
// runs may be in one table's pages and its parent not. A backup (backup/dump.ts) is the snapshot.

/** A row's values in the order of the table's exported columns: PostgreSQL's text form, or null. */
export type TextRow = Array<string | null>;

/**
 * Rows per page: no bytea is ever selected, but a frozen Nebenkostenabrechnung or an audit entry
 * carries kilobytes of JSON, so a page stays small enough to be a few MB at worst.
 */
export const ROWS_PER_PAGE = 250;

const raw = (text: string) => sql.raw(text);

function scopeCondition(scope: RowScope, workspaceId: string): SQL {
  switch (scope.kind) {
    case "workspace":
      return sql`t.${raw(ident(scope.column))} = ${workspaceId}`;
    case "parent":
      return sql`exists (select 1 from ${raw(ident(scope.parent))} p where p.${raw(ident(scope.parentColumn))} = t.${raw(ident(scope.column))} and p.workspace_id = ${workspaceId})`;
    case "members":
      return sql`t.${raw(ident(scope.column))} in (select m.user_id from memberships m where m.workspace_id = ${workspaceId})`;
  }
}

/**
 * Every value as `value::text` under the backup's TEXT_FORM_SETTINGS (dates ISO, timestamps in
 * UTC, floats exact): the same text the backup writes, which `text::type` reads back exactly —
 * cents stay integers, numeric keeps its digits, nothing passes through a JavaScript number.
 * `array_to_json(array[…])` gives one JSON array per row, the same on both drivers.
 */
export async function* tableRows(db: Db, table: ExportTable, workspaceId: string, pageSize = ROWS_PER_PAGE): AsyncGenerator<TextRow[]> {
  const values = raw(`array_to_json(array[${table.columns.map((c) => `t.${ident(c.name)}::text`).join(", ")}])::text as r`);
  const keyIndexes = table.primaryKey.map((k) => table.columns.findIndex((c) => c.name === k));
  const keyTypes = keyIndexes.map((i) => table.columns[i]!.type);
  const keyList = raw(table.primaryKey.map((k) => `t.${ident(k)}`).join(", "));
  const scope = scopeCondition(table.scope, workspaceId);
  let after: TextRow | null = null;
  for (;;) {
    // The key's text cast back to its type (uuid, date, an enum): compared as the type, like the order.
    const last: TextRow | null = after;
    const afterKey: SQL = last ? sql`and (${keyList}) > (${sql.join(last.map((v, i) => sql`${v}::${raw(keyTypes[i]!)}`), sql`, `)})` : sql``;
    const page: Array<{ r: string }> = await db.transaction(
      async (tx) => {
        for (const setting of TEXT_FORM_SETTINGS) await tx.execute(sql.raw(setting));
        return rowsOf<{ r: string }>(
          await tx.execute(sql`select ${values} from ${raw(ident(table.name))} t where ${scope} ${afterKey} order by ${keyList} limit ${pageSize}`),
        );
      },
      { accessMode: "read only" },
    );
    const rows: TextRow[] = page.map((p) => JSON.parse(p.r) as TextRow);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const lastRow: TextRow = rows[rows.length - 1]!;
    after = keyIndexes.map((i) => lastRow[i]!);
  }
}
