// What other features may use of recurring bookings: the page (routed in src/web/app/router.tsx).
export { RecurringBookingsPage } from "./RecurringBookingsPage";
