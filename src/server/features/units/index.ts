// What other features may use of units.
export { checkUnitCode, createUnit, findOwnedUnit, insertUnits, UNIT } from "./units.service";
export { listUnits } from "./unit-list.service";
export { unitValues, type UnitFields } from "./unit-dto";
export { splitTenantName } from "./unit-rental";
