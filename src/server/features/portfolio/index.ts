// What other features may use of the portfolio figures.
export { aggregateByProperty, emptyAggregate, figuresOfProperty, pageByAggregate, workspaceFigures, type PropertySortKey } from "./figures.sql";
export { refreshFiguresForDay, startDailyFiguresRefresh } from "./figures-day";
