// What other features may use of contracts.
export { RentalContractDialog } from "./components/RentalContractDialog";
export { ContractList } from "./components/ContractList";
export { ContractStatusBadge } from "./components/ContractStatusBadge";
