import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { formatIban } from "@/core/iban";
import type { BankRuleDto, BankTransactionDto } from "@/shared/bank-import-types";
import type { BookingDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import type { TenantAccountDto } from "@/shared/rent-roll-types";
import { rowsOf } from "@/server/db/rows";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createBankAccount, germanIban, importStatement, openTransactions, sparkasseCsv, type SparkasseRow } from "../factories/bank-import";
import { createContract, createProperty, createTenant, createUnit } from "../factories/portfolio";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Kontoauszug importieren (issue 16), after the import: proposals (rent by amount and name, then
// by the learned IBAN; rules), confirming as rent (the rent roll shows the month paid) or as a
// booking ("Immer so buchen" saves a rule, an automatic rule books the next import), ignoring,
// reopening, stale versions, and other workspaces' ids.

let app: TestApp;
let team: Team;
/** Jörg Müller rents WE 3 of the Lindenhof from 2025-01-01: 700 € + 150 € NK. */
let lindenhof: { propertyId: string; unitId: string; contractId: string };
let otherPropertyId: string;
let accountId: string;
let accountIban: string;
const payerIban = germanIban();
const utilityIban = germanIban();
const strangerIban = germanIban();

beforeAll(async () => {
  setToday("2025-03-20");
  app = await startTestApp();
  team = await createTeam(app);
  const api = team.as.admin;
  const property = await createProperty(api, { name: "Lindenhof" });
  const unit = await createUnit(api, property.id, { code: "WE 3" });
  const tenant = await createTenant(api, { firstName: "Jörg", lastName: "Müller" });
  const contract = await createContract(api, unit.id, { tenantId: tenant.id, startDate: "2025-01-01", coldRentCents: 70_000, serviceChargeCents: 15_000 });
  lindenhof = { propertyId: property.id, unitId: unit.id, contractId: contract.id };
  // Another tenancy with another rent: never proposed for Müller's payments.
  const other = await createProperty(api, { name: "Birkenweg" });
  otherPropertyId = other.id;
  const otherUnit = await createUnit(api, other.id, { code: "WE 4" });
  await createContract(api, otherUnit.id, { tenantId: (await createTenant(api, { firstName: "Eva", lastName: "Klein" })).id, startDate: "2025-01-01", coldRentCents: 60_000, serviceChargeCents: 10_000 });
  const account = await createBankAccount(api);
  accountId = account.id;
  accountIban = account.iban;
});
afterAll(async () => {
  resetClock();
  await app.close();
});

const api = () => team.as.editor;
const importRows = async (rows: SparkasseRow[], bankAccountId = accountId, iban = accountIban) =>
  expectStatus(await importStatement(api(), sparkasseCsv(iban, rows), "umsaetze.csv", { bankAccountId }), 201, "Import");
const byPurpose = (list: BankTransactionDto[], purpose: string) => {
  const found = list.find((t) => t.purpose === purpose);
  if (!found) throw new Error(`Kein Umsatz „${purpose}“`);
  return found;
};
const list = async (status: string) => expectStatus(await api().get<BankTransactionDto[]>(`/api/v1/bank-transactions?status=${status}`), 200, status);
const confirm = (id: string, body: object) => api().post(`/api/v1/bank-transactions/${id}/confirm`, body);

/** The Stadtwerke's debit as a booking on the Lindenhof (sonstige Ausgaben). */
const utilityBooking = (date: string, overrides: Record<string, unknown> = {}) => ({
  paymentDate: date,
  documentDate: date,
  amountCents: -12_345,
  text: "Abschlag Strom",
  lines: [{ propertyId: lindenhof.propertyId, category: "other_expenses", amountCents: -12_345 }],
  ...overrides,
});

describe("rent matched, confirmed, learned", () => {
  let rentId: string;

  it("proposes a credit for the contract whose rent and name it shows, and nothing for the others", async () => {
    const result = await importRows([
      { date: "03.02.25", name: "Jörg Müller", iban: payerIban, purpose: "Miete Februar 2025 WE 3", amount: "850,00" },
      { date: "10.02.25", name: "Stadtwerke Musterstadt GmbH", iban: utilityIban, purpose: "Abschlag Strom Februar", amount: "-123,45" },
      { date: "12.02.25", name: "Max Fremd", iban: strangerIban, purpose: "Rückzahlung", amount: "12,00" },
    ]);
    expect(result).toEqual({ imported: 3, duplicates: 0, autoBooked: 0, proposed: 1 });
    const open = await openTransactions(team.as.viewer);
    const rent = byPurpose(open, "Miete Februar 2025 WE 3");
    rentId = rent.id;
    expect(rent).toMatchObject({ status: "open", amountCents: 85_000, counterpartyIban: payerIban, bankAccountId: accountId, bookingId: null, version: 1 });
    expect(rent.proposal).toEqual({
      kind: "rent",
      contractId: lindenhof.contractId,
      tenantName: "Jörg Müller",
      unitLabel: "Lindenhof · WE 3",
      rentMonth: "2025-02",
      openCents: 85_000,
      reason: "Betrag 850,00\u00a0€ und Name „Jörg Müller“, „WE 3“ im Verwendungszweck",
      basis: "amount_name",
    });
    expect(byPurpose(open, "Abschlag Strom Februar").proposal).toBeNull();
    expect(byPurpose(open, "Rückzahlung").proposal).toBeNull();
  });

  it("confirms it as rent: booked like a rent roll payment, and the rent roll shows the month paid", async () => {
    const confirmed: BankTransactionDto = expectStatus(await confirm(rentId, { kind: "rent", contractId: lindenhof.contractId, rentMonth: "2025-02", version: 1 }), 200, "bestätigen");
    expect(confirmed).toMatchObject({ id: rentId, status: "booked", proposal: null, version: 2, bookingId: expect.any(String) });
    const booking = expectStatus(await api().get<BookingDto>(`/api/v1/bookings/${confirmed.bookingId}`), 200, "Buchung");
    expect(booking).toMatchObject({ paymentDate: "2025-02-03", amountCents: 85_000, counterpartyName: "Jörg Müller", text: "Miete Februar 2025 WE 3", origin: "bank" });
    expect(booking.lines.map((l) => [l.category, l.amountCents, l.contractId, l.rentMonth])).toEqual([
      ["service_charge_prepayment", 15_000, lindenhof.contractId, "2025-02"],
      ["rent", 70_000, lindenhof.contractId, "2025-02"],
    ]);
    const [key] = rowsOf<{ source_key: string }>(await app.database.db.execute(sql`select source_key from bookings where id = ${confirmed.bookingId}`));
    expect(key!.source_key).toBe(`bank:${rentId}`);

    const account = expectStatus(await api().get<TenantAccountDto>(`/api/v1/contracts/${lindenhof.contractId}/account`), 200, "Mieterkonto");
    expect(account.months.map((m) => [m.month, m.status])).toEqual([
      ["2025-01", "overdue"],
      ["2025-02", "paid"],
      ["2025-03", "overdue"],
    ]);
    expect((await list("booked")).map((t) => t.id)).toContain(rentId);
    expect((await openTransactions(api())).map((t) => t.id)).not.toContain(rentId);
  });

  it("proposes the next payment from the same IBAN by the IBAN alone", async () => {
    await importRows([{ date: "04.03.25", name: "J. M.", iban: payerIban, purpose: "Ueberweisung", amount: "850,00" }]);
    const next = byPurpose(await openTransactions(api()), "Ueberweisung");
    expect(next.proposal).toMatchObject({
      kind: "rent",
      contractId: lindenhof.contractId,
      basis: "iban",
      reason: `IBAN ${formatIban(payerIban)} hat schon für diesen Vertrag gezahlt`,
      // Oldest open month of that amount.
      rentMonth: "2025-01",
    });
  });

  it("refuses to book a payment twice, an outdated version, and rent from a debit", async () => {
    const again = await confirm(rentId, { kind: "rent", contractId: lindenhof.contractId, rentMonth: null, version: 2 });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, "conflict", messages.bankTransactionBooked]);
    const stale = await confirm(rentId, { kind: "rent", contractId: lindenhof.contractId, rentMonth: null, version: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, "stale"]);
    const debit = byPurpose(await openTransactions(api()), "Abschlag Strom Februar");
    const asRent = await confirm(debit.id, { kind: "rent", contractId: lindenhof.contractId, rentMonth: null, version: debit.version });
    expect([asRent.status, asRent.body.message]).toEqual([400, messages.bankRentOnlyForCredits]);
  });

  it("deleting the booking reopens the transaction", async () => {
    const booked = (await list("booked")).find((t) => t.id === rentId)!;
    expect((await api().delete(`/api/v1/bookings/${booked.bookingId}`)).status).toBe(204);
    const reopened = byPurpose(await openTransactions(api()), "Miete Februar 2025 WE 3");
    expect(reopened).toMatchObject({ status: "open", bookingId: null });
    // Booked again, so the IBAN stays learned for the rest of the file.
    expectStatus(await confirm(rentId, { kind: "rent", contractId: lindenhof.contractId, rentMonth: "2025-02", version: reopened.version }), 200, "erneut bestätigen");
  });

  it("proposes rent only for contracts of the properties the account serves", async () => {
    const served = await createBankAccount(api(), { propertyIds: [otherPropertyId] });
    await importRows([{ date: "05.03.25", name: "Jörg Müller", iban: germanIban(), purpose: "Miete März WE 3", amount: "850,00" }], served.id, served.iban);
    expect(byPurpose(await openTransactions(api(), served.id), "Miete März WE 3").proposal).toBeNull();
  });
});

