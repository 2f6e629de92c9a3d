import { and, eq } from "drizzle-orm";
import { cents, subCents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import type { BookingCategory } from "@/domain/booking-categories";
import type { BookingOrigin } from "@/shared/enums";
import { allocatePayment } from "@/domain/rent-roll";
import type { BookingDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import type { BookingLineInput } from "@/shared/schemas/bookings";
import type { PaymentAllocationInput, RentPaymentInput } from "@/shared/schemas/rent-roll";
import { CONTRACT } from "@/server/features/contracts";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { rentalContracts } from "@/server/db/schema";
import { BOOKING, getBooking, insertBooking, lockedBookingSnapshot, requireNotReversed, setLinesRentMonth } from "@/server/features/bookings";
import { AppError, notFound } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { RENT_PAYMENT_CATEGORIES } from "./account-source";
import { accountOf } from "./account-source";
import { loadSource } from "./rent-roll.service";

export const PAYMENT = "Die Zahlung";

type Ctx = { db: Db; actor: Actor };

const line = (base: Pick<BookingLineInput, "propertyId" | "unitId" | "contractId" | "rentMonth">, category: "rent" | "service_charge_prepayment", amountCents: Cents): BookingLineInput => ({
  ...base,
  loanId: null,
  category,
  subcategoryId: null,
  betrkvType: null,
  allocable: false,
  spreadYears: 1,
  amountCents,
  note: "",
});

/** A rent payment as it is booked: from the rent roll's dialog or a confirmed bank transaction. */
export type RentPaymentBooking = {
  workspaceId: string;
  userId: string | null;
  contractId: string;
  paymentDate: string;
  amountCents: Cents;
  /** The month the tenant named (§366(1) BGB); null: oldest first. */
  rentMonth: string | null;
  /** The booking's text; "" gives "Miete <tenant>". */
  text: string;
  /** "" gives the tenant's name. */
  counterpartyName: string;
  origin: BookingOrigin;
  /** Idempotency key ("bank:<transaction id>"); null for a payment typed in. */
  sourceKey: string | null;
};

/**
 * Books a rent payment on the contract inside the caller's transaction and returns the
 * booking's id (null: a booking with this `sourceKey` exists). The booking's lines follow the
 * allocation the rent roll will make (§366 BGB, decision 0006): the part that settles
 * Nebenkosten-Vorauszahlungen is booked as such, the rest (Kaltmiete and any credit) as
 * Kaltmiete, so the tax categories agree with the tenant account. 404 for a contract that is
 * not the workspace's.
 */
export async function bookRentPayment(tx: Db, payment: RentPaymentBooking): Promise<string | null> {
  const { workspaceId: ws, contractId } = payment;
  // Serialises payments of one contract, so two at once are both allocated on the other's result.
  const [locked] = await tx.select({ id: rentalContracts.id }).from(rentalContracts).where(and(eq(rentalContracts.id, contractId), eq(rentalContracts.workspaceId, ws))).for("update");
  if (!locked) throw notFound(CONTRACT);
  const source = await loadSource(tx, ws, contractId);
  const untilMonth = payment.rentMonth && payment.rentMonth > payment.paymentDate.slice(0, 7) ? payment.rentMonth : payment.paymentDate.slice(0, 7);
  const account = accountOf(source, untilMonth, payment.paymentDate);
  const items = account.months.flatMap((m) => [
    { key: `${m.month}:service_charge`, dueDate: m.dueDate, kind: "service_charge" as const, openCents: subCents(m.serviceChargeCents, m.paidServiceChargeCents) },
    { key: `${m.month}:cold_rent`, dueDate: m.dueDate, kind: "cold_rent" as const, openCents: subCents(m.coldRentCents, m.paidColdRentCents) },
  ]);
  const designated = payment.rentMonth ? [`${payment.rentMonth}:service_charge`, `${payment.rentMonth}:cold_rent`] : [];
  const { allocations } = allocatePayment(cents(payment.amountCents), items, designated);
  const serviceCharge = sumCents(allocations.filter((a) => a.key.endsWith(":service_charge")).map((a) => a.cents));
  const coldAndCredit = subCents(cents(payment.amountCents), serviceCharge);
  const base = { propertyId: source.propertyId, unitId: source.unitId, contractId, rentMonth: payment.rentMonth };
  const lines = [
    ...(serviceCharge > ZERO_CENTS ? [line(base, "service_charge_prepayment", serviceCharge)] : []),
    ...(coldAndCredit > ZERO_CENTS ? [line(base, "rent", coldAndCredit)] : []),
  ];
  return insertBooking(tx, {
    workspaceId: ws,
    userId: payment.userId,
    origin: payment.origin,
    sourceKey: payment.sourceKey,
    input: {
      number: null,
      paymentDate: payment.paymentDate,
      documentDate: payment.paymentDate,
      dueDate: null,
      servicePeriodStart: null,
      servicePeriodEnd: null,
      amountCents: payment.amountCents,
      vatCents: null,
      tenantId: source.tenantId,
      counterpartyName: payment.counterpartyName,
      text: payment.text || messages.rentPaymentText(source.tenantName),
      receiptIds: [],
      lines,
    },
  });
}

/** POST /contracts/:id/payments: books a rent payment on the contract ({@link bookRentPayment}). */
export async function recordRentPayment({ db, actor, contractId, input }: Ctx & { contractId: string; input: RentPaymentInput }): Promise<BookingDto> {
  authorize(actor, "write");
  const id = await db.transaction((tx) =>
    bookRentPayment(tx, {
      workspaceId: actor.workspaceId,
      userId: actor.userId,
      contractId,
      paymentDate: input.paymentDate,
      amountCents: cents(input.amountCents),
      rentMonth: input.rentMonth,
      text: input.text,
      counterpartyName: "",
      origin: "manual",
      sourceKey: null,
    }),
  );
  return getBooking({ db, actor, id: id! });
}

const isRentPaymentCategory = (category: BookingCategory) => (RENT_PAYMENT_CATEGORIES as readonly BookingCategory[]).includes(category);

/**
 * PATCH /contracts/:id/payments/:bookingId: re-allocates a payment by hand (decision 0012).
 * Sets the month its rent and NK lines on this contract are designated for (served first,
 * §366(1) BGB), or clears it (null: oldest first, §366(2)); the tenant account follows on
 * the next read. Only the designation changes — amount, categories and payment date stay —
 * so it is allowed in a closed year too. Refused: a booking that is not a payment on this
 * contract (404), a refund (409), half of a reversed pair (409), a month outside the
 * account (400), an outdated booking version (409 `stale`).
 */
export async function reallocatePayment({ db, actor, contractId, bookingId, input }: Ctx & { contractId: string; bookingId: string; input: PaymentAllocationInput }): Promise<BookingDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db.transaction(async (tx) => {
    const source = await loadSource(tx, ws, contractId);
    const before = await lockedBookingSnapshot(tx, ws, bookingId);
    if (!before) throw notFound(BOOKING);
    const lines = before.lines.filter((l) => l.contractId === contractId && isRentPaymentCategory(l.category));
    if (lines.length === 0) throw notFound(PAYMENT);
    requireNotReversed(before);
    if (sumCents(lines.map((l) => l.amountCents)) <= ZERO_CENTS) throw new AppError("conflict", messages.refundNotAllocated);
    if (input.rentMonth !== null && !inAccount(source, input.rentMonth)) throw fieldError("rentMonth", messages.allocationMonthOutsideTenancy);
    await setLinesRentMonth(tx, { workspaceId: ws, userId: actor.userId, before, version: input.version, lineIds: lines.map((l) => l.id), rentMonth: input.rentMonth });
  });
  return getBooking({ db, actor, id: bookingId });
}

/** The months the account charges: from the start (or the opening balance, when later) to the end. */
function inAccount(source: { startDate: string; endDate: string | null; openingBalance: { month: string } | null }, month: string): boolean {
  const start = source.startDate.slice(0, 7);
  const first = source.openingBalance && source.openingBalance.month > start ? source.openingBalance.month : start;
  return month >= first && (source.endDate === null || month <= source.endDate.slice(0, 7));
}
