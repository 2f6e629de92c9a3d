// What other server features may use of loans.
export { LOAN, loanValues } from "./loans.service";
