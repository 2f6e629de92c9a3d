import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { BankAccountDto } from "@/shared/bank-import-types";
import type { Db } from "@/server/db/client";
import { bankAccountProperties, bankAccounts, bankTransactions } from "@/server/db/schema";
import { toNumber } from "@/server/db/rows";

/** The workspace's bank accounts matching `where`, by name, with their properties and transaction counts (three queries). */
export async function loadBankAccounts(db: Db, workspaceId: string, where?: SQL): Promise<BankAccountDto[]> {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.workspaceId, workspaceId), where))
    .orderBy(asc(bankAccounts.name), asc(bankAccounts.id));
  if (rows.length === 0) return [];
  const ids = sql`${`{${rows.map((r) => r.id).join(",")}}`}::uuid[]`;
  const [links, counts] = await Promise.all([
    db
      .select({ bankAccountId: bankAccountProperties.bankAccountId, propertyId: bankAccountProperties.propertyId })
      .from(bankAccountProperties)
      .where(and(eq(bankAccountProperties.workspaceId, workspaceId), sql`${bankAccountProperties.bankAccountId} = any(${ids})`)),
    db
      .select({
        bankAccountId: bankTransactions.bankAccountId,
        total: sql<number>`count(*)`,
        open: sql<number>`count(*) filter (where ${bankTransactions.bookingId} is null and not ${bankTransactions.ignored})`,
        last: sql<string | null>`max(${bankTransactions.bookingDate})::text`,
      })
      .from(bankTransactions)
      .where(and(eq(bankTransactions.workspaceId, workspaceId), sql`${bankTransactions.bankAccountId} = any(${ids})`))
      .groupBy(bankTransactions.bankAccountId),
  ]);
  const propertiesOf = new Map<string, string[]>();
  for (const link of links) {
    const list = propertiesOf.get(link.bankAccountId);
    if (list) list.push(link.propertyId);
    else propertiesOf.set(link.bankAccountId, [link.propertyId]);
  }
  const countsOf = new Map(counts.map((c) => [c.bankAccountId, c]));
  return rows.map((r) => {
    const count = countsOf.get(r.id);
    return {
      id: r.id,
      name: r.name,
      iban: r.iban,
      propertyIds: (propertiesOf.get(r.id) ?? []).sort(),
      csvMapping: r.csvMapping ?? null,
      transactionCount: toNumber(count?.total),
      openCount: toNumber(count?.open),
      lastBookingDate: count?.last ?? null,
      version: r.version,
    };
  });
}
