import { date, index, integer, pgTable, primaryKey, smallint, uuid } from "drizzle-orm/pg-core";
import { bookingCategoryEnum } from "./bookings";
import { properties } from "./portfolio";
import { workspaceId, cents } from "./columns";

// Summaries of the ledger for the booking list's total and sums (decision 0014). Written
// only by the database: statement-level triggers on bookings and booking_lines add each
// statement's changes (migration 0012). `month` is the first day of the payment date's
// month; `booking_sign` the sign of the booking's amount (the list's direction filter).
// Rows whose counts fell to 0 stay (they add nothing); their number is bounded by months ×
// properties × categories × 2.


/** Bookings per month and direction: the list's total without line filters and search. */
export const bookingCounts = pgTable(
  "booking_counts",
  {
    workspaceId: workspaceId(),
    month: date("month", { mode: "string" }).notNull(),
    bookingSign: smallint("booking_sign").notNull(),
    bookingCount: integer("booking_count").notNull(),
  },
  (t) => [primaryKey({ name: "booking_counts_pk", columns: [t.workspaceId, t.month, t.bookingSign] })],
);

/** Money in (lines > 0) and out (lines < 0) per month, category and direction: the list's sums without a property. */
export const bookingLineSums = pgTable(
  "booking_line_sums",
  {
    workspaceId: workspaceId(),
    month: date("month", { mode: "string" }).notNull(),
    category: bookingCategoryEnum("category").notNull(),
    bookingSign: smallint("booking_sign").notNull(),
    inCents: cents("in_cents").notNull(),
    outCents: cents("out_cents").notNull(),
    lineCount: integer("line_count").notNull(),
  },
  (t) => [primaryKey({ name: "booking_line_sums_pk", columns: [t.workspaceId, t.month, t.category, t.bookingSign] })],
);

/** The same per property: the list's sums with a property filter. */
export const bookingLinePropertySums = pgTable(
  "booking_line_property_sums",
  {
    workspaceId: workspaceId(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    category: bookingCategoryEnum("category").notNull(),
    bookingSign: smallint("booking_sign").notNull(),
    inCents: cents("in_cents").notNull(),
    outCents: cents("out_cents").notNull(),
    lineCount: integer("line_count").notNull(),
  },
  (t) => [
    primaryKey({ name: "booking_line_property_sums_pk", columns: [t.workspaceId, t.propertyId, t.month, t.category, t.bookingSign] }),
    // The reports' year of the whole workspace (every property's months of one year) as an
    // index-only scan; the key above bounds months only within one property.
    index("booking_line_property_sums_month_idx").on(t.workspaceId, t.month, t.propertyId, t.category, t.inCents, t.outCents),
    // The AfA's booked Anschaffungs-/Herstellungskosten up to a year: one category of all months.
    index("booking_line_property_sums_category_idx").on(t.workspaceId, t.category, t.month),
  ],
);

/**
 * The tax year's totals per property and category (decision 0019): what the reports read for
 * whole years — one row where the month summary holds twelve months × both signs. `amount_cents`
 * is the signed sum; written by the same statement triggers (migration 0020).
 */
export const bookingLinePropertyYearSums = pgTable(
  "booking_line_property_year_sums",
  {
    workspaceId: workspaceId(),
    year: smallint("year").notNull(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    category: bookingCategoryEnum("category").notNull(),
    amountCents: cents("amount_cents").notNull(),
    lineCount: integer("line_count").notNull(),
  },
  // The workspace's year first: the portfolio's year is one key range; the second index holds
  // the amount too, so the reports read the year from the index alone.
  (t) => [
    primaryKey({ name: "booking_line_property_year_sums_pk", columns: [t.workspaceId, t.year, t.propertyId, t.category] }),
    index("booking_line_property_year_sums_amounts_idx").on(t.workspaceId, t.year, t.propertyId, t.category, t.amountCents),
  ],
);
