import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { recurrenceIntervals } from "@/shared/enums";
import { tenants } from "./portfolio";
import { workspaces } from "./workspace";

// Recurring bookings (issue 14): templates that a run turns into the bookings due up to a
// day, each once (bookings.source_key "recurring:<template id>:<yyyy-MM-dd>").

export const recurrenceIntervalEnum = pgEnum("recurrence_interval", recurrenceIntervals);

export const recurringBookings = pgTable(
  "recurring_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    interval: recurrenceIntervalEnum("interval").notNull(),
    /** 1–31, clamped to each month's last day (domain/recurrence.ts). */
    dayOfMonth: smallint("day_of_month").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Last possible due day, included; null: no end. */
    endDate: date("end_date", { mode: "string" }),
    /** Signed cents as on a booking: > 0 money in, < 0 money out. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    counterpartyName: text("counterparty_name").notNull().default(""),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "set null" }),
    text: text("text").notNull().default(""),
    /**
     * The booking's split lines (BookingLineInput[], shared/schemas/bookings.ts). Kept as
     * JSON because they are only ever read whole; validated with the booking line schema
     * on every write of the template and again on every run.
     */
    lines: jsonb("lines").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recurring_bookings_workspace_idx").on(t.workspaceId, t.name),
    check("recurring_bookings_day_of_month", sql`${t.dayOfMonth} between 1 and 31`),
    check("recurring_bookings_amount_not_zero", sql`${t.amountCents} <> 0`),
    check("recurring_bookings_period", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
