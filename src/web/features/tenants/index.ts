// What other features may use of tenants.
export { tenantLabel, useAllTenants } from "./api/list-all-tenants";
export { TenantFormDialog } from "./components/TenantFormDialog";
