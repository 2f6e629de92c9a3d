import crypto from "node:crypto";
import { and, asc, eq, exists, gte, lte, sql } from "drizzle-orm";
import { Zip, ZipPassThrough } from "fflate";
import { toIsoDate, type IsoDate } from "@/core/dates";
import { messages } from "@/shared/messages";
import type { ReportYearQuery } from "@/shared/schemas/reports";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bookingLines, bookings, receipts } from "@/server/db/schema";
import { findOwnedProperty } from "@/server/features/properties";
import { AppError } from "@/server/http/errors";
import { describeErrorForLog } from "@/server/http/log-error";
import { documentStorageKinds, type DocumentStorageKind, type DocumentStores } from "@/server/storage";
import { PORTFOLIO_SCOPE, reportFileName, safeFileSegment } from "./report-file-name";

// The receipts of a tax year as one ZIP for the tax advisor (issue 15), and the pieces the
// Steuerpaket builds on: named entries of a year and scope, size limits, a stored ZIP
// written as a stream with a `manifest.sha256` that `sha256sum -c` accepts.
//
// Receipts are PDF/JPEG/PNG/HEIC, already compressed: they are stored (method 0), which costs
// no CPU and makes the ZIP's size exact in advance (Content-Length, limit check).

export const MANIFEST_NAME = "manifest.sha256";

export type ZipLimits = { maxBytes: number; maxFiles: number };

/**
 * 500 MB and 10.000 files. fflate writes no ZIP64, so every size and offset must stay below
 * 4 GiB and the entries below 65.535; these caps keep far from both, and a download of
 * 500 MB is as much as a landlord's connection and the advisor's mailbox take.
 */
export const RECEIPTS_ZIP_LIMITS: ZipLimits = { maxBytes: 500 * 1024 * 1024, maxFiles: 10_000 };

/** One file of a stored ZIP: its bytes are read only when it is checked or written. */
export interface ZipSource {
  /** The entry's path inside the ZIP, UTF-8 ("Belege/2025-0001_1_Rechnung.pdf"). */
  name: string;
  sizeBytes: number;
  /** The entry's time; now when left out. */
  mtime?: Date;
  /** The SHA-256 (hex) the bytes must have; a difference is a storage fault. */
  sha256?: string;
  /** The bytes, or null when they are gone. */
  read(): Promise<Uint8Array | null>;
  /** The error for bytes that are gone or differ from sizeBytes/sha256; logs what the operator needs (ids, no names). */
  fault(kind: "missing" | "damaged"): AppError;
}

/** A receipt as an entry of the ZIP. */
export interface ReceiptZipEntry extends ZipSource {
  sha256: string;
  receiptId: string;
  bookingId: string;
  /** Belegnummer of the booking. */
  bookingNumber: string;
  paymentDate: IsoDate;
  /** The name as stored (and shown in the app). */
  fileName: string;
  mediaType: string;
}

/** Bytes already in memory (the Steuerpaket's PDF, XLSX and DATEV file) as a ZIP source. */
export function memorySource(name: string, bytes: Uint8Array, mtime?: Date): ZipSource {
  return {
    name,
    sizeBytes: bytes.byteLength,
    mtime,
    read: async () => bytes,
    fault: () => new AppError("internal", messages.unexpected),
  };
}

// --- entry names ------------------------------------------------------------------------

/**
 * ext4 and most file systems take 255 bytes per name; a little below that leaves room for the
 * " (2)" of a clash and for a tool that appends something.
 */
const NAME_MAX_BYTES = 240;
const utf8Length = (s: string) => Buffer.byteLength(s, "utf8");

const extensionsOf: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg", "jpe"],
  "image/png": ["png"],
  "image/heic": ["heic"],
  "image/heif": ["heif", "heic"],
};


/** The stored name, with the extension of the type the content has when the name's does not fit (a PNG named "scan.pdf"). */
function withFittingExtension(name: string, mediaType: string): string {
  const fitting = extensionsOf[mediaType];
  if (!fitting) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  return fitting.includes(extension) ? name : `${name}.${fitting[0]}`;
}

