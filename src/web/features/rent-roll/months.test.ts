import { afterEach, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { addMonthsTo, formatMonth, formatMonthLong, lastTwelveMonths, shiftRange } from "./months";

afterEach(resetClock);

describe("rent roll months", () => {
  it("formats short and long", () => {
    expect(formatMonth("2026-01")).toBe("Jan. 2026");
    expect(formatMonth("2026-05")).toBe("Mai 2026");
    expect(formatMonth("2025-09")).toBe("Sept. 2025");
    expect(formatMonthLong("2026-03")).toBe("März 2026");
  });

  it("adds months across years", () => {
    expect(addMonthsTo("2026-01", -1)).toBe("2025-12");
    expect(addMonthsTo("2025-12", 1)).toBe("2026-01");
    expect(addMonthsTo("2026-03", -11)).toBe("2025-04");
    expect(addMonthsTo("2026-03", 24)).toBe("2028-03");
  });

  it("defaults to the last twelve months up to the current one and shifts by years", () => {
    setToday("2026-02-10");
    expect(lastTwelveMonths()).toEqual({ from: "2025-03", to: "2026-02" });
    expect(shiftRange({ from: "2025-03", to: "2026-02" }, -1)).toEqual({ from: "2024-03", to: "2025-02" });
  });
});
