import { describe, expect, it } from "vitest";
import { dateFieldText, dateFieldValue, dayAfterKey, monthWeeks, spokenDate } from "./calendar";

describe("date field value and text", () => {
  it.each<[string, string]>([
    ["1.4.26", "2026-04-01"],
    ["01.04.2026", "2026-04-01"],
    ["1.4.2026", "2026-04-01"],
    [" 01.04.26 ", "2026-04-01"],
    ["2026-04-01", "2026-04-01"],
    ["", ""],
    ["   ", ""],
    // Not a date: handed on as typed, for the form to refuse.
    ["04/01/2026", "04/01/2026"],
    ["31.4.2026", "31.4.2026"],
    ["1.4.", "1.4."],
  ])("%j → %j", (text, value) => {
    expect(dateFieldValue(text)).toBe(value);
  });

  it("shows a date as TT.MM.JJJJ and anything else as is", () => {
    expect(dateFieldText("2026-04-01")).toBe("01.04.2026");
    expect(dateFieldText("")).toBe("");
    expect(dateFieldText("1.4.")).toBe("1.4.");
  });
});

describe("month grid", () => {
  it("starts the week on Monday and pads with the neighbouring months' days as null", () => {
    // April 2026 starts on a Wednesday and ends on a Thursday.
    const weeks = monthWeeks("2026-04-17");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, "2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04", "2026-04-05"]);
    expect(weeks[4]).toEqual(["2026-04-27", "2026-04-28", "2026-04-29", "2026-04-30", null, null, null]);
  });

  it("a February starting on Monday fills exactly four weeks", () => {
    const weeks = monthWeeks("2027-02-01");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe("2027-02-01");
    expect(weeks[3]?.[6]).toBe("2027-02-28");
  });
});

describe("keys in the grid", () => {
  it.each<[string, boolean, string]>([
    ["ArrowLeft", false, "2026-03-31"],
    ["ArrowRight", false, "2026-04-02"],
    ["ArrowUp", false, "2026-03-25"],
    ["ArrowDown", false, "2026-04-08"],
    ["Home", false, "2026-03-30"],
    ["End", false, "2026-04-05"],
    ["PageUp", false, "2026-03-01"],
    ["PageDown", false, "2026-05-01"],
    ["PageUp", true, "2025-04-01"],
    ["PageDown", true, "2027-04-01"],
  ])("%s (Shift %s) from Wed 01.04.2026 → %s", (key, shift, expected) => {
    expect(dayAfterKey("2026-04-01", key, shift)).toBe(expected);
  });

  it("a month later clamps to the month's end; other keys are not the grid's", () => {
    expect(dayAfterKey("2026-01-31", "PageDown", false)).toBe("2026-02-28");
    expect(dayAfterKey("2026-04-01", "Enter", false)).toBeNull();
    expect(dayAfterKey("2026-04-01", "a", false)).toBeNull();
  });

  it("never leaves the allowed range", () => {
    expect(dayAfterKey("1900-01-01", "ArrowLeft", false)).toBe("1900-01-01");
    expect(dayAfterKey("2199-12-31", "PageDown", true)).toBe("2199-12-31");
  });
});

it("names a day in German for screen readers", () => {
  expect(spokenDate("2026-04-01")).toBe("Mittwoch, 1. April 2026");
  expect(spokenDate("2026-03-29")).toBe("Sonntag, 29. März 2026");
});
