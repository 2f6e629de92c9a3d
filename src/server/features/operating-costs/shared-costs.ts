import { and, eq, gte, inArray, lte, notInArray } from "drizzle-orm";
import { cents, formatEuro, sumCents, type Cents } from "@/core/money";
import { overlap } from "@/domain/operating-costs/period";
import type { DateRange, StatementDefect } from "@/domain/operating-costs/types";
import type { StatementCatalogueLineDto } from "@/shared/operating-cost-types";
import { statementSettings } from "@/shared/schemas/operating-costs";
import { messages } from "@/shared/messages";
import type { Db } from "@/server/db/client";
import { operatingCostStatements } from "@/server/db/schema";
import { germanList } from "./statement-scope";
import type { StatementSource } from "./statement-source";

// A cost booked on the whole property (no unit) belongs to no single Abrechnungseinheit: every
// Abrechnungseinheit of the property offers it, and the landlord takes it in whole, in part (a
// correction with its reason) or not at all (decision 0032). What may never happen is that the
// Abrechnungseinheiten of one period together charge more than the cost: the pre-check names
// each such line as a blocking defect, in every statement that takes part in it.

type Catalogue = readonly StatementCatalogueLineDto[];

/** What a catalogue line puts into the statement: its (corrected) amount for the period, 0 when left out. */
const chargedCents = (line: StatementCatalogueLineDto): Cents => (line.positionId === null ? cents(0) : (line.correctedCents ?? cents(line.periodCents - line.refusedCents)));

type Other = { name: string; charged: (line: StatementCatalogueLineDto) => Cents };

/**
 * The other Abrechnungseinheiten of the property whose period overlaps: their newest version each
 * (a corrected version is replaced by its correction), never this statement's own versions.
 */
async function otherStatements(db: Db, workspaceId: string, args: { mainPropertyId: string; period: DateRange; lineage: readonly string[] }): Promise<Other[]> {
  const rows = await db
    .select({
      id: operatingCostStatements.id,
      scopeName: operatingCostStatements.scopeName,
      periodStart: operatingCostStatements.periodStart,
      periodEnd: operatingCostStatements.periodEnd,
      settings: operatingCostStatements.settings,
      frozen: operatingCostStatements.frozen,
    })
    .from(operatingCostStatements)
    .where(
      and(
        eq(operatingCostStatements.workspaceId, workspaceId),
        eq(operatingCostStatements.propertyId, args.mainPropertyId),
        lte(operatingCostStatements.periodStart, args.period.end),
        gte(operatingCostStatements.periodEnd, args.period.start),
        args.lineage.length > 0 ? notInArray(operatingCostStatements.id, [...args.lineage]) : undefined,
      ),
    );
  if (rows.length === 0) return [];
  const corrected = new Set(
    (
      await db
        .select({ correctsId: operatingCostStatements.correctsId })
        .from(operatingCostStatements)
        .where(
          and(
            eq(operatingCostStatements.workspaceId, workspaceId),
            inArray(
              operatingCostStatements.correctsId,
              rows.map((r) => r.id),
            ),
          ),
        )
    ).map((r) => r.correctsId),
  );
  return rows
    .filter((r) => !corrected.has(r.id))
    .map((r): Other => {
      const name = `„${r.scopeName ?? ""}“`;
      const frozen = r.frozen as { catalogue?: Catalogue } | null;
      if (frozen?.catalogue) {
        const theirs = new Map(frozen.catalogue.map((l) => [l.id, l]));
        return { name, charged: (line) => (theirs.has(line.id) ? chargedCents(theirs.get(line.id)!) : cents(0)) };
      }
      // A draft is read from its settings: what it leaves out or corrects; otherwise it takes the
      // line as this statement does, when the line's service period reaches into its period.
      const settings = statementSettings.parse(r.settings);
      const period = { start: r.periodStart, end: r.periodEnd };
      return {
        name,
        charged: (line) => {
          const own = settings.lines[line.id];
          if (own?.excludedReason) return cents(0);
          if (line.servicePeriod && !overlap(line.servicePeriod, period)) return cents(0);
          return own?.correctedCents != null ? cents(own.correctedCents) : cents(line.periodCents - line.refusedCents);
        },
      };
    });
}

/** The pre-check's findings on the whole-property costs of an Abrechnungseinheit. */
export async function sharedCostDefects(
  db: Db,
  workspaceId: string,
  args: { mainPropertyId: string; period: DateRange; lineage: readonly string[]; source: StatementSource; catalogue: Catalogue },
): Promise<StatementDefect[]> {
  const propertyLevel = new Set(args.source.costs.filter((c) => c.unitId === null).map((c) => c.id));
  const shared = args.catalogue.filter((l) => !l.manual && propertyLevel.has(l.id) && l.positionId !== null);
  if (shared.length === 0) return [];
  const defects: StatementDefect[] = [{ code: "shared_cost_included", message: messages.statementSharedCostHint(shared.length), blocking: false }];
  const others = await otherStatements(db, workspaceId, args);
  for (const line of shared) {
    const charging = others.map((o) => ({ name: o.name, cents: o.charged(line) })).filter((o) => o.cents !== 0);
    if (charging.length === 0) continue;
    const cost = cents(line.periodCents - line.refusedCents);
    const total = sumCents([chargedCents(line), ...charging.map((o) => o.cents)]);
    if (Math.abs(total) <= Math.abs(cost)) continue;
    defects.push({
      code: "shared_cost_charged_twice",
      message: messages.statementSharedCostTwice(
        line.text,
        germanList(charging.map((o) => o.name)),
        formatEuro(total, { decimals: 2 }),
        formatEuro(cost, { decimals: 2 }),
      ),
      blocking: true,
      lineId: line.positionId!,
    });
  }
  return defects;
}
