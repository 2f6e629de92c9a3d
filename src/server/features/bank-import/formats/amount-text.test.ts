import { describe, expect, it } from "vitest";
import { parseBankAmount, parseIsoAmount } from "./amount-text";

const value = (result: ReturnType<typeof parseBankAmount>) => (result.ok ? result.value : result.problem);

describe("parseIsoAmount (CAMT)", () => {
  it("reads xs:decimal amounts exactly", () => {
    expect(["8.85", "1234.5", "2700", "0.01", "0", ".5", "+3.00", "18.150", "27.05000", "1234567890123.45"].map((t) => value(parseIsoAmount(t)))).toEqual([
      885, 123450, 270000, 1, 0, 50, 300, 1815, 2705, 123456789012345,
    ]);
  });

  it("refuses fractions of a cent instead of rounding them", () => {
    expect(value(parseIsoAmount("8.855"))).toBe("tooManyDecimals");
    expect(value(parseIsoAmount("0.00001"))).toBe("tooManyDecimals");
  });

  it("refuses what is no ISO amount", () => {
    for (const text of ["", ".", "8,85", "-8.85", "1.234.56", "8.85 EUR", "1e3", "abc"]) expect(value(parseIsoAmount(text)), text).toBe("invalid");
    expect(value(parseIsoAmount("99999999999999999.99"))).toBe("tooLarge");
  });
});

describe("parseBankAmount (CSV)", () => {
  it("reads German bank notations with a decimal comma", () => {
    const texts = ["-1.234,56", "1234,56", "-12,5", "850", "1.250", "+7,00", "-62,30 €", "1.234,56 EUR", "\u2212" + "12,50", "2.345,67\u00a0€", " 0,01 "];
    expect(texts.map((t) => value(parseBankAmount(t, ",")))).toEqual([-123456, 123456, -1250, 85000, 125000, 700, -6230, 123456, -1250, 234567, 1]);
  });

  it("reads point decimals with comma thousands", () => {
    expect(["1,234.56", "-12.5", "850", "-1,000,000.00", "0.99"].map((t) => value(parseBankAmount(t, ".")))).toEqual([123456, -1250, 85000, -100000000, 99]);
  });

  it("refuses anything else in the cell instead of dropping it", () => {
    for (const text of ["12,3x", "1 234,56", "12,50-", "12.5", "1.23,45", "EUR", "--1", "12,5,0"]) expect(value(parseBankAmount(text, ",")), text).toBe("invalid");
    for (const text of ["1.234,56", "1,23.4", "12.5.0"]) expect(value(parseBankAmount(text, ".")), text).toBe("invalid");
    expect(value(parseBankAmount("1,234", ","))).toBe("tooManyDecimals");
    expect(value(parseBankAmount("1.2345", "."))).toBe("tooManyDecimals");
  });
});
