import { afterEach, describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import { messages } from "@/shared/messages";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import { asksBetrkvType, categoryOptions, firstRecurringError, recurringFormDefaults, recurringResolver, type RecurringFormValues } from "./recurring-form";

const PROPERTY = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const values = (overrides: Partial<RecurringFormValues> = {}): RecurringFormValues => ({
  ...recurringFormDefaults(null),
  name: "Grundsteuer",
  interval: "quarterly",
  dayOfMonth: "15",
  startDate: "2025-02-15",
  amount: "120,00",
  propertyId: PROPERTY,
  category: "property_tax",
  ...overrides,
});

// The resolver as react-hook-form calls it.
const resolve = (v: RecurringFormValues, isNew = true) => recurringResolver(isNew)(v, undefined, { fields: {}, shouldUseNativeValidation: false });

afterEach(() => resetClock());

describe("recurring template form", () => {
  it("starts today, on today's day of month, as an Ausgabe", () => {
    setToday("2025-03-20");
    expect(recurringFormDefaults(null)).toMatchObject({ startDate: "2025-03-20", dayOfMonth: "20", direction: "out", interval: "monthly", endDate: "" });
  });

  it("fills an edit from the template's first line, the amount positive with its direction", () => {
    const template = {
      id: "t1",
      version: 2,
      name: "Miete Garage",
      interval: "monthly",
      dayOfMonth: 3,
      startDate: "2025-01-03",
      endDate: null,
      amountCents: cents(6_000),
      counterpartyName: "",
      tenantId: null,
      text: "Garage",
      lines: [{ propertyId: PROPERTY, category: "parking_rent", amountCents: cents(6_000), betrkvType: null, allocable: false, unitId: null, contractId: null, loanId: null, subcategoryId: null, spreadYears: 1, note: "", rentMonth: null }],
      nextDate: null,
      createdAt: "",
      updatedAt: "",
    } satisfies RecurringBookingDto;
    expect(recurringFormDefaults(template)).toMatchObject({ direction: "in", amount: "60,00", propertyId: PROPERTY, category: "parking_rent", dayOfMonth: "3", text: "Garage" });
  });

  it("sends an Ausgabe as negative cents on the booking and its one line", async () => {
    const result = await resolve(values());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: "Grundsteuer",
      interval: "quarterly",
      dayOfMonth: 15,
      startDate: "2025-02-15",
      endDate: null,
      amountCents: -12_000,
      lines: [{ propertyId: PROPERTY, category: "property_tax", amountCents: -12_000, betrkvType: 1 }],
    });
    const income = await resolve(values({ direction: "in", category: "other_income", amount: "1.234,5" }));
    expect(income.values).toMatchObject({ amountCents: 123_450, lines: [{ amountCents: 123_450 }] });
  });

  it("asks for the BetrKV type only for Betriebskosten, and sends it", async () => {
    expect(asksBetrkvType("operating_costs")).toBe(true);
    expect(asksBetrkvType("property_tax")).toBe(false);
    const missing = await resolve(values({ category: "operating_costs" }));
    expect(missing.errors.betrkvType?.message).toBe(messages.betrkvTypeRequired);
    const chosen = await resolve(values({ category: "operating_costs", betrkvType: "2" }));
    expect(chosen.values).toMatchObject({ lines: [{ betrkvType: 2, allocable: true }] });
    // A type left over from Betriebskosten is not sent with another category.
    const other = await resolve(values({ category: "insurance", betrkvType: "2" }));
    expect(other.values).toMatchObject({ lines: [{ betrkvType: 13 }] });
  });

  it("reports problems at their fields, the first in form order", async () => {
    const result = await resolve(values({ name: "", dayOfMonth: "32", amount: "", propertyId: "", category: "" }));
    expect(result.errors.name?.message).toBe(messages.recurringNameRequired);
    expect(result.errors.dayOfMonth?.message).toBe(messages.dayOfMonthInvalid);
    expect(result.errors.amount?.message).toBeTruthy();
    expect(result.errors.propertyId?.message).toBe(messages.selectProperty);
    expect(result.errors.category?.message).toBe(messages.selectCategory);
    expect(firstRecurringError(result.errors)).toBe(messages.recurringNameRequired);
    expect((await resolve(values({ endDate: "2025-01-01" }))).errors.endDate?.message).toBe(messages.recurringEndBeforeStart);
  });

  it("lists the categories of the chosen direction first", () => {
    expect(categoryOptions("out")[0]).toBe("maintenance");
    expect(categoryOptions("in")[0]).toBe("rent");
    expect(categoryOptions("in")).toHaveLength(categoryOptions("out").length);
  });
});
