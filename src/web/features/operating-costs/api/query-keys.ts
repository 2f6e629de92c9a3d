/**
 * Query keys of the Nebenkostenabrechnung. A statement reads the books but writes nothing
 * into them, so its writes invalidate only its own family ("operating-costs").
 */
export const operatingCostKeys = {
  all: () => ["operating-costs"] as const,
  lists: () => ["operating-costs", "list"] as const,
  list: (propertyId: string) => ["operating-costs", "list", propertyId] as const,
  detail: (id: string) => ["operating-costs", "detail", id] as const,
  deadlines: (propertyId: string | null) => ["operating-costs", "deadlines", propertyId] as const,
};

export const statementPath = (id: string) => `/operating-cost-statements/${encodeURIComponent(id)}`;
