import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { categorySummary, formatSignedEuro, placeSummary } from "./booking-format";
import { line } from "./test-fixtures";

describe("booking formats", () => {
  it("signed euros with cents and a typographic minus", () => {
    expect(formatSignedEuro(cents(-123456))).toBe("\u22121.234,56\u00a0€");
    expect(formatSignedEuro(cents(85000))).toBe("850,00\u00a0€");
  });

  it("one category, or 'Aufgeteilt (n)' for several", () => {
    expect(categorySummary([line()])).toBe("Erhaltungsaufwand");
    expect(categorySummary([line({ subcategoryName: "Dach" })])).toBe("Erhaltungsaufwand · Dach");
    expect(categorySummary([line(), line()])).toBe("Erhaltungsaufwand");
    expect(categorySummary([line(), line({ category: "rent" }), line({ category: "deposit" })])).toBe("Aufgeteilt (3)");
  });

  it("the place of the lines", () => {
    expect(placeSummary([line({ unitCode: "W01" })])).toBe("Lindenstraße 5 · W01");
    expect(placeSummary([line({ unitCode: "W01" }), line({ unitCode: "W02" })])).toBe("Lindenstraße 5 · 2 Einheiten");
    expect(placeSummary([line(), line({ propertyName: "Am Hang 2" })])).toBe("2 Immobilien");
  });
});
