// Every API endpoint the fuzz suite (fuzz.test.ts) attacks, in ONE place. A new endpoint
// joins by being listed here; fuzz.test.ts fails when a route of the app is missing.
//
// Paths use placeholders that the suite fills with the ids of its fixtures:
// {propertyId} {unitId} {wgUnitId} {roomId} {tenantId} {contractId} {loanId} {rentChangeId} {reminderId} {receiptId}
// {bookingId} {subcategoryId} {recurringId} {paymentId} (a rent payment on {contractId}) {afaAssetId} (a movable asset of {propertyId}).
// {bankAccountId} {bankTransactionId} (a credit imported into it) {bankRuleId}.
// {meterId} (a water meter of {unitId}) {meterReadingId} (its reading of 2024-12-31).
// {unitAreaId} (an area entry of {unitId}) {contractOccupantId} (a persons entry of {contractId}).
// {statementId} (a draft Nebenkostenabrechnung 2025 of {propertyId}).
// {selfUserId} (the fuzzing admin), {invitationId} (an open invitation), {sessionId} (a second session of the user).
// `body` is a VALID body (the suite mutates it field by field); `versionOf` names the GET
// whose answer carries the current `version` for a PATCH (a list: the item with the id, found
// at any depth, e.g. a subcategory inside its category);
// the version is then fuzzed like every other field.

export type Ids = Record<
  | "propertyId"
  | "unitId"
  | "wgUnitId"
  | "roomId"
  | "tenantId"
  | "contractId"
  | "loanId"
  | "rentChangeId"
  | "reminderId"
  | "receiptId"
  | "bookingId"
  | "subcategoryId"
  | "recurringId"
  | "paymentId"
  | "afaAssetId"
  | "bankAccountId"
  | "bankTransactionId"
  | "bankRuleId"
  | "meterId"
  | "meterReadingId"
  | "unitAreaId"
  | "contractOccupantId"
  | "statementId"
  | "selfUserId"
  | "invitationId"
  | "sessionId",
  string
>;

export type FuzzEndpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** As the app routes it (":param"), with the fixture placeholder for each param. */
  route: string;
  path: string;
  body?: (ids: Ids) => Record<string, unknown>;
  versionOf?: string;
  /** List endpoints: the query parameters they read. */
  query?: string[];
  /** Valid-looking but extreme bodies (overrides of `body`) that once broke a stored figure or a calculation. */
  extremes?: Array<Record<string, unknown> | ((ids: Ids) => Record<string, unknown>)>;
  /** Auth endpoints go without the session cookie. */
  anonymous?: boolean;
  /** An upload route: it gets malformed multipart bodies (fuzz.test.ts, `multipartBodies`) instead of JSON. */
  multipart?: boolean;
};

const property = () => ({
  name: "Fuzzhaus",
  street: "Hauptstraße",
  houseNumber: "1",
  postcode: "04109",
  city: "Leipzig",
  kind: "multi_family",
  yearBuilt: 1990,
  purchasePriceCents: 30_000_000,
  purchaseDate: "2020-01-01",
  transferTaxCents: 100,
  notaryCents: 100,
  landRegistryCents: 100,
  brokerCents: 100,
  buildingSharePercent: 80,
  notes: "",
});
const unit = () => ({
  code: "WE Fuzz",
  unitNumber: "1",
  sizeSqm: 50,
  type: "apartment",
  usage: "vacant",
  furnishing: "unfurnished",
  hasBalcony: false,
  hasParking: false,
  purchasePriceCents: 1_000_000,
  purchaseDate: "2020-01-01",
});
/** The IBAN of the fuzz fixture's bank account (fuzz.test.ts imports a statement into it). */
export const FUZZ_BANK_IBAN = "DE89370400440532013000";
/** A rule of the bank import that books water bills on the fixture's property. */
export const bankRule = (ids: Ids) => ({
  name: "Fuzzregel",
  counterpartyIban: "DE12500105175407123456",
  counterpartyContains: "Stadtwerke",
  purposeContains: "Wasser",
  direction: "out",
  propertyId: ids.propertyId,
  unitId: ids.unitId,
  category: "operating_costs",
  subcategoryId: null,
  betrkvType: 2,
  automatic: false,
});
/** A movable asset (fitted kitchen) of the fixture's property. */
export const afaAsset = () => ({ name: "Fuzz-Küche", costCents: 840_000, acquisitionDate: "2024-04-15", usefulLifeYears: 10 });
/** Settings of a Nebenkostenabrechnung naming the fixture's unit and contract (issue 19). */
export const statementSettings = (ids: Ids) => ({
  heatingConsumptionPercent: 70,
  sharedFlatRule: "room_area",
  residentialBuilding: true,
  co2: { kgCo2: "4500.5", costCents: 120_000, halved: false },
  heatingService: null,
  units: { [ids.unitId]: { ownerOccupied: false, ownerPersons: 2, ownershipShare: "125" } },
  types: { "8": { key: "persons", unitIds: [ids.unitId], customShares: {}, keyExplanation: "", preDeductions: [] } },
  lines: {},
  extraLines: [{ id: "3f1c7a52-8d4b-4e0a-9c71-2b5d6e8f9a10", betrkvType: 10, label: "Gartenpflege", amountCents: 48_000, reason: "Rechnung kommt erst 2026" }],
  paymentDueDays: 30,
});

