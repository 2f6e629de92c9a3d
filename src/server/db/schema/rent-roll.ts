import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgEnum, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rentChangeReasons } from "@/shared/enums";
import { user } from "./auth";
import { rentalContracts } from "./portfolio";
import { workspaces } from "./workspace";
import { cents } from "./columns";

// The rent roll (issue 14): the rent history of a contract and the reminders sent.
// The Soll itself is not stored: it is computed from the contract and this history on every
// read (docs/decisions/0012-rent-roll-ledger.md).

export const rentChangeReasonEnum = pgEnum("rent_change_reason", rentChangeReasons);

/** From `valid_from` on, the contract's rent is these amounts. The contract's own amounts apply from its start until the first change. */
export const contractRentChanges = pgTable(
  "contract_rent_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => rentalContracts.id, { onDelete: "cascade" }),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    coldRentCents: cents("cold_rent_cents").notNull(),
    serviceChargeCents: cents("service_charge_cents").notNull(),
    reason: rentChangeReasonEnum("reason").notNull(),
    note: text("note").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contract_rent_changes_contract_date_unique").on(t.contractId, t.validFrom),
    check("contract_rent_changes_amounts", sql`${t.coldRentCents} >= 0 and ${t.serviceChargeCents} >= 0`),
  ],
);

/** A payment reminder (Zahlungserinnerung, 1. or 2. Mahnung) recorded on the contract, with the open amount it named. */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => rentalContracts.id, { onDelete: "cascade" }),
    /** 0 Zahlungserinnerung, 1 1. Mahnung, 2 2. Mahnung. */
    level: smallint("level").notNull(),
    sentOn: date("sent_on", { mode: "string" }).notNull(),
    openCents: cents("open_cents").notNull(),
    paymentDeadline: date("payment_deadline", { mode: "string" }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_reminders_contract_idx").on(t.contractId, t.sentOn), check("payment_reminders_level", sql`${t.level} between 0 and 2`)],
);

/** Numbers the changes of a contract's account inputs; see {@link contractAccountStamps}. */
export const contractAccountStampSeq = pgSequence("contract_account_stamp_seq");

/**
 * A contract's account stamps: a row with a new number from {@link contractAccountStampSeq}
 * whenever something its Mieterkonto is computed from changes besides the contract row itself —
 * its rent history or a booking line on it (payments, their dates, their designated month).
 * Written only by triggers (migrations 0014, 0032), and only ever inserted, as the report stamps
 * (db/stamps.ts: why, and how a stamp is read and folded). The rent roll keeps each contract's
 * computed account in memory under (contract fields, stamp, day) and recomputes only what
 * changed (docs/decisions/0015-rent-roll-account-cache.md). No row: nothing changed since the start.
 */
export const contractAccountStamps = pgTable(
  "contract_account_stamps",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => rentalContracts.id, { onDelete: "cascade" }),
    stamp: bigint("stamp", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.stamp] })],
);
