import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties } from "./portfolio";
import { workspaces } from "./workspace";

/**
 * A movable asset let with a property (issue 15): a fitted kitchen, furniture, appliances.
 * Depreciated straight-line over its useful life, pro rata by month in the first year
 * (§7(1) EStG); at most 800 € net it is written off in its year (GWG, §6(2) EStG). The
 * cost is what was paid: a landlord letting flats cannot deduct input VAT, so it is gross.
 */
export const afaAssets = pgTable(
  "afa_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    costCents: bigint("cost_cents", { mode: "number" }).notNull(),
    acquisitionDate: date("acquisition_date", { mode: "string" }).notNull(),
    usefulLifeYears: integer("useful_life_years").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("afa_assets_workspace_property_idx").on(t.workspaceId, t.propertyId),
    check("afa_assets_cost_positive", sql`${t.costCents} > 0`),
    check("afa_assets_useful_life", sql`${t.usefulLifeYears} between 1 and 50`),
  ],
);
