import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readExcelFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReceiptDto } from "@/shared/booking-types";
import type { ErrorBody } from "@/shared/api-types";
import { messages } from "@/shared/messages";
import { TAX_PACKAGE_FILES } from "@/server/features/reports/tax-package";
import { createTeam, expectStatus, type Team } from "../factories/api";
import { createBooking, linePayload } from "../factories/bookings";
import { createProperty } from "../factories/portfolio";
import { pdfBytes, uploadReceipt } from "../factories/receipts";
import { seedTaxScenario, TAX_SCENARIO } from "../factories/tax-scenario";
import { pdfText } from "../helpers/pdf-text";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { readDatevBuchungsstapel } from "../support/datev-reader";

// The Steuerpaket (issue 15): one property's tax year in one ZIP, unpacked by Info-ZIP unzip
// and checked by sha256sum -c, each file read back by an independent reader (pdfjs for the
// PDFs, read-excel-file for the workbook, the test suite's DATEV reader).

let app: TestApp;
let team: Team;
let propertyId: string;
const tempDirs: string[] = [];
const f = TAX_PACKAGE_FILES;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  ({ propertyId } = await seedTaxScenario(team.as.editor));
});
afterAll(async () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  await app.close();
});

const download = (id: string, year: number, user = team.viewer) =>
  fetch(`${app.url}/api/v1/properties/${id}/tax-package.zip?year=${year}`, { headers: { Cookie: user.cookie, "x-workspace-id": team.admin.workspaceId } });

/** Unpacks the ZIP with unzip, checks its manifest with sha256sum -c; returns the folder and the checker's lines. */
function unpack(bytes: Buffer): { dir: string; checked: string[]; order: string[] } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-steuerpaket-"));
  tempDirs.push(work);
  const zip = path.join(work, "paket.zip");
  fs.writeFileSync(zip, bytes);
  const dir = path.join(work, "paket");
  const env = { ...process.env, LC_ALL: "C" };
  execFileSync("unzip", ["-q", zip, "-d", dir], { env });
  const order = execFileSync("zipinfo", ["-1", zip], { env, encoding: "utf8" }).split("\n").filter(Boolean);
  const checked = execFileSync("sha256sum", ["--check", "--strict", "manifest.sha256"], { cwd: dir, env, encoding: "utf8" }).split("\n").filter(Boolean);
  return { dir, checked, order };
}

