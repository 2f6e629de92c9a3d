import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { messages } from "@/shared/messages";
import type { AuditEntryDto, BookingDto } from "@/shared/booking-types";
import type { OpenItemDto, RentRollDto, TenantAccountDto } from "@/shared/rent-roll-types";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createContract, createProperty, createTenant, createUnit } from "../factories/portfolio";
import { insertRentPayment } from "../factories/rent-roll";
import { pdfText } from "../helpers/pdf-text";
import { startTestApp, type TestApp } from "../helpers/test-app";

// The rent roll over real HTTP on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).

let app: TestApp;
let team: Team;
beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
});
afterAll(() => app.close());
afterEach(() => resetClock());

/** The acceptance example: from 15.01.2026, 650 € Kaltmiete + 150 € NK. */
async function tenancy(overrides: Record<string, unknown> = {}) {
  const api = team.as.admin;
  const property = await createProperty(api, { name: `Haus ${Math.random().toString(36).slice(2, 7)}` });
  const unit = await createUnit(api, property.id);
  const tenant = await createTenant(api, { firstName: "Mia", lastName: "Beispiel" });
  const contract = await createContract(api, unit.id, { tenantId: tenant.id, startDate: "2026-01-15", coldRentCents: 65_000, serviceChargeCents: 15_000, ...overrides });
  const pay = (paymentDate: string, amountCents: number, rentMonth: string | null = null) =>
    insertRentPayment(app, { workspaceId: team.admin.workspaceId, propertyId: property.id, unitId: unit.id, contractId: contract.id, paymentDate, amountCents, rentMonth });
  return { property, unit, tenant, contract, pay };
}

