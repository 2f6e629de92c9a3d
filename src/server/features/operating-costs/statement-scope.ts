import { and, asc, eq, gte, inArray, lte, notInArray } from "drizzle-orm";
import type { DateRange } from "@/domain/operating-costs/types";
import type { StatementScopeKind } from "@/shared/enums";
import type { StatementScopeDto } from "@/shared/operating-cost-types";
import type { StatementScopeInput } from "@/shared/schemas/operating-costs";
import { messages } from "@/shared/messages";
import type { Db } from "@/server/db/client";
import { operatingCostStatements, properties, statementScopeParts, units } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";

// What a statement covers (decision 0032): a whole property, an Abrechnungseinheit (some units
// of one property) or a Wirtschaftseinheit (several whole properties). The rows of
// statement_scope_parts say it; this file reads, writes and checks them — the one place for the
// rule that a unit is settled at most once per period.

/** A property the statement takes in: all its units (`unitId` null) or one unit of it. */
export type ScopePart = { propertyId: string; unitId: string | null };

/** The statement's properties (main first) and, for an Abrechnungseinheit, its units. */
export type Scope = { kind: StatementScopeKind; propertyIds: string[]; unitIds: string[] | null };

/**
 * The scope of a statement from its rows. Only an Abrechnungseinheit or Wirtschaftseinheit has a
 * name, so one whose units (or joined properties) were all deleted since stays what it was — an
 * Abrechnungseinheit without units covers nothing rather than the whole property.
 */
export function scopeOf(mainPropertyId: string, scopeName: string | null, parts: readonly ScopePart[]): Scope {
  const others = [...new Set(parts.map((p) => p.propertyId).filter((id) => id !== mainPropertyId))].sort();
  const unitIds = parts.flatMap((p) => (p.unitId ? [p.unitId] : []));
  const wholeMain = parts.some((p) => p.propertyId === mainPropertyId && p.unitId === null);
  if (unitIds.length > 0 || (scopeName !== null && !wholeMain)) return { kind: "units", propertyIds: [mainPropertyId], unitIds };
  return { kind: scopeName !== null ? "properties" : "property", propertyIds: [mainPropertyId, ...others], unitIds: null };
}

/** The input's scope as rows, each id checked against the workspace: another workspace's property or unit is a 404. */
export async function resolveScope(db: Db, workspaceId: string, mainPropertyId: string, input: StatementScopeInput): Promise<ScopePart[]> {
  if (input.kind === "property") return [{ propertyId: mainPropertyId, unitId: null }];
  if (input.kind === "units") {
    const found = await db
      .select({ id: units.id, propertyId: units.propertyId })
      .from(units)
      .where(and(eq(units.workspaceId, workspaceId), inArray(units.id, input.unitIds)));
    if (found.length !== input.unitIds.length) throw notFound("Die Einheit");
    if (found.some((u) => u.propertyId !== mainPropertyId)) throw fieldError("scope", messages.statementScopeUnitOtherProperty);
    return found.map((u) => ({ propertyId: mainPropertyId, unitId: u.id }));
  }
  const others = input.propertyIds.filter((id) => id !== mainPropertyId.toLowerCase());
  if (others.length === 0) throw fieldError("scope", messages.statementScopeChooseProperties);
  const found = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, others)));
  if (found.length !== others.length) throw notFound("Die Immobilie");
  return [{ propertyId: mainPropertyId, unitId: null }, ...found.map((p) => ({ propertyId: p.id, unitId: null }))];
}

export async function insertScope(tx: Db, workspaceId: string, statementId: string, parts: readonly ScopePart[]): Promise<void> {
  if (parts.length > 0) await tx.insert(statementScopeParts).values(parts.map((p) => ({ workspaceId, statementId, propertyId: p.propertyId, unitId: p.unitId })));
}

export async function loadScopeParts(db: Db, workspaceId: string, statementIds: readonly string[]): Promise<Map<string, ScopePart[]>> {
  const out = new Map<string, ScopePart[]>();
  if (statementIds.length === 0) return out;
  const rows = await db
    .select({ statementId: statementScopeParts.statementId, propertyId: statementScopeParts.propertyId, unitId: statementScopeParts.unitId })
    .from(statementScopeParts)
    .where(and(eq(statementScopeParts.workspaceId, workspaceId), inArray(statementScopeParts.statementId, [...statementIds])));
  for (const r of rows) out.set(r.statementId, [...(out.get(r.statementId) ?? []), { propertyId: r.propertyId, unitId: r.unitId }]);
  return out;
}

const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code, "de", { numeric: true });

/** "A", "A und B", "A, B und C". */
export function germanList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}

/** The scope of each statement as the API shows it, with names and the printed rule (two queries for any number). */
export async function loadScopes(db: Db, workspaceId: string, rows: ReadonlyArray<{ id: string; propertyId: string; scopeName: string | null }>): Promise<Map<string, StatementScopeDto>> {
  const partsOf = await loadScopeParts(
    db,
    workspaceId,
    rows.map((r) => r.id),
  );
  const scopes = new Map(rows.map((r) => [r.id, scopeOf(r.propertyId, r.scopeName, partsOf.get(r.id) ?? [])]));
  const propertyIds = [...new Set([...scopes.values()].flatMap((s) => s.propertyIds))];
  const unitIds = [...new Set([...scopes.values()].flatMap((s) => s.unitIds ?? []))];
  const names = new Map(
    propertyIds.length === 0
      ? []
      : (await db.select({ id: properties.id, name: properties.name }).from(properties).where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, propertyIds)))).map((p) => [p.id, p.name]),
  );
  const codes = new Map(
    unitIds.length === 0 ? [] : (await db.select({ id: units.id, code: units.code }).from(units).where(and(eq(units.workspaceId, workspaceId), inArray(units.id, unitIds)))).map((u) => [u.id, u.code]),
  );
  const out = new Map<string, StatementScopeDto>();
  for (const r of rows) {
    const scope = scopes.get(r.id)!;
    const props = scope.propertyIds.map((id) => ({ id, name: names.get(id) ?? "" }));
    const unitList = scope.unitIds?.map((id) => ({ id, code: codes.get(id) ?? "" })).sort(byCode) ?? null;
    out.set(r.id, { kind: scope.kind, name: scope.kind === "property" ? null : r.scopeName, properties: props, units: unitList, label: scopeLabel(scope.kind, r.scopeName ?? "", props, unitList) });
  }
  return out;
}

