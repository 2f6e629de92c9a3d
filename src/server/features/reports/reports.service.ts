import { ZERO_CENTS } from "@/core/money";
import { ANLAGE_V_MESSAGES, anlageVForms, buildAnlageV } from "@/domain/anlage-v";
import { addYearFigures, buildProfitLoss, type YearFigures } from "@/domain/profit-loss";
import type { AfaInfoDto, AnlageVDto, ProfitLossColumnDto, ProfitLossDto } from "@/shared/report-types";
import type { AnlageVQuery, ProfitLossQuery } from "@/shared/schemas/reports";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { AppError } from "@/server/http/errors";
import { findOwnedProperty } from "@/server/features/properties";
import { loadPropertyAfa } from "./property-afa";
import { loadYearFigures } from "./year-figures";

type Ctx = { db: Db; actor: Actor };

const EMPTY: YearFigures = { categoryTotals: {}, afaCents: ZERO_CENTS, maintenance: { immediate: ZERO_CENTS, spread: ZERO_CENTS } };

/** Each property's figures of the year with its AfA, in the order of `afa` (by name). */
async function figuresByProperty(db: Db, workspaceId: string, year: number, propertyId: string | null) {
  const [figures, afa] = await Promise.all([loadYearFigures(db, workspaceId, year, propertyId), loadPropertyAfa(db, workspaceId, year, propertyId)]);
  return { afa, columns: afa.map((a) => ({ info: a, figures: { ...(figures.get(a.propertyId) ?? EMPTY), afaCents: a.afaCents } })) };
}

const column = (propertyId: string | null, name: string, figures: YearFigures): ProfitLossColumnDto => ({ propertyId, name, ...buildProfitLoss(figures) });

/** GET /reports/profit-loss?year&propertyId: one column per property, the total, and the year before. */
export async function getProfitLoss({ db, actor, query }: Ctx & { query: ProfitLossQuery }): Promise<ProfitLossDto> {
  authorize(actor, "read");
  const propertyId = query.propertyId ?? null;
  if (propertyId) await findOwnedProperty(db, actor.workspaceId, propertyId);
  const [current, previous] = await Promise.all([
    figuresByProperty(db, actor.workspaceId, query.year, propertyId),
    figuresByProperty(db, actor.workspaceId, query.year - 1, propertyId),
  ]);
  return {
    year: query.year,
    propertyId,
    columns: current.columns.map((c) => column(c.info.propertyId, c.info.name, c.figures)),
    total: column(null, "Gesamt", addYearFigures(current.columns.map((c) => c.figures))),
    previous: column(null, `Gesamt ${query.year - 1}`, addYearFigures(previous.columns.map((c) => c.figures))),
    afa: current.afa,
  };
}

/** GET /properties/:id/anlage-v?year: the form's lines for one property. */
export async function getAnlageV({ db, actor, propertyId, query }: Ctx & { propertyId: string; query: AnlageVQuery }): Promise<AnlageVDto> {
  authorize(actor, "read");
  const property = await findOwnedProperty(db, actor.workspaceId, propertyId);
  if (!anlageVForms[query.year]) throw new AppError("bad_request", ANLAGE_V_MESSAGES.noForm(query.year));
  const { columns } = await figuresByProperty(db, actor.workspaceId, query.year, propertyId);
  const [only] = columns;
  const afa: AfaInfoDto = only?.info ?? { propertyId, name: property.name, afaCents: ZERO_CENTS, basisCents: ZERO_CENTS, ratePercent: null, gaps: [], yearBuiltAssumed: false, fifteenPercent: null };
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
