import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { recurringBooking, recurringCreateInput, recurringUpdateInput } from "./recurring-bookings";

const propertyId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const valid = {
  name: "  Grundsteuer ",
  interval: "quarterly",
  dayOfMonth: 15,
  startDate: "2025-02-15",
  amountCents: -12_000,
  lines: [{ propertyId, category: "property_tax", amountCents: -12_000 }],
};
const messagesOf = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) => r.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("recurringCreateInput", () => {
  it("trims, fills defaults and stores the lines as the booking schema normalises them", () => {
    const v = recurringCreateInput.parse(valid);
    expect(v).toMatchObject({ name: "Grundsteuer", endDate: null, tenantId: null, counterpartyName: "", text: "" });
    expect(v.lines[0]).toMatchObject({ betrkvType: 1, allocable: true, unitId: null, spreadYears: 1, note: "" });
  });

  it("refuses a day of month outside 1–31 and an end before the start", () => {
    expect(messagesOf(recurringCreateInput.safeParse({ ...valid, dayOfMonth: 32 }))).toEqual([["dayOfMonth", messages.dayOfMonthInvalid]]);
    expect(messagesOf(recurringCreateInput.safeParse({ ...valid, dayOfMonth: 1.5 }))).toEqual([["dayOfMonth", messages.dayOfMonthInvalid]]);
    expect(messagesOf(recurringCreateInput.safeParse({ ...valid, endDate: "2025-02-14" }))).toEqual([["endDate", messages.recurringEndBeforeStart]]);
    expect(recurringCreateInput.safeParse({ ...valid, endDate: "2025-02-15" }).success).toBe(true);
  });

  it("applies the booking's rules across fields: the lines add up to the amount", () => {
    const r = recurringCreateInput.safeParse({ ...valid, amountCents: -10_000 });
    expect(messagesOf(r).map(([path]) => path)).toEqual(["lines"]);
  });

  it("the update needs the version", () => {
    expect(messagesOf(recurringUpdateInput.safeParse(valid))).toEqual([["version", messages.versionMissing]]);
    expect(recurringUpdateInput.parse({ ...valid, version: 3 }).version).toBe(3);
  });
});

describe("recurringBooking", () => {
  it("is the template's booking on the day, payment, document and due date alike", () => {
    const template = recurringCreateInput.parse({ ...valid, counterpartyName: "Stadtkasse", text: "Grundsteuer Q1" });
    const r = recurringBooking(template, "2025-05-15");
    expect(r.success && r.data).toMatchObject({ paymentDate: "2025-05-15", documentDate: "2025-05-15", dueDate: "2025-05-15", amountCents: -12_000, counterpartyName: "Stadtkasse", text: "Grundsteuer Q1", number: null });
  });

  it("refuses stored lines that the booking schema no longer accepts", () => {
    const r = recurringBooking({ amountCents: -100, counterpartyName: "", tenantId: null, text: "", lines: [{ propertyId, category: "gone", amountCents: -100 }] }, "2025-01-01");
    expect(r.success).toBe(false);
  });
});

describe("recurringCreateInput on absurd numbers", () => {
  it("answers issues, never throws", () => {
    for (const amount of [1e308, 2 ** 53, -1e308]) {
      expect(recurringCreateInput.safeParse({ ...valid, amountCents: amount }).success).toBe(false);
      expect(recurringCreateInput.safeParse({ ...valid, lines: [{ ...valid.lines[0], amountCents: amount }] }).success).toBe(false);
    }
  });
});
