// What other features may use of rental contracts.
export { inForceSql } from "./in-force.sql";
