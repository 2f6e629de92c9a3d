import { and, eq, sql } from "drizzle-orm";
import { toIsoDate } from "@/core/dates";
import { cents, sumCents, ZERO_CENTS, type Cents } from "@/core/money";
import { bookingCategories, bookingCategoryInfo, type BookingCategory } from "@/domain/booking-categories";
import { cashFlowGroupOf } from "@/domain/cash-flow";
import { weightedAverageBmr } from "@/domain/yield";
import { buildYieldFigures } from "@/domain/yield-report";
import type { YieldReportDto } from "@/shared/report-types";
import type { ReportYearQuery } from "@/shared/schemas/reports";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { rowsOf, toCents } from "@/server/db/rows";
import { aggregateByProperty, emptyAggregate, figuresOfProperty, workspaceFigures } from "@/server/features/portfolio";
import { findOwnedProperty } from "@/server/features/properties";
import { acquisitionCostsUntil } from "./property-afa";

type Ctx = { db: Db; actor: Actor };
type YearSums = { coldRent: Cents; interest: Cents; principal: Cents; nonAllocable: Cents };

const RENT_CATEGORIES = bookingCategories.filter((c) => bookingCategoryInfo[c].taxClass === "rent");
/** The costs of the cash flow (Bewirtschaftung): the ones a tenant may carry are marked umlagefähig line by line. */
const COST_CATEGORIES = bookingCategories.filter((c) => cashFlowGroupOf(c) === "costs");
const list = (categories: readonly BookingCategory[]) => sql.join(categories.map((c) => sql`${c}`), sql`, `);
const scope = (column: string, propertyId: string | null) => (propertyId ? sql` and ${sql.raw(column)} = ${propertyId}` : sql``);

/** The year's cold rent, interest and Tilgung (month summaries) and non-allocable costs (lines: the flag is per line), per property, positive. */
async function yearSums(db: Db, workspaceId: string, year: number, propertyId: string | null): Promise<Map<string, YearSums>> {
  const from = toIsoDate(year, 1, 1);
  const until = toIsoDate(year + 1, 1, 1);
  const [summed, costs] = await Promise.all([
    db.execute(sql`
      select s.property_id,
             sum(case when s.category in (${list(RENT_CATEGORIES)}) then s.in_cents + s.out_cents else 0 end) as cold_rent,
             -sum(case when s.category = 'loan_interest' then s.in_cents + s.out_cents else 0 end) as interest,
             -sum(case when s.category = 'loan_repayment' then s.in_cents + s.out_cents else 0 end) as principal
      from booking_line_property_sums s
      where s.workspace_id = ${workspaceId} and s.month >= ${from} and s.month < ${until}${scope("s.property_id", propertyId)}
      group by s.property_id`),
    db.execute(sql`
      select l.property_id, -sum(l.amount_cents) as non_allocable
      from booking_lines l
      where l.workspace_id = ${workspaceId} and l.payment_date >= ${from} and l.payment_date < ${until}
        and l.category in (${list(COST_CATEGORIES)}) and not l.allocable${scope("l.property_id", propertyId)}
      group by l.property_id`),
  ]);
  const out = new Map<string, YearSums>();
  const row = (id: string) => out.get(id) ?? { coldRent: ZERO_CENTS, interest: ZERO_CENTS, principal: ZERO_CENTS, nonAllocable: ZERO_CENTS };
  for (const r of rowsOf<{ property_id: string; cold_rent: unknown; interest: unknown; principal: unknown }>(summed)) {
    out.set(r.property_id, { ...row(r.property_id), coldRent: toCents(r.cold_rent), interest: toCents(r.interest), principal: toCents(r.principal) });
  }
  for (const r of rowsOf<{ property_id: string; non_allocable: unknown }>(costs)) out.set(r.property_id, { ...row(r.property_id), nonAllocable: toCents(r.non_allocable) });
  return out;
}

async function loanAmounts(db: Db, workspaceId: string, propertyId: string | null): Promise<Map<string, Cents>> {
  const rows = rowsOf<{ property_id: string; total: unknown }>(
    await db.execute(sql`select property_id, sum(amount_cents) as total from loans where workspace_id = ${workspaceId}${scope("property_id", propertyId)} group by property_id`),
  );
  return new Map(rows.map((r) => [r.property_id, toCents(r.total)]));
}

