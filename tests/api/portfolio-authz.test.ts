import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AfaAssetDto, PropertyAfaDto } from "@/shared/afa-types";
import type { BankAccountDto, BankRuleDto, BankTransactionDto } from "@/shared/bank-import-types";
import type { BookingDto, BookingSubcategoryDto, ReceiptDto } from "@/shared/booking-types";
import type { LoanDto } from "@/shared/loan-types";
import type { MeterDto, MeterReadingDto } from "@/shared/meter-types";
import type { ContractOccupantDto, UnitAreaDto } from "@/shared/occupancy-history-types";
import type { ContractDto, PropertyDto, RoomDto, TenantDto, UnitDto } from "@/shared/portfolio-types";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import type { ReminderDto, RentStepDto } from "@/shared/rent-roll-types";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, inWorkspace, type Api, type Team } from "../factories/api";
import { bookingPayload, createBooking, linePayload } from "../factories/bookings";
import { loanPayload } from "../factories/loans";
import { contractPayload, createContract, createProperty, createRoom, createTenant, createUnit, propertyPayload, unitPayload } from "../factories/portfolio";
import { pdfBytes, receiptForm, uploadReceipt } from "../factories/receipts";
import { importForm } from "../factories/spreadsheet-import";
import { createBankAccount, germanIban, importStatement, openTransactions, sparkasseCsv, statementForm } from "../factories/bank-import";
import { afaAsset, meterPayload, meterReading, occupantPayload, recurringTemplate, unitAreaPayload } from "./fuzz-endpoints";
import { today } from "@/core/dates";
import type { StatementDetailDto, StatementSummaryDto } from "@/shared/operating-cost-types";

// The authorisation matrix: every portfolio, rent-roll, receipt and ledger endpoint × admin, editor, viewer of
// the workspace, and a stranger (admin of another workspace). Viewers read (200) and may not
// write (403); editors and admins write (2xx), except what only admins may (closing a tax
// year: 403 for editors); the stranger gets 404 on every id of the
// workspace, and lists never show its rows. POST /demo is covered in portfolio-demo.test.ts
// (it needs an empty workspace per role); DELETE /demo is here (the fixture holds no demo rows).

type Fixture = {
  property: PropertyDto;
  unit: UnitDto;
  rentedRoom: RoomDto;
  freeRoom: RoomDto;
  contract: ContractDto;
  tenant: TenantDto;
  /** The ledger's records live on a property of their own: a property with bookings cannot be deleted. */
  ledgerProperty: PropertyDto;
  booking: BookingDto;
  /** A rent payment on a contract of the ledger's property (a contract with bookings cannot be deleted). */
  payment: BookingDto & { contractId: string };
  subcategory: BookingSubcategoryDto;
  rentChange: RentStepDto;
  reminder: ReminderDto;
  receipt: ReceiptDto;
  loan: LoanDto;
  recurring: RecurringBookingDto;
  /** A movable asset (fitted kitchen) of the property. */
  afaAsset: AfaAssetDto;
  /** A bank account with one imported credit (open), one without transactions (may be deleted), and a rule. */
  bankAccount: BankAccountDto;
  emptyBankAccount: BankAccountDto;
  bankTransaction: BankTransactionDto;
  bankRule: BankRuleDto;
  /** A water meter of the unit (with its installation reading) and its reading of 2024-12-31. */
  meter: MeterDto;
  meterReading: MeterReadingDto;
  /** An area entry of the unit and a persons entry of the contract (issue 19). */
  unitArea: UnitAreaDto;
  occupant: ContractOccupantDto;
  /** A Nebenkostenabrechnung 2025 (draft, version 1) and one of 2024, finalised (version 2). */
  statement: StatementDetailDto;
  finalisedStatement: StatementDetailDto;
};

let fixtureNo = 0;

/**
 * What each part of a fixture is built on. A write case builds only the parts its path and
 * body name, with what they stand on (a fresh full fixture per write was most of this file's
 * time: some 30 requests, for each of about 160 cases). The parts are built in this order.
 */
const PARTS: Record<keyof Fixture, ReadonlyArray<keyof Fixture>> = {
  property: [],
  unit: ["property"],
  rentedRoom: ["unit"],
  freeRoom: ["unit"],
  contract: ["rentedRoom"],
  tenant: [],
  rentChange: ["contract"],
  reminder: ["contract"],
  receipt: [],
  loan: ["property"],
  ledgerProperty: [],
  subcategory: [],
  booking: ["ledgerProperty"],
  payment: ["ledgerProperty"],
  recurring: ["property"],
  afaAsset: ["property"],
  bankAccount: [],
  bankTransaction: ["bankAccount"],
  emptyBankAccount: [],
  bankRule: ["property"],
  meter: ["unit"],
  meterReading: ["meter"],
  unitArea: ["unit"],
  occupant: ["contract"],
  statement: ["property"],
  finalisedStatement: ["property"],
};

/** The parts `wanted` stand on, themselves included. */
function withFoundations(wanted: Iterable<keyof Fixture>): Set<keyof Fixture> {
  const out = new Set<keyof Fixture>();
  const visit = (part: keyof Fixture) => {
    if (out.has(part)) return;
    out.add(part);
    PARTS[part].forEach(visit);
  };
  for (const part of wanted) visit(part);
  return out;
}

/**
 * A WG unit in a property, one let room with its contract, one free room, a tenant without
 * contracts; a rent change and a reminder, a pending receipt, a loan; a booking with a
 * subcategory elsewhere — or only the `parts` named (with their foundations).
 */
