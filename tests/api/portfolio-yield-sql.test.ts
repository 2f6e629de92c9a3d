import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cents, roundTo, sumCents, type Cents } from "@/core/money";
import { isInForce, isVacant, type ContractPeriod } from "@/domain/contracts";
import { attributedPurchasePrice, grossYield, weightedAverageBmr, yieldBand } from "@/domain/yield";
import { unitUsages, type UnitUsage } from "@/shared/enums";
import type { PortfolioFigures } from "@/shared/portfolio-types";
import type { Database, Db } from "@/server/db/client";
import { properties, propertyFigures, rentalContracts, rooms, tenants, units, workspaces } from "@/server/db/schema";
import { figuresOfProperty, refreshFiguresForDay } from "@/server/features/portfolio";
import { workspaceFigures } from "@/server/features/portfolio/figures.sql";
import { openTestDatabase } from "../helpers/test-db";

// The yield formula has one home, src/domain/yield.ts; its one SQL form is the trigger
// function refresh_property_figures (migration 0003) plus the weighted average over summary
// rows in figures.sql.ts. This evaluates that SQL on a real database (PGlite, or PostgreSQL
// with TEST_DATABASE_URL) for many generated portfolios and requires the domain's result to
// the cent and to the second decimal of every yield.

// The summary counts the contracts in force on its stored day (migration 0005); every check
// runs on this day, and each contract's period lies somewhere around it.
const DAY = "2026-11-22";
const periods = {
  ended: { startDate: "2020-01-01", endDate: "2021-12-31", status: "terminated" },
  endedYesterday: { startDate: "2024-01-01", endDate: "2026-11-21", status: "active" },
  endsToday: { startDate: "2024-01-01", endDate: DAY, status: "terminated" },
  open: { startDate: "2024-01-01", endDate: null, status: "active" },
  startsToday: { startDate: DAY, endDate: "2027-06-30", status: "active" },
  startsTomorrow: { startDate: "2026-11-23", endDate: null, status: "active" },
} as const satisfies Record<string, ContractPeriod & { status: "active" | "terminated" }>;
type PeriodName = keyof typeof periods;
const periodNames = Object.keys(periods) as PeriodName[];

type UnitSpec = { sizeHundredths: number | null; priceCents: number | null; usage: UnitUsage; rents: Array<{ cents: number; period: PeriodName }> };
type PropertySpec = { priceCents: number | null; units: UnitSpec[] };

type Expected = { unitCount: number; vacant: number; rent: Cents; price: Cents | null; yield: number | null; bmrs: Array<{ bmr: number | null; coldRent: Cents }> };

/** What the domain says about one property. Areas are summed in hundredths, exactly, like numeric(9,2). */
function expectedOf(p: PropertySpec): Expected {
  const areaHundredths = p.units.reduce((sum, u) => sum + (u.sizeHundredths ?? 0), 0);
  const bmrs = p.units.map((u) => {
    const coldRent = sumCents(u.rents.filter((r) => isInForce(periods[r.period], DAY)).map((r) => cents(r.cents)));
    let price: Cents | null = null;
    if (u.priceCents !== null) price = cents(u.priceCents);
    else if (p.priceCents !== null && u.sizeHundredths !== null && areaHundredths > 0) {
      price = attributedPurchasePrice({ purchasePrice: cents(p.priceCents), partAreaSqm: u.sizeHundredths / 100, totalAreaSqm: areaHundredths / 100 });
    }
    return { bmr: price === null ? null : grossYield({ monthlyColdRent: coldRent, purchasePrice: price }), coldRent };
  });
  const unitPrices = p.units.flatMap((u) => (u.priceCents === null ? [] : [cents(u.priceCents)]));
  return {
    unitCount: p.units.length,
    vacant: p.units.filter((u) => isVacant(u, u.rents.filter((r) => isInForce(periods[r.period], DAY)).length)).length,
    rent: sumCents(bmrs.map((b) => b.coldRent)),
    // A property's own price counts; only without one its units' prices add up.
    price: p.priceCents !== null ? cents(p.priceCents) : unitPrices.length > 0 ? sumCents(unitPrices) : null,
    yield: weightedAverageBmr(bmrs),
    bmrs,
  };
}

