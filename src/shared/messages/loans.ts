import type { LoanTermsProblem } from "@/domain/loans";

// Loans (Finanzierungen): the texts for the domain's loan-terms problems, the loan
// form's field messages, toasts and confirmations.

/** The German text for each problem `validateLoan` (domain) can name. */
export const loanTermsMessages: Record<LoanTermsProblem, string> = {
  amount: "Der Darlehensbetrag muss größer als 0 sein",
  rate: "Der Sollzins muss zwischen 0 und 50 % liegen",
  repayment: "Die anfängliche Tilgung muss größer als 0 und höchstens 50 % sein",
  payment: "Die Rate muss größer als 0 sein",
  paymentTooLow: "Die Rate deckt die Zinsen nicht – das Darlehen würde nie getilgt",
  dates: "Die erste Rate muss nach der Auszahlung liegen",
};

/** Field messages of the loan schema and form, keyed by what they are about. */
export const LOAN_FORM_MESSAGES = {
  lender: "Bitte den Darlehensgeber angeben.",
  amount: loanTermsMessages.amount,
  amountTooLarge: "Der Darlehensbetrag ist zu groß.",
  disbursementDate: "Bitte das Auszahlungsdatum angeben.",
  rate: loanTermsMessages.rate,
  rateDecimals: "Bitte höchstens drei Nachkommastellen angeben.",
  repayment: loanTermsMessages.repayment,
  repaymentKind: "Bitte die Tilgungsart wählen.",
  payment: loanTermsMessages.payment,
  paymentTooLow: loanTermsMessages.paymentTooLow,
  fixationEnd: "Das Ende der Zinsbindung muss nach der Auszahlung liegen.",
  specialDate: "Die Sondertilgung muss nach der Auszahlung liegen.",
  specialAmount: "Der Betrag der Sondertilgung muss größer als 0 sein.",
  tooManySpecials: (max: number) => `Höchstens ${max} Sondertilgungen.`,
  date: "Bitte ein gültiges Datum angeben.",
} as const;

export const loanMessages = {
  /** The dialog's notice for a plan of decades (issue 10 item 8). */
  longTerm: (years: number) => `Mit dieser Rate dauert die Tilgung ${years} Jahre.`,
  neverRepaid: "Mit dieser Rate ist das Darlehen auch nach 100 Jahren nicht getilgt.",
  specialCut: (booked: string, requested: string) =>
    `Die Sondertilgungen übersteigen die Restschuld: gebucht werden nur ${booked} statt ${requested}.`,
  /** SPEC §2 verbatim (financing card). */
  noFinancing: "Keine Finanzierungen vorhanden",
  loadLoansFailed: "Finanzierungen konnten nicht geladen werden",
  /** The portfolio's loan overview without any loan. */
  noLoansInPortfolio: "Noch keine Finanzierungen",
  exportLoansFailed: "Der Export der Finanzierungen ist fehlgeschlagen.",
  exportScheduleFailed: "Der Export des Tilgungsplans ist fehlgeschlagen.",
  loadScheduleFailed: "Der Tilgungsplan konnte nicht geladen werden.",
  loanCreated: "Finanzierung erfolgreich angelegt",
  loanUpdated: "Finanzierung erfolgreich aktualisiert",
  loanDeleted: "Finanzierung erfolgreich gelöscht",
  saveLoanFailed: "Fehler beim Speichern der Finanzierung",
  deleteLoanFailed: "Fehler beim Löschen der Finanzierung",
  /** Toast after "Raten buchen" (POST /loans/:id/bookings). */
  loanBookingsResult: (created: number, skipped: number, removed: number) =>
    `${created} ${created === 1 ? "Buchung" : "Buchungen"} erstellt, ${skipped} übersprungen` + (removed > 0 ? `, ${removed} künftige nach der Änderung neu berechnet` : ""),
  loanBookingsFailed: "Die Raten konnten nicht gebucht werden.",
  /** Booking texts of generated loan bookings. */
  loanInstalmentText: (lender: string, monthYear: string) => `Rate ${lender} ${monthYear}`,
  loanSpecialRepaymentText: (lender: string, date: string) => `Sondertilgung ${lender} ${date}`,
  confirmDeleteLoan: "Das Darlehen, sein Tilgungsplan und alle Sondertilgungen werden dauerhaft gelöscht. Das kann nicht rückgängig gemacht werden.",
} as const;
