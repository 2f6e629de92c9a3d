import { RECEIPT_FILE_NAME_MAX } from "@/shared/limits";

// What a receipt file is, decided by its first bytes alone: the type the browser declared and
// the file name's extension are what a user (or attacker) chose, not what the file is.

export const receiptMediaTypes = ["application/pdf", "image/jpeg", "image/png", "image/heic", "image/heif"] as const;
export type ReceiptMediaType = (typeof receiptMediaTypes)[number];

const extensionOf: Record<ReceiptMediaType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/heic": "heic",
  "image/heif": "heif",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands (ISO/IEC 23008-12): HEVC-coded ones are HEIC, the generic image/sequence brands HEIF. */
const heifBrands: Record<string, ReceiptMediaType> = {
  heic: "image/heic",
  heix: "image/heic",
  hevc: "image/heic",
  hevx: "image/heic",
  heim: "image/heic",
  heis: "image/heic",
  mif1: "image/heif",
  msf1: "image/heif",
};

/**
 * HEIC/HEIF is an ISO-BMFF file: it opens with an `ftyp` box (size, "ftyp", major brand, minor
 * version, compatible brands). The major brand decides; a file whose major brand is something
 * else but lists a HEIF brand as compatible (some cameras write "mif1" that way) counts too.
 */
function heifType(bytes: Uint8Array): ReceiptMediaType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const major = heifBrands[ascii(bytes, 8, 12)];
  if (major) return major;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  for (let at = 16; at + 4 <= end; at += 4) {
    const compatible = heifBrands[ascii(bytes, at, at + 4)];
    if (compatible) return compatible;
  }
  return null;
}

/** The media type the content shows, or null when it is none of PDF, JPEG, PNG, HEIC/HEIF. */
export function sniffReceiptType(bytes: Uint8Array): ReceiptMediaType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // "%PDF-"
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  return heifType(bytes);
}

/**
 * The name as it is stored and shown: the last part of any path ("C:\\fakepath\\a.pdf" → "a.pdf"),
 * without control and bidi-override characters, trimmed, at most {@link RECEIPT_FILE_NAME_MAX}
 * characters (the extension kept). Nothing left → "Beleg.<ext>" of the sniffed type.
 */
export function safeReceiptFileName(raw: string, mediaType: ReceiptMediaType): string {
  const base = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if (!cleaned) return `Beleg.${extensionOf[mediaType]}`;
  const chars = [...cleaned];
  if (chars.length <= RECEIPT_FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  if (extension.length > 0 && extension.length <= 10) {
    return chars.slice(0, RECEIPT_FILE_NAME_MAX - extension.length).join("").trimEnd() + extension.join("");
  }
  return chars.slice(0, RECEIPT_FILE_NAME_MAX).join("").trimEnd();
}
