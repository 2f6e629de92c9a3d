import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, customType, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookingCategories } from "@/domain/booking-categories";
import { bookingOrigins } from "@/shared/enums";
import { user } from "./auth";
import { loans } from "./loans";
import { meterReadings } from "./meters";
import { properties, rentalContracts, tenants, units } from "./portfolio";
import { workspaceId, cents } from "./columns";

// The ledger (issue 14). Design and conventions: docs/decisions/0010-ledger.md.
// Amounts are signed integer cents of cash: > 0 money in, < 0 money out.


export const bookingCategoryEnum = pgEnum("booking_category", bookingCategories);
export const bookingOriginEnum = pgEnum("booking_origin", bookingOrigins);

/**
 * One movement of money (Buchung). Its lines split it over properties, units, contracts,
 * loans and categories; the deferred constraint trigger `booking_lines_balance` (migration
 * 0008) refuses a commit in which the lines of a booking do not add up to its amount.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** Belegnummer, "YYYY-NNNN" from booking_number_counters unless the user gave one. */
    number: text("number").notNull(),
    /** Zu-/Abfluss (§11 EStG): decides the tax year. */
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    documentDate: date("document_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }),
    /** Leistungszeitraum, both days included; the Nebenkostenabrechnung cuts costs by it. */
    servicePeriodStart: date("service_period_start", { mode: "string" }),
    servicePeriodEnd: date("service_period_end", { mode: "string" }),
    amountCents: cents("amount_cents").notNull(),
    vatCents: cents("vat_cents"),
    /** The tenant as counterparty; the name is kept as it was, also after the tenant is deleted. */
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "set null" }),
    counterpartyName: text("counterparty_name").notNull().default(""),
    text: text("text").notNull().default(""),
    origin: bookingOriginEnum("origin").notNull().default("manual"),
    /** Idempotency key of generated bookings ("loan:<id>:2026-03", "recurring:<id>:2026-01-15", bank transaction id). */
    sourceKey: text("source_key"),
    /** Set on a counter-booking (Storno) of a booking in a closed year. */
    reversalOfId: uuid("reversal_of_id").references((): AnyPgColumn => bookings.id, { onDelete: "restrict" }),
    /**
     * The sum of the lines whose sign is opposite to the booking's (an NK refund line in an
     * income booking): 0 for almost every booking. Written only by the lines' summary trigger
     * (migration 0012); with it the in/out sums of a booking need no visit of its lines
     * (decision 0014).
     */
    oppositeLinesCents: cents("opposite_lines_cents").notNull().default(0),
    /**
     * What the list's text search `q` reads: text, counterparty and number, lower-cased, one
     * per line. Stored, so the search compares with LIKE instead of lower-casing every
     * candidate again (ILIKE on UTF-8 does that per row), through a trigram index.
     */
    searchText: text("search_text").generatedAlwaysAs(sql`lower("text" || E'\\n' || "counterparty_name" || E'\\n' || "number")`),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_workspace_number_unique").on(t.workspaceId, t.number),
    uniqueIndex("bookings_workspace_source_key_unique").on(t.workspaceId, t.sourceKey),
    uniqueIndex("bookings_reversal_of_unique").on(t.reversalOfId),
    index("bookings_workspace_payment_date_idx").on(t.workspaceId, t.paymentDate.desc(), t.id),
    index("bookings_tenant_idx").on(t.tenantId),
    // The list's text search `q` (pg_trgm, LIKE '%…%' on search_text), and with a year the
    // payment year in the same GIN index (btree_gin), so a search within a year reads only
    // that year's matches (decision 0016).
    index("bookings_search_year_trgm_idx").using("gin", sql`((extract(year from ${t.paymentDate}))::int)`, sql`${t.searchText} gin_trgm_ops`),
    // The cash flow's Sondertilgungen (source key "loan:<id>:special:<date>"): a handful of
    // bookings a year; LIKE cannot use a btree under a non-C collation, the partial index can.
    index("bookings_loan_special_idx")
      .on(t.workspaceId, t.paymentDate)
      .where(sql`${t.origin} = 'loan' and ${t.sourceKey} like 'loan:%:special:%'`),
    // The §6(1) Nr. 1a check nets repairs of their VAT: the few bookings with VAT, read from the index alone.
    index("bookings_vat_idx").on(t.id, t.vatCents, t.amountCents).where(sql`${t.vatCents} is not null`),
    check("bookings_amount_not_zero", sql`${t.amountCents} <> 0`),
    check("bookings_service_period", sql`(${t.servicePeriodStart} is null) = (${t.servicePeriodEnd} is null) and (${t.servicePeriodStart} is null or ${t.servicePeriodStart} <= ${t.servicePeriodEnd})`),
  ],
);

