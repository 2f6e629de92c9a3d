/**
 * IBAN validation (ISO 13616 / ISO 7064 mod 97-10) and display. A German IBAN is
 * DE + 2 check digits + 8-digit bank code + 10-digit account number = 22 characters.
 * Landlords mostly see German IBANs, but tenants may pay from any SEPA account, so the
 * lengths of all SEPA countries are known; other countries only get the generic checks.
 */
import { fail, ok, type ParseResult } from "./result";

export const IBAN_MESSAGES = {
  required: "Bitte eine IBAN eingeben",
  invalid: "Bitte eine gültige IBAN eingeben, z. B. DE89 3704 0044 0532 0130 00",
  length: "Die IBAN hat nicht die richtige Länge",
  checksum: "Die IBAN ist ungültig (Prüfziffer stimmt nicht)",
} as const;

/** Total IBAN length per SEPA country. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20,
  ES: 24, FI: 18, FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26,
  IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28,
  PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** Removes spaces (also NBSP) and dashes, upper-cases: the stored form. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00A0\u202F-]/g, "").toUpperCase();
}

/**
 * mod 97 of the IBAN rearranged as a number: first four characters moved to the end,
 * letters A=10 … Z=35. Computed digit by digit because the number has ~30 digits.
 */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Checks an IBAN in any spacing/case; returns the normalised form or a German message. */
export function validateIban(input: string): ParseResult<string> {
  const iban = normalizeIban(input);
  if (iban === "") return fail(IBAN_MESSAGES.required);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return fail(IBAN_MESSAGES.invalid);
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined ? iban.length !== expectedLength : iban.length < 15 || iban.length > 34) {
    return fail(IBAN_MESSAGES.length);
  }
  if (iban.slice(0, 2) === "DE" && !/^DE\d{20}$/.test(iban)) return fail(IBAN_MESSAGES.invalid);
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return fail(IBAN_MESSAGES.checksum);
  return ok(iban);
}

export function isValidIban(input: string): boolean {
  return validateIban(input).ok;
}

/** Display in groups of four: "DE89 3704 0044 0532 0130 00". Does not validate. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * The two check digits for a country code and BBAN, e.g. ("DE", "370400440532013000") →
 * "89". Useful for building test data and for converting a German bank code + account.
 */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const country = countryCode.toUpperCase();
  const body = normalizeIban(bban);
  if (!/^[A-Z]{2}$/.test(country) || !/^[A-Z0-9]+$/.test(body)) {
    throw new RangeError("Ungültiger Ländercode oder BBAN");
  }
  const check = 98 - mod97(`${body}${country}00`);
  return String(check).padStart(2, "0");
}
