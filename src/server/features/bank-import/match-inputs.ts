import { and, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { addMonths, today as todayIso } from "@/core/dates";
import { cents, sumCents, type Cents } from "@/core/money";
import { LATE_PAYMENT_GRACE_MONTHS, type MatchContract, type MatchRule, type MatchTransaction } from "@/domain/bank-matching";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { bankAccountProperties, bankRules, rentalContracts, tenants } from "@/server/db/schema";
import { accountSummaries, loadContractRows, RENT_PAYMENT_CATEGORIES, type ContractRow } from "@/server/features/rent-roll";

// What the matching (domain/bank-matching.ts) needs for a list of transactions, read in a fixed
// number of queries whatever their count: the contracts that could be paid (with tenant names
// and their open months from the rent roll's kept accounts), the IBANs each contract was paid
// from before, the rules, and which properties each bank account serves.

export type MatchableTransaction = MatchTransaction & { bankAccountId: string };

export type ContractForMatching = { row: ContractRow; match: MatchContract };

export type MatchInputs = {
  contracts: ContractForMatching[];
  rules: (typeof bankRules.$inferSelect)[];
  /** Per bank account the properties it serves; absent or empty: any. */
  propertiesOf: Map<string, Set<string>>;
};

/**
 * The IBANs each contract was paid from: booked transactions whose booking has a rent or NK
 * line on the contract. A reversed booking (Storno) teaches nothing. Learned from the
 * transactions themselves instead of a table of their own (schema/bank.ts).
 */
async function learnedIbans(db: Db, workspaceId: string): Promise<Map<string, string[]>> {
  const categories = sql.join(
    RENT_PAYMENT_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select distinct l.contract_id, t.counterparty_iban
    from bank_transactions t
    join booking_lines l on l.booking_id = t.booking_id
    where t.workspace_id = ${workspaceId} and t.booking_id is not null and t.counterparty_iban is not null
      and l.workspace_id = ${workspaceId} and l.contract_id is not null and l.category in (${categories})
      and not exists (select 1 from bookings r where r.reversal_of_id = t.booking_id)`);
  const ibansOf = new Map<string, string[]>();
  for (const row of rowsOf<{ contract_id: string; counterparty_iban: string }>(result)) {
    const list = ibansOf.get(row.contract_id);
    if (list) list.push(row.counterparty_iban);
    else ibansOf.set(row.contract_id, [row.counterparty_iban]);
  }
  return ibansOf;
}

/** The monthly rent of the last full month of the account (cold + NK), else the contract's own. */
function monthlyDue(row: ContractRow, months: readonly { days: number; daysInMonth: number; totalCents: Cents }[]): Cents {
  for (let i = months.length - 1; i >= 0; i--) {
    const m = months[i]!;
    if (m.days === m.daysInMonth) return m.totalCents;
  }
  return cents(row.coldRentCents + (row.serviceChargeCents ?? 0));
}

/** Contracts that could be paid by credits booked between `from` and `to` (matching allows payments after the end). */
async function contractsFor(db: Db, workspaceId: string, from: string, to: string): Promise<ContractForMatching[]> {
  const day = todayIso();
  const rows = await loadContractRows(
    db,
    workspaceId,
    and(lte(rentalContracts.startDate, to), or(isNull(rentalContracts.endDate), gte(rentalContracts.endDate, addMonths(from, -LATE_PAYMENT_GRACE_MONTHS)))),
  );
  if (rows.length === 0) return [];
  const [accounts, ibansOf, names] = await Promise.all([
    accountSummaries(db, workspaceId, rows, day.slice(0, 7), day),
    learnedIbans(db, workspaceId),
    db
      .select({ id: tenants.id, firstName: tenants.firstName, lastName: tenants.lastName })
      .from(tenants)
      .where(and(eq(tenants.workspaceId, workspaceId), inArray(tenants.id, [...new Set(rows.map((r) => r.tenantId))]))),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n]));
  return rows.map((row, i) => {
    const account = accounts[i]!;
    const name = nameOf.get(row.tenantId);
    return {
      row,
      match: {
        contractId: row.contractId,
        tenantFirstName: name?.firstName ?? "",
        tenantLastName: name?.lastName ?? row.tenantName,
        unitCode: row.unitCode,
        propertyName: row.propertyName,
        knownIbans: ibansOf.get(row.contractId) ?? [],
        monthlyDueCents: monthlyDue(row, account.months),
        openItems: account.months.filter((m) => m.openCents > 0).map((m) => ({ month: m.month, openCents: m.openCents })),
        startDate: row.startDate,
        endDate: row.endDate,
      },
    };
  });
}

/** Everything the matching of `transactions` reads. Contracts only when there is a credit among them. */
export async function loadMatchInputs(db: Db, workspaceId: string, transactions: readonly MatchableTransaction[]): Promise<MatchInputs> {
  const credits = transactions.filter((t) => t.amountCents > 0).map((t) => t.bookingDate).sort();
  const accountIds = [...new Set(transactions.map((t) => t.bankAccountId))];
  const [contracts, rules, links] = await Promise.all([
    credits.length > 0 ? contractsFor(db, workspaceId, credits[0]!, credits.at(-1)!) : Promise.resolve([]),
    db.select().from(bankRules).where(eq(bankRules.workspaceId, workspaceId)).orderBy(bankRules.createdAt, bankRules.id),
    accountIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ bankAccountId: bankAccountProperties.bankAccountId, propertyId: bankAccountProperties.propertyId })
          .from(bankAccountProperties)
          .where(and(eq(bankAccountProperties.workspaceId, workspaceId), inArray(bankAccountProperties.bankAccountId, accountIds))),
  ]);
  const propertiesOf = new Map<string, Set<string>>();
  for (const link of links) propertiesOf.set(link.bankAccountId, (propertiesOf.get(link.bankAccountId) ?? new Set()).add(link.propertyId));
  return { contracts, rules, propertiesOf };
}

export const matchRuleOf = (rule: typeof bankRules.$inferSelect): MatchRule => ({
  id: rule.id,
  counterpartyIban: rule.counterpartyIban,
  counterpartyContains: rule.counterpartyContains,
  purposeContains: rule.purposeContains,
  direction: rule.direction,
});

/** The open amount a proposal names: of the month it pays, or all that is open (oldest first). */
export function openCentsOf(contract: MatchContract, rentMonth: string | null): Cents {
  if (rentMonth !== null) return contract.openItems.find((i) => i.month === rentMonth)?.openCents ?? cents(0);
  return sumCents(contract.openItems.map((i) => i.openCents));
}