/** Writes a workspace with the given properties the way the app does (one statement per row kind). */
async function insertPortfolio(db: Db, specs: PropertySpec[]): Promise<{ workspaceId: string; propertyIds: string[] }> {
  const [ws] = await db.insert(workspaces).values({ name: "Renditeprobe" }).returning({ id: workspaces.id });
  const workspaceId = ws!.id;
  const [tenant] = await db.insert(tenants).values({ workspaceId, firstName: "Erika", lastName: "Muster" }).returning({ id: tenants.id });
  const propertyIds: string[] = [];
  for (const [index, p] of specs.entries()) {
    const [property] = await db
      .insert(properties)
      .values({ workspaceId, name: `Haus ${index}`, kind: "multi_family", purchasePriceCents: p.priceCents })
      .returning({ id: properties.id });
    propertyIds.push(property!.id);
    if (p.units.length === 0) continue;
    const unitRows = await db
      .insert(units)
      .values(
        p.units.map((u, i) => ({
          workspaceId,
          propertyId: property!.id,
          code: `WE ${i}`,
          type: "apartment" as const,
          usage: u.usage,
          sizeSqm: u.sizeHundredths === null ? null : `${Math.floor(u.sizeHundredths / 100)}.${String(u.sizeHundredths % 100).padStart(2, "0")}`,
          purchasePriceCents: u.priceCents,
        })),
      )
      .returning({ id: units.id, code: units.code });
    // Periods of one unit may not overlap (migration 0004): each contract gets a room of its own.
    const roomSpecs = p.units.flatMap((u, i) => u.rents.map((_r, k) => ({ unitId: unitRows.find((row) => row.code === `WE ${i}`)!.id, k })));
    const roomRows =
      roomSpecs.length === 0
        ? []
        : await db
            .insert(rooms)
            .values(roomSpecs.map((r) => ({ workspaceId, unitId: r.unitId, code: `Z ${r.k}` })))
            .returning({ id: rooms.id, unitId: rooms.unitId, code: rooms.code });
    const contracts = p.units.flatMap((u, i) =>
      u.rents.map((r, k) => {
        const unitId = unitRows.find((row) => row.code === `WE ${i}`)!.id;
        return {
          workspaceId,
          tenantId: tenant!.id,
          unitId,
          roomId: roomRows.find((row) => row.unitId === unitId && row.code === `Z ${k}`)!.id,
          ...periods[r.period],
          coldRentCents: r.cents,
        };
      }),
    );
    if (contracts.length > 0) await db.insert(rentalContracts).values(contracts);
  }
  return { workspaceId, propertyIds };
}

const asFigures = (e: Expected): PortfolioFigures => ({
  propertyCount: 1,
  unitCount: e.unitCount,
  vacantUnitCount: e.vacant,
  vacancyPercent: e.unitCount > 0 ? roundTo((e.vacant * 100) / e.unitCount, 1) : null,
  monthlyColdRentCents: e.rent,
  totalPurchasePriceCents: e.price ?? cents(0),
  averageGrossYieldPercent: e.yield,
  averageGrossYieldBand: yieldBand(e.yield),
});

