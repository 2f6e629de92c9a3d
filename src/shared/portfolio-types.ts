// API answers of the portfolio endpoints (the contract between server and web).
import type { Cents } from "@/core/money";
import type { ContractStatus, Furnishing, PropertyKind, UnitType, UnitUsage } from "./enums";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * GET /tenants counts its matches only up to this many (decision 0037): beyond, `totalCapped` is
 * true and the list says "mehr als 1.000 Mieter". Counting 45.000 cost more than the page itself.
 */
export const TENANT_COUNT_CAP = 1_000;

/** The tenant list's page; with `totalCapped` more than `total` match. */
export type TenantListPage = Page<TenantListItem> & { totalCapped: boolean };

/** A picker's answer: one bounded page and whether more match (no total: counting all matches is what a picker must not pay). */
export type PickerPage<T> = { items: T[]; hasMore: boolean };

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

export type PropertyDetail = PropertyDto & {
  figures: PortfolioFigures;
  /** Kaufpreis €/m²: the property's price over its units' area; null when a unit has no area */
  purchasePricePerSqmCents: Cents | null;
};

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

/** The rent in force today (for a WG: of all its rooms); null when none is (vacant). */
export type UnitRentFigures = {
  coldRentCents: Cents | null;
  /** Kaltmiete €/m²: rent in force over the unit's size; null without either */
  coldRentPerSqmCents: Cents | null;
};

export type UnitListItem = UnitDto &
  UnitRentFigures & {
  /** 'Vorname Nachname' of the tenants of the contracts in force, comma-separated */
  tenantNames: string | null;
  /** null without a price or without rent: a vacant unit has no yield */
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
  /** The contract's own rent, agreed for its start (the contract form edits it); later rents are its rent changes. */
  coldRentCents: Cents;
  serviceChargeCents: Cents | null;
  /** The rent in force today: the latest rent change from on or before today, else the contract's own rent (an ended contract: its last rent). */
  currentColdRentCents: Cents;
  currentServiceChargeCents: Cents | null;
  depositCents: Cents | null;
  /** computed, never stored: current cold rent + current service charge */
  warmRentCents: Cents;
  status: ContractStatus;
};

/** GET /units/:id */
export type UnitDetail = UnitDto & UnitRentFigures & { propertyName: string };

/** GET /properties/:id/units/check-code */
export type CodeCheckResult = { exists: boolean };

/** Counts of demo rows by kind. */
export type DemoCounts = { properties: number; units: number; rooms: number; tenants: number; contracts: number; loans: number };

/** POST /demo: what was created. */
export type DemoSeedResult = DemoCounts & { propertyIds: string[] };

/** GET /demo: whether the workspace holds demo rows (the "Demo-Daten entfernen" button). */
export type DemoStatus = { present: boolean };

/**
 * DELETE /demo: what was removed, and what demo rows stay because the user's own rows
 * hang on them (a contract of the user's on a demo unit keeps that unit and its property).
 */
export type DemoRemovalResult = { removed: DemoCounts; kept: DemoCounts };
