import { bigint, boolean, integer, timestamp, uuid } from "drizzle-orm/pg-core";
import { workspaces } from "./workspace";

// Column sets several tables share (not exported from the schema index: they are no tables).
/**
 * Marks a row the demo portfolio created (POST /demo), so DELETE /demo removes exactly
 * those rows and nothing the user created. Properties, units, rooms, tenants, contracts
 * and loans carry it; editing a demo row keeps the mark.
 */
export const demoMarker = () => ({ demo: boolean("demo").notNull().default(false) });

/** The owning workspace; its deletion takes the row with it. */
export const workspaceId = () =>
  uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

/** Optimistic locking (src/server/db/versioned.ts) and the row's times. */
export const versionedColumns = () => ({
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An amount in integer cents; bigint in the database, a JS number (safe far beyond any sum here) in the app. */
export const cents = (name: string) => bigint(name, { mode: "number" });
