// What other server features may use of loans.
export { insertLoan, LOAN, loanValues, workspaceLoans, type WorkspaceLoan } from "./loans.service";
