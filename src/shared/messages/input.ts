// The parsers in src/core (money, numbers, dates, IBAN) return their German message
// with the result (core/result.ts: "a German message that a form field … can show as
// is"). core is the bottom layer and imports nothing, so those texts stay beside their
// parser; they are listed here so the catalogue shows every text in one place.
export { DATE_MESSAGES } from "@/core/dates";
export { IBAN_MESSAGES } from "@/core/iban";
export { MONEY_MESSAGES } from "@/core/money";
export { NUMBER_MESSAGES } from "@/core/number";
