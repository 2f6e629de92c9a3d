// What other features may use of the spreadsheet import (the page itself is loaded by the router).
export { SpreadsheetImportLink } from "./components/SpreadsheetImportLink";
