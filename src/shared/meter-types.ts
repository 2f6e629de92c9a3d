// API answers of the meter endpoints (Zählerstände, issue 19). Meter values are exact decimal
// text with a point and at most three decimals ("1234.567", "12"), never a float: they feed
// the consumption's exact fractions (src/domain/operating-costs/meters.ts). Dates 'yyyy-MM-dd'.
import type { MeterKind, MeterReadingKind } from "./enums";

/** The unit of measure of each kind of meter: water and gas in m³, heat and power in kWh, allocators in units. */
export const meterUnits: Record<MeterKind, string> = {
  cold_water: "m³",
  warm_water: "m³",
  heat: "kWh",
  heat_cost_allocator: "Einheiten",
  electricity: "kWh",
  gas: "m³",
};

export type MeterReadingDto = {
  id: string;
  version: number;
  meterId: string;
  readingDate: string;
  /** Decimal text without trailing zeros: "1234.5". */
  value: string;
  kind: MeterReadingKind;
  note: string;
  /** The photo of the meter at the reading (GET /receipts/:id/file), or null. */
  photo: MeterReadingPhotoDto | null;
};

export type MeterReadingPhotoDto = { id: string; fileName: string; mediaType: string };

/** Consumption over the last full calendar year (or the part of it the meter was in place). */
export type MeterConsumptionDto = {
  year: number;
  /** The days counted: the year, cut to the meter's installation and removal. */
  start: string;
  end: string;
  /** Decimal text, at most three decimals (rounded for display when interpolated). */
  value: string;
  /** A boundary was interpolated or extrapolated between or past the readings. */
  estimated: boolean;
};

export type MeterDto = {
  id: string;
  version: number;
  propertyId: string;
  /** Null: a building meter (Hauszähler) of the property. */
  unitId: string | null;
  kind: MeterKind;
  serialNumber: string;
  installedOn: string;
  removedOn: string | null;
  /** The meter this one replaced, and the one that replaced it. */
  replacesMeterId: string | null;
  replacedByMeterId: string | null;
  note: string;
  /** Oldest first. */
  readings: MeterReadingDto[];
  /** Null when the readings do not cover the year (fewer than two, or the meter was replaced). */
  consumption: MeterConsumptionDto | null;
};
