// What other features may use of bookings: generators (recurring bookings, loan
// instalments, imports) create their bookings through insertBooking, idempotent by sourceKey;
// the rent roll re-allocates a payment through lockedBookingSnapshot + setLinesRentMonth.
export { insertBooking, lockedBookingSnapshot, setLinesRentMonth, type InsertBookingArgs } from "./booking-write";
export { BOOKING, checkLineReferences, counterpartyName, requireNotReversed } from "./booking-rules";
export { bookingStates } from "./booking-dto";
export { removeGeneratedBooking } from "./generated-bookings";
export { getBooking } from "./bookings.service";
