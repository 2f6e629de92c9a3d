import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { categoryOfText } from "./booking-category";

const IN = cents(10_000);
const OUT = cents(-10_000);

describe("categoryOfText", () => {
  it.each([
    ["Kaltmiete", IN, { category: "rent", betrkvType: null, allocable: null }],
    ["Miete", IN, { category: "rent", betrkvType: null, allocable: null }],
    ["NK-Vorauszahlung", IN, { category: "service_charge_prepayment", betrkvType: null, allocable: null }],
    ["nebenkosten vorauszahlung", IN, { category: "service_charge_prepayment", betrkvType: null, allocable: null }],
    ["Grundsteuer", OUT, { category: "property_tax", betrkvType: null, allocable: null }],
    ["Zinsen", OUT, { category: "loan_interest", betrkvType: null, allocable: null }],
    ["Tilgung", OUT, { category: "loan_repayment", betrkvType: null, allocable: null }],
    ["Sach- und Haftpflichtversicherung", OUT, { category: "insurance", betrkvType: null, allocable: null }],
    ["Wasserversorgung", OUT, { category: "operating_costs", betrkvType: 2, allocable: null }],
    ["Müllabfuhr", OUT, { category: "operating_costs", betrkvType: 8, allocable: null }],
    ["Hausmeister", OUT, { category: "operating_costs", betrkvType: 14, allocable: null }],
    ["Hausgeld", OUT, { category: "operating_costs", betrkvType: 17, allocable: false }],
    ["loan_interest", OUT, { category: "loan_interest", betrkvType: null, allocable: null }],
  ] as const)("%s → %o", (text, amount, choice) => {
    expect(categoryOfText(text, amount)).toEqual({ ok: true, value: choice });
  });

  it("takes Nebenkosten received as the prepayment, and asks which kind when paid out", () => {
    expect(categoryOfText("Nebenkosten", IN)).toEqual({ ok: true, value: { category: "service_charge_prepayment", betrkvType: null, allocable: null } });
    expect(categoryOfText("Nebenkosten", OUT)).toEqual({
      ok: false,
      message: "Kategorie „Nebenkosten“: Bitte nenne die Art der Betriebskosten, z. B. „Wasserversorgung“, „Heizung“ oder „Müllbeseitigung“",
    });
    expect(categoryOfText("Betriebskosten", OUT).ok).toBe(false);
  });

  it("refuses a word it does not know, naming it", () => {
    expect(categoryOfText("Blumen", OUT)).toEqual({
      ok: false,
      message: "Kategorie „Blumen“ ist unbekannt (z. B. Kaltmiete, Nebenkosten-Vorauszahlung, Grundsteuer, Versicherungen, Erhaltungsaufwand, Schuldzinsen)",
    });
  });
});
