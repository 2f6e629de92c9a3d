import { authMessages } from "./auth";
import { commonMessages } from "./common";
import { contractMessages } from "./contracts";
import { loanMessages } from "./loans";
import { portfolioMessages } from "./portfolio";
import { tenantMessages } from "./tenants";
import { workspaceMessages } from "./workspace";

// The German message catalogue: one file per area, written there; `messages` is all of
// them in one object, the way server, schemas and web use them (messages.selectTenant).
// Keys are unique across areas (messages.test.ts checks it).
export { authMessages, betterAuthErrorMessages, betterAuthSuccessMessages } from "./auth";
export { commonMessages, DELETE_CONFIRMATION_WORD } from "./common";
export { contractMessages } from "./contracts";
export { LOAN_FORM_MESSAGES, loanMessages, loanTermsMessages } from "./loans";
export { portfolioMessages } from "./portfolio";
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
} as const;

export const messages = {
  ...commonMessages,
  ...portfolioMessages,
  ...contractMessages,
  ...tenantMessages,
  ...loanMessages,
  ...authMessages,
  ...workspaceMessages,
} as const;