describe("GET /properties/:id/tax-package.zip", () => {
  it("without DATEV settings: PDFs, workbook, LIESMICH and the receipts, every file in the manifest", async () => {
    const receipt = expectStatus(await uploadReceipt(team.as.editor, pdfBytes("Dachdecker"), "Rechnung Dach.pdf"), 201, "Beleg") as ReceiptDto;
    await createBooking(team.as.editor, [linePayload(propertyId, -5_000, { category: "other_expenses" })], { paymentDate: "2025-08-01", documentDate: "2025-08-01", number: "2025-D1", receiptIds: [receipt.id] });

    const res = await download(propertyId, 2025);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(decodeURIComponent(res.headers.get("content-disposition") ?? "")).toContain("Steuerpaket-2025-Lindenstraße 5.zip");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
    const { dir, checked, order } = unpack(bytes);
    expect(order).toEqual([f.readme, f.profitLossPdf(2025), f.anlageVPdf(2025), f.workbook(2025), "Belege/2025-D1_1_Rechnung Dach.pdf", "manifest.sha256"]);
    expect(checked).toEqual(order.filter((n) => n !== "manifest.sha256").map((n) => `${n}: OK`));
    expect(fs.readFileSync(path.join(dir, f.readme), "utf8")).toContain("Kein DATEV-Buchungsstapel: Die DATEV-Einstellungen");
    expect(fs.readFileSync(path.join(dir, f.readme), "utf8")).toContain("Das Steuerjahr ist noch nicht abgeschlossen");

    // Each file says the scenario's figures.
    const pl = await pdfText(new Uint8Array(fs.readFileSync(path.join(dir, f.profitLossPdf(2025)))));
    expect(pl).toContain("Lindenstraße 5");
    expect(pl).toContain("-3.540,00 €"); // the scenario's −3.490,00 and the 50,00 € of the receipt's booking
    const anlage = await pdfText(new Uint8Array(fs.readFileSync(path.join(dir, f.anlageVPdf(2025)))));
    expect(anlage).toContain("3.840,00 €");
    const sheets = await readExcelFile(fs.readFileSync(path.join(dir, f.workbook(2025))));
    expect(sheets.map((s) => s.sheet)).toEqual(["EÜR 2025", "Anlage V 2025"]);
    const result = sheets[1]!.data.find((row) => String(row[1] ?? "").startsWith("Überschuss"));
    expect(result?.[2]).toBe((TAX_SCENARIO.result2025 - 5_000) / 100);
  });

  it("with DATEV settings the Buchungsstapel is in it and passes the independent reader", async () => {
    expectStatus(await team.as.admin.put("/api/v1/datev-settings", { consultantNumber: 1234567, clientNumber: 10001, chart: "SKR03", accountLength: 4 }), 200, "DATEV");
    const res = await download(propertyId, 2025);
    expect(res.status).toBe(200);
    const { dir, order } = unpack(Buffer.from(await res.arrayBuffer()));
    expect(order).toContain(f.datev(2025));
    const read = readDatevBuchungsstapel(new Uint8Array(fs.readFileSync(path.join(dir, f.datev(2025)))));
    expect(read.problems).toEqual([]);
    expect(read.rows.length).toBeGreaterThan(20);
    expect(fs.readFileSync(path.join(dir, f.readme), "utf8")).toContain(`${f.datev(2025)}: die Buchungen des Jahres als DATEV-Buchungsstapel`);
  });

  it("names the finalised version its figures are, and says when they have moved on from it", async () => {
    expectStatus(await team.as.editor.post(`/api/v1/properties/${propertyId}/tax-years/2025/versions`, {}), 201, "abschließen");
    const finalised = await download(propertyId, 2025);
    expect(decodeURIComponent(finalised.headers.get("content-disposition") ?? "")).toContain("Steuerpaket-2025-Version-1-Lindenstraße 5.zip");
    const { dir } = unpack(Buffer.from(await finalised.arrayBuffer()));
    expect(fs.readFileSync(path.join(dir, f.readme), "utf8")).toMatch(/Die Zahlen entsprechen der abgeschlossenen Version 1 vom \d{2}\.\d{2}\.\d{4}\./);

    await createBooking(team.as.editor, [linePayload(propertyId, -1_000, { category: "other_expenses" })], { paymentDate: "2025-09-01", documentDate: "2025-09-01", text: "Nachzügler" });
    const moved = await download(propertyId, 2025);
    expect(decodeURIComponent(moved.headers.get("content-disposition") ?? "")).toContain("Steuerpaket-2025-Lindenstraße 5.zip");
    const after = unpack(Buffer.from(await moved.arrayBuffer()));
    expect(fs.readFileSync(path.join(after.dir, f.readme), "utf8")).toContain("Achtung: Die Zahlen weichen von der abgeschlossenen Version 1 vom");
  });

  it("a year without an Anlage V form is 400; another workspace's property 404; a bad year 400", async () => {
    const noForm = await download(propertyId, 2019);
    expect(noForm.status).toBe(400);
    const other = await createTeam(app);
    const foreign = await createProperty(other.as.editor, { name: "Fremd" });
    expect((await download(foreign.id, 2025)).status).toBe(404);
    const bad = await download(propertyId, 1999);
    expect(bad.status).toBe(400);
    expect(JSON.stringify((await bad.json()) as ErrorBody)).toContain(messages.reportYearInvalid);
  });
});
