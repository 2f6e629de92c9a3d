// What other features may use of units.
export { unitListQuery, useUnitList } from "./api/list-units";
export { DeleteUnitDialog } from "./components/DeleteUnitDialog";
export { UnitFormDialog } from "./components/UnitFormDialog";
export { UnitList } from "./components/UnitList";
export { UnitOptions } from "./components/UnitOptions";
