import { tenantInput, type TenantInput } from "@/shared/schemas/portfolio";
import type { TenantDto } from "@/shared/portfolio-types";
import { apiSchemaResolver } from "@/web/lib/form-resolver";

export type TenantFormValues = { firstName: string; lastName: string; email: string; phone: string };

export const tenantFormDefaults = (t?: TenantDto | null): TenantFormValues => ({
  firstName: t?.firstName ?? "",
  lastName: t?.lastName ?? "",
  email: t?.email ?? "",
  phone: t?.phone ?? "",
});

export const tenantResolver = apiSchemaResolver<TenantFormValues, TenantInput>(tenantInput, (v) => v);
