// What other features may use of rental contracts.
export { inForceSql } from "./in-force.sql";
export { rentInForceSql } from "./rent-in-force.sql";
export { CONTRACT } from "./contract-rules";
