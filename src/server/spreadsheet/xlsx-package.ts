import { crc32, inflateRawSync } from "node:zlib";
import { zipSync } from "fflate";

// The parts of an uploaded XLSX (a ZIP of XML files), read with bounds BEFORE read-excel-file
// sees anything. Why by hand: read-excel-file's Node reader streams the archive by its local
// headers and allocates whatever size a local header declares (a 1 KB file declaring 4 GB gets
// a 4 GB buffer), and an entry without a declared size is collected without any cap. So the
// central directory is read here, every declared size is checked against the limit before a
// single byte is inflated, inflating stops at the declared size (a bomb that lies about its size
// is cut off there), and the library is handed a fresh archive packed from the checked parts
// only (`packParts`): it never sees the uploaded bytes.

export type ZipDirectoryEntry = {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
};

export type ZipDirectory = { entries: ZipDirectoryEntry[]; directoryOffset: number };

/** Why a directory is refused: unreadable (or ZIP64 / split, which no XLSX of our size needs), or too many entries. */
export type ZipProblem = "damaged" | "tooManyEntries";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const FLAG_ENCRYPTED = 0x1;
/** The end record is 22 bytes plus a comment of at most 65.535 bytes. */
const MAX_END_RECORD_SEARCH = 22 + 0xffff;

const utf8 = new TextDecoder("utf-8");

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Offset of the end-of-central-directory record, searched from the end; -1 when there is none. */
function endRecordOffset(data: DataView): number {
  const last = data.byteLength - 22;
  const first = Math.max(0, data.byteLength - MAX_END_RECORD_SEARCH);
  for (let offset = last; offset >= first; offset--) {
    if (data.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

/** The central directory: names, methods and declared sizes of all entries, nothing inflated yet. */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory | ZipProblem {
  const data = view(bytes);
  const end = endRecordOffset(data);
  if (end < 0) return "damaged";
  const disk = data.getUint16(end + 4, true);
  const directoryDisk = data.getUint16(end + 6, true);
  const count = data.getUint16(end + 10, true);
  const directorySize = data.getUint32(end + 12, true);
  const directoryOffset = data.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0 || count === 0xffff || directoryOffset === ZIP64_MARKER) return "damaged";
  if (count > maxEntries) return "tooManyEntries";
  if (directoryOffset + directorySize > end) return "damaged";

  const entries: ZipDirectoryEntry[] = [];
  let offset = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || data.getUint32(offset, true) !== DIRECTORY_ENTRY) return "damaged";
    const nameLength = data.getUint16(offset + 28, true);
    const next = offset + 46 + nameLength + data.getUint16(offset + 30, true) + data.getUint16(offset + 32, true);
    if (next > end) return "damaged";
    const entry: ZipDirectoryEntry = {
      name: utf8.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      flags: data.getUint16(offset + 8, true),
      method: data.getUint16(offset + 10, true),
      crc: data.getUint32(offset + 16, true),
      compressedSize: data.getUint32(offset + 20, true),
      size: data.getUint32(offset + 24, true),
      localHeaderOffset: data.getUint32(offset + 42, true),
    };
    if (entry.compressedSize === ZIP64_MARKER || entry.size === ZIP64_MARKER || entry.localHeaderOffset === ZIP64_MARKER) return "damaged";
    entries.push(entry);
    offset = next;
  }
  // Two entries of one name would let a reader pick either; no ZIP writer makes that.
  if (new Set(entries.map((e) => e.name)).size !== entries.length) return "damaged";
  return { entries, directoryOffset };
}

/**
 * One entry's bytes, inflated to at most its declared size (which the caller has checked
 * against its limit) and verified against the declared size and CRC-32.
 */
export function extractEntry(bytes: Uint8Array, directory: ZipDirectory, entry: ZipDirectoryEntry): Uint8Array | "damaged" | "encrypted" {
  if (entry.flags & FLAG_ENCRYPTED) return "encrypted";
  const data = view(bytes);
  const header = entry.localHeaderOffset;
  if (header + 30 > directory.directoryOffset || data.getUint32(header, true) !== LOCAL_HEADER) return "damaged";
  const start = header + 30 + data.getUint16(header + 26, true) + data.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > directory.directoryOffset) return "damaged";
  const compressed = bytes.subarray(start, end);

  let content: Uint8Array;
  if (entry.method === STORED) {
    content = compressed;
  } else if (entry.method === DEFLATED) {
    try {
      // zlib stops as soon as the output passes maxOutputLength: time and memory stay bounded
      // by the declared size however far the stream would expand.
      content = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      return "damaged";
    }
  } else {
    return "damaged";
  }
  if (content.byteLength !== entry.size || crc32(content) !== entry.crc) return "damaged";
  return content;
}

/**
 * A new, uncompressed archive of `parts`: what read-excel-file gets instead of the upload.
 * Stored (level 0) because it is read again at once; packing costs one copy and a CRC pass.
 */
export function packParts(parts: Readonly<Record<string, Uint8Array>>): Buffer {
  const packed = zipSync(Object.fromEntries(Object.entries(parts).map(([name, content]) => [name, [content, { level: 0 }]])));
  return Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
}
