import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import { dateInAppTimeZone, now, today, type IsoDate } from "@/core/dates";
import { cents, type Cents } from "@/core/money";
import { statementDeadline } from "@/domain/operating-costs/period";
import type { StatementDetailDto, StatementRecipientDto, StatementResultDto, StatementScopeDto, StatementSummaryDto } from "@/shared/operating-cost-types";
import { statementSettings, type StatementCreateInput, type StatementUpdateInput } from "@/shared/schemas/operating-costs";
import { messages } from "@/shared/messages";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { operatingCostStatements, rentalContracts, statementMailings, statementScopeParts, tenants } from "@/server/db/schema";
import { updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { findOwnedProperty } from "@/server/features/properties";
import { computeStatementOf, type ComputedStatement } from "./statement-result";
import { checkSettingsRefer } from "./settings-rules";
import { syncSettlements } from "./settlements";
import { assertNoOverlap, insertScope, loadScopeParts, loadScopes, resolveScope, scopeOf, type Scope } from "./statement-scope";

type Ctx = { db: Db; actor: Actor };
type Row = typeof operatingCostStatements.$inferSelect;

export const STATEMENT = "Die Abrechnung";

/** What finalising keeps: the answer as it was, and the input it was computed from. */
type Frozen = Pick<ComputedStatement, "units" | "contracts" | "catalogue" | "result"> & {
  propertyName: string;
  input: unknown;
  /** What it covered when finalised (absent in versions finalised before decision 0032: the whole property). */
  scope?: StatementScopeDto;
};

async function findOwned(db: Db, workspaceId: string, id: string, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(operatingCostStatements)
    .where(and(eq(operatingCostStatements.id, id), eq(operatingCostStatements.workspaceId, workspaceId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(STATEMENT);
  return row;
}

async function correctionOf(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ id: operatingCostStatements.id }).from(operatingCostStatements).where(eq(operatingCostStatements.correctsId, id));
  return row?.id ?? null;
}

const summary = (row: Row, correctedById: string | null, scope: StatementScopeDto): StatementSummaryDto => ({
  id: row.id,
  version: row.version,
  propertyId: row.propertyId,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  shortPeriodReason: row.shortPeriodReason,
  status: row.status,
  revision: row.revision,
  correctsId: row.correctsId,
  correctedById,
  finalisedAt: row.finalisedAt?.toISOString() ?? null,
  sentOn: row.sentOn,
  deadline: statementDeadline({ start: row.periodStart, end: row.periodEnd }),
  scope: (row.frozen as Frozen | null)?.scope ?? scope,
});

/** The scope of one statement as the computation reads it. */
async function scopeOfRow(db: Db, workspaceId: string, row: Pick<Row, "id" | "propertyId" | "scopeName">): Promise<Scope> {
  return scopeOf(row.propertyId, row.scopeName, (await loadScopeParts(db, workspaceId, [row.id])).get(row.id) ?? []);
}

/** The statement and the versions it corrects, newest first: they cover the same units and never compete. */
async function lineageOf(db: Db, workspaceId: string, row: Pick<Row, "id" | "correctsId">): Promise<string[]> {
  const ids = [row.id];
  for (let next = row.correctsId; next && !ids.includes(next); ) {
    ids.push(next);
    const [previous] = await db
      .select({ correctsId: operatingCostStatements.correctsId })
      .from(operatingCostStatements)
      .where(and(eq(operatingCostStatements.id, next), eq(operatingCostStatements.workspaceId, workspaceId)));
    next = previous?.correctsId ?? null;
  }
  return ids;
}

/** The claims of the version a correction corrects, per contract (BGH VIII ZR 190/06 caps the correction by them). */
async function previousClaims(db: Db, workspaceId: string, row: Pick<Row, "correctsId">): Promise<Map<string, Cents> | null> {
  if (!row.correctsId) return null;
  const [previous] = await db
    .select({ frozen: operatingCostStatements.frozen })
    .from(operatingCostStatements)
    .where(and(eq(operatingCostStatements.id, row.correctsId), eq(operatingCostStatements.workspaceId, workspaceId)));
  const result = (previous?.frozen as Frozen | null)?.result;
  return result ? new Map(result.tenants.map((t) => [t.contractId, cents(t.claimableCents)])) : null;
}

async function compute(db: Db, workspaceId: string, row: Pick<Row, "id" | "propertyId" | "scopeName" | "periodStart" | "periodEnd" | "shortPeriodReason" | "settings" | "correctsId">, asOf: IsoDate) {
  return computeStatementOf(db, workspaceId, {
    scope: await scopeOfRow(db, workspaceId, row),
    lineage: await lineageOf(db, workspaceId, row),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    shortPeriodReason: row.shortPeriodReason,
    settings: statementSettings.parse(row.settings),
    asOf,
    previousClaims: await previousClaims(db, workspaceId, row),
  });
}

const canFinalise = (result: StatementResultDto) => !result.defects.some((d) => d.blocking);

/** Each tenant of the result with today's e-mail address and the letters mailed for this version. */
async function recipientsOf(db: Db, workspaceId: string, statementId: string, result: StatementResultDto): Promise<StatementRecipientDto[]> {
  const ids = result.tenants.map((t) => t.contractId);
  if (ids.length === 0) return [];
  const addresses = await db
    .select({ contractId: rentalContracts.id, email: tenants.email })
    .from(rentalContracts)
    .innerJoin(tenants, eq(tenants.id, rentalContracts.tenantId))
    .where(and(eq(rentalContracts.workspaceId, workspaceId), inArray(rentalContracts.id, ids)));
  const mailings = await db
    .select({ contractId: statementMailings.contractId, address: statementMailings.address, sentAt: statementMailings.sentAt })
    .from(statementMailings)
    .where(and(eq(statementMailings.workspaceId, workspaceId), eq(statementMailings.statementId, statementId)))
    .orderBy(asc(statementMailings.sentAt), asc(statementMailings.id));
  const emailOf = new Map(addresses.map((a) => [a.contractId, a.email?.trim() || null]));
  return ids.map((contractId) => ({
    contractId,
    email: emailOf.get(contractId) ?? null,
    mailings: mailings.filter((m) => m.contractId === contractId).map((m) => ({ address: m.address, sentAt: m.sentAt.toISOString() })),
  }));
}

function detail(row: Row, correctedById: string | null, scope: StatementScopeDto, view: Frozen, recipients: StatementRecipientDto[]): StatementDetailDto {
  return {
    ...summary(row, correctedById, scope),
    settings: statementSettings.parse(row.settings),
    propertyName: view.propertyName,
    units: view.units,
    contracts: view.contracts,
    catalogue: view.catalogue,
    result: view.result,
    canFinalise: row.status === "draft" && canFinalise(view.result),
    recipients,
  };
}

/**
 * GET /properties/:id/operating-cost-statements: newest period first, each period's versions newest
 * first. A Wirtschaftseinheit is listed under each of its properties.
 */
export async function listStatements({ db, actor, propertyId }: Ctx & { propertyId: string }): Promise<StatementSummaryDto[]> {
  authorize(actor, "read");
  await findOwnedProperty(db, actor.workspaceId, propertyId);
  const rows = await db
    .select()
    .from(operatingCostStatements)
    .where(
      and(
        eq(operatingCostStatements.workspaceId, actor.workspaceId),
        or(
          eq(operatingCostStatements.propertyId, propertyId),
          inArray(
            operatingCostStatements.id,
            db
              .select({ id: statementScopeParts.statementId })
              .from(statementScopeParts)
              .where(and(eq(statementScopeParts.workspaceId, actor.workspaceId), eq(statementScopeParts.propertyId, propertyId))),
          ),
        ),
      ),
    )
    .orderBy(desc(operatingCostStatements.periodStart), asc(operatingCostStatements.scopeName), desc(operatingCostStatements.revision), asc(operatingCostStatements.id));
  const correctedBy = new Map(rows.filter((r) => r.correctsId).map((r) => [r.correctsId!, r.id]));
  const scopes = await loadScopes(db, actor.workspaceId, rows);
  return rows.map((r) => summary(r, correctedBy.get(r.id) ?? null, scopes.get(r.id)!));
}

/** GET /operating-cost-statements/:id: a draft computed from today's books, a finalised version as it was frozen. */
export async function getStatement({ db, actor, id }: Ctx & { id: string }): Promise<StatementDetailDto> {
  authorize(actor, "read");
  const row = await findOwned(db, actor.workspaceId, id);
  const correctedById = await correctionOf(db, row.id);
  const view: Frozen = row.frozen
    ? (row.frozen as Frozen)
    : await compute(db, actor.workspaceId, row, today()).then((computed) => ({ ...computed, propertyName: computed.source.property.name, input: null }));
  const scope = view.scope ?? (await loadScopes(db, actor.workspaceId, [row])).get(row.id)!;
  return detail(row, correctedById, scope, view, await recipientsOf(db, actor.workspaceId, row.id, view.result));
}

/** POST /properties/:id/operating-cost-statements */
export async function createStatement({ db, actor, propertyId, input }: Ctx & { propertyId: string; input: StatementCreateInput }): Promise<StatementDetailDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await findOwnedProperty(db, ws, propertyId);
  const parts = await resolveScope(db, ws, propertyId, input.scope);
  const scopeName = input.scope.kind === "property" ? null : input.scope.name;
  await checkSettingsRefer(db, ws, scopeOf(propertyId, scopeName, parts), input.settings);
  const id = await db.transaction(async (tx) => {
    await assertNoOverlap(tx, ws, { mainPropertyId: propertyId, scopeName, parts, period: { start: input.periodStart, end: input.periodEnd }, exclude: [] });
    const [created] = await tx
      .insert(operatingCostStatements)
      .values({
        workspaceId: ws,
        propertyId,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        shortPeriodReason: input.shortPeriodReason,
        scopeName,
        settings: input.settings,
      })
      .returning({ id: operatingCostStatements.id });
    await insertScope(tx, ws, created!.id, parts);
    return created!.id;
  });
  return getStatement({ db, actor, id });
}

/** PATCH /operating-cost-statements/:id: period and settings of a draft. */
export async function updateStatement({ db, actor, id, input }: Ctx & { id: string; input: StatementUpdateInput }): Promise<StatementDetailDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db.transaction(async (tx) => {
    const row = await findOwned(tx, ws, id, true);
    if (row.status !== "draft") throw new AppError("conflict", messages.statementNotDraft);
    const parts = (await loadScopeParts(tx, ws, [row.id])).get(row.id) ?? [];
    await checkSettingsRefer(tx, ws, scopeOf(row.propertyId, row.scopeName, parts), input.settings);
    // A new period may reach into another statement of the same units.
    await assertNoOverlap(tx, ws, { mainPropertyId: row.propertyId, scopeName: row.scopeName, parts, period: { start: input.periodStart, end: input.periodEnd }, exclude: await lineageOf(tx, ws, row) });
    await updateVersioned(
      tx,
      operatingCostStatements,
      { id, workspaceId: ws, version: input.version },
      { periodStart: input.periodStart, periodEnd: input.periodEnd, shortPeriodReason: input.shortPeriodReason, settings: input.settings },
      STATEMENT,
    );
  });
  return getStatement({ db, actor, id });
}

