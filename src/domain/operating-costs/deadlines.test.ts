import { describe, expect, it } from "vitest";
import { dueStatements, type KnownStatement } from "./deadlines";

const tenancy = (start: string, end: string | null = null) => ({ start, end });
const statement = (start: string, end: string, status: KnownStatement["status"], id = `s-${start}`): KnownStatement => ({ id, period: { start, end }, status });

describe("dueStatements", () => {
  it("lists the last two ended calendar years a tenant paid prepayments in, with deadline and warning", () => {
    // 10.10.2026: 2025 is due by 31.12.2026 and warned since 30.09.2026 (nine months after); 2024 has passed.
    const due = dueStatements({ tenancies: [tenancy("2020-01-01")], statements: [], today: "2026-10-10" });
    expect(due).toEqual([
      { period: { start: "2024-01-01", end: "2024-12-31" }, deadline: "2025-12-31", warnFrom: "2025-09-30", statement: null, warning: true, passed: true },
      { period: { start: "2025-01-01", end: "2025-12-31" }, deadline: "2026-12-31", warnFrom: "2026-09-30", statement: null, warning: true, passed: false },
    ]);
    // On 29.09.2026 the warning for 2025 has not started.
    expect(dueStatements({ tenancies: [tenancy("2025-06-01")], statements: [], today: "2026-09-29" })).toEqual([
      { period: { start: "2025-01-01", end: "2025-12-31" }, deadline: "2026-12-31", warnFrom: "2026-09-30", statement: null, warning: false, passed: false },
    ]);
  });

  it("a sent statement is done; a draft or finalised one is named with its status", () => {
    const due = dueStatements({
      tenancies: [tenancy("2020-01-01")],
      statements: [statement("2024-01-01", "2024-12-31", "sent"), statement("2025-01-01", "2025-12-31", "finalised", "s25")],
      today: "2026-11-01",
    });
    expect(due.map((d) => [d.period.start, d.statement])).toEqual([["2025-01-01", { id: "s25", status: "finalised" }]]);
  });

  it("follows the landlord's own period (July to June) and needs a tenancy in it", () => {
    const due = dueStatements({ tenancies: [tenancy("2024-08-01", "2025-03-31")], statements: [statement("2023-07-01", "2024-06-30", "sent")], today: "2026-08-15" });
    // 07/2025–06/2026 had no tenant; 07/2024–06/2025 did.
    expect(due.map((d) => [d.period, d.deadline])).toEqual([[{ start: "2024-07-01", end: "2025-06-30" }, "2026-06-30"]]);
    expect(dueStatements({ tenancies: [], statements: [], today: "2026-08-15" })).toEqual([]);
  });

  it("a period is only due once it has ended", () => {
    expect(dueStatements({ tenancies: [tenancy("2026-01-01")], statements: [], today: "2026-12-31" })).toEqual([]);
    expect(dueStatements({ tenancies: [tenancy("2026-01-01")], statements: [], today: "2027-01-01" }).map((d) => d.period.end)).toEqual(["2026-12-31"]);
  });
});
