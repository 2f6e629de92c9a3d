// Every API endpoint the fuzz suite (fuzz.test.ts) attacks, in ONE place. A new endpoint
// joins by being listed here; fuzz.test.ts fails when a route of the app is missing.
//
// Paths use placeholders that the suite fills with the ids of its fixtures:
// {propertyId} {unitId} {wgUnitId} {roomId} {tenantId} {contractId} {loanId}.
// `body` is a VALID body (the suite mutates it field by field); `versionOf` names the GET
// whose answer carries the current `version` for a PATCH (a list: the item with the id);
// the version is then fuzzed like every other field.

export type Ids = Record<"propertyId" | "unitId" | "wgUnitId" | "roomId" | "tenantId" | "contractId" | "loanId", string>;

export type FuzzEndpoint = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** As the app routes it (":param"), with the fixture placeholder for each param. */
  route: string;
  path: string;
  body?: (ids: Ids) => Record<string, unknown>;
  versionOf?: string;
  /** List endpoints: the query parameters they read. */
  query?: string[];
  /** Valid-looking but extreme bodies (overrides of `body`) that once broke a stored figure or a calculation. */
  extremes?: Array<Record<string, unknown>>;
  /** Auth endpoints go without the session cookie. */
  anonymous?: boolean;
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
  // Workspace and account
  { method: "GET", route: "/api/v1/me", path: "/api/v1/me" },
  { method: "GET", route: "/api/v1/workspace", path: "/api/v1/workspace" },
  { method: "PATCH", route: "/api/v1/workspace", path: "/api/v1/workspace", body: () => ({ name: "Fuzz-Portfolio" }) },
  { method: "GET", route: "/api/v1/workspace/members", path: "/api/v1/workspace/members" },
  { method: "POST", route: "/api/v1/workspace/members", path: "/api/v1/workspace/members", body: () => ({ email: "niemand@beispiel.de", role: "viewer" }) },
  { method: "GET", route: "/api/v1/portfolio/overview", path: "/api/v1/portfolio/overview" },
  { method: "POST", route: "/api/v1/demo", path: "/api/v1/demo", body: () => ({}) },

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
  { method: "GET", route: "/api/v1/tenants/all", path: "/api/v1/tenants/all" },
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
  { method: "GET", route: "/api/v1/loans/:loanId/schedule.csv", path: "/api/v1/loans/{loanId}/schedule.csv" },
  { method: "GET", route: "/api/v1/loans/:loanId/schedule.xlsx", path: "/api/v1/loans/{loanId}/schedule.xlsx" },
  { method: "GET", route: "/api/v1/loans/:loanId/schedule", path: "/api/v1/loans/{loanId}/schedule" },
  { method: "GET", route: "/api/v1/loans/:loanId", path: "/api/v1/loans/{loanId}" },
  { method: "PATCH", route: "/api/v1/loans/:loanId", path: "/api/v1/loans/{loanId}", body: loan, versionOf: "/api/v1/loans/{loanId}", extremes: farLoans },
  { method: "DELETE", route: "/api/v1/loans/:loanId", path: "/api/v1/loans/{loanId}" },

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
