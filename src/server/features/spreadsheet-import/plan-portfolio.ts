import crypto from "node:crypto";
import { formatDate, type IsoDate } from "@/core/dates";
import { periodLabel } from "@/server/features/contracts";
import { splitTenantName } from "@/server/features/units";
import type { PropertyKind, UnitType } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { contractCreateInput, contractEditInput } from "@/shared/schemas/contracts";
import { propertyInput, unitCreateInput } from "@/shared/schemas/portfolio";
import { importedTenantInput } from "@/shared/schemas/spreadsheet-import";
import { foldWord } from "./cell-values";
import { FIELDS } from "./columns";
import { addressKey, fullName, type PlanRegistry, type PropertyRef, type TenantRef, type UnitRef } from "./plan-registry";
import type { RowWork } from "./row-work";

// The portfolio records of a row: its property, unit, tenant and contract, each found by its
// natural key (in the workspace or earlier in the file) or planned as new after the checks the
// app's forms and services make, so that a row that previews fine also commits.

const newId = () => crypto.randomUUID();

/** Each unit type's label and words, folded once (every row asks; the first type naming a word has it). */
const UNIT_TYPE_OF_WORD = new Map<string, UnitType>();
for (const choice of FIELDS.unitType.choices) {
  for (const word of [choice.label, ...choice.words].map(foldWord)) if (!UNIT_TYPE_OF_WORD.has(word)) UNIT_TYPE_OF_WORD.set(word, choice.value);
}

/** "Garage 1" is a parking space, "Laden" a shop: the unit type a code's first word names; else a flat. */
export function unitTypeOfCode(code: string): UnitType {
  return UNIT_TYPE_OF_WORD.get(foldWord(code.split(/\s+/)[0] ?? "")) ?? "apartment";
}

/** A property without a kind in the sheet: a house of several units, one flat (Eigentumswohnung) or a single house. */
export function guessedPropertyKind(unitTypes: readonly string[]): PropertyKind {
  if (unitTypes.length === 1) return unitTypes[0] === "house" ? "single_family" : "condominium";
  return "multi_family";
}

/**
 * The row's property, found by name or address or planned from the row (combined sheet,
 * properties). `kind` is the row's own (a value of the choice, the schema checks it) or the
 * guess for the units the file gives it.
 */
export function propertyOfRow(work: RowWork, registry: PlanRegistry, kind: string): PropertyRef | null {
  const v = work.values;
  const address = addressKey(v.street, v.houseNumber, v.postcode);
  if (!v.propertyName && !address) return work.fail(messages.importPropertyMissing);
  const found = registry.property(v.propertyName, address);
  if (found) {
    work.act("property", found, found.name);
    return found;
  }
  const parsed = propertyInput.safeParse({
    name: v.propertyName ?? `${v.street} ${v.houseNumber}`,
    street: v.street ?? "",
    houseNumber: v.houseNumber ?? "",
    postcode: v.postcode ?? "",
    city: v.city ?? "",
    kind,
    yearBuilt: v.yearBuilt ?? null,
    purchasePriceCents: v.purchasePrice ?? null,
    purchaseDate: v.purchaseDate ?? null,
  });
  if (!parsed.success) return work.refused(parsed.error.issues);
  const ref: PropertyRef = { id: newId(), name: parsed.data.name, isNew: true };
  work.act("property", ref, ref.name);
  work.adds(() => registry.addProperty(ref, parsed.data, address));
  return ref;
}

/**
 * The workspace's property a row names (contracts, loans, bookings create none): by name, or
 * the only one when the workspace has exactly one and the row names none.
 */
export function existingPropertyOfRow(work: RowWork, registry: PlanRegistry): PropertyRef | null {
  const name = work.values.propertyName;
  const found = name ? registry.property(name, null) : (registry.soleProperty() ?? undefined);
  if (!found) return work.fail(name ? messages.importPropertyUnknown(name) : messages.importPropertyNeeded);
  work.act("property", found, found.name);
  return found;
}

const unitLabel = (unit: { code: string; propertyName: string }) => `${unit.code} (${unit.propertyName})`;

/** The row's unit in `property`, found by its code or planned from the row; `let`: the row has a tenant. */
export function unitOfRow(work: RowWork, registry: PlanRegistry, property: PropertyRef, code: string, isLet: boolean): UnitRef | null {
  const found = registry.unit(property.id, code);
  if (found) {
    work.act("unit", found, unitLabel(found));
    return found;
  }
  const v = work.values;
  const parsed = unitCreateInput.safeParse({
    code,
    sizeSqm: v.area ?? null,
    type: v.unitType ?? unitTypeOfCode(code),
    // As the unit form's Vermietung section: a unit with a tenant is let.
    usage: isLet ? "rented" : "vacant",
    hasBalcony: v.hasBalcony ?? false,
    rental: null,
  });
  if (!parsed.success) return work.refused(parsed.error.issues);
  const { rental: _, ...fields } = parsed.data;
  const ref: UnitRef = { id: newId(), code: fields.code, propertyName: property.name, usage: fields.usage, isNew: true };
  work.act("unit", ref, unitLabel(ref));
  work.adds(() => registry.addUnit(ref, property.id, fields));
  return ref;
}

