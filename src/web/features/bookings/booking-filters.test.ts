import { describe, expect, it } from "vitest";
import { bookingListSearch, hasFilters, parseBookingSearch, withFilter } from "./booking-filters";
import { PROPERTY_ID, UNIT_1 } from "./test-fixtures";

describe("booking filters in the URL", () => {
  it("reads valid params and drops anything the list schema refuses", () => {
    expect(parseBookingSearch({ propertyId: PROPERTY_ID, unitId: UNIT_1, category: "maintenance", direction: "out", year: 2031, month: "3", q: " Dach ", page: 2 })).toEqual({
      propertyId: PROPERTY_ID,
      unitId: UNIT_1,
      category: "maintenance",
      direction: "out",
      year: 2031,
      month: 3,
      q: "Dach",
      page: 2,
    });
    expect(parseBookingSearch({ propertyId: "x", unitId: UNIT_1, category: "kaffee", direction: "rein", year: 3000, month: 13, page: 0 })).toEqual({});
    expect(parseBookingSearch({ month: 3 })).toEqual({});
    expect(parseBookingSearch({ page: 1, q: "  " })).toEqual({});
  });

  it("a filter change starts on page 1; a new property clears the unit; no year clears the month", () => {
    const start = { propertyId: PROPERTY_ID, unitId: UNIT_1, year: 2031, month: 3, page: 4 };
    expect(withFilter(start, { direction: "in" })).toEqual({ propertyId: PROPERTY_ID, unitId: UNIT_1, year: 2031, month: 3, direction: "in" });
    expect(withFilter(start, { propertyId: undefined })).toEqual({ year: 2031, month: 3 });
    expect(withFilter(start, { year: undefined })).toEqual({ propertyId: PROPERTY_ID, unitId: UNIT_1 });
  });

  it("builds the list request with page and size", () => {
    expect(bookingListSearch({ propertyId: PROPERTY_ID, q: "Dach & Co", pageSize: 50 })).toBe(`propertyId=${PROPERTY_ID}&q=Dach+%26+Co&pageSize=50&page=1`);
    expect(hasFilters({ page: 3 })).toBe(false);
    expect(hasFilters({ year: 2031 })).toBe(true);
  });
});
