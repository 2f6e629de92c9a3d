import iconv from "iconv-lite";

/**
 * Bytes of an uploaded text file (bank CSV, CAMT XML, a spreadsheet saved as CSV) → string.
 *
 * Files reach us without a declared charset, so the bytes decide: a BOM is authoritative; bytes
 * that are valid UTF-8 are UTF-8 (legacy 8-bit text with umlauts is practically never valid
 * UTF-8 by accident); everything else is Windows-1252, which German Windows software (Excel,
 * Sparkasse, comdirect) writes and which agrees with ISO-8859-1 on every printable character, so
 * ING's "ISO-8859-1" files decode the same way. UTF-16 is only recognised by its BOM (Excel's
 * "Unicode-Text"); without one its zero bytes make it look binary, and it is refused as such.
 *
 * A NUL byte never occurs in these text formats but in nearly every binary file (PDF streams,
 * images, old .xls), so it marks the input as binary instead of decoding it into garbage.
 */

export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export type DecodedText = {
  text: string;
  encoding: TextEncoding;
  /** Whether the bytes began with a byte order mark (it is not part of `text`). */
  bom: boolean;
};

export type DecodeTextResult = { ok: true; value: DecodedText } | { ok: false; error: "binary" };

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// `fatal` makes invalid sequences throw instead of becoming U+FFFD: that is the UTF-8 test.
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

export function decodeText(bytes: Uint8Array): DecodeTextResult {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    // A UTF-16 BOM: NUL bytes are expected here, half of every ASCII character.
    const encoding = bytes[0] === 0xff ? "utf-16le" : "utf-16be";
    const text = iconv.decode(toBuffer(bytes.subarray(2)), encoding, { stripBOM: false });
    if (text.includes("\u0000")) return { ok: false, error: "binary" };
    return { ok: true, value: { text, encoding, bom: true } };
  }
  if (bytes.includes(0)) return { ok: false, error: "binary" };
  if (startsWith(bytes, UTF8_BOM)) {
    // A BOM followed by invalid UTF-8 is a broken file, but the BOM is the stronger signal:
    // decode leniently (U+FFFD for the broken bytes) rather than misread it as Windows-1252.
    const body = bytes.subarray(UTF8_BOM.length);
    const text = decodeUtf8(body) ?? new TextDecoder("utf-8").decode(body);
    return { ok: true, value: { text, encoding: "utf-8", bom: true } };
  }
  const utf8 = decodeUtf8(bytes);
  if (utf8 !== null) return { ok: true, value: { text: utf8, encoding: "utf-8", bom: false } };
  return { ok: true, value: { text: iconv.decode(toBuffer(bytes), "win1252", { stripBOM: false }), encoding: "windows-1252", bom: false } };
}

/**
 * `text` without control characters (C0, DEL) and bidi overrides (U+202A–U+202E,
 * U+2066–U+2069): for names from outside (a ZIP entry, an uploaded file) that are only shown in
 * messages, where a line break would garble them and an override could make "rechnung<RLO>fdp.exe"
 * read as a PDF.
 */
export function stripControlCharacters(text: string): string {
  let result = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    const control = code < 0x20 || code === 0x7f;
    const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    if (!control && !bidi) result += char;
  }
  return result;
}
