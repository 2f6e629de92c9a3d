import { crc32 } from "node:zlib";
import { Inflate } from "fflate";
import iconv from "iconv-lite";
import { stripControlCharacters } from "./text-decoding";

/**
 * The files inside an uploaded ZIP (banks deliver CAMT statements as a ZIP of XML files; an XLSX
 * is a ZIP of XML parts), read defensively because the archive comes from outside:
 *
 * - The central directory is read by hand (a few fixed-size records) so every count and size is
 *   known and checked BEFORE anything is inflated: entry count, each entry's declared size, the
 *   sum of all declared sizes. A caller can list the names first (`listZipNames`) and inflate
 *   only the entries it wants; the size limits then count those alone.
 * - Inflating uses fflate's streaming `Inflate`, fed in small slices; output beyond the declared
 *   size stops it at once (a zip bomb that lies about its size never gets to allocate more than
 *   the declared, already-checked size plus one slice's worth), and the result must match the
 *   declared size and CRC-32, or the archive counts as corrupt.
 * - Directories, macOS metadata (`__MACOSX/`, `.DS_Store`) and `Thumbs.db` are skipped.
 * - Two entries of one name count as corrupt: no ZIP writer makes them, and a reader after us
 *   (read-excel-file reads the XLSX parts we checked) could pick the other one.
 * - Names are only used in messages, never as paths; still, an absolute name or one with `..`
 *   is refused, because no bank writes one and it signals a crafted archive.
 *
 * Encrypted entries and compression methods other than stored/deflate are refused with a code
 * of their own, so the caller can say what is wrong. ZIP64 (sizes in an extra field) is read.
 */

export type ZipLimits = {
  /** Most entries in the central directory (skipped ones count: they still cost work). */
  maxEntries: number;
  /** Most uncompressed bytes of one entry. */
  maxEntryBytes: number;
  /** Most uncompressed bytes of all entries read, together. */
  maxTotalBytes: number;
};

export type ZipEntry = { name: string; bytes: Uint8Array };

export type ZipError =
  | { code: "corrupt" }
  | { code: "tooManyEntries"; limit: number }
  | { code: "entryTooLarge"; name: string; limit: number }
  | { code: "tooLarge"; limit: number }
  | { code: "encrypted"; name: string }
  | { code: "unsupportedCompression"; name: string; method: number }
  | { code: "unsafeName"; name: string };

type ZipFailure = { ok: false; error: ZipError };

export type ZipReadResult = { ok: true; entries: ZipEntry[] } | ZipFailure;

export type ZipNamesResult = { ok: true; names: string[] } | ZipFailure;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const ZIP64_EXTRA = 0x0001;
const MAX_COMMENT = 0xffff;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_UTF8_NAME = 0x0800;
const STORED = 0;
const DEFLATE = 8;
/** Compressed bytes per inflate step: at deflate's best ratio (~1:1032) about 4 MB output. */
const INFLATE_SLICE = 4096;

/** A local file header at the start: what every non-empty ZIP (and XLSX, DOCX …) begins with. */
export function isZip(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const signature = readU32(bytes, 0);
  return signature === LOCAL_HEADER || signature === END_OF_CENTRAL_DIRECTORY;
}

class Corrupt extends Error {}

