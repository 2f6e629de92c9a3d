// What other features may use of bookings.
export { PropertyBookings } from "./components/PropertyBookings";
export { BookingDialog } from "./components/BookingDialog";
export { BetrkvTypeOptions, CategoryOptions } from "./components/CategoryOptions";
export type { BookingPrefill } from "./booking-form";
export { categoryChoice, parseCategoryChoice } from "./booking-form";
export { useBookingCategories } from "./api/list-booking-categories";
export { formatSignedEuro } from "./booking-format";
