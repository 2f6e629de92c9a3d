import type { PGlite } from "@electric-sql/pglite";
import type { QueryResult } from "./pglite-thread";

// The types of pglite-statements.mjs (plain JavaScript, started as it is in the database's thread).
export declare const keepText: (value: string) => string;
export declare function statementRunner(
  db: PGlite,
  parsers: Record<number, (value: string, type: number) => unknown>,
  options?: { maxStatements?: number },
): { run(sql: string, params: unknown[], rowMode: "array" | "object"): Promise<QueryResult>; kept(): number };
