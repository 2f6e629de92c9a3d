import crypto from "node:crypto";
import { and, asc, desc, eq, max } from "drizzle-orm";
import { cents } from "@/core/money";
import { canonicalJson, compareTaxYearFigures } from "@/domain/tax-year-versions";
import { messages } from "@/shared/messages";
import type { FinaliseTaxYearInput } from "@/shared/schemas/tax-years";
import { yearProfitLossQuery } from "@/shared/schemas/reports";
import type { AnlageVDto, ProfitLossDto } from "@/shared/report-types";
import type { TaxYearDto, TaxYearFiguresDto, TaxYearVersionDto, TaxYearVersionSummaryDto } from "@/shared/tax-year-types";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { properties, taxYearVersions, user } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { findOwnedProperty, PROPERTY } from "@/server/features/properties";
import { getAnlageV, getProfitLoss } from "./reports.service";

// Finalised tax years (issue 15): a property's year frozen as versions 1, 2, … of its figures.
// What is frozen and how versions differ: docs/decisions/0017-tax-reports.md.

type Ctx = { db: Db; actor: Actor };
type YearOf = { propertyId: string; year: number };

/**
 * Today's figures of the property's year, exactly as the reports answer them — the same
 * services, so a version can never disagree with the screen or the Steuerpaket of its day.
 */
async function currentFigures(db: Db, actor: Actor, { propertyId, year }: YearOf): Promise<TaxYearFiguresDto> {
  // The Anlage V first: an unknown property is its 404, a year without a form its 400.
  const anlageV = await getAnlageV({ db, actor, propertyId, query: { year } });
  const profitLoss = await getProfitLoss({ db, actor, query: yearProfitLossQuery(year, propertyId) });
  return figuresOf(profitLoss, anlageV);
}

/** What a version freezes of a property's reports of a year: its P&L column and its Anlage V. */
export function figuresOf(profitLoss: ProfitLossDto, anlageV: AnlageVDto): TaxYearFiguresDto {
  // A property's own report has its one column; the total stands in should it ever lack it.
  const column = profitLoss.columns.find((c) => c.propertyId === anlageV.propertyId) ?? { ...profitLoss.total, propertyId: anlageV.propertyId, name: anlageV.propertyName };
  return { profitLoss: column, anlageV };
}

/**
 * Over the canonical JSON of the figures rather than the Steuerpaket's files: the PDFs carry
 * their creation date and the renderer's metadata, so the same figures would hash differently
 * every day; the figures are what a version promises to keep.
 */
const sha256Of = (figures: TaxYearFiguresDto) => crypto.createHash("sha256").update(canonicalJson(figures), "utf8").digest("hex");

type VersionRow = { version: number; createdAt: Date; figures: TaxYearFiguresDto; figuresSha256: string; createdByName: string | null };

/** The versions of a year, oldest first (one, when `version` is given); scoped to the workspace. */
function selectVersions(db: Db, workspaceId: string, { propertyId, year }: YearOf, version?: number): Promise<VersionRow[]> {
  const t = taxYearVersions;
  return db
    .select({ version: t.version, createdAt: t.createdAt, figures: t.figures, figuresSha256: t.figuresSha256, createdByName: user.name })
    .from(t)
    .leftJoin(user, eq(user.id, t.createdBy))
    .where(and(eq(t.workspaceId, workspaceId), eq(t.propertyId, propertyId), eq(t.year, year), version === undefined ? undefined : eq(t.version, version)))
    .orderBy(asc(t.version));
}

/** A version's figures as stored, after checking them against their hash: a frozen version that no longer matches is not used. */
function verified(row: VersionRow, workspaceId: string, { propertyId, year }: YearOf): VersionRow {
  if (sha256Of(row.figures) === row.figuresSha256) return row;
  // Ids only: the figures may name a person.
  console.error(`[ERROR] Steuerjahr ${year}, Version ${row.version} (Immobilie ${propertyId}, Arbeitsbereich ${workspaceId}): Zahlen weichen von ihrer SHA-256 ab.`);
  throw new AppError("internal", messages.taxYearVersionDamaged(year, row.version));
}

const summary = (row: VersionRow): TaxYearVersionSummaryDto => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
  resultCents: cents(row.figures.profitLoss.resultCents),
  sha256: row.figuresSha256,
});

/** GET /properties/:id/tax-years/:year: the versions, today's figures' hash, and what changed since the last version. */
export async function getTaxYear({ db, actor, propertyId, year }: Ctx & YearOf): Promise<TaxYearDto> {
  authorize(actor, "read");
  const where = { propertyId, year };
  // The figures first: they answer 404 for another workspace's property before anything is read.
  const figures = await currentFigures(db, actor, where);
  const versions = (await selectVersions(db, actor.workspaceId, where)).map((r) => verified(r, actor.workspaceId, where));
  const last = versions.at(-1);
  return {
    year,
    propertyId,
    propertyName: figures.anlageV.propertyName,
    versions: versions.map(summary),
    current: { resultCents: figures.profitLoss.resultCents, sha256: sha256Of(figures) },
    changes: last ? compareTaxYearFigures(last.figures, figures) : [],
  };
}

