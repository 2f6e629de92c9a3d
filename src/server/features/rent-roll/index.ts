// What other features may use of the rent roll: the bank import books a confirmed rent payment
// exactly as the rent roll's own payment dialog does (bookRentPayment, inside its transaction),
// and reads the contracts with their open months to propose matches (loadContractRows +
// accountSummaries, the rent roll's kept accounts).
export { bookRentPayment, type RentPaymentBooking } from "./rent-payments.service";
export { loadContractRows, RENT_PAYMENT_CATEGORIES, type ContractRow } from "./account-source";
export { accountSummaries, type AccountSummary } from "./account-cache";
