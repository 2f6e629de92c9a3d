import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { cents, centsOrNull, ZERO_CENTS, type Cents } from "@/core/money";
import type { RentStep } from "@/domain/rent-roll";
import { tenantAccount, type AccountPayment, type AccountSettlement, type OpeningBalance, type TenantAccount } from "@/domain/tenant-account";
import type { ContractRef, RentStepDto } from "@/shared/rent-roll-types";
import type { Db } from "@/server/db/client";
import { CONTRACT_ACCOUNT_STAMPS, foldStamps, ownerStamp, worthFolding } from "@/server/db/stamps";
import { bookingLines, bookings, contractRentChanges, contractSettlements, properties, rentalContracts, rooms, tenants, units } from "@/server/db/schema";

// Everything the rent roll computes from, read in four queries for any number of
// contracts: the contracts with tenant, unit and property; their rent history; their
// payments (the rent and NK lines of bookings linked to the contract, summed per booking);
// the results of sent Nebenkostenabrechnungen. The first alone says whether a kept account
// is still right (account-cache.ts).

/** The categories whose lines on a contract are the tenant's rent payments. */
export const RENT_PAYMENT_CATEGORIES = ["rent", "service_charge_prepayment"] as const;
/** A Nebenkostenabrechnung's back-payment or refund: a payment on the account too, meant for the statements first. */
const SETTLEMENT_PAYMENT_CATEGORY = "service_charge_settlement";

export type ContractSource = ContractRow & {
  steps: RentStepDto[];
  payments: AccountPayment[];
  settlements: AccountSettlement[];
};

/** The contract's own rent from its start, then each change: the steps of the domain's RentContract. */
export const domainSteps = (steps: readonly RentStepDto[]): RentStep[] =>
  steps.map((s) => ({ validFrom: s.validFrom, coldRentCents: s.coldRentCents, serviceChargeCents: s.serviceChargeCents }));

/** A contract as the rent roll lists it, with what its account is computed from besides rent history and payments. */
export type ContractRow = ContractRef & {
  startDate: string;
  endDate: string | null;
  version: number;
  coldRentCents: Cents;
  serviceChargeCents: Cents | null;
  openingBalance: OpeningBalance | null;
  /** The contract's account stamp (schema/rent-roll.ts, db/stamps.ts): changes with its rent history and payments; "0:0" before any. */
  accountStamp: string;
};

