import { and, eq, sql } from "drizzle-orm";
import { parseIsoDate, toIsoDate, type IsoDate } from "@/core/dates";
import { cents, ZERO_CENTS, type Cents } from "@/core/money";
import { afaForYear, buildAfaTable, checkFifteenPercentRule } from "@/domain/afa";
import type { Db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { rowsOf, toCents } from "@/server/db/rows";
import type { AfaGap, AfaInfoDto, FifteenPercentDto } from "@/shared/report-types";

/**
 * The straight-line building AfA (§7(4) EStG) of each property in `year`. Basis: purchase
 * price + Grunderwerbsteuer, Notar, Grundbuch, Makler + the Anschaffungs-/Herstellungskosten
 * booked up to the end of the year, × building share. Costs booked after the purchase count
 * as if made at the start of their year (R 7.4(9) EStR), so the year's AfA is the table's row
 * for that year computed with the basis known by then (docs/decisions/0017-tax-reports.md).
 * Without purchase price, purchase date or building share the AfA is 0 and `gaps` says why;
 * without a year built the rate of 1925–2022 (2 %) is assumed and `yearBuiltAssumed` says so.
 */
export async function loadPropertyAfa(db: Db, workspaceId: string, year: number, propertyId: string | null): Promise<AfaInfoDto[]> {
  const rows = await db
    .select({
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
    })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), propertyId ? eq(properties.id, propertyId) : undefined))
    .orderBy(properties.name, properties.id);
  const [booked, repairs] = await Promise.all([acquisitionCostsUntil(db, workspaceId, year, propertyId), repairsAfterPurchase(db, workspaceId, year, propertyId)]);
  return rows.map((p) => {
    const gaps: AfaGap[] = [];
    if (p.purchasePriceCents === null) gaps.push("purchase_price");
    if (p.purchaseDate === null) gaps.push("purchase_date");
    if (p.buildingSharePercent === null) gaps.push("building_share");
    const yearBuiltAssumed = p.yearBuilt === null;
    if (p.purchasePriceCents === null || p.purchaseDate === null || p.buildingSharePercent === null) {
      return { propertyId: p.id, name: p.name, afaCents: ZERO_CENTS, basisCents: ZERO_CENTS, ratePercent: null, gaps, yearBuiltAssumed, fifteenPercent: null };
    }
    const acquisitionCosts = cents((p.transferTaxCents ?? 0) + (p.notaryCents ?? 0) + (p.landRegistryCents ?? 0) + (p.brokerCents ?? 0) + (booked.get(p.id) ?? 0));
    const table = buildAfaTable({
      purchasePrice: cents(p.purchasePriceCents),
      acquisitionCosts,
      buildingSharePercent: Number(p.buildingSharePercent),
      acquisitionDate: p.purchaseDate,
      // The year decides the rate (§7(4) Nr. 2: before 1925, 1925–2022, from 2023).
      completionDate: toIsoDate(p.yearBuilt ?? 2000, 1, 1),
    });
    return {
      propertyId: p.id,
      name: p.name,
      afaCents: afaForYear(table, year),
      basisCents: table.basis,
      ratePercent: table.linearRatePercent,
      gaps,
      yearBuiltAssumed,
      fifteenPercent: fifteenPercentInYear(table.basis, p.purchaseDate, year, repairs.get(p.id) ?? []),
    };
  });
}

/** Anschaffungs-/Herstellungskosten booked per property up to the end of `year` (expenses, so the sign is turned). */
export async function acquisitionCostsUntil(db: Db, workspaceId: string, year: number, propertyId: string | null): Promise<Map<string, Cents>> {
  const rows = rowsOf<{ property_id: string; total: unknown }>(
    await db.execute(sql`
      select s.property_id, -sum(s.in_cents + s.out_cents) as total from booking_line_property_sums s
      where s.workspace_id = ${workspaceId} and s.category = 'acquisition_costs' and s.month < ${toIsoDate(year + 1, 1, 1)}${propertyId ? sql` and s.property_id = ${propertyId}` : sql``}
      group by s.property_id`),
  );
  return new Map(rows.map((r) => [r.property_id, toCents(r.total)]));
}

/**
 * §6(1) Nr. 1a EStG for the year's report: shown while the three years after the purchase
 * touch the year and something was spent on repairs in them. The building's acquisition
 * cost is the AfA basis (purchase price and costs × building share).
 */
function fifteenPercentInYear(basis: Cents, purchaseDate: IsoDate, year: number, repairs: Array<{ date: IsoDate; amount: Cents }>): FifteenPercentDto | null {
  const check = checkFifteenPercentRule({ buildingAcquisitionCost: basis, acquisitionDate: purchaseDate, costs: repairs.filter((r) => parseIsoDate(r.date).year <= year) });
  if (parseIsoDate(check.windowEnd).year < year || parseIsoDate(check.windowStart).year > year || check.total <= 0) return null;
  return { status: check.status, totalCents: check.total, limitCents: check.limit, percentOfLimit: check.percentOfLimit, windowEnd: check.windowEnd };
}

/**
 * Erhaltungsaufwand paid within three years after each property's purchase, per day, net of
 * VAT: the §6(1) Nr. 1a limit is a net one (a booking's VAT is shared over its lines by
 * amount). Read for purchases of the last three years only — older ones are out of the rule.
 */
async function repairsAfterPurchase(db: Db, workspaceId: string, year: number, propertyId: string | null): Promise<Map<string, Array<{ date: IsoDate; amount: Cents }>>> {
  const rows = rowsOf<{ property_id: string; payment_date: IsoDate; net: unknown }>(
    await db.execute(sql`
      select l.property_id, l.payment_date,
             -sum(l.amount_cents - round(l.amount_cents::numeric * coalesce(b.vat_cents, 0) / nullif(abs(b.amount_cents), 0))) as net
      from properties p
      join booking_lines l on l.workspace_id = p.workspace_id and l.property_id = p.id
      join bookings b on b.id = l.booking_id
      where p.workspace_id = ${workspaceId} and p.purchase_date is not null and p.purchase_date >= ${toIsoDate(year - 3, 1, 1)}
        and l.category = 'maintenance' and l.payment_date >= p.purchase_date and l.payment_date < p.purchase_date + interval '3 years'${propertyId ? sql` and p.id = ${propertyId}` : sql``}
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