describe("bookings and rules", () => {
  it("refuses a booking that changes the bank's date or amount", async () => {
    const debit = byPurpose(await openTransactions(api()), "Abschlag Strom Februar");
    const amount = await confirm(debit.id, { kind: "booking", booking: utilityBooking("2025-02-10", { amountCents: -12_000, lines: [{ propertyId: lindenhof.propertyId, category: "other_expenses", amountCents: -12_000 }] }), saveRule: null, version: debit.version });
    expect([amount.status, amount.body.message]).toEqual([400, messages.bankConfirmAmountMismatch("-123,45\u00a0€")]);
    const date = await confirm(debit.id, { kind: "booking", booking: utilityBooking("2025-02-11"), saveRule: null, version: debit.version });
    expect([date.status, date.body.details.fields[0].field]).toEqual([400, "booking.paymentDate"]);
    expect(date.body.message).toBe(messages.bankConfirmDateMismatch("10.02.2025"));
  });

  it("confirms a debit as a booking and saves an automatic rule that books the next import", async () => {
    const debit = byPurpose(await openTransactions(api()), "Abschlag Strom Februar");
    const confirmed: BankTransactionDto = expectStatus(
      await confirm(debit.id, { kind: "booking", booking: utilityBooking("2025-02-10"), saveRule: { name: "Strom Stadtwerke", automatic: true }, version: debit.version }),
      200,
      "als Buchung",
    );
    expect(confirmed).toMatchObject({ status: "booked" });
    const booking = expectStatus(await api().get<BookingDto>(`/api/v1/bookings/${confirmed.bookingId}`), 200, "Buchung");
    // The counterparty comes from the bank when the booking names none.
    expect(booking).toMatchObject({ origin: "bank", counterpartyName: "Stadtwerke Musterstadt GmbH", amountCents: -12_345 });

    const rules = expectStatus(await api().get<BankRuleDto[]>("/api/v1/bank-rules"), 200, "Regeln");
    const rule = rules.find((r) => r.name === "Strom Stadtwerke");
    expect(rule).toMatchObject({
      counterpartyIban: utilityIban,
      counterpartyContains: null,
      purposeContains: null,
      direction: "out",
      propertyId: lindenhof.propertyId,
      unitId: null,
      category: "other_expenses",
      automatic: true,
      uses: 0,
    });

    const result = await importRows([
      { date: "10.03.25", name: "Stadtwerke Musterstadt GmbH", iban: utilityIban, purpose: "Abschlag Strom März", amount: "-123,45" },
      { date: "12.03.25", name: "Max Fremd", iban: strangerIban, purpose: "Rückzahlung März", amount: "12,00" },
    ]);
    expect(result).toEqual({ imported: 2, duplicates: 0, autoBooked: 1, proposed: 0 });
    const auto = byPurpose(await list("booked"), "Abschlag Strom März");
    const autoBooking = expectStatus(await api().get<BookingDto>(`/api/v1/bookings/${auto.bookingId}`), 200, "Buchung");
    expect(autoBooking).toMatchObject({ paymentDate: "2025-03-10", amountCents: -12_345, origin: "bank", text: "Abschlag Strom März" });
    expect(autoBooking.lines.map((l) => [l.propertyId, l.category, l.amountCents])).toEqual([[lindenhof.propertyId, "other_expenses", -12_345]]);
    expect((await api().get<BankRuleDto[]>("/api/v1/bank-rules")).body.find((r) => r.id === rule!.id)?.uses).toBe(1);
  });

  it("proposes a rule that does not book by itself", async () => {
    const rule = expectStatus(
      await api().post<BankRuleDto>("/api/v1/bank-rules", {
        name: "Rückzahlungen",
        counterpartyIban: null,
        counterpartyContains: "fremd",
        purposeContains: "",
        direction: "in",
        propertyId: lindenhof.propertyId,
        unitId: null,
        category: "other_income",
        subcategoryId: null,
        betrkvType: null,
        automatic: false,
      }),
      201,
      "Regel",
    );
    expect(rule).toMatchObject({ counterpartyContains: "fremd", purposeContains: null, uses: 0, version: 1 });
    const open = byPurpose(await openTransactions(api()), "Rückzahlung");
    expect(open.proposal).toEqual({
      kind: "rule",
      ruleId: rule.id,
      ruleName: "Rückzahlungen",
      category: "other_income",
      propertyId: lindenhof.propertyId,
      reason: "Regel „Rückzahlungen“: Name enthält „fremd“",
    });
  });
});

