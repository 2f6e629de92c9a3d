import { zipSync } from "fflate";
import { listZipNames, readZipEntries, type ZipEntry, type ZipError, type ZipReadResult } from "@/server/files/zip-entries";

// What an uploaded ZIP holds as a spreadsheet package, and the archive read-excel-file reads.
// All ZIP reading goes through zip-entries.ts (declared sizes checked before anything is
// inflated, inflating stopped at the declared size, CRC checked). Why the library never sees the
// upload: its Node reader streams the archive by its local headers and allocates whatever size a
// local header declares (a 1 KB file declaring 4 GB gets a 4 GB buffer), and an entry without a
// declared size is collected without any cap. So it is handed a fresh archive packed from the
// checked parts only (`packParts`).

export type PackageFormat = "xlsx" | "xlsb" | "ods" | "zip";

export type PackageFormatResult = { ok: true; format: PackageFormat } | { ok: false; error: ZipError };

const ODS_MIME_TYPE = "application/vnd.oasis.opendocument.spreadsheet";
/** The OpenDocument mimetype entry is a few dozen bytes, stored first; a larger one is no mimetype. */
const MAX_MIMETYPE_BYTES = 100;

/** The parts read-excel-file reads (it skips everything else in the archive too). */
const isXmlPart = (name: string) => name.endsWith(".xml") || name.endsWith(".rels");

/** Which package the ZIP is, by its part names; at most the tiny ODS mimetype entry is inflated. */
export function packageFormat(bytes: Uint8Array, maxEntries: number): PackageFormatResult {
  const listing = listZipNames(bytes, { maxEntries });
  if (!listing.ok) return listing;
  const names = new Set(listing.names);
  if (names.has("[Content_Types].xml") && names.has("xl/workbook.xml")) return { ok: true, format: "xlsx" };
  if (names.has("xl/workbook.bin")) return { ok: true, format: "xlsb" };
  const limits = { maxEntries, maxEntryBytes: MAX_MIMETYPE_BYTES, maxTotalBytes: MAX_MIMETYPE_BYTES };
  const mimetype = readZipEntries(bytes, limits, (name) => name === "mimetype");
  const ods = mimetype.ok && mimetype.entries.some((entry) => Buffer.from(entry.bytes).toString("latin1").startsWith(ODS_MIME_TYPE));
  return { ok: true, format: ods ? "ods" : "zip" };
}

/** The XML parts of an XLSX, unzipped: at most `maxBytes` all together, as the directory declares them. */
export function readXmlParts(bytes: Uint8Array, limits: { maxEntries: number; maxBytes: number }): ZipReadResult {
  return readZipEntries(bytes, { maxEntries: limits.maxEntries, maxEntryBytes: limits.maxBytes, maxTotalBytes: limits.maxBytes }, isXmlPart);
}

/**
 * A new, uncompressed archive of `parts`: what read-excel-file gets instead of the upload.
 * Stored (level 0) because it is read again at once; packing costs one copy and a CRC pass.
 */
export function packParts(parts: readonly ZipEntry[]): Buffer {
  const packed = zipSync(Object.fromEntries(parts.map(({ name, bytes }) => [name, [bytes, { level: 0 }]])));
  return Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
}
