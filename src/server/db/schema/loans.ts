import { bigint, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { repaymentKinds } from "@/shared/enums";
import { demoMarker } from "./columns";
import { properties } from "./portfolio";
import { workspaces } from "./workspace";

export const repaymentKindEnum = pgEnum("repayment_kind", repaymentKinds);

// An annuity loan (Annuitätendarlehen) of one property. Rates are integer thousandths
// of a percent (7,612 % = 7612, docs/decisions/0007-exact-rates.md); money is integer cents.
export const loans = pgTable(
  "loans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    lender: text("lender").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    disbursementDate: date("disbursement_date", { mode: "string" }).notNull(),
    interestRateMilli: integer("interest_rate_milli").notNull(),
    repaymentKind: repaymentKindEnum("repayment_kind").notNull(),
    initialRepaymentMilli: integer("initial_repayment_milli"),
    monthlyPaymentCents: bigint("monthly_payment_cents", { mode: "number" }),
    fixationEndDate: date("fixation_end_date", { mode: "string" }),
    notes: text("notes").notNull().default(""),
    ...demoMarker(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("loans_workspace_property_idx").on(t.workspaceId, t.propertyId)],
);

export const loanSpecialRepayments = pgTable(
  "loan_special_repayments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    loanId: uuid("loan_id")
      .notNull()
      .references(() => loans.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (t) => [index("loan_special_repayments_loan_idx").on(t.loanId)],
);
