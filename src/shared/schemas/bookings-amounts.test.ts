import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { bookingCreateInput, bookingReverseInput, closedYearInput, subcategoryCreateInput } from "./bookings";

// The amount rules of a booking payload; the fuzz suite found that the sum check ran on
// amounts the field rules had already refused (a 500 from cents()).

const line = (amountCents: unknown) => ({ propertyId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", category: "other_expenses", amountCents });
const booking = (amountCents: unknown, lines: unknown[]) => ({ paymentDate: "2025-01-01", documentDate: "2025-01-01", amountCents, lines });
const messagesOf = (input: unknown) => {
  const result = bookingCreateInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("booking amounts", () => {
  it("accepts lines that add up and refuses those that do not, with both sums", () => {
    expect(bookingCreateInput.safeParse(booking(-300, [line(-100), line(-200)])).success).toBe(true);
    expect(messagesOf(booking(-300, [line(-100)]))).toEqual([expect.stringMatching(/^Die Zeilen ergeben -1,00.*der Betrag ist -3,00/)]);
  });

  it.each([1e308, 2 ** 53, 100_000_000_000, 0.5])("refuses %s as an amount with a message, without running the sum on it", (bad) => {
    expect(() => bookingCreateInput.safeParse(booking(bad, [line(-1)]))).not.toThrow();
    expect(() => bookingCreateInput.safeParse(booking(-1, [line(bad)]))).not.toThrow();
    expect(messagesOf(booking(bad, [line(bad)])).length).toBeGreaterThan(0);
  });

  it("refuses amounts of zero", () => {
    expect(messagesOf(booking(0, [line(0)]))).toContain(messages.bookingAmountRequired);
  });
});

describe("ledger side inputs", () => {
  it("reverse, closed year and subcategory payloads", () => {
    expect(bookingReverseInput.parse({ paymentDate: "2025-02-01" })).toEqual({ paymentDate: "2025-02-01" });
    expect(closedYearInput.safeParse({ year: 1899 }).error?.issues[0]?.message).toBe(messages.closedYearInvalid);
    expect(subcategoryCreateInput.parse({ category: "maintenance", name: "  Dach " })).toEqual({ category: "maintenance", name: "Dach" });
    expect(subcategoryCreateInput.safeParse({ category: "maintenance", name: " " }).error?.issues[0]?.message).toBe(messages.subcategoryNameRequired);
  });
});
