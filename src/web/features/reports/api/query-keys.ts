/**
 * Query keys of the reports. They add up the ledger and read the properties' purchase
 * data, so both invalidatePortfolio and invalidateLedger mark them stale (family "reports").
 */
export const reportKeys = {
  profitLoss: (year: number, propertyId: string | null) => ["reports", "profit-loss", year, propertyId] as const,
  cashFlow: (from: string, to: string, propertyId: string | null) => ["reports", "cash-flow", from, to, propertyId] as const,
  yield: (year: number, propertyId: string | null) => ["reports", "yield", year, propertyId] as const,
  anlageV: (propertyId: string, year: number) => ["reports", "anlage-v", propertyId, year] as const,
  /** A property's finalised tax year: its versions and today's difference (a ledger or property write changes the latter). */
  taxYear: (propertyId: string, year: number) => ["reports", "tax-year", propertyId, year] as const,
  datevSettings: () => ["reports", "datev-settings"] as const,
};