/** An existing unit of the property (a contract or booking names it; neither creates one). */
export function existingUnitOfRow(work: RowWork, registry: PlanRegistry, property: PropertyRef, code: string): UnitRef | null {
  const found = registry.unit(property.id, code);
  if (!found) return work.fail(messages.importUnitUnknown(code, property.name));
  work.act("unit", found, unitLabel(found));
  return found;
}

/** The tenant's name as the row gives it: one "Mieter" column (split like the unit form's) or first and last name. */
export function tenantNameOfRow(work: RowWork): { firstName: string; lastName: string } | null {
  const v = work.values;
  if (v.tenantName) return splitTenantName(v.tenantName);
  if (v.firstName || v.lastName) return { firstName: v.firstName ?? "", lastName: v.lastName ?? "" };
  return null;
}

/**
 * The row's tenant: by name and e-mail; by name alone when the row has no e-mail and exactly
 * one tenant of that name exists (in the workspace or earlier in the file); else a new one.
 */
export function tenantOfRow(work: RowWork, registry: PlanRegistry, name: { firstName: string; lastName: string }): TenantRef | null {
  const v = work.values;
  const email = v.email?.toLowerCase() ?? null;
  const display = fullName(name.firstName, name.lastName);
  const candidates = registry.tenantsNamed(name.firstName, name.lastName);
  let found: TenantRef | undefined;
  if (email !== null) found = candidates.find((t) => t.email === email);
  else if (candidates.length > 1) return work.fail(messages.importTenantAmbiguous(display));
  else found = candidates[0];
  const label = (t: TenantRef) => (t.email ? `${t.name} (${t.email})` : t.name);
  if (found) {
    work.act("tenant", found, label(found));
    return found;
  }
  const parsed = importedTenantInput.safeParse({ ...name, email: v.email ?? null, phone: v.phone ?? null });
  if (!parsed.success) return work.refused(parsed.error.issues);
  const ref: TenantRef = { id: newId(), name: fullName(parsed.data.firstName, parsed.data.lastName), email: parsed.data.email?.toLowerCase() ?? null, isNew: true };
  work.act("tenant", ref, label(ref));
  work.adds(() => registry.addTenant(ref, parsed.data));
  return ref;
}

const overlaps = (a: { startDate: IsoDate; endDate: IsoDate | null }, b: { startDate: IsoDate; endDate: IsoDate | null }) =>
  a.startDate <= (b.endDate ?? "9999-12-31") && b.startDate <= (a.endDate ?? "9999-12-31");

/**
 * The row's contract for the unit: found by unit and start; else checked like a new contract
 * (the schema, the period free on the unit, no WG). A "Mietende" without "befristet" is a
 * contract that ends then: terminated, as the contract dialog stores it.
 */
export function contractOfRow(work: RowWork, registry: PlanRegistry, unit: UnitRef, tenant: TenantRef): void {
  const v = work.values;
  if (unit.usage === "shared_housing") {
    work.fail(messages.importUnitSharedHousing(unit.code));
    return;
  }
  if (!v.startDate) return; // "Mietbeginn fehlt" is the row's problem already.
  const label = `${unit.code} ab ${formatDate(v.startDate)}`;
  const onUnit = registry.contractsOn(unit.id);
  const same = onUnit.find((c) => c.startDate === v.startDate);
  if (same) {
    work.act("contract", same, label);
    return;
  }
  const period = { startDate: v.startDate, endDate: v.endDate ?? null };
  const other = onUnit.find((c) => overlaps(c, period));
  if (other) {
    work.fail(messages.importUnitAlreadyLet(unit.code, periodLabel(other.startDate, other.endDate), other.tenantName));
    return;
  }
  const payload = {
    tenantId: tenant.id,
    roomId: null,
    startDate: v.startDate,
    endDate: v.endDate ?? null,
    isLimitedTerm: v.isLimitedTerm ?? false,
    coldRentCents: v.coldRent ?? null,
    serviceChargeCents: v.serviceCharge ?? null,
    depositCents: v.deposit ?? null,
  };
  const ended = v.endDate !== undefined && v.isLimitedTerm !== true;
  const parsed = ended ? contractEditInput.safeParse({ ...payload, status: "terminated" }) : contractCreateInput.safeParse(payload);
  if (!parsed.success) {
    work.refused(parsed.error.issues);
    return;
  }
  const ref = { id: newId(), startDate: parsed.data.startDate, endDate: parsed.data.endDate, tenantName: tenant.name, isNew: true };
  work.act("contract", ref, label);
  work.adds(() => registry.addContract(ref, unit.id, parsed.data));
}
