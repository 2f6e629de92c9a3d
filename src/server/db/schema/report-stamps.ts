import { bigint, pgSequence, pgTable, uuid } from "drizzle-orm/pg-core";
import { properties } from "./portfolio";

/** Numbers the changes of a property's report inputs; see {@link propertyReportStamps}. */
export const propertyReportStampSeq = pgSequence("property_report_stamp_seq");

/**
 * A property's report stamp: a new number from {@link propertyReportStampSeq} whenever
 * something its P&L figures and AfA are computed from changes — the property row, a booking
 * line on it (and so the summaries the triggers keep from the lines), a booking of such a line
 * (its VAT), a movable asset. Written only by triggers (migration 0031). The portfolio P&L keeps
 * each property's figures in memory under this stamp and recomputes only what changed
 * (docs/decisions/0038-profit-loss-property-cache.md). No row: nothing changed since the start (0).
 */
export const propertyReportStamps = pgTable("property_report_stamps", {
  propertyId: uuid("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  stamp: bigint("stamp", { mode: "number" }).notNull(),
});
