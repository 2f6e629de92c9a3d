import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TaxYearFiguresDto } from "@/shared/tax-year-types";
import { user } from "./auth";
import { properties } from "./portfolio";
import { workspaces } from "./workspace";

/**
 * A finalised tax year of a property (issue 15): version 1, 2, … of its figures, each frozen
 * as the reports answered them (the P&L column and the Anlage V). Rows are only ever
 * inserted: the trigger `tax_year_versions_frozen` (migration 0017) refuses an UPDATE, and
 * `figures_sha256` lets a reader notice figures changed behind the app's back.
 * docs/decisions/0017-tax-reports.md, "Finalised tax years".
 */
export const taxYearVersions = pgTable(
  "tax_year_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // Cascade, not restrict: a property with bookings cannot be deleted anyway (booking_lines
    // restrict), and DELETE /demo, which knows nothing of this table, must still remove a
    // demo property whose year was finalised. The versions belong to the property; without
    // it no screen could show them.
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    version: integer("version").notNull(),
    figures: jsonb("figures").$type<TaxYearFiguresDto>().notNull(),
    /** SHA-256 (hex) of `figures` as canonical JSON (sorted keys; domain/tax-year-versions.ts). */
    figuresSha256: text("figures_sha256").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two finalisations racing for the same number: one wins, the other is a 409 (the
    // service also locks the property row, so this is the backstop).
    uniqueIndex("tax_year_versions_number").on(t.workspaceId, t.propertyId, t.year, t.version),
    check("tax_year_versions_version", sql`${t.version} >= 1`),
    check("tax_year_versions_year", sql`${t.year} between 2000 and 2100`),
    check("tax_year_versions_sha256", sql`${t.figuresSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