/** GET /reports/yield?year&propertyId: the investor metrics per property and for the scope. */
export async function getYieldReport({ db, actor, query }: Ctx & { query: ReportYearQuery }): Promise<YieldReportDto> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  const propertyId = query.propertyId ?? null;
  if (propertyId) await findOwnedProperty(db, ws, propertyId);
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      price: properties.purchasePriceCents,
      transferTax: properties.transferTaxCents,
      notary: properties.notaryCents,
      landRegistry: properties.landRegistryCents,
      broker: properties.brokerCents,
    })
    .from(properties)
    .where(and(eq(properties.workspaceId, ws), propertyId ? eq(properties.id, propertyId) : undefined))
    .orderBy(properties.name, properties.id);
  const [aggregates, sums, booked, loans, scopeFigures] = await Promise.all([
    aggregateByProperty(db, ws, rows.map((r) => r.id)),
    yearSums(db, ws, query.year, propertyId),
    acquisitionCostsUntil(db, ws, query.year, propertyId),
    loanAmounts(db, ws, propertyId),
    propertyId ? figuresOfProperty(db, ws, propertyId) : workspaceFigures(db, ws),
  ]);
  const inputs = rows.map((p) => {
    const a = aggregates.get(p.id) ?? emptyAggregate;
    const y = sums.get(p.id);
    return {
      propertyId: p.id,
      name: p.name,
      input: {
        purchasePriceCents: p.price === null ? null : cents(p.price),
        acquisitionCostsCents: sumCents([p.transferTax, p.notary, p.landRegistry, p.broker].map((v) => cents(v ?? 0)).concat(booked.get(p.id) ?? ZERO_CENTS)),
        monthlyColdRentCents: a.monthlyColdRentCents,
        grossYieldPercent: a.grossYieldPercent,
        unitCount: a.unitCount,
        vacantUnitCount: a.vacantUnitCount,
        coldRentReceivedCents: y?.coldRent ?? ZERO_CENTS,
        nonAllocableCostsCents: y?.nonAllocable ?? ZERO_CENTS,
        interestCents: y?.interest ?? ZERO_CENTS,
        principalCents: y?.principal ?? ZERO_CENTS,
        loanAmountsCents: loans.get(p.id) ?? ZERO_CENTS,
      },
    };
  });
  // The scope's figures add up the properties'; a price only where every property has one
  // (a sum without some prices would make every ratio look better than it is).
  const add = (pick: (i: (typeof inputs)[number]["input"]) => Cents) => sumCents(inputs.map((i) => pick(i.input)));
  const allPriced = inputs.length > 0 && inputs.every((i) => i.input.purchasePriceCents !== null);
  const rowFigures = inputs.map((i) => ({ propertyId: i.propertyId, name: i.name, ...buildYieldFigures(i.input) }));
  const total = buildYieldFigures({
    purchasePriceCents: allPriced ? add((i) => i.purchasePriceCents ?? ZERO_CENTS) : null,
    acquisitionCostsCents: add((i) => i.acquisitionCostsCents),
    monthlyColdRentCents: scopeFigures.monthlyColdRentCents,
    // The rent-weighted average of the units, exactly as the portfolio page shows it; without
    // one, of the properties' own yields.
    grossYieldPercent: scopeFigures.averageGrossYieldPercent ?? weightedAverageBmr(rowFigures.map((r) => ({ bmr: r.grossYieldPercent, coldRent: r.monthlyColdRentCents }))),
    unitCount: scopeFigures.unitCount,
    vacantUnitCount: scopeFigures.vacantUnitCount,
    coldRentReceivedCents: add((i) => i.coldRentReceivedCents),
    nonAllocableCostsCents: add((i) => i.nonAllocableCostsCents),
    interestCents: add((i) => i.interestCents),
    principalCents: add((i) => i.principalCents),
    loanAmountsCents: add((i) => i.loanAmountsCents),
  });
  return {
    year: query.year,
    propertyId,
    rows: rowFigures,
    total: { propertyId: null, name: propertyId ? (rows[0]?.name ?? "") : "Portfolio", ...total },
  };
}