describe("ignore and reopen", () => {
  it("ignores a transaction, lists it as ignored, reopens it; a booked one is not reopened", async () => {
    const tx = byPurpose(await openTransactions(api()), "Rückzahlung März");
    const ignored = expectStatus(await api().post<BankTransactionDto>(`/api/v1/bank-transactions/${tx.id}/ignore`, { version: tx.version }), 200, "ignorieren");
    expect(ignored).toMatchObject({ status: "ignored", proposal: null, version: tx.version + 1 });
    expect((await list("ignored")).map((t) => t.id)).toContain(tx.id);
    expect((await openTransactions(api())).map((t) => t.id)).not.toContain(tx.id);

    const stale = await api().post(`/api/v1/bank-transactions/${tx.id}/reopen`, { version: tx.version });
    expect([stale.status, stale.body.code]).toEqual([409, "stale"]);
    const reopened = expectStatus(await api().post<BankTransactionDto>(`/api/v1/bank-transactions/${tx.id}/reopen`, { version: ignored.version }), 200, "wieder öffnen");
    expect(reopened).toMatchObject({ status: "open", version: ignored.version + 1 });

    const booked = byPurpose(await list("booked"), "Abschlag Strom März");
    const res = await api().post(`/api/v1/bank-transactions/${booked.id}/reopen`, { version: booked.version });
    expect([res.status, res.body.message]).toEqual([409, messages.bankTransactionBookedNotReopened]);
    const ignoreBooked = await api().post(`/api/v1/bank-transactions/${booked.id}/ignore`, { version: booked.version });
    expect([ignoreBooked.status, ignoreBooked.body.message]).toEqual([409, messages.bankTransactionBooked]);
    expect((await team.as.viewer.post(`/api/v1/bank-transactions/${tx.id}/ignore`, { version: reopened.version })).status).toBe(403);
  });
});

