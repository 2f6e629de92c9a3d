import { and, eq } from "drizzle-orm";
import { formatDate } from "@/core/dates";
import { cents, formatEuro } from "@/core/money";
import { proposeMatches } from "@/domain/bank-matching";
import type { BankTransactionDto } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import type { BankRuleInputParsed, BankTransactionConfirmInputParsed, BankTransactionListQuery } from "@/shared/schemas/bank-import";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bankRules, bankTransactions } from "@/server/db/schema";
import { updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import { insertBooking } from "@/server/features/bookings";
import { bookRentPayment } from "@/server/features/rent-roll";
import { findOwnedBankAccount } from "./bank-accounts.service";
import { insertBankRule } from "./bank-rules.service";
import { loadTransactions, statusWhere, transactionDto, type BankTransactionRow } from "./bank-transaction-dto";
import { matchRuleOf } from "./match-inputs";
import { matchable, proposalsFor } from "./proposals";
import { bankSourceKey, countRuleUses } from "./rule-booking";

export const BANK_TRANSACTION = "Der Umsatz";

type Ctx = { db: Db; actor: Actor };
type BookingConfirm = Extract<BankTransactionConfirmInputParsed, { kind: "booking" }>;

/** Booked and ignored lists show the newest this many; the open list is the work queue and shows all. */
export const DONE_LIST_LIMIT = 2_000;

/** GET /bank-transactions?status=open|booked|ignored&bankAccountId=: newest first; open ones with their proposal. */
export async function listBankTransactions({ db, actor, query }: Ctx & { query: BankTransactionListQuery }): Promise<BankTransactionDto[]> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  if (query.bankAccountId) await findOwnedBankAccount(db, ws, query.bankAccountId);
  const where = and(statusWhere(query.status), query.bankAccountId ? eq(bankTransactions.bankAccountId, query.bankAccountId) : undefined);
  const rows = await loadTransactions(db, ws, where, query.status === "open" ? undefined : DONE_LIST_LIMIT);
  const proposals = query.status === "open" ? await proposalsFor(db, ws, rows.map(matchable)) : new Map();
  return rows.map((row) => transactionDto(row, proposals.get(row.id) ?? null));
}

/** One transaction as the list shows it (with its proposal when open). */
async function readTransaction(db: Db, workspaceId: string, id: string): Promise<BankTransactionDto> {
  const [row] = await loadTransactions(db, workspaceId, eq(bankTransactions.id, id));
  if (!row) throw notFound(BANK_TRANSACTION);
  const proposals = row.bookingId === null && !row.ignored ? await proposalsFor(db, workspaceId, [matchable(row)]) : new Map();
  return transactionDto(row, proposals.get(row.id) ?? null);
}

/** The transaction's row locked for the change (404 when not the workspace's), at the version the client read (409 stale). */
async function lockedTransaction(tx: Db, workspaceId: string, id: string, version: number): Promise<BankTransactionRow> {
  const [row] = await tx
    .select()
    .from(bankTransactions)
    .where(and(eq(bankTransactions.id, id), eq(bankTransactions.workspaceId, workspaceId)))
    .for("update");
  if (!row) throw notFound(BANK_TRANSACTION);
  if (row.version !== version) throw new AppError("stale", messages.staleRecord);
  return row;
}

/** The bank's facts are not edited: the booking's date and amount are the transaction's. */
function requireBankFacts(row: BankTransactionRow, input: BookingConfirm): void {
  if (input.booking.paymentDate !== row.bookingDate) throw fieldError("booking.paymentDate", messages.bankConfirmDateMismatch(formatDate(row.bookingDate)));
  if (input.booking.amountCents !== row.amountCents) throw fieldError("booking.amountCents", messages.bankConfirmAmountMismatch(formatEuro(cents(row.amountCents), { decimals: 2 })));
}

/**
 * "Immer so buchen": a rule from the booking's first line, on the counterparty's IBAN, else its
 * name, else the purpose; for money in or out as this transaction is.
 */
function ruleFromBooking(row: BankTransactionRow, input: BookingConfirm, saveRule: NonNullable<BookingConfirm["saveRule"]>): BankRuleInputParsed {
  const line = input.booking.lines[0]!;
  const name = row.counterpartyName?.trim() ?? "";
  const purpose = row.purpose.trim();
  if (!row.counterpartyIban && name === "" && purpose === "") throw new AppError("bad_request", messages.bankRuleFromNothing);
  return {
    name: saveRule.name,
    counterpartyIban: row.counterpartyIban,
    counterpartyContains: row.counterpartyIban ? null : name !== "" ? name.slice(0, 200) : null,
    purposeContains: row.counterpartyIban || name !== "" ? null : purpose.slice(0, 200),
    direction: row.amountCents > 0 ? "in" : "out",
    propertyId: line.propertyId,
    unitId: line.unitId,
    category: line.category,
    subcategoryId: line.subcategoryId,
    betrkvType: line.betrkvType,
    automatic: saveRule.automatic,
  };
}

