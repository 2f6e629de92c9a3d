import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import readExcelFile from "read-excel-file/node";
import { resetClock, setToday } from "@/core/dates";
import { balanceAt, loanMonthlyPayment } from "@/domain/loans";
import type { LoanDto, LoanOverviewDto } from "@/shared/loan-types";
import { loanInput, toAnnuityLoan, type LoanPayload } from "@/shared/schemas/loans";
import { messages } from "@/shared/messages";
import { insertProperty, loanPayload } from "../factories/loans";
import { addMember, client, createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { unzip } from "../helpers/unzip";

// GET /loans and its exports: the portfolio's loan overview (issue 10 item 7).

type User = Awaited<ReturnType<typeof createUser>>;

let app: TestApp;
let owner: User;
let viewer: User;
let stranger: User;
const TODAY = "2026-11-22";
const ws = () => ({ "x-workspace-id": owner.workspaceId });
/** 12345 → "123,45", as the CSV writes cents. */
const euro = (c: number) => `${Math.trunc(c / 100)},${String(c % 100).padStart(2, "0")}`;

/** The portfolio: five loans on three properties, one paid out only in 2027. */
const LOANS: Record<string, { property: "a" | "b" | "c"; payload: LoanPayload }> = {
  sparkasse: { property: "a", payload: loanPayload({ lender: "Sparkasse", fixationEndDate: "2028-06-01" }) },
  dkb: {
    property: "b",
    payload: loanPayload({ lender: "DKB", amountCents: 10_000_000, disbursementDate: "2024-01-01", interestRatePercent: "4", fixationEndDate: "2030-06-01" }),
  },
  commerz: {
    property: "a",
    payload: loanPayload({
      lender: "Commerzbank",
      amountCents: 15_000_000,
      interestRatePercent: "3.125",
      repaymentKind: "monthly_payment",
      initialRepaymentPercent: null,
      monthlyPaymentCents: 100_000,
      fixationEndDate: null,
    }),
  },
  future: {
    property: "b",
    payload: loanPayload({ lender: "Zukunftsbank", amountCents: 5_000_000, disbursementDate: "2027-03-01", interestRatePercent: "1.5", fixationEndDate: "2027-12-01" }),
  },
  allianz: {
    property: "c",
    payload: loanPayload({ lender: "Allianz", amountCents: 8_000_000, disbursementDate: "2023-05-15", interestRatePercent: "3.66", fixationEndDate: "2028-06-01" }),
  },
};
const ORDER = ["Zukunftsbank", "Allianz", "Sparkasse", "DKB", "Commerzbank"];
const names = { a: "Haus A", b: "Haus B", c: "=SUMME(1+1)" };
const propertyIds: Record<string, string> = {};
const loanIds: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  [owner, viewer, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  await addMember(app, owner, viewer, "viewer");
  for (const [key, name] of Object.entries(names)) propertyIds[key] = (await insertProperty(app, owner.workspaceId, name)).id;
  for (const [key, { property, payload }] of Object.entries(LOANS)) {
    const res = await owner.api.post<LoanDto>(`/api/v1/properties/${propertyIds[property]}/loans`, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    loanIds[key] = res.body.id;
  }
  // Another workspace's loan must never show up.
  const foreign = await insertProperty(app, stranger.workspaceId, "Fremdes Haus");
  expect((await stranger.api.post(`/api/v1/properties/${foreign.id}/loans`, loanPayload({ lender: "Fremdbank" }))).status).toBe(201);
});
afterAll(() => app.close());
afterEach(() => resetClock());

/** Today's debt and payment of the loans paid out, computed by the domain from the payloads. */
function expectedTotals() {
  const paidOut = Object.values(LOANS)
    .map((l) => l.payload)
    .filter((p) => p.disbursementDate <= TODAY);
  const domain = paidOut.map((p) => toAnnuityLoan(loanInput.parse(p)));
  const debts = domain.map((l) => balanceAt(l, TODAY));
  const debt = debts.reduce((s, d) => s + d, 0);
  // Σ debt × rate / Σ debt, exactly, rounded once to two decimals (decision 0007).
  const weighted = domain.reduce((s, l, i) => s + BigInt(debts[i]!) * BigInt(l.interestRate), 0n);
  const tenths = (weighted * 2n + BigInt(debt) * 10n) / (BigInt(debt) * 20n); // half up, in steps of 0,01 %
  return {
    debt,
    payment: domain.reduce((s, l) => s + loanMonthlyPayment(l), 0),
    average: (Number(tenths) / 100).toString(),
  };
}

describe("GET /loans", () => {
  it("lists every loan sorted by fixation end (none last), then lender, with totals over all pages", async () => {
    setToday(TODAY);
    const first = await owner.api.get<LoanOverviewDto>("/api/v1/loans?page=1&pageSize=2");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const pages = [first.body];
    for (const page of [2, 3]) pages.push((await owner.api.get<LoanOverviewDto>(`/api/v1/loans?page=${page}&pageSize=2`)).body);
    expect(pages.map((p) => p.items.map((i) => i.lender))).toEqual([ORDER.slice(0, 2), ORDER.slice(2, 4), ORDER.slice(4)]);
    expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([
      [5, 1, 2],
      [5, 2, 2],
      [5, 3, 2],
    ]);

    const expected = expectedTotals();
    for (const p of pages) {
      expect(p.totals).toEqual({
        loanCount: 5,
        disbursedCount: 4,
        totalRemainingDebtCents: expected.debt,
        totalMonthlyPaymentCents: expected.payment,
        averageInterestRate: expected.average,
        followUpDueSoonCount: 3,
        asOf: TODAY,
      });
    }
    // Debt-weighted, not a plain mean of the rates.
    expect(expected.average).not.toBe(((2 + 4 + 3.125 + 3.66) / 4).toFixed(2));

    const all = (await owner.api.get<LoanOverviewDto>("/api/v1/loans?pageSize=100")).body.items;
    const byLender = Object.fromEntries(all.map((i) => [i.lender, i]));
    expect(byLender["Sparkasse"]).toMatchObject({
      id: loanIds.sparkasse,
      property: { id: propertyIds.a, name: "Haus A" },
      amountCents: 20_000_000,
      disbursed: true,
      interestRatePercent: "2",
      monthlyPaymentCents: 83_333,
      currentMonthlyPaymentCents: 83_333,
      fixationEndDate: "2028-06-01",
      followUpDueSoon: true,
    });
    expect(byLender["Sparkasse"]!.balanceAtFixationEndCents).toBeGreaterThan(0);
    expect(byLender["Sparkasse"]!.remainingDebtCents).toBeGreaterThan(byLender["Sparkasse"]!.balanceAtFixationEndCents!);
    expect(byLender["DKB"]).toMatchObject({ interestRatePercent: "4", followUpDueSoon: false });
    expect(byLender["Commerzbank"]).toMatchObject({ fixationEndDate: null, balanceAtFixationEndCents: null, followUpDueSoon: false, monthlyPaymentCents: 100_000 });
    expect(byLender["Allianz"]).toMatchObject({ property: { id: propertyIds.c, name: "=SUMME(1+1)" }, interestRatePercent: "3.66" });
    // Paid out in March 2027: no debt and no payment today, though its Rate is known.
    expect(byLender["Zukunftsbank"]).toMatchObject({
      disbursed: false,
      disbursementDate: "2027-03-01",
      remainingDebtCents: 0,
      currentMonthlyPaymentCents: 0,
      followUpDueSoon: true,
    });
    expect(byLender["Zukunftsbank"]!.monthlyPaymentCents).toBe(Math.round((5_000_000 * 4.5) / 1200));
    expect(all.map((i) => i.lender)).not.toContain("Fremdbank");
  });

  it("the 24-month warning moves with the days, and the future loan counts once it is paid out", async () => {
    // Two years and a bit before: nothing ends within 24 months yet, except Zukunftsbank (not paid out).
    setToday("2026-05-31");
    let totals = (await owner.api.get<LoanOverviewDto>("/api/v1/loans")).body.totals;
    expect(totals.followUpDueSoonCount).toBe(1);
    setToday("2026-06-01");
    totals = (await owner.api.get<LoanOverviewDto>("/api/v1/loans")).body.totals;
    expect(totals.followUpDueSoonCount).toBe(3);
    // After its payout the future loan is debt and payment.
    setToday("2027-03-01");
    const after = (await owner.api.get<LoanOverviewDto>("/api/v1/loans?pageSize=100")).body;
    expect(after.totals.disbursedCount).toBe(5);
    const future = after.items.find((i) => i.lender === "Zukunftsbank")!;
    expect(future).toMatchObject({ disbursed: true, remainingDebtCents: 5_000_000, currentMonthlyPaymentCents: future.monthlyPaymentCents });
    expect(after.totals.totalMonthlyPaymentCents).toBe(after.items.reduce((s, i) => s + i.currentMonthlyPaymentCents, 0));
    expect(after.totals.totalRemainingDebtCents).toBe(after.items.reduce((s, i) => s + i.remainingDebtCents, 0));
  });

  it("a viewer reads it; another workspace sees only its own loans; bad pages are a German 400", async () => {
    setToday(TODAY);
    const asViewer = await client(app, viewer.cookie).get<LoanOverviewDto>("/api/v1/loans?pageSize=100", ws());
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.items.map((i) => i.lender)).toEqual(ORDER);

    const foreign = await stranger.api.get<LoanOverviewDto>("/api/v1/loans");
    expect(foreign.body.items.map((i) => i.lender)).toEqual(["Fremdbank"]);
    expect(foreign.body.totals.loanCount).toBe(1);

    for (const query of ["page=0", "pageSize=101", "page=abc"]) {
      const res = await owner.api.get(`/api/v1/loans?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(messages.invalidInput);
    }
    const beyond = await owner.api.get<LoanOverviewDto>("/api/v1/loans?page=9&pageSize=2");
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total).toBe(5);
  });

  it("an empty portfolio has no loans and empty totals", async () => {
    const lonely = await createUser(app);
    const res = await lonely.api.get<LoanOverviewDto>("/api/v1/loans");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(res.body.totals).toMatchObject({ loanCount: 0, totalRemainingDebtCents: 0, totalMonthlyPaymentCents: 0, averageInterestRate: null, followUpDueSoonCount: 0 });
  });
});

describe("GET /loans/export.csv|xlsx", () => {
  it("CSV: every loan in overview order, German numbers, BOM, formula-safe text, today's totals", async () => {
    setToday(TODAY);
    const res = await fetch(`${app.url}/api/v1/loans/export.csv`, { headers: { Cookie: viewer.cookie, ...ws() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Finanzierungen.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      "Immobilie;Bank;Auszahlung;Restschuld heute;Zinssatz (%);Monatsrate;Zinsbindung bis;Restschuld bei Zinsbindungsende;Anschlussfinanzierung in 24 Monaten",
    );
    expect(lines.slice(1, 6).map((l) => l.split(";")[1])).toEqual(ORDER);
    expect(lines[1]).toBe("Haus B;Zukunftsbank;01.03.2027;0,00;1,50;187,50;01.12.2027;" + lines[1]!.split(";")[7] + ";Ja");
    // A name starting with "=" stays text in Excel.
    expect(lines[2]!.startsWith("'=SUMME(1+1);Allianz;15.05.2023;")).toBe(true);
    expect(lines[5]).toMatch(/^Haus A;Commerzbank;01\.01\.2025;\d+,\d\d;3,125;1000,00;;;$/);
    const expected = expectedTotals();
    expect(lines[6]).toBe(`Gesamt heute;;;${euro(expected.debt)};${expected.average.replace(".", ",").padEnd(4, "0")};${euro(expected.payment)};;;3`);
    expect(lines[7]).toBe("");
    expect(lines).toHaveLength(8);
  });

  it("XLSX: the same rows with numbers, dates and percent cells; text never becomes a formula", async () => {
    setToday(TODAY);
    const res = await fetch(`${app.url}/api/v1/loans/export.xlsx`, { headers: { Cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Finanzierungen.xlsx"');
    const bytes = Buffer.from(await res.arrayBuffer());
    const sheets = await readExcelFile(bytes);
    expect(sheets.map((s) => s.sheet)).toEqual(["Finanzierungen"]);
    const rows = sheets[0]!.data;
    // The name starting with "=" is a text cell, and no cell of the file is a formula.
    expect(rows[2]![0]).toBe("=SUMME(1+1)");
    const worksheets = Object.entries(unzip(bytes)).filter(([name]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
    expect(worksheets.length).toBe(1);
    expect(worksheets.some(([, xml]) => /<f[\s>]/.test(xml))).toBe(false);
    // Zukunftsbank: paid out 01.03.2027, 1,5 % as the fraction 0.015 of a percent cell.
    expect(rows[1]!.slice(0, 6)).toEqual(["Haus B", "Zukunftsbank", new Date(Date.UTC(2027, 2, 1)), 0, 0.015, 187.5]);
    expect(rows[1]![6]).toEqual(new Date(Date.UTC(2027, 11, 1)));
    expect(rows[5]![4]).toBe(0.03125);
    const expected = expectedTotals();
    const total = rows[6]!;
    expect(total[0]).toBe("Gesamt heute");
    expect(typeof total[3]).toBe("number");
    expect(Math.round((total[3] as number) * 100)).toBe(expected.debt);
    expect(total[4]).toBeCloseTo(Number(expected.average) / 100, 12);
    expect(Math.round((total[5] as number) * 100)).toBe(expected.payment);
    expect(total[8]).toBe(3);
  });

  it("a stranger's export holds only their own loans", async () => {
    const res = await fetch(`${app.url}/api/v1/loans/export.csv`, { headers: { Cookie: stranger.cookie } });
    const lines = (await res.text()).split("\r\n");
    expect(lines.slice(1, -2).map((l) => l.split(";")[1])).toEqual(["Fremdbank"]);
  });
});
