// What other server features may use of loans.
export { LOAN, loanValues, workspaceLoans, type WorkspaceLoan } from "./loans.service";
