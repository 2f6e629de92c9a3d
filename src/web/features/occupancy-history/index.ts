// What other features may use of the area and person histories.
export { UnitAreaCard } from "./components/UnitAreaCard";
export { OccupantsCard } from "./components/OccupantsCard";
