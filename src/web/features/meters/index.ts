// What other features may use of meters.
export { MeterCard } from "./components/MeterCard";
