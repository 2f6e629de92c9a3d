import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import readExcelFile from "read-excel-file/node";
import { eq } from "drizzle-orm";
import { loans, loanSpecialRepayments } from "@/server/db/schema";
import { resetClock, setToday } from "@/core/dates";
import type { FinancialMetricsDto, FinancingOverviewDto, LoanDto, LoanScheduleDto, PropertyLoansDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { insertProperty, loanPayload } from "../factories/loans";
import { addMember, client, createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

type User = Awaited<ReturnType<typeof createUser>>;

let app: TestApp;
let owner: User;
let editor: User;
let viewer: User;
let stranger: User;
let propertyId: string;
const ws = () => ({ "x-workspace-id": owner.workspaceId });
const as = (u: User) => client(app, u.cookie);

beforeAll(async () => {
  app = await startTestApp();
  [owner, editor, viewer, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app)]);
  await addMember(app, owner, editor, "editor");
  await addMember(app, owner, viewer, "viewer");
  propertyId = (await insertProperty(app, owner.workspaceId)).id;
});
afterAll(() => app.close());
afterEach(() => resetClock());

async function createLoan(body = loanPayload(), pid = propertyId, u: User = owner) {
  const res = await as(u).post<LoanDto>(`/api/v1/properties/${pid}/loans`, body, ws());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("create, read, edit, delete", () => {
  it("creates a loan with Sondertilgungen and lists it under the property", async () => {
    setToday("2025-06-15");
    const pid = (await insertProperty(app, owner.workspaceId, "Ringstraße 5")).id;
    const loan = await createLoan(
      loanPayload({ notes: "  Grundschuld 250.000 €  ", specialRepayments: [{ date: "2026-01-01", amountCents: 1_000_000 }] }),
      pid,
    );
    expect(loan).toMatchObject({
      version: 1,
      propertyId: pid,
      lender: "Sparkasse Köln",
      amountCents: 20_000_000,
      interestRatePercent: "2",
      repaymentKind: "initial_rate",
      initialRepaymentPercent: "3",
      monthlyPaymentCents: null,
      fixationEndDate: "2035-01-01",
      notes: "Grundschuld 250.000 €",
      specialRepayments: [{ date: "2026-01-01", amountCents: 1_000_000 }],
    });
    expect(loan.summary.monthlyPaymentCents).toBe(83_333);

    const list = await owner.api.get<PropertyLoansDto>(`/api/v1/properties/${pid}/loans`);
    expect(list.status).toBe(200);
    expect(list.body.property).toEqual({ id: pid, name: "Ringstraße 5" });
    expect(list.body.items.map((l) => l.id)).toEqual([loan.id]);

    const one = await owner.api.get<LoanDto>(`/api/v1/loans/${loan.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(loan);
  });

  it("edits with the version read: Sondertilgungen are replaced as a set; a stale version is a 409", async () => {
    const loan = await createLoan(loanPayload({ specialRepayments: [{ date: "2026-01-01", amountCents: 500_000 }, { date: "2027-01-01", amountCents: 500_000 }] }));
    const edit = await owner.api.patch<LoanDto>(`/api/v1/loans/${loan.id}`, {
      ...loanPayload({
        lender: "DKB",
        repaymentKind: "monthly_payment",
        initialRepaymentPercent: 3,
        monthlyPaymentCents: 100_000,
        interestRatePercent: 3.875,
        specialRepayments: [{ date: "2028-03-01", amountCents: 250_000 }],
      }),
      version: 1,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body).toMatchObject({
      version: 2,
      lender: "DKB",
      repaymentKind: "monthly_payment",
      // Only the field of the chosen kind is kept.
      initialRepaymentPercent: null,
      monthlyPaymentCents: 100_000,
      interestRatePercent: "3.875",
      specialRepayments: [{ date: "2028-03-01", amountCents: 250_000 }],
    });
    expect(edit.body.summary.monthlyPaymentCents).toBe(100_000);
    const stored = await app.database.db.select().from(loanSpecialRepayments).where(eq(loanSpecialRepayments.loanId, loan.id));
    expect(stored.map((s) => s.amountCents)).toEqual([250_000]);

    const stale = await owner.api.patch(`/api/v1/loans/${loan.id}`, { ...loanPayload(), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.staleRecord);
    expect(stale.body.code).toBe("stale");
    expect((await owner.api.get<LoanDto>(`/api/v1/loans/${loan.id}`)).body.lender).toBe("DKB");
  });

  it("deletes permanently, with its Sondertilgungen", async () => {
    const loan = await createLoan(loanPayload({ specialRepayments: [{ date: "2026-01-01", amountCents: 500_000 }] }));
    expect((await owner.api.delete(`/api/v1/loans/${loan.id}`)).status).toBe(204);
    expect((await owner.api.get(`/api/v1/loans/${loan.id}`)).status).toBe(404);
    expect((await owner.api.delete(`/api/v1/loans/${loan.id}`)).status).toBe(404);
    const stored = await app.database.db.select().from(loanSpecialRepayments).where(eq(loanSpecialRepayments.loanId, loan.id));
    expect(stored).toEqual([]);
  });

  it("bad input is a German 400 listing the fields", async () => {
    const res = await owner.api.post(`/api/v1/properties/${propertyId}/loans`, {
      ...loanPayload(),
      lender: " ",
      amountCents: 0,
      interestRatePercent: 60,
      disbursementDate: "2025-02-30",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Bitte überprüfe Deine Eingaben.");
    const fields = Object.fromEntries(res.body.details.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(fields).toEqual({
      lender: "Bitte den Darlehensgeber angeben.",
      amountCents: "Der Darlehensbetrag muss größer als 0 sein",
      interestRatePercent: "Der Sollzins muss zwischen 0 und 50 % liegen",
      disbursementDate: "Bitte das Auszahlungsdatum angeben.",
    });
  });

  it("cross-field rules: payment must cover the interest, dates after the payout, the kind's field is required", async () => {
    const post = (body: unknown) => owner.api.post(`/api/v1/properties/${propertyId}/loans`, body);
    const fieldsOf = (res: { body: any }) => Object.fromEntries(res.body.details.fields.map((f: { field: string; message: string }) => [f.field, f.message]));

    const tooLow = await post(loanPayload({ repaymentKind: "monthly_payment", monthlyPaymentCents: 30_000 }));
    expect(tooLow.status).toBe(400);
    expect(fieldsOf(tooLow)).toEqual({ monthlyPaymentCents: "Die Rate deckt die Zinsen nicht – das Darlehen würde nie getilgt" });

    const dates = await post(loanPayload({ fixationEndDate: "2024-12-31", specialRepayments: [{ date: "2024-06-01", amountCents: 100 }] }));
    expect(fieldsOf(dates)).toEqual({
      fixationEndDate: "Das Ende der Zinsbindung muss nach der Auszahlung liegen.",
      "specialRepayments.0.date": "Die Sondertilgung muss nach der Auszahlung liegen.",
    });

    const missing = await post(loanPayload({ initialRepaymentPercent: null }));
    expect(fieldsOf(missing)).toEqual({ initialRepaymentPercent: "Die anfängliche Tilgung muss größer als 0 und höchstens 50 % sein" });

    const decimals = await post(loanPayload({ interestRatePercent: 2.1234 }));
    expect(fieldsOf(decimals)).toEqual({ interestRatePercent: "Bitte höchstens drei Nachkommastellen angeben." });
    const decimalText = await post(loanPayload({ interestRatePercent: "2.1234", initialRepaymentPercent: "drei" }));
    expect(fieldsOf(decimalText)).toEqual({
      interestRatePercent: "Bitte höchstens drei Nachkommastellen angeben.",
      initialRepaymentPercent: "Die anfängliche Tilgung muss größer als 0 und höchstens 50 % sein",
    });

    expect((await owner.api.patch(`/api/v1/loans/${crypto.randomUUID()}`, loanPayload())).status).toBe(400); // version missing
  });
});

describe("exact rates (issue 10 item 3)", () => {
  it("stores rates as thousandths of a percent and computes the payment without float error", async () => {
    // 159.000 € × (7,612 % + 9,95 %) / 12 = 2.326,965 € → 2.326,97 € (floats gave 2.326,96 €).
    const loan = await createLoan(loanPayload({ amountCents: 15_900_000, interestRatePercent: "7.612", initialRepaymentPercent: 9.95, fixationEndDate: null }));
    expect(loan).toMatchObject({ interestRatePercent: "7.612", initialRepaymentPercent: "9.95" });
    expect(loan.summary.monthlyPaymentCents).toBe(232_697);
    const [row] = await app.database.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row).toMatchObject({ interestRateMilli: 7612, initialRepaymentMilli: 9950 });
    // 51.000 € × (0,57 % + 1 %) / 12 = 66,725 € → 66,73 €.
    const small = await createLoan(loanPayload({ amountCents: 5_100_000, interestRatePercent: "0.57", initialRepaymentPercent: "1", fixationEndDate: null }));
    expect(small.summary.monthlyPaymentCents).toBe(6_673);
    await owner.api.delete(`/api/v1/loans/${loan.id}`);
    await owner.api.delete(`/api/v1/loans/${small.id}`);
  });

  it("estimates the portfolio's interest with the exact weighted rate", async () => {
    const other = await createUser(app);
    const pid = (await insertProperty(app, other.workspaceId, "Zinshaus")).id;
    setToday("2025-01-15");
    // No payment yet on 15.01.: the balances are the amounts.
    const post = (amountCents: number, interestRatePercent: string) =>
      other.api.post(`/api/v1/properties/${pid}/loans`, loanPayload({ amountCents, interestRatePercent, fixationEndDate: null }));
    expect((await post(29_161_275, "7.5")).status).toBe(201);
    expect((await post(5_763_125, "3.66")).status).toBe(201);
    const res = await other.api.get<FinancialMetricsDto>(`/api/v1/properties/${pid}/financing-metrics`);
    // (291.612,75 € × 7,5 % + 57.631,25 € × 3,66 %) / 12 = 1.998,355 € → 1.998,36 €.
    expect(res.body).toMatchObject({ totalRemainingDebt: 34_924_400, estimatedMonthlyInterest: 199_836, averageInterestRate: "6.87" });
  });
});

describe("a loan paid out in the future (issue 10 item 8)", () => {
  it("counts neither as debt nor as payment until its payout", async () => {
    const other = await createUser(app);
    const pid = (await insertProperty(app, other.workspaceId, "Neubau")).id;
    setToday("2026-11-22");
    const post = (body: ReturnType<typeof loanPayload>) => other.api.post<LoanDto>(`/api/v1/properties/${pid}/loans`, body);
    expect((await post(loanPayload({ lender: "Heute", disbursementDate: "2025-01-01" }))).status).toBe(201);
    const future = await post(loanPayload({ lender: "Später", amountCents: 10_000_000, interestRatePercent: "4", disbursementDate: "2027-04-01", fixationEndDate: "2030-01-01" }));
    expect(future.status).toBe(201);
    expect(future.body.summary).toMatchObject({ disbursed: false, remainingDebtCents: 0, currentMonthlyPaymentCents: 0, monthlyPaymentCents: 58_333 });

    const metrics = (await other.api.get<FinancialMetricsDto>(`/api/v1/properties/${pid}/financing-metrics`)).body;
    expect(metrics).toMatchObject({ loanCount: 2, totalMonthlyPayment: 83_333, totalOriginalLoanAmount: 20_000_000, averageInterestRate: "2", nextRenewalDate: "2035-01-01" });
    const overview = (await other.api.get<FinancingOverviewDto>("/api/v1/financing/overview")).body;
    expect(overview).toMatchObject({ loanCount: 2, totalMonthlyPayment: 83_333, totalOriginalLoanAmount: 20_000_000, nextRenewal: { lender: "Heute" } });
    expect(overview.totalRemainingDebt).toBe(metrics.totalRemainingDebt);

    // From the payout on, it counts.
    setToday("2027-04-01");
    const later = (await other.api.get<FinancialMetricsDto>(`/api/v1/properties/${pid}/financing-metrics`)).body;
    expect(later).toMatchObject({ totalMonthlyPayment: 83_333 + 58_333, totalOriginalLoanAmount: 30_000_000, nextRenewalDate: "2030-01-01" });
    expect((await other.api.get<LoanDto>(`/api/v1/loans/${future.body.id}`)).body.summary).toMatchObject({ disbursed: true, remainingDebtCents: 10_000_000 });
  });
});

describe("roles and workspaces", () => {
  it("editor writes; viewer reads only (403 on every write)", async () => {
    const loan = await createLoan(loanPayload({ lender: "Editor-Bank" }), propertyId, editor);
    const edited = await as(editor).patch<LoanDto>(`/api/v1/loans/${loan.id}`, { ...loanPayload({ lender: "Editor-Bank 2" }), version: 1 }, ws());
    expect(edited.status).toBe(200);

    expect((await as(viewer).get(`/api/v1/properties/${propertyId}/loans`, ws())).status).toBe(200);
    expect((await as(viewer).get(`/api/v1/loans/${loan.id}`, ws())).status).toBe(200);
    expect((await as(viewer).get(`/api/v1/loans/${loan.id}/schedule`, ws())).status).toBe(200);
    expect((await as(viewer).get(`/api/v1/loans/${loan.id}/schedule.csv`, ws())).status).toBe(200);
    expect((await as(viewer).get(`/api/v1/properties/${propertyId}/financing-metrics`, ws())).status).toBe(200);
    expect((await as(viewer).get(`/api/v1/financing/overview`, ws())).status).toBe(200);

    const create = await as(viewer).post(`/api/v1/properties/${propertyId}/loans`, loanPayload(), ws());
    expect(create.status).toBe(403);
    expect(create.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
    expect((await as(viewer).patch(`/api/v1/loans/${loan.id}`, { ...loanPayload(), version: 2 }, ws())).status).toBe(403);
    expect((await as(viewer).delete(`/api/v1/loans/${loan.id}`, ws())).status).toBe(403);

    expect((await as(editor).delete(`/api/v1/loans/${loan.id}`, ws())).status).toBe(204);
  });

  it("another workspace's property or loan is a 404 that reveals nothing", async () => {
    const loan = await createLoan(loanPayload({ lender: "Geheime Bank" }));
    const paths = [
      `/api/v1/properties/${propertyId}/loans`,
      `/api/v1/properties/${propertyId}/financing-metrics`,
      `/api/v1/loans/${loan.id}`,
      `/api/v1/loans/${loan.id}/schedule`,
      `/api/v1/loans/${loan.id}/schedule.csv`,
      `/api/v1/loans/${loan.id}/schedule.xlsx`,
    ];
    for (const path of paths) {
      const res = await stranger.api.get(path);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Geheime Bank");
    }
    expect((await stranger.api.post(`/api/v1/properties/${propertyId}/loans`, loanPayload())).status).toBe(404);
    expect((await stranger.api.patch(`/api/v1/loans/${loan.id}`, { ...loanPayload(), version: 1 })).status).toBe(404);
    expect((await stranger.api.delete(`/api/v1/loans/${loan.id}`)).status).toBe(404);
    // Naming the foreign workspace does not help either.
    expect((await stranger.api.get(`/api/v1/loans/${loan.id}`, ws())).status).toBe(404);
    // The stranger's own overview does not count the owner's loans.
    expect((await stranger.api.get<FinancingOverviewDto>("/api/v1/financing/overview")).body.loanCount).toBe(0);
    // Malformed ids are a 404, not a database error.
    expect((await owner.api.get("/api/v1/loans/kein-uuid")).status).toBe(404);
    expect((await owner.api.get("/api/v1/properties/kein-uuid/loans")).status).toBe(404);
    // Every loan route checks its path id the same way (idParam), writes included.
    for (const path of ["/api/v1/loans/kein-uuid/schedule", "/api/v1/loans/kein-uuid/schedule.csv", "/api/v1/properties/kein-uuid/financing-metrics"]) {
      expect((await owner.api.get(path)).status, path).toBe(404);
    }
    expect((await owner.api.post("/api/v1/properties/kein-uuid/loans", loanPayload())).status).toBe(404);
    expect((await owner.api.patch("/api/v1/loans/kein-uuid", { ...loanPayload(), version: 1 })).body.message).toBe("Die Finanzierung wurde nicht gefunden.");
    expect((await owner.api.delete("/api/v1/loans/kein-uuid")).status).toBe(404);
    expect((await owner.api.get(`/api/v1/loans/${loan.id}`)).status).toBe(200);
  });

  it("requires a session", async () => {
    expect((await client(app).get(`/api/v1/properties/${propertyId}/loans`)).status).toBe(401);
  });
});

describe("financing card metrics (DOMAIN.md check value)", () => {
  let pid: string;
  let loanId: string;
  const metrics = async () => {
    const res = await owner.api.get<FinancialMetricsDto>(`/api/v1/properties/${pid}/financing-metrics`);
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    pid = (await insertProperty(app, owner.workspaceId, "Prüfobjekt")).id;
  });

  it("without loans: no financing data", async () => {
    expect(await metrics()).toMatchObject({
      hasFinancingData: false,
      totalMonthlyPayment: 0,
      totalRemainingDebt: 0,
      totalOriginalLoanAmount: 0,
      averageInterestRate: null,
      nextRenewalDate: null,
      nextRenewalYears: null,
      loanCount: 0,
    });
  });

  it("200.000 € at 2 % + 3 %: 833,33 € per month, month 1 = 333,33 € interest + 500,00 € principal", async () => {
    setToday("2025-01-15");
    loanId = (await createLoan(loanPayload(), pid)).id;
    expect(await metrics()).toEqual({
      hasFinancingData: true,
      totalMonthlyPayment: 83_333,
      totalRemainingDebt: 20_000_000,
      totalOriginalLoanAmount: 20_000_000,
      averageInterestRate: "2",
      nextRenewalDate: "2035-01-01",
      nextRenewalYears: 9.9,
      estimatedMonthlyInterest: 33_333,
      estimatedMonthlyPrincipal: 50_000,
      loanCount: 1,
      asOf: "2025-01-15",
    });
    const schedule = (await owner.api.get<LoanScheduleDto>(`/api/v1/loans/${loanId}/schedule`)).body;
    expect(schedule.monthlyPaymentCents).toBe(83_333);
    expect(schedule.rows[0]).toEqual({
      month: 1,
      date: "2025-02-01",
      openingBalanceCents: 20_000_000,
      interestCents: 33_333,
      principalCents: 50_000,
      paymentCents: 83_333,
      specialRepaymentCents: 0,
      closingBalanceCents: 19_950_000,
    });
  });

  it("after 120 months the remaining debt is 133.640,67 € – also the balance at the fixation end", async () => {
    setToday("2035-01-01");
    const m = await metrics();
    expect(m.totalRemainingDebt).toBe(13_364_067);
    // SPEC §9: interest = debt × rate / 12 = 222,73 €, principal = 833,33 − 222,73 = 610,60 €.
    expect(m.estimatedMonthlyInterest).toBe(22_273);
    expect(m.estimatedMonthlyPrincipal).toBe(61_060);
    expect(m.nextRenewalDate).toBe("2035-01-01");
    expect(m.nextRenewalYears).toBe(0);

    const schedule = (await owner.api.get<LoanScheduleDto>(`/api/v1/loans/${loanId}/schedule`)).body;
    expect(schedule.rows[119]?.closingBalanceCents).toBe(13_364_067);
    expect(schedule.balanceAtFixationEndCents).toBe(13_364_067);
    expect(schedule.paidOff).toBe(true);
    expect(schedule.rows).toHaveLength(307);
    const loan = (await owner.api.get<LoanDto>(`/api/v1/loans/${loanId}`)).body;
    expect(loan.summary).toMatchObject({ remainingDebtCents: 13_364_067, balanceAtFixationEndCents: 13_364_067, fixationYearsLeft: 0, termMonths: 307 });
  });

  it("after the fixation end there is no next renewal; a repaid loan costs nothing per month", async () => {
    setToday("2035-02-01");
    expect(await metrics()).toMatchObject({ nextRenewalDate: null, nextRenewalYears: null, totalMonthlyPayment: 83_333 });
    setToday("2060-01-01");
    expect(await metrics()).toMatchObject({
      hasFinancingData: true,
      totalRemainingDebt: 0,
      totalMonthlyPayment: 0,
      estimatedMonthlyInterest: 0,
      estimatedMonthlyPrincipal: 0,
      averageInterestRate: "2",
    });
  });

  it("a Sondertilgung lowers the balance on its payment date and shortens the term", async () => {
    const special = await createLoan(loanPayload({ specialRepayments: [{ date: "2026-01-01", amountCents: 1_000_000 }] }), pid);
    const schedule = (await owner.api.get<LoanScheduleDto>(`/api/v1/loans/${special.id}/schedule`)).body;
    const jan2026 = schedule.rows.find((r) => r.date === "2026-01-01")!;
    expect(jan2026.specialRepaymentCents).toBe(1_000_000);
    expect(jan2026.closingBalanceCents).toBe(jan2026.openingBalanceCents - jan2026.principalCents - 1_000_000);
    expect(schedule.rows.length).toBeLessThan(307);
    expect(schedule.totalPrincipalCents + schedule.totalSpecialRepaymentsCents).toBe(20_000_000);
    await owner.api.delete(`/api/v1/loans/${special.id}`);
  });
});

describe("portfolio overview", () => {
  it("sums all properties, weights the rate by remaining debt and names the next fixation end", async () => {
    const other = await createUser(app);
    const a = await insertProperty(app, other.workspaceId, "Haus A");
    const b = await insertProperty(app, other.workspaceId, "Haus B");
    setToday("2025-01-15");
    const post = (pid: string, body: ReturnType<typeof loanPayload>) => other.api.post(`/api/v1/properties/${pid}/loans`, body);
    expect((await post(a.id, loanPayload({ lender: "Bank A", fixationEndDate: "2031-03-01" }))).status).toBe(201);
    expect(
      (await post(b.id, loanPayload({ lender: "Bank B", amountCents: 10_000_000, interestRatePercent: 4, fixationEndDate: "2030-06-01" }))).status,
    ).toBe(201);
    const res = await other.api.get<FinancingOverviewDto>("/api/v1/financing/overview");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hasFinancingData: true,
      loanCount: 2,
      propertyCount: 2,
      totalRemainingDebt: 30_000_000,
      totalOriginalLoanAmount: 30_000_000,
      // 100.000 € × (4 % + 3 %) / 12 = 583,33 €
      totalMonthlyPayment: 83_333 + 58_333,
      // (2 × 200.000 + 4 × 100.000) / 300.000 = 2,67 %
      averageInterestRate: "2.67",
      nextRenewalDate: "2030-06-01",
      nextRenewal: { date: "2030-06-01", propertyId: b.id, propertyName: "Haus B", lender: "Bank B" },
    });
  });
});

describe("schedule export", () => {
  it("CSV: semicolons, decimal comma, UTF-8 BOM, German file name", async () => {
    const loan = await createLoan(loanPayload({ lender: "Sparkasse Köln/Bonn" }));
    const res = await fetch(`${app.url}/api/v1/loans/${loan.id}/schedule.csv`, { headers: { Cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toContain('filename="Tilgungsplan-Sparkasse-Koeln-Bonn.csv"');
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe("Tilgungsplan-Sparkasse-Köln-Bonn.csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("Monat;Datum;Restschuld Monatsanfang;Zinsen;Tilgung;Rate;Sondertilgung;Restschuld Monatsende");
    expect(lines[1]).toBe("1;01.02.2025;200000,00;333,33;500,00;833,33;0,00;199500,00");
    expect(lines[120]).toMatch(/^120;01\.01\.2035;.*;133640,67$/);
    // The Summe row sums the flows; the balance column stays empty, as in the XLSX.
    expect(lines[308]).toMatch(/^Summe;;;\d+,\d\d;200000,00;\d+,\d\d;0,00;$/);
    const cells = lines.slice(1, 308).map((l) => l.split(";"));
    const columnSum = (col: number) => cells.reduce((sum, c) => sum + Math.round(Number(c[col]!.replace(",", ".")) * 100), 0);
    const total = lines[308]!.split(";");
    expect(total.slice(3, 7).map((v) => Math.round(Number(v.replace(",", ".")) * 100))).toEqual([3, 4, 5, 6].map(columnSum));
    expect(lines[309]).toBe("");
  });

  it("XLSX: numbers and dates as cells, the Summe row holding its column's sums as values", async () => {
    const loan = await createLoan(loanPayload({ lender: "DKB" }));
    const res = await fetch(`${app.url}/api/v1/loans/${loan.id}/schedule.xlsx`, { headers: { Cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toContain('filename="Tilgungsplan-DKB.xlsx"');
    const sheets = await readExcelFile(Buffer.from(await res.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(["Tilgungsplan"]);
    const rows = sheets[0]!.data;
    expect(rows[0]).toEqual(["Monat", "Datum", "Restschuld Monatsanfang", "Zinsen", "Tilgung", "Rate", "Sondertilgung", "Restschuld Monatsende"]);
    // Month 1 on 01.02.2025: 333,33 € interest, 500,00 € principal.
    expect(rows[1]).toEqual([1, new Date(Date.UTC(2025, 1, 1)), 200_000, 333.33, 500, 833.33, 0, 199_500]);
    expect(rows[120]![7]).toBe(133_640.67);
    // Readers that do not recalculate (previewers, pandas, read-excel-file) see each Summe
    // cell's value: the sum of its column.
    const centsOf = (value: unknown) => {
      expect(typeof value).toBe("number");
      return Math.round((value as number) * 100);
    };
    const total = rows[308]!;
    expect(total[0]).toBe("Summe");
    for (const col of [3, 4, 5, 6]) {
      const sum = rows.slice(1, 308).reduce((acc, row) => acc + centsOf(row[col]), 0);
      expect(centsOf(total[col]), String(col)).toBe(sum);
    }
    expect(centsOf(total[4])).toBe(20_000_000);
    expect(total[7]).toBeNull();
    expect(rows).toHaveLength(309);
  });
});