describe("the SQL yield formula equals src/domain/yield.ts", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await refreshFiguresForDay(database.db, DAY);
  });
  afterAll(() => database.close());

  /** Inserts the portfolio, compares every summary row and the SQL averages with the domain, then removes it. */
  async function check(specs: PropertySpec[]) {
    const db = database.db;
    const { workspaceId, propertyIds } = await insertPortfolio(db, specs);
    try {
      const rows = await db.select().from(propertyFigures).where(eq(propertyFigures.workspaceId, workspaceId));
      const expected = specs.map(expectedOf);
      for (const [index, id] of propertyIds.entries()) {
        const e = expected[index]!;
        const row = rows.find((r) => r.propertyId === id);
        expect(row, `summary row of property ${index}`).toBeDefined();
        expect({
          unitCount: row!.unitCount,
          vacant: row!.vacantUnitCount,
          rent: row!.monthlyColdRentCents,
          price: row!.purchasePriceCents,
          yield: row!.grossYieldPercent === null ? null : Number(row!.grossYieldPercent),
        }).toEqual({ unitCount: e.unitCount, vacant: e.vacant, rent: e.rent, price: e.price, yield: e.yield });
        // The property detail reads the same row.
        expect(await figuresOfProperty(db, workspaceId, id)).toEqual(asFigures(e));
      }
      // The overview averages the summary rows' sums: the domain averages all units at once.
      const overview = await workspaceFigures(db, workspaceId);
      expect(overview.averageGrossYieldPercent).toBe(weightedAverageBmr(expected.flatMap((e) => e.bmrs)));
      expect(overview.monthlyColdRentCents).toBe(sumCents(expected.map((e) => e.rent)));
    } finally {
      await db.execute(sql`delete from workspaces where id = ${workspaceId}`);
    }
  }

  const unit = (over: Partial<UnitSpec> = {}): UnitSpec => ({ sizeHundredths: null, priceCents: null, usage: "rented", rents: [], ...over });
  const rented = (...rents: number[]) => rents.map((c) => ({ cents: c, period: "open" as const }));

  it.each<[string, PropertySpec[]]>([
    ["an empty property", [{ priceCents: 30_000_000, units: [] }]],
    ["7,0125 % rounds down to 7,01", [{ priceCents: 12_000_000, units: [unit({ sizeHundredths: 6000, rents: rented(70_125) })] }]],
    ["exactly 7,005 % rounds half away from zero to 7,01", [{ priceCents: 1_200_000, units: [unit({ sizeHundredths: 100, rents: rented(7_005) })] }]],
    ["exactly 0,125 % rounds to 0,13", [{ priceCents: 96_000_000, units: [unit({ sizeHundredths: 100, rents: rented(10_000) })] }]],
    ["a price of 0 has no yield", [{ priceCents: 0, units: [unit({ sizeHundredths: 5000, rents: rented(50_000) })] }]],
    ["a unit's own price wins over the attributed one", [{ priceCents: 30_000_000, units: [unit({ sizeHundredths: 6000, priceCents: 5_000_000, rents: rented(30_000) }), unit({ sizeHundredths: 9000, usage: "vacant" })] }]],
    ["a unit without area and own price has no yield", [{ priceCents: 30_000_000, units: [unit({ rents: rented(5_000) }), unit({ sizeHundredths: 6000, rents: rented(70_125) })] }]],
    ["area attribution with a third of a cent", [{ priceCents: 10_000_000, units: [unit({ sizeHundredths: 100, rents: rented(333) }), unit({ sizeHundredths: 200, rents: rented(667) })] }]],
    ["without a property price, units' own prices add up", [{ priceCents: null, units: [unit({ priceCents: 15_000_000, rents: rented(61_234) }), unit({ priceCents: 10_000_000 })] }]],
    ["ended contracts do not count", [{ priceCents: 20_000_000, units: [unit({ sizeHundredths: 8000, rents: [{ cents: 100_000, period: "open" }, { cents: 99_999, period: "ended" }] })] }]],
    [
      "only contracts in force on the day count, whatever their status; without one a unit is vacant",
      [
        {
          priceCents: 20_000_000,
          units: [
            unit({ sizeHundredths: 5000, rents: [{ cents: 100_000, period: "endsToday" }, { cents: 1, period: "endedYesterday" }] }),
            unit({ sizeHundredths: 5000, rents: [{ cents: 70_000, period: "startsToday" }, { cents: 2, period: "startsTomorrow" }] }),
            unit({ sizeHundredths: 5000, rents: [{ cents: 3, period: "startsTomorrow" }] }),
            unit({ sizeHundredths: 5000, usage: "shared_housing", rents: [{ cents: 4, period: "ended" }] }),
            unit({ sizeHundredths: 5000, usage: "owner_occupied" }),
          ],
        },
      ],
    ],
    [
      "two properties average by rent over all units",
      [
        { priceCents: 20_000_000, units: [unit({ sizeHundredths: 8000, rents: rented(100_000) }), unit({ sizeHundredths: 2000, rents: rented(50_000) })] },
        { priceCents: 40_000_000, units: [unit({ sizeHundredths: 12_000, usage: "shared_housing", rents: rented(35_000, 38_000, 40_050) })] },
      ],
    ],
  ])("%s", async (_name, specs) => {
    await check(specs);
  });

  // Realistic ranges: prices 0 or 100.000 € – 50 Mio. € per property and 0 or 1.000 € – 20 Mio. €
  // per unit, 1 – 500 m² per unit, 0,01 – 50.000 € rent per contract. (The summary stores a
  // property's yield as numeric(9,2): a yield of 10 Mio. % and more, i.e. a price of a few cents,
  // would not fit; see docs/decisions/0005-property-figures-summary.md.)
  const unitSpec: fc.Arbitrary<UnitSpec> = fc.record({
    sizeHundredths: fc.option(fc.integer({ min: 100, max: 50_000 }), { nil: null, freq: 4 }),
    priceCents: fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 100_000, max: 2_000_000_000 })), { nil: null, freq: 2 }),
    usage: fc.constantFrom(...unitUsages),
    rents: fc.array(fc.record({ cents: fc.integer({ min: 1, max: 5_000_000 }), period: fc.constantFrom(...periodNames) }), { maxLength: 3 }),
  });
  const propertySpec: fc.Arbitrary<PropertySpec> = fc.record({
    priceCents: fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 10_000_000, max: 5_000_000_000 })), { nil: null, freq: 5 }),
    units: fc.array(unitSpec, { maxLength: 6 }),
  });

  it("for generated portfolios: every summary row, the property detail and the overview", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(propertySpec, { minLength: 1, maxLength: 3 }), async (specs) => {
        await check(specs);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
