import { sql, type SQL } from "drizzle-orm";

// Decision 0041: on PostgreSQL a named statement may be given a generic plan (one plan for any
// values) after its fifth execution, when PostgreSQL estimates it no dearer than planning anew.
// A condition whose best plan depends on its value — a text search, where "müller" and "k" want
// different indexes and a generic plan guesses the pattern's selectivity — is marked here; a
// statement that holds the mark runs unnamed (pg-statements.ts), so it is planned for its values
// every time. The mark is an SQL comment: it changes nothing in what the statement does.

const MARK = "/* hb:planned-for-values */";

/** `condition`, carrying the mark. */
export const plannedForValues = (condition: SQL): SQL => sql`${sql.raw(MARK)} ${condition}`;

/** Whether a statement's text holds a condition marked by {@link plannedForValues}. */
export const isPlannedForValues = (text: string): boolean => text.includes(MARK);
