// What other features may use of properties.
export { findOwnedProperty } from "./properties.service";
export { propertyValues } from "./property-dto";
