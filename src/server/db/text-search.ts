import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { likePattern } from "@/server/http/request";
import { plannedForValues } from "./planned-for-values";

/**
 * pg_trgm needs three letters or digits in a row to find a trigram in "%ab%"; without one the
 * GIN index is read whole. Shorter searches look for a word beginning instead (decision 0034).
 */
export const MIN_SUBSTRING_SEARCH = 3;

const searchLetters = (search: string) => search.replace(/[^\p{L}\p{N}]/gu, "").length;

/** One or two letters: matched where a word begins (below); such a search is broad. */
export const isWordStartSearch = (search: string) => {
  const letters = searchLetters(search);
  return letters > 0 && letters < MIN_SUBSTRING_SEARCH;
};

/**
 * The search condition on a stored, lower-cased `search_text` column under a GIN trigram index
 * (migrations 0013, 0030): `LIKE lower(…)` is what ILIKE does on UTF-8, without lower-casing
 * every candidate again. "müll" and "MÜLL" find "Müller" (lower() folds umlauts and ẞ under
 * the databases' C.UTF-8 ctype). A search of one or two letters matches where a word begins
 * ("an" finds "Anna", not "Johanna"): pg_trgm pads a word's start, so `% an%` has trigrams
 * ("  a", " an") and the index still answers. Planned for its pattern every time
 * (planned-for-values.ts): how many rows a pattern matches decides the plan.
 */
export function searchTextMatches(column: AnyColumn, search: string): SQL {
  // Only punctuation ("%", "-"): no trigram either way; a substring, as the user means it.
  if (!isWordStartSearch(search)) return plannedForValues(sql`${column} like lower(${likePattern(search)})`);
  const escaped = likePattern(search).slice(1, -1);
  return plannedForValues(sql`(${column} like lower(${`${escaped}%`}) or ${column} like lower(${`% ${escaped}%`}))`);
}
