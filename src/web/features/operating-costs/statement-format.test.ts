import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cents } from "@/core/money";
import { messages } from "@/shared/messages";
import { balanceOf, deadlineState, defaultPeriod, formatDecimalText, isLongPeriod, isShortPeriod, parseDecimalText, revisionText } from "./statement-format";

describe("formatDecimalText", () => {
  it("shows the API's decimal text German, digit for digit", () => {
    expect(formatDecimalText("7360")).toBe("7.360");
    expect(formatDecimalText("36500")).toBe("36.500");
    expect(formatDecimalText("0.3333")).toBe("0,3333");
    expect(formatDecimalText("23441.7")).toBe("23.441,7");
    expect(formatDecimalText("1234567.125")).toBe("1.234.567,125");
    expect(formatDecimalText("-12.5")).toBe("-12,5");
    expect(formatDecimalText("0")).toBe("0");
  });
});

describe("parseDecimalText", () => {
  it("reads German input into decimal text with a point", () => {
    expect(parseDecimalText("12.345,6")).toEqual({ ok: true, value: "12345.6" });
    expect(parseDecimalText("12345,6")).toEqual({ ok: true, value: "12345.6" });
    expect(parseDecimalText("0,125")).toEqual({ ok: true, value: "0.125" });
    expect(parseDecimalText(",5")).toEqual({ ok: true, value: "0.5" });
    expect(parseDecimalText("1.234")).toEqual({ ok: true, value: "1234" });
    expect(parseDecimalText("12.5")).toEqual({ ok: true, value: "12.5" });
    expect(parseDecimalText(" 125 ")).toEqual({ ok: true, value: "125" });
    expect(parseDecimalText("007,50")).toEqual({ ok: true, value: "7.5" });
  });

  it("refuses what the settings schema would refuse, with a German message", () => {
    expect(parseDecimalText("")).toEqual({ ok: false, message: messages.statementDecimalInvalid });
    expect(parseDecimalText("abc")).toEqual({ ok: false, message: messages.statementDecimalInvalid });
    expect(parseDecimalText("1,2,3")).toEqual({ ok: false, message: messages.statementDecimalInvalid });
    expect(parseDecimalText("12.34.5")).toEqual({ ok: false, message: messages.statementDecimalInvalid });
    expect(parseDecimalText("-3")).toEqual({ ok: false, message: messages.statementDecimalNegative });
    expect(parseDecimalText("0,12345")).toEqual({ ok: false, message: messages.statementDecimalDecimals });
    expect(parseDecimalText("1234567890123")).toEqual({ ok: false, message: messages.statementDecimalInvalid });
  });

  it("reads back what it shows (parse ∘ format = id)", () => {
    const decimalText = fc
      .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }))
      .map(([whole, part]) => (part === null ? `${whole}` : `${whole}.${String(part).padStart(4, "0").replace(/0+$/, "")}`));
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(parseDecimalText(formatDecimalText(text))).toEqual({ ok: true, value: text });
      }),
    );
  });
});

describe("periods and deadlines", () => {
  it("defaults to the calendar year before today", () => {
    expect(defaultPeriod("2026-11-24")).toEqual({ periodStart: "2025-01-01", periodEnd: "2025-12-31" });
  });

  it("knows a short and a long period", () => {
    expect(isShortPeriod("2025-01-01", "2025-12-31")).toBe(false);
    expect(isShortPeriod("2025-03-01", "2025-12-31")).toBe(true);
    expect(isShortPeriod("2025-07-01", "2026-06-30")).toBe(false);
    expect(isLongPeriod("2025-01-01", "2026-01-31")).toBe(true);
    expect(isLongPeriod("2025-01-01", "2025-12-31")).toBe(false);
  });

  it("marks the deadline from three months before it, and once passed", () => {
    expect(deadlineState("2026-12-31", "2026-09-29")).toBe("open");
    // 30.09.: nine months after the period, where the dashboard starts warning too (deadlineWarningFrom).
    expect(deadlineState("2026-12-31", "2026-09-30")).toBe("soon");
    expect(deadlineState("2026-12-31", "2026-10-01")).toBe("soon");
    expect(deadlineState("2026-12-31", "2026-12-31")).toBe("soon");
    expect(deadlineState("2026-12-31", "2027-01-01")).toBe("passed");
  });
});

describe("results", () => {
  it("names a balance: positive is a back-payment, negative a credit", () => {
    expect(balanceOf(cents(70_000))).toEqual({ label: "Nachzahlung", cents: 70_000 });
    expect(balanceOf(cents(-98_100))).toEqual({ label: "Guthaben", cents: 98_100 });
    expect(balanceOf(cents(0))).toEqual({ label: "Ausgeglichen", cents: 0 });
  });

  it("names a correction by the version it corrects", () => {
    expect(revisionText(1)).toBe("Version 1");
    expect(revisionText(3)).toBe("Korrektur von Version 2");
  });
});
