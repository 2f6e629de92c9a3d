/**
 * The Nebenkostenabrechnung's inputs and results (issue 19, NEBENKOSTEN.md): plain data,
 * so the same pure computation serves the wizard's preview, the frozen version and the PDF.
 * Money in integer cents, areas, persons, meter values and shares as exact fractions, dates
 * as ISO strings with inclusive ends (a period 2025-01-01 … 2025-12-31 has 365 days).
 */
import type { Fraction } from "@/core/fraction";
import type { Cents } from "@/core/money";
import type { IsoDate } from "@/core/dates";
import type { BetrkvType } from "@/domain/booking-categories";

/** Inclusive date range. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** A value that changes over time: each entry holds from its date until the next one. Sorted by `from`. */
export type History<T> = ReadonlyArray<{ from: IsoDate; value: T }>;

/** The allocation keys (Umlageschlüssel) of a cost line. */
export const allocationKeys = ["living_area", "usable_area", "units", "persons", "consumption", "ownership_shares", "direct", "custom", "heating"] as const;
export type AllocationKey = (typeof allocationKeys)[number];

/** How a WG flat let room by room passes its share on to the rooms. */
export type SharedFlatRule = "room_area" | "equal_rooms";

export interface StatementRoom {
  id: string;
  code: string;
  areaSqm: Fraction;
}

export interface StatementUnit {
  id: string;
  code: string;
  /** Living space: its Wohnfläche counts for the building's kg CO2 per m² (§ 5 CO2KostAufG). */
  residential: boolean;
  /** Wohnfläche over time; missing (empty) means unknown, a defect for an area key. */
  livingArea: History<Fraction>;
  /** Nutzfläche over time (commercial units); empty when not kept. */
  usableArea: History<Fraction>;
  /** Miteigentumsanteil (e.g. 125/1000), null when not kept. */
  ownershipShare: Fraction | null;
  /** Persons when the landlord uses the unit himself (owner use), over time. */
  ownerPersons: History<number>;
  /** Rooms of a WG flat that is let room by room (else empty). */
  rooms: StatementRoom[];
  sharedFlatRule: SharedFlatRule;
  /** The landlord lives in or uses the unit when nobody rents it (else: vacancy). */
  ownerOccupied: boolean;
}

export interface StatementContract {
  id: string;
  unitId: string;
  /** Set for a WG room contract. */
  roomId: string | null;
  tenantName: string;
  start: IsoDate;
  end: IsoDate | null;
  /** Persons living in it over time (person key); empty counts as one. */
  persons: History<number>;
  /** NK-Vorauszahlungen received for months of the period (Ist). */
  prepaymentsPaidCents: Cents;
  /** NK-Vorauszahlungen due for months of the period (Soll), shown beside the Ist. */
  prepaymentsDueCents: Cents;
}

/** Who bears a share: a tenant's contract, a vacancy or the landlord's own use, for a stretch of days. */
export interface Occupancy {
  /** Stable and unique: the contract id, or `vacancy:<unit>[:<room>]:<start>`, `owner:<unit>:<start>`. */
  id: string;
  kind: "tenant" | "vacancy" | "owner";
  unitId: string;
  roomId: string | null;
  contractId: string | null;
  start: IsoDate;
  end: IsoDate;
  /** The part of the unit it stands for: 1, or a WG room's share of the flat. */
  unitShare: Fraction;
  /** Persons over time (person key): the contract's, the owner's, or one for a vacancy. */
  persons: History<number>;
}

/** A meter reading: the meter's state at the end of `date`. */
export interface MeterReading {
  date: IsoDate;
  value: Fraction;
}

/** One physical device; a replaced meter is followed by its successor in the same series. */
export interface MeterDevice {
  serialNumber: string;
  /** Sorted by date; the first is the installation (or start) reading, the last of a replaced device its removal reading. */
  readings: MeterReading[];
}

/** The devices that measured one thing for one unit, oldest first. */
export interface MeterSeries {
  unitId: string;
  devices: MeterDevice[];
}

/** Consumption over a date range, and whether any boundary had to be interpolated (estimated) or extrapolated past the readings. */
export interface Consumption {
  value: Fraction;
  estimated: boolean;
  extrapolated: boolean;
}

export type PreDeduction = { unitId: string; reason: string } & ({ cents: Cents } | { share: Fraction });

/** A cost line of the statement, already cut to the period (see `cutToPeriod`). */
export interface CostLine {
  id: string;
  betrkvType: BetrkvType;
  label: string;
  /** The line's amount for the period. */
  amountCents: Cents;
  key: AllocationKey;
  /** Units taking part; all units of the statement when null. */
  unitIds: string[] | null;
  /** Meter consumption per unit for the consumption and heating keys (by meters). */
  meters?: MeterSeries[];
  /** Shares per unit for the custom key. */
  customShares?: Record<string, Fraction>;
  /** The explanation the statement prints for the custom key (required there). */
  keyExplanation?: string;
  preDeductions?: PreDeduction[];
  /** Heating key: the part split by consumption, 50–70 (HeizkostenV §§ 7, 8). */
  consumptionPercent?: number;
  /** § 35a EStG: the labour contained in the amount, per kind (household-related services, craftsman work). */
  labour?: { household: Cents; craftsman: Cents };
}

/** The supplier's CO2 figures for the building (CO2KostAufG § 3). */
export interface Co2Input {
  /** The building is a Wohngebäude (GEG): the table applies to all its units; else 50/50 (§ 8). */
  residentialBuilding: boolean;
  kgCo2: Fraction;
  co2CostCents: Cents;
  /** § 9: public law blocks improvements, the landlord's share is halved. */
  halved: boolean;
}

/** The result of the CO2 table for a residential building. */
export interface Co2Step {
  /** kg CO2 per m² living area and year, rounded to one decimal. */
  kgPerSqmYear: Fraction;
  /** Index into the table (0: < 12 kg … 9: ≥ 52 kg); −1 for a non-residential building (§ 8, 50/50). */
  step: number;
  /** After § 8 (non-residential 50) and § 9 (halved); 47,5 is possible, hence a fraction. */
  landlordPercent: Fraction;
  tenantPercent: Fraction;
}

/** One step of a line's split: the Vorwegabzug, the consumption part or the area part of heating, or the whole line by its key. */
export interface SharePart {
  kind: "pre_deduction" | "key" | "heating_consumption" | "heating_area";
  key: AllocationKey;
  /** The amount this step split. */
  amountCents: Cents;
  /** The occupancy's units of the key (m² × days, person-days, consumption …) and all units of the step. */
  units: Fraction;
  totalUnits: Fraction;
  cents: Cents;
}

/** One occupancy's share of one cost line. */
export interface LineShare {
  lineId: string;
  occupancyId: string;
  days: number;
  cents: Cents;
  parts: SharePart[];
  /** A meter value at a boundary was interpolated or extrapolated. */
  estimated: boolean;
}

/** A formal defect found by the pre-check; `blocking` ones stop finalising. */
export interface StatementDefect {
  code: string;
  message: string;
  blocking: boolean;
  lineId?: string;
  unitId?: string;
}