async function makeFixture(api: Api, parts: Iterable<keyof Fixture> = Object.keys(PARTS) as Array<keyof Fixture>): Promise<Fixture> {
  const want = withFoundations(parts);
  const f: Partial<Fixture> = {};
  const no = ++fixtureNo;
  if (want.has("property")) f.property = await createProperty(api, { name: `Matrixhaus ${no}` });
  if (want.has("unit")) f.unit = await createUnit(api, f.property!.id, { code: "WG", usage: "shared_housing", sizeSqm: 90 });
  if (want.has("rentedRoom")) f.rentedRoom = await createRoom(api, f.unit!.id, { code: "R1" });
  if (want.has("freeRoom")) f.freeRoom = await createRoom(api, f.unit!.id, { code: "R2" });
  if (want.has("contract")) f.contract = await createContract(api, f.unit!.id, { roomId: f.rentedRoom!.id, tenantId: (await createTenant(api, { email: "matrix@beispiel.de" })).id });
  if (want.has("tenant")) f.tenant = await createTenant(api, { lastName: `Matrixmieter ${no}` });
  // The contract runs since 2024 without payments: a reminder has something to name.
  if (want.has("rentChange")) f.rentChange = expectStatus(await api.post(`/api/v1/contracts/${f.contract!.id}/rent-changes`, rentChangePayload), 201, "Mietänderung");
  if (want.has("reminder")) f.reminder = expectStatus(await api.post(`/api/v1/contracts/${f.contract!.id}/reminders`, { level: 0 }), 201, "Mahnung");
  if (want.has("receipt")) f.receipt = expectStatus(await uploadReceipt(api, pdfBytes(), `Matrixbeleg ${no}.pdf`), 201, "Beleg hochladen") as ReceiptDto;
  if (want.has("loan")) f.loan = expectStatus(await api.post<LoanDto>(`/api/v1/properties/${f.property!.id}/loans`, loanPayload()), 201, "Darlehen");
  if (want.has("ledgerProperty")) f.ledgerProperty = await createProperty(api, { name: `Matrixbuchhaus ${no}` });
  if (want.has("subcategory")) f.subcategory = expectStatus(await api.post<BookingSubcategoryDto>("/api/v1/booking-subcategories", { category: "maintenance", name: `Matrix ${no}` }), 201, "Unterkategorie");
  if (want.has("booking")) f.booking = await createBooking(api, [linePayload(f.ledgerProperty!.id, -5_000, { category: "maintenance" })], { text: `Matrixbuchung ${no}` });
  if (want.has("payment")) {
    const paidContract = await createContract(api, (await createUnit(api, f.ledgerProperty!.id, { code: "Bezahlt" })).id);
    const payment = expectStatus(await api.post<BookingDto>(`/api/v1/contracts/${paidContract.id}/payments`, { paymentDate: "2024-02-05", amountCents: 10_000 }), 201, "Zahlung");
    f.payment = { ...payment, contractId: paidContract.id };
  }
  if (want.has("recurring")) f.recurring = expectStatus(await api.post("/api/v1/recurring-bookings", recurringTemplate({ propertyId: f.property!.id })), 201, "Vorlage");
  if (want.has("afaAsset")) f.afaAsset = expectStatus(await api.post<AfaAssetDto>(`/api/v1/properties/${f.property!.id}/afa-assets`, afaAsset()), 201, "Wirtschaftsgut");
  if (want.has("bankAccount")) f.bankAccount = await createBankAccount(api);
  if (want.has("bankTransaction")) {
    expectStatus(await importStatement(api, bankStatement(f.bankAccount!.iban), "umsaetze.csv", { bankAccountId: f.bankAccount!.id }), 201, "Kontoauszug");
    f.bankTransaction = (await openTransactions(api, f.bankAccount!.id))[0]!;
  }
  if (want.has("emptyBankAccount")) f.emptyBankAccount = await createBankAccount(api);
  if (want.has("bankRule")) f.bankRule = expectStatus(await api.post<BankRuleDto>("/api/v1/bank-rules", bankRulePayload(f.property!.id)), 201, "Regel");
  if (want.has("meter")) f.meter = expectStatus(await api.post<MeterDto>(`/api/v1/units/${f.unit!.id}/meters`, meterPayload()), 201, "Zähler");
  if (want.has("meterReading")) f.meterReading = expectStatus(await api.post<MeterReadingDto>(`/api/v1/meters/${f.meter!.id}/readings`, meterReading()), 201, "Ablesung");
  if (want.has("unitArea")) f.unitArea = expectStatus(await api.post<UnitAreaDto>(`/api/v1/units/${f.unit!.id}/areas`, unitAreaPayload()), 201, "Fläche");
  if (want.has("occupant")) f.occupant = expectStatus(await api.post<ContractOccupantDto>(`/api/v1/contracts/${f.contract!.id}/occupants`, occupantPayload()), 201, "Personen");
  const statementPath = `/api/v1/properties/${f.property?.id}/operating-cost-statements`;
  if (want.has("statement")) f.statement = expectStatus(await api.post<StatementDetailDto>(statementPath, { periodStart: "2025-01-01", periodEnd: "2025-12-31" }), 201, "Abrechnung");
  if (want.has("finalisedStatement")) {
    const draft2024 = expectStatus(await api.post<StatementDetailDto>(statementPath, { periodStart: "2024-01-01", periodEnd: "2024-12-31" }), 201, "Abrechnung 2024");
    f.finalisedStatement = expectStatus(await api.post<StatementDetailDto>(`/api/v1/operating-cost-statements/${draft2024.id}/finalise`, { version: 1 }), 200, "Abschluss");
  }
  // The parts not wanted are not there: a write case reads only those it names (partsFor).
  return f as Fixture;
}

/** A CSV of one new tenant, for the import's rows. */
const tenantsCsv = () => new TextEncoder().encode(`Vorname;Nachname\r\nImport;Mieter ${++fixtureNo}\r\n`);
/** One credit of a tenant on `iban`'s statement. */
const bankStatement = (iban: string) => sparkasseCsv(iban, [{ date: "05.02.24", name: "Matrix Mieter", iban: germanIban(), purpose: "Miete Februar", amount: "100,00" }]);
const bankRulePayload = (propertyId: string) => ({ name: `Matrixregel ${++fixtureNo}`, counterpartyContains: "Stadtwerke", direction: "out", propertyId, category: "other_expenses" });
const rentChangePayload = { validFrom: "2025-01-01", coldRentCents: 85_000, serviceChargeCents: 10_000, reason: "agreement" };
let closedYear = 1950;

