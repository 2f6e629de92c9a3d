import { describe, expect, it } from "vitest";
import { rentStepInForce } from "./rent";

describe("rentStepInForce", () => {
  // The contract's own rent from its start, then two changes; given unsorted on purpose.
  const steps = [
    { validFrom: "2026-06-01", cold: 60_000 },
    { validFrom: "2024-01-01", cold: 50_000 },
    { validFrom: "2027-01-01", cold: 65_000 },
  ];
  const on = (day: string) => rentStepInForce(steps, day).cold;

  it("takes the latest step from on or before the day", () => {
    expect(on("2026-05-31")).toBe(50_000);
    expect(on("2026-06-01")).toBe(60_000);
    expect(on("2026-12-31")).toBe(60_000);
    expect(on("2027-01-01")).toBe(65_000);
    expect(on("2040-01-01")).toBe(65_000);
  });

  it("before the start, the contract's own rent (the earliest step)", () => {
    expect(on("2023-12-31")).toBe(50_000);
  });

  it("refuses an empty history", () => {
    expect(() => rentStepInForce([], "2026-01-01")).toThrow(RangeError);
  });
});
