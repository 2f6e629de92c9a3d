import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { bookingCategoryDto } from "@/shared/booking-types";
import { categoryText, formatPeriod, proposalSentence, ruleBooking, ruleConditions } from "./bank-format";

const NBSP = "\u00A0";
const SUB = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";

describe("bank screen texts", () => {
  it("a statement's period", () => {
    expect(formatPeriod("2026-01-01", "2026-01-31")).toBe("01.01.2026 – 31.01.2026");
    expect(formatPeriod("2026-01-05", "2026-01-05")).toBe("05.01.2026");
    expect(formatPeriod(null, "2026-01-31")).toBe("31.01.2026");
    expect(formatPeriod(null, null)).toBe("–");
  });

  it("a rent proposal names month, tenant, unit and what is open; without a month the oldest open one", () => {
    const rent = { kind: "rent", contractId: "c", tenantName: "Mia Berg", unitLabel: "Musterstraße 1 · WE 3", rentMonth: "2026-01", openCents: cents(85_000), reason: "r", basis: "iban" } as const;
    expect(proposalSentence(rent)).toBe(`Miete Januar 2026 von Mia Berg · Musterstraße 1 · WE 3 (offen 850,00${NBSP}€)`);
    expect(proposalSentence({ ...rent, rentMonth: null })).toBe(`Miete (älteste offene zuerst) von Mia Berg · Musterstraße 1 · WE 3 (offen 850,00${NBSP}€)`);
  });

  it("a rule proposal names the rule, its category and the property", () => {
    const rule = { kind: "rule", ruleId: "r", ruleName: "Stadtwerke", category: "operating_costs", propertyId: "p", reason: "r" } as const;
    expect(proposalSentence(rule, "Lindenstraße 5")).toBe("Regel „Stadtwerke“: Betriebskosten · Lindenstraße 5");
    expect(proposalSentence(rule)).toBe("Regel „Stadtwerke“: Betriebskosten");
  });

  it("a rule's conditions in words, the IBAN in groups of four; direction 'any' says nothing", () => {
    expect(ruleConditions({ counterpartyIban: "DE89370400440532013000", counterpartyContains: "Stadtwerke", purposeContains: "Abschlag", direction: "out" })).toBe(
      "IBAN DE89 3704 0044 0532 0130 00, Name enthält „Stadtwerke“, Verwendungszweck enthält „Abschlag“, nur Ausgänge",
    );
    expect(ruleConditions({ counterpartyIban: null, counterpartyContains: "Miete", purposeContains: null, direction: "any" })).toBe("Name enthält „Miete“");
    expect(ruleConditions({ counterpartyIban: null, counterpartyContains: null, purposeContains: null, direction: "in" })).toBe("nur Eingänge");
  });

  it("what a rule books: category with subcategory and chosen BetrKV type, then the property", () => {
    const categories = [bookingCategoryDto("operating_costs", [{ id: SUB, version: 1, category: "operating_costs", name: "Wasser" }])];
    expect(ruleBooking({ category: "operating_costs", subcategoryId: SUB, betrkvType: 2 }, "Lindenstraße 5", categories)).toBe("Betriebskosten › Wasser (Wasserversorgung) · Lindenstraße 5");
    // A fixed type is the category itself; an unknown subcategory is left out.
    expect(categoryText({ category: "property_tax", subcategoryId: null, betrkvType: 1 })).toBe("Grundsteuer");
    expect(ruleBooking({ category: "maintenance", subcategoryId: SUB, betrkvType: null }, undefined)).toBe("Erhaltungsaufwand");
  });
});
