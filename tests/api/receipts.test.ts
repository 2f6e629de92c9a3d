import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/server/db/rows";
import { startDailyReceiptCleanup, sweepReceipts } from "@/server/features/receipts";
import type { ReceiptDto } from "@/shared/booking-types";
import { RECEIPT_MAX_BYTES } from "@/shared/limits";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createProperty } from "../factories/portfolio";
import { heicBytes, jpegBytes, pdfBytes, pngBytes, receiptForm, uploadReceipt } from "../factories/receipts";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Receipts (Belege, issue 14) on both storages: upload decided by content, file with safe
// headers, delete (not in a closed year), and the sweep of old pending receipts and orphans.

type Row = { id: string; booking_id: string | null; storage: string; sha256: string; media_type: string; file_name: string; size_bytes: number };

describe.each(["folder", "database"] as const)("receipts on %s storage", (storage) => {
  let app: TestApp;
  let team: Team;
  let propertyId: string;

  beforeAll(async () => {
    app = await startTestApp({ documentStorage: storage });
    team = await createTeam(app);
    propertyId = (await createProperty(team.as.admin)).id;
  });
  afterAll(() => app.close());

  const ws = () => team.admin.workspaceId;
  const fileOf = (id: string) => path.join(app.dataDir, "receipts", ws(), id);
  const rowOf = async (id: string) => rowsOf<Row>(await app.database.db.execute(sql`select * from receipts where id = ${id}`))[0];
  const blobCount = async (id: string) =>
    Number(rowsOf<{ n: number }>(await app.database.db.execute(sql`select count(*)::int as n from receipt_blobs where receipt_id = ${id}`))[0]!.n);
  const receiptCount = async () => Number(rowsOf<{ n: number }>(await app.database.db.execute(sql`select count(*)::int as n from receipts`))[0]!.n);
  /** Where the bytes are: the file or the blob row, never both. */
  const stored = async (id: string) => ({ file: fs.existsSync(fileOf(id)), blob: (await blobCount(id)) === 1 });
  const inStorage = { file: storage === "folder", blob: storage === "database" };
  const upload = async (bytes: Uint8Array, name: string, type?: string) => expectStatus(await uploadReceipt(team.as.editor, bytes, name, type), 201, "Beleg hochladen") as ReceiptDto;
  const fetchFile = (id: string, query = "") => fetch(`${app.url}/api/v1/receipts/${id}/file${query}`, { headers: { Cookie: team.admin.cookie } });

  /** A booking of the admin's workspace paid on `paymentDate`, with the receipt attached (as the bookings service will). */
  async function bookWithReceipt(receiptId: string, paymentDate: string): Promise<string> {
    return app.database.db.transaction(async (tx) => {
      const number = `R-${crypto.randomBytes(4).toString("hex")}`;
      const [booking] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents)
          values (${ws()}, ${number}, ${paymentDate}, ${paymentDate}, -1000) returning id`),
      );
      await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, category, amount_cents)
        values (${ws()}, ${booking!.id}, 1, ${paymentDate}, ${propertyId}, 'operating_costs', -1000)`);
      await tx.execute(sql`update receipts set booking_id = ${booking!.id} where id = ${receiptId} and booking_id is null`);
      return booking!.id;
    });
  }

  describe("upload", () => {
    it.each([
      ["PDF", pdfBytes(), "rechnung.pdf", "application/pdf"],
      ["PNG", pngBytes(), "quittung.png", "image/png"],
      ["JPEG", jpegBytes(), "foto.jpeg", "image/jpeg"],
      ["HEIC", heicBytes(), "IMG_0001.HEIC", "image/heic"],
    ] as const)("stores a %s as a pending receipt with its sniffed type and serves the same bytes", async (_, bytes, name, mediaType) => {
      // The browser's declared type is deliberately useless: the content decides.
      const receipt = await upload(bytes, name, "application/octet-stream");
      expect(receipt).toEqual({ id: expect.any(String), fileName: name, mediaType, sizeBytes: bytes.byteLength, createdAt: expect.any(String) });
      const row = await rowOf(receipt.id);
      expect(row).toMatchObject({ booking_id: null, storage, media_type: mediaType, sha256: crypto.createHash("sha256").update(bytes).digest("hex") });
      expect(await stored(receipt.id)).toEqual(inStorage);

      const res = await fetchFile(receipt.id);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(mediaType);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    });

    it("takes a HEIF whose major brand is mif1 and one that lists heic only as compatible", async () => {
      expect((await upload(heicBytes("mif1"), "a.heif")).mediaType).toBe("image/heif");
      expect((await upload(heicBytes("isom"), "b.heic")).mediaType).toBe("image/heif");
    });

    it("refuses a text file named .pdf and declared as PDF with a German 415, writing nothing", async () => {
      const before = await receiptCount();
      const res = await uploadReceipt(team.as.editor, new TextEncoder().encode("Das ist kein PDF.\n"), "rechnung.pdf", "application/pdf");
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: "unsupported_media_type", message: "Dieser Dateityp wird nicht unterstützt. Bitte lade ein PDF, JPEG, PNG oder HEIC hoch." });
      // A PNG signature cut short and an "ftyp" box of a video brand are no receipts either.
      expect((await uploadReceipt(team.as.editor, pngBytes().subarray(0, 6), "kurz.png")).status).toBe(415);
      expect((await uploadReceipt(team.as.editor, heicBytes("mp42", ["isom", "mp42"]), "video.heic")).status).toBe(415);
      expect(await receiptCount()).toBe(before);
    });

    it("stores a PNG named .pdf and declared as PDF as image/png", async () => {
      const receipt = await upload(pngBytes(), "getarnt.pdf", "application/pdf");
      expect(receipt.mediaType).toBe("image/png");
    });

    it("refuses 20 MB + 1 byte with a German 413 and takes exactly 20 MB", async () => {
      const before = await receiptCount();
      const big = new Uint8Array(RECEIPT_MAX_BYTES + 1);
      big.set(pdfBytes());
      const res = await uploadReceipt(team.as.editor, big, "gross.pdf");
      expect(res.status).toBe(413);
      expect(res.body.message).toBe("Die Datei ist zu groß: Ein Beleg darf höchstens 20 MB haben.");
      expect(await receiptCount()).toBe(before);
      const exact = await upload(big.subarray(0, RECEIPT_MAX_BYTES), "genau.pdf");
      expect(exact.sizeBytes).toBe(RECEIPT_MAX_BYTES);
    }, 60_000);

    it("answers a missing, empty, doubled or unreadable file with a German 400", async () => {
      const before = await receiptCount();
      const api = team.as.editor;
      const empty = await uploadReceipt(api, new Uint8Array(0), "leer.pdf");
      expect([empty.status, empty.body.message]).toEqual([400, "Die Datei ist leer."]);

      const noFile = new FormData();
      noFile.append("datei", new Blob([new Uint8Array(pdfBytes())]), "a.pdf");
      noFile.append("file", "nur Text");
      const missing = await api.post("/api/v1/receipts", noFile);
      expect([missing.status, missing.body.message]).toEqual([400, "Bitte wähle eine Datei aus."]);

      const two = receiptForm(pdfBytes(), "a.pdf");
      two.append("file", new Blob([pngBytes()]), "b.png");
      const doubled = await api.post("/api/v1/receipts", two);
      expect([doubled.status, doubled.body.message]).toEqual([400, "Bitte lade eine Datei pro Anfrage hoch."]);

      const broken = await fetch(`${app.url}/api/v1/receipts`, {
        method: "POST",
        headers: { Cookie: team.admin.cookie, Origin: app.url, "Content-Type": "multipart/form-data; boundary=xyz" },
        body: "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4 ohne Ende",
      });
      expect(broken.status).toBe(400);
      expect((await broken.json()).message).toBe("Der Upload konnte nicht gelesen werden. Bitte versuche es erneut.");
      expect(await receiptCount()).toBe(before);
    });

    it("answers a JSON body on the upload route with a German 415", async () => {
      const res = await team.as.editor.post("/api/v1/receipts", { file: "JVBERi0=" });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe("Bitte sende die Datei als Formular-Upload (Content-Type: multipart/form-data).");
    });

    it("keeps only the file name: no path, no control or bidi characters, at most 200 characters", async () => {
      expect((await upload(pdfBytes(), "C:\\fakepath\\..\\Rech\u0007nung\u202e.pdf")).fileName).toBe("Rechnung.pdf");
      expect((await upload(pdfBytes(), "../../etc/passwd")).fileName).toBe("passwd");
      expect((await upload(pngBytes(), "/")).fileName).toBe("Beleg.png");
      const long = await upload(pdfBytes(), `${"ä".repeat(300)}.pdf`);
      expect([...long.fileName]).toHaveLength(200);
      expect(long.fileName.endsWith("ä.pdf")).toBe(true);
    });

    it("lets a viewer read but not upload (403 before the body is read)", async () => {
      const before = await receiptCount();
      const res = await uploadReceipt(team.as.viewer, pdfBytes(), "a.pdf");
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
      expect(await receiptCount()).toBe(before);
      const receipt = await upload(pdfBytes(), "lesen.pdf");
      expect((await team.as.viewer.get(`/api/v1/receipts/${receipt.id}/file`)).status).toBe(200);
    });

    it("refuses an upload from another origin (multipart is what a cross-site form can send)", async () => {
      const res = await fetch(`${app.url}/api/v1/receipts`, { method: "POST", headers: { Cookie: team.admin.cookie, Origin: "http://evil.example" }, body: receiptForm(pdfBytes(), "a.pdf") });
      expect(res.status).toBe(403);
    });
  });

  describe("file", () => {
    it("serves inline with a safe RFC 5987 name, and as attachment with ?download=1", async () => {
      const receipt = await upload(pngBytes(), 'Quittung "Müller"; 5%.png');
      const inline = await fetchFile(receipt.id);
      expect(inline.headers.get("content-disposition")).toBe(`inline; filename="Quittung _Muller__ 5_.png"; filename*=UTF-8''Quittung%20%22M%C3%BCller%22%3B%205%25.png`);
      expect(inline.headers.get("x-content-type-options")).toBe("nosniff");
      expect(inline.headers.get("content-security-policy")).toBe("sandbox; frame-ancestors 'self'");
      expect(inline.headers.get("cache-control")).toBe("private, max-age=3600");

      const download = await fetchFile(receipt.id, "?download=1");
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="Quittung _Muller__ 5_.png"; filename\*=UTF-8''/);
      expect(download.headers.get("content-type")).toBe("image/png");
    });

    it("sandboxes a PDF shown inline as well as a downloaded one", async () => {
      const receipt = await upload(pdfBytes(), "rechnung.pdf");
      expect((await fetchFile(receipt.id)).headers.get("content-security-policy")).toBe("sandbox; frame-ancestors 'self'");
      expect((await fetchFile(receipt.id, "?download=1")).headers.get("content-security-policy")).toBe("sandbox; frame-ancestors 'self'");
    });

    it("answers 404 for another workspace's receipt, a malformed id and an unknown one", async () => {
      const receipt = await upload(pdfBytes(), "fremd.pdf");
      const stranger = await team.stranger.api.get(`/api/v1/receipts/${receipt.id}/file`);
      expect(stranger.status).toBe(404);
      expect(stranger.body.message).toBe("Der Beleg wurde nicht gefunden.");
      expect((await team.stranger.api.delete(`/api/v1/receipts/${receipt.id}`)).status).toBe(404);
      expect((await team.as.admin.get("/api/v1/receipts/abc/file")).status).toBe(404);
      expect((await team.as.admin.get(`/api/v1/receipts/${crypto.randomUUID()}/file`)).status).toBe(404);
      expect(await stored(receipt.id)).toEqual(inStorage);
    });

    it("names the workspace in ?workspace= for URLs the browser loads itself (img, iframe, link)", async () => {
      const receipt = await upload(pngBytes(), "bild.png");
      const viaQuery = await fetch(`${app.url}/api/v1/receipts/${receipt.id}/file?workspace=${ws()}`, { headers: { Cookie: team.editor.cookie } });
      expect(viaQuery.status).toBe(200);
      // Without it the editor acts in their own workspace, where the receipt is not.
      expect((await fetch(`${app.url}/api/v1/receipts/${receipt.id}/file`, { headers: { Cookie: team.editor.cookie } })).status).toBe(404);
      expect((await fetch(`${app.url}/api/v1/receipts/${receipt.id}/file?workspace=${ws()}`, { headers: { Cookie: team.stranger.cookie } })).status).toBe(404);
    });
  });

  describe("delete", () => {
    it("removes the receipt and its bytes (204), then 404", async () => {
      const receipt = await upload(pdfBytes(), "weg.pdf");
      expect(await stored(receipt.id)).toEqual(inStorage);
      expect((await team.as.editor.delete(`/api/v1/receipts/${receipt.id}`)).status).toBe(204);
      expect(await rowOf(receipt.id)).toBeUndefined();
      expect(await stored(receipt.id)).toEqual({ file: false, blob: false });
      expect((await fetchFile(receipt.id)).status).toBe(404);
      expect((await team.as.editor.delete(`/api/v1/receipts/${receipt.id}`)).status).toBe(404);
    });

    it("refuses a viewer (403) and keeps the receipt", async () => {
      const receipt = await upload(pdfBytes(), "bleibt.pdf");
      expect((await team.as.viewer.delete(`/api/v1/receipts/${receipt.id}`)).status).toBe(403);
      expect(await stored(receipt.id)).toEqual(inStorage);
    });

    it("refuses a receipt of a booking in a closed tax year with a German 409, and deletes one in an open year", async () => {
      const closed = await upload(pdfBytes(), "2023.pdf");
      const open = await upload(pdfBytes(), "2024.pdf");
      await bookWithReceipt(closed.id, "2023-12-31");
      await bookWithReceipt(open.id, "2024-01-01");
      await app.database.db.execute(sql`insert into closed_tax_years (workspace_id, year) values (${ws()}, 2023)`);

      const refused = await team.as.editor.delete(`/api/v1/receipts/${closed.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "conflict", message: "Der Beleg gehört zu einer Buchung im festgeschriebenen Jahr 2023 und kann nicht mehr gelöscht werden." });
      expect(await stored(closed.id)).toEqual(inStorage);
      expect((await fetchFile(closed.id)).status).toBe(200);

      expect((await team.as.editor.delete(`/api/v1/receipts/${open.id}`)).status).toBe(204);
      expect(await stored(open.id)).toEqual({ file: false, blob: false });
    });
  });

  describe("cleanup", () => {
    it("removes pending receipts older than a day with their bytes, keeps fresh and attached ones", async () => {
      const old = await upload(pdfBytes(), "alt.pdf");
      const fresh = await upload(pdfBytes(), "neu.pdf");
      const attached = await upload(pdfBytes(), "gebucht.pdf");
      await bookWithReceipt(attached.id, "2025-05-05");
      await app.database.db.execute(sql`update receipts set created_at = now() - interval '25 hours' where id in (${old.id}, ${attached.id})`);

      const swept = await sweepReceipts({ db: app.database.db, documents: app.documents });
      expect(swept.pendingRemoved).toBe(1);
      expect(await rowOf(old.id)).toBeUndefined();
      expect(await stored(old.id)).toEqual({ file: false, blob: false });
      expect(await stored(fresh.id)).toEqual(inStorage);
      expect(await stored(attached.id)).toEqual(inStorage);
    });

    it("removes the bytes of a deleted booking's receipts, but not a file whose upload may still be committing", async () => {
      const receipt = await upload(pdfBytes(), "buchung-geloescht.pdf");
      const bookingId = await bookWithReceipt(receipt.id, "2025-06-01");
      await app.database.db.execute(sql`delete from bookings where id = ${bookingId}`); // cascades to the receipt row
      expect(await rowOf(receipt.id)).toBeUndefined();

      // A folder file without a row, as an upload leaves it between writing and committing.
      const young = { workspaceId: ws(), id: crypto.randomUUID() };
      await app.documents.folder.put(young, pdfBytes());

      await sweepReceipts({ db: app.database.db, documents: app.documents }); // a file younger than the grace stays
      expect(fs.existsSync(fileOf(young.id))).toBe(true);

      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      const swept = await sweepReceipts({ db: app.database.db, documents: app.documents, now: later });
      expect(await stored(receipt.id)).toEqual({ file: false, blob: false });
      expect(fs.existsSync(fileOf(young.id))).toBe(false);
      expect(swept.orphanFilesRemoved).toBe(storage === "folder" ? 2 : 1);
      // Files of receipts that still exist stay.
      const kept = rowsOf<{ id: string }>(await app.database.db.execute(sql`select id from receipts where workspace_id = ${ws()} and storage = 'folder'`));
      for (const r of kept) expect(fs.existsSync(fileOf(r.id)), r.id).toBe(true);
    });

    it("sweeps at start-up (the server's daily cleanup), logging what it removed", async () => {
      const old = await upload(pdfBytes(), "vorgestern.pdf");
      await app.database.db.execute(sql`update receipts set created_at = now() - interval '2 days' where id = ${old.id}`);
      const lines: string[] = [];
      const stop = startDailyReceiptCleanup(app.database.db, app.documents, (line) => lines.push(line));
      try {
        await expect.poll(async () => (await rowOf(old.id)) === undefined, { timeout: 10_000 }).toBe(true);
        await expect.poll(() => lines, { timeout: 5_000 }).toEqual([expect.stringMatching(/^Belege aufgeräumt: 1 nicht zugeordnete Belege, 0 verwaiste Dateien entfernt\.$/)]);
      } finally {
        stop();
      }
      expect(await stored(old.id)).toEqual({ file: false, blob: false });
    });
  });
});
