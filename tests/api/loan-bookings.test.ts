import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import type { BookingDto } from "@/shared/booking-types";
import type { LoanDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { bookings } from "@/server/db/schema";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { loanPayload } from "../factories/loans";
import { createProperty } from "../factories/portfolio";

// Loan instalments (issue 14): POST /loans/:id/bookings books the schedule's payments split
// into Schuldzinsen and Tilgung, and the Sondertilgungen, each once; after a change of the
// loan only future, unedited instalments are booked anew.

let app: TestApp;
let team: Team;
let propertyId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  propertyId = (await createProperty(team.as.admin, { name: "Darlehenshaus" })).id;
});
afterAll(() => app.close());
afterEach(() => resetClock());

async function createLoan(api: Api, pid: string, overrides: Parameters<typeof loanPayload>[0] = {}): Promise<LoanDto> {
  return expectStatus(await api.post<LoanDto>(`/api/v1/properties/${pid}/loans`, loanPayload(overrides)), 201, "Darlehen anlegen");
}

const run = (api: Api, loanId: string, body: Record<string, unknown> = {}) => api.post(`/api/v1/loans/${loanId}/bookings`, body);

/** The loan's generated bookings, by payment date. */
async function loanBookings(workspaceId: string, loanId: string) {
  return app.database.db
    .select({ id: bookings.id, key: bookings.sourceKey, date: bookings.paymentDate, amount: bookings.amountCents, number: bookings.number, version: bookings.version })
    .from(bookings)
    .where(and(eq(bookings.workspaceId, workspaceId), like(bookings.sourceKey, `loan:${loanId}:%`)))
    .orderBy(asc(bookings.paymentDate), asc(bookings.sourceKey));
}

