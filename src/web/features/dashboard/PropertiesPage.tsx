// The route loads this module by name; the screen lives in its feature folder.
export { PropertiesPage } from "@/web/features/properties/PropertiesPage";