/** A cold-water meter with its installation reading (Zählerstände, issue 19). */
export const meterPayload = () => ({ kind: "cold_water", serialNumber: "KW-Fuzz", installedOn: "2024-01-01", removedOn: null, note: "Bad", installationValue: "10.5" });
/** A reading of that meter: exact decimal text, never a number. */
export const meterReading = () => ({ readingDate: "2024-12-31", value: "100.25", kind: "regular", note: "" });
/** An area entry of a unit (issue 19): exact decimal text, never a number. */
export const unitAreaPayload = () => ({ validFrom: "2025-01-01", livingAreaSqm: "64.5", usableAreaSqm: "10.25" });
/** A persons entry of a contract (issue 19). */
export const occupantPayload = () => ({ validFrom: "2025-01-01", persons: 2 });
const meterFields = () => {
  const { installationValue: _installation, ...fields } = meterPayload();
  return fields;
};
/** A rent change of the fixture's contract (from 2024-01-01). */
export const rentChange0 = () => ({ validFrom: "2025-01-01", coldRentCents: 85_000, serviceChargeCents: 10_000, reason: "agreement", note: "" });
const tenant = () => ({ firstName: "Erika", lastName: "Fuzz", email: "erika@beispiel.de", phone: "0341 1" });
const contract = (ids: Ids) => ({
  tenantId: ids.tenantId,
  roomId: null,
  startDate: "2024-01-01",
  endDate: "2026-01-01",
  isLimitedTerm: true,
  coldRentCents: 80_000,
  serviceChargeCents: 10_000,
  depositCents: 160_000,
  status: "active",
});
const loan = () => ({
  lender: "Sparkasse",
  amountCents: 20_000_000,
  disbursementDate: "2025-01-01",
  interestRatePercent: 2,
  repaymentKind: "initial_rate",
  initialRepaymentPercent: 3,
  monthlyPaymentCents: null,
  fixationEndDate: "2035-01-01",
  notes: "",
  specialRepayments: [{ date: "2026-01-01", amountCents: 100_000 }],
});
/** A recurring booking template (monthly from 2025-01-01) on the fixture's property. */
export const recurringTemplate = (ids: Pick<Ids, "propertyId">) => ({
  name: "Fuzz-Grundsteuer",
  interval: "monthly",
  dayOfMonth: 31,
  startDate: "2025-01-01",
  endDate: "2025-12-31",
  amountCents: -12_000,
  counterpartyName: "Stadtkasse",
  tenantId: null,
  text: "Grundsteuer",
  lines: [{ propertyId: ids.propertyId, category: "property_tax", amountCents: -12_000 }],
});
/** A rent payment split into cold rent and NK-Vorauszahlung, and a maintenance line spread over 3 years. */
const booking = (ids: Ids) => ({
  number: null,
  paymentDate: "2025-03-01",
  documentDate: "2025-03-01",
  dueDate: "2025-03-03",
  servicePeriodStart: "2025-03-01",
  servicePeriodEnd: "2025-03-31",
  amountCents: 80_000,
  vatCents: 0,
  tenantId: ids.tenantId,
  counterpartyName: "",
  text: "Miete März",
  receiptIds: [],
  lines: [
    { propertyId: ids.propertyId, unitId: ids.unitId, contractId: ids.contractId, loanId: null, category: "rent", subcategoryId: null, betrkvType: null, allocable: null, spreadYears: 1, amountCents: 90_000, note: "" },
    { propertyId: ids.propertyId, unitId: null, contractId: null, loanId: ids.loanId, category: "maintenance", subcategoryId: ids.subcategoryId, betrkvType: null, allocable: null, spreadYears: 3, amountCents: -10_000, note: "Dach" },
  ],
});
const farBookings: FuzzEndpoint["extremes"] = [
  (ids) => ({ amountCents: -MAX_CENTS, lines: [{ propertyId: ids.propertyId, category: "maintenance", spreadYears: 5, amountCents: -MAX_CENTS }] }),
  // Lines far beyond the amount in both directions that still add up to it.
  (ids) => ({ amountCents: 1, lines: [MAX_CENTS, -MAX_CENTS, 1].map((amountCents) => ({ propertyId: ids.propertyId, category: "other_income", amountCents })) }),
  { paymentDate: "2199-12-31", documentDate: "1900-01-01", servicePeriodStart: "1900-01-01", servicePeriodEnd: "2199-12-31", vatCents: 80_000, number: "x".repeat(30) },
];
const listQuery = ["search", "sort", "dir", "page", "pageSize"];
const MAX_CENTS = 99_999_999_999;
const farLoans = [
  { disbursementDate: "9999-11-01", fixationEndDate: null, specialRepayments: [] },
  { disbursementDate: "2199-12-31", fixationEndDate: null, specialRepayments: [], interestRatePercent: 0, initialRepaymentPercent: 0.001 },
  { amountCents: MAX_CENTS, interestRatePercent: 50, initialRepaymentPercent: 50 },
  { repaymentKind: "monthly_payment", initialRepaymentPercent: null, monthlyPaymentCents: MAX_CENTS },
];
const cheapUnits = [{ purchasePriceCents: 1 }, { purchasePriceCents: 1, sizeSqm: 0.01 }];

