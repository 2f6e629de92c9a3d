// What other features may use of the rent roll.
export { RentRollView } from "./components/RentRollView";
export { OpenItemsCard } from "./components/OpenItemsCard";
export { accountLinkProps } from "./components/RentRollMatrix";
export { usePropertyOptions } from "./api/list-property-options";
export { formatMonth } from "./months";
