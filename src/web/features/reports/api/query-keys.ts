/**
 * Query keys of the reports. They add up the ledger and read the properties' purchase
 * data, so both invalidatePortfolio and invalidateLedger mark them stale (family "reports").
 */
/** The portfolio (both null), a property, or one of its units. */
export type ReportScope = { propertyId: string | null; unitId: string | null };

export const reportKeys = {
  profitLoss: (from: string, to: string, scope: ReportScope) => ["reports", "profit-loss", from, to, scope.propertyId, scope.unitId] as const,
  cashFlow: (from: string, to: string, scope: ReportScope) => ["reports", "cash-flow", from, to, scope.propertyId, scope.unitId] as const,
  yield: (year: number, propertyId: string | null) => ["reports", "yield", year, propertyId] as const,
  loanBalances: (propertyId: string | null) => ["reports", "loan-balances", propertyId] as const,
  anlageV: (propertyId: string, year: number) => ["reports", "anlage-v", propertyId, year] as const,
  /** A property's finalised tax year: its versions and today's difference (a ledger or property write changes the latter). */
  taxYear: (propertyId: string, year: number) => ["reports", "tax-year", propertyId, year] as const,
  datevSettings: () => ["reports", "datev-settings"] as const,
  /** A property's AfA over the years, with the basis known at the end of `year`. */
  afa: (propertyId: string, year: number) => ["reports", "afa", propertyId, year] as const,
};
