import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contractCreateInput } from "@/shared/schemas/contracts";
import { loanInput } from "@/shared/schemas/loans";
import { propertyInput, tenantInput, unitCreateInput } from "@/shared/schemas/portfolio";
import { bookingCreateInput } from "@/shared/schemas/bookings";
import {
  FIELDS,
  importTargets,
  mappingOf,
  normalizeHeader,
  suggestColumns,
  TARGETS,
  targetFields,
  unmetRequirements,
  type FieldKey,
  type ImportTarget,
} from "./columns";

const fieldsOf = (target: ImportTarget, headers: string[], groups?: (string | null)[]) => suggestColumns(target, headers, groups).map((s) => s.field);

describe("normalizeHeader", () => {
  it("folds case, umlauts and punctuation and drops currency and 'per month'", () => {
    expect(normalizeHeader("Kaltmiete (EUR)")).toBe("kaltmiete");
    expect(normalizeHeader("Kaltmiete in €")).toBe("kaltmiete");
    expect(normalizeHeader("Miete kalt in € mtl.")).toBe("mietekalt");
    expect(normalizeHeader("Nebenkosten / Monat")).toBe("nebenkosten");
    expect(normalizeHeader("Wohnfläche")).toBe("wohnflaeche");
    expect(normalizeHeader("Straße")).toBe("strasse");
    expect(normalizeHeader("E-Mail")).toBe("email");
    expect(normalizeHeader("m²")).toBe("m2");
    expect(normalizeHeader("qm")).toBe("m2");
    // "per m²" is kept as one mark: such a column is a price per area, never an amount.
    expect(normalizeHeader("€/m²")).toBe("jeqm");
    expect(normalizeHeader("Kaltmiete pro qm")).toBe("kaltmietejeqm");
    // A word that merely contains "eur" stays.
    expect(normalizeHeader("Eurobetrag")).toBe("eurobetrag");
  });
});

describe("the fields", () => {
  it("no target has one header text for two of its fields", () => {
    for (const target of importTargets) {
      const owner = new Map<string, FieldKey>();
      for (const key of TARGETS[target].fields) {
        for (const synonym of [FIELDS[key].label, ...FIELDS[key].synonyms]) {
          const text = normalizeHeader(synonym);
          expect(owner.get(text) ?? key, `${target}: „${synonym}“`).toBe(key);
          owner.set(text, key);
        }
      }
    }
  });

  it("map onto the create inputs the app stores (field names that exist there)", () => {
    // The object inside a schema with refinements and transforms (a pipe's input side).
    const keysOf = (schema: z.ZodType): string[] => {
      if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
      if (schema instanceof z.ZodPipe) return keysOf(schema.in as z.ZodType);
      throw new Error("no object schema");
    };
    const inputs: Record<string, string[]> = {
      propertyInput: keysOf(propertyInput),
      tenantInput: keysOf(tenantInput),
      unitCreateInput: keysOf(unitCreateInput),
      contractCreateInput: keysOf(contractCreateInput),
      loanInput: keysOf(loanInput),
      bookingCreateInput: keysOf(bookingCreateInput),
    };
    for (const [key, field] of Object.entries(FIELDS)) {
      if (field.storedAs === null) continue;
      const [input = "", path = ""] = field.storedAs.split(".");
      const name = path.split(" ")[0] ?? "";
      expect(inputs[input], `${key} → ${field.storedAs}`).toContain(name);
    }
  });

  it("marks what every row needs", () => {
    const required = (target: ImportTarget) => targetFields(target).filter((f) => f.required).map((f) => f.key);
    expect(required("combined")).toEqual(["unitCode"]);
    expect(required("contracts")).toEqual(["unitCode", "startDate", "coldRent"]);
    expect(required("loans")).toEqual(["lender", "loanAmount", "disbursementDate", "interestRate"]);
    expect(required("bookings")).toEqual(["paymentDate", "bookingAmount"]);
    expect(targetFields("combined").find((f) => f.key === "coldRent")).toMatchObject({ label: "Kaltmiete", kind: "amount", required: false });
  });
});