/** A rule whose proposal the user confirmed as proposed (same property and category) has been used once more. */
async function countConfirmedRule(tx: Db, workspaceId: string, row: BankTransactionRow, input: BookingConfirm): Promise<void> {
  const rules = await tx.select().from(bankRules).where(eq(bankRules.workspaceId, workspaceId));
  const match = proposeMatches([matchable(row)], [], rules.map(matchRuleOf)).get(row.id);
  const rule = match?.kind === "rule" ? rules.find((r) => r.id === match.ruleId) : undefined;
  const line = input.booking.lines[0]!;
  if (rule && rule.propertyId === line.propertyId && rule.category === line.category) await countRuleUses(tx, workspaceId, new Map([[rule.id, 1]]));
}

async function bookAsBooking(tx: Db, actor: Actor, row: BankTransactionRow, input: BookingConfirm): Promise<string | null> {
  requireBankFacts(row, input);
  const booking = { ...input.booking, counterpartyName: input.booking.counterpartyName || (input.booking.tenantId ? "" : (row.counterpartyName ?? "").slice(0, 200)) };
  const bookingId = await insertBooking(tx, { workspaceId: actor.workspaceId, userId: actor.userId, input: booking, origin: "bank", sourceKey: bankSourceKey(row.id) });
  await countConfirmedRule(tx, actor.workspaceId, row, input);
  if (input.saveRule) await insertBankRule(tx, actor.workspaceId, ruleFromBooking(row, input, input.saveRule));
  return bookingId;
}

/**
 * POST /bank-transactions/:id/confirm: books the transaction — as the rent of a contract
 * (allocated exactly as the rent roll's own payments) or as the booking the user edited — and
 * links it, in one transaction. 409 when it is booked already or the version is outdated.
 */
export async function confirmBankTransaction({ db, actor, id, input }: Ctx & { id: string; input: BankTransactionConfirmInputParsed }): Promise<BankTransactionDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db.transaction(async (tx) => {
    const row = await lockedTransaction(tx, ws, id, input.version);
    if (row.bookingId !== null) throw new AppError("conflict", messages.bankTransactionBooked);
    let bookingId: string | null;
    if (input.kind === "rent") {
      if (row.amountCents <= 0) throw new AppError("bad_request", messages.bankRentOnlyForCredits);
      bookingId = await bookRentPayment(tx, {
        workspaceId: ws,
        userId: actor.userId,
        contractId: input.contractId,
        paymentDate: row.bookingDate,
        amountCents: cents(row.amountCents),
        rentMonth: input.rentMonth,
        text: row.purpose.trim().slice(0, 500),
        counterpartyName: (row.counterpartyName ?? "").trim().slice(0, 200),
        origin: "bank",
        sourceKey: bankSourceKey(row.id),
      });
    } else {
      bookingId = await bookAsBooking(tx, actor, row, input);
    }
    // A booking of this transaction exists already (reversed, so it stayed): not a second one.
    if (bookingId === null) throw new AppError("conflict", messages.bankTransactionBooked);
    await updateVersioned(tx, bankTransactions, { id, workspaceId: ws, version: input.version }, { bookingId, ignored: false }, BANK_TRANSACTION);
  });
  return readTransaction(db, ws, id);
}

/** POST /bank-transactions/:id/ignore: not booked, out of the open list (a transfer between own accounts). */
export async function ignoreBankTransaction({ db, actor, id, version }: Ctx & { id: string; version: number }): Promise<BankTransactionDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db.transaction(async (tx) => {
    const row = await lockedTransaction(tx, ws, id, version);
    if (row.bookingId !== null) throw new AppError("conflict", messages.bankTransactionBooked);
    await updateVersioned(tx, bankTransactions, { id, workspaceId: ws, version }, { ignored: true }, BANK_TRANSACTION);
  });
  return readTransaction(db, ws, id);
}

/** POST /bank-transactions/:id/reopen: an ignored one is open again; a booked one stays (409: delete its booking to reopen it). */
export async function reopenBankTransaction({ db, actor, id, version }: Ctx & { id: string; version: number }): Promise<BankTransactionDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db.transaction(async (tx) => {
    const row = await lockedTransaction(tx, ws, id, version);
    if (row.bookingId !== null) throw new AppError("conflict", messages.bankTransactionBookedNotReopened);
    await updateVersioned(tx, bankTransactions, { id, workspaceId: ws, version }, { ignored: false }, BANK_TRANSACTION);
  });
  return readTransaction(db, ws, id);
}
