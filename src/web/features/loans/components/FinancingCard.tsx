import type { Role } from "@/shared/api-types";

// Placeholder until the loans feature lands; the property dashboard renders it.
export function FinancingCard(_props: { propertyId: string; managementUrl: string; userPermission: Role }) {
  return null;
}