/** DELETE /operating-cost-statements/:id: drafts only; a finalised version is the landlord's proof. */
export async function deleteStatement({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  const row = await findOwned(db, actor.workspaceId, id);
  if (row.status !== "draft") throw new AppError("conflict", messages.statementDeleteFinalised);
  await db.delete(operatingCostStatements).where(and(eq(operatingCostStatements.id, id), eq(operatingCostStatements.workspaceId, actor.workspaceId), eq(operatingCostStatements.status, "draft")));
}

/** POST /operating-cost-statements/:id/finalise: the pre-check must pass; the computation is frozen as it stands. */
export async function finaliseStatement({ db, actor, id, version }: Ctx & { id: string; version: number }): Promise<StatementDetailDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db.transaction(async (tx) => {
    const row = await findOwned(tx, ws, id, true);
    if (row.status !== "draft") throw new AppError("conflict", messages.statementNotDraft);
    if (row.version !== version) throw new AppError("stale", messages.staleRecord);
    const computed = await compute(tx, ws, row, today());
    if (!canFinalise(computed.result)) {
      throw new AppError("bad_request", messages.statementHasDefects, { defects: computed.result.defects.filter((d) => d.blocking) });
    }
    const scope = (await loadScopes(tx, ws, [row])).get(row.id)!;
    const frozen: Frozen = { units: computed.units, contracts: computed.contracts, catalogue: computed.catalogue, result: computed.result, propertyName: computed.source.property.name, input: computed.frozenInput, scope };
    await updateVersioned(tx, operatingCostStatements, { id, workspaceId: ws, version }, { status: "finalised", frozen, finalisedAt: now() }, STATEMENT);
  });
  return getStatement({ db, actor, id });
}

