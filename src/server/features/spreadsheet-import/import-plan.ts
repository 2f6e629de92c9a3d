import { importEntities, type ImportEntity } from "@/shared/spreadsheet-import-types";
import { foldText } from "./cell-values";
import type { ImportTarget } from "./columns";
import type { InterpretedRow } from "./interpret-rows";
import { bookingOfRow, loanOfRow } from "./plan-ledger";
import {
  contractOfRow,
  existingPropertyOfRow,
  existingUnitOfRow,
  guessedPropertyKind,
  propertyOfRow,
  tenantNameOfRow,
  tenantOfRow,
  unitOfRow,
  unitTypeOfCode,
} from "./plan-portfolio";
import { addressKey, PlanRegistry, type PlannedRecords } from "./plan-registry";
import { RowWork, type RowAction } from "./row-work";
import type { ExistingRecords } from "./workspace-records";

// The plan of an import: per row which records it creates and which exist already (natural
// keys: property by name or address, unit by code per property, tenant by name + e-mail,
// contract by unit + start, loan by property + lender + payout + amount, booking by date +
// amount + text + property), the problems the database would refuse, and the new records in
// the order the commit writes them. Pure: the workspace comes in as ExistingRecords.

export type PlannedRow = { rowNumber: number; errors: string[]; actions: RowAction[] };

export type ImportPlan = {
  /** Per interpreted row, in order: its problems (the interpretation's and the plan's) and its records. */
  rows: PlannedRow[];
  /** The new records of the rows without problems. */
  created: PlannedRecords;
  /** Per entity, the existing records those rows name (each once). */
  existing: Record<ImportEntity, string[]>;
};

/** The units the file gives each property (by name, else address), for the kind of a property the sheet does not state. */
function unitTypesByProperty(rows: readonly InterpretedRow[]): Map<string, Map<string, string>> {
  const byProperty = new Map<string, Map<string, string>>();
  for (const { values: v } of rows) {
    const key = v.propertyName ? foldText(v.propertyName) : addressKey(v.street, v.houseNumber, v.postcode);
    if (!key || !v.unitCode) continue;
    const units = byProperty.get(key) ?? new Map<string, string>();
    units.set(v.unitCode.trim().toLowerCase(), v.unitType ?? unitTypeOfCode(v.unitCode));
    byProperty.set(key, units);
  }
  return byProperty;
}

function planRow(target: ImportTarget, work: RowWork, registry: PlanRegistry, kindOf: (work: RowWork) => ReturnType<typeof guessedPropertyKind>): void {
  const v = work.values;
  switch (target) {
    case "combined":
    case "properties": {
      const name = tenantNameOfRow(work);
      const isLet = target === "combined" && name !== null;
      const property = propertyOfRow(work, registry, v.propertyKind ?? kindOf(work));
      const unit = property && v.unitCode ? unitOfRow(work, registry, property, v.unitCode, isLet) : null;
      if (!isLet || !name) return;
      const tenant = tenantOfRow(work, registry, name);
      if (unit && tenant) contractOfRow(work, registry, unit, tenant);
      return;
    }
    case "tenants": {
      const name = tenantNameOfRow(work);
      if (name) tenantOfRow(work, registry, name);
      return;
    }
    case "contracts": {
      const property = existingPropertyOfRow(work, registry);
      const unit = property && v.unitCode ? existingUnitOfRow(work, registry, property, v.unitCode) : null;
      const name = tenantNameOfRow(work);
      const tenant = name ? tenantOfRow(work, registry, name) : null;
      if (unit && tenant) contractOfRow(work, registry, unit, tenant);
      return;
    }
    case "loans": {
      const property = existingPropertyOfRow(work, registry);
      if (property) loanOfRow(work, registry, property);
      return;
    }
    case "bookings": {
      const property = existingPropertyOfRow(work, registry);
      if (!property) return;
      const unit = v.unitCode ? existingUnitOfRow(work, registry, property, v.unitCode) : null;
      if (v.unitCode && !unit) return;
      bookingOfRow(work, registry, property, unit);
      return;
    }
  }
}

/**
 * Plans the rows in file order. A row with problems from reading is not planned (it cannot be
 * imported); a row the plan finds a problem in adds nothing, so the records of the others are
 * what the commit will write once the user has left the faulty rows out.
 */
export function planImport(target: ImportTarget, rows: readonly InterpretedRow[], existing: ExistingRecords): ImportPlan {
  const registry = new PlanRegistry(existing);
  const unitTypes = unitTypesByProperty(rows.filter((r) => r.errors.length === 0));
  const kindOf = (work: RowWork) => {
    const v = work.values;
    const key = v.propertyName ? foldText(v.propertyName) : addressKey(v.street, v.houseNumber, v.postcode);
    return guessedPropertyKind([...(key ? (unitTypes.get(key)?.values() ?? []) : [])]);
  };
  const planned: PlannedRow[] = rows.map((row) => {
    if (row.errors.length > 0) return { rowNumber: row.rowNumber, errors: row.errors, actions: [] };
    const work = new RowWork(row.rowNumber, row.values);
    planRow(target, work, registry, kindOf);
    work.finish();
    return { rowNumber: row.rowNumber, errors: work.errors, actions: work.actions };
  });
  const existingIds = Object.fromEntries(importEntities.map((e) => [e, new Set<string>()])) as Record<ImportEntity, Set<string>>;
  for (const row of planned) {
    if (row.errors.length > 0) continue;
    for (const action of row.actions) if (action.action === "exists") existingIds[action.entity].add(action.id);
  }
  return {
    rows: planned,
    created: registry.created,
    existing: Object.fromEntries(importEntities.map((e) => [e, [...existingIds[e]]])) as Record<ImportEntity, string[]>,
  };
}
