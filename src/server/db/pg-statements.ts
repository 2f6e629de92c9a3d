import type pg from "pg";
import { isPlannedForValues } from "./planned-for-values";

// Named statements on PostgreSQL (decision 0040), as the embedded database's thread keeps them
// (decision 0039): the pg driver sends every query unnamed, so PostgreSQL parses and analyses its
// text again each time. A text the app sends is given a name here; each connection then parses it
// once and afterwards only binds and executes it, and after five executions PostgreSQL may keep
// one plan for it (decision 0041). A text that holds a search (planned-for-values.ts) stays
// unnamed: planned for its pattern every time.
//
// Bounded: at most MAX_NAMED_TEXTS texts per process get a name (the app has a few hundred; an
// id list of another length is another text), the rest go unnamed as before, so no connection
// keeps more than that many statements.

const MAX_NAMED_TEXTS = 500;

/**
 * Errors after which a text gets a new name, so that each connection parses it again: "cached
 * plan must not change result type" (a table changed under it; the old statement stays on the
 * connection that met it, as parsing anew under its name would fail) and "prepared statement does
 * not exist" (someone ran DEALLOCATE or DISCARD; the app does not). Only a migration changes
 * tables, before the app serves; the query that met it fails once, as on PGlite.
 */
const STALE_STATEMENT = new Set(["0A000", "26000"]);

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/** A pg Client class whose queries run as named statements, for pg.Pool's `Client` option. */
export function namedStatementClient(Client: typeof pg.Client, maxNamedTexts = MAX_NAMED_TEXTS): typeof pg.Client {
  /** Statement text → its name, shared by the pool's connections. */
  const names = new Map<string, string>();
  let named = 0;

  /**
   * The text's name, or undefined: past the bound, and for a text to be planned for its values
   * (an unnamed statement is parsed and planned at each execution; PostgreSQL keeps no plan for
   * it). The mark is looked for only in a text without a name yet, not in every execution's.
   */
  function nameFor(text: string): string | undefined {
    let name = names.get(text);
    if (name === undefined && names.size < maxNamedTexts && !isPlannedForValues(text)) names.set(text, (name = `hb_${named++}`));
    return name;
  }

  class NamedStatementClient extends Client {
    // pg's query() has many overloads; this one passes every form on unchanged except a plain
    // config object with a text and no name of its own (what drizzle sends, and pg's pool hands on
    // with a callback).
    override query(...args: unknown[]): never {
      const query = super.query as (...a: unknown[]) => unknown;
      const [config, values] = args;
      if (!isPlainConfig(config)) return query.apply(this, args) as never;
      // Only a text with parameters: one without (begin, commit, a SET, a maintenance statement
      // that may hold several commands) keeps the simple protocol, which also allows several.
      const parameters = Array.isArray(values) ? values : (config as { values?: unknown }).values;
      const name = Array.isArray(parameters) && parameters.length > 0 ? nameFor(config.text) : undefined;
      if (name === undefined) return query.apply(this, args) as never;
      const renameIfStale = (err: { code?: string } | null | undefined) => {
        if (err && STALE_STATEMENT.has(err.code ?? "") && names.get(config.text) === name) names.set(config.text, `hb_${named++}`);
      };
      const rest = args.slice(1);
      const callback = rest.at(-1);
      if (typeof callback === "function") {
        rest[rest.length - 1] = (err: { code?: string } | null, ...results: unknown[]) => {
          renameIfStale(err);
          return (callback as (...a: unknown[]) => unknown)(err, ...results);
        };
        return query.call(this, { ...config, name }, ...rest) as never;
      }
      return (query.call(this, { ...config, name }, ...rest) as Promise<unknown>).catch((err: { code?: string }) => {
        renameIfStale(err);
        throw err;
      }) as never;
    }
  }
  return NamedStatementClient;
}

function isPlainConfig(config: unknown): config is QueryConfig & { text: string } {
  if (typeof config !== "object" || config === null) return false;
  const c = config as QueryConfig;
  // A Submittable (a cursor, a stream) has a submit() of its own: left as it is.
  return typeof c.text === "string" && c.name === undefined && typeof c.submit !== "function";
}
