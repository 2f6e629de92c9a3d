// What other features may use of the rent roll: the bank import books a confirmed rent payment
// exactly as the rent roll's own payment dialog does (bookRentPayment, inside its transaction),
// and reads the contracts with their open months to propose matches (loadContractRows +
// accountSummaries, the rent roll's kept accounts).
// The Nebenkostenabrechnung reads the NK-Vorauszahlungen of its period (period-prepayments.ts).
export { bookRentPayment, type RentPaymentBooking } from "./rent-payments.service";
export { loadContractRows, RENT_PAYMENT_CATEGORIES, type ContractRow } from "./account-source";
export { accountSummaries, type AccountSummary } from "./account-cache";
export { loadContractSourcesOf, periodPrepayments } from "./period-prepayments";
export { UNKNOWN_LANDLORD } from "./reminder-letter";
// The Nebenkostenabrechnung's § 560 (4) proposal, once taken, is an entry of the rent history.
export { createRentChange } from "./rent-history.service";
