import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/server/authz";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { buildReceiptsZip, MANIFEST_NAME, type ZipLimits } from "@/server/features/reports/receipts-zip";
import { reportZipRoutes } from "@/server/features/reports/report-zip.routes";
import { AppError } from "@/server/http/errors";
import type { DocumentStores } from "@/server/storage";
import type { ReceiptDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createBooking, linePayload } from "../factories/bookings";
import { createProperty } from "../factories/portfolio";
import { jpegBytes, pdfBytes, pngBytes, uploadReceipt } from "../factories/receipts";
import { startTestApp, type TestApp } from "../helpers/test-app";

// GET /reports/receipts.zip (issue 15) on both storages. The ZIP is unpacked by Info-ZIP
// `unzip` (Debian package "unzip"; not fflate, which wrote it) and its manifest is checked by
// the real `sha256sum -c` (coreutils): what a tax advisor's machine does with it.

// The C locale on purpose: the UTF-8 names must unpack without the machine's help.
const toolEnv = { ...process.env, LC_ALL: "C" };
const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-zip-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

type Expected = { name: string; bytes: Uint8Array };

type Unpacked = {
  /** Entry names in the ZIP's order, as `zipinfo -1` lists them. */
  order: string[];
  /** What `unzip` wrote, by file name. */
  files: Map<string, Buffer>;
  manifest: string;
  /** stdout of `sha256sum --check --strict` (exit code 0, or the call throws). */
  checked: string;
  zipinfo: string;
};

/** Writes the answer to a file, unpacks it with `unzip` and checks the manifest with `sha256sum -c` in the unpacked folder. */
function unpack(zipBytes: Buffer): Unpacked {
  const work = tempDir();
  const zipFile = path.join(work, "belege.zip");
  fs.writeFileSync(zipFile, zipBytes);
  const out = path.join(work, "ausgepackt");
  execFileSync("unzip", ["-q", zipFile, "-d", out], { env: toolEnv });
  const order = execFileSync("zipinfo", ["-1", zipFile], { env: toolEnv, encoding: "utf8" }).split("\n").filter(Boolean);
  const zipinfo = execFileSync("zipinfo", ["-v", zipFile], { env: toolEnv, encoding: "utf8" });
  const checked = execFileSync("sha256sum", ["--check", "--strict", MANIFEST_NAME], { cwd: out, env: toolEnv, encoding: "utf8" });
  const files = new Map(fs.readdirSync(out).map((name) => [name.normalize("NFC"), fs.readFileSync(path.join(out, name))]));
  return { order, files, manifest: files.get(MANIFEST_NAME)?.toString("utf8") ?? "", checked, zipinfo };
}

/** Exactly these receipts, in this order, with these bytes, and a manifest `sha256sum -c` passed line by line. */
function expectReceipts(zip: Unpacked, expected: Expected[]) {
  expect(zip.order).toEqual([...expected.map((e) => e.name), MANIFEST_NAME]);
  expect([...zip.files.keys()].sort()).toEqual([...expected.map((e) => e.name), MANIFEST_NAME].sort());
  for (const e of expected) expect(zip.files.get(e.name)?.equals(Buffer.from(e.bytes)), e.name).toBe(true);
  expect(zip.manifest).toBe(expected.map((e) => `${sha256(e.bytes)}  ${e.name}\n`).join(""));
  expect(zip.checked.split("\n").filter(Boolean).sort()).toEqual(expected.map((e) => `${e.name}: OK`).sort());
  // Stored, not deflated: receipts are compressed already.
  expect(zip.zipinfo.match(/compression method:\s+none \(stored\)/g)).toHaveLength(expected.length + 1);
}

const fileNameOf = (res: Response) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "");

