// What other features may use of units.
export { checkUnitCode, createUnit, findOwnedUnit, UNIT } from "./units.service";
export { listUnits } from "./unit-list.service";
export { unitValues } from "./unit-dto";
