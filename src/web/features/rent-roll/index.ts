// What other features may use of the rent roll.
export { RentRollView } from "./components/RentRollView";
export { OpenItemsCard } from "./components/OpenItemsCard";
export { accountLinkProps } from "./components/RentRollMatrix";
export { addMonthsTo, currentMonth, formatMonth, formatMonthLong } from "./months";
export { useRentRoll } from "./api/get-rent-roll";
export { invalidateRentRoll } from "./api/query-keys";
