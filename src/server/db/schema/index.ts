export * from "./auth";
export * from "./workspace";
export * from "./portfolio";
export * from "./loans";
export * from "./bookings";
export * from "./rent-roll";
export * from "./recurring-bookings";
export * from "./booking-summaries";
