import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import type { RentRollCell } from "@/shared/rent-roll-types";
import { contractLabel, monthChoices, rentDefaults, rentRollWindow } from "./rent-assignment";

const NBSP = "\u00A0";
const cell = (month: string, openCents: number): RentRollCell => ({ month, dueDate: `${month}-03`, sollCents: cents(85_000), paidCents: cents(85_000 - openCents), openCents: cents(openCents), status: openCents > 0 ? "open" : "paid", daysOverdue: 0 });

describe("rent assignment", () => {
  it("the rent roll's range: eleven months back, two ahead, across year ends", () => {
    expect(rentRollWindow("2026-01-31")).toEqual({ from: "2025-02", to: "2026-03" });
  });

  it("a contract reads as tenant, property, unit and room", () => {
    expect(contractLabel({ tenantName: "Mia Berg", propertyName: "Lindenstraße 5", unitCode: "W01", roomCode: null })).toBe("Mia Berg · Lindenstraße 5 · W01");
    expect(contractLabel({ tenantName: "Tom", propertyName: "WG", unitCode: "W02", roomCode: "2" })).toBe("Tom · WG · W02 · Zimmer 2");
  });

  it("months: the oldest open first, then each running month with what is open; the proposal's month even outside", () => {
    expect(monthChoices({ cells: [null, cell("2026-01", 0), cell("2026-02", 85_000)] }, "2025-06")).toEqual([
      { value: "", label: "Älteste offene Miete zuerst" },
      { value: "2026-01", label: "Januar 2026 – bezahlt" },
      { value: "2026-02", label: `Februar 2026 – offen 850,00${NBSP}€` },
      { value: "2025-06", label: "Juni 2025" },
    ]);
    expect(monthChoices(undefined, null)).toHaveLength(1);
  });

  it("starts with the proposal's contract and month", () => {
    const proposal = { kind: "rent", contractId: "c1", tenantName: "Mia", unitLabel: "W01", rentMonth: "2026-02", openCents: cents(1), reason: "", basis: "iban" } as const;
    expect(rentDefaults(proposal)).toEqual({ contractId: "c1", rentMonth: "2026-02" });
    expect(rentDefaults({ ...proposal, rentMonth: null })).toEqual({ contractId: "c1", rentMonth: "" });
    expect(rentDefaults(null)).toEqual({ contractId: "", rentMonth: "" });
  });
});