/** The contracts matching `where`, in the rent roll's order (property, unit, room, start). */
export async function loadContractRows(db: Db, workspaceId: string, where: SQL | undefined): Promise<ContractRow[]> {
  const rows = await db
    .select({
      c: {
        id: rentalContracts.id,
        version: rentalContracts.version,
        startDate: rentalContracts.startDate,
        endDate: rentalContracts.endDate,
        coldRentCents: rentalContracts.coldRentCents,
        serviceChargeCents: rentalContracts.serviceChargeCents,
        openingBalanceMonth: rentalContracts.openingBalanceMonth,
        openingBalanceCents: rentalContracts.openingBalanceCents,
      },
      stamp: ownerStamp(CONTRACT_ACCOUNT_STAMPS, rentalContracts.id),
      tenantId: tenants.id,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      unitId: units.id,
      unitCode: units.code,
      roomCode: rooms.code,
      propertyId: properties.id,
      propertyName: properties.name,
    })
    .from(rentalContracts)
    .innerJoin(tenants, eq(tenants.id, rentalContracts.tenantId))
    .innerJoin(units, eq(units.id, rentalContracts.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .leftJoin(rooms, eq(rooms.id, rentalContracts.roomId))
    .where(and(eq(rentalContracts.workspaceId, workspaceId), where))
    .orderBy(asc(properties.name), asc(units.code), asc(rooms.code), asc(rentalContracts.startDate), asc(rentalContracts.id));
  // The rows read carry the stamps from before the fold; the next read recomputes the folded accounts once.
  if (worthFolding(rows.map((r) => r.stamp))) await foldStamps(db, CONTRACT_ACCOUNT_STAMPS, workspaceId);
  return rows.map((r) => ({
    contractId: r.c.id,
    tenantId: r.tenantId,
    tenantName: `${r.firstName} ${r.lastName}`.trim(),
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    unitId: r.unitId,
    unitCode: r.unitCode,
    roomCode: r.roomCode,
    startDate: r.c.startDate,
    endDate: r.c.endDate,
    version: r.c.version,
    coldRentCents: cents(r.c.coldRentCents),
    serviceChargeCents: centsOrNull(r.c.serviceChargeCents),
    openingBalance:
      r.c.openingBalanceMonth !== null && r.c.openingBalanceCents !== null ? { month: r.c.openingBalanceMonth.slice(0, 7), cents: cents(r.c.openingBalanceCents) } : null,
    accountStamp: r.stamp,
  }));
}

/** The rent history and payments of `rows`, read in two queries for any number of contracts. */
export async function withAccountInputs(db: Db, workspaceId: string, rows: readonly ContractRow[], options: { paymentsUntil?: string } = {}): Promise<ContractSource[]> {
  if (rows.length === 0) return [];
  // One array parameter instead of `in ($1, …, $5000)`: thousands of parameters cost more to
  // send and plan than the lookup itself.
  const ids = sql`${`{${rows.map((r) => r.contractId).join(",")}}`}::uuid[]`;

  const changes = await db
    .select()
    .from(contractRentChanges)
    .where(and(eq(contractRentChanges.workspaceId, workspaceId), sql`${contractRentChanges.contractId} = any(${ids})`))
    .orderBy(asc(contractRentChanges.validFrom));
  const changesOf = new Map<string, RentStepDto[]>();
  for (const ch of changes) {
    const list = changesOf.get(ch.contractId) ?? [];
    list.push({ id: ch.id, version: ch.version, validFrom: ch.validFrom, coldRentCents: cents(ch.coldRentCents), serviceChargeCents: cents(ch.serviceChargeCents), reason: ch.reason, note: ch.note });
    changesOf.set(ch.contractId, list);
  }

  const paymentsOf = await loadPayments(db, workspaceId, ids, options.paymentsUntil);
  const settlementsOf = await loadSettlements(db, workspaceId, ids);

  return rows.map((r) => {
    const own: RentStepDto = {
      id: null,
      version: null,
      validFrom: r.startDate,
      coldRentCents: r.coldRentCents,
      serviceChargeCents: r.serviceChargeCents ?? ZERO_CENTS,
      reason: "contract",
      note: "",
    };
    return { ...r, steps: [own, ...(changesOf.get(r.contractId) ?? [])], payments: paymentsOf.get(r.contractId) ?? [], settlements: settlementsOf.get(r.contractId) ?? [] };
  });
}

/** Contracts with everything their accounts are computed from, in the rent roll's order. */
export async function loadContractSources(db: Db, workspaceId: string, where: SQL | undefined, options: { paymentsUntil?: string } = {}): Promise<ContractSource[]> {
  return withAccountInputs(db, workspaceId, await loadContractRows(db, workspaceId, where), options);
}

/** The last month an account shows: `untilMonth`, but never before the month of `day`. */
export const accountUntil = (untilMonth: string, day: string) => (untilMonth > day.slice(0, 7) ? untilMonth : day.slice(0, 7));

/** The account of a contract up to `untilMonth` (at least the month of `day`), as of `day`. */
export function accountOf(source: ContractSource, untilMonth: string, day: string): TenantAccount {
  return tenantAccount({
    contract: { startDate: source.startDate, endDate: source.endDate, steps: domainSteps(source.steps) },
    openingBalance: source.openingBalance,
    payments: source.payments,
    settlements: source.settlements,
    untilMonth: accountUntil(untilMonth, day),
    today: day,
  });
}

/** One payment as `loadPayments` receives it: [booking id, number, payment date, amount, rent month, meant for a statement]. */
type PaymentTuple = [string, string, string, number | string, string | null, boolean];

/**
 * The payments of the contracts: per contract and booking the sum of its rent and NK lines
 * (zero sums left out), with the first designated month. One row per contract with its
 * payments as a JSON array: a rent roll of 5.000 contracts has some 100.000 payments, and
 * one JSON value per contract is far cheaper for the drivers (PGlite above all) than a row each.
 */
async function loadPayments(db: Db, workspaceId: string, ids: SQL, until: string | undefined): Promise<Map<string, AccountPayment[]>> {
  const perBooking = db
    .select({
      contractId: sql<string>`${bookingLines.contractId}`.as("contract_id"),
      payment: sql`json_build_array(${bookings.id}, ${bookings.number}, ${bookings.paymentDate}, sum(${bookingLines.amountCents}), min(${bookingLines.rentMonth})::text, bool_or(${bookingLines.category} = ${SETTLEMENT_PAYMENT_CATEGORY}))`.as("payment"),
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(
      and(
        eq(bookingLines.workspaceId, workspaceId),
        sql`${bookingLines.contractId} = any(${ids})`,
        inArray(bookingLines.category, [...RENT_PAYMENT_CATEGORIES, SETTLEMENT_PAYMENT_CATEGORY]),
        until ? sql`${bookingLines.paymentDate} <= ${until}` : undefined,
      ),
    )
    .groupBy(bookingLines.contractId, bookings.id, bookings.number, bookings.paymentDate)
    .having(sql`sum(${bookingLines.amountCents}) <> 0`)
    .as("per_booking");
  const rows = await db
    .select({ contractId: perBooking.contractId, payments: sql<PaymentTuple[] | string>`json_agg(${perBooking.payment})` })
    .from(perBooking)
    .groupBy(perBooking.contractId);
  const paymentsOf = new Map<string, AccountPayment[]>();
  for (const row of rows) {
    // Both drivers parse json; a string would mean one that does not.
    const tuples = typeof row.payments === "string" ? (JSON.parse(row.payments) as PaymentTuple[]) : row.payments;
    paymentsOf.set(
      row.contractId,
      tuples.map(([bookingId, number, paymentDate, amount, rentMonth, forSettlement]) => ({
        bookingId,
        number,
        paymentDate,
        amountCents: cents(Number(amount)),
        designatedMonth: rentMonth ? rentMonth.slice(0, 7) : null,
        designatesSettlement: forSettlement,
      })),
    );
  }
  return paymentsOf;
}

/** The sent statements' results for the contracts (few: one a year at most), oldest first. */
async function loadSettlements(db: Db, workspaceId: string, ids: SQL): Promise<Map<string, AccountSettlement[]>> {
  const rows = await db
    .select()
    .from(contractSettlements)
    .where(and(eq(contractSettlements.workspaceId, workspaceId), sql`${contractSettlements.contractId} = any(${ids})`))
    .orderBy(asc(contractSettlements.sentOn), asc(contractSettlements.id));
  const settlementsOf = new Map<string, AccountSettlement[]>();
  for (const r of rows) {
    const list = settlementsOf.get(r.contractId) ?? [];
    list.push({ id: r.statementId, periodStart: r.periodStart, periodEnd: r.periodEnd, date: r.sentOn, dueDate: r.dueOn, claimCents: cents(r.claimCents), writeOffCents: cents(r.writeOffCents) });
    settlementsOf.set(r.contractId, list);
  }
  return settlementsOf;
}
