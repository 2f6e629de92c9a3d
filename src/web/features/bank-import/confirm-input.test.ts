import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { bookingConfirmInput, defaultRuleName, rentConfirmInput, ruleBooking, transactionPrefill } from "./confirm-input";

const PROPERTY = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const UNIT = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c51";
const CONTRACT = "7d5c1f7e-8f7a-4c53-9c1e-2f4a8b0e1a11";

const debit = { version: 7, bookingDate: "2026-02-27", amountCents: cents(-4599), counterpartyName: "Stadtwerke Musterstadt", purpose: "Abschlag Wasser 02/2026" };

describe("confirm bodies", () => {
  it("a rent payment carries contract, month and the transaction's version", () => {
    expect(rentConfirmInput(debit, CONTRACT, "2026-02")).toEqual({ kind: "rent", contractId: CONTRACT, rentMonth: "2026-02", version: 7 });
    expect(rentConfirmInput(debit, CONTRACT, null)).toMatchObject({ rentMonth: null });
  });

  it("a rule books the transaction's date, amount, counterparty and purpose on the rule's line", () => {
    const booking = ruleBooking(debit, { propertyId: PROPERTY, unitId: UNIT, category: "operating_costs", subcategoryId: null, betrkvType: 2 });
    expect(booking).toMatchObject({
      paymentDate: "2026-02-27",
      documentDate: "2026-02-27",
      amountCents: -4599,
      counterpartyName: "Stadtwerke Musterstadt",
      text: "Abschlag Wasser 02/2026",
      tenantId: null,
      receiptIds: [],
      lines: [{ propertyId: PROPERTY, unitId: UNIT, category: "operating_costs", betrkvType: 2, allocable: true, amountCents: -4599, spreadYears: 1 }],
    });
    expect(bookingConfirmInput(debit, booking!, { name: "Wasser", automatic: true })).toEqual({ kind: "booking", booking, saveRule: { name: "Wasser", automatic: true }, version: 7 });
  });

  it("a rule whose line no longer makes a booking gives none (the user books in the dialog)", () => {
    expect(ruleBooking(debit, { propertyId: PROPERTY, unitId: null, category: "operating_costs", subcategoryId: null, betrkvType: null })).toBeNull();
  });

  it("a long purpose is cut to the booking text's bound", () => {
    expect(ruleBooking({ ...debit, purpose: "x".repeat(600) }, { propertyId: PROPERTY, unitId: null, category: "maintenance", subcategoryId: null, betrkvType: null })?.text).toHaveLength(500);
  });

  it("the booking dialog starts with the facts, the rule's place, or the account's only property", () => {
    expect(transactionPrefill(debit, { propertyId: PROPERTY, category: "maintenance", subcategoryId: "s1", unitId: null })).toEqual({
      amountCents: -4599,
      paymentDate: "2026-02-27",
      counterpartyName: "Stadtwerke Musterstadt",
      text: "Abschlag Wasser 02/2026",
      propertyId: PROPERTY,
      unitId: undefined,
      category: "maintenance:s1",
    });
    expect(transactionPrefill(debit, null, [PROPERTY]).propertyId).toBe(PROPERTY);
    expect(transactionPrefill(debit, null, [PROPERTY, UNIT]).propertyId).toBeUndefined();
  });

  it("'Immer so buchen' is named after the counterparty, else the purpose", () => {
    expect(defaultRuleName(debit)).toBe("Stadtwerke Musterstadt");
    expect(defaultRuleName({ counterpartyName: null, purpose: "  Kontoführung Januar  " })).toBe("Kontoführung Januar");
    expect(defaultRuleName({ counterpartyName: " ", purpose: "" })).toBe("Neue Regel");
  });
});
