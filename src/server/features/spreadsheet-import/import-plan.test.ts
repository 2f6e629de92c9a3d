import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import type { RowValues } from "./columns";
import { planImport } from "./import-plan";
import type { InterpretedRow } from "./interpret-rows";
import type { ExistingRecords } from "./workspace-records";

// The plan without a database: which records rows share, find or create, and what it refuses.

const none: ExistingRecords = { properties: [], units: [], tenants: [], contracts: [], loans: [], bookings: [], closedYears: [] };
const rows = (...values: RowValues[]): InterpretedRow[] => values.map((v, i) => ({ rowNumber: i + 2, values: v, errors: [] }));
const actions = (plan: ReturnType<typeof planImport>, index: number) => plan.rows[index]!.actions.map((a) => `${a.entity}:${a.action}:${a.label}`);

const HOUSE = { id: "00000000-0000-4000-8000-000000000001", name: "Lindenhof", street: "Lindenstraße", houseNumber: "5", postcode: "01067" };

describe("planImport: properties and units", () => {
  it("finds a property by its name folded, or by street, house number and postcode", () => {
    const existing = { ...none, properties: [HOUSE] };
    const plan = planImport(
      "combined",
      rows(
        { propertyName: "LINDENHOF ", unitCode: "WE 1" },
        { street: "Lindenstrasse", houseNumber: "5", postcode: "01067", unitCode: "WE 2" },
        { street: "Lindenstraße", houseNumber: "7", unitCode: "WE 3" },
      ),
      existing,
    );
    expect(actions(plan, 0)).toEqual(["property:exists:Lindenhof", "unit:create:WE 1 (Lindenhof)"]);
    expect(actions(plan, 1)).toEqual(["property:exists:Lindenhof", "unit:create:WE 2 (Lindenhof)"]);
    // Without a name and without a full address nothing says which house it is.
    expect(plan.rows[2]!.errors).toEqual(["Zeile 4: Immobilie fehlt (Name oder Straße, Hausnummer und PLZ)"]);
    expect(plan.existing.property).toEqual([HOUSE.id]);
    expect(plan.created.properties).toEqual([]);
  });

  it("creates a property once for all its rows, of the kind its units suggest", () => {
    const several = planImport("combined", rows({ propertyName: "A", unitCode: "1" }, { propertyName: "a", unitCode: "2" }), none);
    expect(several.created.properties.map((p) => [p.input.name, p.input.kind])).toEqual([["A", "multi_family"]]);
    expect(several.created.units.map((u) => [u.propertyId, u.input.code])).toEqual([
      [several.created.properties[0]!.id, "1"],
      [several.created.properties[0]!.id, "2"],
    ]);
    expect(planImport("combined", rows({ propertyName: "ETW", unitCode: "Whg. 3" }), none).created.properties[0]!.input.kind).toBe("condominium");
    expect(planImport("combined", rows({ propertyName: "Haus", unitCode: "EFH" }), none).created.properties[0]!.input.kind).toBe("single_family");
    expect(planImport("properties", rows({ propertyName: "Gewerbe", propertyKind: "commercial", unitCode: "Laden" }), none).created.properties[0]!.input.kind).toBe("commercial");
  });

  it("takes a unit's type from the first word of its code, and a unit with a tenant as let", () => {
    const plan = planImport(
      "combined",
      rows(
        { propertyName: "A", unitCode: "Garage 1" },
        { propertyName: "A", unitCode: "TG-Stellplatz 4" },
        { propertyName: "A", unitCode: "Laden", tenantName: "Bäckerei Krause", startDate: "2020-01-01", coldRent: cents(100_000) },
        { propertyName: "A", unitCode: "EG links", unitType: "storage" },
      ),
      none,
    );
    expect(plan.created.units.map((u) => [u.input.code, u.input.type, u.input.usage])).toEqual([
      ["Garage 1", "parking", "vacant"],
      ["TG-Stellplatz 4", "parking", "vacant"],
      ["Laden", "commercial_space", "rented"],
      ["EG links", "storage", "vacant"],
    ]);
  });

  it("refuses a record the app's schema refuses, naming the row", () => {
    const plan = planImport("properties", rows({ propertyName: "Alt", yearBuilt: 900 }), none);
    expect(plan.rows[0]!.errors).toEqual([expect.stringMatching(/^Zeile 2: /)]);
    expect(plan.created.properties).toEqual([]);
  });
});

