import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from "fflate";
import { describeErrorForLog } from "@/server/http/log-error";

// A ZIP written as a stream while its content is produced (fflate's streaming Zip, as the
// receipts ZIP in features/reports/receipts-zip.ts): the producer is an async generator that
// writes some entries or part of one and then yields; the response stream resumes it only when
// the client has taken what it wrote (pull). Memory holds one step's output — a page of rows or
// one receipt — however large the export.

/** An entry written piece by piece, deflated (JSON and CSV compress ten to one). */
export interface TextEntry {
  write(text: string): void;
  end(): void;
}

export interface ZipWriter {
  /** Opens a deflated entry; the one before must have ended (entries go out one after another). */
  text(name: string): TextEntry;
  /** A whole file, stored as it is: receipts (PDF, JPEG, PNG, HEIC) are compressed already. */
  stored(name: string, bytes: Uint8Array, mtime: Date): void;
}

/**
 * Made by Unix, a regular file rw-r--r--: Info-ZIP unzip ignores the UTF-8 flag of entries made
 * by MS-DOS (fflate's default) and would garble "Müller" (the same as receipts-zip.ts).
 */
const MADE_BY_UNIX = 3;
const REGULAR_FILE_644 = (0o100644 << 16) >>> 0;

/**
 * fflate writes no ZIP64: every offset and size must stay below 4 GiB. The service refuses a
 * workspace whose receipts come near that before the first byte; this guard only turns a ZIP
 * that would still outgrow it (a huge ledger on top) into a failed download instead of a
 * silently broken file.
 */
const ZIP32_LIMIT = 0xffff_ffff - 64 * 1024 * 1024;

const encoder = new TextEncoder();

function entryOf<T extends ZipInputFile>(entry: T, mtime: Date): T {
  entry.mtime = mtime;
  entry.os = MADE_BY_UNIX;
  entry.attrs = REGULAR_FILE_644;
  return entry;
}

/**
 * The ZIP `produce` writes, as a byte stream for a response body. An error while producing (the
 * database gone, a file unreadable) is logged and errors the stream: the download ends without
 * the ZIP's central directory, so no unzip tool takes it for complete. A client that goes away
 * stops the producer at its next yield.
 */
export function zipStream(produce: (zip: ZipWriter) => AsyncGenerator<void>, mtime: Date): ReadableStream<Uint8Array> {
  let zip: Zip;
  let steps: AsyncGenerator<void>;
  let written = 0;
  let chunks = 0;
  let finished = false;

  const checkSize = (more: number) => {
    if (written + more > ZIP32_LIMIT) throw new Error("Der Export überschreitet 4 GiB (ZIP ohne ZIP64).");
  };

  const writer: ZipWriter = {
    text(name) {
      checkSize(0);
      const entry = entryOf(new ZipDeflate(name, { level: 6 }), mtime);
      zip.add(entry);
      let size = 0;
      return {
        write(text) {
          const bytes = encoder.encode(text);
          size += bytes.byteLength;
          checkSize(0);
          if (size > ZIP32_LIMIT) throw new Error(`Der Export-Eintrag ${name} überschreitet 4 GiB.`);
          entry.push(bytes);
        },
        end() {
          entry.push(new Uint8Array(0), true);
        },
      };
    },
    stored(name, bytes, fileTime) {
      checkSize(bytes.byteLength);
      const entry = entryOf(new ZipPassThrough(name), fileTime);
      zip.add(entry);
      entry.push(bytes, true);
    },
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (finished) return;
        if (err) {
          finished = true;
          controller.error(err);
          return;
        }
        written += chunk.byteLength;
        chunks++;
        controller.enqueue(chunk);
        if (final) {
          finished = true;
          controller.close();
        }
      });
      steps = produce(writer);
    },
    // A pull must enqueue something or end: the stream calls pull again only after a chunk or a
    // new read, so a step that left its bytes in the deflater (a few rows) runs the next one.
    async pull(controller) {
      try {
        const before = chunks;
        while (chunks === before && !finished) {
          const step = await steps.next();
          if (step.done) {
            if (!finished) zip.end();
            break;
          }
        }
      } catch (err) {
        if (finished) return;
        finished = true;
        zip.terminate();
        // Ids only reach the log (describeErrorForLog): the export's content is personal data.
        console.error(`[ERROR] Export abgebrochen: ${describeErrorForLog(err)}`);
        controller.error(new Error("Export abgebrochen"));
      }
    },
    async cancel() {
      finished = true;
      zip.terminate();
      await steps.return(undefined);
    },
  });
}