/** `prefix` + `name` in at most NAME_MAX_BYTES, cutting the name's stem (whole code points), keeping its extension. */
function fitName(prefix: string, name: string): string {
  if (utf8Length(prefix + name) <= NAME_MAX_BYTES) return prefix + name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : "";
  const stem = [...name.slice(0, name.length - extension.length)];
  while (stem.length > 0 && utf8Length(prefix + stem.join("") + extension) > NAME_MAX_BYTES) stem.pop();
  return `${prefix}${stem.join("").trimEnd()}${extension}`;
}

/**
 * Makes `name` unique among `taken` (compared case-insensitively: Windows and macOS unpack
 * "A.pdf" and "a.pdf" into one file) by " (2)", " (3)" … before the extension; records it.
 */
function uniqueName(name: string, taken: Set<string>): string {
  const key = (s: string) => s.normalize("NFC").toLowerCase();
  let candidate = name;
  const slash = name.lastIndexOf("/");
  const dot = name.lastIndexOf(".");
  const cut = dot > slash + 1 ? dot : name.length;
  for (let i = 2; taken.has(key(candidate)); i++) candidate = `${name.slice(0, cut)} (${i})${name.slice(cut)}`;
  taken.add(key(candidate));
  return candidate;
}

/** "2025-0007_2_Rechnung Müller.pdf": Belegnummer, the receipt's place in its booking, the stored name, all made safe. */
function receiptEntryName(bookingNumber: string, n: number, fileName: string, mediaType: string): string {
  const number = safeFileSegment(bookingNumber) || "Beleg";
  const file = withFittingExtension(safeFileSegment(fileName) || "Beleg", mediaType);
  return fitName(`${number}_${n}_`, file);
}

// --- the receipts of a year -------------------------------------------------------------

function storageKind(value: string): DocumentStorageKind {
  if (!(documentStorageKinds as readonly string[]).includes(value)) throw new Error(`Unbekannter Belegspeicher: ${value}`);
  return value as DocumentStorageKind;
}

/**
 * The ZIP entries of the receipts of `year` (payment date in the calendar year, §11 EStG) in
 * the actor's workspace: of every booking, or with `propertyId` of the bookings with at least
 * one line on that property (a split invoice belongs to each of its properties). Ordered by
 * payment date, Belegnummer and upload; named "<Belegnummer>_<n>_<file name>", unique, under
 * `folder` when given ("Belege" → "Belege/2025-0001_1_Rechnung.pdf").
 *
 * Returns at most `maxFiles + 1` entries: one more than the limit tells {@link assertZipLimits}
 * that the year does not fit, without loading all of a huge year. The property is not looked
 * up: the query is scoped to the workspace (another workspace's property gives nothing); a
 * caller that owes a 404 checks it with findOwnedProperty first.
 *
 * Reusable: the Steuerpaket puts these entries (with `folder`) next to its own files.
 */
