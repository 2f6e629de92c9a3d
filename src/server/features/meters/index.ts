// What other features may use of the meters: the statement reads a property's meters with their readings.
export { loadMeters } from "./meter-dto";
