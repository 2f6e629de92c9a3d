// Fixtures and a router for the rent roll's component tests (jsdom).
import type { ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { cents } from "@/core/money";
import type { AccountMonthDto, ContractRef, RentRollCell, RentRollDto, TenantAccountDto } from "@/shared/rent-roll-types";
import { withQueryClient } from "@/web/lib/test-utils";

export const CONTRACT_ID = "5b0c7a52-3f3e-4d7a-9a55-0f1c2d3e4f50";
export const PROPERTY_ID = "8f3a2b1c-4d5e-4f60-8a7b-9c0d1e2f3a4b";

export const ref: ContractRef = {
  contractId: CONTRACT_ID,
  tenantId: "t1",
  tenantName: "Mia Berg",
  propertyId: PROPERTY_ID,
  propertyName: "Haus Linde",
  unitId: "u1",
  unitCode: "W01",
  roomCode: null,
};

export const cell = (month: string, over: Partial<RentRollCell> = {}): RentRollCell => ({
  month,
  dueDate: `${month}-05`,
  sollCents: cents(80000),
  paidCents: cents(80000),
  openCents: cents(0),
  status: "paid",
  daysOverdue: 0,
  ...over,
});

/** Jan paid, Feb partly paid and overdue … see each test. */
export const rentRoll = (over: Partial<RentRollDto> = {}): RentRollDto => ({
  months: ["2026-01", "2026-02", "2026-03"],
  rows: [
    {
      ...ref,
      cells: [
        cell("2026-01"),
        cell("2026-02", { paidCents: cents(30000), openCents: cents(50000), status: "overdue", daysOverdue: 43 }),
        cell("2026-03", { paidCents: cents(0), openCents: cents(80000), status: "overdue", daysOverdue: 15 }),
      ],
      arrearsCents: cents(130000),
      daysOverdue: 43,
      warning: "consecutive",
      settlementOpenCents: cents(0),
      creditCents: cents(0),
    },
    {
      ...ref,
      contractId: "c2",
      tenantName: "Jonas Weber",
      unitCode: "W02",
      cells: [null, cell("2026-02", { dueDate: "2026-02-16", sollCents: cents(40000), paidCents: cents(10000), openCents: cents(30000), status: "partial" }), cell("2026-03", { paidCents: cents(0), openCents: cents(80000), status: "open", dueDate: "2026-03-04" })],
      arrearsCents: cents(0),
      daysOverdue: 0,
      warning: "none",
      settlementOpenCents: cents(0),
      creditCents: cents(0),
    },
  ],
  totals: [
    { month: "2026-01", sollCents: cents(80000), paidCents: cents(80000), openCents: cents(0) },
    { month: "2026-02", sollCents: cents(120000), paidCents: cents(40000), openCents: cents(80000) },
    { month: "2026-03", sollCents: cents(160000), paidCents: cents(0), openCents: cents(160000) },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
  ...over,
});

const month = (m: string, over: Partial<AccountMonthDto> = {}): AccountMonthDto => ({
  ...cell(m),
  periodStart: `${m}-01`,
  periodEnd: `${m}-28`,
  days: 28,
  daysInMonth: 28,
  coldRentCents: cents(65000),
  serviceChargeCents: cents(15000),
  paidColdRentCents: cents(65000),
  paidServiceChargeCents: cents(15000),
  settledServiceChargeCents: cents(0),
  ...over,
});

export const tenantAccount = (over: Partial<TenantAccountDto> = {}): TenantAccountDto => ({
  contract: { ...ref, startDate: "2026-01-01", endDate: null, version: 3 },
  openingBalance: null,
  rentSteps: [
    { id: null, version: null, validFrom: "2026-01-01", coldRentCents: cents(65000), serviceChargeCents: cents(15000), reason: "contract", note: "" },
    { id: "rc1", version: 2, validFrom: "2026-03-01", coldRentCents: cents(70000), serviceChargeCents: cents(15000), reason: "index", note: "VPI 2025" },
  ],
  months: [
    month("2026-01"),
    month("2026-02", { paidCents: cents(40000), openCents: cents(40000), paidColdRentCents: cents(25000), status: "overdue", daysOverdue: 30 }),
  ],
  entries: [
    { date: "2026-01-06", kind: "charge", reference: "2026-01", bookingId: null, amountCents: cents(80000), balanceCents: cents(80000), payment: null },
    { date: "2026-01-07", kind: "payment", reference: "2026-0001", bookingId: "b1", amountCents: cents(-80000), balanceCents: cents(0), payment: { version: 1, designatedMonth: null, reversed: false } },
    { date: "2026-02-04", kind: "charge", reference: "2026-02", bookingId: null, amountCents: cents(80000), balanceCents: cents(80000), payment: null },
    { date: "2026-02-10", kind: "payment", reference: "2026-0002", bookingId: "b2", amountCents: cents(-40000), balanceCents: cents(40000), payment: { version: 4, designatedMonth: "2026-02", reversed: false } },
  ],
  balanceCents: cents(40000),
  creditCents: cents(0),
  arrears: { arrearsCents: cents(40000), daysOverdue: 30, warning: "none" },
  settlements: [],
  reminders: [],
  ...over,
});

/** `ui` at `path` in a memory router, with the account route as a stub that names its contract. */
export function renderInRouter(ui: () => ReactNode, client: QueryClient, path = "/here") {
  const root = createRootRoute({ component: Outlet });
  const stubs = { "/dashboard/contracts/$contractId/account": AccountStub, "/dashboard/rent-roll": () => null, "/dashboard/properties/$propertyId/units/$unitId": () => null };
  const routes = [
    createRoute({ getParentRoute: () => root, path, component: ui }),
    ...Object.entries(stubs)
      .filter(([p]) => p !== path)
      .map(([p, component]) => createRoute({ getParentRoute: () => root, path: p, component })),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path.replace("$contractId", CONTRACT_ID)] }) });
  return { router, element: withQueryClient(<RouterProvider router={router} />, client) };
}

function AccountStub() {
  return <p>Konto-Seite</p>;
}