function readU16(bytes: Uint8Array, offset: number): number {
  if (offset < 0 || offset + 2 > bytes.length) throw new Corrupt();
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function readU32(bytes: Uint8Array, offset: number): number {
  return readU16(bytes, offset) + readU16(bytes, offset + 2) * 0x10000;
}

function readU64(bytes: Uint8Array, offset: number): number {
  const value = readU32(bytes, offset) + readU32(bytes, offset + 4) * 0x1_0000_0000;
  // Above 2^53 it is no real offset or size of an uploaded file.
  if (!Number.isSafeInteger(value)) throw new Corrupt();
  return value;
}

type CentralEntry = {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

type Directory = { count: number; offset: number };

function findDirectory(bytes: Uint8Array): Directory {
  const lowest = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (readU32(bytes, at) !== END_OF_CENTRAL_DIRECTORY) continue;
    let count = readU16(bytes, at + 10);
    let offset = readU32(bytes, at + 16);
    if ((count === 0xffff || offset === 0xffffffff) && at >= 20 && readU32(bytes, at - 20) === ZIP64_END_LOCATOR) {
      const end64 = readU64(bytes, at - 12);
      if (readU32(bytes, end64) !== ZIP64_END) throw new Corrupt();
      count = readU64(bytes, end64 + 32);
      offset = readU64(bytes, end64 + 48);
    }
    return { count, offset };
  }
  throw new Corrupt();
}

/** Reads the ZIP64 extended information for the fields the central record marked 0xFFFFFFFF. */
function applyZip64(bytes: Uint8Array, extraStart: number, extraLength: number, entry: CentralEntry): void {
  const needSize = entry.size === 0xffffffff;
  const needCompressed = entry.compressedSize === 0xffffffff;
  const needOffset = entry.localOffset === 0xffffffff;
  if (!needSize && !needCompressed && !needOffset) return;
  const end = extraStart + extraLength;
  for (let at = extraStart; at + 4 <= end; ) {
    const id = readU16(bytes, at);
    const length = readU16(bytes, at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      // Only the marked fields are present, in this order.
      if (needSize) {
        entry.size = readU64(bytes, field);
        field += 8;
      }
      if (needCompressed) {
        entry.compressedSize = readU64(bytes, field);
        field += 8;
      }
      if (needOffset) {
        entry.localOffset = readU64(bytes, field);
        field += 8;
      }
      if (field > at + 4 + length) throw new Corrupt();
      return;
    }
    at += 4 + length;
  }
  throw new Corrupt();
}

function decodeName(raw: Uint8Array, utf8: boolean): string {
  // Without the UTF-8 flag the name is in the DOS code page 437 (what Windows' zip writes).
  const name = utf8 ? new TextDecoder("utf-8").decode(raw) : iconv.decode(Buffer.from(raw), "cp437");
  return stripControlCharacters(name);
}

/** The file entries of the central directory: directories and OS metadata left out. */
function readFiles(bytes: Uint8Array, maxEntries: number): CentralEntry[] | ZipError {
  const { count, offset } = findDirectory(bytes);
  if (count > maxEntries) return { code: "tooManyEntries", limit: maxEntries };
  const entries: CentralEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (readU32(bytes, at) !== CENTRAL_HEADER) throw new Corrupt();
    const nameLength = readU16(bytes, at + 28);
    const extraLength = readU16(bytes, at + 30);
    const commentLength = readU16(bytes, at + 32);
    const flags = readU16(bytes, at + 8);
    const nameStart = at + 46;
    if (nameStart + nameLength + extraLength + commentLength > bytes.length) throw new Corrupt();
    const entry: CentralEntry = {
      name: decodeName(bytes.subarray(nameStart, nameStart + nameLength), (flags & FLAG_UTF8_NAME) !== 0),
      flags,
      method: readU16(bytes, at + 10),
      crc: readU32(bytes, at + 16),
      compressedSize: readU32(bytes, at + 20),
      size: readU32(bytes, at + 24),
      localOffset: readU32(bytes, at + 42),
    };
    applyZip64(bytes, nameStart + nameLength, extraLength, entry);
    entries.push(entry);
    at = nameStart + nameLength + extraLength + commentLength;
  }
  if (new Set(entries.map((entry) => entry.name)).size !== entries.length) throw new Corrupt();
  return entries.filter((entry) => !isSkipped(entry.name));
}

function isSkipped(name: string): boolean {
  const path = name.replaceAll("\\", "/");
  const base = path.slice(path.lastIndexOf("/") + 1);
  return path.endsWith("/") || path.startsWith("__MACOSX/") || base === ".DS_Store" || base === "Thumbs.db";
}

function isUnsafe(name: string): boolean {
  const path = name.replaceAll("\\", "/");
  return path.startsWith("/") || /^[a-zA-Z]:/.test(path) || path.split("/").includes("..");
}

