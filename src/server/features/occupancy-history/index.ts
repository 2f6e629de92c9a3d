// What other features may use of the area and person histories: the statement's loaders.
export { loadAreaHistories, loadOccupantHistories, type AreaHistoryEntry, type OccupantHistoryEntry } from "./histories";
