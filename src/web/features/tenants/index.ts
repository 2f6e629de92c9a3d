// What other features may use of tenants.
export { tenantLabel } from "./api/pick-tenants";
export { TenantCombobox } from "./components/TenantCombobox";
export { TenantFormDialog } from "./components/TenantFormDialog";
