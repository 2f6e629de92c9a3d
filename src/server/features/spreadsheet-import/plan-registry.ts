import type { IsoDate } from "@/core/dates";
import type { Cents } from "@/core/money";
import type { UnitUsage } from "@/shared/enums";
import type { BookingCreateInput } from "@/shared/schemas/bookings";
import type { ContractCreateInput } from "@/shared/schemas/contracts";
import type { LoanInput } from "@/shared/schemas/loans";
import type { PropertyInput } from "@/shared/schemas/portfolio";
import type { ImportedTenantInput } from "@/shared/schemas/spreadsheet-import";
import type { UnitFields } from "@/server/features/units";
import { foldText } from "./cell-values";
import type { ExistingRecords } from "./workspace-records";

// The records an import sees while it plans: those the workspace has (by their natural keys)
// and those earlier rows of the file create, so that later rows share them. New records get
// their id here; the commit writes them with it, so references between them are plain ids.

export type PropertyRef = { id: string; name: string; isNew: boolean };
export type UnitRef = { id: string; code: string; propertyName: string; usage: UnitUsage; isNew: boolean };
export type TenantRef = { id: string; name: string; email: string | null; isNew: boolean };
export type ContractRef = { id: string; startDate: IsoDate; endDate: IsoDate | null; tenantName: string; isNew: boolean };
export type LoanRef = { id: string; label: string; isNew: boolean };
export type BookingRef = { id: string; label: string; isNew: boolean; rowNumber: number | null };

/** What the commit writes, in this order, each with the id the plan gave it. */
export type PlannedRecords = {
  properties: { id: string; input: PropertyInput }[];
  units: { id: string; propertyId: string; input: UnitFields }[];
  tenants: { id: string; input: ImportedTenantInput }[];
  contracts: { id: string; unitId: string; input: ContractCreateInput }[];
  loans: { id: string; propertyId: string; input: LoanInput }[];
  bookings: { id: string; input: BookingCreateInput }[];
};

/** A property's address as a key: street, house number and postcode, all three given. */
export function addressKey(street: string | undefined, houseNumber: string | undefined, postcode: string | undefined): string | null {
  if (!street || !houseNumber || !postcode) return null;
  return [street, houseNumber, postcode].map((part) => foldText(part)).join("|");
}

/** A unit's code as the unique index compares it: lower(btrim(code)). */
export const unitCodeKey = (propertyId: string, code: string) => `${propertyId}|${code.trim().toLowerCase()}`;
export const tenantNameKey = (firstName: string, lastName: string) => foldText(`${firstName} ${lastName}`);
export const fullName = (firstName: string, lastName: string) => [firstName, lastName].filter((part) => part !== "").join(" ");
export const loanKey = (propertyId: string, lender: string, disbursementDate: IsoDate, amount: Cents | number) =>
  `${propertyId}|${foldText(lender)}|${disbursementDate}|${amount}`;
export const bookingKey = (propertyId: string, paymentDate: IsoDate, amount: Cents | number, text: string) => `${propertyId}|${paymentDate}|${amount}|${foldText(text)}`;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

export class PlanRegistry {
  readonly created: PlannedRecords = { properties: [], units: [], tenants: [], contracts: [], loans: [], bookings: [] };
  readonly closedYears: ReadonlySet<number>;
  private readonly propertiesByName = new Map<string, PropertyRef>();
  private readonly propertiesByAddress = new Map<string, PropertyRef>();
  private readonly unitsByCode = new Map<string, UnitRef>();
  private readonly tenantsByName = new Map<string, TenantRef[]>();
  private readonly contractsByUnit = new Map<string, ContractRef[]>();
  private readonly loansByKey = new Map<string, LoanRef>();
  private readonly bookingsByKey = new Map<string, BookingRef>();
  private readonly onlyProperty: PropertyRef | null;