describe("Soll/Ist per month", () => {
  it("charges January pro rata, allocates a partial payment per §366(2) and marks February overdue", async () => {
    setToday("2026-02-10");
    const t = await tenancy();
    await t.pay("2026-02-02", 50_000);
    const roll = expectStatus(await team.as.viewer.get<RentRollDto>(`/api/v1/rent-roll?from=2026-01&to=2026-03&propertyId=${t.property.id}`), 200, "rent roll");
    expect(roll.months).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(roll.rows).toHaveLength(1);
    const [jan, feb, mar] = roll.rows[0]!.cells;
    expect(jan).toMatchObject({ sollCents: 43_871, paidCents: 43_871, openCents: 0, status: "paid", dueDate: "2026-01-19" });
    expect(feb).toMatchObject({ sollCents: 80_000, paidCents: 6_129, openCents: 73_871, status: "overdue", dueDate: "2026-02-04", daysOverdue: 6 });
    expect(mar).toMatchObject({ sollCents: 80_000, paidCents: 0, status: "open" });
    expect(roll.rows[0]).toMatchObject({ tenantName: "Mia Beispiel", arrearsCents: 73_871, warning: "none" });
    expect(roll.totals[1]).toEqual({ month: "2026-02", sollCents: 80_000, paidCents: 6_129, openCents: 73_871 });

    const account = expectStatus(await team.as.viewer.get<TenantAccountDto>(`/api/v1/contracts/${t.contract.id}/account`), 200, "account");
    expect(account.months.map((m) => [m.month, m.coldRentCents, m.serviceChargeCents, m.paidServiceChargeCents, m.paidColdRentCents])).toEqual([
      ["2026-01", 35_645, 8_226, 8_226, 35_645],
      ["2026-02", 65_000, 15_000, 6_129, 0],
    ]);
    expect(account.balanceCents).toBe(73_871);
    expect(account.entries.map((e) => [e.date, e.kind, e.balanceCents])).toEqual([
      ["2026-01-19", "charge", 43_871],
      ["2026-02-02", "payment", -6_129],
      ["2026-02-04", "charge", 73_871],
    ]);
  });

  it("a new month appears without a write, and the rent history is followed", async () => {
    setToday("2026-03-02");
    const t = await tenancy({ startDate: "2026-01-01" });
    const change = await team.as.editor.post(`/api/v1/contracts/${t.contract.id}/rent-changes`, { validFrom: "2026-03-01", coldRentCents: 70_000, serviceChargeCents: 17_000, reason: "graduated" });
    expect(change.status, JSON.stringify(change.body)).toBe(201);
    let account = expectStatus(await team.as.viewer.get<TenantAccountDto>(`/api/v1/contracts/${t.contract.id}/account`), 200, "account");
    expect(account.months.map((m) => [m.month, m.sollCents])).toEqual([
      ["2026-01", 80_000],
      ["2026-02", 80_000],
      ["2026-03", 87_000],
    ]);
    expect(account.rentSteps.map((s) => [s.validFrom, s.reason])).toEqual([
      ["2026-01-01", "contract"],
      ["2026-03-01", "graduated"],
    ]);
    setToday("2026-04-01");
    account = expectStatus(await team.as.viewer.get<TenantAccountDto>(`/api/v1/contracts/${t.contract.id}/account`), 200, "account");
    expect(account.months.map((m) => m.month)).toEqual(["2026-01", "2026-02", "2026-03", "2026-04"]);
  });

  it("refuses a rent change at or before the start, and a second one on the same day", async () => {
    const t = await tenancy({ startDate: "2026-01-01" });
    const body = { validFrom: "2026-01-01", coldRentCents: 70_000, serviceChargeCents: 17_000, reason: "agreement" };
    const atStart = await team.as.admin.post(`/api/v1/contracts/${t.contract.id}/rent-changes`, body);
    expect(atStart.status).toBe(400);
    expect(atStart.body.message).toBe(messages.rentChangeNotAfterStart);
    expect((await team.as.admin.post(`/api/v1/contracts/${t.contract.id}/rent-changes`, { ...body, validFrom: "2026-06-01" })).status).toBe(201);
    const twice = await team.as.admin.post(`/api/v1/contracts/${t.contract.id}/rent-changes`, { ...body, validFrom: "2026-06-01" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.rentChangeDateTaken);
    expect((await team.as.viewer.post(`/api/v1/contracts/${t.contract.id}/rent-changes`, { ...body, validFrom: "2026-07-01" })).status).toBe(403);
    expect((await team.stranger.api.post(`/api/v1/contracts/${t.contract.id}/rent-changes`, { ...body, validFrom: "2026-07-01" })).status).toBe(404);
  });

  it("starts at the opening balance for a tenancy that began long before", async () => {
    setToday("2026-02-20");
    const t = await tenancy({ startDate: "2019-05-01", coldRentCents: 50_000, serviceChargeCents: 10_000 });
    const set = await team.as.editor.patch(`/api/v1/contracts/${t.contract.id}/opening-balance`, { month: "2026-01", cents: 25_000, version: t.contract.version });
    expect(set.status, JSON.stringify(set.body)).toBe(204);
    await t.pay("2026-01-05", 60_000);
    const account = expectStatus(await team.as.viewer.get<TenantAccountDto>(`/api/v1/contracts/${t.contract.id}/account`), 200, "account");
    expect(account.openingBalance).toEqual({ month: "2026-01", cents: 25_000 });
    expect(account.months.map((m) => [m.month, m.openCents, m.status])).toEqual([
      ["2026-01", 25_000, "overdue"],
      ["2026-02", 60_000, "overdue"],
    ]);
    expect(account.balanceCents).toBe(85_000);
    const before = await team.as.editor.patch(`/api/v1/contracts/${t.contract.id}/opening-balance`, { month: "2019-04", cents: 1, version: t.contract.version + 1 });
    expect(before.status).toBe(400);
  });
});

describe("recording a payment (POST /contracts/:id/payments)", () => {
  it("books the payment with lines that follow the §366 allocation, and the account shows it", async () => {
    setToday("2026-02-10");
    const t = await tenancy();
    const res = await team.as.editor.post<BookingDto>(`/api/v1/contracts/${t.contract.id}/payments`, { paymentDate: "2026-02-02", amountCents: 50_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // January's NK 82,26 € and February's first 61,29 € are Nebenkosten-Vorauszahlung; January's 356,45 € Kaltmiete.
    expect(res.body).toMatchObject({ amountCents: 50_000, tenantId: t.tenant.id, counterpartyName: "Mia Beispiel", text: "Miete Mia Beispiel", origin: "manual" });
    expect(res.body.lines.map((l) => [l.category, l.amountCents, l.contractId, l.unitId])).toEqual([
      ["service_charge_prepayment", 14_355, t.contract.id, t.unit.id],
      ["rent", 35_645, t.contract.id, t.unit.id],
    ]);
    const account = expectStatus(await team.as.viewer.get<TenantAccountDto>(`/api/v1/contracts/${t.contract.id}/account`), 200, "account");
    expect(account.balanceCents).toBe(73_871);
    expect(account.entries.find((e) => e.kind === "payment")).toMatchObject({ bookingId: res.body.id, reference: res.body.number });
  });

  it("a designated month is served first; two payments at once are both allocated", async () => {
    setToday("2026-03-10");
    const t = await tenancy({ startDate: "2026-01-01" });
    const march = await team.as.editor.post<BookingDto>(`/api/v1/contracts/${t.contract.id}/payments`, { paymentDate: "2026-03-05", amountCents: 80_000, rentMonth: "2026-03" });
    expect(march.status, JSON.stringify(march.body)).toBe(201);
    expect(march.body.lines.map((l) => l.rentMonth)).toEqual(["2026-03", "2026-03"]);
    const both = await Promise.all([1, 2].map(() => team.as.editor.post<BookingDto>(`/api/v1/contracts/${t.contract.id}/payments`, { paymentDate: "2026-03-06", amountCents: 80_000 })));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const roll = expectStatus(await team.as.viewer.get<RentRollDto>(`/api/v1/rent-roll?from=2026-01&to=2026-03&propertyId=${t.property.id}`), 200, "rent roll");
    expect(roll.rows[0]!.cells.map((c) => c?.status)).toEqual(["paid", "paid", "paid"]);
    expect(roll.rows[0]!.arrearsCents).toBe(0);
  });

  it("refuses amounts ≤ 0 (400), a viewer (403) and a stranger's contract (404)", async () => {
    const t = await tenancy();
    const zero = await team.as.editor.post(`/api/v1/contracts/${t.contract.id}/payments`, { paymentDate: "2026-02-02", amountCents: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.details.fields).toContainEqual({ field: "amountCents", message: messages.paymentAmountRequired });
    expect((await team.as.viewer.post(`/api/v1/contracts/${t.contract.id}/payments`, { paymentDate: "2026-02-02", amountCents: 100 })).status).toBe(403);
    expect((await team.stranger.api.post(`/api/v1/contracts/${t.contract.id}/payments`, { paymentDate: "2026-02-02", amountCents: 100 })).status).toBe(404);
  });
});

describe("re-allocating a payment by hand (PATCH /contracts/:id/payments/:bookingId)", () => {
  const statuses = async (t: Awaited<ReturnType<typeof tenancy>>) => {
    const roll = expectStatus(await team.as.viewer.get<RentRollDto>(`/api/v1/rent-roll?from=2026-01&to=2026-03&propertyId=${t.property.id}`), 200, "rent roll");
    return roll.rows[0]!.cells.map((c) => c?.status);
  };
  const paymentEntry = async (contractId: string, bookingId: string) => {
    const account = expectStatus(await team.as.viewer.get<TenantAccountDto>(`/api/v1/contracts/${contractId}/account`), 200, "account");
    return account.entries.find((e) => e.bookingId === bookingId);
  };

  it("moves a payment to the chosen month and back to oldest first; amounts stay, the audit trail keeps both", async () => {
    setToday("2026-03-10");
    const t = await tenancy({ startDate: "2026-01-01" });
    const paid = expectStatus(await team.as.editor.post<BookingDto>(`/api/v1/contracts/${t.contract.id}/payments`, { paymentDate: "2026-03-05", amountCents: 80_000 }), 201, "payment");
    expect(await statuses(t)).toEqual(["paid", "overdue", "overdue"]);
    expect(await paymentEntry(t.contract.id, paid.id)).toMatchObject({ payment: { version: paid.version, designatedMonth: null, reversed: false } });

    const url = `/api/v1/contracts/${t.contract.id}/payments/${paid.id}`;
    const toMarch = await team.as.editor.patch<BookingDto>(url, { rentMonth: "2026-03", version: paid.version });
    expect(toMarch.status, JSON.stringify(toMarch.body)).toBe(200);
    expect(toMarch.body.version).toBe(paid.version + 1);
    expect(toMarch.body.lines.map((l) => [l.category, l.amountCents, l.rentMonth])).toEqual(paid.lines.map((l) => [l.category, l.amountCents, "2026-03"]));
    expect(toMarch.body).toMatchObject({ amountCents: 80_000, paymentDate: "2026-03-05", number: paid.number });
    expect(await statuses(t)).toEqual(["overdue", "overdue", "paid"]);
    expect(await paymentEntry(t.contract.id, paid.id)).toMatchObject({ payment: { version: paid.version + 1, designatedMonth: "2026-03" } });

    // The version read before the first change is outdated now.
    const stale = await team.as.editor.patch(url, { rentMonth: null, version: paid.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale", message: messages.staleRecord });

    const auto = await team.as.admin.patch<BookingDto>(url, { rentMonth: null, version: toMarch.body.version });
    expect(auto.status, JSON.stringify(auto.body)).toBe(200);
    expect(auto.body.lines.map((l) => l.rentMonth)).toEqual(paid.lines.map(() => null));
    expect(await statuses(t)).toEqual(["paid", "overdue", "overdue"]);

    const trail = expectStatus(await team.as.viewer.get<AuditEntryDto[]>(`/api/v1/bookings/${paid.id}/audit`), 200, "audit");
    expect(trail.map((e) => [e.action, e.before?.lines.map((l) => l.rentMonth) ?? null, e.after?.lines.map((l) => l.rentMonth) ?? null])).toEqual([
      ["update", ["2026-03", "2026-03"], [null, null]],
      ["update", [null, null], ["2026-03", "2026-03"]],
      ["create", null, [null, null]],
    ]);
  });

  it("refuses a month outside the account (400), a viewer (403), another contract's or a stranger's payment (404), a refund and a reversed pair (409)", async () => {
    setToday("2026-03-10");
    const t = await tenancy({ startDate: "2026-01-01", endDate: "2026-12-31", isLimitedTerm: true });
    const other = await tenancy({ startDate: "2026-01-01" });
    const paid = expectStatus(await team.as.editor.post<BookingDto>(`/api/v1/contracts/${t.contract.id}/payments`, { paymentDate: "2026-02-05", amountCents: 80_000 }), 201, "payment");
    const url = `/api/v1/contracts/${t.contract.id}/payments/${paid.id}`;
    const body = (rentMonth: string | null) => ({ rentMonth, version: paid.version });

    for (const month of ["2025-12", "2027-01"]) {
      const outside = await team.as.editor.patch(url, body(month));
      expect(outside.status).toBe(400);
      expect(outside.body.details.fields).toContainEqual({ field: "rentMonth", message: messages.allocationMonthOutsideTenancy });
    }
    const malformed = await team.as.editor.patch(url, { rentMonth: "März", version: paid.version });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details.fields).toContainEqual({ field: "rentMonth", message: messages.monthInvalid });
    expect((await team.as.editor.patch(url, { rentMonth: "2026-02" })).status).toBe(400);

    const viewer = await team.as.viewer.patch(url, body("2026-02"));
    expect(viewer.status).toBe(403);
    const otherContract = await team.as.editor.patch(`/api/v1/contracts/${other.contract.id}/payments/${paid.id}`, body("2026-02"));
    expect(otherContract.status).toBe(404);
    expect(otherContract.body.message).toBe(messages.notFound("Die Zahlung"));
    expect((await team.stranger.api.patch(url, body("2026-02"))).status).toBe(404);
    // A booking that is not a rent payment of the contract.
    const expense = expectStatus(
      await team.as.editor.post<BookingDto>("/api/v1/bookings", { paymentDate: "2026-02-06", documentDate: "2026-02-06", amountCents: -5_000, lines: [{ propertyId: t.property.id, contractId: t.contract.id, unitId: t.unit.id, category: "maintenance", amountCents: -5_000 }] }),
      201,
      "expense",
    );
    expect((await team.as.editor.patch(`/api/v1/contracts/${t.contract.id}/payments/${expense.id}`, { rentMonth: null, version: expense.version })).status).toBe(404);

    const refundId = await t.pay("2026-02-20", -10_000);
    const refund = await team.as.editor.patch(`/api/v1/contracts/${t.contract.id}/payments/${refundId}`, { rentMonth: "2026-02", version: 1 });
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe(messages.refundNotAllocated);

    const reversal = expectStatus(await team.as.editor.post<BookingDto>(`/api/v1/bookings/${paid.id}/reverse`, { paymentDate: "2026-03-01" }), 201, "Storno");
    const reversed = await team.as.editor.patch(url, body("2026-02"));
    expect(reversed.status).toBe(409);
    expect(reversed.body.message).toBe(messages.reversedNotEditable);
    const counter = await team.as.editor.patch(`/api/v1/contracts/${t.contract.id}/payments/${reversal.id}`, { rentMonth: null, version: reversal.version });
    expect(counter.status).toBe(409);
    expect(counter.body.message).toBe(messages.reversalNotEditable);
    expect(await paymentEntry(t.contract.id, paid.id)).toMatchObject({ payment: { reversed: true } });
    expect(await paymentEntry(t.contract.id, reversal.id)).toMatchObject({ payment: { reversed: true } });
    // Nothing was written by the refused calls.
    expect((await team.as.viewer.get<BookingDto>(`/api/v1/bookings/${paid.id}`)).body.version).toBe(paid.version);
  });

  it("is allowed in a closed year: only the designation changes, never an amount", async () => {
    setToday("2026-02-10");
    const own = await createTeam(app);
    const api = own.as.admin;
    const property = await createProperty(api);
    const unit = await createUnit(api, property.id);
    const contract = await createContract(api, unit.id, { startDate: "2025-11-01", coldRentCents: 65_000, serviceChargeCents: 15_000 });
    const paid = expectStatus(await api.post<BookingDto>(`/api/v1/contracts/${contract.id}/payments`, { paymentDate: "2025-12-03", amountCents: 80_000 }), 201, "payment");
    expectStatus(await api.post("/api/v1/closed-years", { year: 2025 }), 201, "close 2025");
    // The booking itself stays closed …
    const lines = paid.lines.map((l) => ({ propertyId: l.propertyId, unitId: l.unitId, contractId: l.contractId, category: l.category, amountCents: l.amountCents, rentMonth: "2025-12" }));
    const edit = await api.patch(`/api/v1/bookings/${paid.id}`, { paymentDate: paid.paymentDate, documentDate: paid.documentDate, amountCents: paid.amountCents, lines, version: paid.version });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(messages.yearClosed(2025));
    // … its allocation in the tenant account does not.
    const res = await own.as.editor.patch<BookingDto>(`/api/v1/contracts/${contract.id}/payments/${paid.id}`, { rentMonth: "2025-12", version: paid.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ locked: true, amountCents: 80_000, paymentDate: "2025-12-03" });
    expect(res.body.lines.map((l) => [l.category, l.amountCents])).toEqual(paid.lines.map((l) => [l.category, l.amountCents]));
    const account = expectStatus(await own.as.viewer.get<TenantAccountDto>(`/api/v1/contracts/${contract.id}/account`), 200, "account");
    expect(account.months.map((m) => [m.month, m.status])).toEqual([
      ["2025-11", "overdue"],
      ["2025-12", "paid"],
      ["2026-01", "overdue"],
      ["2026-02", "overdue"],
    ]);
  });
});

describe("open items and §543 warnings", () => {
  it("lists overdue contracts, largest first, with the §543(2) Nr. 3 a) warning", async () => {
    setToday("2026-03-10");
    const fresh = await startTestApp();
    try {
      const solo = await createTeam(fresh);
      const api = solo.as.admin;
      const property = await createProperty(api);
      const unitA = await createUnit(api, property.id);
      const unitB = await createUnit(api, property.id);
      const a = await createContract(api, unitA.id, { startDate: "2026-01-01", coldRentCents: 65_000, serviceChargeCents: 15_000 });
      const b = await createContract(api, unitB.id, { startDate: "2026-03-01", coldRentCents: 40_000, serviceChargeCents: 10_000 });
      await insertRentPayment(fresh, { workspaceId: solo.admin.workspaceId, propertyId: property.id, unitId: unitA.id, contractId: a.id, paymentDate: "2026-01-05", amountCents: 80_000 });
      const open = expectStatus(await solo.as.viewer.get<{ items: OpenItemDto[]; totalCents: number }>("/api/v1/open-items"), 200, "open items");
      expect(open.items.map((i) => [i.contractId, i.arrearsCents, i.warning])).toEqual([
        [a.id, 160_000, "consecutive"],
        [b.id, 50_000, "none"],
      ]);
      expect(open.totalCents).toBe(210_000);
    } finally {
      await fresh.close();
    }
  });
});

describe("reminders", () => {
  it("records a reminder of what is overdue and renders it as a PDF letter", async () => {
    setToday("2026-02-10");
    const t = await tenancy();
    await t.pay("2026-02-02", 50_000);
    const reminder = await team.as.editor.post(`/api/v1/contracts/${t.contract.id}/reminders`, { level: 1 });
    expect(reminder.status, JSON.stringify(reminder.body)).toBe(201);
    expect(reminder.body).toMatchObject({ level: 1, sentOn: "2026-02-10", paymentDeadline: "2026-02-24", openCents: 73_871 });
    const res = await fetch(`${app.url}/api/v1/reminders/${reminder.body.id}/pdf`, { headers: { cookie: team.admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("1. Mahnung");
    expect(text).toContain("Mia Beispiel");
    expect(text).toContain("Februar 2026");
    expect(text).toContain("738,71 €");
    expect(text).toContain("bis spätestens 24.02.2026");
    const account = expectStatus(await team.as.viewer.get<TenantAccountDto>(`/api/v1/contracts/${t.contract.id}/account`), 200, "account");
    expect(account.reminders.map((r) => [r.level, r.sentOn])).toEqual([[1, "2026-02-10"]]);
  });

  it("refuses a reminder when nothing is overdue; a stranger gets 404 for the letter", async () => {
    setToday("2026-01-16");
    const t = await tenancy();
    const none = await team.as.editor.post(`/api/v1/contracts/${t.contract.id}/reminders`, { level: 0 });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(messages.nothingOverdue);
    setToday("2026-01-20");
    const ok = expectStatus(await team.as.editor.post<{ id: string }>(`/api/v1/contracts/${t.contract.id}/reminders`, { level: 0 }), 201, "reminder");
    expect((await team.stranger.api.get(`/api/v1/reminders/${ok.id}/pdf`)).status).toBe(404);
    expect((await team.as.viewer.post(`/api/v1/contracts/${t.contract.id}/reminders`, { level: 0 })).status).toBe(403);
  });
});
