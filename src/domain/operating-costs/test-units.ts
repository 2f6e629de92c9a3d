import { decimal } from "@/core/fraction";
import type { StatementUnit } from "./types";

/** A residential unit for the statement tests, with one living area since 2000 (none for null). */
export const testUnit = (id: string, area: string | null, extra: Partial<StatementUnit> = {}): StatementUnit => ({
  id,
  code: id,
  residential: true,
  livingArea: area === null ? [] : [{ from: "2000-01-01", value: decimal(area) }],
  usableArea: [],
  ownershipShare: null,
  ownerPersons: [],
  rooms: [],
  sharedFlatRule: "room_area",
  ownerOccupied: false,
  ...extra,
});
