import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { berlinToday, PortfolioPages } from "./support/portfolio-pages";
import { screenshotDir, screenshotMatrix, showScheme } from "./support/screenshots";

// Issue 14: a utility bill split over two flats, with its receipt, through the booking
// dialog; dates typed as TT.MM.JJJJ and money as German text in every browser language.

type BookingJson = {
  id: string;
  number: string;
  amountCents: number;
  paymentDate: string;
  documentDate: string;
  servicePeriodStart: string | null;
  servicePeriodEnd: string | null;
  counterpartyName: string;
  receipts: Array<{ id: string; fileName: string; mediaType: string }>;
  lines: Array<{ unitId: string | null; category: string; betrkvType: number | null; allocable: boolean | null; amountCents: number }>;
};
type BookingListJson = { items: Array<{ id: string; number: string; amountCents: number; receiptCount: number }>; total: number };

const MINUS = "\u2212";
const NBSP = "\u00a0";

async function api<T = unknown>(page: Page, baseUrl: string, method: "GET" | "POST", apiPath: string, data?: unknown): Promise<T> {
  // Writes need our own Origin (request guard).
  const res = await page.request.fetch(`${baseUrl}/api/v1${apiPath}`, { method, data, headers: { Origin: baseUrl } });
  expect(res.status(), `${method} ${apiPath}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A property with two flats, by API. */
async function property(page: Page, baseUrl: string) {
  const p = await api<{ id: string }>(page, baseUrl, "POST", "/properties", { name: "Haus Birke", kind: "multi_family", city: "Dresden" });
  const w01 = await api<{ id: string }>(page, baseUrl, "POST", `/properties/${p.id}/units`, { code: "W01", type: "apartment", usage: "vacant" });
  const w02 = await api<{ id: string }>(page, baseUrl, "POST", `/properties/${p.id}/units`, { code: "W02", type: "apartment", usage: "vacant" });
  return { propertyId: p.id, unitIds: [w01.id, w02.id] };
}

/** A small but real PDF (one empty page), written to disk for the file picker. */
function writeReceiptPdf(dir: string): string {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "stadtwerke-wasser.pdf");
  fs.writeFileSync(file, body, "latin1");
  return file;
}

/** 'yyyy-MM-dd' → "TT.MM.JJJJ", as the user types it. */
const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * Buchungen → "Buchung erfassen": the Stadtwerke's water bill, 300,00 € out, split evenly
 * over W01 and W02 as Betriebskosten / Wasserversorgung, with its PDF; saved.
 */
async function recordWaterBill(page: Page, auth: AuthPages, receiptFile: string, dates: { payment: string; periodStart: string; periodEnd: string }) {
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Buchungen" }).click();
  await page.waitForURL(/\/dashboard\/bookings$/);
  await page.getByRole("heading", { name: "Buchungen", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Buchung erfassen" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Neue Buchung" });
  await dialog.waitFor();

  await dialog.getByText("Ausgabe", { exact: true }).click();
  expect(await dialog.getByRole("radio", { name: "Ausgabe" }).isChecked()).toBe(true);
  await dialog.getByLabel("Betrag *").fill("300,00");
  // Dates as TT.MM.JJJJ: text fields in every browser language; the Belegdatum follows.
  const payment = dialog.getByLabel("Zahlungsdatum *");
  expect(await payment.getAttribute("type")).toBe("text");
  await payment.fill(german(dates.payment));
  await payment.press("Tab");
  expect(await dialog.getByLabel("Belegdatum").inputValue()).toBe(german(dates.payment));
  await dialog.getByLabel("Leistungszeitraum von").fill(german(dates.periodStart));
  await dialog.getByLabel("Leistungszeitraum bis").fill(german(dates.periodEnd));
  await dialog.getByLabel("Gegenpartei").fill("Stadtwerke");
  await dialog.getByLabel("Buchungstext").fill("Wasser Jahresabrechnung");

  // Two lines, one per flat, Betriebskosten › Wasserversorgung, then "Gleichmäßig aufteilen".
  const line = (n: number) => dialog.getByRole("group", { name: `Zeile ${n}` });
  await expect.poll(() => line(1).getByLabel("Immobilie *").locator("option").allInnerTexts()).toContain("Haus Birke");
  await line(1).getByLabel("Immobilie *").selectOption({ label: "Haus Birke" });
  await dialog.getByRole("button", { name: "Zeile hinzufügen" }).click();
  for (const [n, unit] of [
    [1, "W01"],
    [2, "W02"],
  ] as const) {
    await expect.poll(() => line(n).getByLabel("Einheit", { exact: true }).locator("option").allInnerTexts()).toContain(unit);
    await line(n).getByLabel("Einheit", { exact: true }).selectOption({ label: unit });
    await line(n).getByLabel("Kategorie *").selectOption({ label: "Betriebskosten" });
    await line(n).getByLabel("Betriebskostenart *").selectOption({ label: "2 – Wasserversorgung" });
    await expect.poll(() => line(n).getByRole("checkbox", { name: "umlagefähig" }).getAttribute("aria-checked")).toBe("true");
  }
  await dialog.getByRole("button", { name: "Gleichmäßig aufteilen" }).click();
  expect(await line(1).getByLabel("Betrag", { exact: true }).inputValue()).toBe("150,00");
  expect(await line(2).getByLabel("Betrag", { exact: true }).inputValue()).toBe("150,00");
  expect(await dialog.getByTestId("line-remainder").innerText()).toBe("");

  // The receipt is uploaded on pick and saved with the booking.
  await dialog.getByLabel("Beleg hochladen").setInputFiles(receiptFile);
  await dialog.getByRole("link", { name: /stadtwerke-wasser\.pdf/ }).waitFor();
  await dialog.getByRole("button", { name: "Buchung speichern" }).click();
  await auth.toast("Buchung gespeichert");
  await dialog.waitFor({ state: "detached" });
}

/** The booking as the API stores it: −300,00 € over two lines of −150,00 €, dates as typed. */
async function expectStored(page: Page, baseUrl: string, unitIds: string[], dates: { payment: string; periodStart: string; periodEnd: string }) {
  const list = await api<BookingListJson>(page, baseUrl, "GET", "/bookings");
  expect(list.total).toBe(1);
  const stored = await api<BookingJson>(page, baseUrl, "GET", `/bookings/${list.items[0]!.id}`);
  expect(stored).toMatchObject({
    amountCents: -30_000,
    paymentDate: dates.payment,
    documentDate: dates.payment,
    servicePeriodStart: dates.periodStart,
    servicePeriodEnd: dates.periodEnd,
    counterpartyName: "Stadtwerke",
  });
  expect(stored.lines.map((l) => [l.unitId, l.category, l.betrkvType, l.allocable, l.amountCents])).toEqual([
    [unitIds[0], "operating_costs", 2, true, -15_000],
    [unitIds[1], "operating_costs", 2, true, -15_000],
  ]);
  expect(stored.receipts.map((r) => [r.fileName, r.mediaType])).toEqual([["stadtwerke-wasser.pdf", "application/pdf"]]);
  return stored;
}

/**
 * A long dialog at 375 and 1280 px, light and dark. A full-page screenshot cannot show a
 * fixed dialog's scrolled body, so these are viewport shots, one per screenful of the
 * dialog's body: `${name}-${width}-${theme}-${n}.png`. `open` (re)opens it after the reload
 * of each width; both themes are shown of the same open dialog (showScheme).
 */
async function screenshotDialog(page: Page, name: string, open: (width: number) => Promise<Locator>) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.reload({ waitUntil: "networkidle" });
    const dialog = await open(width);
    const body = dialog.locator("form > div").first();
    for (const theme of ["light", "dark"] as const) {
      await showScheme(page, theme);
      await body.evaluate((el) => (el.scrollTop = 0));
      for (let n = 1; ; n++) {
        await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}-${theme}-${n}.png`) });
        const more = await body.evaluate((el) => {
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return false;
          el.scrollTop += el.clientHeight - 40;
          return true;
        });
        if (!more || n >= 8) break;
      }
    }
  }
}