  constructor(existing: ExistingRecords) {
    const propertyById = new Map<string, PropertyRef>();
    for (const p of existing.properties) {
      const ref = { id: p.id, name: p.name, isNew: false };
      propertyById.set(p.id, ref);
      // The first of two properties with one name (or address) is the one found, as a user would.
      if (!this.propertiesByName.has(foldText(p.name))) this.propertiesByName.set(foldText(p.name), ref);
      const address = addressKey(p.street, p.houseNumber, p.postcode);
      if (address && !this.propertiesByAddress.has(address)) this.propertiesByAddress.set(address, ref);
    }
    this.onlyProperty = existing.properties.length === 1 ? (propertyById.values().next().value ?? null) : null;
    for (const u of existing.units) {
      const propertyName = propertyById.get(u.propertyId)?.name ?? "";
      this.unitsByCode.set(unitCodeKey(u.propertyId, u.code), { id: u.id, code: u.code, propertyName, usage: u.usage, isNew: false });
    }
    for (const t of existing.tenants) {
      push(this.tenantsByName, tenantNameKey(t.firstName, t.lastName), { id: t.id, name: fullName(t.firstName, t.lastName), email: t.email?.toLowerCase() ?? null, isNew: false });
    }
    for (const c of existing.contracts) {
      push(this.contractsByUnit, c.unitId, { id: c.id, startDate: c.startDate, endDate: c.endDate, tenantName: fullName(c.tenantFirstName, c.tenantLastName), isNew: false });
    }
    for (const l of existing.loans) {
      this.loansByKey.set(loanKey(l.propertyId, l.lender, l.disbursementDate, l.amountCents), { id: l.id, label: l.lender, isNew: false });
    }
    for (const b of existing.bookings) {
      for (const propertyId of b.propertyIds) {
        this.bookingsByKey.set(bookingKey(propertyId, b.paymentDate, b.amountCents, b.text), { id: b.id, label: b.text, isNew: false, rowNumber: null });
      }
    }
    this.closedYears = new Set(existing.closedYears);
  }

  // Finding

  property(name: string | undefined, address: string | null): PropertyRef | undefined {
    return (name ? this.propertiesByName.get(foldText(name)) : undefined) ?? (address ? this.propertiesByAddress.get(address) : undefined);
  }
  /** The workspace's one property, when it has exactly one. */
  soleProperty(): PropertyRef | null {
    return this.onlyProperty;
  }
  unit(propertyId: string, code: string): UnitRef | undefined {
    return this.unitsByCode.get(unitCodeKey(propertyId, code));
  }
  tenantsNamed(firstName: string, lastName: string): readonly TenantRef[] {
    return this.tenantsByName.get(tenantNameKey(firstName, lastName)) ?? [];
  }
  contractsOn(unitId: string): readonly ContractRef[] {
    return this.contractsByUnit.get(unitId) ?? [];
  }
  loan(key: string): LoanRef | undefined {
    return this.loansByKey.get(key);
  }
  booking(key: string): BookingRef | undefined {
    return this.bookingsByKey.get(key);
  }

  // Adding what a row creates (only once the whole row is known to be importable)

  addProperty(ref: PropertyRef, input: PropertyInput, address: string | null): void {
    this.created.properties.push({ id: ref.id, input });
    if (!this.propertiesByName.has(foldText(ref.name))) this.propertiesByName.set(foldText(ref.name), ref);
    if (address && !this.propertiesByAddress.has(address)) this.propertiesByAddress.set(address, ref);
  }
  addUnit(ref: UnitRef, propertyId: string, input: UnitFields): void {
    this.created.units.push({ id: ref.id, propertyId, input });
    this.unitsByCode.set(unitCodeKey(propertyId, ref.code), ref);
  }
  addTenant(ref: TenantRef, input: ImportedTenantInput): void {
    this.created.tenants.push({ id: ref.id, input });
    push(this.tenantsByName, tenantNameKey(input.firstName, input.lastName), ref);
  }
  addContract(ref: ContractRef, unitId: string, input: ContractCreateInput): void {
    this.created.contracts.push({ id: ref.id, unitId, input });
    push(this.contractsByUnit, unitId, ref);
  }
  addLoan(ref: LoanRef, key: string, propertyId: string, input: LoanInput): void {
    this.created.loans.push({ id: ref.id, propertyId, input });
    this.loansByKey.set(key, ref);
  }
  addBooking(ref: BookingRef, key: string, input: BookingCreateInput): void {
    this.created.bookings.push({ id: ref.id, input });
    this.bookingsByKey.set(key, ref);
  }
}
