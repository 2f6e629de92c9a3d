import { expect } from "vitest";
import { afaAsset, bankRule, meterPayload, meterReading, recurringTemplate, rentChange0 } from "../api/fuzz-endpoints";
import { client, createUser } from "../helpers/http";
import type { TestApp } from "../helpers/test-app";
import { expectStatus, type Team } from "./api";
import { createBankAccount, importStatement, openTransactions, sparkasseCsv } from "./bank-import";
import { createBooking, linePayload } from "./bookings";
import { loanPayload } from "./loans";
import { createContract, createProperty, createTenant, createUnit } from "./portfolio";
import { pdfBytes, pngBytes, receiptForm, uploadReceipt } from "./receipts";

/** A realistic workspace: the demo portfolio plus one of everything the app can record. */
export async function seedWorkspace(app: TestApp, team: Team): Promise<void> {
  const api = team.as.admin;
  await createUser(app, { firstName: "Renate", lastName: "Weiß" }); // a profile
  // A password reset asked for and not used: a row of better-auth's verification table.
  expect((await client(app).post("/api/auth/request-password-reset", { email: team.viewer.email, redirectTo: "/" })).status).toBe(200);
  expectStatus(await api.post("/api/v1/demo"), 201, "Demo-Portfolio");
  const property = await createProperty(api, { name: "Backupstraße 7", purchasePriceCents: 31_234_567 });
  const unit = await createUnit(api, property.id, { sizeSqm: 61.5 });
  const tenant = await createTenant(api, { firstName: "Jürgen", lastName: "Ößtreich-Ünal", email: "juergen@beispiel.de" });
  const contract = await createContract(api, unit.id, { tenantId: tenant.id });
  expectStatus(await api.post(`/api/v1/properties/${property.id}/loans`, loanPayload({ specialRepayments: [{ date: "2026-06-30", amountCents: 500_000 }] })), 201, "Darlehen");
  expectStatus(await api.post(`/api/v1/contracts/${contract.id}/rent-changes`, rentChange0()), 201, "Mietänderung");
  expectStatus(await api.post(`/api/v1/contracts/${contract.id}/reminders`, { level: 1, sentOn: "2025-03-01", paymentDeadline: "2025-03-15" }), 201, "Mahnung");
  expectStatus(await api.post(`/api/v1/contracts/${contract.id}/payments`, { paymentDate: "2025-02-05", amountCents: 10_000 }), 201, "Zahlung");
  const subcategory = expectStatus(await api.post<{ id: string }>("/api/v1/booking-subcategories", { category: "maintenance", name: "Dach" }), 201, "Unterkategorie");
  const receipt = expectStatus(await uploadReceipt(api, pdfBytes("Rechnung Dachdecker"), "dach.pdf"), 201, "Beleg");
  expectStatus(await uploadReceipt(api, pngBytes(), "foto.png"), 201, "Beleg 2");
  const booking = await createBooking(api, [linePayload(property.id, -123_456, { unitId: unit.id, category: "maintenance", subcategoryId: subcategory.id })], {
    text: "Dach \"neu\" gedeckt; Ä\\Ö\nzweite Zeile",
    receiptIds: [(receipt as { id: string }).id],
  });
  // A reversal points to its booking: the table's foreign key to itself.
  expectStatus(await api.post(`/api/v1/bookings/${booking.id}/reverse`, { paymentDate: "2025-04-01", text: "Storno" }), 201, "Storno");
  expectStatus(await api.post("/api/v1/recurring-bookings", recurringTemplate({ propertyId: property.id })), 201, "Vorlage");
  expectStatus(await api.post(`/api/v1/properties/${property.id}/afa-assets`, afaAsset()), 201, "Wirtschaftsgut");
  const iban = "DE89370400440532013000";
  const account = await createBankAccount(api, { iban, propertyIds: [property.id] });
  const statement = sparkasseCsv(iban, [
    { date: "03.03.25", name: "Jürgen Ößtreich-Ünal", iban: "DE75120300001020304050", purpose: "Miete März", amount: "850,00" },
    { date: "05.03.25", name: "Stadtwerke", iban: "DE12500105175407123456", purpose: "Wasser", amount: "-42,17" },
  ]);
  expectStatus(await importStatement(api, statement, "auszug.csv", { bankAccountId: account.id }), 201, "Kontoauszug");
  const [credit] = await openTransactions(api, account.id);
  expect(credit).toBeDefined();
  expectStatus(await api.post("/api/v1/bank-rules", bankRule({ propertyId: property.id, unitId: unit.id } as Parameters<typeof bankRule>[0])), 201, "Bankregel");
  const meter = expectStatus(await api.post<{ id: string }>(`/api/v1/units/${unit.id}/meters`, meterPayload()), 201, "Zähler");
  const reading = expectStatus(await api.post<{ id: string }>(`/api/v1/meters/${meter.id}/readings`, meterReading()), 201, "Ablesung");
  // A reading's photo: a document that belongs to a reading, not to a booking.
  expectStatus(await api.post(`/api/v1/meter-readings/${reading.id}/photo`, receiptForm(pngBytes(), "zaehler.png")), 200, "Foto der Ablesung");
  // A replaced meter points to its predecessor: another foreign key to itself.
  const meters = (await api.get<{ id: string; version: number }[]>(`/api/v1/units/${unit.id}/meters`)).body;
  const version = meters.find((m) => m.id === meter.id)?.version;
  expectStatus(
    await api.post(`/api/v1/meters/${meter.id}/replace`, { date: "2025-06-30", removalValue: "200", serialNumber: "KW-2", installationValue: "0", note: "", version }),
    201,
    "Zählertausch",
  );
  expectStatus(await api.put("/api/v1/datev-settings", { consultantNumber: 1234567, clientNumber: 10001, chart: "SKR03", accountLength: 4 }), 200, "DATEV");
  expectStatus(await api.post(`/api/v1/properties/${property.id}/tax-years/2025/versions`, {}), 201, "Steuerjahr");
  expectStatus(await api.post("/api/v1/closed-years", { year: 2020 }), 201, "Jahr festschreiben");
  // A Nebenkostenabrechnung of an Abrechnungseinheit (decision 0032): its name and a scope row naming a unit.
  const scope = { kind: "units", name: "Haus A", unitIds: [unit.id] };
  expectStatus(await api.post(`/api/v1/properties/${property.id}/operating-cost-statements`, { periodStart: "2025-01-01", periodEnd: "2025-12-31", scope }), 201, "Abrechnungseinheit");
}

