import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { messages } from "@/shared/messages";
import { openingBalanceFormDefaults, openingBalanceResolver, openingMonthOptions, type OpeningBalanceFormValues } from "./opening-balance-form";

const resolve = (values: OpeningBalanceFormValues) => openingBalanceResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("opening balance form", () => {
  it("prefills the stored balance with its sign", () => {
    expect(openingBalanceFormDefaults({ month: "2025-06", cents: cents(-5050) })).toEqual({ month: "2025-06", amount: "-50,50" });
    expect(openingBalanceFormDefaults({ month: "2025-06", cents: cents(123456) })).toEqual({ month: "2025-06", amount: "1.234,56" });
    expect(openingBalanceFormDefaults(null)).toEqual({ month: "", amount: "" });
  });

  it("reads a negative amount as credit and a positive one as arrears, in cents", async () => {
    expect((await resolve({ month: "2025-06", amount: "-50,5" })).values).toMatchObject({ month: "2025-06", cents: -5050 });
    expect((await resolve({ month: "2025-06", amount: "1.200" })).values).toMatchObject({ month: "2025-06", cents: 120000 });
  });

  it("wants month and amount together", async () => {
    expect((await resolve({ month: "2025-06", amount: "" })).errors.amount?.message).toBe(messages.openingBalanceIncomplete);
    expect((await resolve({ month: "", amount: "10" })).errors.month?.message).toBe(messages.openingBalanceIncomplete);
    // Both empty would remove the balance; the dialog only sets one.
    expect((await resolve({ month: "", amount: "" })).errors.month?.message).toBe(messages.openingBalanceIncomplete);
    expect((await resolve({ month: "2025-06", amount: "1,234" })).errors.amount?.message).toMatch(/^Anfangssaldo: /);
  });

  it("offers the months from the contract's start to the current one, newest first", () => {
    expect(openingMonthOptions("2025-11-15", "2026-02")).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
  });
});
