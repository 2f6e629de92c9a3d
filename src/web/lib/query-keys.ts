import type { QueryClient } from "@tanstack/react-query";

/**
 * Query keys of the portfolio screens. Properties, units, rooms, contracts and
 * tenants feed each other's figures (a new contract changes the unit's rent,
 * the property's yield and the tenant's list), so a write invalidates the
 * whole portfolio family; only mounted queries actually refetch.
 */
export const portfolioKeys = {
  overview: () => ["portfolio", "overview"] as const,
  /** Whether the workspace holds demo rows (GET /demo). */
  demoStatus: () => ["portfolio", "demo"] as const,
  properties: () => ["properties"] as const,
  propertyList: (params: object) => ["properties", "list", params] as const,
  property: (id: string) => ["properties", "detail", id] as const,
  propertyUnits: (id: string) => ["properties", "detail", id, "units"] as const,
  unit: (id: string) => ["units", id] as const,
  unitRooms: (id: string) => ["units", id, "rooms"] as const,
  tenants: () => ["tenants"] as const,
  tenantList: (params: object) => ["tenants", "list", params] as const,
  tenantPicker: (q: string) => ["tenants", "picker", q] as const,
  tenant: (id: string) => ["tenants", "detail", id] as const,
};

// "rent-roll": the Soll is computed from contracts (decision 0012), so a contract's
// rent, dates or deletion changes the rent roll, open items and tenant accounts too.
// "reports": the AfA comes from a property's purchase data.
const portfolioFamilies = new Set(["portfolio", "properties", "units", "contracts", "tenants", "rent-roll", "reports"]);

// The ledger: a rent payment is a booking (decisions 0010, 0012). A booking written in
// the Buchungen screen may be a rent payment, so it changes the rent roll, the open items
// and the tenant accounts; a payment recorded from the rent roll is a new booking in the
// lists. Both features' writes invalidate both families ("bookings", "rent-roll").
// The reports add the ledger up.
const ledgerFamilies = new Set(["bookings", "rent-roll", "reports"]);

/**
 * Marks every query of the families stale and refetches the mounted ones. `skip` is
 * the key of a record just deleted: its page or dialog is about to be left and must
 * not refetch into a 404 on the way out.
 */
function invalidateFamilies(queryClient: QueryClient, families: ReadonlySet<string>, skip?: readonly unknown[]) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey;
      if (!families.has(key[0] as string)) return false;
      return !(skip && skip.every((part, i) => key[i] === part));
    },
  });
}

/** After a portfolio write: every portfolio query (and the rent roll) is stale. */
export const invalidatePortfolio = (queryClient: QueryClient, skip?: readonly unknown[]) => invalidateFamilies(queryClient, portfolioFamilies, skip);

/** After a ledger write (a booking saved, deleted or reversed; a rent payment recorded): bookings and rent roll are stale. */
export const invalidateLedger = (queryClient: QueryClient, skip?: readonly unknown[]) => invalidateFamilies(queryClient, ledgerFamilies, skip);
