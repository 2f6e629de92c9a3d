import { formatMonthRange, parseIsoDate } from "@/core/dates";
import { sumCents, ZERO_CENTS } from "@/core/money";
import { ANLAGE_V_MESSAGES, anlageVForms, buildAnlageV } from "@/domain/anlage-v";
import { addYearFigures, buildProfitLoss, profitLossTotals, type YearFigures } from "@/domain/profit-loss";
import { shareOfYear } from "@/domain/year-share";
import { PROFIT_LOSS_MAX_ROW_COLUMNS } from "@/shared/profit-loss-columns";
import type { AfaInfoDto, AnlageVDto, ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import { wholeYear, type AnlageVQuery, type ProfitLossQuery } from "@/shared/schemas/reports";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import { findOwnedProperty } from "@/server/features/properties";
import { findOwnedUnit, UNIT } from "@/server/features/units";
import { loadPropertyAfaYears, type PropertyAfaYears } from "./property-afa";
import { keptPropertyFigures, type PropertyFigures } from "./kept-figures";
import type { PropertySelection } from "./property-selection";
import { loadPeriodFigures, yearsOfRange, type FigureScope, type MonthRange } from "./year-figures";

type Ctx = { db: Db; actor: Actor };

const EMPTY: YearFigures = { categoryTotals: {}, afaCents: ZERO_CENTS, movableAfaCents: ZERO_CENTS, maintenance: { immediate: ZERO_CENTS, spread: ZERO_CENTS } };

/** The building's AfA runs from its start month (purchase or completion) in its first year. */
function afaStartMonth(info: AfaInfoDto, year: number): number {
  const start = info.startDate ? parseIsoDate(info.startDate) : null;
  return start && start.year === year ? start.month : 1;
}

/**
 * The AfA of a period for the property at `index` of the AfA list: a yearly figure, so a period
 * of months gets the share of its months (decision 0019). Each movable asset starts in its own
 * month: over months its yearly AfA is spread evenly.
 */
function afaInPeriod(afa: PropertyAfaYears, index: number, years: PeriodYears): Pick<YearFigures, "afaCents" | "movableAfaCents"> {
  const shares = years.map((y) => {
    const info = afa.get(y.year)![index]!;
    return { afaCents: shareOfYear(info.afaCents, y, afaStartMonth(info, y.year)), movableAfaCents: shareOfYear(info.movableAfaCents, y, 1) };
  });
  return { afaCents: sumCents(shares.map((s) => s.afaCents)), movableAfaCents: sumCents(shares.map((s) => s.movableAfaCents)) };
}

/** A property's figures with its AfA: one literal (a spread followed by more properties is slow in Node 20, see property-afa.ts). */
const withAfa = (f: YearFigures, afa: Pick<YearFigures, "afaCents" | "movableAfaCents">): YearFigures => ({
  categoryTotals: f.categoryTotals,
  maintenance: f.maintenance,
  afaCents: afa.afaCents,
  movableAfaCents: afa.movableAfaCents,
});

/** The calendar years of a period with its months in each (`yearsOfRange`). */
type PeriodYears = ReturnType<typeof yearsOfRange>;

type PeriodColumn = { propertyId: string; name: string; figures: YearFigures };

/**
 * The P&L's figures: each property's for the period with its AfA, in the order of the AfA list
 * (by name), and — when `before` is given — the same scope's total of that period. A unit has
 * its own lines only: no AfA, which belongs to the whole building. The portfolio keeps each
 * property's figures between requests (kept-figures.ts); one property is computed afresh.
 */
async function loadProfitLossFigures(db: Db, workspaceId: string, range: MonthRange, before: MonthRange | null, scope: FigureScope & { unitName: string | null }) {
  if (scope.unitId && scope.propertyId) {
    const [figures, previous] = await Promise.all([loadPeriodFigures(db, workspaceId, range, scope), before ? loadPeriodFigures(db, workspaceId, before, scope) : null]);
    const columns: PeriodColumn[] = [{ propertyId: scope.propertyId, name: scope.unitName ?? "", figures: figures.get(scope.propertyId) ?? EMPTY }];
    return { afa: [] as AfaInfoDto[], columns, previous: previous?.get(scope.propertyId) ?? EMPTY };
  }
  const years = yearsOfRange(range);
  const beforeYears = before ? yearsOfRange(before) : [];
  const reportYear = years.at(-1)!.year;
  const compute = async (selection: PropertySelection): Promise<Map<string, PropertyFigures>> => {
    const only: FigureScope = { ...selection, unitId: null };
    // One read of the properties' AfA serves both periods' years.
    const [figures, previous, afa] = await Promise.all([
      loadPeriodFigures(db, workspaceId, range, only),
      before ? loadPeriodFigures(db, workspaceId, before, only) : null,
      loadPropertyAfaYears(db, workspaceId, [...years, ...beforeYears].map((y) => y.year), selection, reportYear),
    ]);
    return new Map(
      afa.get(reportYear)!.map((info, i) => [
        info.propertyId,
        {
          afa: info,
          figures: withAfa(figures.get(info.propertyId) ?? EMPTY, afaInPeriod(afa, i, years)),
          previous: previous ? withAfa(previous.get(info.propertyId) ?? EMPTY, afaInPeriod(afa, i, beforeYears)) : null,
        },
      ]),
    );
  };
  // Everything the figures depend on besides the stamped data (the §6(1) Nr. 1a year is the range's last).
  const period = `${range.from}|${range.to}|${before?.from ?? ""}|${before?.to ?? ""}`;
  const list = scope.propertyId ? [...(await compute({ propertyId: scope.propertyId })).values()] : await keptPropertyFigures(db, workspaceId, period, compute);
  return {
    afa: list.map((p) => p.afa),
    columns: list.map((p): PeriodColumn => ({ propertyId: p.afa.propertyId, name: p.afa.name, figures: p.figures })),
    previous: before ? addYearFigures(list.map((p) => p.previous ?? EMPTY)) : EMPTY,
  };
}

const column = (propertyId: string | null, name: string, figures: YearFigures, withRows = true): ProfitLossColumnDto =>
  withRows ? { propertyId, name, ...buildProfitLoss(figures) } : { propertyId, name, rows: [], ...profitLossTotals(figures) };

/** The scope of a P&L: a unit is looked up with its property (another property's unit is not found in that property). */
async function profitLossScope(db: Db, workspaceId: string, query: ProfitLossQuery): Promise<FigureScope & { unitName: string | null }> {
  if (query.unitId) {
    const unit = await findOwnedUnit(db, workspaceId, query.unitId);
    if (query.propertyId && unit.propertyId !== query.propertyId) throw notFound(UNIT);
    const property = await findOwnedProperty(db, workspaceId, unit.propertyId);
    return { propertyId: unit.propertyId, unitId: unit.id, unitName: `${property.name} · ${unit.code}` };
  }
  if (query.propertyId) await findOwnedProperty(db, workspaceId, query.propertyId);
  return { propertyId: query.propertyId ?? null, unitId: null, unitName: null };
}

/** The same months a year earlier. */
const yearBefore = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;

/** GET /reports/profit-loss?year|from&to&propertyId&unitId: one column per property, the total, and the same months a year before. */
export async function getProfitLoss({ db, actor, query }: Ctx & { query: ProfitLossQuery }): Promise<ProfitLossDto> {
  authorize(actor, "read");
  const scope = await profitLossScope(db, actor.workspaceId, query);
  const range = { from: query.from, to: query.to };
  const before = { from: yearBefore(query.from), to: yearBefore(query.to) };
  const figures = await loadProfitLossFigures(db, actor.workspaceId, range, before, scope);
  const withRows = scope.propertyId !== null || figures.columns.length <= PROFIT_LOSS_MAX_ROW_COLUMNS;
  return {
    year: query.year,
    from: range.from,
    to: range.to,
    previousFrom: before.from,
    previousTo: before.to,
    propertyId: scope.propertyId,
    unitId: scope.unitId,
    columns: figures.columns.map((c) => column(c.propertyId, c.name, c.figures, withRows)),
    total: column(null, "Gesamt", addYearFigures(figures.columns.map((c) => c.figures))),
    previous: column(null, `Gesamt ${formatMonthRange(before.from, before.to)}`, figures.previous),
    // Beyond the row limit a note for each of thousands of properties says nothing: those with something to do or watch.
    afa: withRows ? figures.afa : figures.afa.filter((a) => a.gaps.length > 0 || a.fifteenPercent !== null || a.methodNote !== null),
  };
}

/** GET /properties/:id/anlage-v?year: the form's lines for one property. */
export async function getAnlageV({ db, actor, propertyId, query }: Ctx & { propertyId: string; query: AnlageVQuery }): Promise<AnlageVDto> {
  authorize(actor, "read");
  const property = await findOwnedProperty(db, actor.workspaceId, propertyId);
  if (!anlageVForms[query.year]) throw new AppError("bad_request", ANLAGE_V_MESSAGES.noForm(query.year));
  const { columns, afa: afaList } = await loadProfitLossFigures(db, actor.workspaceId, wholeYear(query.year), null, { propertyId, unitId: null, unitName: null });
  const [only] = columns;
  const afa: AfaInfoDto = afaList[0] ?? { propertyId, name: property.name, afaCents: ZERO_CENTS, basisCents: ZERO_CENTS, ratePercent: null, method: "linear", methodNote: null, movableAfaCents: ZERO_CENTS, gaps: [], yearBuiltAssumed: false, startDate: null, fifteenPercent: null };
  const report = buildAnlageV({ year: query.year, ...(only?.figures ?? EMPTY), afaCents: afa.afaCents });
  return {
    year: query.year,
    propertyId,
    propertyName: property.name,
    lines: report.lines,
    incomeCents: report.incomeCents,
    expensesCents: report.expensesCents,
    resultCents: report.resultCents,
    afa,
    unconfirmedLines: report.lines.some((l) => !l.confirmed),
  };
}
