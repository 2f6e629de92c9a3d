// API answers of the portfolio endpoints (the contract between server and web).
import type { Cents } from "@/core/money";
import type { ContractStatus, Furnishing, PropertyKind, UnitType, UnitUsage } from "./enums";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export type YieldBand = "green" | "amber" | "red";

export type PropertyDto = {
  id: string;
  version: number;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  kind: PropertyKind;
  yearBuilt: number | null;
  purchasePriceCents: Cents | null;
  purchaseDate: string | null;
  transferTaxCents: Cents | null;
  notaryCents: Cents | null;
  landRegistryCents: Cents | null;
  brokerCents: Cents | null;
  buildingSharePercent: number | null;
  notes: string;
  createdAt: string;
  updatedAt: string;
};

/** Figures of one property (or of the whole portfolio). */
export type PortfolioFigures = {
  propertyCount: number;
  unitCount: number;
  vacantUnitCount: number;
  /** vacant / units × 100, 1 decimal; null without units */
  vacancyPercent: number | null;
  monthlyColdRentCents: Cents;
  totalPurchasePriceCents: Cents;
  /** rent-weighted average gross yield (bmr) over units where both are positive */
  averageGrossYieldPercent: number | null;
  averageGrossYieldBand: YieldBand | null;
};

export type PropertyListItem = PropertyDto & { unitCount: number; monthlyColdRentCents: Cents; grossYieldPercent: number | null };

export type PropertyDetail = PropertyDto & { figures: PortfolioFigures };

export type UnitDto = {
  id: string;
  version: number;
  propertyId: string;
  code: string;
  unitNumber: string | null;
  sizeSqm: number | null;
  type: UnitType;
  usage: UnitUsage;
  furnishing: Furnishing;
  hasBalcony: boolean;
  hasParking: boolean;
  purchasePriceCents: Cents | null;
  purchaseDate: string | null;
};

export type UnitListItem = UnitDto & {
  /** sum of active contracts' cold rent */
  coldRentCents: Cents;
  /** 'Vorname Nachname' of active contracts' tenants, comma-separated */
  tenantNames: string | null;
  grossYieldPercent: number | null;
  yieldBand: YieldBand | null;
  roomCount: number;
};

export type RoomDto = { id: string; version: number; unitId: string; code: string; sizeSqm: number | null; isRented: boolean };

export type TenantDto = {
  id: string;
  version: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** 'Vorname Nachname (email)' as the spec lists tenants */
  label: string;
};

export type TenantListItem = TenantDto & {
  contracts: Array<{ id: string; unitId: string; unitCode: string; propertyId: string; propertyName: string; roomCode: string | null; status: ContractDto["status"]; startDate: string; endDate: string | null }>;
};

export type ContractDto = {
  id: string;
  version: number;
  tenantId: string;
  tenant: { id: string; firstName: string; lastName: string; email: string | null };
  unitId: string;
  roomId: string | null;
  roomCode: string | null;
  startDate: string;
  endDate: string | null;
  isLimitedTerm: boolean;
  coldRentCents: Cents;
  serviceChargeCents: Cents | null;
  depositCents: Cents | null;
  /** computed, never stored: cold rent + service charge */
  warmRentCents: Cents;
  status: ContractStatus;
};

/** GET /units/:id */
export type UnitDetail = UnitDto & { propertyName: string };

/** GET /properties/:id/units/check-code */
export type CodeCheckResult = { exists: boolean };

/** POST /demo: what was created. */
export type DemoSeedResult = { propertyIds: string[]; properties: number; units: number; rooms: number; tenants: number; contracts: number };