describe("rules", () => {
  const rule = (overrides: Record<string, unknown> = {}) => ({
    name: "Wasser",
    counterpartyIban: formatIban(utilityIban).toLowerCase(),
    direction: "out",
    propertyId: lindenhof.propertyId,
    category: "operating_costs",
    betrkvType: 2,
    automatic: false,
    ...overrides,
  });

  it("creates, updates and deletes a rule; the IBAN is normalised", async () => {
    const created = expectStatus(await api().post<BankRuleDto>("/api/v1/bank-rules", rule()), 201, "anlegen");
    expect(created).toMatchObject({ counterpartyIban: utilityIban, counterpartyContains: null, betrkvType: 2, unitId: null, subcategoryId: null, version: 1 });
    const updated = expectStatus(await api().patch<BankRuleDto>(`/api/v1/bank-rules/${created.id}`, { ...rule({ name: "Wasser Lindenhof", unitId: lindenhof.unitId }), version: 1 }), 200, "ändern");
    expect(updated).toMatchObject({ name: "Wasser Lindenhof", unitId: lindenhof.unitId, version: 2 });
    const stale = await api().patch(`/api/v1/bank-rules/${created.id}`, { ...rule(), version: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, "stale"]);
    expect((await api().delete(`/api/v1/bank-rules/${created.id}`)).status).toBe(204);
    expect((await api().get<BankRuleDto[]>("/api/v1/bank-rules")).body.map((r) => r.id)).not.toContain(created.id);
  });

  it("refuses a rule without a condition, with a foreign property, a unit of another property or a missing BetrKV type", async () => {
    const none = await api().post("/api/v1/bank-rules", rule({ counterpartyIban: null, counterpartyContains: "  ", purposeContains: null }));
    expect(none.status).toBe(400);
    expect(none.body.details.fields).toEqual([{ field: "counterpartyIban", message: messages.bankRuleConditionRequired }]);
    const foreign = await createProperty(team.stranger.api);
    const res = await api().post("/api/v1/bank-rules", rule({ propertyId: foreign.id }));
    expect([res.status, res.body.message]).toEqual([404, "Die Immobilie wurde nicht gefunden."]);
    expect(res.body.details.fields).toEqual([{ field: "propertyId", message: "Die Immobilie wurde nicht gefunden." }]);
    const otherUnit = await createUnit(api(), otherPropertyId, { code: "Garage" });
    const unit = await api().post("/api/v1/bank-rules", rule({ unitId: otherUnit.id }));
    expect([unit.status, unit.body.details.fields[0].field]).toEqual([400, "unitId"]);
    const betrkv = await api().post("/api/v1/bank-rules", rule({ betrkvType: null }));
    expect([betrkv.status, betrkv.body.details.fields[0].field]).toEqual([400, "betrkvType"]);
  });
});