export async function receiptZipEntries({
  db,
  documents,
  actor,
  year,
  propertyId,
  folder = "",
  maxFiles = RECEIPTS_ZIP_LIMITS.maxFiles,
}: {
  db: Db;
  documents: DocumentStores;
  actor: Actor;
  year: number;
  propertyId: string | null;
  folder?: string;
  maxFiles?: number;
}): Promise<ReceiptZipEntry[]> {
  authorize(actor, "read");
  const ws = actor.workspaceId;
  const onProperty = propertyId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(bookingLines)
          .where(and(eq(bookingLines.bookingId, bookings.id), eq(bookingLines.workspaceId, ws), eq(bookingLines.propertyId, propertyId))),
      )
    : undefined;
  const rows = await db
    .select({
      receiptId: receipts.id,
      fileName: receipts.fileName,
      mediaType: receipts.mediaType,
      sizeBytes: receipts.sizeBytes,
      sha256: receipts.sha256,
      storage: receipts.storage,
      createdAt: receipts.createdAt,
      bookingId: bookings.id,
      number: bookings.number,
      paymentDate: bookings.paymentDate,
    })
    .from(bookings)
    .innerJoin(receipts, and(eq(receipts.bookingId, bookings.id), eq(receipts.workspaceId, ws)))
    .where(and(eq(bookings.workspaceId, ws), gte(bookings.paymentDate, toIsoDate(year, 1, 1)), lte(bookings.paymentDate, toIsoDate(year, 12, 31)), onProperty))
    // "C": the same order on PGlite and on a PostgreSQL with another default collation.
    .orderBy(asc(bookings.paymentDate), sql`${bookings.number} collate "C"`, asc(bookings.id), asc(receipts.createdAt), asc(receipts.id))
    .limit(maxFiles + 1);

  const prefix = folder ? `${folder}/` : "";
  const taken = new Set<string>([MANIFEST_NAME]);
  let previousBooking = "";
  let n = 0;
  return rows.map((r) => {
    n = r.bookingId === previousBooking ? n + 1 : 1;
    previousBooking = r.bookingId;
    const storage = storageKind(r.storage);
    const key = { workspaceId: ws, id: r.receiptId };
    return {
      name: uniqueName(prefix + receiptEntryName(r.number, n, r.fileName, r.mediaType), taken),
      sizeBytes: r.sizeBytes,
      mtime: r.createdAt,
      sha256: r.sha256.toLowerCase(),
      receiptId: r.receiptId,
      bookingId: r.bookingId,
      bookingNumber: r.number,
      paymentDate: r.paymentDate,
      fileName: r.fileName,
      mediaType: r.mediaType,
      read: () => documents.open(storage, db).get(key),
      fault: (kind) => {
        // Ids only: a file name or Belegnummer may name a person.
        console.error(`[ERROR] Beleg ${r.receiptId} (Arbeitsbereich ${ws}, Speicher ${storage}): Datei ${kind === "missing" ? "fehlt" : "weicht von Größe oder SHA-256 ab"}.`);
        return new AppError("internal", kind === "missing" ? messages.receiptsZipFileMissing(r.number, r.fileName) : messages.receiptsZipFileDamaged(r.number, r.fileName));
      },
    };
  });
}

// --- size, limits, checks -----------------------------------------------------------------

/** Local header (30) + data descriptor (16) + central directory entry (46), as fflate writes them (no extra field, no comment). */
const ENTRY_OVERHEAD = 30 + 16 + 46;
const END_OF_CENTRAL_DIRECTORY = 22;
/** A manifest line: 64 hex digits, two spaces, the name, a newline. */
const manifestLineBytes = (name: string) => 64 + 2 + utf8Length(name) + 1;

/** The exact size of the stored ZIP {@link zipStream} writes for `sources` (with its manifest). */
export function storedZipSize(sources: readonly Pick<ZipSource, "name" | "sizeBytes">[]): number {
  let size = END_OF_CENTRAL_DIRECTORY;
  let manifest = 0;
  for (const s of sources) {
    size += ENTRY_OVERHEAD + 2 * utf8Length(s.name) + s.sizeBytes;
    manifest += manifestLineBytes(s.name);
  }
  return size + ENTRY_OVERHEAD + 2 * utf8Length(MANIFEST_NAME) + manifest;
}

const megabytes = (bytes: number) => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** 409 when the ZIP of `sources` would have more files or bytes than `limits` allow. */
export function assertZipLimits(sources: readonly Pick<ZipSource, "name" | "sizeBytes">[], limits: ZipLimits): number {
  if (sources.length > limits.maxFiles) throw new AppError("conflict", messages.receiptsZipTooManyFiles(limits.maxFiles));
  const size = storedZipSize(sources);
  if (size > limits.maxBytes) throw new AppError("conflict", messages.receiptsZipTooLarge(megabytes(size), Math.floor((limits.maxBytes / (1024 * 1024)) * 10) / 10));
  return size;
}

/** Reads the bytes and checks them against the size (and SHA-256) the source promises; throws the source's fault. */
async function loadSource(source: ZipSource): Promise<{ bytes: Uint8Array; sha256: string }> {
  const bytes = await source.read();
  if (!bytes) throw source.fault("missing");
  const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
  if (bytes.byteLength !== source.sizeBytes || (source.sha256 !== undefined && sha256 !== source.sha256)) throw source.fault("damaged");
  return { bytes, sha256 };
}

/**
 * Reads every source once and checks it, one at a time (memory: one file). Run before the
 * first byte of the answer: after it, a missing or damaged file can no longer become a status
 * code and a message. Costs a second read of every file; a yearly export can afford it, a ZIP
 * with a silently missing receipt at the tax office cannot be undone.
 */
