// The route loads this module by name; the screen lives in its feature folder.
export { TenantsPage } from "@/web/features/tenants/TenantsPage";
