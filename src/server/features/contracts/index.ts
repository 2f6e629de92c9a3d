// What other features may use of rental contracts.
export { inForceSql } from "./in-force.sql";
export { rentInForceSql } from "./rent-in-force.sql";
export { CONTRACT } from "./contract-rules";
export { insertContracts } from "./contract-write";
export { periodLabel } from "./contract-overlap";
