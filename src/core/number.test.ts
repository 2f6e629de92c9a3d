import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { groupDigits } from "./money";
import {
  isValidRate,
  NUMBER_MESSAGES,
  parseDecimal,
  parseInteger,
  parseRateInput,
  toDecimalInput,
} from "./number";

describe("parseInteger", () => {
  it.each<[string, number]>([
    ["0", 0],
    ["-0", 0],
    ["42", 42],
    [" 42 ", 42],
    ["1250", 1250],
    ["1.250", 1250],
    ["1 250", 1250],
    ["1\u00A0250", 1250],
    ["1\u202F250", 1250],
    ["1.234.567", 1234567],
    ["1 234 567", 1234567],
    ["-3.000", -3000],
  ])("%j → %i", (input, expected) => {
    expect(parseInteger(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, string]>([
    ["", NUMBER_MESSAGES.required],
    ["1,5", NUMBER_MESSAGES.integerComma],
    ["1.250,00", NUMBER_MESSAGES.integerComma],
    ["1.5", NUMBER_MESSAGES.integerInvalid],
    ["12.34", NUMBER_MESSAGES.integerInvalid],
    ["1.2345", NUMBER_MESSAGES.integerInvalid],
    ["1.234 567", NUMBER_MESSAGES.integerInvalid],
    ["abc", NUMBER_MESSAGES.integerInvalid],
    ["1e3", NUMBER_MESSAGES.integerInvalid],
    ["+5", NUMBER_MESSAGES.integerInvalid],
    ["99999999999999999", NUMBER_MESSAGES.tooLarge],
  ])("%j → %j", (input, message) => {
    expect(parseInteger(input)).toEqual({ ok: false, message });
  });

  it("reads back every de-DE grouped integer (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseInteger(groupDigits(n))).toEqual({ ok: true, value: n });
        expect(parseInteger(String(n))).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe("parseDecimal", () => {
  it.each<[string, number]>([
    ["72,5", 72.5],
    ["72.5", 72.5],
    ["3", 3],
    [",5", 0.5],
    [".5", 0.5],
    ["-1,25", -1.25],
    ["1.234", 1.234], // one period = decimal separator
    [" 0,0 ", 0],
  ])("%j → %s", (input, expected) => {
    expect(parseDecimal(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, string]>([
    ["", NUMBER_MESSAGES.required],
    ["1,2,3", NUMBER_MESSAGES.decimalInvalid],
    ["1.234,5", NUMBER_MESSAGES.decimalInvalid],
    ["1,2.3", NUMBER_MESSAGES.decimalInvalid],
    ["5,", NUMBER_MESSAGES.decimalInvalid],
    ["abc", NUMBER_MESSAGES.decimalInvalid],
    ["1 000", NUMBER_MESSAGES.decimalInvalid],
    ["1e3", NUMBER_MESSAGES.decimalInvalid],
    ["9".repeat(400), NUMBER_MESSAGES.tooLarge],
  ])("%j → %j", (input, message) => {
    expect(parseDecimal(input)).toEqual({ ok: false, message });
  });
});

describe("parseRateInput (interest-rate-like, 0 to 50 inclusive)", () => {
  it.each<[string, number]>([
    ["0", 0],
    ["3,5", 3.5],
    ["2.15", 2.15],
    ["50", 50],
  ])("%j → %s", (input, expected) => {
    expect(parseRateInput(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, string]>([
    ["-0,1", NUMBER_MESSAGES.rateRange],
    ["50,01", NUMBER_MESSAGES.rateRange],
    ["100", NUMBER_MESSAGES.rateRange],
    ["x", NUMBER_MESSAGES.decimalInvalid],
    ["", NUMBER_MESSAGES.required],
  ])("%j → %j", (input, message) => {
    expect(parseRateInput(input)).toEqual({ ok: false, message });
  });

  it("isValidRate", () => {
    expect(isValidRate(0)).toBe(true);
    expect(isValidRate(50)).toBe(true);
    expect(isValidRate(-0.01)).toBe(false);
    expect(isValidRate(Number.NaN)).toBe(false);
  });
});

describe("toDecimalInput", () => {
  it.each<[number, number, string]>([
    [3.25, 2, "3,25"],
    [3, 2, "3,00"],
    [1.005, 2, "1,01"],
    [0.004, 2, "0,00"],
    [-1.5, 2, "-1,50"],
    [-0.001, 2, "0,00"],
    [12.345, 1, "12,3"],
    [12.5, 0, "13"],
  ])("(%s, %i) → %j", (value, decimals, expected) => {
    expect(toDecimalInput(value, decimals)).toBe(expected);
  });

  it("parseDecimal reads it back (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (hundredths) => {
        const result = parseDecimal(toDecimalInput(hundredths / 100, 2));
        expect(result.ok && Math.round(result.value * 100)).toBe(hundredths === 0 ? 0 : hundredths);
      }),
    );
  });
});