describe("planImport: tenants and contracts", () => {
  const let_ = (unitCode: string, tenantName: string, startDate: string, extra: RowValues = {}): RowValues => ({
    propertyName: "A",
    unitCode,
    tenantName,
    startDate,
    coldRent: cents(50_000),
    ...extra,
  });

  it("shares a tenant by name and e-mail, e-mail compared without case", () => {
    const plan = planImport(
      "combined",
      rows(let_("1", "Anna Schäfer", "2020-01-01", { email: "Anna@Beispiel.de" }), let_("2", "anna schäfer", "2020-01-01", { email: "anna@beispiel.de" }), let_("3", "Anna Schäfer", "2020-01-01")),
      none,
    );
    // The third row has no e-mail: the one Anna Schäfer of the file is hers.
    expect(plan.created.tenants.map((t) => [t.input.firstName, t.input.lastName, t.input.email])).toEqual([["Anna", "Schäfer", "Anna@Beispiel.de"]]);
    expect(plan.created.contracts.map((c) => c.input.tenantId)).toEqual(Array(3).fill(plan.created.tenants[0]!.id));
  });

  it("finds a contract by unit and start, and refuses a period that collides with one in the file", () => {
    const plan = planImport(
      "combined",
      rows(
        let_("1", "Anna Schäfer", "2020-01-01", { endDate: "2022-12-31" }),
        let_("1", "Anna Schäfer", "2020-01-01", { endDate: "2022-12-31" }),
        let_("1", "Max Neu", "2022-06-01"),
        let_("1", "Max Neu", "2023-01-01"),
      ),
      none,
    );
    expect(actions(plan, 1)).toContain("contract:create:1 ab 01.01.2020");
    expect(plan.rows[2]!.errors).toEqual(["Zeile 4: Einheit 1 ist 01.01.2020 – 31.12.2022 schon an Anna Schäfer vermietet"]);
    expect(plan.rows[3]!.errors).toEqual([]);
    // A contract with an end but not limited ended then: terminated, as the dialog stores it.
    expect(plan.created.contracts.map((c) => [c.input.startDate, c.input.endDate, c.input.status])).toEqual([
      ["2020-01-01", "2022-12-31", "terminated"],
      ["2023-01-01", null, "active"],
    ]);
    // The refused row added nothing: its tenant (Max Neu) comes from row 5 alone.
    expect(plan.created.tenants.map((t) => t.input.lastName)).toEqual(["Schäfer", "Neu"]);
  });
});

describe("planImport: bookings", () => {
  it("finds a booking of the workspace by date, amount, text (folded) and property", () => {
    const existing: ExistingRecords = {
      ...none,
      properties: [HOUSE],
      bookings: [{ id: "00000000-0000-4000-8000-000000000009", paymentDate: "2024-03-01", amountCents: cents(65_000), text: "Miete März", propertyIds: [HOUSE.id] }],
    };
    const booking = (text: string): RowValues => ({ paymentDate: "2024-03-01", bookingAmount: cents(65_000), bookingText: text, category: "Miete" });
    const plan = planImport("bookings", rows(booking("MIETE märz"), booking("Miete April")), existing);
    expect(actions(plan, 0)).toEqual(["property:exists:Lindenhof", "booking:exists:01.03.2024, 650,00\u00A0€ MIETE märz"]);
    expect(plan.created.bookings.map((b) => b.input.text)).toEqual(["Miete April"]);
    expect(plan.created.bookings[0]!.input.lines).toEqual([expect.objectContaining({ propertyId: HOUSE.id, category: "rent", amountCents: 65_000 })]);
  });
});
