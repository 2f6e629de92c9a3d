// What other features may use of reports.
export { safeFileSegment } from "./report-file-name";