describe("POST /loans/:id/bookings", () => {
  it("books each month of the schedule as Schuldzinsen and Tilgung up to the end of the current month", async () => {
    setToday("2025-06-15");
    const loan = await createLoan(team.as.admin, propertyId);
    const res = await run(team.as.editor, loan.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ created: 5, skipped: 0, removed: 0 });

    const rows = await loanBookings(team.admin.workspaceId, loan.id);
    expect(rows.map((r) => [r.key, r.date, r.amount])).toEqual([
      [`loan:${loan.id}:2025-02`, "2025-02-01", -83_333],
      [`loan:${loan.id}:2025-03`, "2025-03-01", -83_333],
      [`loan:${loan.id}:2025-04`, "2025-04-01", -83_333],
      [`loan:${loan.id}:2025-05`, "2025-05-01", -83_333],
      [`loan:${loan.id}:2025-06`, "2025-06-01", -83_333],
    ]);
    const first = expectStatus(await team.as.viewer.get<BookingDto>(`/api/v1/bookings/${rows[0]!.id}`), 200, "Buchung lesen");
    expect(first).toMatchObject({ origin: "loan", paymentDate: "2025-02-01", amountCents: -83_333, counterpartyName: "Sparkasse Köln", text: "Rate Sparkasse Köln 02/2025" });
    // DOMAIN.md: month 1 is 333,33 € interest and 500,00 € principal.
    expect(first.lines.map((l) => ({ category: l.category, amountCents: l.amountCents, propertyId: l.propertyId, loanId: l.loanId }))).toEqual([
      { category: "loan_interest", amountCents: -33_333, propertyId, loanId: loan.id },
      { category: "loan_repayment", amountCents: -50_000, propertyId, loanId: loan.id },
    ]);
    // The second month's interest is on the lower balance: 199.500 € × 2 % / 12 = 332,50 €.
    const second = expectStatus(await team.as.viewer.get<BookingDto>(`/api/v1/bookings/${rows[1]!.id}`), 200, "Buchung lesen");
    expect(second.lines.map((l) => l.amountCents)).toEqual([-33_250, -50_083]);
  });

  it("creates nothing twice: a second run skips what is booked", async () => {
    setToday("2025-06-15");
    const loan = await createLoan(team.as.admin, propertyId);
    expect((await run(team.as.admin, loan.id)).body).toEqual({ created: 5, skipped: 0, removed: 0 });
    expect((await run(team.as.admin, loan.id)).body).toEqual({ created: 0, skipped: 5, removed: 0 });
    expect((await run(team.as.admin, loan.id, { until: "2025-08-31" })).body).toEqual({ created: 2, skipped: 5, removed: 0 });
    // Future instalments that still match the loan stay as they are.
    expect((await run(team.as.admin, loan.id)).body).toEqual({ created: 0, skipped: 5, removed: 0 });
    expect(await loanBookings(team.admin.workspaceId, loan.id)).toHaveLength(7);
  });

  it("books Sondertilgungen on their own date with one Tilgung line; zero lines are left out", async () => {
    setToday("2025-06-15");
    const loan = await createLoan(team.as.admin, propertyId, { interestRatePercent: "0", specialRepayments: [{ date: "2025-03-10", amountCents: 1_000_000 }] });
    expect((await run(team.as.admin, loan.id, { until: "2025-03-31" })).body).toEqual({ created: 3, skipped: 0, removed: 0 });
    const rows = await loanBookings(team.admin.workspaceId, loan.id);
    expect(rows.map((r) => [r.key, r.date, r.amount])).toEqual([
      [`loan:${loan.id}:2025-02`, "2025-02-01", -50_000],
      [`loan:${loan.id}:2025-03`, "2025-03-01", -50_000],
      [`loan:${loan.id}:special:2025-03-10`, "2025-03-10", -1_000_000],
    ]);
    const special = expectStatus(await team.as.admin.get<BookingDto>(`/api/v1/bookings/${rows[2]!.id}`), 200, "Buchung lesen");
    expect(special).toMatchObject({ text: "Sondertilgung Sparkasse Köln 10.03.2025", amountCents: -1_000_000 });
    expect(special.lines.map((l) => [l.category, l.amountCents])).toEqual([["loan_repayment", -1_000_000]]);
    // 0 % Sollzins: the instalment has no Schuldzinsen line.
    const instalment = expectStatus(await team.as.admin.get<BookingDto>(`/api/v1/bookings/${rows[0]!.id}`), 200, "Buchung lesen");
    expect(instalment.lines.map((l) => [l.category, l.amountCents])).toEqual([["loan_repayment", -50_000]]);
  });

  it("after a change of the loan books only future, unedited instalments anew", async () => {
    setToday("2025-06-15");
    const api = team.as.admin;
    const loan = await createLoan(api, propertyId);
    expect((await run(api, loan.id, { until: "2025-09-30" })).body).toEqual({ created: 8, skipped: 0, removed: 0 });
    const before = await loanBookings(team.admin.workspaceId, loan.id);
    // The August instalment is edited by hand: it stays as the user left it.
    const august = before.find((r) => r.date === "2025-08-01")!;
    const augustDto = expectStatus(await api.get<BookingDto>(`/api/v1/bookings/${august.id}`), 200, "Buchung lesen");
    const edited = { ...augustDto, text: "Rate August (geändert)", lines: augustDto.lines.map((l) => ({ propertyId: l.propertyId, loanId: l.loanId, category: l.category, amountCents: l.amountCents })) };
    expectStatus(await api.patch(`/api/v1/bookings/${august.id}`, { ...edited, receiptIds: [] }), 200, "Buchung ändern");

    // 3 % Sollzins from now on: a higher payment.
    expectStatus(await api.patch(`/api/v1/loans/${loan.id}`, { ...loanPayload({ interestRatePercent: "3" }), version: loan.version }), 200, "Darlehen ändern");
    expect((await run(api, loan.id, { until: "2025-09-30" })).body).toEqual({ created: 2, skipped: 6, removed: 2 });

    const after = await loanBookings(team.admin.workspaceId, loan.id);
    expect(after).toHaveLength(8);
    // Paid (up to today): unchanged, same ids.
    for (const date of ["2025-02-01", "2025-03-01", "2025-04-01", "2025-05-01", "2025-06-01"]) {
      const old = before.find((r) => r.date === date)!;
      expect(after.find((r) => r.date === date)).toEqual(old);
    }
    expect(after.find((r) => r.date === "2025-08-01")).toMatchObject({ id: august.id, version: 2, amount: -83_333 });
    // Future, unedited: booked anew with 200.000 € × (3 % + 3 %) / 12 = 1.000,00 €.
    for (const date of ["2025-07-01", "2025-09-01"]) {
      const row = after.find((r) => r.date === date)!;
      expect(row.amount).toBe(-100_000);
      expect(row.id).not.toBe(before.find((r) => r.date === date)!.id);
    }
    // The removal is in the audit trail of the old booking.
    const oldJuly = before.find((r) => r.date === "2025-07-01")!;
    const audit = expectStatus(await api.get<Array<{ action: string }>>(`/api/v1/bookings/${oldJuly.id}/audit`), 200, "Protokoll");
    expect(audit.map((a) => a.action)).toEqual(["delete", "create"]);
    // And the next run has nothing to do.
    expect((await run(api, loan.id, { until: "2025-09-30" })).body).toEqual({ created: 0, skipped: 8, removed: 0 });
  });

  it("five concurrent runs create each booking once, with gapless Belegnummern", async () => {
    setToday("2025-12-31");
    const user = await createUser(app);
    const pid = (await createProperty(user.api, { name: "Gleichzeitig" })).id;
    const loan = await createLoan(user.api, pid);
    const results = await Promise.all(Array.from({ length: 5 }, () => run(user.api, loan.id)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(results.reduce((sum, r) => sum + r.body.created, 0)).toBe(11);
    for (const r of results) expect(r.body.created + r.body.skipped).toBe(11);
    const rows = await loanBookings(user.workspaceId, loan.id);
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((r) => r.key)).size).toBe(11);
    expect(rows.map((r) => r.number).sort()).toEqual(Array.from({ length: 11 }, (_, i) => `2025-${String(i + 1).padStart(4, "0")}`));
  });

  it("skips months of a closed year", async () => {
    setToday("2024-03-15");
    const user = await createUser(app);
    const pid = (await createProperty(user.api, { name: "Festgeschrieben" })).id;
    const loan = await createLoan(user.api, pid, { disbursementDate: "2023-10-01", fixationEndDate: null });
    expectStatus(await user.api.post("/api/v1/closed-years", { year: 2023 }), 201, "Jahr festschreiben");
    expect((await run(user.api, loan.id)).body).toEqual({ created: 3, skipped: 2, removed: 0 });
    expect((await loanBookings(user.workspaceId, loan.id)).map((r) => r.date)).toEqual(["2024-01-01", "2024-02-01", "2024-03-01"]);
  });

  it("refuses a viewer (403), a stranger (404) and a bad date (400)", async () => {
    const loan = await createLoan(team.as.admin, propertyId);
    const viewer = await run(team.as.viewer, loan.id);
    expect(viewer.status).toBe(403);
    expect(viewer.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
    const stranger = await run(team.stranger.api, loan.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(messages.notFound("Die Finanzierung"));
    expect((await run(team.as.admin, "00000000-0000-0000-0000-000000000000")).status).toBe(404);
    const bad = await run(team.as.admin, loan.id, { until: "2025-02-30" });
    expect(bad.status).toBe(400);
    expect(await loanBookings(team.admin.workspaceId, loan.id)).toEqual([]);
  });
});
