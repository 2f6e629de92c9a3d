// What other features may use of loans.
export { FinancingCard } from "./components/FinancingCard";
export { PortfolioFinancingSummary } from "./components/PortfolioFinancingSummary";
