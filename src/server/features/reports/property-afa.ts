import { and, asc, eq, sql } from "drizzle-orm";
import { parseIsoDate, toIsoDate, type IsoDate } from "@/core/dates";
import { cents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import {
  afaCompletion,
  afaForYear,
  afaStartDate,
  buildAfaTable,
  buildMovableAfaTable,
  checkFifteenPercentRule,
  DEGRESSIVE_RATE_PERCENT,
  degressiveAfaProblem,
  type AfaCompletionSource,
  type AfaMethod,
  type AfaTable,
  type DegressiveAfaProblem,
  type MovableAfaTable,
} from "@/domain/afa";
import { afaDegressiveProblemMessages, messages } from "@/shared/messages";
import type { Db } from "@/server/db/client";
import { afaAssets, properties } from "@/server/db/schema";
import { rowsOf, toCents } from "@/server/db/rows";
import { andSelectedProperties, selectedProperties, type PropertySelection } from "./property-selection";
import type { AfaGap, AfaInfoDto, FifteenPercentDto } from "@/shared/report-types";

/** The property columns the AfA reads. */
export const afaPropertyColumns = {
  id: properties.id,
  name: properties.name,
  yearBuilt: properties.yearBuilt,
  purchasePriceCents: properties.purchasePriceCents,
  purchaseDate: properties.purchaseDate,
  transferTaxCents: properties.transferTaxCents,
  notaryCents: properties.notaryCents,
  landRegistryCents: properties.landRegistryCents,
  brokerCents: properties.brokerCents,
  buildingSharePercent: properties.buildingSharePercent,
  afaMethod: properties.afaMethod,
  completionDate: properties.completionDate,
  constructionStartDate: properties.constructionStartDate,
};
export type AfaPropertyRow = Pick<typeof properties.$inferSelect, keyof typeof afaPropertyColumns>;

/** The building's AfA of a property as entered, with `bookedCosts` (Anschaffungskosten booked) in the basis. */
export interface BuildingAfa {
  gaps: AfaGap[];
  /** Neither Fertigstellung nor year built: 2 % assumed. */
  yearBuiltAssumed: boolean;
  /** Why degressive cannot be used (null: it can). */
  degressiveProblem: DegressiveAfaProblem | null;
  /** Degressive chosen but not possible: the German note; null otherwise. */
  methodNote: string | null;
  completion: { date: IsoDate; source: AfaCompletionSource };
  /** Null while purchase data is missing (`gaps`). */
  table: AfaTable | null;
  startDate: IsoDate | null;
}

/**
 * The building's AfA (§7(4), §7(5a) EStG): the method chosen where it applies, else linear and
 * a note; the rate from the Fertigstellung (else 1 January of the year built, else 2 %
 * assumed); from the purchase, or from an entered Fertigstellung when later.
 */
export function buildingAfa(p: AfaPropertyRow, bookedCosts: Cents, untilYear?: number): BuildingAfa {
  const gaps: AfaGap[] = [];
  if (p.purchasePriceCents === null) gaps.push("purchase_price");
  if (p.purchaseDate === null) gaps.push("purchase_date");
  if (p.buildingSharePercent === null) gaps.push("building_share");
  const completion = afaCompletion(p.completionDate, p.yearBuilt);
  const degressiveProblem = degressiveAfaProblem(p);
  const method: AfaMethod = p.afaMethod === "degressive" && degressiveProblem === null ? "degressive" : "linear";
  const methodNote = p.afaMethod === "degressive" && degressiveProblem !== null ? messages.afaLinearInstead(afaDegressiveProblemMessages[degressiveProblem]) : null;
  let table: AfaTable | null = null;
  let startDate: IsoDate | null = null;
  if (p.purchasePriceCents !== null && p.purchaseDate !== null && p.buildingSharePercent !== null) {
    startDate = afaStartDate(p.purchaseDate, completion);
    const acquisitionCosts = cents((p.transferTaxCents ?? 0) + (p.notaryCents ?? 0) + (p.landRegistryCents ?? 0) + (p.brokerCents ?? 0) + bookedCosts);
    table = buildAfaTable({
      purchasePrice: cents(p.purchasePriceCents),
      acquisitionCosts,
      buildingSharePercent: Number(p.buildingSharePercent),
      acquisitionDate: startDate,
      contractDate: p.purchaseDate,
      // The year decides the rate (§7(4) Nr. 2: before 1925, 1925–2022, from 2023).
      completionDate: completion.date,
      constructionStartDate: p.constructionStartDate,
      method,
      untilYear,
    });
  }
  // One literal, not `{ ...base, table }`: see afaInfo.
  return { gaps, yearBuiltAssumed: completion.source === "assumed", degressiveProblem, methodNote, completion, table, startDate };
}

export type AfaAssetRow = typeof afaAssets.$inferSelect;

/** The movable assets of the workspace (or of one property), oldest first, each with its table. */
export async function loadAfaAssets(db: Db, workspaceId: string, selection: PropertySelection): Promise<Array<{ asset: AfaAssetRow; table: MovableAfaTable }>> {
  const rows = await db
    .select()
    .from(afaAssets)
    .where(and(eq(afaAssets.workspaceId, workspaceId), selectedProperties(selection, afaAssets.propertyId)))
    .orderBy(asc(afaAssets.acquisitionDate), asc(afaAssets.createdAt), asc(afaAssets.id));
  return rows.map((asset) => ({ asset, table: assetTable(asset) }));
}

export const assetTable = (asset: Pick<AfaAssetRow, "costCents" | "acquisitionDate" | "usefulLifeYears">): MovableAfaTable =>
  buildMovableAfaTable({ costCents: cents(asset.costCents), acquisitionDate: asset.acquisitionDate, usefulLifeYears: asset.usefulLifeYears });

/** Each property's AfA in each of some years: per year, one entry per property in the properties' order (by name). */
export type PropertyAfaYears = Map<number, AfaInfoDto[]>;

/**
 * The AfA of each property in each of `years`: the building's — linear (§7(4) EStG) or
 * degressive (§7(5a)) as set on the property and allowed — and the movable assets' (§7(1),
 * GWG §6(2)). Basis: purchase price + Grunderwerbsteuer, Notar, Grundbuch, Makler + the
 * Anschaffungs-/Herstellungskosten booked up to the end of the year, × building share. Costs
 * booked after the purchase count as if made at the start of their year (R 7.4(9) EStR), so a
 * year's AfA is the table's row for that year computed with the basis known by then
 * (docs/decisions/0017-tax-reports.md). Without purchase price, purchase date or building share
 * the building's AfA is 0 and `gaps` says why; without Fertigstellung and year built the rate of
 * 1925–2022 (2 %) is assumed and `yearBuiltAssumed` says so. `fifteenPercentYear` is the year
 * whose §6(1) Nr. 1a check is shown (the report's own year; null: none).
 *
 * The years of a report and of the period a year before share one read of the properties and
 * one table per property: a year whose booked costs equal the last year's reads its row from
 * the last year's table (decision 0019, speed).
 */
export async function loadPropertyAfaYears(db: Db, workspaceId: string, years: readonly number[], selection: PropertySelection, fifteenPercentYear: number | null): Promise<PropertyAfaYears> {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const rows: AfaPropertyRow[] = await db
    .select(afaPropertyColumns)
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), selectedProperties(selection, properties.id)))
    .orderBy(properties.name, properties.id);
  const [booked, repairs, assets] = await Promise.all([
    acquisitionCostsUntilYears(db, workspaceId, sorted, selection),
    fifteenPercentYear !== null ? repairsAfterPurchase(db, workspaceId, fifteenPercentYear, selection) : new Map<string, Array<{ date: IsoDate; amount: Cents }>>(),
    loadAfaAssets(db, workspaceId, selection),
  ]);
  const assetTables = new Map<string, MovableAfaTable[]>();
  for (const { asset, table } of assets) {
    const list = assetTables.get(asset.propertyId) ?? [];
    list.push(table);
    assetTables.set(asset.propertyId, list);
  }
  const byYear = new Map(sorted.map((y) => [y, [] as AfaInfoDto[]]));
  const last = sorted.length - 1;
  const noCosts = sorted.map(() => ZERO_CENTS);
  for (const p of rows) {
    const costs = booked.get(p.id) ?? noCosts;
    // The table up to the last year serves every year that knew the same costs.
    const latest = buildingAfa(p, costs[last]!, sorted[last]);
    sorted.forEach((year, i) => {
      const building = costs[i] === costs[last] ? latest : buildingAfa(p, costs[i]!, year);
      const movable = sumCents((assetTables.get(p.id) ?? []).map((table) => afaForYear(table, year)));
      byYear.get(year)!.push(afaInfo(p, building, year, movable, year === fifteenPercentYear ? (repairs.get(p.id) ?? []) : null));
    });
  }
  return byYear;
}