export async function verifyZipSources(sources: readonly ZipSource[]): Promise<void> {
  for (const source of sources) await loadSource(source);
}

// --- writing ----------------------------------------------------------------------------

/**
 * Made by Unix (3), a regular file rw-r--r--: Info-ZIP unzip (Debian's 6.0) ignores the UTF-8
 * flag of an entry "made by" MS-DOS (fflate's default) and unpacks "Müller" as "M++ller"; with
 * Unix and no mode it would unpack a file nobody may read.
 */
const MADE_BY_UNIX = 3;
const REGULAR_FILE_644 = (0o100644 << 16) >>> 0;

function addStored(zip: Zip, name: string, bytes: Uint8Array, mtime: Date): void {
  const entry = new ZipPassThrough(name);
  entry.mtime = mtime;
  entry.os = MADE_BY_UNIX;
  entry.attrs = REGULAR_FILE_644;
  zip.add(entry);
  entry.push(bytes, true);
}

/**
 * The stored ZIP of `sources` and, last, `manifest.sha256` ("<sha256>  <name>\n" per file, the
 * hashes of the bytes written) as a stream: one source is read per pull, so memory holds about
 * one file however large the ZIP. Every file is checked again before its bytes go out; a fault
 * then (a receipt deleted or damaged since {@link verifyZipSources}) errors the stream, which
 * cuts the download short of its Content-Length and central directory: the browser reports a
 * failed download, and no unzip tool takes it for complete.
 */
export function zipStream(sources: readonly ZipSource[], now = new Date()): ReadableStream<Uint8Array> {
  const manifest: string[] = [];
  let next = 0;
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) return controller.error(err);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull(controller) {
      try {
        const source = sources[next++];
        if (source) {
          const { bytes, sha256 } = await loadSource(source);
          manifest.push(`${sha256}  ${source.name}\n`);
          addStored(zip, source.name, bytes, source.mtime ?? now);
        } else {
          addStored(zip, MANIFEST_NAME, new TextEncoder().encode(manifest.join("")), now);
          zip.end();
        }
      } catch (err) {
        zip.terminate();
        // A fault logged itself (ids only); its message names the file, so it stays out of the
        // log and out of the stream's error, which the server logs and echoes.
        if (!(err instanceof AppError)) console.error(`[ERROR] ZIP-Download abgebrochen: ${describeErrorForLog(err)}`);
        controller.error(new Error("ZIP abgebrochen"));
      }
    },
    cancel() {
      zip.terminate();
    },
  });
}

// --- GET /reports/receipts.zip ------------------------------------------------------------

export interface ReceiptsZip {
  fileName: string;
  /** Exact, for Content-Length. */
  sizeBytes: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * GET /reports/receipts.zip?year&propertyId: every receipt of the year's bookings (of one
 * property, or all) in one ZIP with its manifest. Everything that can fail with a message
 * fails here, before the first byte: the property (404), nothing to download (404), the limits
 * (409), a missing or damaged file (500, a storage fault the operator must repair from a backup).
 */
export async function buildReceiptsZip({
  db,
  documents,
  actor,
  query,
  limits = RECEIPTS_ZIP_LIMITS,
}: {
  db: Db;
  documents: DocumentStores;
  actor: Actor;
  query: ReportYearQuery;
  limits?: ZipLimits;
}): Promise<ReceiptsZip> {
  authorize(actor, "read");
  const propertyId = query.propertyId ?? null;
  const property = propertyId ? await findOwnedProperty(db, actor.workspaceId, propertyId) : null;
  const entries = await receiptZipEntries({ db, documents, actor, year: query.year, propertyId, maxFiles: limits.maxFiles });
  // An empty ZIP would be a download that says nothing (and `sha256sum -c` refuses an empty
  // manifest); the message tells the landlord why there is nothing.
  if (entries.length === 0) throw new AppError("not_found", messages.receiptsZipEmpty(query.year, property?.name ?? null));
  const sizeBytes = assertZipLimits(entries, limits);
  await verifyZipSources(entries);
  return { fileName: reportFileName("Belege", query.year, property?.name ?? PORTFOLIO_SCOPE, "zip"), sizeBytes, body: zipStream(entries) };
}
