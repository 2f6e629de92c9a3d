import { describe, expect, it } from "vitest";
import { IBAN_MESSAGES, messages } from "@/shared/messages";
import { bankAccountFormDefaults, bankAccountResolver, toggleProperty, type BankAccountFormValues } from "./bank-account-form";

const P1 = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

const resolve = (values: BankAccountFormValues) => bankAccountResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });

describe("bank account form", () => {
  it("the IBAN is shown in groups of four and sent normalised", async () => {
    const values = bankAccountFormDefaults({ id: "a", name: "Mietkonto", iban: "DE89370400440532013000", propertyIds: [P1], csvMapping: null, transactionCount: 0, openCount: 0, lastBookingDate: null, version: 1 });
    expect(values).toEqual({ name: "Mietkonto", iban: "DE89 3704 0044 0532 0130 00", propertyIds: [P1] });
    const result = await resolve({ ...values, name: "  Mietkonto Sparkasse ", iban: "de89 3704-0044 0532 0130 00" });
    expect(result.values).toEqual({ name: "Mietkonto Sparkasse", iban: "DE89370400440532013000", propertyIds: [P1] });
  });

  it("refuses a missing name and an IBAN with a wrong check digit", async () => {
    const result = await resolve({ name: " ", iban: "DE88 3704 0044 0532 0130 00", propertyIds: [] });
    expect(result.errors.name?.message).toBe(messages.bankAccountNameRequired);
    expect(result.errors.iban?.message).toBe(IBAN_MESSAGES.checksum);
    expect((await resolve({ name: "A", iban: "", propertyIds: [] })).errors.iban?.message).toBe(IBAN_MESSAGES.required);
  });

  it("ticking a property adds it once, unticking removes it", () => {
    expect(toggleProperty([], P1, true)).toEqual([P1]);
    expect(toggleProperty([P1], P1, true)).toEqual([P1]);
    expect(toggleProperty([P1, "x"], P1, false)).toEqual(["x"]);
  });
});
