// What other features may use of bookings.
export { PropertyBookings } from "./components/PropertyBookings";
export { BookingDialog } from "./components/BookingDialog";
