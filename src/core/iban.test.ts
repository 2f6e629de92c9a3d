import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatIban, IBAN_MESSAGES, ibanCheckDigits, isValidIban, normalizeIban, validateIban } from "./iban";

describe("validateIban", () => {
  it.each<[string, string]>([
    ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ["DE89370400440532013000", "DE89370400440532013000"],
    ["de89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    [" DE89-3704-0044-0532-0130-00 ", "DE89370400440532013000"],
    ["DE89\u00A03704\u00A00044\u00A00532\u00A00130\u00A000", "DE89370400440532013000"],
    ["GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432"],
    ["AT61 1904 3002 3457 3201", "AT611904300234573201"],
    ["NL91 ABNA 0417 1643 00", "NL91ABNA0417164300"],
  ])("%j is valid", (input, normalised) => {
    expect(validateIban(input)).toEqual({ ok: true, value: normalised });
    expect(isValidIban(input)).toBe(true);
  });

  it.each<[string, string]>([
    ["", IBAN_MESSAGES.required],
    ["   ", IBAN_MESSAGES.required],
    ["DE88 3704 0044 0532 0130 00", IBAN_MESSAGES.checksum],
    ["DE89 3704 0044 0532 0130 01", IBAN_MESSAGES.checksum],
    ["DE89 3704 0044 0532 0103 00", IBAN_MESSAGES.checksum], // swapped digits
    ["DE89 3704 0044 0532 0130 0", IBAN_MESSAGES.length],
    ["DE89 3704 0044 0532 0130 000", IBAN_MESSAGES.length],
    ["DE89 3704 0044 0532 0130 0A", IBAN_MESSAGES.invalid], // German BBAN is digits only
    ["89DE 3704 0044 0532 0130 00", IBAN_MESSAGES.invalid],
    ["DE8X 3704 0044 0532 0130 00", IBAN_MESSAGES.invalid],
    ["DE89 3704 0044 0532 0130 0!", IBAN_MESSAGES.invalid],
    ["XX89 1234", IBAN_MESSAGES.length],
  ])("%j → %j", (input, message) => {
    expect(validateIban(input)).toEqual({ ok: false, message });
    expect(isValidIban(input)).toBe(false);
  });
});

describe("formatIban", () => {
  it.each<[string, string]>([
    ["DE89370400440532013000", "DE89 3704 0044 0532 0130 00"],
    ["de89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"],
    ["AT611904300234573201", "AT61 1904 3002 3457 3201"],
    ["DE89", "DE89"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(formatIban(input)).toBe(expected);
  });

  it("normalizeIban ∘ formatIban = normalizeIban", () => {
    expect(normalizeIban(formatIban("de89370400440532013000"))).toBe("DE89370400440532013000");
  });
});

describe("ibanCheckDigits", () => {
  it("reproduces the example check digits", () => {
    expect(ibanCheckDigits("DE", "370400440532013000")).toBe("89");
    expect(ibanCheckDigits("gb", "WEST12345698765432")).toBe("82");
  });

  it("rejects bad input", () => {
    expect(() => ibanCheckDigits("D", "123")).toThrow(RangeError);
    expect(() => ibanCheckDigits("DE", "12-?")).toThrow(RangeError);
  });

  const germanBban = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }).map((d) => d.join(""));

  it("every generated German IBAN is valid and any single changed digit is detected (property)", () => {
    fc.assert(
      fc.property(germanBban, fc.nat(17), fc.integer({ min: 1, max: 9 }), (bban, position, delta) => {
        const iban = `DE${ibanCheckDigits("DE", bban)}${bban}`;
        expect(isValidIban(iban)).toBe(true);
        const digit = (Number(bban[position]) + delta) % 10;
        const changed = `${bban.slice(0, position)}${digit}${bban.slice(position + 1)}`;
        expect(isValidIban(`DE${ibanCheckDigits("DE", bban)}${changed}`)).toBe(false);
      }),
    );
  });
});
