// What other features may use of tenants.
export { insertTenants, TENANT } from "./tenants.service";
export { tenantLabel } from "./tenant-dto";
