/**
 * Query keys of the area and person histories. They feed no figure the app shows elsewhere
 * (the statement reads them itself), so their writes invalidate only their own family.
 */
export const historyKeys = {
  all: () => ["occupancy-history"] as const,
  unitAreas: (unitId: string) => ["occupancy-history", "unit-areas", unitId] as const,
  occupants: (contractId: string) => ["occupancy-history", "occupants", contractId] as const,
};