export const bookingSubcategories = pgTable(
  "booking_subcategories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    category: bookingCategoryEnum("category").notNull(),
    name: text("name").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("booking_subcategories_name_unique").on(t.workspaceId, t.category, sql`lower(btrim(${t.name}))`)],
);

/**
 * A line due in another year than it is paid in (decision 0019): the rent line by the month it
 * pays, any other line by its booking's due date. The reports' query repeats it word for word,
 * so PostgreSQL matches it to the partial index.
 */
export const DUE_IN_OTHER_YEAR = sql.raw(
  `(rent_month is not null and extract(year from rent_month) <> extract(year from payment_date)) or (rent_month is null and due_date is not null and extract(year from due_date) <> extract(year from payment_date))`,
);

/**
 * A split line. Properties, units, contracts and loans with lines cannot be deleted
 * (books are kept 10 years, §147 AO): the keys restrict. `payment_date` repeats the
 * booking's, kept equal by triggers (migration 0008), so a property's lines of a year
 * are one index range.
 */
export const bookingLines = pgTable(
  "booking_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "restrict" }),
    unitId: uuid("unit_id").references(() => units.id, { onDelete: "restrict" }),
    contractId: uuid("contract_id").references(() => rentalContracts.id, { onDelete: "restrict" }),
    loanId: uuid("loan_id").references(() => loans.id, { onDelete: "restrict" }),
    category: bookingCategoryEnum("category").notNull(),
    subcategoryId: uuid("subcategory_id").references(() => bookingSubcategories.id, { onDelete: "restrict" }),
    /** §2 BetrKV type 1–17 where the category has one (booking-categories.ts). */
    betrkvType: smallint("betrkv_type"),
    /** umlagefähig: goes into the Nebenkostenabrechnung. */
    allocable: boolean("allocable").notNull().default(false),
    /** Erhaltungsaufwand spread over this many years (§82b EStDV); 1 = at once. */
    spreadYears: smallint("spread_years").notNull().default(1),
    amountCents: cents("amount_cents").notNull(),
    note: text("note").notNull().default(""),
    /** A rent payment's designation (§366(1) BGB): the month ('yyyy-MM-01') it pays; set by the tenant's Verwendungszweck or by hand. */
    rentMonth: date("rent_month", { mode: "string" }),
    /** The sign of the booking's amount (1 in, -1 out), repeated like payment_date by triggers (migration 0012) for the list's summaries. */
    bookingSign: smallint("booking_sign").notNull().default(1),
    /** The booking's due date, repeated like payment_date by triggers (migration 0020): the reports' 10-day rule finds the lines due in another year than paid in one index. */
    dueDate: date("due_date", { mode: "string" }),
    /** The booking's origin, repeated like due_date by triggers (migration 0021): the 10-day rule asks whether a line recurs (a template's, a loan's) without reading its booking. */
    bookingOrigin: bookingOriginEnum("booking_origin"),
  },
  (t) => [
    index("booking_lines_booking_idx").on(t.bookingId),
    index("booking_lines_workspace_date_idx").on(t.workspaceId, t.paymentDate),
    // booking_id last: the booking list's property page and capped count read it from the index alone (decision 0014).
    index("booking_lines_property_date_idx").on(t.workspaceId, t.propertyId, t.paymentDate, t.bookingId),
    index("booking_lines_contract_idx").on(t.contractId),
    index("booking_lines_loan_idx").on(t.loanId),
    index("booking_lines_unit_idx").on(t.unitId),
    // The list's capped count of a category's bookings walks this index in booking order and stops after 10.001 (decision 0014).
    index("booking_lines_category_idx").on(t.workspaceId, t.category, t.bookingId),
    // The lines the 10-day rule may move across a year end (decision 0019): due in another year
    // than paid — a rent line by the month it pays, any other by its booking's due date. A few
    // hundred where the window around a year end holds tens of thousands; holding what the
    // rule reads, so neither a line nor its booking is visited.
    index("booking_lines_due_other_year_idx")
      .on(t.workspaceId, t.paymentDate, t.propertyId, t.unitId, t.category, t.amountCents, t.rentMonth, t.dueDate, t.bookingOrigin)
      .where(sql`${DUE_IN_OTHER_YEAR}`),
    // Erhaltungsaufwand: the §82b lines spread over years (by date, for the workspace's years) and
    // the repairs after a purchase (§6(1) Nr. 1a, by property): a few a year among thousands.
    index("booking_lines_spread_idx")
      .on(t.workspaceId, t.paymentDate, t.propertyId, t.unitId, t.amountCents, t.spreadYears)
      .where(sql`${t.category} = 'maintenance' and ${t.spreadYears} > 1`),
    index("booking_lines_repairs_idx").on(t.workspaceId, t.propertyId, t.paymentDate, t.bookingId, t.amountCents).where(sql`${t.category} = 'maintenance'`),
    check("booking_lines_betrkv_type", sql`${t.betrkvType} is null or ${t.betrkvType} between 1 and 17`),
    check("booking_lines_spread_years", sql`${t.spreadYears} between 1 and 5`),
    check("booking_lines_amount_not_zero", sql`${t.amountCents} <> 0`),
    check("booking_lines_booking_sign", sql`${t.bookingSign} in (-1, 1)`),
  ],
);