describe("suggestColumns", () => {
  it("maps a typical landlord sheet", () => {
    const headers = ["Objekt", "Straße", "Nr.", "PLZ", "Ort", "Whg.", "Wohnfläche (m²)", "Mieter", "Einzug", "Kaltmiete (EUR)", "NK-Vorauszahlung", "Warmmiete", "€/m²", "Kaution", "Bemerkung"];
    expect(fieldsOf("combined", headers)).toEqual([
      "propertyName",
      "street",
      "houseNumber", // "Nr." right after "Straße"
      "postcode",
      "city",
      "unitCode",
      "area",
      "tenantName",
      "startDate",
      "coldRent",
      "serviceCharge",
      "warmRent", // recognised, so it is not taken for Kaltmiete
      "rentPerArea",
      "deposit",
      null,
    ]);
  });

  it("knows the German and English names of the issue", () => {
    const one = (target: ImportTarget, header: string) => fieldsOf(target, [header])[0];
    for (const h of ["Kaltmiete", "Miete kalt", "Nettokaltmiete", "Grundmiete", "Nettomiete", "cold rent", "Base Rent"]) expect(one("combined", h), h).toBe("coldRent");
    for (const h of ["Wohnfläche", "Fläche", "qm", "m²", "Wfl.", "living space", "Area"]) expect(one("combined", h), h).toBe("area");
    for (const h of ["Einzug", "Mietbeginn", "Mietvertrag ab", "Vertragsbeginn", "Start", "move in"]) expect(one("combined", h), h).toBe("startDate");
    for (const h of ["Nebenkosten", "NK", "NK-Vorauszahlung", "Betriebskosten", "BK-Vorauszahlung", "Vorauszahlung"]) expect(one("combined", h), h).toBe("serviceCharge");
    for (const h of ["Whg", "Wohnung", "Einheit", "Lage", "Nr"]) expect(one("combined", h), h).toBe("unitCode");
    for (const h of ["Mieter", "Name"]) expect(one("combined", h), h).toBe("tenantName");
    for (const h of ["Bank", "Darlehensgeber"]) expect(one("loans", h), h).toBe("lender");
    expect(fieldsOf("loans", ["Bank", "Darlehensbetrag", "Zinssatz", "Tilgung", "Auszahlung", "Zinsbindung"])).toEqual([
      "lender",
      "loanAmount",
      "interestRate",
      "initialRepayment",
      "disbursementDate",
      "fixationEnd",
    ]);
    expect(fieldsOf("bookings", ["Datum", "Betrag", "Kategorie", "Verwendungszweck"])).toEqual(["paymentDate", "bookingAmount", "category", "bookingText"]);
  });

  it("an exact synonym beats a header that only contains one; never two columns for one field", () => {
    const suggestions = suggestColumns("combined", ["Kaltmiete alt", "Kaltmiete", "Miete"]);
    expect(suggestions.map((s) => [s.field, s.score, s.why?.match])).toEqual([
      [null, 0, undefined], // contains "kaltmiete", but the exact column took the field
      ["coldRent", 100, "exact"],
      [null, 0, undefined],
    ]);
    const contains = suggestColumns("combined", ["Kaltmiete aktuell 2024"])[0];
    expect(contains).toMatchObject({ field: "coldRent", why: { match: "contains", synonym: "kaltmieteaktuell" } });
    // A longer contained synonym wins over a shorter one: "wohnungsgroesse" (area), not "wohnung" (unit).
    expect(fieldsOf("combined", ["Wohnungsgröße laut Vertrag"])).toEqual(["area"]);
  });

  it("short synonyms only count as the whole header", () => {
    // "name" inside "Bankname", "nr" inside "Lfd. Nr.", "ende" inside "Dividende" make no match.
    expect(fieldsOf("combined", ["Bankname", "Lfd. Nr.", "Dividende"])).toEqual([null, null, null]);
  });

  it("uses the group title of a two-row header", () => {
    // "Miete" merged over "kalt" and "NK"; "kalt" alone means nothing.
    expect(fieldsOf("combined", ["Wohnung", "kalt", "NK"], [null, "Miete", "Miete"])).toEqual(["unitCode", "coldRent", "serviceCharge"]);
    expect(fieldsOf("combined", ["Wohnung", "kalt"])).toEqual(["unitCode", null]);
  });

  it("mappingOf and the requirements no column meets", () => {
    const mapping = mappingOf(suggestColumns("combined", ["Wohnung", "Mieter", "Kaltmiete"]));
    expect(mapping).toEqual(["unitCode", "tenantName", "coldRent"]);
    // A tenant column is there, so the start of the tenancy is needed too.
    expect(unmetRequirements("combined", mapping).map((r) => r.label)).toEqual(["Mietbeginn"]);
    expect(unmetRequirements("combined", ["unitCode", null])).toEqual([]);
    expect(unmetRequirements("loans", ["lender", "loanAmount", "disbursementDate", "interestRate"]).map((r) => r.label)).toEqual(["Tilgung oder monatliche Rate"]);
  });
});
