import { sql } from "drizzle-orm";
import { check, date, index, jsonb, numeric, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { statementStatuses } from "@/shared/enums";
import { cents, versionedColumns, workspaceId } from "./columns";
import { user } from "./auth";
import { properties, rentalContracts, units } from "./portfolio";

// The Nebenkostenabrechnung (issue 19). Areas and persons are histories — a flat measured
// again, a partner moving in mid-year — so a statement weighs each by days. A statement is
// a document: its settings (keys, heating, CO2, the landlord's corrections) are one JSON
// value validated by src/shared/schemas/operating-costs.ts; finalising freezes the whole
// computation (its input and its result) so later bookings cannot change a sent statement.

export const statementStatusEnum = pgEnum("statement_status", statementStatuses);

/** Wohnfläche (and Nutzfläche) of a unit from a date on; without rows the unit's size_sqm holds throughout. */
export const unitAreas = pgTable(
  "unit_areas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    livingAreaSqm: numeric("living_area_sqm", { precision: 9, scale: 2 }).notNull(),
    usableAreaSqm: numeric("usable_area_sqm", { precision: 9, scale: 2 }),
    ...versionedColumns(),
  },
  (t) => [
    uniqueIndex("unit_areas_unit_from_unique").on(t.unitId, t.validFrom),
    index("unit_areas_workspace_unit_idx").on(t.workspaceId, t.unitId),
    check("unit_areas_positive", sql`${t.livingAreaSqm} >= 0 and (${t.usableAreaSqm} is null or ${t.usableAreaSqm} >= 0)`),
  ],
);

/** Persons living under a contract from a date on (person key); without rows one person. */
export const contractOccupants = pgTable(
  "contract_occupants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => rentalContracts.id, { onDelete: "cascade" }),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    persons: smallint("persons").notNull(),
    ...versionedColumns(),
  },
  (t) => [
    uniqueIndex("contract_occupants_contract_from_unique").on(t.contractId, t.validFrom),
    index("contract_occupants_workspace_contract_idx").on(t.workspaceId, t.contractId),
    check("contract_occupants_persons", sql`${t.persons} between 0 and 99`),
  ],
);

export const operatingCostStatements = pgTable(
  "operating_cost_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    /** Required for a period shorter than a year (first year, sale). */
    shortPeriodReason: text("short_period_reason"),
    /**
     * The name of an Abrechnungseinheit or Wirtschaftseinheit („Haus A“); null for a whole
     * property. What it covers are its rows in statement_scope_parts (decision 0032).
     */
    scopeName: text("scope_name"),
    status: statementStatusEnum("status").notNull().default("draft"),
    /** 1 for the first statement of a property and period, +1 for each correction. */
    revision: smallint("revision").notNull().default(1),
    /** The finalised version this one corrects. */
    correctsId: uuid("corrects_id").references((): AnyPgColumn => operatingCostStatements.id, { onDelete: "set null" }),
    settings: jsonb("settings").notNull(),
    /** Set when finalised: the computation's input and result, never recomputed afterwards. */
    frozen: jsonb("frozen"),
    finalisedAt: timestamp("finalised_at", { withTimezone: true }),
    sentOn: date("sent_on", { mode: "string" }),
    ...versionedColumns(),
  },
  (t) => [
    // Several statements of one property and period may exist (disjoint Abrechnungseinheiten):
    // the service refuses overlapping ones under a lock of the properties; one correction per version.
    index("operating_cost_statements_property_period_idx").on(t.propertyId, t.periodStart),
    uniqueIndex("operating_cost_statements_corrects_unique").on(t.correctsId),
    index("operating_cost_statements_workspace_property_idx").on(t.workspaceId, t.propertyId),
    check("operating_cost_statements_period", sql`${t.periodEnd} >= ${t.periodStart}`),
    check("operating_cost_statements_frozen", sql`(${t.status} = 'draft') = (${t.frozen} is null)`),
  ],
);

/**
 * What a statement covers (decision 0032): a row per property it takes in — `unit_id` null for all
 * of that property's units — or a row per unit of an Abrechnungseinheit. A whole-property statement
 * has one row (its property); a Wirtschaftseinheit one per joined property, the main one included.
 */
export const statementScopeParts = pgTable(
  "statement_scope_parts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => operatingCostStatements.id, { onDelete: "cascade" }),
    // A deleted unit or joined property leaves the statement (a finalised version keeps its frozen
    // scope); an Abrechnungseinheit stays one by its name (scopeOf).
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id").references(() => units.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("statement_scope_parts_whole_unique").on(t.statementId, t.propertyId).where(sql`${t.unitId} is null`),
    uniqueIndex("statement_scope_parts_unit_unique").on(t.statementId, t.unitId).where(sql`${t.unitId} is not null`),
    index("statement_scope_parts_property_idx").on(t.propertyId),
  ],
);

/**
 * The result of the sent version of a statement for one contract, as its tenant account reads
 * it (docs/decisions/0027-settlement-in-tenant-account.md). Written when a version is marked sent;
 * a sent correction replaces the rows of the version it corrects. Its triggers give the contract a
 * new account stamp (migration 0025), so the rent roll recomputes that account.
 */
export const contractSettlements = pgTable(
  "contract_settlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => operatingCostStatements.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => rentalContracts.id, { onDelete: "cascade" }),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    sentOn: date("sent_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** > 0 Nachzahlung, < 0 Guthaben: what the statement lets the landlord claim or owes the tenant. */
    claimCents: cents("claim_cents").notNull(),
    /** The period's NK-Vorauszahlungen the statement found unpaid: closed by it. */
    writeOffCents: cents("write_off_cents").notNull(),
  },
  (t) => [
    uniqueIndex("contract_settlements_statement_contract_unique").on(t.statementId, t.contractId),
    index("contract_settlements_contract_idx").on(t.contractId),
    check("contract_settlements_write_off", sql`${t.writeOffCents} >= 0`),
  ],
);

/**
 * A tenant's letter sent by e-mail (issue 19): to which address and when, per version. The
 * statement counts as sent once every tenant of the version has one; a letter sent by post is
 * recorded on the statement itself (its dispatch date).
 */
export const statementMailings = pgTable(
  "statement_mailings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => operatingCostStatements.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => rentalContracts.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("statement_mailings_statement_idx").on(t.statementId, t.contractId), index("statement_mailings_contract_idx").on(t.contractId)],
);