describe.each(["folder", "database"] as const)("receipts ZIP on %s storage", (storage) => {
  let app: TestApp;
  let team: Team;
  let other: Team;
  let propertyA: string;
  let propertyB: string;
  let otherProperty: string;
  /** The receipts of 2025 per scope, in the ZIP's order. */
  const expected2025 = { all: [] as Expected[], a: [] as Expected[], b: [] as Expected[] };
  let expected2024: Expected[];
  /** Receipts the fault tests damage, each alone in its year. */
  const lone = {} as Record<"missing" | "damaged" | "big", { receipt: ReceiptDto; bytes: Uint8Array; year: number; number: string }>;

  const download = (query: string, user: { cookie: string } = team.admin) =>
    fetch(`${app.url}/api/v1/reports/receipts.zip?${query}`, { headers: { Cookie: user.cookie, "x-workspace-id": team.admin.workspaceId } });
  const upload = async (t: Team, bytes: Uint8Array, name: string) => expectStatus(await uploadReceipt(t.as.editor, bytes, name), 201, "Beleg hochladen") as ReceiptDto;
  const actor = (): Actor => ({ userId: team.viewer.userId, workspaceId: team.admin.workspaceId, role: "viewer" });

  beforeAll(async () => {
    app = await startTestApp({ documentStorage: storage });
    [team, other] = await Promise.all([createTeam(app), createTeam(app)]);
    const api = team.as.editor;
    propertyA = (await createProperty(team.as.admin, { name: "Lindenstraße 5" })).id;
    propertyB = (await createProperty(team.as.admin, { name: "Hof/Garten 2" })).id;
    otherProperty = (await createProperty(other.as.admin, { name: "Fremdes Haus" })).id;
    const book = (lines: ReturnType<typeof linePayload>[], paymentDate: string, receipts: ReceiptDto[], number: string | null = null) =>
      createBooking(api, lines, { paymentDate, documentDate: paymentDate, number, receiptIds: receipts.map((r) => r.id) });

    // Uploaded (and so numbered) out of payment order: the ZIP orders by payment date.
    const invoice = pdfBytes("Rechnung Mueller");
    const b1 = await book([linePayload(propertyA, -1000)], "2025-03-01", [await upload(team, invoice, "Rechnung Müller.pdf")]);
    const receipt = pngBytes();
    const photo = jpegBytes();
    const b2 = await book([linePayload(propertyB, -2000)], "2025-02-10", [await upload(team, receipt, "quittung.png"), await upload(team, photo, "foto.jpeg")]);
    // A split invoice belongs to both properties; a PNG named ".pdf" gets ".png" added.
    const scan = new Uint8Array([...pngBytes(), 0x00]);
    const b3 = await book([linePayload(propertyA, -500), linePayload(propertyB, -700)], "2025-06-15", [await upload(team, scan, "scan.pdf")]);
    // A Belegnummer and a file name with separators, ".." and a bidi override: nothing of it may become a path.
    const odd = pdfBytes("Komisch");
    await book([linePayload(propertyA, -300)], "2025-09-30", [await upload(team, odd, "..\\..\\a..b\u202e.pdf")], "RE/7:ä");
    // Two numbers that become the same name ("K_1", unpacked on a case-insensitive disk too).
    const first = pdfBytes("K eins");
    const second = pdfBytes("k zwei");
    await book([linePayload(propertyB, -10)], "2025-11-11", [await upload(team, first, "Beleg.pdf")], "K/1");
    await book([linePayload(propertyB, -20)], "2025-11-11", [await upload(team, second, "Beleg.pdf")], "k_1");
    // Another year, a booking without receipts, a pending receipt and another workspace's receipt stay out.
    const old = jpegBytes();
    const b5 = await book([linePayload(propertyA, -100)], "2024-12-31", [await upload(team, old, "alt.jpg")]);
    await book([linePayload(propertyA, -50)], "2025-04-01", []);
    await upload(team, pdfBytes("schwebend"), "noch nicht gebucht.pdf");
    await createBooking(other.as.editor, [linePayload(otherProperty, -900)], { paymentDate: "2025-05-05", documentDate: "2025-05-05", receiptIds: [(await upload(other, pdfBytes("fremd"), "fremd.pdf")).id] });

    const e = {
      receipt: { name: `${b2.number}_1_quittung.png`, bytes: receipt },
      photo: { name: `${b2.number}_2_foto.jpeg`, bytes: photo },
      invoice: { name: `${b1.number}_1_Rechnung Müller.pdf`, bytes: invoice },
      scan: { name: `${b3.number}_1_scan.pdf.png`, bytes: scan },
      odd: { name: "RE_7_ä_1_a.b.pdf", bytes: odd },
      first: { name: "K_1_1_Beleg.pdf", bytes: first },
      second: { name: "k_1_1_Beleg (2).pdf", bytes: second },
    };
    expected2025.all = [e.receipt, e.photo, e.invoice, e.scan, e.odd, e.first, e.second];
    expected2025.a = [e.invoice, e.scan, e.odd];
    // Alone in property B's ZIP, "k_1" still clashes with "K_1".
    expected2025.b = [e.receipt, e.photo, e.scan, e.first, e.second];
    expected2024 = [{ name: `${b5.number}_1_alt.jpg`, bytes: old }];

    for (const [kind, year] of [["missing", 2022], ["damaged", 2023], ["big", 2021]] as const) {
      // 1,2 MB for the size limit's message (a PDF signature and padding: the upload checks only the signature).
      const bytes = kind === "big" ? new Uint8Array(1_200_000).fill(0x20) : pdfBytes(kind);
      if (kind === "big") bytes.set(pdfBytes("gross"));
      const receipt = await upload(team, bytes, `${kind}.pdf`);
      const booking = await book([linePayload(propertyA, -1)], `${year}-06-01`, [receipt]);
      lone[kind] = { receipt, bytes, year, number: booking.number };
    }
  }, 120_000);
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  it("the portfolio's 2025: every receipt once, by payment date and number, unpacked by unzip and checked by sha256sum -c", async () => {
    const res = await download("year=2025", team.viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(fileNameOf(res)).toBe("Belege-2025-Alle Objekte.zip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expectReceipts(unpack(body), expected2025.all);
  });

  it("one property: the bookings with a line on it, a split invoice in both", async () => {
    const a = await download(`year=2025&propertyId=${propertyA}`);
    expect(a.status).toBe(200);
    expect(fileNameOf(a)).toBe("Belege-2025-Lindenstraße 5.zip");
    expectReceipts(unpack(Buffer.from(await a.arrayBuffer())), expected2025.a);

    const b = await download(`year=2025&propertyId=${propertyB}`);
    expect(fileNameOf(b)).toBe("Belege-2025-Hof_Garten 2.zip");
    expectReceipts(unpack(Buffer.from(await b.arrayBuffer())), expected2025.b);
  });

  it("another year holds only its own receipts", async () => {
    const res = await download("year=2024");
    expect(res.status).toBe(200);
    expectReceipts(unpack(Buffer.from(await res.arrayBuffer())), expected2024);
  });

  it("a year without receipts: 404 with the reason, not an empty ZIP", async () => {
    const all = await download("year=2019");
    expect(all.status).toBe(404);
    expect(await all.json()).toMatchObject({ code: "not_found", message: messages.receiptsZipEmpty(2019, null) });
    const one = await download(`year=2019&propertyId=${propertyA}`);
    expect((await one.json()).message).toBe(messages.receiptsZipEmpty(2019, "Lindenstraße 5"));
  });

  it("another workspace's property: 404; a bad year or property id: 400", async () => {
    const foreign = await download(`year=2025&propertyId=${otherProperty}`);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).message).toBe(messages.notFound(PROPERTY));
    // The other workspace's own ZIP has its receipt, none of ours.
    const theirs = await fetch(`${app.url}/api/v1/reports/receipts.zip?year=2025`, { headers: { Cookie: other.admin.cookie } });
    expect(unpack(Buffer.from(await theirs.arrayBuffer())).order).toEqual([expect.stringMatching(/_1_fremd\.pdf$/), MANIFEST_NAME]);

    for (const query of ["year=1999", "year=abc", "", "year=2025.5", `year=2025&propertyId=kein-uuid`]) {
      const res = await download(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).code, query).toBe("bad_request");
    }
    expect(JSON.stringify(await (await download("year=1999")).json())).toContain(messages.reportYearInvalid);
  });

  describe("limits (the route with small caps, so no test writes 500 MB)", () => {
    /** The route as app.ts mounts it, with the caller's limits, the real database and storage, and app.ts's error answer. */
    const limitedApp = (limits: ZipLimits) =>
      new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set("db", app.database.db);
          c.set("documents", app.documents);
          c.set("actor", actor());
          await next();
        })
        .route("/", reportZipRoutes(limits))
        .onError((err, c) => (err instanceof AppError ? c.json(err.toBody(), err.status) : c.json({ message: String(err) }, 500)));
    const exactSize = async () => Number((await download("year=2025")).headers.get("content-length"));

    it("more receipts than the count cap: 409 before any byte; exactly the cap is fine", async () => {
      const n = expected2025.all.length;
      const over = await limitedApp({ maxBytes: 1024 ** 3, maxFiles: n - 1 }).request("/reports/receipts.zip?year=2025");
      expect(over.status).toBe(409);
      expect(await over.json()).toMatchObject({ code: "conflict", message: messages.receiptsZipTooManyFiles(n - 1) });
      expect((await limitedApp({ maxBytes: 1024 ** 3, maxFiles: n }).request("/reports/receipts.zip?year=2025")).status).toBe(200);
    });

    it("a ZIP one byte over the size cap: 409; exactly at it: 200", async () => {
      const size = await exactSize();
      const over = await limitedApp({ maxBytes: size - 1, maxFiles: 100 }).request("/reports/receipts.zip?year=2025");
      expect(over.status).toBe(409);
      expect((await over.json()).code).toBe("conflict");
      const exact = await limitedApp({ maxBytes: size, maxFiles: 100 }).request("/reports/receipts.zip?year=2025");
      expect(exact.status).toBe(200);
      expect((await exact.arrayBuffer()).byteLength).toBe(size);
    });

    it("says how large the ZIP would be and what the cap is", async () => {
      const res = await limitedApp({ maxBytes: 1024 * 1024, maxFiles: 100 }).request(`/reports/receipts.zip?year=${lone.big.year}`);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe("Das ZIP mit den Belegen wäre 1,2 MB groß, erlaubt sind höchstens 1 MB. Lade die Belege je Immobilie oder einzeln an der Buchung herunter.");
    });
  });

  describe("storage faults: no ZIP with a missing or damaged receipt", () => {
    const fileOf = (id: string) => path.join(app.dataDir, "receipts", team.admin.workspaceId, id);
    async function replaceBytes(id: string, bytes: Uint8Array | null) {
      if (storage === "folder") {
        if (bytes) fs.writeFileSync(fileOf(id), bytes);
        else fs.rmSync(fileOf(id));
      } else if (bytes) await app.database.db.execute(sql`update receipt_blobs set data = ${Buffer.from(bytes)} where receipt_id = ${id}`);
      else await app.database.db.execute(sql`delete from receipt_blobs where receipt_id = ${id}`);
    }
    const silenceErrors = () => vi.spyOn(console, "error").mockImplementation(() => undefined);

    it("a missing file: 500 naming the receipt, logged with ids only", async () => {
      const log = silenceErrors();
      const { receipt, year, number } = lone.missing;
      await replaceBytes(receipt.id, null);
      const res = await download(`year=${year}`);
      expect(res.status).toBe(500);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ code: "internal", message: messages.receiptsZipFileMissing(number, "missing.pdf") });
      const logged = log.mock.calls.flat().join("\n");
      expect(logged).toContain(receipt.id);
      expect(logged).not.toContain("missing.pdf");
      expect(logged).not.toContain(number);
    });

    it("a file whose bytes differ from the upload (same size): 500, the damaged file is not shipped", async () => {
      silenceErrors();
      const { receipt, bytes, year, number } = lone.damaged;
      const damaged = Uint8Array.from(bytes);
      damaged[damaged.length - 2] = damaged[damaged.length - 2]! ^ 0x01;
      await replaceBytes(receipt.id, damaged);
      const res = await download(`year=${year}`);
      expect(res.status).toBe(500);
      expect((await res.json()).message).toBe(messages.receiptsZipFileDamaged(number, "damaged.pdf"));
    });

    it("a file damaged after the check, while streaming: the stream fails instead of ending as a ZIP", async () => {
      const log = silenceErrors();
      const { receipt, year } = lone.big;
      let reads = 0;
      const flaky: DocumentStores = {
        ...app.documents,
        open: (kind, db) => {
          const real = app.documents.open(kind, db);
          return {
            ...real,
            get: async (key) => {
              const bytes = await real.get(key);
              if (!bytes || ++reads === 1) return bytes;
              const damaged = Uint8Array.from(bytes);
              damaged[100] = damaged[100]! ^ 0x01;
              return damaged;
            },
          };
        },
      };
      const zip = await buildReceiptsZip({ db: app.database.db, documents: flaky, actor: actor(), query: { year } });
      expect(reads).toBe(1); // checked before the first byte
      await expect(new Response(zip.body).arrayBuffer()).rejects.toThrow();
      expect(log.mock.calls.flat().join("\n")).toContain(receipt.id);
      // The same ZIP from the intact storage is whole.
      const whole = await buildReceiptsZip({ db: app.database.db, documents: app.documents, actor: actor(), query: { year } });
      const bytes = Buffer.from(await new Response(whole.body).arrayBuffer());
      expect(bytes.byteLength).toBe(whole.sizeBytes);
      expectReceipts(unpack(bytes), [{ name: `${lone.big.number}_1_big.pdf`, bytes: lone.big.bytes }]);
    });
  });
});
