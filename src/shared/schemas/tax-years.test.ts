import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { finaliseTaxYearInput, taxYearParams, taxYearVersionParams } from "./tax-years";

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("tax year path parameters", () => {
  it("a year of four digits between 2000 and 2100", () => {
    expect(taxYearParams.parse({ year: "2025" })).toEqual({ year: 2025 });
    expect(taxYearParams.parse({ year: "2100" })).toEqual({ year: 2100 });
    for (const year of ["1999", "2101", "abc", "", " 2025", "2025.0", "0x7E9", "1e3", "+2025", "-2025", "20250", undefined]) {
      expect(issues(taxYearParams.safeParse({ year })), String(year)).toEqual([["year", messages.reportYearInvalid]]);
    }
  });

  it("a version from 1 up to PostgreSQL integer", () => {
    expect(taxYearVersionParams.parse({ year: "2025", version: "1" })).toEqual({ year: 2025, version: 1 });
    expect(taxYearVersionParams.parse({ year: "2025", version: "2147483647" })).toEqual({ year: 2025, version: 2_147_483_647 });
    for (const version of ["0", "2147483648", "99999999999", "1.5", "-1", "x", ""]) {
      expect(issues(taxYearVersionParams.safeParse({ year: "2025", version })), version).toEqual([["version", messages.taxYearVersionInvalid]]);
    }
  });
});

describe("POST …/versions body", () => {
  it("sha256 is optional; when given, 64 lower-case hex characters", () => {
    expect(finaliseTaxYearInput.parse({})).toEqual({});
    expect(finaliseTaxYearInput.parse({ sha256: "0a".repeat(32) })).toEqual({ sha256: "0a".repeat(32) });
    for (const sha256 of ["0A".repeat(32), "0".repeat(63), "x".repeat(64), 42, null]) {
      expect(issues(finaliseTaxYearInput.safeParse({ sha256 })), String(sha256)).toEqual([["sha256", messages.taxYearSha256Invalid]]);
    }
  });
});