/** POST /operating-cost-statements/:id/corrections: a new draft of the next revision with the same settings. */
export async function correctStatement({ db, actor, id, version }: Ctx & { id: string; version: number }): Promise<StatementDetailDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const createdId = await db.transaction(async (tx) => {
    const row = await findOwned(tx, ws, id, true);
    if (row.status === "draft") throw new AppError("conflict", messages.statementNotFinalised);
    if (row.version !== version) throw new AppError("stale", messages.staleRecord);
    if (await correctionOf(tx, id)) throw new AppError("conflict", messages.statementAlreadyCorrected);
    const [created] = await tx
      .insert(operatingCostStatements)
      .values({
        workspaceId: ws,
        propertyId: row.propertyId,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        shortPeriodReason: row.shortPeriodReason,
        scopeName: row.scopeName,
        settings: row.settings,
        revision: row.revision + 1,
        correctsId: row.id,
      })
      .returning({ id: operatingCostStatements.id })
      .catch((err: unknown) => {
        if (isUniqueViolation(err, "operating_cost_statements_corrects_unique")) throw new AppError("conflict", messages.statementAlreadyCorrected);
        throw err;
      });
    // The correction covers what the corrected version covered.
    await insertScope(tx, ws, created!.id, (await loadScopeParts(tx, ws, [row.id])).get(row.id) ?? []);
    return created!.id;
  });
  return getStatement({ db, actor, id: createdId });
}

/** POST /operating-cost-statements/:id/sent: the dispatch date of a finalised version. */
export async function markStatementSent({ db, actor, id, version, sentOn }: Ctx & { id: string; version: number; sentOn: IsoDate }): Promise<StatementDetailDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  await db.transaction(async (tx) => {
    const row = await findOwned(tx, ws, id, true);
    if (row.status === "draft") throw new AppError("conflict", messages.statementNotFinalised);
    if (row.finalisedAt && sentOn < dateInAppTimeZone(row.finalisedAt)) throw new AppError("bad_request", messages.statementSentBeforeFinalised);
    await updateVersioned(tx, operatingCostStatements, { id, workspaceId: ws, version }, { status: "sent", sentOn }, STATEMENT);
    // From the dispatch the balance is owed or credited in each tenant's account.
    await syncSettlements(tx, ws, row.id);
  });
  return getStatement({ db, actor, id });
}
