// What other features may use of the portfolio figures.
export { aggregateByProperty, emptyAggregate, pageByAggregate, portfolioFigures, type PropertySortKey } from "./figures.sql";
