// What other features may use of properties.
export { usePropertyOptions } from "./api/list-property-options";
export { PropertyOptions } from "./components/PropertyOptions";