/** One property's AfA of one year; `repairs` null: no §6(1) Nr. 1a check. */
function afaInfo(p: AfaPropertyRow, building: BuildingAfa, year: number, movableAfaCents: Cents, repairs: Array<{ date: IsoDate; amount: Cents }> | null): AfaInfoDto {
  const table = p.purchaseDate ? building.table : null;
  // One object literal per property and year: Node 20's V8 builds `{ ...common, afaCents }`
  // (a spread followed by properties) some 40 times slower than a literal, which for 10.000
  // entries of a portfolio report was tens of milliseconds (decision 0019, "Speed").
  return {
    propertyId: p.id,
    name: p.name,
    method: table?.method ?? "linear",
    methodNote: building.methodNote,
    movableAfaCents,
    gaps: building.gaps,
    yearBuiltAssumed: building.yearBuiltAssumed,
    startDate: building.startDate,
    afaCents: table ? afaForYear(table, year) : ZERO_CENTS,
    basisCents: table ? table.basis : ZERO_CENTS,
    ratePercent: table ? (table.method === "degressive" ? DEGRESSIVE_RATE_PERCENT : table.linearRatePercent) : null,
    fifteenPercent: table && repairs && p.purchaseDate ? fifteenPercentInYear(table.basis, p.purchaseDate, year, repairs) : null,
  };
}

