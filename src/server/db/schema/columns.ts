import { boolean } from "drizzle-orm/pg-core";

// Column sets several tables share (not exported from the schema index: they are no tables).
/**
 * Marks a row the demo portfolio created (POST /demo), so DELETE /demo removes exactly
 * those rows and nothing the user created. Properties, units, rooms, tenants, contracts
 * and loans carry it; editing a demo row keeps the mark.
 */
export const demoMarker = () => ({ demo: boolean("demo").notNull().default(false) });
