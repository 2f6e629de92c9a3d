import { and, eq, sql } from "drizzle-orm";
import type { BankStatementImportDto, BankStatementPreviewDto } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bankAccounts, bankRules, bankTransactions } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import type { UploadedFile } from "@/server/http/upload";
import { findOwnedBankAccount } from "./bank-accounts.service";
import type { BankRuleRow } from "./bank-rule-dto";
import type { BankTransactionRow } from "./bank-transaction-dto";
import { matchable, proposalsFor } from "./proposals";
import { bookByRule, closedYearsOf, countRuleUses } from "./rule-booking";
import { ibanMismatchError, readStatementForAccount, type FingerprintedTransaction } from "./statement-reading";
import { statementOptionsOf } from "./statement-upload";

// Statement files: previewed (nothing stored; the browser keeps the file and sends it again
// to import) and imported all-or-nothing. Stateless like the spreadsheet import.

type Ctx = { db: Db; actor: Actor; read: () => Promise<UploadedFile> };

/** Rows per INSERT: 18 columns each stays far below PostgreSQL's 65.535 parameters. */
const INSERT_CHUNK = 500;

/** The fingerprints among `fingerprints` already stored for the account. */
async function storedFingerprints(db: Db, workspaceId: string, bankAccountId: string, fingerprints: readonly string[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  // One array parameter, whatever the file's size.
  const list = sql`${`{${fingerprints.join(",")}}`}::text[]`;
  const rows = await db
    .select({ fingerprint: bankTransactions.fingerprint })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.workspaceId, workspaceId), eq(bankTransactions.bankAccountId, bankAccountId), sql`${bankTransactions.fingerprint} = any(${list})`));
  return new Set(rows.map((r) => r.fingerprint));
}

/** POST /bank-statements/preview: what the file holds for the account, which of it is new. Writes nothing. */
export async function previewStatement({ db, actor, read }: Ctx): Promise<BankStatementPreviewDto> {
  // An import's first step: only who may import may preview (and the body is read only then).
  authorize(actor, "write");
  const file = await read();
  const options = statementOptionsOf(file);
  const account = await findOwnedBankAccount(db, actor.workspaceId, options.bankAccountId);
  const reading = readStatementForAccount(file, account, options.csvMapping);
  if (reading.kind === "needsMapping") return { ok: false, needsMapping: true, ...reading.value };
  const statement = reading.value;
  const stored = await storedFingerprints(db, actor.workspaceId, account.id, statement.transactions.map((t) => t.fingerprint));
  const transactions = statement.transactions.map((t) => ({
    bookingDate: t.bookingDate,
    valueDate: t.valueDate,
    amountCents: t.amount,
    counterpartyName: t.counterpartyName,
    counterpartyIban: t.counterpartyIban,
    purpose: t.purpose,
    bankTransactionText: t.bankTransactionText,
    duplicate: stored.has(t.fingerprint),
  }));
  const duplicateCount = transactions.filter((t) => t.duplicate).length;
  return {
    ok: true,
    formatLabel: statement.formatName,
    fileIban: statement.fileIban,
    ibanMismatch: statement.ibanMismatch,
    from: statement.from,
    to: statement.to,
    transactions,
    newCount: transactions.length - duplicateCount,
    duplicateCount,
    skipped: statement.skipped,
    errors: statement.errors,
  };
}

const rowOf = (workspaceId: string, bankAccountId: string, t: FingerprintedTransaction) => ({
  workspaceId,
  bankAccountId,
  fingerprint: t.fingerprint,
  bookingDate: t.bookingDate,
  valueDate: t.valueDate,
  amountCents: t.amount,
  currency: t.currency.toUpperCase(),
  counterpartyName: t.counterpartyName,
  counterpartyIban: t.counterpartyIban,
  counterpartyBic: t.counterpartyBic,
  purpose: t.purpose,
  bankTransactionText: t.bankTransactionText,
  endToEndId: t.endToEndId,
  mandateReference: t.mandateReference,
  creditorId: t.creditorId,
  bankReference: t.bankReference,
});

