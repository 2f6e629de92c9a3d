import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgEnum, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { meterKinds, meterReadingKinds } from "@/shared/enums";
import { properties, units } from "./portfolio";
import { workspaceId, versionedColumns } from "./columns";

// Zählerstände (issue 19): the meters of a unit or, without a unit, of the whole building,
// and their readings. A reading's value is exact (numeric, never a float): consumptions are
// computed from it as fractions (src/domain/operating-costs/meters.ts).

export const meterKindEnum = pgEnum("meter_kind", meterKinds);
export const meterReadingKindEnum = pgEnum("meter_reading_kind", meterReadingKinds);


export const meters = pgTable(
  "meters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Null: a building meter (Hauszähler). */
    unitId: uuid("unit_id").references(() => units.id, { onDelete: "cascade" }),
    kind: meterKindEnum("kind").notNull(),
    serialNumber: text("serial_number").notNull(),
    installedOn: date("installed_on", { mode: "string" }).notNull(),
    removedOn: date("removed_on", { mode: "string" }),
    /** The predecessor this meter replaced; deleting the predecessor leaves the successor standing alone. */
    replacesMeterId: uuid("replaces_meter_id").references((): AnyPgColumn => meters.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    ...versionedColumns(),
  },
  (t) => [
    index("meters_workspace_unit_idx").on(t.workspaceId, t.unitId),
    index("meters_workspace_property_idx").on(t.workspaceId, t.propertyId),
    // A meter is replaced once: one successor at most.
    uniqueIndex("meters_replaces_unique").on(t.replacesMeterId),
    check("meters_removed_after_installed", sql`${t.removedOn} is null or ${t.removedOn} >= ${t.installedOn}`),
  ],
);

export const meterReadings = pgTable(
  "meter_readings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    meterId: uuid("meter_id")
      .notNull()
      .references(() => meters.id, { onDelete: "cascade" }),
    readingDate: date("reading_date", { mode: "string" }).notNull(),
    value: numeric("value", { precision: 15, scale: 3 }).notNull(),
    kind: meterReadingKindEnum("kind").notNull().default("regular"),
    note: text("note").notNull().default(""),
    ...versionedColumns(),
  },
  (t) => [
    uniqueIndex("meter_readings_meter_date_unique").on(t.meterId, t.readingDate),
    index("meter_readings_workspace_meter_idx").on(t.workspaceId, t.meterId),
    check("meter_readings_value_not_negative", sql`${t.value} >= 0`),
  ],
);
