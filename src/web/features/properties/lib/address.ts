import type { PropertyDto } from "@/shared/portfolio-types";

/** "Lindenstraße 12, 04109 Leipzig"; missing parts are left out. */
export function formatAddress(p: Pick<PropertyDto, "street" | "houseNumber" | "postcode" | "city">): string {
  const line1 = [p.street, p.houseNumber].filter(Boolean).join(" ");
  const line2 = [p.postcode, p.city].filter(Boolean).join(" ");
  return [line1, line2].filter(Boolean).join(", ");
}