/** The rule the statement and the letters print (issue 19: "show conventions in the statement"). */
export function scopeLabel(kind: StatementScopeKind, name: string, props: ReadonlyArray<{ name: string }>, unitList: ReadonlyArray<{ code: string }> | null): string | null {
  if (kind === "units") return messages.statementScopeUnitsLabel(name, germanList((unitList ?? []).map((u) => u.code)), props[0]?.name ?? "");
  if (kind === "properties") return messages.statementScopePropertiesLabel(name, germanList(props.map((p) => `„${p.name}“`)));
  return null;
}

/**
 * Refuses (409) a scope that shares a unit with another statement whose period overlaps — a unit
 * is settled once per period, or its tenant would pay twice. `exclude`: the statement itself and
 * the versions it corrects (they cover the same). The properties' rows are locked first, so two
 * requests creating overlapping statements at once cannot both pass.
 */
export async function assertNoOverlap(
  tx: Db,
  workspaceId: string,
  args: { mainPropertyId: string; scopeName: string | null; parts: readonly ScopePart[]; period: DateRange; exclude: readonly string[] },
): Promise<void> {
  const candidate = scopeOf(args.mainPropertyId, args.scopeName, args.parts);
  await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, candidate.propertyIds)))
    .orderBy(asc(properties.id))
    .for("update");
  const rows = await tx
    .select({
      id: operatingCostStatements.id,
      mainPropertyId: operatingCostStatements.propertyId,
      scopeName: operatingCostStatements.scopeName,
      periodStart: operatingCostStatements.periodStart,
      periodEnd: operatingCostStatements.periodEnd,
    })
    .from(operatingCostStatements)
    .innerJoin(statementScopeParts, eq(statementScopeParts.statementId, operatingCostStatements.id))
    .where(
      and(
        eq(operatingCostStatements.workspaceId, workspaceId),
        inArray(statementScopeParts.propertyId, candidate.propertyIds),
        lte(operatingCostStatements.periodStart, args.period.end),
        gte(operatingCostStatements.periodEnd, args.period.start),
        args.exclude.length > 0 ? notInArray(operatingCostStatements.id, [...args.exclude]) : undefined,
      ),
    )
    .orderBy(asc(operatingCostStatements.periodStart), asc(operatingCostStatements.id));
  if (rows.length === 0) return;
  const others = [...new Map(rows.map((r) => [r.id, r])).values()];
  const partsOf = await loadScopeParts(
    tx,
    workspaceId,
    others.map((o) => o.id),
  );
  for (const other of others) {
    const theirs = scopeOf(other.mainPropertyId, other.scopeName, partsOf.get(other.id) ?? []);
    for (const propertyId of candidate.propertyIds.filter((id) => theirs.propertyIds.includes(id))) {
      const mine = candidate.unitIds === null || candidate.propertyIds[0] !== propertyId ? null : candidate.unitIds;
      const their = theirs.unitIds === null || theirs.propertyIds[0] !== propertyId ? null : theirs.unitIds;
      const shared = mine === null ? their : their === null ? mine : mine.filter((id) => their.includes(id));
      if (shared !== null && shared.length === 0) continue;
      // Two statements of one whole property: the message of before Abrechnungseinheiten.
      if (candidate.kind === "property" && theirs.kind === "property") throw new AppError("conflict", messages.statementExists(args.period.start, args.period.end));
      throw new AppError("conflict", await overlapMessage(tx, workspaceId, { propertyId, unitIds: shared, other, otherKind: theirs.kind }));
    }
  }
}

async function overlapMessage(
  tx: Db,
  workspaceId: string,
  args: { propertyId: string; unitIds: string[] | null; other: { mainPropertyId: string; scopeName: string | null; periodStart: string; periodEnd: string }; otherKind: StatementScopeKind },
): Promise<string> {
  const [property] = await tx.select({ name: properties.name }).from(properties).where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, args.propertyId)));
  const propertyName = property?.name ?? "";
  let what = messages.statementScopeWholeProperty(propertyName);
  let plural = true;
  if (args.unitIds !== null) {
    plural = args.unitIds.length > 1;
    const codes = (await tx.select({ code: units.code }).from(units).where(and(eq(units.workspaceId, workspaceId), inArray(units.id, args.unitIds)))).sort(byCode);
    what = germanList(codes.map((c) => c.code));
  }
  let otherName = messages.statementScopeNamed(args.other.scopeName ?? "");
  if (args.otherKind === "property") {
    const [main] = await tx.select({ name: properties.name }).from(properties).where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, args.other.mainPropertyId)));
    otherName = messages.statementScopeWhole(main?.name ?? "");
  }
  return messages.statementScopeOverlap(what, plural, otherName, args.other.periodStart, args.other.periodEnd);
}