/** Anschaffungs-/Herstellungskosten booked per property up to the end of `year` (expenses, so the sign is turned). */
export async function acquisitionCostsUntil(db: Db, workspaceId: string, year: number, propertyId: string | null): Promise<Map<string, Cents>> {
  const byYears = await acquisitionCostsUntilYears(db, workspaceId, [year], { propertyId });
  return new Map([...byYears].map(([id, [total]]) => [id, total!]));
}

/** The same up to the end of each of `years` (ascending), in one read: per property, one total per year. */
async function acquisitionCostsUntilYears(db: Db, workspaceId: string, years: readonly number[], selection: PropertySelection): Promise<Map<string, Cents[]>> {
  const untilYear = (year: number, i: number) => sql`coalesce(-sum(s.in_cents + s.out_cents) filter (where s.month < ${toIsoDate(year + 1, 1, 1)}), 0) as ${sql.raw(`until_${i}`)}`;
  const rows = rowsOf<Record<string, unknown> & { property_id: string }>(
    await db.execute(sql`
      select s.property_id, ${sql.join(years.map(untilYear), sql`, `)} from booking_line_property_sums s
      where s.workspace_id = ${workspaceId} and s.category = 'acquisition_costs' and s.month < ${toIsoDate(years.at(-1)! + 1, 1, 1)}${andSelectedProperties(selection, sql`s.property_id`)}
      group by s.property_id`),
  );
  return new Map(rows.map((r) => [r.property_id, years.map((_, i) => toCents(r[`until_${i}`]))]));
}

/**
 * §6(1) Nr. 1a EStG for the year's report: shown while the three years after the purchase
 * touch the year and something was spent on repairs in them. The building's acquisition
 * cost is the AfA basis (purchase price and costs × building share).
 */
function fifteenPercentInYear(basis: Cents, purchaseDate: IsoDate, year: number, repairs: Array<{ date: IsoDate; amount: Cents }>): FifteenPercentDto | null {
  if (repairs.length === 0) return null; // nothing spent: nothing to show
  const check = checkFifteenPercentRule({ buildingAcquisitionCost: basis, acquisitionDate: purchaseDate, costs: repairs.filter((r) => parseIsoDate(r.date).year <= year) });
  if (parseIsoDate(check.windowEnd).year < year || parseIsoDate(check.windowStart).year > year || check.total <= 0) return null;
  return { status: check.status, totalCents: check.total, limitCents: check.limit, percentOfLimit: check.percentOfLimit, windowEnd: check.windowEnd };
}

/**
 * Erhaltungsaufwand paid within three years after each property's purchase, per day, net of
 * VAT: the §6(1) Nr. 1a limit is a net one (a booking's VAT is shared over its lines by
 * amount). Read for purchases of the last three years only — older ones are out of the rule.
 */
async function repairsAfterPurchase(db: Db, workspaceId: string, year: number, selection: PropertySelection): Promise<Map<string, Array<{ date: IsoDate; amount: Cents }>>> {
  const rows = rowsOf<{ property_id: string; payment_date: IsoDate; net: unknown }>(
    await db.execute(sql`
      select l.property_id, l.payment_date,
             -sum(l.amount_cents - coalesce(round(l.amount_cents::numeric * b.vat_cents / nullif(abs(b.amount_cents), 0)), 0)) as net
      from properties p
      join booking_lines l on l.workspace_id = p.workspace_id and l.property_id = p.id
      -- Only a booking with VAT has anything to take off (bookings_vat_idx).
      left join bookings b on b.id = l.booking_id and b.vat_cents is not null
      where p.workspace_id = ${workspaceId} and p.purchase_date is not null and p.purchase_date >= ${toIsoDate(year - 3, 1, 1)}
        and l.category = 'maintenance' and l.payment_date >= p.purchase_date and l.payment_date < p.purchase_date + interval '3 years'${andSelectedProperties(selection, sql`p.id`)}
      group by l.property_id, l.payment_date`),
  );
  const out = new Map<string, Array<{ date: IsoDate; amount: Cents }>>();
  for (const r of rows) {
    const list = out.get(r.property_id) ?? [];
    list.push({ date: r.payment_date, amount: toCents(r.net) });
    out.set(r.property_id, list);
  }
  return out;
}
