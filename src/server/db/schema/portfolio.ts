import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { afaMethods } from "@/domain/afa";
import { contractStatuses, furnishings, propertyKinds, unitTypes, unitUsages } from "@/shared/enums";
import { demoMarker, cents } from "./columns";
import { workspaces } from "./workspace";

// Every row carries workspace_id so every query can be scoped without joins.
// Money is integer cents (bigint, mode number: cents stay below 2^53).
// `version` is bumped on every update; a stale update answers 409.
const common = {
  id: uuid("id").primaryKey().defaultRandom(),
  workspaceId: uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const propertyKindEnum = pgEnum("property_kind", propertyKinds);
export const unitTypeEnum = pgEnum("unit_type", unitTypes);
export const unitUsageEnum = pgEnum("unit_usage", unitUsages);
export const furnishingEnum = pgEnum("furnishing", furnishings);
export const contractStatusEnum = pgEnum("contract_status", contractStatuses);
export const afaMethodEnum = pgEnum("afa_method", afaMethods);

export const properties = pgTable(
  "properties",
  {
    ...common,
    ...demoMarker(),
    name: text("name").notNull(),
    street: text("street").notNull().default(""),
    houseNumber: text("house_number").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    city: text("city").notNull().default(""),
    kind: propertyKindEnum("kind").notNull(),
    yearBuilt: integer("year_built"),
    purchasePriceCents: cents("purchase_price_cents"),
    purchaseDate: date("purchase_date", { mode: "string" }),
    transferTaxCents: cents("transfer_tax_cents"),
    notaryCents: cents("notary_cents"),
    landRegistryCents: cents("land_registry_cents"),
    brokerCents: cents("broker_cents"),
    buildingSharePercent: numeric("building_share_percent", { precision: 5, scale: 2 }),
    notes: text("notes").notNull().default(""),
    // The building's AfA (issue 15, docs/decisions): the method asked for (degressive only
    // where §7(5a) EStG allows it), Fertigstellung (sets the rate; without it 1 January of
    // year_built) and Baubeginn (own construction: decides §7(5a)).
    afaMethod: afaMethodEnum("afa_method").notNull().default("linear"),
    completionDate: date("completion_date", { mode: "string" }),
    constructionStartDate: date("construction_start_date", { mode: "string" }),
    /** What the list's search compares (decision 0034): the address as a German writes it, lower-cased once per write. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower("name" || ' ' || "street" || ' ' || "house_number" || ' ' || "postcode" || ' ' || "city")`,
    ),
  },
  (t) => [
    index("properties_workspace_name_idx").on(t.workspaceId, t.name),
    index("properties_workspace_city_idx").on(t.workspaceId, t.city),
    // The search's LIKE '%…%' per workspace: GIN over the workspace (btree_gin) and the trigrams (pg_trgm).
    index("properties_search_trgm_idx").using("gin", t.workspaceId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const units = pgTable(
  "units",
  {
    ...common,
    ...demoMarker(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    unitNumber: text("unit_number"),
    sizeSqm: numeric("size_sqm", { precision: 9, scale: 2 }),
    type: unitTypeEnum("type").notNull(),
    usage: unitUsageEnum("usage").notNull(),
    furnishing: furnishingEnum("furnishing").notNull().default("unfurnished"),
    hasBalcony: boolean("has_balcony").notNull().default(false),
    hasParking: boolean("has_parking").notNull().default(false),
    purchasePriceCents: cents("purchase_price_cents"),
    purchaseDate: date("purchase_date", { mode: "string" }),
  },
  (t) => [
    // SPEC §5: unique per property, compared case-insensitively after trimming.
    uniqueIndex("units_property_code_unique").on(t.propertyId, sql`lower(btrim(${t.code}))`),
    index("units_workspace_property_idx").on(t.workspaceId, t.propertyId),
  ],
);

export const rooms = pgTable(
  "rooms",
  {
    ...common,
    ...demoMarker(),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    sizeSqm: numeric("size_sqm", { precision: 9, scale: 2 }),
  },
  (t) => [uniqueIndex("rooms_unit_code_unique").on(t.unitId, sql`lower(btrim(${t.code}))`), index("rooms_workspace_unit_idx").on(t.workspaceId, t.unitId)],
);

export const tenants = pgTable(
  "tenants",
  {
    ...common,
    ...demoMarker(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    /** What the search and the picker compare (decision 0034): "vorname nachname email", lower-cased once per write. */
    searchText: text("search_text").generatedAlwaysAs(sql`lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email", ''))`),
  },
  (t) => [
    index("tenants_workspace_name_idx").on(t.workspaceId, t.lastName, t.firstName),
    // LIKE '%…%' per workspace: GIN over the workspace (btree_gin) and the trigrams (pg_trgm).
    index("tenants_search_trgm_idx").using("gin", t.workspaceId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const rentalContracts = pgTable(
  "rental_contracts",
  {
    ...common,
    ...demoMarker(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "restrict" }),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    roomId: uuid("room_id").references(() => rooms.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    isLimitedTerm: boolean("is_limited_term").notNull().default(false),
    coldRentCents: cents("cold_rent_cents").notNull(),
    serviceChargeCents: cents("service_charge_cents"),
    depositCents: cents("deposit_cents"),
    status: contractStatusEnum("status").notNull().default("active"),
    /** Anfangssaldo (issue 14): the balance on the first day of this month ('yyyy-MM-01'); the rent roll starts there. > 0 the tenant owes. */
    openingBalanceMonth: date("opening_balance_month", { mode: "string" }),
    openingBalanceCents: cents("opening_balance_cents"),
  },
  (t) => [
    // Periods of one unit (non-WG) or one WG room never overlap: the exclusion constraint
    // rental_contracts_no_overlap of migration 0005 (drizzle cannot declare it here).
    index("rental_contracts_workspace_unit_idx").on(t.workspaceId, t.unitId),
    index("rental_contracts_tenant_idx").on(t.tenantId),
  ],
);

/**
 * Per-property summary of the portfolio figures (unit count, vacant units, active cold rent,
 * the two sums of the rent-weighted yield, the rounded yield, the purchase price), so the
 * overview, the property detail and sorting by a figure never aggregate 50.000 units per
 * request. Written only by the statement-level triggers on properties, units and
 * rental_contracts (migration 0003_property_figures_triggers, function
 * refresh_property_figures), which recompute the affected properties with the arithmetic of
 * src/domain/yield.ts (tests/api/portfolio-yield-sql.test.ts keeps the two equal).
 * Why and at what cost: docs/decisions/0005-property-figures-summary.md.
 */
export const propertyFigures = pgTable(
  "property_figures",
  {
    propertyId: uuid("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    unitCount: integer("unit_count").notNull().default(0),
    vacantUnitCount: integer("vacant_unit_count").notNull().default(0),
    monthlyColdRentCents: cents("monthly_cold_rent_cents").notNull().default(0),
    yieldWeighted: numeric("yield_weighted"),
    yieldWeight: numeric("yield_weight"),
    // Unbounded on purpose (decision 0005): any valid price and rent give a yield that fits.
    grossYieldPercent: numeric("gross_yield_percent"),
    purchasePriceCents: cents("purchase_price_cents"),
  },
  (t) => [
    index("property_figures_workspace_rent_idx").on(t.workspaceId, t.monthlyColdRentCents),
    index("property_figures_workspace_yield_idx").on(t.workspaceId, t.grossYieldPercent),
    index("property_figures_workspace_units_idx").on(t.workspaceId, t.unitCount),
  ],
);