type Endpoint = {
  method: "get" | "post" | "patch" | "put" | "delete";
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** 200, 201 or 204 for a role that may do it */
  ok: number;
  /** The URL names a row of the workspace (else it is a list or a create in the caller's own workspace). */
  idBased: boolean;
  /** Only admins may (closing a tax year, the export of all data): editors get 403 too, and so do viewers on a read. */
  adminOnly?: boolean;
  /** For a stranger's list: the rows of the answer that would be a workspace's (default: the array itself). */
  ownRows?: (body: any) => unknown[];
  /** Parts a write acts on without naming them in its path or body (a run books the templates there are). */
  needs?: ReadonlyArray<keyof Fixture>;
};

const endpoints: Record<string, Endpoint> = {
  "GET /portfolio/overview": { method: "get", path: () => "/portfolio/overview", ok: 200, idBased: false },
  "GET /properties": { method: "get", path: (f) => `/properties?search=${encodeURIComponent(f.property.name)}`, ok: 200, idBased: false },
  "GET /properties/:id": { method: "get", path: (f) => `/properties/${f.property.id}`, ok: 200, idBased: true },
  "GET /properties/:id/units": { method: "get", path: (f) => `/properties/${f.property.id}/units`, ok: 200, idBased: true },
  "GET /properties/:id/units/check-code": { method: "get", path: (f) => `/properties/${f.property.id}/units/check-code?code=WG`, ok: 200, idBased: true },
  "GET /units/:id": { method: "get", path: (f) => `/units/${f.unit.id}`, ok: 200, idBased: true },
  "GET /units/:id/rooms": { method: "get", path: (f) => `/units/${f.unit.id}/rooms`, ok: 200, idBased: true },
  "GET /units/:id/contracts": { method: "get", path: (f) => `/units/${f.unit.id}/contracts`, ok: 200, idBased: true },
  "GET /contracts/:id": { method: "get", path: (f) => `/contracts/${f.contract.id}`, ok: 200, idBased: true },
  "GET /tenants": { method: "get", path: (f) => `/tenants?search=${encodeURIComponent(f.tenant.lastName)}`, ok: 200, idBased: false },
  "GET /tenants/picker": { method: "get", path: () => "/tenants/picker", ok: 200, idBased: false },
  "GET /tenants/:id": { method: "get", path: (f) => `/tenants/${f.tenant.id}`, ok: 200, idBased: true },
  "GET /loans": { method: "get", path: () => "/loans", ok: 200, idBased: false },
  "GET /demo": { method: "get", path: () => "/demo", ok: 200, idBased: false },
  "GET /loans/export.csv": { method: "get", path: () => "/loans/export.csv", ok: 200, idBased: false },
  "GET /loans/export.xlsx": { method: "get", path: () => "/loans/export.xlsx", ok: 200, idBased: false },
  "GET /rent-roll": { method: "get", path: (f) => `/rent-roll?from=2024-01&to=2024-12&propertyId=${f.property.id}`, ok: 200, idBased: false },
  "GET /contracts/:id/rent-changes": { method: "get", path: (f) => `/contracts/${f.contract.id}/rent-changes`, ok: 200, idBased: true },
  "GET /open-items": { method: "get", path: () => "/open-items", ok: 200, idBased: false },
  "GET /contracts/:id/account": { method: "get", path: (f) => `/contracts/${f.contract.id}/account`, ok: 200, idBased: true },
  "GET /reminders/:id/pdf": { method: "get", path: (f) => `/reminders/${f.reminder.id}/pdf`, ok: 200, idBased: true },
  "GET /recurring-bookings": { method: "get", path: () => "/recurring-bookings", ok: 200, idBased: false },
  "GET /recurring-bookings/:id": { method: "get", path: (f) => `/recurring-bookings/${f.recurring.id}`, ok: 200, idBased: true },
  "GET /receipts/:id/file": { method: "get", path: (f) => `/receipts/${f.receipt.id}/file`, ok: 200, idBased: true },
  "GET /bookings": { method: "get", path: (f) => `/bookings?propertyId=${f.ledgerProperty.id}`, ok: 200, idBased: false },
  "GET /bookings (all)": { method: "get", path: () => "/bookings", ok: 200, idBased: false },
  "GET /bookings/:id": { method: "get", path: (f) => `/bookings/${f.booking.id}`, ok: 200, idBased: true },
  "GET /bookings/:id/audit": { method: "get", path: (f) => `/bookings/${f.booking.id}/audit`, ok: 200, idBased: true },
  "GET /booking-categories": {
    method: "get",
    path: () => "/booking-categories",
    ok: 200,
    idBased: false,
    ownRows: (body: Array<{ subcategories: unknown[] }>) => body.flatMap((c) => c.subcategories),
  },
  "GET /closed-years": { method: "get", path: () => "/closed-years", ok: 200, idBased: false },
  "GET /reports/profit-loss": { method: "get", path: (f) => `/reports/profit-loss?year=2025&propertyId=${f.property.id}`, ok: 200, idBased: true },
  "GET /reports/profit-loss (all)": {
    method: "get",
    path: () => "/reports/profit-loss?year=2025",
    ok: 200,
    idBased: false,
    ownRows: (body: { columns: unknown[] }) => body.columns,
  },
  "GET /reports/yield": { method: "get", path: (f) => `/reports/yield?year=2025&propertyId=${f.property.id}`, ok: 200, idBased: true },
  "GET /reports/yield (all)": {
    method: "get",
    path: () => "/reports/yield?year=2025",
    ok: 200,
    idBased: false,
    ownRows: (body: { rows: unknown[] }) => body.rows,
  },
  "GET /reports/loan-balances": { method: "get", path: (f) => `/reports/loan-balances?propertyId=${f.property.id}`, ok: 200, idBased: true },
  "GET /reports/loan-balances (all)": {
    method: "get",
    path: () => "/reports/loan-balances",
    ok: 200,
    idBased: false,
    ownRows: (body: { loans: unknown[] }) => body.loans,
  },
  "GET /reports/cash-flow": { method: "get", path: (f) => `/reports/cash-flow?from=2025-01&to=2025-12&propertyId=${f.property.id}`, ok: 200, idBased: true },
  "GET /reports/cash-flow (unit)": { method: "get", path: (f) => `/reports/cash-flow?from=2025-01&to=2025-12&unitId=${f.unit.id}`, ok: 200, idBased: true },
  "GET /properties/:id/anlage-v": { method: "get", path: (f) => `/properties/${f.property.id}/anlage-v?year=2025`, ok: 200, idBased: true },
  "GET /reports/profit-loss.pdf": { method: "get", path: (f) => `/reports/profit-loss.pdf?year=2025&propertyId=${f.property.id}`, ok: 200, idBased: true },
  "GET /properties/:id/anlage-v.pdf": { method: "get", path: (f) => `/properties/${f.property.id}/anlage-v.pdf?year=2025`, ok: 200, idBased: true },
  "GET /reports/profit-loss.xlsx": { method: "get", path: (f) => `/reports/profit-loss.xlsx?year=2025&propertyId=${f.property.id}`, ok: 200, idBased: true },
  "GET /reports/profit-loss.csv": { method: "get", path: (f) => `/reports/profit-loss.csv?year=2025&propertyId=${f.property.id}`, ok: 200, idBased: true },
  "GET /properties/:id/tax-package.zip": { method: "get", path: (f) => `/properties/${f.property.id}/tax-package.zip?year=2025`, ok: 200, idBased: true },
  "GET /properties/:id/afa": { method: "get", path: (f) => `/properties/${f.property.id}/afa?year=2025`, ok: 200, idBased: true },
  "GET /properties/:id/tax-years/:year": { method: "get", path: (f) => `/properties/${f.property.id}/tax-years/2025`, ok: 200, idBased: true },
  // Version 1 of 2025 exists on the shared fixture only (finalised in beforeAll).
  "GET /properties/:id/tax-years/:year/versions/:version": { method: "get", path: (f) => `/properties/${f.property.id}/tax-years/2025/versions/1`, ok: 200, idBased: true },
  // Templates hold fixed text only: no row of any workspace.
  "GET /imports/spreadsheet/template.xlsx": { method: "get", path: () => "/imports/spreadsheet/template.xlsx?target=combined", ok: 200, idBased: false, ownRows: () => [] },
  "GET /imports/spreadsheet/template.csv": { method: "get", path: () => "/imports/spreadsheet/template.csv?target=tenants", ok: 200, idBased: false, ownRows: () => [] },
  "GET /bank-accounts": { method: "get", path: () => "/bank-accounts", ok: 200, idBased: false },
  "GET /bank-accounts/:id": { method: "get", path: (f) => `/bank-accounts/${f.bankAccount.id}`, ok: 200, idBased: true },
  "GET /bank-transactions": { method: "get", path: () => "/bank-transactions", ok: 200, idBased: false },
  "GET /bank-transactions?bankAccountId": { method: "get", path: (f) => `/bank-transactions?status=open&bankAccountId=${f.bankAccount.id}`, ok: 200, idBased: true },
  "GET /bank-rules": { method: "get", path: () => "/bank-rules", ok: 200, idBased: false },
  "GET /units/:id/meters": { method: "get", path: (f) => `/units/${f.unit.id}/meters`, ok: 200, idBased: true },
  "GET /properties/:id/meters": { method: "get", path: (f) => `/properties/${f.property.id}/meters`, ok: 200, idBased: true },
  "GET /units/:id/areas": { method: "get", path: (f) => `/units/${f.unit.id}/areas`, ok: 200, idBased: true },
  "GET /contracts/:id/occupants": { method: "get", path: (f) => `/contracts/${f.contract.id}/occupants`, ok: 200, idBased: true },
  "GET /properties/:id/operating-cost-statements": { method: "get", path: (f) => `/properties/${f.property.id}/operating-cost-statements`, ok: 200, idBased: true },
  "GET /operating-cost-deadlines": { method: "get", path: () => "/operating-cost-deadlines", ok: 200, idBased: false },
  "GET /operating-cost-deadlines?propertyId": { method: "get", path: (f) => `/operating-cost-deadlines?propertyId=${f.property.id}`, ok: 200, idBased: true },
  "GET /operating-cost-statements/:id": { method: "get", path: (f) => `/operating-cost-statements/${f.statement.id}`, ok: 200, idBased: true },
  "GET /operating-cost-statements/:id/letters": { method: "get", path: (f) => `/operating-cost-statements/${f.statement.id}/letters`, ok: 200, idBased: true },
  "GET /operating-cost-statements/:id/letters/:contractId": { method: "get", path: (f) => `/operating-cost-statements/${f.statement.id}/letters/${f.contract.id}`, ok: 200, idBased: true },
  "GET /operating-cost-statements/:id/workbook": { method: "get", path: (f) => `/operating-cost-statements/${f.statement.id}/workbook`, ok: 200, idBased: true },
  // The export of all the workspace's data (DSGVO Art. 20): its admins only, a read that editors and viewers are refused.
  "GET /workspace/export": { method: "get", path: () => "/workspace/export", ok: 200, idBased: false, adminOnly: true },
  "GET /datev-settings": {
    method: "get",
    path: () => "/datev-settings",
    ok: 200,
    idBased: false,
    ownRows: (body: { settings: unknown }) => (body.settings ? [body.settings] : []),
  },

  "POST /properties": { method: "post", path: () => "/properties", body: () => propertyPayload(), ok: 201, idBased: false },
  "PATCH /properties/:id": { method: "patch", path: (f) => `/properties/${f.property.id}`, body: () => ({ ...propertyPayload(), version: 1 }), ok: 200, idBased: true },
  "DELETE /properties/:id": { method: "delete", path: (f) => `/properties/${f.property.id}`, ok: 204, idBased: true },
  "POST /properties/:id/units": { method: "post", path: (f) => `/properties/${f.property.id}/units`, body: () => unitPayload(), ok: 201, idBased: true },
  "PATCH /units/:id": {
    method: "patch",
    path: (f) => `/units/${f.unit.id}`,
    body: () => ({ ...unitPayload({ code: "WG", usage: "shared_housing", sizeSqm: 95 }), version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /units/:id": { method: "delete", path: (f) => `/units/${f.unit.id}`, ok: 204, idBased: true },
  "POST /units/:id/rooms": { method: "post", path: (f) => `/units/${f.unit.id}/rooms`, body: () => ({ code: "R3" }), ok: 201, idBased: true },
  "PATCH /rooms/:id": { method: "patch", path: (f) => `/rooms/${f.freeRoom.id}`, body: () => ({ code: "R2a", version: 1 }), ok: 200, idBased: true },
  "DELETE /rooms/:id": { method: "delete", path: (f) => `/rooms/${f.freeRoom.id}`, ok: 204, idBased: true },
  // Meters (issue 19): the unit's and the building's, their readings, the swap.
  "POST /units/:id/meters": { method: "post", path: (f) => `/units/${f.unit.id}/meters`, body: () => ({ ...meterPayload(), serialNumber: "KW-2" }), ok: 201, idBased: true },
  "POST /properties/:id/meters": { method: "post", path: (f) => `/properties/${f.property.id}/meters`, body: () => ({ ...meterPayload(), kind: "gas" }), ok: 201, idBased: true },
  "PATCH /meters/:id": { method: "patch", path: (f) => `/meters/${f.meter.id}`, body: () => ({ ...meterPayload(), note: "Küche", version: 1 }), ok: 200, idBased: true },
  "DELETE /meters/:id": { method: "delete", path: (f) => `/meters/${f.meter.id}`, ok: 204, idBased: true },
  "POST /meters/:id/replace": {
    method: "post",
    path: (f) => `/meters/${f.meter.id}/replace`,
    body: () => ({ date: "2025-06-30", removalValue: "150", serialNumber: "KW-3", installationValue: "0", version: 1 }),
    ok: 201,
    idBased: true,
  },
  "POST /meters/:id/readings": { method: "post", path: (f) => `/meters/${f.meter.id}/readings`, body: () => ({ ...meterReading(), readingDate: "2025-12-31", value: "180.5" }), ok: 201, idBased: true },
  "PATCH /meter-readings/:id": { method: "patch", path: (f) => `/meter-readings/${f.meterReading.id}`, body: () => ({ ...meterReading(), value: "101", version: 1 }), ok: 200, idBased: true },
  "DELETE /meter-readings/:id": { method: "delete", path: (f) => `/meter-readings/${f.meterReading.id}`, ok: 204, idBased: true },
  // Areas and persons over time (issue 19).
  "POST /units/:id/areas": { method: "post", path: (f) => `/units/${f.unit.id}/areas`, body: () => ({ ...unitAreaPayload(), validFrom: "2025-07-01" }), ok: 201, idBased: true },
  "PATCH /unit-areas/:id": { method: "patch", path: (f) => `/unit-areas/${f.unitArea.id}`, body: () => ({ ...unitAreaPayload(), livingAreaSqm: "65", version: 1 }), ok: 200, idBased: true },
  "DELETE /unit-areas/:id": { method: "delete", path: (f) => `/unit-areas/${f.unitArea.id}`, ok: 204, idBased: true },
  "POST /contracts/:id/occupants": { method: "post", path: (f) => `/contracts/${f.contract.id}/occupants`, body: () => ({ ...occupantPayload(), validFrom: "2025-07-01" }), ok: 201, idBased: true },
  "PATCH /contract-occupants/:id": { method: "patch", path: (f) => `/contract-occupants/${f.occupant.id}`, body: () => ({ ...occupantPayload(), persons: 3, version: 1 }), ok: 200, idBased: true },
  "DELETE /contract-occupants/:id": { method: "delete", path: (f) => `/contract-occupants/${f.occupant.id}`, ok: 204, idBased: true },
  "POST /properties/:id/operating-cost-statements": {
    method: "post",
    path: (f) => `/properties/${f.property.id}/operating-cost-statements`,
    body: () => ({ periodStart: "2023-01-01", periodEnd: "2023-12-31" }),
    ok: 201,
    idBased: true,
  },
  "PATCH /operating-cost-statements/:id": {
    method: "patch",
    path: (f) => `/operating-cost-statements/${f.statement.id}`,
    body: (f) => ({ periodStart: "2025-01-01", periodEnd: "2025-12-31", shortPeriodReason: null, settings: { ...f.statement.settings, heatingConsumptionPercent: 50 }, version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /operating-cost-statements/:id": { method: "delete", path: (f) => `/operating-cost-statements/${f.statement.id}`, ok: 204, idBased: true },
  "POST /operating-cost-statements/:id/finalise": { method: "post", path: (f) => `/operating-cost-statements/${f.statement.id}/finalise`, body: () => ({ version: 1 }), ok: 200, idBased: true },
  "POST /operating-cost-statements/:id/corrections": { method: "post", path: (f) => `/operating-cost-statements/${f.finalisedStatement.id}/corrections`, body: () => ({ version: 2 }), ok: 201, idBased: true },
  "POST /operating-cost-statements/:id/sent": { method: "post", path: (f) => `/operating-cost-statements/${f.finalisedStatement.id}/sent`, body: () => ({ version: 2, sentOn: today() }), ok: 200, idBased: true },
  "POST /operating-cost-statements/:id/mail": { method: "post", path: (f) => `/operating-cost-statements/${f.finalisedStatement.id}/mail`, body: (f) => ({ version: 2, contractIds: [f.contract.id] }), ok: 200, idBased: true },
  "POST /operating-cost-statements/:id/prepayment-adjustments": {
    method: "post",
    path: (f) => `/operating-cost-statements/${f.finalisedStatement.id}/prepayment-adjustments`,
    body: (f) => ({ contractId: f.contract.id, validFrom: "2025-06-01" }),
    ok: 201,
    idBased: true,
  },
  "POST /units/:id/contracts": {
    method: "post",
    path: (f) => `/units/${f.unit.id}/contracts`,
    body: (f) => contractPayload(f.tenant.id, { roomId: f.freeRoom.id }),
    ok: 201,
    idBased: true,
  },
  "PATCH /contracts/:id": {
    method: "patch",
    path: (f) => `/contracts/${f.contract.id}`,
    body: (f) => ({ ...contractPayload(f.contract.tenantId, { coldRentCents: 81_000 }), version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /contracts/:id": { method: "delete", path: (f) => `/contracts/${f.contract.id}`, ok: 204, idBased: true },
  "POST /tenants": { method: "post", path: () => "/tenants", body: () => ({ firstName: "Neu", lastName: "Mieter" }), ok: 201, idBased: false },
  "PATCH /tenants/:id": { method: "patch", path: (f) => `/tenants/${f.tenant.id}`, body: () => ({ firstName: "Eva", lastName: "Geändert", version: 1 }), ok: 200, idBased: true },
  "DELETE /tenants/:id": { method: "delete", path: (f) => `/tenants/${f.tenant.id}`, ok: 204, idBased: true },
  "DELETE /demo": { method: "delete", path: () => "/demo", ok: 200, idBased: false },
  "PATCH /contracts/:id/opening-balance": {
    method: "patch",
    path: (f) => `/contracts/${f.contract.id}/opening-balance`,
    body: () => ({ month: "2024-02", cents: 10_000, version: 1 }),
    ok: 204,
    idBased: true,
  },
  "POST /contracts/:id/rent-changes": {
    method: "post",
    path: (f) => `/contracts/${f.contract.id}/rent-changes`,
    body: () => ({ ...rentChangePayload, validFrom: "2025-06-01" }),
    ok: 201,
    idBased: true,
  },
  "PATCH /rent-changes/:id": {
    method: "patch",
    path: (f) => `/rent-changes/${f.rentChange.id}`,
    body: () => ({ ...rentChangePayload, coldRentCents: 86_000, version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /rent-changes/:id": { method: "delete", path: (f) => `/rent-changes/${f.rentChange.id}`, ok: 204, idBased: true },
  "POST /contracts/:id/payments": { method: "post", path: (f) => `/contracts/${f.contract.id}/payments`, body: () => ({ paymentDate: "2024-02-05", amountCents: 10_000 }), ok: 201, idBased: true },
  "PATCH /contracts/:id/payments/:bookingId": {
    method: "patch",
    path: (f) => `/contracts/${f.payment.contractId}/payments/${f.payment.id}`,
    body: (f) => ({ rentMonth: "2024-02", version: f.payment.version }),
    ok: 200,
    idBased: true,
  },
  "POST /contracts/:id/reminders": { method: "post", path: (f) => `/contracts/${f.contract.id}/reminders`, body: () => ({ level: 1 }), ok: 201, idBased: true },
  "POST /loans/:id/bookings": { method: "post", path: (f) => `/loans/${f.loan.id}/bookings`, body: () => ({ until: "2025-03-31" }), ok: 200, idBased: true },
  "POST /recurring-bookings": { method: "post", path: () => "/recurring-bookings", body: (f) => recurringTemplate({ propertyId: f.property.id }), ok: 201, idBased: false },
  "PATCH /recurring-bookings/:id": {
    method: "patch",
    path: (f) => `/recurring-bookings/${f.recurring.id}`,
    body: (f) => ({ ...recurringTemplate({ propertyId: f.property.id }), dayOfMonth: 15, version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /recurring-bookings/:id": { method: "delete", path: (f) => `/recurring-bookings/${f.recurring.id}`, ok: 204, idBased: true },
  "POST /recurring-bookings/run": { method: "post", path: () => "/recurring-bookings/run", body: () => ({ until: "2025-02-28" }), ok: 200, idBased: false, needs: ["recurring"] },
  "POST /receipts": { method: "post", path: () => "/receipts", body: () => receiptForm(pdfBytes(), "neu.pdf"), ok: 201, idBased: false },
  "DELETE /receipts/:id": { method: "delete", path: (f) => `/receipts/${f.receipt.id}`, ok: 204, idBased: true },
  // The spreadsheet import (issue 16): the preview is its first step, so only those who may write may preview.
  "POST /imports/spreadsheet/preview": { method: "post", path: () => "/imports/spreadsheet/preview", body: () => importForm(tenantsCsv(), "mieter.csv", { target: "tenants" }), ok: 200, idBased: false },
  "POST /imports/spreadsheet/commit": {
    method: "post",
    path: () => "/imports/spreadsheet/commit",
    body: () => importForm(tenantsCsv(), "mieter.csv", { target: "tenants", excludedRows: [] }),
    ok: 201,
    idBased: false,
  },
  "POST /bank-accounts": { method: "post", path: () => "/bank-accounts", body: () => ({ name: "Neues Konto", iban: germanIban(), propertyIds: [] }), ok: 201, idBased: false },
  "PATCH /bank-accounts/:id": {
    method: "patch",
    path: (f) => `/bank-accounts/${f.bankAccount.id}`,
    body: (f) => ({ name: "Umbenannt", iban: f.bankAccount.iban, propertyIds: [f.property.id], version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /bank-accounts/:id": { method: "delete", path: (f) => `/bank-accounts/${f.emptyBankAccount.id}`, ok: 204, idBased: true },
  // The preview is the import's first step: only those who may write may preview. The options name the account.
  "POST /bank-statements/preview": {
    method: "post",
    path: () => "/bank-statements/preview",
    body: (f) => statementForm(bankStatement(f.bankAccount.iban), "umsaetze.csv", { bankAccountId: f.bankAccount.id }),
    ok: 200,
    idBased: true,
  },
  "POST /bank-statements": {
    method: "post",
    path: () => "/bank-statements",
    body: (f) => statementForm(bankStatement(f.bankAccount.iban), "umsaetze.csv", { bankAccountId: f.bankAccount.id }),
    ok: 201,
    idBased: true,
  },
  "POST /bank-transactions/:id/confirm": {
    method: "post",
    path: (f) => `/bank-transactions/${f.bankTransaction.id}/confirm`,
    body: (f) => ({ kind: "rent", contractId: f.contract.id, rentMonth: null, version: 1 }),
    ok: 200,
    idBased: true,
  },
  "POST /bank-transactions/:id/ignore": { method: "post", path: (f) => `/bank-transactions/${f.bankTransaction.id}/ignore`, body: () => ({ version: 1 }), ok: 200, idBased: true },
  "POST /bank-transactions/:id/reopen": { method: "post", path: (f) => `/bank-transactions/${f.bankTransaction.id}/reopen`, body: () => ({ version: 1 }), ok: 200, idBased: true },
  "POST /bank-rules": { method: "post", path: () => "/bank-rules", body: (f) => bankRulePayload(f.property.id), ok: 201, idBased: false },
  "PATCH /bank-rules/:id": { method: "patch", path: (f) => `/bank-rules/${f.bankRule.id}`, body: (f) => ({ ...bankRulePayload(f.property.id), version: 1 }), ok: 200, idBased: true },
  "DELETE /bank-rules/:id": { method: "delete", path: (f) => `/bank-rules/${f.bankRule.id}`, ok: 204, idBased: true },
  "POST /bookings": {
    method: "post",
    path: () => "/bookings",
    body: (f) => bookingPayload([linePayload(f.ledgerProperty.id, 1_000)]),
    ok: 201,
    idBased: false,
  },
  "PATCH /bookings/:id": {
    method: "patch",
    path: (f) => `/bookings/${f.booking.id}`,
    body: (f) => ({ ...bookingPayload([linePayload(f.ledgerProperty.id, -6_000, { category: "maintenance", subcategoryId: f.subcategory.id })]), version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /bookings/:id": { method: "delete", path: (f) => `/bookings/${f.booking.id}`, ok: 204, idBased: true },
  "POST /bookings/:id/reverse": { method: "post", path: (f) => `/bookings/${f.booking.id}/reverse`, body: () => ({ paymentDate: "2025-12-31" }), ok: 201, idBased: true },
  "POST /booking-subcategories": { method: "post", path: () => "/booking-subcategories", body: () => ({ category: "insurance", name: `Police ${++fixtureNo}` }), ok: 201, idBased: false },
  "PATCH /booking-subcategories/:id": { method: "patch", path: (f) => `/booking-subcategories/${f.subcategory.id}`, body: () => ({ name: `Umbenannt ${++fixtureNo}`, version: 1 }), ok: 200, idBased: true },
  "DELETE /booking-subcategories/:id": { method: "delete", path: (f) => `/booking-subcategories/${f.subcategory.id}`, ok: 204, idBased: true },
  "POST /closed-years": { method: "post", path: () => "/closed-years", body: () => ({ year: ++closedYear }), ok: 201, idBased: false, adminOnly: true },
  "PUT /datev-settings": {
    method: "put",
    path: () => "/datev-settings",
    body: () => ({ consultantNumber: 1234567, clientNumber: 10001, chart: "SKR03", accountLength: 4 }),
    ok: 200,
    idBased: false,
    adminOnly: true,
  },
  // Without `version` (optional): the shared fixture's property must stay at version 1.
  "PUT /properties/:id/afa-settings": { method: "put", path: (f) => `/properties/${f.property.id}/afa-settings`, body: () => ({ method: "linear", completionDate: "1990-06-01" }), ok: 200, idBased: true },
  "POST /properties/:id/afa-assets": { method: "post", path: (f) => `/properties/${f.property.id}/afa-assets`, body: () => ({ ...afaAsset(), name: "Waschmaschine" }), ok: 201, idBased: true },
  "PATCH /afa-assets/:id": { method: "patch", path: (f) => `/afa-assets/${f.afaAsset.id}`, body: () => ({ ...afaAsset(), usefulLifeYears: 12, version: 1 }), ok: 200, idBased: true },
  "DELETE /afa-assets/:id": { method: "delete", path: (f) => `/afa-assets/${f.afaAsset.id}`, ok: 204, idBased: true },
  // 2024: not the year finalised on the shared fixture, which the denied calls target.
  "POST /properties/:id/tax-years/:year/versions": { method: "post", path: (f) => `/properties/${f.property.id}/tax-years/2024/versions`, body: () => ({}), ok: 201, idBased: true },
};

const call = (api: Api, e: Endpoint, f: Fixture) => {
  const url = `/api/v1${e.path(f)}`;
  return e.method === "get" || e.method === "delete" ? api[e.method](url) : api[e.method](url, e.body?.(f));
};

/** Any field of a part reads as this text: enough for a path or body to be built. */
const PLACEHOLDER = "00000000-0000-4000-8000-000000000000";

/** The fixture parts a case's path and body read (and those it `needs`), found by building them from a recording fixture. */
function partsFor(e: Endpoint): Array<keyof Fixture> {
  const named = new Set<keyof Fixture>(e.needs);
  const part = new Proxy({}, { get: () => PLACEHOLDER });
  const recorder = new Proxy({} as Fixture, {
    get: (_, key) => {
      named.add(key as keyof Fixture);
      return part;
    },
  });
  e.path(recorder);
  e.body?.(recorder);
  return [...named];
}

const table = Object.entries(endpoints);
const reads = table.filter(([, e]) => e.method === "get");
const writes = table.filter(([, e]) => e.method !== "get");

describe("portfolio authorisation matrix", () => {
  let app: TestApp;
  let team: Team;
  /** Read and denied calls all target this one fixture; it must stay untouched. */
  let shared: Fixture;

  beforeAll(async () => {
    app = await startTestApp();
    team = await createTeam(app);
    shared = await makeFixture(team.as.admin);
    expectStatus(await team.as.admin.post(`/api/v1/properties/${shared.property.id}/tax-years/2025/versions`, {}), 201, "Steuerjahr abschließen");
  });
  afterAll(() => app.close());

  describe.each(["admin", "editor", "viewer"] as const)("%s of the workspace", (role) => {
    it.each(reads)(`reads: %s → 200 (admin-only: 403 for editors and viewers)`, async (_, e) => {
      const res = await call(team.as[role], e, shared);
      expect(res.status, JSON.stringify(res.body)).toBe(e.adminOnly && role !== "admin" ? 403 : 200);
    });

    if (role === "viewer") {
      it.each(writes)("writes: %s → 403", async (_, e) => {
        const res = await call(team.as.viewer, e, shared);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
      });
    } else {
      it.each(writes)("writes: %s → 2xx (admin-only: 403 for editors)", async (_, e) => {
        // A fresh fixture per write (only the parts it names): deleting or updating must not disturb the other cases.
        const fixture = await makeFixture(team.as.admin, partsFor(e));
        const res = await call(team.as[role], e, fixture);
        expect(res.status, JSON.stringify(res.body)).toBe(e.adminOnly && role !== "admin" ? 403 : e.ok);
      });
    }
  });

  describe("a stranger (admin of another workspace)", () => {
    it.each(table.filter(([, e]) => e.idBased))("%s on this workspace's ids → 404", async (_, e) => {
      const res = await call(team.stranger.api, e, shared);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.message).toMatch(/wurde nicht gefunden/);
      expect(JSON.stringify(res.body)).not.toContain(shared.property.name);
    });

    it.each(reads.filter(([, e]) => !e.idBased))("%s never shows this workspace's rows", async (_, e) => {
      const res = await call(team.stranger.api, e, shared);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const secret of [shared.property.id, shared.property.name, shared.tenant.id, shared.tenant.lastName, shared.booking.id, shared.subcategory.name]) expect(text).not.toContain(secret);
      if (e.ownRows) expect(e.ownRows(res.body)).toEqual([]);
      else if (typeof res.body === "string") {
        // The exports: the CSV holds its header row only (the XLSX is compressed; loans-overview.test.ts reads it).
        if (res.headers.get("content-type")?.startsWith("text/csv")) expect(res.body.trim().split("\r\n")).toHaveLength(1);
      } else if (Array.isArray(res.body)) expect(res.body).toEqual([]);
      else if ("rows" in res.body) expect(res.body.rows).toEqual([]);
      else if ("items" in res.body) expect(res.body.items).toEqual([]);
      else if ("present" in res.body) expect(res.body.present).toBe(false);
      else expect(res.body.propertyCount).toBe(0);
    });

    it("naming this workspace in x-workspace-id answers 404 on every endpoint", async () => {
      const intruder = inWorkspace(app, team.stranger, team.admin.workspaceId);
      for (const [name, e] of table) expect((await call(intruder, e, shared)).status, name).toBe(404);
    });
  });

  it("the denied calls changed nothing", async () => {
    const api = team.as.admin;
    expect((await api.get(`/api/v1/properties/${shared.property.id}`)).body.version).toBe(1);
    expect((await api.get(`/api/v1/units/${shared.unit.id}`)).body.version).toBe(1);
    expect((await api.get(`/api/v1/units/${shared.unit.id}/rooms`)).body.map((r: RoomDto) => [r.code, r.version])).toEqual([
      ["R1", 1],
      ["R2", 1],
    ]);
    expect((await api.get(`/api/v1/units/${shared.unit.id}/contracts`)).body.map((c: ContractDto) => [c.id, c.version])).toEqual([[shared.contract.id, 1]]);
    expect((await api.get(`/api/v1/tenants/${shared.tenant.id}`)).body.version).toBe(1);
    expect((await api.get(`/api/v1/recurring-bookings/${shared.recurring.id}`)).body.version).toBe(1);
    expect((await api.get(`/api/v1/receipts/${shared.receipt.id}/file`)).status).toBe(200);
    expect((await api.get(`/api/v1/bookings/${shared.booking.id}`)).body).toMatchObject({ version: 1, reversedById: null });
    const categories = (await api.get<Array<{ subcategories: BookingSubcategoryDto[] }>>("/api/v1/booking-categories")).body;
    expect(categories.flatMap((c) => c.subcategories).find((s) => s.id === shared.subcategory.id)?.version).toBe(1);
    expect((await api.get(`/api/v1/properties/${shared.property.id}/tax-years/2024`)).body.versions).toEqual([]);
    const afa = (await api.get<PropertyAfaDto>(`/api/v1/properties/${shared.property.id}/afa?year=2025`)).body;
    expect(afa.settings).toMatchObject({ method: "linear", completionDate: null, version: 1 });
    expect(afa.assets.map((a) => [a.id, a.version, a.usefulLifeYears])).toEqual([[shared.afaAsset.id, 1, 10]]);
    expect((await api.get(`/api/v1/bank-accounts/${shared.bankAccount.id}`)).body).toMatchObject({ version: 1, transactionCount: 1, openCount: 1 });
    expect((await api.get(`/api/v1/bank-accounts/${shared.emptyBankAccount.id}`)).status).toBe(200);
    expect((await openTransactions(api, shared.bankAccount.id)).map((t) => [t.id, t.version, t.status])).toEqual([[shared.bankTransaction.id, 1, "open"]]);
    expect((await api.get<BankRuleDto[]>("/api/v1/bank-rules")).body.find((r) => r.id === shared.bankRule.id)?.version).toBe(1);
    const meters = (await api.get<MeterDto[]>(`/api/v1/units/${shared.unit.id}/meters`)).body;
    expect(meters.map((m) => [m.id, m.version, m.removedOn, m.readings.map((r) => [r.readingDate, r.value, r.version])])).toEqual([
      [shared.meter.id, 1, null, [["2024-01-01", "10.5", 1], ["2024-12-31", "100.25", 1]]],
    ]);
    expect((await api.get(`/api/v1/properties/${shared.property.id}/meters`)).body).toEqual([]);
    expect((await api.get<UnitAreaDto[]>(`/api/v1/units/${shared.unit.id}/areas`)).body).toEqual([shared.unitArea]);
    expect((await api.get<ContractOccupantDto[]>(`/api/v1/contracts/${shared.contract.id}/occupants`)).body).toEqual([shared.occupant]);
    const statements = (await api.get<StatementSummaryDto[]>(`/api/v1/properties/${shared.property.id}/operating-cost-statements`)).body;
    expect(statements.map((x) => [x.id, x.status, x.version])).toEqual([
      [shared.statement.id, "draft", 1],
      [shared.finalisedStatement.id, "finalised", 2],
    ]);
  });
});
