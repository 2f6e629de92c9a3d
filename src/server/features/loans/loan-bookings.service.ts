import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import { loanBookingPlan } from "@/domain/loan-bookings";
import { endOfMonth, formatDate, today } from "@/core/dates";
import type { Cents } from "@/core/money";
import { messages } from "@/shared/messages";
import type { LoanBookingsRunDto } from "@/shared/loan-types";
import { bookingCreateInput, type BookingCreateInput, type BookingLineInput } from "@/shared/schemas/bookings";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bookingLines, bookings, closedTaxYears } from "@/server/db/schema";
import { insertBooking, removeGeneratedBooking } from "@/server/features/bookings";
import { findLoanRow, specialsByLoan, toDomain } from "./loans.service";

// Loan instalments (issue 14): the bookings of a loan's schedule, each once. An instalment
// is one booking with a Schuldzinsen line (an expense) and a Tilgung line (no expense), a
// Sondertilgung a booking of its own. Bookings up to today count as paid and stay as they
// are; future ones follow the loan when it changes, unless someone edited them by hand.

type Ctx = { db: Db; actor: Actor };
type LoanRow = Awaited<ReturnType<typeof findLoanRow>>;

export const instalmentSourceKey = (loanId: string, month: string) => `loan:${loanId}:${month}`;
export const specialSourceKey = (loanId: string, date: string) => `loan:${loanId}:special:${date}`;

/** "2025-02-01" → "02/2025" */
const monthYear = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;

type Wanted = { key: string; input: BookingCreateInput };

function booking(loan: LoanRow, date: string, text: string, lines: Array<{ category: "loan_interest" | "loan_repayment"; amount: Cents }>): BookingCreateInput {
  // Lines of 0 € are left out (a month without interest, a last month without principal).
  const nonZero = lines.filter((l) => l.amount > 0);
  return bookingCreateInput.parse({
    paymentDate: date,
    documentDate: date,
    dueDate: date,
    amountCents: -nonZero.reduce((sum, l) => sum + l.amount, 0),
    counterpartyName: loan.lender,
    text,
    lines: nonZero.map((l) => ({ propertyId: loan.propertyId, loanId: loan.id, category: l.category, amountCents: -l.amount })),
  });
}

/** Every booking the loan's current schedule makes, by source key. */
function wantedBookings(loan: LoanRow, plan: ReturnType<typeof loanBookingPlan>): Map<string, Wanted> {
  const wanted = new Map<string, Wanted>();
  for (const i of plan.instalments) {
    const key = instalmentSourceKey(loan.id, i.month);
    wanted.set(key, {
      key,
      input: booking(loan, i.date, messages.loanInstalmentText(loan.lender, monthYear(i.date)), [
        { category: "loan_interest", amount: i.interest },
        { category: "loan_repayment", amount: i.principal },
      ]),
    });
  }
  for (const s of plan.specials) {
    const key = specialSourceKey(loan.id, s.date);
    wanted.set(key, { key, input: booking(loan, s.date, messages.loanSpecialRepaymentText(loan.lender, formatDate(s.date)), [{ category: "loan_repayment", amount: s.amount }]) });
  }
  return wanted;
}

type Shape = Pick<BookingCreateInput, "paymentDate" | "amountCents" | "text" | "counterpartyName"> & {
  lines: Array<Pick<BookingLineInput, "propertyId" | "loanId" | "category" | "amountCents">>;
};
/** What decides whether a stored booking is still the one the schedule makes. */
const shapeOf = (b: Shape) =>
  JSON.stringify([b.paymentDate, b.amountCents, b.text, b.counterpartyName, b.lines.map((l) => [l.propertyId, l.loanId, l.category, l.amountCents])]);

/**
 * The loan's generated bookings that may be booked anew: payment date after today (not paid
 * yet), never edited (version 1), in an open year, not reversed; with their lines.
 */
