import { and, asc, eq, sql } from "drizzle-orm";
import type { BankRuleDto } from "@/shared/bank-import-types";
import type { BankRuleInputParsed, BankRuleUpdateInput } from "@/shared/schemas/bank-import";
import type { BookingLineInput } from "@/shared/schemas/bookings";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bankRules } from "@/server/db/schema";
import { deleteOwned, updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { checkLineReferences } from "@/server/features/bookings";
import { bankRuleDto, type BankRuleRow } from "./bank-rule-dto";

export const BANK_RULE = "Die Regel";

type Ctx = { db: Db; actor: Actor };

/** The rule's columns of a payload. */
export function ruleColumns(input: BankRuleInputParsed | BankRuleUpdateInput) {
  return {
    name: input.name,
    counterpartyIban: input.counterpartyIban,
    counterpartyContains: input.counterpartyContains,
    purposeContains: input.purposeContains,
    direction: input.direction,
    propertyId: input.propertyId,
    unitId: input.unitId,
    category: input.category,
    subcategoryId: input.subcategoryId,
    betrkvType: input.betrkvType,
    automatic: input.automatic,
  };
}

/**
 * What the rule books is a booking line: its property, unit and subcategory must be the
 * workspace's (404) and fit together (400), checked as a line is. The line's field names
 * ("lines.0.unitId") are the rule's own here ("unitId").
 */
export async function checkRuleReferences(db: Db, workspaceId: string, rule: Pick<BankRuleInputParsed, "propertyId" | "unitId" | "category" | "subcategoryId" | "betrkvType">): Promise<void> {
  // The BetrKV type was checked by the schema (bankRuleInput parses the line with bookingLineInput).
  const line: BookingLineInput = { ...rule, betrkvType: rule.betrkvType as BookingLineInput["betrkvType"], contractId: null, loanId: null, allocable: false, spreadYears: 1, amountCents: -1, note: "", rentMonth: null };
  try {
    await checkLineReferences(db, workspaceId, [line]);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const details = err.details as { fields?: { field: string; message: string }[] } | null;
    const fields = details?.fields?.map((f) => ({ ...f, field: f.field.replace(/^lines\.0\./, "") }));
    throw new AppError(err.code, err.message, fields ? { fields } : err.details, err.hint);
  }
}

async function readRule(db: Db, workspaceId: string, id: string): Promise<BankRuleRow> {
  const [row] = await db
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.id, id), eq(bankRules.workspaceId, workspaceId)));
  if (!row) throw notFound(BANK_RULE);
  return row;
}

/** GET /bank-rules: by name. */
export async function listBankRules({ db, actor }: Ctx): Promise<BankRuleDto[]> {
  authorize(actor, "read");
  const rows = await db.select().from(bankRules).where(eq(bankRules.workspaceId, actor.workspaceId)).orderBy(asc(sql`lower(${bankRules.name})`), asc(bankRules.id));
  return rows.map(bankRuleDto);
}

/** Inserts a rule in the caller's transaction (POST /bank-rules and "Immer so buchen" of a confirmation). */
export async function insertBankRule(tx: Db, workspaceId: string, input: BankRuleInputParsed): Promise<BankRuleRow> {
  await checkRuleReferences(tx, workspaceId, input);
  const [row] = await tx.insert(bankRules).values({ ...ruleColumns(input), workspaceId }).returning();
  return row!;
}

/** POST /bank-rules */
export async function createBankRule({ db, actor, input }: Ctx & { input: BankRuleInputParsed }): Promise<BankRuleDto> {
  authorize(actor, "write");
  return bankRuleDto(await db.transaction((tx) => insertBankRule(tx, actor.workspaceId, input)));
}

/** PATCH /bank-rules/:id */
export async function updateBankRule({ db, actor, id, input }: Ctx & { id: string; input: BankRuleUpdateInput }): Promise<BankRuleDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const row = await db.transaction(async (tx) => {
    await readRule(tx, ws, id);
    await checkRuleReferences(tx, ws, input);
    return updateVersioned(tx, bankRules, { id, workspaceId: ws, version: input.version }, ruleColumns(input), BANK_RULE);
  });
  return bankRuleDto(row);
}

/** DELETE /bank-rules/:id: what it booked stays booked. */
export async function deleteBankRule({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  await deleteOwned(db, bankRules, { id, workspaceId: actor.workspaceId }, BANK_RULE);
}