/** The last number handed out per workspace and year: `insert … on conflict do update … returning` is atomic. */
export const bookingNumberCounters = pgTable(
  "booking_number_counters",
  {
    workspaceId: workspaceId(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.year] })],
);

/** A festgeschriebenes tax year: its bookings can only be reversed in an open year. */
export const closedTaxYears = pgTable(
  "closed_tax_years",
  {
    workspaceId: workspaceId(),
    year: integer("year").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    closedBy: text("closed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.year] })],
);

/** Who changed what, when: before/after of every write to the ledger (and later other records). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    entity: text("entity").notNull(),
    entityId: uuid("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_entity_idx").on(t.workspaceId, t.entity, t.entityId, t.at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A receipt (Beleg) file. Uploaded first (booking_id null, "pending"), attached to a booking
 * in the booking's save transaction; pending ones older than a day are removed. Where the
 * bytes live is the storage's business (`storage`: "folder" or "database").
 */
export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /** The photo of a meter reading (issue 19): a document of the reading, never of a booking. */
    meterReadingId: uuid("meter_reading_id").references(() => meterReadings.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mediaType: text("media_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storage: text("storage").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("receipts_booking_idx").on(t.bookingId),
    index("receipts_workspace_pending_idx").on(t.workspaceId, t.createdAt).where(sql`${t.bookingId} is null`),
    // One photo per reading; a document belongs to a booking or to a reading, not both.
    uniqueIndex("receipts_meter_reading_unique").on(t.meterReadingId),
    check("receipts_one_owner", sql`${t.bookingId} is null or ${t.meterReadingId} is null`),
  ],
);

/** The bytes of a receipt under database storage (several app processes share them). */
export const receiptBlobs = pgTable("receipt_blobs", {
  receiptId: uuid("receipt_id")
    .primaryKey()
    .references(() => receipts.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
});
