import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import type { ErrorBody } from "@/shared/api-types";
import type { LoanDto, LoanScheduleDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import type { LoanBalancesDto } from "@/shared/report-types";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { loanPayload } from "../factories/loans";
import { createProperty } from "../factories/portfolio";

// The loans' Restschuld at each year's end (issue 15), today = 15.03.2026 (horizon 2066).
//
// Haus A, Bausparkasse: 30.000 € at 0 %, 1.000 € a month from 15.11.2024, a Sondertilgung of
// 2.000 € on 01.06.2025 (booked with the instalment of 15.06.2025):
//   end 2024: 30.000 − 2 × 1.000 = 28.000,00; end 2025: 28.000 − 12 × 1.000 − 2.000 = 14.000,00;
//   end 2026: 14.000 − 12 × 1.000 = 2.000,00; 15.01.2027 → 1.000, 15.02.2027 → 0 (repaid);
//   today (instalments Jan–Mar 2026): 14.000 − 3 × 1.000 = 11.000,00.
// Haus B, Sparkasse: the DOMAIN check loan (200.000 €, 2 % Sollzins, 3 % anfängliche Tilgung,
// 833,33 € a month) paid out on 01.12.2024, first instalment 01.01.2025:
//   end 2024: no instalment yet → the full 200.000,00;
//   end 2034: 120 instalments → 133.640,67 (the balance after ten years, tests/api/loans.test.ts);
//   repaid with instalment 307 on 01.07.2050, so the years run 2024–2050.
// Every other year is checked against the rows of GET /loans/:id/schedule.

let app: TestApp;
let team: Team;
let houseA: string;
let houseB: string;
let loanA: LoanDto;
let loanB: LoanDto;

const TODAY = "2026-03-15";

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  houseA = (await createProperty(team.as.editor, { name: "Haus A" })).id;
  houseB = (await createProperty(team.as.editor, { name: "Haus B" })).id;
  loanA = expectStatus(
    await team.as.editor.post<LoanDto>(
      `/api/v1/properties/${houseA}/loans`,
      loanPayload({
        lender: "Bausparkasse",
        amountCents: 3_000_000,
        disbursementDate: "2024-10-15",
        interestRatePercent: "0",
        repaymentKind: "monthly_payment",
        initialRepaymentPercent: null,
        monthlyPaymentCents: 100_000,
        fixationEndDate: null,
        specialRepayments: [{ date: "2025-06-01", amountCents: 200_000 }],
      }),
    ),
    201,
    "Darlehen A",
  );
  loanB = expectStatus(
    await team.as.editor.post<LoanDto>(`/api/v1/properties/${houseB}/loans`, loanPayload({ disbursementDate: "2024-12-01", fixationEndDate: "2034-12-01" })),
    201,
    "Darlehen B",
  );
});
afterAll(() => app.close());
beforeEach(() => setToday(TODAY));
afterEach(() => resetClock());

const balances = async (api: Api, query = "") => expectStatus(await api.get<LoanBalancesDto>(`/api/v1/reports/loan-balances${query}`), 200, "Restschuld");
const yearOf = (r: LoanBalancesDto, year: number) => r.years.find((y) => y.year === year)!;

/** A loan's balance at the end of `year` from its schedule: the last closing balance in or before the year; the amount between payout and first instalment; 0 before the payout. */
function yearEndFromSchedule(schedule: LoanScheduleDto, disbursementDate: string, year: number): number {
  if (year < Number(disbursementDate.slice(0, 4))) return 0;
  const last = schedule.rows.filter((row) => Number(row.date.slice(0, 4)) <= year).at(-1);
  return last ? last.closingBalanceCents : schedule.amountCents;
}