function billDates() {
  const today = berlinToday();
  const lastYear = Number(today.slice(0, 4)) - 1;
  return { payment: today, periodStart: `${lastYear}-01-01`, periodEnd: `${lastYear}-12-31` };
}

describe("bookings (Buchungen)", () => {
  test("a water bill split evenly over two flats with its PDF: list, receipt preview, property page, screenshots", async ({ page, context, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const pf = new PortfolioPages(page);
    await auth.signUpAndLogin({ firstName: "Berta", lastName: "Buchhalter" });
    const { propertyId, unitIds } = await property(page, baseUrl);
    const receipt = writeReceiptPdf(path.join(dataDir, "e2e-receipts"));
    const dates = billDates();
    await page.reload();

    await recordWaterBill(page, auth, receipt, dates);
    const stored = await expectStored(page, baseUrl, unitIds, dates);

    // The list: the booking with its sum and one receipt; the sums above it.
    const table = page.getByRole("table", { name: /^Buchungen/ });
    const row = table.getByRole("row").filter({ hasText: "Stadtwerke" });
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain(german(dates.payment));
    expect(rowText).toContain(stored.number);
    expect(rowText).toContain("Wasser Jahresabrechnung");
    expect(rowText).toContain("Betriebskosten");
    expect(rowText).toContain("Haus Birke · 2 Einheiten");
    expect(rowText).toContain(`${MINUS}300,00${NBSP}€`);
    await row.getByLabel("1 Beleg").waitFor();
    const sums = page.getByRole("region", { name: "Summen der gefilterten Buchungen" });
    expect(await sums.innerText()).toMatch(new RegExp(`Ausgaben\\s+${MINUS}300,00${NBSP}€`));

    // The receipt preview: the link in the dialog opens the PDF inline in a new tab.
    await row.click();
    const dialog = page.getByRole("dialog", { name: `Buchung ${stored.number} bearbeiten` });
    const link = dialog.getByRole("link", { name: /stadtwerke-wasser\.pdf/ });
    await link.waitFor();
    expect(await link.getAttribute("href")).toMatch(new RegExp(`^/api/v1/receipts/${stored.receipts[0]!.id}/file`));
    const preview = context.waitForEvent("response", (r) => r.url().includes(`/api/v1/receipts/${stored.receipts[0]!.id}/file`));
    await link.click();
    const answer = await preview;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    expect(answer.headers()["content-disposition"] ?? "").toMatch(/^inline/);
    for (const other of context.pages()) if (other !== page) await other.close();
    // The dialog shows the stored dates as TT.MM.JJJJ.
    expect(await dialog.getByLabel("Leistungszeitraum von").inputValue()).toBe(german(dates.periodStart));
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.waitFor({ state: "detached" });

    await screenshotMatrix(page, "bookings-list", async ({ width }) => {
      await page.getByRole("region", { name: "Summen der gefilterten Buchungen" }).waitFor();
      await pf.expectNoHorizontalOverflow();
      if (width < 768) await page.getByRole("button", { name: `Buchung ${stored.number} öffnen` }).waitFor();
    });
    await screenshotDialog(page, "booking-dialog", async (width) => {
      const open = width < 768 ? page.getByRole("button", { name: `Buchung ${stored.number} öffnen` }) : table.getByRole("row").filter({ hasText: "Stadtwerke" });
      await open.click();
      const d = page.getByRole("dialog", { name: `Buchung ${stored.number} bearbeiten` });
      await d.getByRole("link", { name: /stadtwerke-wasser\.pdf/ }).waitFor();
      await expect.poll(() => d.getByRole("group", { name: "Zeile 2" }).getByLabel("Einheit", { exact: true }).inputValue()).toBe(unitIds[1]);
      await pf.expectNoHorizontalOverflow();
      // Nothing in the dialog is wider than the dialog itself (labels, the lines' selects).
      const wider = await d.evaluate((el) => {
        const right = el.getBoundingClientRect().right;
        return [...el.querySelectorAll("*")].filter((c) => c.getBoundingClientRect().right > right + 1).map((c) => c.tagName);
      });
      expect(wider).toEqual([]);
      return d;
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });

    // The property page lists the booking too.
    await page.goto(`${baseUrl}/dashboard/properties/${propertyId}`);
    const section = page.getByRole("region", { name: "Buchungen" });
    await section.getByRole("heading", { name: "Buchungen", level: 2 }).waitFor();
    const propertyRow = section.getByRole("row").filter({ hasText: "Stadtwerke" });
    await propertyRow.waitFor();
    expect(await propertyRow.innerText()).toContain(`${MINUS}300,00${NBSP}€`);
  });

  test("in an en-US browser the same path stores the same cents and dates", async ({ pageInLocale, baseUrl, dataDir }) => {
    const page = await pageInLocale("en-US");
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Erin", lastName: "English" });
    const { unitIds } = await property(page, baseUrl);
    const receipt = writeReceiptPdf(path.join(dataDir, "e2e-receipts-en"));
    const dates = billDates();
    await page.reload();

    await recordWaterBill(page, auth, receipt, dates);
    await expectStored(page, baseUrl, unitIds, dates);
    const row = page.getByRole("table", { name: /^Buchungen/ }).getByRole("row").filter({ hasText: "Stadtwerke" });
    expect(await row.innerText()).toContain(`${MINUS}300,00${NBSP}€`);
  });
});
