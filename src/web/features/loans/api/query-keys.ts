import type { QueryClient } from "@tanstack/react-query";

/**
 * Query keys of the loan screens. A loan change moves the property's card, the
 * loan list, its schedule and the portfolio summary at once, so every write
 * invalidates the whole "loans" family; only mounted queries refetch.
 */
export const loanKeys = {
  all: () => ["loans"] as const,
  propertyLoans: (propertyId: string) => ["loans", "property", propertyId, "list"] as const,
  metrics: (propertyId: string) => ["loans", "property", propertyId, "metrics"] as const,
  loan: (loanId: string) => ["loans", "loan", loanId] as const,
  schedule: (loanId: string) => ["loans", "loan", loanId, "schedule"] as const,
  overview: () => ["loans", "overview"] as const,
  overviewList: (params: object) => ["loans", "overview-list", params] as const,
};

/** `skip`: the key prefix of a loan just deleted, which must not refetch into a 404. */
export function invalidateLoans(queryClient: QueryClient, skip?: readonly unknown[]) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey;
      if (key[0] !== "loans") return false;
      return !(skip && skip.every((part, i) => key[i] === part));
    },
  });
}
