import { afaMessages } from "./afa";
import { authMessages } from "./auth";
import { bankImportMessages } from "./bank-import";
import { bookingMessages } from "./bookings";
import { commonMessages } from "./common";
import { contractMessages } from "./contracts";
import { dataExportMessages } from "./data-export";
import { loanMessages } from "./loans";
import { meterMessages } from "./meters";
import { occupancyHistoryMessages } from "./occupancy-history";
import { operatingCostMessages } from "./operating-costs";
import { portfolioMessages } from "./portfolio";
import { recurringMessages } from "./recurring";
import { rentRollMessages } from "./rent-roll";
import { receiptMessages } from "./receipts";
import { reportMessages } from "./reports";
import { spreadsheetImportMessages } from "./spreadsheet-import";
import { tenantMessages } from "./tenants";
import { workspaceMessages } from "./workspace";

// The German message catalogue: one file per area, written there; `messages` is all of
// them in one object, the way server, schemas and web use them (messages.selectTenant).
// Keys are unique across areas (messages.test.ts checks it).
export { afaDegressiveProblemMessages, afaMessages } from "./afa";
export { authMessages, betterAuthErrorMessages, betterAuthSuccessMessages } from "./auth";
export { bankImportMessages } from "./bank-import";
export { bookingMessages } from "./bookings";
export { commonMessages, DELETE_CONFIRMATION_WORD } from "./common";
export { contractMessages } from "./contracts";
export { dataExportMessages } from "./data-export";
export { LOAN_FORM_MESSAGES, loanMessages, loanTermsMessages } from "./loans";
export { meterMessages } from "./meters";
export { occupancyHistoryMessages } from "./occupancy-history";
export { operatingCostMessages } from "./operating-costs";
export { portfolioMessages } from "./portfolio";
export { recurringMessages } from "./recurring";
export { rentRollMessages } from "./rent-roll";
export { receiptMessages } from "./receipts";
export { reportMessages } from "./reports";
export { spreadsheetImportMessages } from "./spreadsheet-import";
export { tenantMessages } from "./tenants";
export { workspaceMessages } from "./workspace";
export { DATE_MESSAGES, IBAN_MESSAGES, MONEY_MESSAGES, NUMBER_MESSAGES } from "./input";

export const messageAreas = {
  common: commonMessages,
  portfolio: portfolioMessages,
  contracts: contractMessages,
  tenants: tenantMessages,
  loans: loanMessages,
  auth: authMessages,
  workspace: workspaceMessages,
  bookings: bookingMessages,
  rentRoll: rentRollMessages,
  recurring: recurringMessages,
  receipts: receiptMessages,
  reports: reportMessages,
  afa: afaMessages,
  bankImport: bankImportMessages,
  spreadsheetImport: spreadsheetImportMessages,
  meters: meterMessages,
  occupancyHistory: occupancyHistoryMessages,
  operatingCosts: operatingCostMessages,
  dataExport: dataExportMessages,
} as const;

export const messages = {
  ...commonMessages,
  ...portfolioMessages,
  ...contractMessages,
  ...tenantMessages,
  ...loanMessages,
  ...authMessages,
  ...workspaceMessages,
  ...bookingMessages,
  ...rentRollMessages,
  ...recurringMessages,
  ...receiptMessages,
  ...reportMessages,
  ...afaMessages,
  ...bankImportMessages,
  ...spreadsheetImportMessages,
  ...meterMessages,
  ...occupancyHistoryMessages,
  ...operatingCostMessages,
  ...dataExportMessages,
} as const;