describe("GET /reports/loan-balances", () => {
  it("the portfolio: every year from the first payout until the last loan is repaid, per loan and summed, to the cent", async () => {
    const r = await balances(team.as.viewer);
    expect(r.propertyId).toBeNull();
    expect(r.years.map((y) => y.year)).toEqual(Array.from({ length: 27 }, (_, i) => 2024 + i));
    expect(r.horizonYear).toBe(2066);
    expect(r.cappedAtHorizon).toBe(false);
    expect(r.loans).toEqual([
      { id: loanA.id, propertyId: houseA, propertyName: "Haus A", lender: "Bausparkasse", amountCents: 3_000_000, disbursementDate: "2024-10-15", fixationEndDate: null, payoffDate: "2027-02-15" },
      { id: loanB.id, propertyId: houseB, propertyName: "Haus B", lender: "Sparkasse Köln", amountCents: 20_000_000, disbursementDate: "2024-12-01", fixationEndDate: "2034-12-01", payoffDate: "2050-07-01" },
    ]);

    // Hand-computed (see the top of the file).
    expect(r.years.slice(0, 4).map((y) => y.byLoan[loanA.id])).toEqual([2_800_000, 1_400_000, 200_000, 0]);
    expect(yearOf(r, 2024)).toEqual({ year: 2024, balanceCents: 2_800_000 + 20_000_000, byLoan: { [loanA.id]: 2_800_000, [loanB.id]: 20_000_000 } });
    expect(yearOf(r, 2034)).toEqual({ year: 2034, balanceCents: 13_364_067, byLoan: { [loanA.id]: 0, [loanB.id]: 13_364_067 } });
    expect(r.years.at(-1)).toEqual({ year: 2050, balanceCents: 0, byLoan: { [loanA.id]: 0, [loanB.id]: 0 } });

    // Every year against the schedules: per loan, and the sum of the loans' last closing balances.
    const schedules = await Promise.all([loanA, loanB].map(async (l) => expectStatus(await team.as.viewer.get<LoanScheduleDto>(`/api/v1/loans/${l.id}/schedule`), 200, "Tilgungsplan")));
    for (const y of r.years) {
      const expected = [loanA, loanB].map((l, i) => yearEndFromSchedule(schedules[i]!, l.disbursementDate, y.year));
      expect([y.byLoan[loanA.id], y.byLoan[loanB.id]], String(y.year)).toEqual(expected);
      expect(y.balanceCents, String(y.year)).toBe(expected[0]! + expected[1]!);
    }

    // Today as the loan overview counts it: A 11.000,00 after the March instalment, B after 15 instalments.
    const b = expectStatus(await team.as.viewer.get<LoanDto>(`/api/v1/loans/${loanB.id}`), 200, "Darlehen B");
    expect(b.summary.remainingDebtCents).toBe(schedules[1]!.rows[14]!.closingBalanceCents);
    expect(r.today).toEqual({ date: TODAY, balanceCents: 1_100_000 + b.summary.remainingDebtCents });
  });

  it("one property: only its loans and years", async () => {
    const r = await balances(team.as.viewer, `?propertyId=${houseA}`);
    expect(r.propertyId).toBe(houseA);
    expect(r.loans.map((l) => l.id)).toEqual([loanA.id]);
    expect(r.years).toEqual([
      { year: 2024, balanceCents: 2_800_000, byLoan: { [loanA.id]: 2_800_000 } },
      { year: 2025, balanceCents: 1_400_000, byLoan: { [loanA.id]: 1_400_000 } },
      { year: 2026, balanceCents: 200_000, byLoan: { [loanA.id]: 200_000 } },
      { year: 2027, balanceCents: 0, byLoan: { [loanA.id]: 0 } },
    ]);
    expect(r.today).toEqual({ date: TODAY, balanceCents: 1_100_000 });
  });

  it("a loan paid out later counts from its payout; one that outlives the horizon is cut at this year + 40", async () => {
    const other = await createTeam(app);
    const house = await createProperty(other.as.editor, { name: "Langläufer" });
    // 100.000 € at 5 %: 417 € a month barely beats the first month's interest (416,67 €), the plan never ends within 100 years.
    const slow = expectStatus(
      await other.as.editor.post<LoanDto>(
        `/api/v1/properties/${house.id}/loans`,
        loanPayload({ amountCents: 10_000_000, disbursementDate: "2027-05-10", interestRatePercent: "5", repaymentKind: "monthly_payment", initialRepaymentPercent: null, monthlyPaymentCents: 41_700, fixationEndDate: null }),
      ),
      201,
      "Langläufer",
    );
    const r = await balances(other.as.viewer);
    expect(r.loans).toMatchObject([{ id: slow.id, payoffDate: null }]);
    expect(r.years.map((y) => y.year)).toEqual(Array.from({ length: 2066 - 2027 + 1 }, (_, i) => 2027 + i));
    expect(r.cappedAtHorizon).toBe(true);
    // Not paid out today: no debt yet.
    expect(r.today.balanceCents).toBe(0);
    // 2027: instalments 10.06.–10.12. (7), each repaying a few cents more than the last.
    const schedule = expectStatus(await other.as.viewer.get<LoanScheduleDto>(`/api/v1/loans/${slow.id}/schedule`), 200, "Tilgungsplan");
    expect(yearOf(r, 2027).balanceCents).toBe(schedule.rows[6]!.closingBalanceCents);
    expect(schedule.rows[6]!.date).toBe("2027-12-10");
    expect(yearOf(r, 2066).balanceCents).toBe(yearEndFromSchedule(schedule, slow.disbursementDate, 2066));
  });

  it("no loans: no years, a friendly empty answer", async () => {
    const empty = await createTeam(app);
    expect(await balances(empty.as.viewer)).toEqual({ propertyId: null, years: [], loans: [], horizonYear: 2066, cappedAtHorizon: false, today: { date: TODAY, balanceCents: 0 } });
    const bare = await createProperty(team.as.editor, { name: "Ohne Darlehen" });
    expect(await balances(team.as.viewer, `?propertyId=${bare.id}`)).toMatchObject({ propertyId: bare.id, years: [], loans: [], today: { balanceCents: 0 } });
  });

  it("another workspace's property is 404; a malformed id is 400 with a German message", async () => {
    const other = await createTeam(app);
    const foreign = await createProperty(other.as.editor, { name: "Fremd" });
    const notFound = await team.as.viewer.get<ErrorBody>(`/api/v1/reports/loan-balances?propertyId=${foreign.id}`);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({ code: "not_found", message: messages.notFound("Die Immobilie") });

    const bad = await team.as.viewer.get<ErrorBody>("/api/v1/reports/loan-balances?propertyId=abc");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "bad_request", message: messages.invalidInput, details: { fields: [{ field: "propertyId", message: messages.selectProperty }] } });
  });
});
