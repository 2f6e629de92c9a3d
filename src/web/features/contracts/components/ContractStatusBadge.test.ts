import { describe, expect, it } from "vitest";
import { contractStatusText } from "./ContractStatusBadge";

describe("contractStatusText: where a contract stands on a day", () => {
  const day = "2026-11-22";
  it.each([
    [{ startDate: "2027-01-01", endDate: null }, "ab 01.01.2027", "primary"],
    [{ startDate: "2024-01-01", endDate: "2026-11-21" }, "Beendet seit 21.11.2026", "neutral"],
    [{ startDate: "2024-01-01", endDate: "2026-11-22" }, "Aktiv bis 22.11.2026", "success"],
    [{ startDate: "2024-01-01", endDate: null }, "Aktiv", "success"],
  ] as const)("%o → %s", (contract, text, tone) => {
    expect(contractStatusText(contract, day)).toEqual({ text, tone });
  });
});