async function replaceableBookings(tx: Db, workspaceId: string, loanId: string, asOf: string, closedYears: Set<number>) {
  const rows = await tx
    .select({ id: bookings.id, sourceKey: bookings.sourceKey, paymentDate: bookings.paymentDate, amountCents: bookings.amountCents, text: bookings.text, counterpartyName: bookings.counterpartyName, version: bookings.version })
    .from(bookings)
    .where(
      and(
        eq(bookings.workspaceId, workspaceId),
        eq(bookings.origin, "loan"),
        like(bookings.sourceKey, `loan:${loanId}:%`),
        sql`${bookings.paymentDate} > ${asOf}`,
        eq(bookings.version, 1),
        sql`not exists (select 1 from ${bookings} r where r.reversal_of_id = ${bookings.id})`,
      ),
    );
  const open = rows.filter((r) => !closedYears.has(Number(r.paymentDate.slice(0, 4))));
  const lines =
    open.length === 0
      ? []
      : await tx
          .select({ bookingId: bookingLines.bookingId, propertyId: bookingLines.propertyId, loanId: bookingLines.loanId, category: bookingLines.category, amountCents: bookingLines.amountCents })
          .from(bookingLines)
          .where(and(eq(bookingLines.workspaceId, workspaceId), inArray(bookingLines.bookingId, open.map((r) => r.id))))
          .orderBy(asc(bookingLines.bookingId), asc(bookingLines.position));
  return open.map((r) => ({ ...r, lines: lines.filter((l) => l.bookingId === r.id) }));
}

/**
 * POST /loans/:loanId/bookings: books the loan's instalments and Sondertilgungen due up to
 * `until` (default: the end of the current month), each once. Future generated bookings
 * that no longer match the loan (it was changed) are removed first and booked anew from
 * the current schedule. One transaction; concurrent runs for the loan queue on its lock.
 */
export async function generateLoanBookings({ db, actor, loanId, until }: Ctx & { loanId: string; until?: string }): Promise<LoanBookingsRunDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const asOf = today();
  const last = until ?? endOfMonth(asOf);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`loan-bookings:${loanId}`}))`);
    const loan = await findLoanRow(tx, actor, loanId);
    const specials = (await specialsByLoan(tx, actor, [loan.id])).get(loan.id) ?? [];
    const wanted = wantedBookings(loan, loanBookingPlan(toDomain(loan, specials)));
    const closed = await tx.select({ year: closedTaxYears.year }).from(closedTaxYears).where(eq(closedTaxYears.workspaceId, ws));
    const closedYears = new Set(closed.map((c) => c.year));

    let removed = 0;
    for (const existing of await replaceableBookings(tx, ws, loan.id, asOf, closedYears)) {
      const want = wanted.get(existing.sourceKey ?? "");
      if (want && shapeOf(want.input) === shapeOf(existing)) continue;
      if (await removeGeneratedBooking(tx, { workspaceId: ws, userId: actor.userId, id: existing.id })) removed++;
    }

    const booked = new Set(
      (await tx.select({ key: bookings.sourceKey }).from(bookings).where(and(eq(bookings.workspaceId, ws), like(bookings.sourceKey, `loan:${loan.id}:%`)))).map((b) => b.key),
    );
    let created = 0;
    let skipped = 0;
    const due = [...wanted.values()].filter((w) => w.input.paymentDate <= last).sort((a, b) => (a.input.paymentDate < b.input.paymentDate ? -1 : a.input.paymentDate > b.input.paymentDate ? 1 : 0));
    for (const { key, input } of due) {
      if (booked.has(key) || closedYears.has(Number(input.paymentDate.slice(0, 4)))) {
        skipped++;
        continue;
      }
      if ((await insertBooking(tx, { workspaceId: ws, userId: actor.userId, input, origin: "loan", sourceKey: key })) === null) skipped++;
      else created++;
    }
    return { created, skipped, removed };
  });
}
