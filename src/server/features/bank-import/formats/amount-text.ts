import { MONEY_MESSAGES, parseEuroToCents, type Cents } from "@/core/money";

/**
 * Amount texts of bank files → exact integer cents. The arithmetic stays in
 * `parseEuroToCents` (core/money): the helpers here only bring a bank's notation into the
 * German form it reads ("-1234,56"), so no amount ever passes through a binary float.
 */

export type AmountProblem = "invalid" | "tooManyDecimals" | "tooLarge";

export type AmountResult = { ok: true; value: Cents } | { ok: false; problem: AmountProblem };

function fromGerman(text: string): AmountResult {
  const parsed = parseEuroToCents(text);
  if (parsed.ok) return parsed;
  if (parsed.message === MONEY_MESSAGES.tooManyDecimals) return { ok: false, problem: "tooManyDecimals" };
  if (parsed.message === MONEY_MESSAGES.tooLarge) return { ok: false, problem: "tooLarge" };
  return { ok: false, problem: "invalid" };
}

/**
 * An ISO 20022 amount (xs:decimal with a point, no sign, up to 5 decimals by the CAMT schema):
 * "8.85", "1234.5", "2700". Decimals beyond the second are accepted only when they are zeros
 * ("8.850" = 8,85), because that is the same amount written longer; "8.855" is half a cent that
 * no account can book, and is refused rather than rounded: rounding would invent money.
 */
export function parseIsoAmount(text: string): AmountResult {
  const match = /^\+?(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return { ok: false, problem: "invalid" };
  const whole = match[1] || "0";
  let fraction = match[2] ?? "";
  if (fraction.length > 2) {
    if (!/^0+$/.test(fraction.slice(2))) return { ok: false, problem: "tooManyDecimals" };
    fraction = fraction.slice(0, 2);
  }
  return fromGerman(fraction === "" ? whole : `${whole},${fraction}`);
}

export type DecimalSeparator = "," | ".";

/**
 * An amount cell of a bank CSV: "-1.234,56", "1234,56", "-12,5", "850", "+7,00", "-62,30 €",
 * "1.234,56 EUR", "−12,50" (typographic minus); with `"."` as separator "1,234.56" or "-12.5".
 * Thousands separators must group by three ("1.234" is 1.234 €, never 1,234 €); anything else
 * in the cell ("12,3x", "1 234,56", "12,50-") makes it no amount, rather than being dropped.
 */
export function parseBankAmount(text: string, decimalSeparator: DecimalSeparator): AmountResult {
  // NFKC turns NBSP and narrow spaces into plain spaces and full-width digits into ASCII.
  const cleaned = text
    .normalize("NFKC")
    .replace(/\u2212/g, "-")
    .trim()
    .replace(/\s*(?:€|EUR)$/i, "");
  const match = /^([+-]?)([\d.,]+)$/.exec(cleaned);
  if (!match) return { ok: false, problem: "invalid" };
  const sign = match[1] === "-" ? "-" : "";
  const body = match[2] ?? "";
  if (decimalSeparator === ",") return fromGerman(`${sign}${body}`);

  const point = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(body);
  if (!point) return { ok: false, problem: "invalid" };
  const whole = (point[1] ?? "").replaceAll(",", "");
  const fraction = point[2];
  if (fraction !== undefined && fraction.length > 2) return { ok: false, problem: "tooManyDecimals" };
  return fromGerman(`${sign}${whole}${fraction === undefined ? "" : `,${fraction}`}`);
}
