// What other features may use of properties.
export { findOwnedProperty, insertProperties, PROPERTY } from "./properties.service";
export { propertyValues } from "./property-dto";
