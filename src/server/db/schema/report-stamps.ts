import { bigint, pgSequence, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { properties } from "./portfolio";

/** Numbers the changes of a property's report inputs; see {@link propertyReportStamps}. */
export const propertyReportStampSeq = pgSequence("property_report_stamp_seq");

/**
 * A property's report stamps: a row with a new number from {@link propertyReportStampSeq}
 * whenever something its P&L figures and AfA are computed from changes — the property row, a
 * booking line on it (and so the summaries the triggers keep from the lines), a booking of such
 * a line (its VAT), a movable asset. Written only by triggers (migration 0031), and only ever
 * inserted: an upsert of one row per property would hold that row's lock until commit, and two
 * bookings of one property in different years then deadlocked with the year's Belegnummer
 * counter. The property's stamp is its rows' highest number and their count (a row committed
 * late with a lower number still counts); the reader folds old rows into one new one now and
 * then. The portfolio P&L keeps each property's figures in memory under this stamp and
 * recomputes only what changed (docs/decisions/0038-profit-loss-property-cache.md).
 */
export const propertyReportStamps = pgTable(
  "property_report_stamps",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    stamp: bigint("stamp", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.stamp] })],
);
