import { portfolioKeys } from "@/web/lib/query-keys";

/**
 * Query keys of contracts. A unit's list sits under the unit's key and a single
 * contract under "contracts": both belong to the portfolio family that every
 * portfolio write invalidates (invalidatePortfolio).
 */
export const contractKeys = {
  unitList: (unitId: string) => [...portfolioKeys.unit(unitId), "contracts"] as const,
  detail: (id: string) => ["contracts", id] as const,
};