/** The entry's compressed bytes, located through its local header. */
function compressedData(bytes: Uint8Array, entry: CentralEntry): Uint8Array {
  if (readU32(bytes, entry.localOffset) !== LOCAL_HEADER) throw new Corrupt();
  const start = entry.localOffset + 30 + readU16(bytes, entry.localOffset + 26) + readU16(bytes, entry.localOffset + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new Corrupt();
  return bytes.subarray(start, end);
}

/** fflate reports broken deflate data as an Error with a numeric `code` (its error table). */
function isFflateError(error: unknown): boolean {
  return error instanceof Error && typeof (error as Error & { code?: unknown }).code === "number";
}

/** Inflates into a buffer of the declared size; more output than declared means corrupt. */
function inflateEntry(data: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let written = 0;
  let overflow = false;
  let finished = false;
  const inflate = new Inflate((chunk, final) => {
    if (written + chunk.length > size) overflow = true;
    else out.set(chunk, written);
    written += chunk.length;
    if (final) finished = true;
  });
  for (let at = 0; at < data.length && !overflow && !finished; at += INFLATE_SLICE) {
    const end = Math.min(at + INFLATE_SLICE, data.length);
    inflate.push(data.subarray(at, end), end === data.length);
  }
  if (data.length === 0) inflate.push(new Uint8Array(0), true);
  if (overflow || !finished || written !== size) throw new Corrupt();
  return out;
}

/** Why `files` may not be inflated, judged from the directory alone; undefined when they may. */
function refusal(files: readonly CentralEntry[], limits: ZipLimits): ZipError | undefined {
  let declaredTotal = 0;
  for (const entry of files) {
    if (isUnsafe(entry.name)) return { code: "unsafeName", name: entry.name };
    if (entry.flags & FLAG_ENCRYPTED) return { code: "encrypted", name: entry.name };
    if (entry.method !== STORED && entry.method !== DEFLATE) return { code: "unsupportedCompression", name: entry.name, method: entry.method };
    if (entry.size > limits.maxEntryBytes) return { code: "entryTooLarge", name: entry.name, limit: limits.maxEntryBytes };
    declaredTotal += entry.size;
    if (declaredTotal > limits.maxTotalBytes) return { code: "tooLarge", limit: limits.maxTotalBytes };
  }
  return undefined;
}

/** The entry's content, checked against its declared size and CRC-32. */
function content(bytes: Uint8Array, entry: CentralEntry): Uint8Array {
  const data = compressedData(bytes, entry);
  let result: Uint8Array;
  if (entry.method === STORED) {
    if (data.length !== entry.size) throw new Corrupt();
    result = data.slice();
  } else {
    result = inflateEntry(data, entry.size);
  }
  if (crc32(result) >>> 0 !== entry.crc) throw new Corrupt();
  return result;
}

/** Runs `read`; an archive whose structure or deflate data is broken becomes the "corrupt" error. */
function guarded<Result>(read: () => Result): Result | ZipFailure {
  try {
    return read();
  } catch (error) {
    if (error instanceof Corrupt || isFflateError(error)) return { ok: false, error: { code: "corrupt" } };
    throw error;
  }
}

/** The names of the file entries, from the central directory alone: nothing is inflated. */
export function listZipNames(bytes: Uint8Array, limits: Pick<ZipLimits, "maxEntries">): ZipNamesResult {
  return guarded((): ZipNamesResult => {
    const files = readFiles(bytes, limits.maxEntries);
    return Array.isArray(files) ? { ok: true, names: files.map((entry) => entry.name) } : { ok: false, error: files };
  });
}

/** A checked ZIP whose entries are inflated one at a time, when asked for. */
export type ZipArchive = {
  /** The wanted file entries' names, in archive order. */
  names: string[];
  /** The entry's content, checked against its declared size and CRC-32; null for a name not in `names`. */
  read(name: string): { ok: true; bytes: Uint8Array | null } | ZipFailure;
};

export type ZipOpenResult = ({ ok: true } & ZipArchive) | ZipFailure;

/**
 * The ZIP in `bytes`, its directory read and checked within `limits` for the entries whose names
 * are `wanted` (all by default): the size limits count only those, the entry limit every record
 * of the directory (each costs work). Nothing is inflated until `read` asks for an entry, so a
 * caller holds one entry at a time, not all.
 */
export function openZip(bytes: Uint8Array, limits: ZipLimits, wanted: (name: string) => boolean = () => true): ZipOpenResult {
  return guarded((): ZipOpenResult => {
    const files = readFiles(bytes, limits.maxEntries);
    if (!Array.isArray(files)) return { ok: false, error: files };
    const chosen = files.filter((entry) => wanted(entry.name));
    const error = refusal(chosen, limits);
    if (error) return { ok: false, error };
    const byName = new Map(chosen.map((entry) => [entry.name, entry]));
    return {
      ok: true,
      names: chosen.map((entry) => entry.name),
      read: (name) =>
        guarded(() => {
          const entry = byName.get(name);
          return { ok: true as const, bytes: entry ? content(bytes, entry) : null };
        }),
    };
  });
}

/** Reads the wanted file entries of the ZIP in `bytes` all at once, in archive order (see `openZip`). */
export function readZipEntries(bytes: Uint8Array, limits: ZipLimits, wanted: (name: string) => boolean = () => true): ZipReadResult {
  const archive = openZip(bytes, limits, wanted);
  if (!archive.ok) return archive;
  const entries: ZipEntry[] = [];
  for (const name of archive.names) {
    const read = archive.read(name);
    if (!read.ok) return read;
    entries.push({ name, bytes: read.bytes! });
  }
  return { ok: true, entries };
}
