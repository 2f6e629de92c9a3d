import type { QueryClient } from "@tanstack/react-query";

/**
 * Query keys of the portfolio screens. Properties, units, rooms, contracts and
 * tenants feed each other's figures (a new contract changes the unit's rent,
 * the property's yield and the tenant's list), so a write invalidates the
 * whole portfolio family; only mounted queries actually refetch.
 */
export const portfolioKeys = {
  overview: () => ["portfolio", "overview"] as const,
  properties: () => ["properties"] as const,
  propertyList: (params: object) => ["properties", "list", params] as const,
  property: (id: string) => ["properties", "detail", id] as const,
  propertyUnits: (id: string) => ["properties", "detail", id, "units"] as const,
  unit: (id: string) => ["units", id] as const,
  unitRooms: (id: string) => ["units", id, "rooms"] as const,
  tenants: () => ["tenants"] as const,
  tenantList: (params: object) => ["tenants", "list", params] as const,
  allTenants: () => ["tenants", "all"] as const,
};

const families = new Set(["portfolio", "properties", "units", "contracts", "tenants"]);

/**
 * Marks every portfolio query stale and refetches the mounted ones. `skip` is
 * the key of a record just deleted: its page is about to be left and must not
 * refetch into a 404 on the way out.
 */
export function invalidatePortfolio(queryClient: QueryClient, skip?: readonly unknown[]) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey;
      if (!families.has(key[0] as string)) return false;
      return !(skip && skip.every((part, i) => key[i] === part));
    },
  });
}