describe("another workspace's ids", () => {
  it("answers 404 for the transactions, accounts and rules of this workspace", async () => {
    const stranger = team.stranger.api;
    const tx = (await openTransactions(api()))[0]!;
    const rules = (await api().get<BankRuleDto[]>("/api/v1/bank-rules")).body;
    for (const res of [
      await stranger.post(`/api/v1/bank-transactions/${tx.id}/confirm`, { kind: "rent", contractId: lindenhof.contractId, rentMonth: null, version: tx.version }),
      await stranger.post(`/api/v1/bank-transactions/${tx.id}/ignore`, { version: tx.version }),
      await stranger.post(`/api/v1/bank-transactions/${tx.id}/reopen`, { version: tx.version }),
      await stranger.get(`/api/v1/bank-transactions?bankAccountId=${accountId}`),
      await stranger.get(`/api/v1/bank-accounts/${accountId}`),
      await stranger.patch(`/api/v1/bank-rules/${rules[0]!.id}`, { ...rules[0], version: rules[0]!.version }),
      await stranger.delete(`/api/v1/bank-rules/${rules[0]!.id}`),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    expect((await stranger.get("/api/v1/bank-transactions")).body).toEqual([]);
    // A contract of another workspace cannot be paid by this transaction either.
    const foreignUnit = await createUnit(stranger, (await createProperty(stranger)).id);
    const foreignContract = await createContract(stranger, foreignUnit.id);
    const credit = (await openTransactions(api())).find((t) => t.amountCents > 0)!;
    const res = await confirm(credit.id, { kind: "rent", contractId: foreignContract.id, rentMonth: null, version: credit.version });
    expect([res.status, res.body.message]).toEqual([404, "Der Mietvertrag wurde nicht gefunden."]);
  });
});
