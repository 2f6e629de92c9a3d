// What other features may use of the Nebenkostenabrechnung.
export { OperatingCostsCard } from "./components/OperatingCostsCard";
export { DeadlinesCard } from "./components/DeadlinesCard";
