import type { Api } from "./api";
import { createBooking, linePayload } from "./bookings";
import { createContract, createProperty, createUnit } from "./portfolio";

// The hand-computed tax year of issue 15: one property bought on 15.04.2025, let from May,
// tax year 2025. The reports, their PDF, XLSX and DATEV files are checked against it.
//
// AfA: (300.000 + 15.000 Grunderwerbsteuer + 4.000 Notar + 1.000 Grundbuch) × 80 % = 256.000 €
// basis; built 1990 → 2 % → 5.120 € a year; April → 9 months in 2025: 3.840,00 €.
// Rent 800 € + 150 € NK from May. May–Nov paid on the 3rd (7 months). December's rent comes
// late, on 05.01.2026 (due 03.12., outside the 10-day window: 2026). January 2026's rent comes
// early, on 29.12.2025 (due and paid within 22.12.–10.01.: January's year, 2026).
// → 2025: Kaltmiete 5.600,00, NK-Vorauszahlungen 1.050,00.
// Grundsteuer 3 × 100 € (May, Aug, Nov): 300,00. A repair of 3.000 € paid 10.07.2025 spread
// over 3 years (§82b): 1.000,00 in 2025, 2026 and 2027.
// Loan instalments on the 30th May–Nov: 625 € interest + 300 € Tilgung; December's instalment,
// due 31.12.2025, debited 02.01.2026: back in 2025 by the 10-day rule → interest 8 × 625 = 5.000,00.
// Result 2025: 6.650,00 − (300 + 5.000 + 1.000 + 3.840) = −3.490,00.

export const TAX_SCENARIO = {
  propertyName: "Lindenstraße 5",
  year: 2025,
  /** The P&L of 2025, in cents. */
  result2025: -349_000,
  income2025: 665_000,
  expenses2025: -1_014_000,
  afa2025: 384_000,
} as const;

/** Creates the scenario's property, unit, contract and bookings; returns the ids. */
export async function seedTaxScenario(api: Api): Promise<{ propertyId: string; unitId: string; contractId: string }> {
  const property = await createProperty(api, {
    name: TAX_SCENARIO.propertyName,
    purchasePriceCents: 30_000_000,
    purchaseDate: "2025-04-15",
    transferTaxCents: 1_500_000,
    notaryCents: 400_000,
    landRegistryCents: 100_000,
    brokerCents: null,
    buildingSharePercent: 80,
    yearBuilt: 1990,
  });
  const propertyId = property.id;
  const months = ["05", "06", "07", "08", "09", "10", "11"];
  const unit = await createUnit(api, propertyId, { code: "W01" });
  const contract = await createContract(api, unit.id, { startDate: "2025-05-01", coldRentCents: 80_000, serviceChargeCents: 15_000 });
  const rent = (paymentDate: string, month: string) =>
    createBooking(
      api,
      [
        linePayload(propertyId, 80_000, { category: "rent", unitId: unit.id, contractId: contract.id, rentMonth: month }),
        linePayload(propertyId, 15_000, { category: "service_charge_prepayment", unitId: unit.id, contractId: contract.id, rentMonth: month }),
      ],
      { paymentDate, documentDate: paymentDate, text: `Miete ${month}` },
    );
  for (const m of months) await rent(`2025-${m}-03`, `2025-${m}`);
  await rent("2026-01-05", "2025-12");
  await rent("2025-12-29", "2026-01");
  for (const m of ["05", "08", "11"]) {
    await createBooking(api, [linePayload(propertyId, -10_000, { category: "property_tax" })], { paymentDate: `2025-${m}-15`, documentDate: `2025-${m}-15`, text: "Grundsteuer" });
  }
  await createBooking(api, [linePayload(propertyId, -300_000, { category: "maintenance", spreadYears: 3 })], { paymentDate: "2025-07-10", documentDate: "2025-07-01", text: "Dachreparatur" });
  const instalment = (paymentDate: string, dueDate: string) =>
    createBooking(api, [linePayload(propertyId, -62_500, { category: "loan_interest" }), linePayload(propertyId, -30_000, { category: "loan_repayment" })], {
      paymentDate,
      documentDate: paymentDate,
      dueDate,
      text: "Darlehensrate",
    });
  for (const m of months) await instalment(`2025-${m}-30`, `2025-${m}-30`);
  await instalment("2026-01-02", "2025-12-31");
  return { propertyId, unitId: unit.id, contractId: contract.id };
}
