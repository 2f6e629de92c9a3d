// What other features may use of contracts.
export { createContract, listContracts } from "./contracts.service";
