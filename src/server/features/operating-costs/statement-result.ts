import { fraction, toDecimalText, type Fraction } from "@/core/fraction";
import type { IsoDate } from "@/core/dates";
import { computeStatement, type Statement } from "@/domain/operating-costs/statement";
import { claimableBalance, limitCorrectionAfterDeadline } from "@/domain/operating-costs/prepayment";
import type { Displayed, StatementCatalogueLineDto, StatementContractDto, StatementResultDto, StatementUnitDto } from "@/shared/operating-cost-types";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import type { Cents } from "@/core/money";
import type { Db } from "@/server/db/client";
import { loadAreaHistories, loadOccupantHistories } from "@/server/features/occupancy-history";
import { buildStatementInput } from "./statement-input";
import { sharedCostDefects } from "./shared-costs";
import type { Scope } from "./statement-scope";
import { loadStatementSource, type StatementSource } from "./statement-source";

// One computation for the preview of a draft and for the version that finalising freezes:
// the books and the settings → the pure statement → the answer with fractions as text.

const isFraction = (v: unknown): v is Fraction => typeof v === "object" && v !== null && typeof (v as Fraction).n === "bigint" && typeof (v as Fraction).d === "bigint";

/** Decimal text for display: four decimals, trailing zeros dropped ("64.5", "0.3333", "12"). */
export function fractionText(f: Fraction): string {
  const text = toDecimalText(f, 4);
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

/** The statement with every fraction as decimal text, ready for JSON. */
export function displayed<T>(value: T): Displayed<T> {
  if (isFraction(value)) return fractionText(value) as Displayed<T>;
  if (Array.isArray(value)) return value.map(displayed) as Displayed<T>;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = displayed(v);
    return out as Displayed<T>;
  }
  return value as Displayed<T>;
}

/** JSON for the frozen input: a fraction as {"$fraction": "n/d"} (BigInt has no JSON form). */
export function frozenJson(value: unknown): unknown {
  if (isFraction(value)) return { $fraction: `${value.n}/${value.d}` };
  if (Array.isArray(value)) return value.map(frozenJson);
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = frozenJson(v);
    return out;
  }
  return value;
}
/** The inverse of {@link frozenJson}. */
export function thawedJson(value: unknown): unknown {
  if (typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { $fraction?: unknown }).$fraction === "string") {
    const [n, d] = (value as { $fraction: string }).$fraction.split("/");
    return fraction(BigInt(n!), BigInt(d!));
  }
  if (Array.isArray(value)) return value.map(thawedJson);
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = thawedJson(v);
    return out;
  }
  return value;
}

export type ComputedStatement = {
  source: StatementSource;
  units: StatementUnitDto[];
  contracts: StatementContractDto[];
  catalogue: StatementCatalogueLineDto[];
  result: StatementResultDto;
  /** The computation's input, as finalising freezes it (fractions encoded). */
  frozenInput: unknown;
};

/**
 * A correction after the deadline may not raise what the tenant owes (BGH VIII ZR 190/06):
 * each tenant's claim is capped by the claim of the version it corrects.
 */
function capCorrection(statement: Statement, previousClaims: ReadonlyMap<string, Cents> | null): void {
  if (!previousClaims || !statement.deadlinePassed) return;
  for (const tenant of statement.tenants) {
    const previous = previousClaims.get(tenant.contractId);
    tenant.claimableCents = previous === undefined ? claimableBalance(tenant.balanceCents, true) : limitCorrectionAfterDeadline(previous, tenant.balanceCents);
  }
}

export async function computeStatementOf(
  db: Db,
  workspaceId: string,
  args: {
    scope: Scope;
    /** The statement and the versions it corrects (a new statement: none). */
    lineage: readonly string[];
    periodStart: IsoDate;
    periodEnd: IsoDate;
    shortPeriodReason: string | null;
    settings: StatementSettings;
    asOf: IsoDate;
    previousClaims: ReadonlyMap<string, Cents> | null;
  },
): Promise<ComputedStatement> {
  const period = { start: args.periodStart, end: args.periodEnd };
  const source = await loadStatementSource(db, workspaceId, args.scope, period, args.asOf);
  const [areas, occupants] = await Promise.all([
    loadAreaHistories(db, workspaceId, source.units.map((u) => u.id)),
    loadOccupantHistories(db, workspaceId, source.contracts.map((c) => c.id)),
  ]);
  const { input, catalogue } = buildStatementInput({ source, settings: args.settings, period, shortPeriodReason: args.shortPeriodReason, areas, occupants, asOf: args.asOf });
  const statement = computeStatement(input);
  capCorrection(statement, args.previousClaims);
  if (args.scope.kind === "units") {
    statement.defects.push(...(await sharedCostDefects(db, workspaceId, { mainPropertyId: args.scope.propertyIds[0]!, period, lineage: args.lineage, source, catalogue })));
  }
  const positions = input.lines.map((l) => ({
    id: l.id,
    betrkvType: l.betrkvType,
    label: l.label,
    amountCents: l.amountCents,
    key: l.key,
    unitIds: l.unitIds,
    keyExplanation: l.keyExplanation ?? null,
    consumptionPercent: l.consumptionPercent ?? null,
  }));
  return {
    source,
    units: source.units.map((u) => ({ id: u.id, code: u.code, rooms: u.rooms.map((r) => ({ id: r.id, code: r.code })) })),
    contracts: source.contracts.map((c) => ({ id: c.id, unitId: c.unitId, roomId: c.roomId, tenantName: c.tenantName, start: c.start, end: c.end })),
    catalogue,
    result: { ...displayed(statement), positions },
    frozenInput: frozenJson(input),
  };
}
