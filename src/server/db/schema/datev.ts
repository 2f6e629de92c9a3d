import { check, integer, pgEnum, pgTable, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { datevCharts } from "@/domain/datev";
import { workspaces } from "./workspace";

export const datevChartEnum = pgEnum("datev_chart", datevCharts);

/** A workspace's DATEV settings (issue 15): what the tax advisor's DATEV needs to import the Buchungsstapel. */
export const datevSettings = pgTable(
  "datev_settings",
  {
    workspaceId: uuid("workspace_id")
      .primaryKey()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Beraternummer, 1001–9999999. */
    consultantNumber: integer("consultant_number").notNull(),
    /** Mandantennummer, 1–99999. */
    clientNumber: integer("client_number").notNull(),
    chart: datevChartEnum("chart").notNull(),
    /** Sachkontenlänge 4–8. */
    accountLength: smallint("account_length").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("datev_settings_consultant_number", sql`${t.consultantNumber} between 1001 and 9999999`),
    check("datev_settings_client_number", sql`${t.clientNumber} between 1 and 99999`),
    check("datev_settings_account_length", sql`${t.accountLength} between 4 and 8`),
  ],
);