export const fuzzEndpoints: FuzzEndpoint[] = [
  // The API's own description (public)
  { method: "GET", route: "/api/v1/openapi.json", path: "/api/v1/openapi.json", anonymous: true },

  // Workspace and account
  { method: "GET", route: "/api/v1/me", path: "/api/v1/me" },
  { method: "GET", route: "/api/v1/workspace", path: "/api/v1/workspace" },
  { method: "PATCH", route: "/api/v1/workspace", path: "/api/v1/workspace", body: () => ({ name: "Fuzz-Portfolio" }) },
  // The export of all data (DSGVO Art. 20): a ZIP; `?workspace=` names the workspace of a download link.
  { method: "GET", route: "/api/v1/workspace/export", path: "/api/v1/workspace/export", query: ["workspace"] },
  { method: "POST", route: "/api/v1/workspace/import", path: "/api/v1/workspace/import", multipart: true },
  { method: "PUT", route: "/api/v1/me/profile", path: "/api/v1/me/profile", body: () => ({ firstName: "Fuzz", lastName: "Nutzer" }) },
  { method: "GET", route: "/api/v1/me/sessions", path: "/api/v1/me/sessions" },
  // A wrong password: the fuzzing account must survive (a right one would delete it).
  { method: "POST", route: "/api/v1/me/delete", path: "/api/v1/me/delete", body: () => ({ password: "Falsches-Passwort-1", confirmation: "löschen" }) },
  { method: "DELETE", route: "/api/v1/me/sessions", path: "/api/v1/me/sessions" },
  { method: "DELETE", route: "/api/v1/me/sessions/:id", path: "/api/v1/me/sessions/{sessionId}" },
  { method: "GET", route: "/api/v1/workspace/members", path: "/api/v1/workspace/members" },
  // The fuzzing user is the workspace's only admin: a demotion, a removal or leaving is a 409.
  { method: "PATCH", route: "/api/v1/workspace/members/:userId", path: "/api/v1/workspace/members/{selfUserId}", body: () => ({ role: "viewer" }) },
  { method: "DELETE", route: "/api/v1/workspace/members/:userId", path: "/api/v1/workspace/members/{selfUserId}" },
  { method: "POST", route: "/api/v1/workspace/leave", path: "/api/v1/workspace/leave" },
  { method: "GET", route: "/api/v1/workspace/invitations", path: "/api/v1/workspace/invitations" },
  { method: "POST", route: "/api/v1/workspace/invitations", path: "/api/v1/workspace/invitations", body: () => ({ email: "niemand@beispiel.de", role: "viewer", preset: null }), extremes: [{ preset: "tax_advisor", role: "admin" }] },
  { method: "POST", route: "/api/v1/workspace/invitations/:id/resend", path: "/api/v1/workspace/invitations/{invitationId}/resend" },
  { method: "DELETE", route: "/api/v1/workspace/invitations/:id", path: "/api/v1/workspace/invitations/{invitationId}" },
  { method: "POST", route: "/api/v1/invitations/preview", path: "/api/v1/invitations/preview", body: () => ({ token: "A".repeat(43) }) },
  { method: "POST", route: "/api/v1/invitations/accept", path: "/api/v1/invitations/accept", body: () => ({ token: "A".repeat(43) }) },
  { method: "GET", route: "/api/v1/portfolio/overview", path: "/api/v1/portfolio/overview" },
  { method: "POST", route: "/api/v1/demo", path: "/api/v1/demo", body: () => ({}) },
  { method: "GET", route: "/api/v1/demo", path: "/api/v1/demo" },
  { method: "DELETE", route: "/api/v1/demo", path: "/api/v1/demo" },

  // Properties and units
  { method: "GET", route: "/api/v1/properties", path: "/api/v1/properties", query: listQuery },
  { method: "POST", route: "/api/v1/properties", path: "/api/v1/properties", body: property, extremes: [{ purchasePriceCents: 1 }, { purchasePriceCents: MAX_CENTS, purchaseDate: "1900-01-01" }] },
  { method: "GET", route: "/api/v1/properties/:id", path: "/api/v1/properties/{propertyId}" },
  { method: "PATCH", route: "/api/v1/properties/:id", path: "/api/v1/properties/{propertyId}", body: property, versionOf: "/api/v1/properties/{propertyId}" },
  { method: "DELETE", route: "/api/v1/properties/:id", path: "/api/v1/properties/{propertyId}" },
  { method: "GET", route: "/api/v1/properties/:id/units", path: "/api/v1/properties/{propertyId}/units" },
  { method: "GET", route: "/api/v1/properties/:id/units/check-code", path: "/api/v1/properties/{propertyId}/units/check-code", query: ["code", "excludeId"] },
  {
    method: "POST",
    route: "/api/v1/properties/:id/units",
    path: "/api/v1/properties/{propertyId}/units",
    body: () => ({ ...unit(), code: "WE Neu", rental: { tenantName: "Max Fuzz", coldRentCents: 50_000, serviceChargeCents: 10_000, depositCents: 0, startDate: "2024-01-01" } }),
    extremes: [
      { code: "WE Cent", purchasePriceCents: 1 },
      { code: "WE Max", purchasePriceCents: 1, rental: { tenantName: "Max", coldRentCents: MAX_CENTS, serviceChargeCents: MAX_CENTS, depositCents: MAX_CENTS, startDate: "2199-12-31" } },
    ],
  },
  { method: "GET", route: "/api/v1/units/:id", path: "/api/v1/units/{unitId}" },
  { method: "PATCH", route: "/api/v1/units/:id", path: "/api/v1/units/{unitId}", body: unit, versionOf: "/api/v1/units/{unitId}", extremes: cheapUnits },
  { method: "DELETE", route: "/api/v1/units/:id", path: "/api/v1/units/{unitId}" },

  // Rooms
  { method: "GET", route: "/api/v1/units/:id/rooms", path: "/api/v1/units/{wgUnitId}/rooms" },
  { method: "POST", route: "/api/v1/units/:id/rooms", path: "/api/v1/units/{wgUnitId}/rooms", body: () => ({ code: "Zimmer Neu", sizeSqm: 12 }) },
  { method: "PATCH", route: "/api/v1/rooms/:id", path: "/api/v1/rooms/{roomId}", body: () => ({ code: "Zimmer 1", sizeSqm: 14 }), versionOf: "/api/v1/units/{wgUnitId}/rooms" },
  { method: "DELETE", route: "/api/v1/rooms/:id", path: "/api/v1/rooms/{roomId}" },

  // Tenants
  { method: "GET", route: "/api/v1/tenants", path: "/api/v1/tenants", query: listQuery },
  { method: "GET", route: "/api/v1/tenants/picker", path: "/api/v1/tenants/picker", query: ["q", "limit", "offset"] },
  { method: "POST", route: "/api/v1/tenants", path: "/api/v1/tenants", body: tenant },
  { method: "GET", route: "/api/v1/tenants/:id", path: "/api/v1/tenants/{tenantId}" },
  { method: "PATCH", route: "/api/v1/tenants/:id", path: "/api/v1/tenants/{tenantId}", body: tenant, versionOf: "/api/v1/tenants/{tenantId}" },
  { method: "DELETE", route: "/api/v1/tenants/:id", path: "/api/v1/tenants/{tenantId}" },

  // Contracts
  { method: "GET", route: "/api/v1/units/:unitId/contracts", path: "/api/v1/units/{unitId}/contracts" },
  {
    method: "POST",
    route: "/api/v1/units/:unitId/contracts",
    path: "/api/v1/units/{unitId}/contracts",
    body: contract,
    extremes: [{ coldRentCents: MAX_CENTS, serviceChargeCents: MAX_CENTS, depositCents: MAX_CENTS, isLimitedTerm: false, endDate: null }],
  },
  { method: "GET", route: "/api/v1/contracts/:id", path: "/api/v1/contracts/{contractId}" },
  { method: "PATCH", route: "/api/v1/contracts/:id", path: "/api/v1/contracts/{contractId}", body: contract, versionOf: "/api/v1/contracts/{contractId}" },
  { method: "DELETE", route: "/api/v1/contracts/:id", path: "/api/v1/contracts/{contractId}" },

  // Loans
  { method: "GET", route: "/api/v1/properties/:propertyId/loans", path: "/api/v1/properties/{propertyId}/loans" },
  { method: "POST", route: "/api/v1/properties/:propertyId/loans", path: "/api/v1/properties/{propertyId}/loans", body: loan, extremes: farLoans },
  { method: "GET", route: "/api/v1/properties/:propertyId/financing-metrics", path: "/api/v1/properties/{propertyId}/financing-metrics" },
  { method: "GET", route: "/api/v1/financing/overview", path: "/api/v1/financing/overview" },
  { method: "GET", route: "/api/v1/loans", path: "/api/v1/loans", query: ["page", "pageSize"] },
  { method: "GET", route: "/api/v1/loans/export.csv", path: "/api/v1/loans/export.csv" },
  { method: "GET", route: "/api/v1/loans/export.xlsx", path: "/api/v1/loans/export.xlsx" },
  { method: "GET", route: "/api/v1/loans/:loanId/schedule.csv", path: "/api/v1/loans/{loanId}/schedule.csv" },
  { method: "GET", route: "/api/v1/loans/:loanId/schedule.xlsx", path: "/api/v1/loans/{loanId}/schedule.xlsx" },
  { method: "GET", route: "/api/v1/loans/:loanId/schedule", path: "/api/v1/loans/{loanId}/schedule" },
  { method: "GET", route: "/api/v1/loans/:loanId", path: "/api/v1/loans/{loanId}" },
  { method: "PATCH", route: "/api/v1/loans/:loanId", path: "/api/v1/loans/{loanId}", body: loan, versionOf: "/api/v1/loans/{loanId}", extremes: farLoans },
  { method: "DELETE", route: "/api/v1/loans/:loanId", path: "/api/v1/loans/{loanId}" },
  { method: "POST", route: "/api/v1/loans/:loanId/bookings", path: "/api/v1/loans/{loanId}/bookings", body: () => ({ until: "2025-03-31" }) },
  { method: "GET", route: "/api/v1/rent-roll", path: "/api/v1/rent-roll", query: ["from", "to", "propertyId", "page", "pageSize"] },
  { method: "GET", route: "/api/v1/open-items", path: "/api/v1/open-items" },
  { method: "GET", route: "/api/v1/contracts/:id/account", path: "/api/v1/contracts/{contractId}/account" },
  { method: "PATCH", route: "/api/v1/contracts/:id/opening-balance", path: "/api/v1/contracts/{contractId}/opening-balance", body: () => ({ month: "2024-02", cents: 10_000 }), versionOf: "/api/v1/contracts/{contractId}" },
  { method: "GET", route: "/api/v1/contracts/:id/rent-changes", path: "/api/v1/contracts/{contractId}/rent-changes" },
  { method: "POST", route: "/api/v1/contracts/:id/rent-changes", path: "/api/v1/contracts/{contractId}/rent-changes", body: () => ({ ...rentChange0(), validFrom: "2025-06-01" }) },
  { method: "PATCH", route: "/api/v1/rent-changes/:id", path: "/api/v1/rent-changes/{rentChangeId}", body: rentChange0, versionOf: "/api/v1/contracts/{contractId}/rent-changes" },
  { method: "DELETE", route: "/api/v1/rent-changes/:id", path: "/api/v1/rent-changes/{rentChangeId}" },
  { method: "POST", route: "/api/v1/contracts/:id/payments", path: "/api/v1/contracts/{contractId}/payments", body: () => ({ paymentDate: "2025-02-05", amountCents: 10_000, rentMonth: "2025-02", text: "Miete Februar" }) },
  {
    method: "PATCH",
    route: "/api/v1/contracts/:id/payments/:bookingId",
    path: "/api/v1/contracts/{contractId}/payments/{paymentId}",
    body: () => ({ rentMonth: "2025-02" }),
    versionOf: "/api/v1/bookings/{paymentId}",
  },
  { method: "POST", route: "/api/v1/contracts/:id/reminders", path: "/api/v1/contracts/{contractId}/reminders", body: () => ({ level: 1, sentOn: "2025-03-01", paymentDeadline: "2025-03-15" }) },
  { method: "GET", route: "/api/v1/reminders/:id/pdf", path: "/api/v1/reminders/{reminderId}/pdf" },

  // Recurring bookings
  { method: "GET", route: "/api/v1/recurring-bookings", path: "/api/v1/recurring-bookings" },
  {
    method: "POST",
    route: "/api/v1/recurring-bookings",
    path: "/api/v1/recurring-bookings",
    body: recurringTemplate,
    // A template over the whole date range: the run books it from 1900 on.
    extremes: [{ startDate: "1900-01-01", endDate: "2199-12-31", interval: "yearly" }],
  },
  { method: "POST", route: "/api/v1/recurring-bookings/run", path: "/api/v1/recurring-bookings/run", body: () => ({ until: "2025-02-28" }) },
  { method: "GET", route: "/api/v1/recurring-bookings/:id", path: "/api/v1/recurring-bookings/{recurringId}" },
  { method: "PATCH", route: "/api/v1/recurring-bookings/:id", path: "/api/v1/recurring-bookings/{recurringId}", body: recurringTemplate, versionOf: "/api/v1/recurring-bookings/{recurringId}" },
  { method: "DELETE", route: "/api/v1/recurring-bookings/:id", path: "/api/v1/recurring-bookings/{recurringId}" },
  // Receipts
  { method: "POST", route: "/api/v1/receipts", path: "/api/v1/receipts", multipart: true },
  { method: "GET", route: "/api/v1/receipts/:id/file", path: "/api/v1/receipts/{receiptId}/file", query: ["download", "workspace"] },
  { method: "DELETE", route: "/api/v1/receipts/:id", path: "/api/v1/receipts/{receiptId}" },
  // Bank import (issue 16): statements are uploads with the options as a multipart text field.
  { method: "GET", route: "/api/v1/bank-accounts", path: "/api/v1/bank-accounts" },
  { method: "POST", route: "/api/v1/bank-accounts", path: "/api/v1/bank-accounts", body: () => ({ name: "Fuzzkonto", iban: "DE02120300000000202051", propertyIds: [] }) },
  { method: "GET", route: "/api/v1/bank-accounts/:id", path: "/api/v1/bank-accounts/{bankAccountId}" },
  {
    method: "PATCH",
    route: "/api/v1/bank-accounts/:id",
    path: "/api/v1/bank-accounts/{bankAccountId}",
    body: (ids) => ({ name: "Fuzzkonto", iban: FUZZ_BANK_IBAN, propertyIds: [ids.propertyId] }),
    versionOf: "/api/v1/bank-accounts/{bankAccountId}",
  },
  { method: "DELETE", route: "/api/v1/bank-accounts/:id", path: "/api/v1/bank-accounts/{bankAccountId}" },
  { method: "POST", route: "/api/v1/bank-statements/preview", path: "/api/v1/bank-statements/preview", multipart: true },
  { method: "POST", route: "/api/v1/bank-statements", path: "/api/v1/bank-statements", multipart: true },
  { method: "GET", route: "/api/v1/bank-transactions", path: "/api/v1/bank-transactions", query: ["status", "bankAccountId"] },
  {
    method: "POST",
    route: "/api/v1/bank-transactions/:id/confirm",
    path: "/api/v1/bank-transactions/{bankTransactionId}/confirm",
    body: (ids) => ({ kind: "rent", contractId: ids.contractId, rentMonth: "2025-03" }),
    versionOf: "/api/v1/bank-transactions?status=open",
  },
  { method: "POST", route: "/api/v1/bank-transactions/:id/ignore", path: "/api/v1/bank-transactions/{bankTransactionId}/ignore", body: () => ({}), versionOf: "/api/v1/bank-transactions?status=open" },
  { method: "POST", route: "/api/v1/bank-transactions/:id/reopen", path: "/api/v1/bank-transactions/{bankTransactionId}/reopen", body: () => ({}), versionOf: "/api/v1/bank-transactions?status=ignored" },
  { method: "GET", route: "/api/v1/bank-rules", path: "/api/v1/bank-rules" },
  { method: "POST", route: "/api/v1/bank-rules", path: "/api/v1/bank-rules", body: bankRule },
  { method: "PATCH", route: "/api/v1/bank-rules/:id", path: "/api/v1/bank-rules/{bankRuleId}", body: bankRule, versionOf: "/api/v1/bank-rules" },
  { method: "DELETE", route: "/api/v1/bank-rules/:id", path: "/api/v1/bank-rules/{bankRuleId}" },
  // Spreadsheet import (issue 16): uploads with the options as a multipart text field; templates by target.
  { method: "POST", route: "/api/v1/imports/spreadsheet/preview", path: "/api/v1/imports/spreadsheet/preview", multipart: true },
  { method: "POST", route: "/api/v1/imports/spreadsheet/commit", path: "/api/v1/imports/spreadsheet/commit", multipart: true },
  { method: "GET", route: "/api/v1/imports/spreadsheet/template.xlsx", path: "/api/v1/imports/spreadsheet/template.xlsx", query: ["target"] },
  { method: "GET", route: "/api/v1/imports/spreadsheet/template.csv", path: "/api/v1/imports/spreadsheet/template.csv", query: ["target"] },

  // Ledger
  {
    method: "GET",
    route: "/api/v1/bookings",
    path: "/api/v1/bookings",
    query: ["propertyId", "unitId", "contractId", "loanId", "category", "direction", "year", "month", "q", "page", "pageSize"],
  },
  { method: "POST", route: "/api/v1/bookings", path: "/api/v1/bookings", body: booking, extremes: farBookings },
  { method: "GET", route: "/api/v1/bookings/:id", path: "/api/v1/bookings/{bookingId}" },
  { method: "PATCH", route: "/api/v1/bookings/:id", path: "/api/v1/bookings/{bookingId}", body: booking, versionOf: "/api/v1/bookings/{bookingId}", extremes: farBookings },
  { method: "DELETE", route: "/api/v1/bookings/:id", path: "/api/v1/bookings/{bookingId}" },
  { method: "GET", route: "/api/v1/bookings/:id/audit", path: "/api/v1/bookings/{bookingId}/audit" },
  { method: "POST", route: "/api/v1/bookings/:id/reverse", path: "/api/v1/bookings/{bookingId}/reverse", body: () => ({ paymentDate: "2025-12-31", text: "Storno Fuzz" }) },
  { method: "GET", route: "/api/v1/booking-categories", path: "/api/v1/booking-categories" },
  { method: "POST", route: "/api/v1/booking-subcategories", path: "/api/v1/booking-subcategories", body: () => ({ category: "insurance", name: "Fuzz-Police" }) },
  { method: "PATCH", route: "/api/v1/booking-subcategories/:id", path: "/api/v1/booking-subcategories/{subcategoryId}", body: () => ({ name: "Dach" }), versionOf: "/api/v1/booking-categories" },
  { method: "DELETE", route: "/api/v1/booking-subcategories/:id", path: "/api/v1/booking-subcategories/{subcategoryId}" },
  { method: "GET", route: "/api/v1/closed-years", path: "/api/v1/closed-years" },
  { method: "POST", route: "/api/v1/closed-years", path: "/api/v1/closed-years", body: () => ({ year: 2020 }) },

  // Reports (issue 15)
  { method: "GET", route: "/api/v1/reports/profit-loss", path: "/api/v1/reports/profit-loss", query: ["year", "from", "to", "propertyId", "unitId"] },
  { method: "GET", route: "/api/v1/reports/yield", path: "/api/v1/reports/yield", query: ["year", "propertyId"] },
  { method: "GET", route: "/api/v1/reports/loan-balances", path: "/api/v1/reports/loan-balances", query: ["propertyId"] },
  { method: "GET", route: "/api/v1/reports/cash-flow", path: "/api/v1/reports/cash-flow", query: ["from", "to", "propertyId", "unitId"] },
  { method: "GET", route: "/api/v1/properties/:id/anlage-v", path: "/api/v1/properties/{propertyId}/anlage-v", query: ["year"] },
  { method: "GET", route: "/api/v1/reports/datev.csv", path: "/api/v1/reports/datev.csv", query: ["year", "propertyId"] },
  { method: "GET", route: "/api/v1/reports/profit-loss.pdf", path: "/api/v1/reports/profit-loss.pdf", query: ["year", "from", "to", "propertyId", "unitId"] },
  { method: "GET", route: "/api/v1/properties/:id/anlage-v.pdf", path: "/api/v1/properties/{propertyId}/anlage-v.pdf", query: ["year"] },
  { method: "GET", route: "/api/v1/reports/profit-loss.xlsx", path: "/api/v1/reports/profit-loss.xlsx", query: ["year", "from", "to", "propertyId", "unitId"] },
  { method: "GET", route: "/api/v1/reports/profit-loss.csv", path: "/api/v1/reports/profit-loss.csv", query: ["year", "from", "to", "propertyId", "unitId"] },
  { method: "GET", route: "/api/v1/properties/:id/tax-package.zip", path: "/api/v1/properties/{propertyId}/tax-package.zip", query: ["year"] },
  { method: "GET", route: "/api/v1/reports/receipts.zip", path: "/api/v1/reports/receipts.zip", query: ["year", "propertyId"] },
  { method: "GET", route: "/api/v1/datev-settings", path: "/api/v1/datev-settings" },
  { method: "PUT", route: "/api/v1/datev-settings", path: "/api/v1/datev-settings", body: () => ({ consultantNumber: 1234567, clientNumber: 10001, chart: "SKR03", accountLength: 4 }) },
  { method: "GET", route: "/api/v1/properties/:id/tax-years/:year", path: "/api/v1/properties/{propertyId}/tax-years/2025" },
  // sha256: the hash of the figures the client confirmed (optional; a wrong one is a 409 stale).
  { method: "POST", route: "/api/v1/properties/:id/tax-years/:year/versions", path: "/api/v1/properties/{propertyId}/tax-years/2025/versions", body: () => ({ sha256: "0".repeat(64) }) },
  { method: "GET", route: "/api/v1/properties/:id/tax-years/:year/versions/:version", path: "/api/v1/properties/{propertyId}/tax-years/2025/versions/1" },
  // AfA: the building's settings (version optional, so the fuzzed bodies carry none) and the movable assets.
  { method: "GET", route: "/api/v1/properties/:id/afa", path: "/api/v1/properties/{propertyId}/afa", query: ["year"] },
  {
    method: "PUT",
    route: "/api/v1/properties/:id/afa-settings",
    path: "/api/v1/properties/{propertyId}/afa-settings",
    body: () => ({ method: "linear", completionDate: "1990-06-01", constructionStartDate: null }),
    // Own construction started in the window, completed at the end of the date range: degressive over 100 years at most.
    extremes: [{ method: "degressive", completionDate: "2199-12-31", constructionStartDate: "2023-10-01" }, { completionDate: "1900-01-01" }],
  },
  {
    method: "POST",
    route: "/api/v1/properties/:id/afa-assets",
    path: "/api/v1/properties/{propertyId}/afa-assets",
    body: afaAsset,
    extremes: [
      { costCents: MAX_CENTS, acquisitionDate: "2199-12-31", usefulLifeYears: 50 },
      { costCents: 1, acquisitionDate: "1900-01-01", usefulLifeYears: 1 },
      { costCents: 95_201, acquisitionDate: "2199-12-01", usefulLifeYears: 50 },
    ],
  },
  { method: "PATCH", route: "/api/v1/afa-assets/:id", path: "/api/v1/afa-assets/{afaAssetId}", body: afaAsset, versionOf: "/api/v1/properties/{propertyId}/afa" },
  { method: "DELETE", route: "/api/v1/afa-assets/:id", path: "/api/v1/afa-assets/{afaAssetId}" },

  // Meters and readings (issue 19). The swap comes last: once it succeeded, the fixture meter is removed.
  { method: "GET", route: "/api/v1/units/:unitId/meters", path: "/api/v1/units/{unitId}/meters" },
  {
    method: "POST",
    route: "/api/v1/units/:unitId/meters",
    path: "/api/v1/units/{unitId}/meters",
    body: meterPayload,
    extremes: [
      { installedOn: "1900-01-01", removedOn: "2199-12-31", installationValue: "999999999999.999" },
      { installedOn: "2199-12-31", installationValue: "0.000" },
    ],
  },
  { method: "GET", route: "/api/v1/properties/:propertyId/meters", path: "/api/v1/properties/{propertyId}/meters" },
  { method: "POST", route: "/api/v1/properties/:propertyId/meters", path: "/api/v1/properties/{propertyId}/meters", body: () => ({ ...meterPayload(), kind: "heat", serialNumber: "WMZ-Fuzz" }) },
  { method: "PATCH", route: "/api/v1/meters/:id", path: "/api/v1/meters/{meterId}", body: meterFields, versionOf: "/api/v1/units/{unitId}/meters" },
  {
    method: "POST",
    route: "/api/v1/meters/:id/readings",
    path: "/api/v1/meters/{meterId}/readings",
    body: () => ({ ...meterReading(), readingDate: "2025-12-31", value: "150" }),
    extremes: [{ readingDate: "2199-12-31", value: "999999999999.999" }, { readingDate: "2025-06-30", value: "100.250" }],
  },
  { method: "PATCH", route: "/api/v1/meter-readings/:id", path: "/api/v1/meter-readings/{meterReadingId}", body: meterReading, versionOf: "/api/v1/units/{unitId}/meters" },
  { method: "DELETE", route: "/api/v1/meter-readings/:id", path: "/api/v1/meter-readings/{meterReadingId}" },
  { method: "POST", route: "/api/v1/meter-readings/:id/photo", path: "/api/v1/meter-readings/{meterReadingId}/photo", multipart: true },
  { method: "DELETE", route: "/api/v1/meter-readings/:id/photo", path: "/api/v1/meter-readings/{meterReadingId}/photo" },
  { method: "DELETE", route: "/api/v1/meters/:id", path: "/api/v1/meters/{meterId}" },
  {
    method: "POST",
    route: "/api/v1/meters/:id/replace",
    path: "/api/v1/meters/{meterId}/replace",
    body: () => ({ date: "2026-06-30", removalValue: "200", serialNumber: "KW-Fuzz-2", installationValue: "0", note: "" }),
    versionOf: "/api/v1/units/{unitId}/meters",
  },

  // Areas of a unit and persons of a contract over time (issue 19).
  { method: "GET", route: "/api/v1/units/:unitId/areas", path: "/api/v1/units/{unitId}/areas" },
  {
    method: "POST",
    route: "/api/v1/units/:unitId/areas",
    path: "/api/v1/units/{unitId}/areas",
    body: () => ({ ...unitAreaPayload(), validFrom: "2025-07-01" }),
    extremes: [
      { validFrom: "1900-01-01", livingAreaSqm: "1000000", usableAreaSqm: "1000000.00" },
      { validFrom: "2199-12-31", livingAreaSqm: "0.01", usableAreaSqm: null },
      { validFrom: "2026-01-01", livingAreaSqm: "0", usableAreaSqm: "0" },
    ],
  },
  { method: "PATCH", route: "/api/v1/unit-areas/:id", path: "/api/v1/unit-areas/{unitAreaId}", body: unitAreaPayload, versionOf: "/api/v1/units/{unitId}/areas" },
  { method: "DELETE", route: "/api/v1/unit-areas/:id", path: "/api/v1/unit-areas/{unitAreaId}" },
  { method: "GET", route: "/api/v1/contracts/:contractId/occupants", path: "/api/v1/contracts/{contractId}/occupants" },
  {
    method: "POST",
    route: "/api/v1/contracts/:contractId/occupants",
    path: "/api/v1/contracts/{contractId}/occupants",
    body: () => ({ ...occupantPayload(), validFrom: "2025-07-01" }),
    extremes: [
      { validFrom: "1900-01-01", persons: 99 },
      { validFrom: "2199-12-31", persons: 0 },
    ],
  },
  { method: "PATCH", route: "/api/v1/contract-occupants/:id", path: "/api/v1/contract-occupants/{contractOccupantId}", body: occupantPayload, versionOf: "/api/v1/contracts/{contractId}/occupants" },
  { method: "DELETE", route: "/api/v1/contract-occupants/:id", path: "/api/v1/contract-occupants/{contractOccupantId}" },

  // Die Nebenkostenabrechnung (issue 19). The fixture is a draft of 2025; a new one is made for 2024;
  // finalising it comes after the edits, its correction and dispatch after that, deleting last.
  { method: "GET", route: "/api/v1/properties/:propertyId/operating-cost-statements", path: "/api/v1/properties/{propertyId}/operating-cost-statements" },
  {
    method: "POST",
    route: "/api/v1/properties/:propertyId/operating-cost-statements",
    path: "/api/v1/properties/{propertyId}/operating-cost-statements",
    body: (ids) => ({ periodStart: "2024-01-01", periodEnd: "2024-12-31", shortPeriodReason: null, scope: { kind: "property" }, settings: statementSettings(ids) }),
    extremes: [
      { periodStart: "1900-01-01", periodEnd: "2199-12-31" },
      // An Abrechnungseinheit (decision 0032) with the longest name.
      (ids) => ({ periodStart: "2021-01-01", periodEnd: "2021-12-31", scope: { kind: "units", name: "H".repeat(100), unitIds: [ids.unitId, ids.unitId.toUpperCase()] } }),
      { periodStart: "2023-02-28", periodEnd: "2023-02-28", shortPeriodReason: "Verkauf" },
      (ids) => ({ periodStart: "2022-01-01", periodEnd: "2022-12-31", settings: { ...statementSettings(ids), co2: { kgCo2: "999999999999.9999", costCents: 99_999_999_999, halved: true } } }),
    ],
  },
  { method: "GET", route: "/api/v1/operating-cost-deadlines", path: "/api/v1/operating-cost-deadlines", query: ["propertyId"] },
  { method: "GET", route: "/api/v1/operating-cost-statements/:id", path: "/api/v1/operating-cost-statements/{statementId}" },
  { method: "GET", route: "/api/v1/operating-cost-statements/:id/letters", path: "/api/v1/operating-cost-statements/{statementId}/letters" },
  { method: "GET", route: "/api/v1/operating-cost-statements/:id/letters/:contractId", path: "/api/v1/operating-cost-statements/{statementId}/letters/{contractId}" },
  { method: "GET", route: "/api/v1/operating-cost-statements/:id/workbook", path: "/api/v1/operating-cost-statements/{statementId}/workbook" },
  {
    method: "PATCH",
    route: "/api/v1/operating-cost-statements/:id",
    path: "/api/v1/operating-cost-statements/{statementId}",
    body: (ids) => ({ periodStart: "2025-01-01", periodEnd: "2025-12-31", shortPeriodReason: null, settings: statementSettings(ids) }),
    versionOf: "/api/v1/properties/{propertyId}/operating-cost-statements",
  },
  { method: "POST", route: "/api/v1/operating-cost-statements/:id/finalise", path: "/api/v1/operating-cost-statements/{statementId}/finalise", body: () => ({}), versionOf: "/api/v1/properties/{propertyId}/operating-cost-statements" },
  { method: "POST", route: "/api/v1/operating-cost-statements/:id/sent", path: "/api/v1/operating-cost-statements/{statementId}/sent", body: () => ({ sentOn: "2199-12-31" }), versionOf: "/api/v1/properties/{propertyId}/operating-cost-statements" },
  {
    method: "POST",
    route: "/api/v1/operating-cost-statements/:id/mail",
    path: "/api/v1/operating-cost-statements/{statementId}/mail",
    body: (ids) => ({ contractIds: [ids.contractId] }),
    versionOf: "/api/v1/properties/{propertyId}/operating-cost-statements",
  },
  {
    method: "POST",
    route: "/api/v1/operating-cost-statements/:id/prepayment-adjustments",
    path: "/api/v1/operating-cost-statements/{statementId}/prepayment-adjustments",
    body: (ids) => ({ contractId: ids.contractId, validFrom: "2199-01-01" }),
  },
  { method: "POST", route: "/api/v1/operating-cost-statements/:id/corrections", path: "/api/v1/operating-cost-statements/{statementId}/corrections", body: () => ({}), versionOf: "/api/v1/properties/{propertyId}/operating-cost-statements" },
  { method: "DELETE", route: "/api/v1/operating-cost-statements/:id", path: "/api/v1/operating-cost-statements/{statementId}" },

  // Auth (better-auth behind our guard and rate limiter): bodies that cannot sign anyone in.
  { method: "POST", route: "/api/auth/sign-in/email", path: "/api/auth/sign-in/email", anonymous: true, body: () => ({ email: "fuzz@beispiel.de", password: "Falsches-Passwort-1" }) },
  {
    method: "POST",
    route: "/api/auth/sign-up/email",
    path: "/api/auth/sign-up/email",
    anonymous: true,
    body: () => ({ email: "fuzz-neu@beispiel.de", password: "Sicheres-Passwort-1", name: "Fuzz", firstName: "F", lastName: "Z" }),
  },
  { method: "POST", route: "/api/auth/request-password-reset", path: "/api/auth/request-password-reset", anonymous: true, body: () => ({ email: "fuzz@beispiel.de", redirectTo: "/" }) },
  { method: "POST", route: "/api/auth/send-verification-email", path: "/api/auth/send-verification-email", anonymous: true, body: () => ({ email: "fuzz@beispiel.de" }) },
  { method: "POST", route: "/api/auth/update-user", path: "/api/auth/update-user", body: () => ({ name: "Fuzz", firstName: "F", lastName: "Z" }) },
  { method: "POST", route: "/api/auth/change-password", path: "/api/auth/change-password", body: () => ({ currentPassword: "Falsches-Passwort-1", newPassword: "Neues-Passwort-12" }) },
];
