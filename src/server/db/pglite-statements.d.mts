import type { PGlite } from "@electric-sql/pglite";

// The types of pglite-statements.mjs (plain JavaScript, started as it is in the database's thread).
export declare const MAX_STATEMENTS: number;
export type StatementResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
export declare function statementRunner(
  db: PGlite,
  parsers: Record<number, (value: string, type: number) => unknown>,
  options?: { maxStatements?: number },
): { run(sql: string, params: unknown[], rowMode: "array" | "object"): Promise<StatementResult>; kept(): number };
