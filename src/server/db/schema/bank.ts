import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bankRuleDirections } from "@/shared/enums";
import type { BankCsvMapping } from "@/shared/bank-import-types";
import { bookingCategoryEnum, bookings, bookingSubcategories } from "./bookings";
import { properties, units } from "./portfolio";
import { workspaceId, versionedColumns, cents } from "./columns";

// Kontoauszug importieren (issue 16): the landlord's bank accounts, the transactions imported
// from their statements, and the rules that book recurring ones.
//
// Learned payer IBANs ("this tenant pays from DE12…") have no table of their own: they are
// read from the confirmed transactions themselves — a booked transaction whose booking has a
// rent line on a contract says that contract was paid from its counterparty IBAN. One source
// of truth: deleting the booking (which reopens the transaction) forgets the IBAN at once,
// and nothing has to be kept in step with bookings that change (bank-import/match-inputs.ts).


export const bankRuleDirectionEnum = pgEnum("bank_rule_direction", bankRuleDirections);

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text("name").notNull(),
    /** Normalised (no spaces, upper case), checked (mod 97). Part of every transaction's fingerprint. */
    iban: text("iban").notNull(),
    /** The column mapping of the bank's CSV when no dialect reads it (BankCsvMapping). */
    csvMapping: jsonb("csv_mapping").$type<BankCsvMapping>(),
    ...versionedColumns(),
  },
  (t) => [uniqueIndex("bank_accounts_workspace_iban_unique").on(t.workspaceId, t.iban)],
);

/** The properties whose money runs over an account (none: any). Matching proposes only their contracts. */
export const bankAccountProperties = pgTable(
  "bank_account_properties",
  {
    workspaceId: workspaceId(),
    bankAccountId: uuid("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.bankAccountId, t.propertyId] }), index("bank_account_properties_property_idx").on(t.propertyId)],
);

/**
 * One booking on a bank account as the statement gave it; the bank's facts are never edited.
 * Its status is derived: booking_id set → booked, ignored → ignored, else open. Deleting the
 * booking sets booking_id null and so reopens the transaction.
 */
export const bankTransactions = pgTable(
  "bank_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    // Restrict: an account with transactions is not deleted (409), its history stays.
    bankAccountId: uuid("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "restrict" }),
    /** transactionFingerprints (formats/statement.ts): the same booking from overlapping statements has the same one. */
    fingerprint: text("fingerprint").notNull(),
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    valueDate: date("value_date", { mode: "string" }),
    /** Signed: > 0 money in, < 0 money out. */
    amountCents: cents("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    counterpartyName: text("counterparty_name"),
    counterpartyIban: text("counterparty_iban"),
    counterpartyBic: text("counterparty_bic"),
    purpose: text("purpose").notNull().default(""),
    bankTransactionText: text("bank_transaction_text"),
    endToEndId: text("end_to_end_id"),
    mandateReference: text("mandate_reference"),
    creditorId: text("creditor_id"),
    bankReference: text("bank_reference"),
    ignored: boolean("ignored").notNull().default(false),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    ...versionedColumns(),
  },
  (t) => [
    uniqueIndex("bank_transactions_fingerprint_unique").on(t.workspaceId, t.bankAccountId, t.fingerprint),
    // The list of open transactions (the screen most visited), newest first.
    index("bank_transactions_open_idx")
      .on(t.workspaceId, t.bookingDate.desc(), t.id)
      .where(sql`${t.bookingId} is null and not ${t.ignored}`),
    index("bank_transactions_account_date_idx").on(t.workspaceId, t.bankAccountId, t.bookingDate),
    // ON DELETE SET NULL of a booking, and the learned IBANs (booked ones with a counterparty IBAN).
    index("bank_transactions_booking_idx").on(t.bookingId),
    index("bank_transactions_learned_iban_idx")
      .on(t.workspaceId, t.counterpartyIban, t.bookingId)
      .where(sql`${t.bookingId} is not null and ${t.counterpartyIban} is not null`),
    check("bank_transactions_booked_not_ignored", sql`not (${t.ignored} and ${t.bookingId} is not null)`),
  ],
);

/**
 * "Immer so buchen": when every condition given holds, a transaction is proposed (or, when
 * automatic, booked at import) as one line on a property with a category.
 */
export const bankRules = pgTable(
  "bank_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text("name").notNull(),
    counterpartyIban: text("counterparty_iban"),
    counterpartyContains: text("counterparty_contains"),
    purposeContains: text("purpose_contains"),
    direction: bankRuleDirectionEnum("direction").notNull().default("any"),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    // A deleted unit or subcategory leaves the rule booking on the property, in the category.
    unitId: uuid("unit_id").references(() => units.id, { onDelete: "set null" }),
    category: bookingCategoryEnum("category").notNull(),
    subcategoryId: uuid("subcategory_id").references(() => bookingSubcategories.id, { onDelete: "set null" }),
    betrkvType: smallint("betrkv_type"),
    automatic: boolean("automatic").notNull().default(false),
    /** How often it booked a transaction (automatically or confirmed). */
    uses: integer("uses").notNull().default(0),
    ...versionedColumns(),
  },
  (t) => [
    index("bank_rules_workspace_idx").on(t.workspaceId, t.name),
    check("bank_rules_condition", sql`${t.counterpartyIban} is not null or ${t.counterpartyContains} is not null or ${t.purposeContains} is not null`),
    check("bank_rules_betrkv_type", sql`${t.betrkvType} is null or ${t.betrkvType} between 1 and 17`),
  ],
);
