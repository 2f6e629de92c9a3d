/** Where a meter hangs: a unit, or (building meter) a property. */
export type MeterOwner = { unitId: string } | { propertyId: string };

/**
 * Query keys of meters. Meters feed no other figure of the portfolio, so their writes
 * invalidate only their own family ("meters"), not the portfolio's.
 */
export const meterKeys = {
  all: () => ["meters"] as const,
  list: (owner: MeterOwner) => ("unitId" in owner ? (["meters", "unit", owner.unitId] as const) : (["meters", "property", owner.propertyId] as const)),
};

/** The API path of an owner's meter list. */
export const meterListPath = (owner: MeterOwner) =>
  "unitId" in owner ? `/units/${encodeURIComponent(owner.unitId)}/meters` : `/properties/${encodeURIComponent(owner.propertyId)}/meters`;
