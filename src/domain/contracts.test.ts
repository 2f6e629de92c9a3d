import { describe, expect, it } from "vitest";
import { contractPhase, isInForce, isVacant } from "./contracts";

describe("isInForce: start ≤ day ≤ end, both included, no end = open", () => {
  const limited = { startDate: "2026-04-01", endDate: "2027-03-31" };
  const open = { startDate: "2027-01-01", endDate: null };
  it.each([
    [limited, "2026-03-31", false, "future"],
    [limited, "2026-04-01", true, "current"],
    [limited, "2027-03-31", true, "current"],
    [limited, "2027-04-01", false, "ended"],
    [open, "2026-11-22", false, "future"],
    [open, "2027-01-01", true, "current"],
    [open, "2099-12-31", true, "current"],
  ] as const)("%o on %s → %s", (contract, day, inForce, phase) => {
    expect(isInForce(contract, day)).toBe(inForce);
    expect(contractPhase(contract, day)).toBe(phase);
  });
});

describe("isVacant", () => {
  it("counts a unit without a contract in force as vacant, a WG without let rooms too; owner-occupied never", () => {
    expect(isVacant({ usage: "rented" }, 0)).toBe(true);
    expect(isVacant({ usage: "shared_housing" }, 0)).toBe(true);
    expect(isVacant({ usage: "shared_housing" }, 2)).toBe(false);
    expect(isVacant({ usage: "vacant" }, 1)).toBe(false);
    expect(isVacant({ usage: "owner_occupied" }, 0)).toBe(false);
  });
});
