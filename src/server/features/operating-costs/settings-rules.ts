import { and, eq, inArray } from "drizzle-orm";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import { messages } from "@/shared/messages";
import type { Db } from "@/server/db/client";
import { bookingLines, rentalContracts, units } from "@/server/db/schema";
import { fieldError } from "@/server/http/request";
import type { Scope } from "./statement-scope";

// The settings name units, contracts and booked lines by id: each must belong to the
// statement's scope (its properties, an Abrechnungseinheit's units) — an id of another
// workspace, property or unit is refused, never read.

export async function checkSettingsRefer(db: Db, workspaceId: string, scope: Scope, settings: StatementSettings): Promise<void> {
  const inScope = and(inArray(units.propertyId, scope.propertyIds), scope.unitIds ? inArray(units.id, scope.unitIds) : undefined);
  const unitIds = new Set<string>(Object.keys(settings.units));
  for (const type of Object.values(settings.types)) {
    for (const id of type.unitIds ?? []) unitIds.add(id);
    for (const id of Object.keys(type.customShares)) unitIds.add(id);
    for (const d of type.preDeductions) unitIds.add(d.unitId);
  }
  for (const r of settings.heatingService ?? []) unitIds.add(r.unitId);
  if (unitIds.size > 0) {
    const known = await db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.workspaceId, workspaceId), inScope, inArray(units.id, [...unitIds])));
    if (known.length !== unitIds.size) throw fieldError("settings", messages.statementUnitUnknown);
  }

  const contractIds = new Set((settings.heatingService ?? []).flatMap((r) => (r.contractId ? [r.contractId] : [])));
  if (contractIds.size > 0) {
    const known = await db
      .select({ id: rentalContracts.id })
      .from(rentalContracts)
      .innerJoin(units, eq(units.id, rentalContracts.unitId))
      .where(and(eq(rentalContracts.workspaceId, workspaceId), inScope, inArray(rentalContracts.id, [...contractIds])));
    if (known.length !== contractIds.size) throw fieldError("settings", messages.statementContractUnknown);
  }

  const lineIds = Object.keys(settings.lines).filter((id) => !settings.extraLines.some((e) => e.id === id));
  if (lineIds.length > 0) {
    const known = await db
      .select({ id: bookingLines.id })
      .from(bookingLines)
      .where(and(eq(bookingLines.workspaceId, workspaceId), inArray(bookingLines.propertyId, scope.propertyIds), inArray(bookingLines.id, lineIds)));
    if (known.length !== lineIds.length) throw fieldError("settings", messages.statementLineUnknown);
  }
}