/**
 * Automatic rules book what they match at once; the rest counts as proposed when the list
 * would show a proposal for it. Rent proposals come first, as in the list: an automatic rule
 * books only what no contract's rent claims.
 */
async function applyAutomaticRules(tx: Db, actor: Actor, inserted: BankTransactionRow[]): Promise<{ autoBooked: number; proposed: number }> {
  const proposals = await proposalsFor(tx, actor.workspaceId, inserted.map(matchable));
  const automatic = new Map<string, BankRuleRow>();
  for (const rule of await tx.select().from(bankRules).where(and(eq(bankRules.workspaceId, actor.workspaceId), eq(bankRules.automatic, true)))) automatic.set(rule.id, rule);
  const closed = await closedYearsOf(tx, actor.workspaceId, inserted.map((t) => t.bookingDate));
  const uses = new Map<string, number>();
  let autoBooked = 0;
  for (const transaction of inserted) {
    const proposal = proposals.get(transaction.id);
    const rule = proposal?.kind === "rule" ? automatic.get(proposal.ruleId) : undefined;
    if (!rule || closed.has(Number(transaction.bookingDate.slice(0, 4)))) continue;
    if (await bookByRule(tx, { workspaceId: actor.workspaceId, userId: actor.userId, transaction, rule })) {
      autoBooked += 1;
      uses.set(rule.id, (uses.get(rule.id) ?? 0) + 1);
    }
  }
  await countRuleUses(tx, actor.workspaceId, uses);
  return { autoBooked, proposed: proposals.size - autoBooked };
}

/**
 * POST /bank-statements: imports the file into the account in one transaction — the new
 * transactions (those stored already, by fingerprint, are skipped), the mapping the user gave
 * for an unknown CSV (saved on the account), and the bookings of automatic rules.
 */
export async function importStatement({ db, actor, read }: Ctx): Promise<BankStatementImportDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const file = await read();
  const options = statementOptionsOf(file);
  const account = await findOwnedBankAccount(db, ws, options.bankAccountId);
  const reading = readStatementForAccount(file, account, options.csvMapping);
  if (reading.kind === "needsMapping") throw new AppError("bad_request", reading.message, { fields: [{ field: "csvMapping", message: reading.message }] });
  const statement = reading.value;
  if (statement.ibanMismatch) throw ibanMismatchError(statement, account);

  return db.transaction(async (tx) => {
    // Imports into one account run one after the other; the IBAN the fingerprints were made with still holds.
    const locked = await findOwnedBankAccount(tx, ws, account.id, true);
    if (locked.iban !== account.iban) throw new AppError("stale", messages.staleRecord);
    const inserted: BankTransactionRow[] = [];
    for (let i = 0; i < statement.transactions.length; i += INSERT_CHUNK) {
      const chunk = statement.transactions.slice(i, i + INSERT_CHUNK).map((t) => rowOf(ws, account.id, t));
      inserted.push(
        ...(await tx
          .insert(bankTransactions)
          .values(chunk)
          .onConflictDoNothing({ target: [bankTransactions.workspaceId, bankTransactions.bankAccountId, bankTransactions.fingerprint] })
          .returning()),
      );
    }
    if (options.csvMapping && statement.format === "generic-csv") {
      await tx
        .update(bankAccounts)
        .set({ csvMapping: options.csvMapping, version: sql`${bankAccounts.version} + 1`, updatedAt: new Date() })
        .where(and(eq(bankAccounts.id, account.id), eq(bankAccounts.workspaceId, ws)));
    }
    const { autoBooked, proposed } = inserted.length > 0 ? await applyAutomaticRules(tx, actor, inserted) : { autoBooked: 0, proposed: 0 };
    return { imported: inserted.length, duplicates: statement.transactions.length - inserted.length, autoBooked, proposed };
  });
}
