// Exact decimal text ("1234.567") to and from what a German types and reads, never through a
// float: meter values and areas travel as such text, so no digit is lost or invented.

/** Group separators a user or a browser may put in: space, NBSP, narrow NBSP. */
const SPACES = /[\s\u00A0\u202F]/g;

/**
 * A non-negative number as typed → decimal text with a point, or null when it is none.
 * German first: "1.234,567" and "1234,567"; a point followed by groups of three digits
 * groups thousands ("1.234" is 1234, as a German reads it); any other single point is the
 * decimal point ("12.5"). Spaces are dropped; a sign is the caller's to handle.
 */
export function germanDecimalText(input: string): string | null {
  const text = input.replace(SPACES, "");
  if (text.includes(",")) {
    const pieces = text.split(",");
    const [whole = "", part = ""] = pieces;
    if (pieces.length !== 2 || !/^(?:\d*|\d{1,3}(?:\.\d{3})+)$/.test(whole) || !/^\d*$/.test(part) || whole + part === "") return null;
    return `${whole.replaceAll(".", "") || "0"}${part ? `.${part}` : ""}`;
  }
  if (/^\d{1,3}(?:\.\d{3})+$/.test(text)) return text.replaceAll(".", "");
  if (/^\d*\.?\d+$/.test(text)) return text.startsWith(".") ? `0${text}` : text;
  return null;
}

/** "1234567" → "1.234.567": the integer digits of decimal text grouped in thousands. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** Decimal text of a percentage → the share it is ("20" → "0.2", "12.5" → "0.125"), digit for digit. */
export function percentToShare(percent: string): string {
  const [whole = "0", part = ""] = percent.split(".");
  const digits = whole.padStart(3, "0") + part;
  const point = digits.length - part.length - 2;
  return trimDecimal(`${digits.slice(0, point)}.${digits.slice(point)}`);
}

/** A share as a German percentage ("0.125" → "12,5 %", "1" → "100 %"), digit for digit. */
export function shareAsPercent(share: string): string {
  const [whole = "0", part = ""] = share.split(".");
  const digits = whole + part.padEnd(2, "0");
  const [w = "0", p = ""] = trimDecimal(`${digits.slice(0, whole.length + 2)}.${digits.slice(whole.length + 2)}`).split(".");
  return `${groupThousands(w)}${p ? `,${p}` : ""} %`;
}

/** "007.500" → "7.5", "0.000" → "0": no leading zeros before the point, none trailing after it. */
function trimDecimal(text: string): string {
  const [whole = "", part = ""] = text.split(".");
  const w = whole.replace(/^0+(?=\d)/, "") || "0";
  const p = part.replace(/0+$/, "");
  return p ? `${w}.${p}` : w;
}
