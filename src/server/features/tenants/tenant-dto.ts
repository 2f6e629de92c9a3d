import type { TenantDto } from "@/shared/portfolio-types";
import type { tenants } from "@/server/db/schema";

export type TenantRow = typeof tenants.$inferSelect;

/** SPEC §3: tenants are listed as 'Vorname Nachname (email)'; without e-mail just the name. */
export function tenantLabel(t: Pick<TenantRow, "firstName" | "lastName" | "email">): string {
  const name = [t.firstName, t.lastName].filter((part) => part !== "").join(" ");
  return t.email ? `${name} (${t.email})` : name;
}

export function toTenantDto(row: TenantRow): TenantDto {
  return {
    id: row.id,
    version: row.version,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    label: tenantLabel(row),
  };
}
