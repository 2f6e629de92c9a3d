import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { berlinToday } from "./support/portfolio-pages";
import { screenshotDir, screenshotMatrix } from "./support/screenshots";

// Issue 19, "Zählerstände" in the browser: a cold-water meter added on the unit page with its
// installation reading typed the German way, two year-end readings, last year's consumption
// shown exactly, and a reading lower than the one before refused with the date it conflicts
// with. Once more in an en-US browser: the same German input gives the same figures.

const NBSP = "\u00a0";

async function api<T = unknown>(page: Page, baseUrl: string, method: "POST", path: string, data?: unknown): Promise<T> {
  // Writes need our own Origin (request guard).
  const res = await page.request.fetch(`${baseUrl}/api/v1${path}`, { method, data, headers: { Origin: baseUrl } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Haus Linde · W01, by API; the page opens at the unit. */
async function openUnit(page: Page, baseUrl: string) {
  const property = await api<{ id: string }>(page, baseUrl, "POST", "/properties", { name: "Haus Linde", kind: "multi_family", city: "Dresden" });
  const unit = await api<{ id: string }>(page, baseUrl, "POST", `/properties/${property.id}/units`, { code: "W01", type: "apartment", usage: "rented" });
  await page.goto(`${baseUrl}/dashboard/properties/${property.id}/units/${unit.id}`);
  await expect.poll(() => page.getByRole("heading", { name: "Zähler", exact: true }).isVisible()).toBe(true);
}

async function addReading(page: Page, date: string, value: string) {
  await page.getByRole("button", { name: "Ablesung für Zähler KW-4711 erfassen" }).click();
  const dialog = page.getByRole("dialog", { name: "Ablesung erfassen" });
  await dialog.getByLabel("Ablesedatum *").fill(date);
  await dialog.getByLabel(/Zählerstand/).fill(value);
  await dialog.getByRole("button", { name: "Ablesung speichern" }).click();
  return dialog;
}

async function meterFlow(page: Page, baseUrl: string) {
  const lastYear = Number(berlinToday().slice(0, 4)) - 1;
  await openUnit(page, baseUrl);
  await page.getByRole("button", { name: "Zähler hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Zähler hinzufügen" });
  await dialog.getByLabel("Art *").selectOption({ label: "Kaltwasser (m³)" });
  await dialog.getByLabel("Zählernummer *").fill("KW-4711");
  await dialog.getByLabel("Eingebaut am *").fill("01.01.2020");
  await dialog.getByLabel(/Stand beim Einbau/).fill("1.234,5");
  await dialog.getByRole("button", { name: "Zähler anlegen" }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);

  const card = page.getByRole("list", { name: "Zähler der Einheit" }).getByRole("listitem").first();
  await expect.poll(() => card.innerText()).toContain(`1.234,5${NBSP}m³ am 01.01.2020`);

  // Year ends before and after last year: its consumption is read, not estimated.
  for (const [date, value] of [[`31.12.${lastYear - 1}`, "1.300"], [`31.12.${lastYear}`, "1.350,25"]] as const) {
    const saved = await addReading(page, date, value);
    await expect.poll(() => saved.isVisible()).toBe(false);
  }
  await expect.poll(() => card.innerText()).toContain(`50,25${NBSP}m³`);
  expect(await card.innerText()).not.toContain("geschätzt");

  // A reading below the one before is refused, naming that reading's date; nothing is saved.
  const refused = await addReading(page, `31.01.${lastYear + 1}`, "1.000");
  await expect.poll(() => refused.innerText()).toContain(`Der Stand ist niedriger als die Ablesung vom 31.12.${lastYear}.`);
  await refused.getByRole("button", { name: "Abbrechen" }).click();
  await expect.poll(() => card.innerText()).toContain(`1.350,25${NBSP}m³ am 31.12.${lastYear}`);
}

/** A 1×1 PNG: the photo of the year-end reading. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** The year-end reading gets a photo through its dialog; the list links it, the link gives its bytes. */
async function photoFlow(page: Page, dataDir: string) {
  const lastYear = Number(berlinToday().slice(0, 4)) - 1;
  const file = path.join(dataDir, "Zählerstand Dezember.png");
  fs.writeFileSync(file, PNG);
  const card = page.getByRole("list", { name: "Zähler der Einheit" }).getByRole("listitem").first();
  await card.getByText(/^Ablesungen \(/).click();
  await card.getByRole("button", { name: `Ablesung vom 31.12.${lastYear} bearbeiten` }).click();
  const dialog = page.getByRole("dialog", { name: "Ablesung bearbeiten" });
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: "Foto hinzufügen" }).click()]);
  await chooser.setFiles(file);
  await dialog.getByText("Zählerstand Dezember.png").waitFor();
  await page.screenshot({ path: path.join(screenshotDir, "reading-photo-dialog.png") });
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  const link = card.getByRole("link", { name: `Foto der Ablesung vom 31.12.${lastYear} ansehen` });
  await link.waitFor();
  const res = await page.request.get(new URL((await link.getAttribute("href"))!, page.url()).toString());
  expect(res.status()).toBe(200);
  expect(Buffer.from(await res.body()).equals(PNG)).toBe(true);
}

describe("meters and readings on the unit page", () => {
  test("a cold-water meter with German input, last year's consumption, a lower reading refused", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Zora", lastName: "Zähler" });
    await meterFlow(page, baseUrl);
    await photoFlow(page, dataDir);
    await screenshotMatrix(page, "unit-meters", async () => {
      await expect.poll(() => page.getByText("KW-4711").first().isVisible()).toBe(true);
      // The readings open, the year-end one with its photo.
      await page.getByText(/^Ablesungen \(/).click();
      await page.getByRole("link", { name: /^Foto der Ablesung vom/ }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    });
  });

  test("the same in an en-US browser", async ({ pageInLocale, baseUrl, dataDir }) => {
    const page = await pageInLocale("en-US");
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Erik", lastName: "English" });
    await meterFlow(page, baseUrl);
  });
});