/** GET /properties/:id/tax-years/:year/versions/:version: the frozen figures. */
export async function getTaxYearVersion({ db, actor, propertyId, year, version }: Ctx & YearOf & { version: number }): Promise<TaxYearVersionDto> {
  authorize(actor, "read");
  const where = { propertyId, year };
  await findOwnedProperty(db, actor.workspaceId, propertyId);
  const [row] = await selectVersions(db, actor.workspaceId, where, version);
  if (!row) throw notFound(`Version ${version} des Steuerjahres ${year}`);
  const frozen = verified(row, actor.workspaceId, where);
  return { ...summary(frozen), year, propertyId, figures: frozen.figures };
}

/** The newest version of a year (its figures checked against their hash), or undefined. */
async function lastVersion(db: Db, workspaceId: string, where: YearOf): Promise<VersionRow | undefined> {
  const t = taxYearVersions;
  const [row] = await db
    .select({ version: t.version, createdAt: t.createdAt, figures: t.figures, figuresSha256: t.figuresSha256 })
    .from(t)
    .where(and(eq(t.workspaceId, workspaceId), eq(t.propertyId, where.propertyId), eq(t.year, where.year)))
    .orderBy(desc(t.version))
    .limit(1);
  return row ? verified({ ...row, createdByName: null }, workspaceId, where) : undefined;
}

/** Where a year's figures stand against its finalised versions: the last version, and whether they still equal it; null when none. */
export async function standingOfFigures(db: Db, workspaceId: string, where: YearOf, figures: TaxYearFiguresDto): Promise<{ version: number; createdAt: Date; matches: boolean } | null> {
  const last = await lastVersion(db, workspaceId, where);
  return last ? { version: last.version, createdAt: last.createdAt, matches: compareTaxYearFigures(last.figures, figures).length === 0 } : null;
}

/**
 * POST /properties/:id/tax-years/:year/versions: freezes today's figures as the next version.
 * 409 `conflict` when they equal the last version's (a new version needs a difference); 409
 * `stale` when the client names figures (`sha256`) that have moved since it loaded them, or
 * when someone finalised the year while the figures were being added up.
 *
 * The figures are added up before the transaction: the report services run their queries in
 * parallel, which one transaction's connection cannot. The version seen before adding up must
 * still be the last one when the property row is locked — otherwise a version finalised in
 * between might hold newer figures than these, and they must not follow it. The lock
 * serialises the check and the insert; the unique index is the backstop.
 */
export async function finaliseTaxYear({ db, actor, propertyId, year, input }: Ctx & YearOf & { input: FinaliseTaxYearInput }): Promise<TaxYearVersionDto> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const where = { propertyId, year };
  const seen = await lastVersion(db, ws, where);
  // 404 for another workspace's property, 400 for a year without an Anlage V form.
  const figures = await currentFigures(db, actor, where);
  const sha256 = sha256Of(figures);
  if (seen && compareTaxYearFigures(seen.figures, figures).length === 0) throw new AppError("conflict", messages.taxYearUnchanged(year, seen.version));
  // Checked after "unchanged": figures that moved back to the last version's are that message's case.
  if (input.sha256 !== undefined && input.sha256 !== sha256) throw new AppError("stale", messages.taxYearFiguresMoved(year));
  const next = (seen?.version ?? 0) + 1;
  const finalisedMeanwhile = (version: number) => new AppError("stale", messages.taxYearFinalisedMeanwhile(year, version));
  await db
    .transaction(async (tx) => {
      // NO KEY UPDATE rather than UPDATE: saving a booking or unit of the property (a foreign
      // key's KEY SHARE lock) need not wait.
      const [property] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, ws)))
        .for("no key update");
      if (!property) throw notFound(PROPERTY);
      const [last] = await tx
        .select({ version: max(taxYearVersions.version) })
        .from(taxYearVersions)
        .where(and(eq(taxYearVersions.workspaceId, ws), eq(taxYearVersions.propertyId, propertyId), eq(taxYearVersions.year, year)));
      const lastNow = last?.version ?? 0;
      if (lastNow !== next - 1) throw finalisedMeanwhile(lastNow);
      await tx.insert(taxYearVersions).values({ workspaceId: ws, propertyId, year, version: next, figures, figuresSha256: sha256, createdBy: actor.userId });
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, "tax_year_versions_number")) throw finalisedMeanwhile(next);
      throw err;
    });
  return getTaxYearVersion({ db, actor, propertyId, year, version: next });
}
