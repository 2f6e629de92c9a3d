import { and, eq, inArray, sql } from "drizzle-orm";
import type { BankAccountDto } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import type { BankAccountInputParsed, BankAccountUpdateInput } from "@/shared/schemas/bank-import";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { bankAccountProperties, bankAccounts, bankTransactions, properties } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { PROPERTY } from "@/server/features/properties";
import { loadBankAccounts } from "./bank-account-dto";

export const BANK_ACCOUNT = "Das Bankkonto";

type Ctx = { db: Db; actor: Actor };
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** The workspace's account (404 otherwise); `lock` takes its row for the transaction (imports into it run one after the other). */
export async function findOwnedBankAccount(db: Db, workspaceId: string, id: string, lock = false): Promise<BankAccountRow> {
  const query = db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.workspaceId, workspaceId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(BANK_ACCOUNT);
  return row;
}

async function readAccount(db: Db, workspaceId: string, id: string): Promise<BankAccountDto> {
  const [dto] = await loadBankAccounts(db, workspaceId, eq(bankAccounts.id, id));
  if (!dto) throw notFound(BANK_ACCOUNT);
  return dto;
}

/** The account's properties are replaced by `propertyIds`, each of which must be the workspace's (404). */
async function setProperties(tx: Db, workspaceId: string, bankAccountId: string, propertyIds: string[]): Promise<void> {
  if (propertyIds.length > 0) {
    const own = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, propertyIds)));
    if (own.length < propertyIds.length) {
      const message = messages.notFound(PROPERTY);
      throw new AppError("not_found", message, { fields: [{ field: "propertyIds", message }] });
    }
  }
  await tx.delete(bankAccountProperties).where(and(eq(bankAccountProperties.workspaceId, workspaceId), eq(bankAccountProperties.bankAccountId, bankAccountId)));
  if (propertyIds.length > 0) await tx.insert(bankAccountProperties).values(propertyIds.map((propertyId) => ({ workspaceId, bankAccountId, propertyId })));
}

/** A second account with the same IBAN: 409 with the field, instead of the generic duplicate text. */
function ibanTaken(err: unknown): never {
  if (isUniqueViolation(err, "bank_accounts_workspace_iban_unique")) {
    throw new AppError("conflict", messages.bankAccountIbanTaken, { fields: [{ field: "iban", message: messages.bankAccountIbanTaken }] });
  }
  throw err;
}

/** GET /bank-accounts */
export async function listBankAccounts({ db, actor }: Ctx): Promise<BankAccountDto[]> {
  authorize(actor, "read");
  return loadBankAccounts(db, actor.workspaceId);
}

/** GET /bank-accounts/:id */
export async function getBankAccount({ db, actor, id }: Ctx & { id: string }): Promise<BankAccountDto> {
  authorize(actor, "read");
  return readAccount(db, actor.workspaceId, id);
}

/** POST /bank-accounts */
export async function createBankAccount({ db, actor, input }: Ctx & { input: BankAccountInputParsed }): Promise<BankAccountDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(bankAccounts).values({ workspaceId: ws, name: input.name, iban: input.iban }).returning({ id: bankAccounts.id });
      await setProperties(tx, ws, row!.id, input.propertyIds);
      return row!.id;
    })
    .catch(ibanTaken);
  return readAccount(db, ws, id);
}

/**
 * PATCH /bank-accounts/:id. The IBAN of an account with transactions stays (409): it is part of
 * every stored transaction's fingerprint, so a changed one would import them all again.
 */
export async function updateBankAccount({ db, actor, id, input }: Ctx & { id: string; input: BankAccountUpdateInput }): Promise<BankAccountDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db
    .transaction(async (tx) => {
      const current = await findOwnedBankAccount(tx, ws, id, true);
      if (current.iban !== input.iban && (await hasTransactions(tx, ws, id))) {
        throw new AppError("conflict", messages.bankAccountIbanLocked, { fields: [{ field: "iban", message: messages.bankAccountIbanLocked }] });
      }
      await updateVersioned(tx, bankAccounts, { id, workspaceId: ws, version: input.version }, { name: input.name, iban: input.iban }, BANK_ACCOUNT);
      await setProperties(tx, ws, id, input.propertyIds);
    })
    .catch(ibanTaken);
  return readAccount(db, ws, id);
}

async function hasTransactions(db: Db, workspaceId: string, bankAccountId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.workspaceId, workspaceId), eq(bankTransactions.bankAccountId, bankAccountId)))
    .limit(1);
  return row !== undefined;
}

/** DELETE /bank-accounts/:id: only an account without transactions (409): its history stays. */
export async function deleteBankAccount({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db.transaction(async (tx) => {
    await findOwnedBankAccount(tx, ws, id, true);
    if (await hasTransactions(tx, ws, id)) throw new AppError("conflict", messages.bankAccountHasTransactions);
    await deleteOwned(tx, bankAccounts, { id, workspaceId: ws }, BANK_ACCOUNT);
  });
}
