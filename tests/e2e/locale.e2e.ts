import path from "node:path";
import type { Page } from "playwright-core";
import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { screenshotDir } from "./support/screenshots";

// Issue 10, items 1 and 2: money and dates are German in every browser language. A
// native number input in an English browser reads "210,50" as 21050, a native date input
// shows mm/dd/yyyy and refuses "1.4.26"; so the same path runs in en-US and de-DE and
// must store and show the same values.

type ContractJson = { coldRentCents: number; serviceChargeCents: number | null; startDate: string; endDate: string | null };

async function setUp(page: Page, baseUrl: string, dataDir: string) {
  const auth = new AuthPages(page, baseUrl, dataDir);
  await auth.signUpAndLogin({ firstName: "Lena", lastName: "Locale" });
  const api = (path: string, data?: unknown) =>
    // Playwright's request context sends no Origin; a browser does, and the API requires it for writes.
    data === undefined ? page.request.get(`${baseUrl}/api/v1${path}`) : page.request.post(`${baseUrl}/api/v1${path}`, { data, headers: { Origin: baseUrl } });
  const property = (await (await api("/properties", { name: "Haus Sprachtest", kind: "multi_family" })).json()) as { id: string };
  const unit = (await (await api(`/properties/${property.id}/units`, { code: "WE-01", type: "apartment", usage: "vacant", sizeSqm: 60 })).json()) as { id: string };
  expect((await api("/tenants", { firstName: "Tom", lastName: "Test" })).status()).toBe(201);
  return { auth, api, unitUrl: `${baseUrl}/dashboard/properties/${property.id}/units/${unit.id}`, unitId: unit.id };
}

describe("German money and dates in every browser language (issue 10)", () => {
  for (const locale of ["en-US", "de-DE"] as const) {
    test(`contract dialog in a ${locale} browser: "210,50" and "1.4.26" are 210,50 € and 01.04.2026`, async ({ pageInLocale, baseUrl, dataDir }) => {
      const page = await pageInLocale(locale);
      // One run light, one dark, for the calendar's screenshot.
      await page.emulateMedia({ colorScheme: locale === "en-US" ? "dark" : "light" });
      // The browser really speaks the locale: its own number format differs.
      expect(await page.evaluate(() => [navigator.language, (1234.5).toLocaleString()])).toEqual([locale, locale === "en-US" ? "1,234.5" : "1.234,5"]);
      const { auth, api, unitUrl, unitId } = await setUp(page, baseUrl, dataDir);

      await page.goto(unitUrl);
      await page.getByRole("button", { name: "Neuer Mietvertrag" }).click();
      const dialog = page.getByRole("dialog", { name: "Neuer Mietvertrag – WE-01" });
      await dialog.waitFor();
      // The tenant select searches on the server: open it, type, take the match.
      await dialog.getByRole("combobox", { name: "Mieter *" }).click();
      await page.getByRole("combobox", { name: "Mieter suchen" }).fill("tom t");
      await page.getByRole("option", { name: "Tom Test" }).click();
      await expect.poll(() => dialog.getByRole("combobox", { name: "Mieter *" }).innerText()).toBe("Tom Test");

      // Typed German date, short form; shown as TT.MM.JJJJ once the field is left.
      const start = dialog.getByLabel("Startdatum *");
      expect(await start.getAttribute("type")).toBe("text");
      expect(await start.getAttribute("placeholder")).toBe("TT.MM.JJJJ");
      await start.fill("1.4.26");
      await start.press("Tab");
      expect(await start.inputValue()).toBe("01.04.2026");

      await dialog.getByLabel("Kaltmiete *").fill("210,50");
      await dialog.getByLabel("Nebenkosten").fill("80");
      expect(await dialog.getByTestId("warm-rent").innerText()).toBe("290,50\u00a0€");

      // The end date through the calendar, by keyboard: 01.03.2027, a month on, a day back.
      await dialog.getByRole("checkbox", { name: "Befristeter Vertrag" }).click();
      const end = dialog.getByLabel(/^Enddatum/);
      await end.fill("1.3.27");
      const endPicker = end.locator("xpath=..").getByRole("button", { name: "Kalender öffnen" });
      await endPicker.click();
      const calendar = page.getByRole("dialog", { name: "Kalender" });
      await calendar.getByRole("heading", { name: "März 2027" }).waitFor();
      expect(await calendar.getByRole("columnheader").allInnerTexts()).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Montag, 1. März 2027");
      await page.screenshot({ path: path.join(screenshotDir, `date-picker-${locale}.png`) });
      await page.keyboard.press("PageDown");
      await calendar.getByRole("heading", { name: "April 2027" }).waitFor();
      await page.keyboard.press("ArrowLeft");
      await calendar.getByRole("heading", { name: "März 2027" }).waitFor();
      await page.keyboard.press("Enter");
      await calendar.waitFor({ state: "detached" });
      expect(await end.inputValue()).toBe("31.03.2027");
      // Escape closes the calendar only, not the contract dialog, and gives the focus back.
      await endPicker.click();
      await calendar.waitFor();
      await page.keyboard.press("Escape");
      await calendar.waitFor({ state: "detached" });
      expect(await dialog.isVisible()).toBe(true);
      // Radix gives the focus back a tick after the popover unmounts: wait for it, briefly.
      await expect.poll(() => endPicker.evaluate((el) => el === document.activeElement), { timeout: 2_000 }).toBe(true);

      await dialog.getByRole("button", { name: "Erstellen" }).click();
      await auth.toast("Mietvertrag erfolgreich erstellt");
      await dialog.waitFor({ state: "detached" });

      // Stored exactly, whatever the browser's language …
      const contracts = (await (await api(`/units/${unitId}/contracts`)).json()) as ContractJson[];
      expect(contracts).toMatchObject([{ coldRentCents: 21_050, serviceChargeCents: 8_000, startDate: "2026-04-01", endDate: "2027-03-31" }]);
      // … and shown German.
      const row = page.getByRole("table", { name: /Mietverträge der Einheit/ }).getByRole("row").filter({ hasText: "Tom Test" });
      const text = (await row.innerText()).replace(/\s+/g, " ");
      expect(text).toContain("01.04.2026 – 31.03.2027");
      expect(text).toContain("210,50 €");
      expect(text).toContain("290,50 €");

      // Editing shows the stored values as German text.
      await page.getByRole("button", { name: "Mietvertrag von Tom Test bearbeiten" }).click();
      const edit = page.getByRole("dialog", { name: "Mietvertrag bearbeiten – WE-01" });
      await edit.waitFor();
      expect(await edit.getByLabel("Kaltmiete *").inputValue()).toBe("210,50");
      expect(await edit.getByLabel("Startdatum *").inputValue()).toBe("01.04.2026");
      expect(await edit.getByLabel(/^Enddatum/).inputValue()).toBe("31.03.2027");

      // What it cannot read is refused in German, and nothing is saved.
      await edit.getByLabel("Startdatum *").fill("04/01/2026");
      await edit.getByRole("button", { name: "Aktualisieren" }).click();
      await auth.toast("Startdatum: Bitte ein gültiges Datum eingeben (TT.MM.JJJJ)");
      expect(await edit.isVisible()).toBe(true);
      expect(((await (await api(`/units/${unitId}/contracts`)).json()) as ContractJson[])[0]?.startDate).toBe("2026-04-01");
    });
  }
});
