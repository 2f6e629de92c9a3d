// Placeholder until the loans feature lands; /dashboard/properties renders it.
export function PortfolioFinancingSummary() {
  return null;
}
