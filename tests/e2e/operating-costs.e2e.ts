import fs from "node:fs";
import type { Page } from "playwright-core";
import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { berlinToday, PortfolioPages } from "./support/portfolio-pages";
import { mailsTo } from "./support/outbox";
import { screenshotDir, screenshotMatrix, showScheme } from "./support/screenshots";
import { pdfText } from "../helpers/pdf-text";

// Issue 19, die Nebenkostenabrechnung in the browser: a house from the API, the statement of
// last year made in the wizard, a key changed, the tenant's figures read in the preview,
// finalised, e-mailed to her (the letter read from the mail), the Nachzahlung in her tenant account.
// Once more in an en-US browser: the same German figures, the dispatch recorded by hand.
//
// Haus Ulme: WE 1 (60 m²) let to Anna Ahorn all year (NK-Vorauszahlung 150,00 €; only January
// paid), WE 2 (40 m²) vacant. Grundsteuer 1.000,00 € and Müllabfuhr 500,00 €; a repair booked as
// Betriebskosten is refused. By hand:
//   Grundsteuer by Wohnfläche: 60 of 100 m² → 600,00 €.
//   Müllabfuhr by Einheiten (changed on „Schlüssel“): 1 of 2 units → 250,00 €.
//   Summe 850,00 €; paid 150,00 € (Soll 1.800,00 €) → Nachzahlung 700,00 €.

const NBSP = "\u00a0";
const germanDate = (iso: string) => iso.split("-").reverse().join(".");
const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const lastYear = () => Number(berlinToday().slice(0, 4)) - 1;

async function api<T = unknown>(page: Page, baseUrl: string, path: string, data: unknown): Promise<T> {
  // Writes need our own Origin (request guard).
  const res = await page.request.fetch(`${baseUrl}/api/v1${path}`, { method: "POST", data, headers: { Origin: baseUrl } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

async function house(page: Page, baseUrl: string, email: string) {
  const y = lastYear();
  const property = await api<{ id: string }>(page, baseUrl, "/properties", { name: "Haus Ulme", kind: "multi_family", city: "Kassel" });
  const we1 = await api<{ id: string }>(page, baseUrl, `/properties/${property.id}/units`, { code: "WE 1", type: "apartment", usage: "rented", sizeSqm: 60 });
  await api(page, baseUrl, `/properties/${property.id}/units`, { code: "WE 2", type: "apartment", usage: "vacant", sizeSqm: 40 });
  const tenant = await api<{ id: string }>(page, baseUrl, "/tenants", { firstName: "Anna", lastName: "Ahorn", email, phone: null });
  const contract = await api<{ id: string }>(page, baseUrl, `/units/${we1.id}/contracts`, {
    tenantId: tenant.id,
    roomId: null,
    startDate: `${y}-01-01`,
    endDate: null,
    isLimitedTerm: false,
    coldRentCents: 60_000,
    serviceChargeCents: 15_000,
    depositCents: null,
    status: "active",
  });
  await api(page, baseUrl, `/contracts/${contract.id}/payments`, { paymentDate: `${y}-01-03`, amountCents: 75_000, rentMonth: `${y}-01` });
  const cost = (date: string, cents: number, category: string, betrkvType: number | null, text: string) =>
    api(page, baseUrl, "/bookings", { paymentDate: date, documentDate: date, amountCents: -cents, text, lines: [{ propertyId: property.id, category, betrkvType, amountCents: -cents }] });
  await cost(`${y}-02-15`, 100_000, "property_tax", null, "Grundsteuer");
  await cost(`${y}-04-01`, 50_000, "operating_costs", 8, "Müllabfuhr");
  await cost(`${y}-05-10`, 20_000, "operating_costs", 17, "Reparatur Dachrinne");
  return { propertyId: property.id };
}

/** The tenant's card in the preview, its text with plain spaces. */
async function annaText(page: Page) {
  return (await page.getByRole("article", { name: "Anna Ahorn" }).innerText()).replaceAll(NBSP, " ");
}

/** `mail`: the letter goes to Anna by e-mail (which makes the statement sent); `post`: the dispatch is recorded by hand. */
async function statementFlow(page: Page, baseUrl: string, dataDir: string, dispatch: "mail" | "post", screenshots: boolean) {
  const y = lastYear();
  const email = `anna.ahorn.${Math.random().toString(36).slice(2, 8)}@beispiel.de`;
  const { propertyId } = await house(page, baseUrl, email);
  // The dashboard's „Fristen“: last year's statement is owed, by the end of this year.
  await page.goto(`${baseUrl}/dashboard/properties`);
  const deadlines = page.getByRole("region", { name: "Fristen" });
  await expect.poll(async () => (await deadlines.isVisible()) && (await deadlines.innerText())).toContain(`Nebenkostenabrechnung 01.01.${y} – 31.12.${y}`);
  expect(await deadlines.innerText()).toContain(`Haus Ulme · noch nicht begonnen`);
  expect(await deadlines.innerText()).toContain(`bis 31.12.${y + 1}`);
  if (screenshots) {
    await screenshotMatrix(page, "operating-costs-deadlines-dashboard", async () => {
      await page.getByRole("region", { name: "Fristen" }).waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.goto(`${baseUrl}/dashboard/properties/${propertyId}`);
  await page.getByTestId("statement-due").waitFor();
  expect(await page.getByTestId("statement-due").innerText()).toContain(`01.01.${y} – 31.12.${y}`);
  await page.getByRole("link", { name: "Nebenkostenabrechnung öffnen" }).click();
  await page.waitForURL(/\/operating-costs$/);
  await page.getByRole("heading", { name: "Noch keine Abrechnung" }).waitFor();

  // The dialog offers last calendar year.
  await page.getByRole("button", { name: "Neue Abrechnung" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Neue Abrechnung" });
  expect(await dialog.getByLabel("Zeitraum von *").inputValue()).toBe(`01.01.${y}`);
  expect(await dialog.getByLabel("Zeitraum bis *").inputValue()).toBe(`31.12.${y}`);
  await dialog.getByRole("button", { name: "Abrechnung anlegen" }).click();
  await page.waitForURL(/\/operating-cost-statements\/[0-9a-f-]{36}\?schritt=kosten$/);
  const statementUrl = page.url().replace(/\?.*$/, "");

  // Kosten: the booked lines by position; the repair refused with its rule. Nothing overridden.
  const costs = page.getByRole("list", { name: "Straßenreinigung und Müllbeseitigung" });
  await expect.poll(() => costs.innerText()).toContain("Müllabfuhr");
  const refused = page.getByRole("list", { name: "Nicht umgelegt" });
  expect(await refused.innerText()).toContain("Instandhaltung und Instandsetzung sind nie umlagefähig");
  if (screenshots) {
    await screenshotMatrix(page, "operating-costs-kosten", async () => {
      await page.getByRole("list", { name: "Nicht umgelegt" }).waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  // Every line opens to its booking: the list finds exactly it.
  const grundsteuer = page.getByRole("list", { name: "Grundsteuer / öffentliche Lasten" });
  const bookingLink = grundsteuer.getByRole("link", { name: /^Buchung \d{4}-\d{4} öffnen$/ });
  const bookingHref = (await bookingLink.getAttribute("href"))!;
  expect(bookingHref).toMatch(new RegExp(`^/dashboard/bookings\\?q=${y}-\\d{4}&year=${y}$`));
  await bookingLink.click();
  await page.waitForURL((url) => url.pathname === "/dashboard/bookings");
  await expect.poll(() => page.getByRole("row").filter({ hasText: "Grundsteuer" }).count()).toBeGreaterThan(0);
  expect(await page.getByRole("row").filter({ hasText: "Müllabfuhr" }).count()).toBe(0);
  await page.goBack();
  await grundsteuer.waitFor();

  // Schlüssel: a Vorwegabzug typed as a German percentage, seen and taken back (the figures below are without it).
  await page.getByRole("button", { name: "Schlüssel", exact: true }).click();
  const tax = page.getByRole("region", { name: "Grundsteuer / öffentliche Lasten" });
  await tax.getByRole("button", { name: "Vorwegabzug hinzufügen: Grundsteuer / öffentliche Lasten" }).click();
  const pre = page.getByRole("dialog", { name: "Vorwegabzug hinzufügen" });
  await pre.getByLabel("Einheit *").selectOption({ label: "WE 2" });
  await pre.getByLabel("Anteil in % *").fill("12,5");
  await pre.getByLabel("Grund *").fill("Lagerfläche im Keller");
  await pre.getByRole("button", { name: "Vorwegabzug hinzufügen" }).click();
  await tax.getByText("WE 2: 12,5 % der Kosten – Lagerfläche im Keller", { exact: false }).waitFor();
  if (screenshots) {
    await screenshotMatrix(page, "operating-costs-schluessel", async () => {
      await page.getByRole("region", { name: "Grundsteuer / öffentliche Lasten" }).getByText("Vorwegabzug", { exact: true }).waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await tax.getByRole("button", { name: "Vorwegabzug WE 2 entfernen" }).click();
  await expect.poll(() => tax.getByText("Lagerfläche im Keller").count()).toBe(0);
  await expect.poll(() => page.getByRole("status").filter({ hasText: "Wird gespeichert" }).count()).toBe(0);

  // Schlüssel: Müllabfuhr by Einheiten instead of Wohnfläche.
  const waste = page.getByRole("region", { name: "Straßenreinigung und Müllbeseitigung" });
  await waste.getByLabel("Umlageschlüssel").selectOption({ label: "Einheiten" });
  await expect.poll(() => page.getByRole("status").filter({ hasText: "Wird gespeichert" }).count()).toBe(0);
  await expect.poll(() => waste.getByLabel("Umlageschlüssel").inputValue()).toBe("units");

  // Vorschau: Anna's figures, computed by hand above.
  await page.getByRole("button", { name: "Vorschau", exact: true }).click();
  await expect.poll(() => annaText(page)).toMatch(/Summe Nebenkosten\s+850,00 €/);
  const anna = await annaText(page);
  // Per position: total, key, all units (m² × days, units × days), Anna's units, days, share.
  const days = new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
  const de = (n: number) => n.toLocaleString("de-DE");
  const row = async (position: string) => (await page.getByRole("article", { name: "Anna Ahorn" }).getByRole("row").filter({ hasText: position }).innerText()).replaceAll(NBSP, " ").split(/\t/).map((c) => c.trim());
  expect(await row("Grundsteuer")).toEqual(["Grundsteuer / öffentliche Lasten", "1.000,00 €", "Wohnfläche", de(100 * days), de(60 * days), String(days), "600,00 €"]);
  expect(await row("Müllbeseitigung")).toEqual(["Straßenreinigung und Müllbeseitigung", "500,00 €", "Einheiten", de(2 * days), de(days), String(days), "250,00 €"]);
  expect(anna).toMatch(/Vorauszahlungen geleistet\s+-150,00 €/);
  expect(anna).toMatch(/Vorauszahlungen laut Vertrag \(Soll\)\s+1\.800,00 €/);
  expect(anna).toMatch(/Ergebnis\s+Nachzahlung 700,00 €/);
  if (screenshots) {
    await screenshotMatrix(page, "operating-costs-vorschau", async () => {
      await page.getByRole("article", { name: "Anna Ahorn" }).waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Abschluss: finalise; the version is frozen.
  await page.getByRole("button", { name: "Abschluss", exact: true }).click();
  await page.getByRole("button", { name: "Abrechnung abschließen" }).click();
  await page.getByRole("button", { name: "Korrektur anlegen" }).waitFor();
  await expect.poll(() => page.getByText("Abgeschlossen", { exact: true }).first().isVisible()).toBe(true);
  await page.getByRole("button", { name: "Berechnung als Excel" }).waitFor();
  // Anna's letter, as she will read it: the file the browser saves.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF für Anna Ahorn" }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const text = (await pdfText(new Uint8Array(fs.readFileSync(await file.path())))).replaceAll(NBSP, " ");
  expect(text).toContain("Anna Ahorn");
  expect(text).toContain("Es ergibt sich eine Nachzahlung von 700,00 €");

  // § 560 (4): 850,00 € a year → 70,84 € a month → 71,00 €, taken from the month after next.
  const proposals = page.getByRole("heading", { name: "Neue Vorauszahlung (§ 560 Abs. 4 BGB)" }).locator("..");
  expect((await proposals.innerText()).replaceAll(NBSP, " ")).toContain("Anna Ahorn: 71,00 € monatlich");
  await page.getByRole("button", { name: "Vorauszahlung für Anna Ahorn übernehmen" }).click();
  const adjust = page.getByRole("dialog", { name: "Neue Vorauszahlung übernehmen" });
  const from = `${berlinToday().slice(0, 4)}-${berlinToday().slice(5, 7)}`;
  const month = (await adjust.getByLabel("Gilt ab *").locator("option").nth(2).getAttribute("value"))!;
  expect(month > from).toBe(true);
  await adjust.getByLabel("Gilt ab *").selectOption(month);
  await adjust.getByRole("button", { name: "Übernehmen" }).click();
  await page.getByText("Neue Vorauszahlung übernommen").first().waitFor();

  // Versand: from the dispatch the Nachzahlung is in Anna's account, due 30 days later.
  if (dispatch === "mail") {
    // Anna has an address: chosen already; her mail carries her letter, and she was the only tenant.
    const mailCard = page.getByRole("region", { name: "Per E-Mail senden" });
    expect(await mailCard.getByRole("checkbox", { name: `Anna Ahorn · ${email}` }).getAttribute("aria-checked")).toBe("true");
    await mailCard.getByRole("button", { name: "1 Brief per E-Mail senden" }).click();
    await page.getByText("Abrechnung an einen Mieter per E-Mail gesendet").first().waitFor();
    await mailCard.getByText(`Gesendet am ${germanDate(berlinToday())} an ${email}`).waitFor();
    const [mail] = mailsTo(dataDir, email);
    expect(mail!.subject).toBe(`Betriebskostenabrechnung 01.01.${y} – 31.12.${y}`);
    expect(mail!.text).toMatch(/^Guten Tag Anna Ahorn,/);
    const attached = (await pdfText(new Uint8Array(fs.readFileSync(mail!.attachments[0]!.file)))).replaceAll(NBSP, " ");
    expect(attached).toContain("Es ergibt sich eine Nachzahlung von 700,00 €");
  } else {
    await page.getByRole("button", { name: "Versand vermerken" }).click();
    const sent = page.getByRole("dialog", { name: "Versand vermerken" });
    expect(await sent.getByLabel("Versendet am *").inputValue()).toBe(germanDate(berlinToday()));
    await sent.getByRole("button", { name: "Versand vermerken" }).click();
  }
  await page.getByText(`Versendet am ${germanDate(berlinToday())}.`, { exact: false }).waitFor();
  if (screenshots) {
    await screenshotMatrix(page, "operating-costs-versand", async () => {
      await page.getByRole("region", { name: "Per E-Mail senden" }).waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.getByRole("link", { name: "Mieterkonto Anna Ahorn" }).click();
  await page.getByRole("heading", { name: "Mieterkonto Anna Ahorn" }).waitFor();
  const settlement = page.getByTestId("account-settlement");
  await expect.poll(async () => (await settlement.innerText()).replaceAll(NBSP, " ")).toContain("Nachzahlung 700,00 €");
  expect((await settlement.innerText()).replaceAll(NBSP, " ")).toContain(`Offen 700,00 €, fällig am ${germanDate(addDaysIso(berlinToday(), 30))}`);
  // The statement, and February to December's unpaid prepayments it contains (11 × 150,00 €).
  const entries = page.getByRole("table", { name: "Kontoauszug mit laufendem Saldo" });
  expect(await entries.getByText(`Nebenkostenabrechnung 01.01.${y} – 31.12.${y}: Nachzahlung`).count()).toBeGreaterThan(0);
  expect((await entries.getByRole("row").filter({ hasText: "Offene NK-Vorauszahlungen" }).first().innerText()).replaceAll(NBSP, " ")).toContain("1.650,00 €");
  // The rent history: the new prepayment from the month chosen, as a Vorauszahlungsanpassung.
  const steps = (await page.getByRole("region", { name: "Mietentwicklung" }).innerText()).replaceAll(NBSP, " ");
  expect(steps).toContain(`01.${month.slice(5, 7)}.${month.slice(0, 4)}`);
  expect(steps).toContain("71,00 €");
  expect(steps).toContain("Vorauszahlungsanpassung");
  if (screenshots) {
    await screenshotMatrix(page, "operating-costs-tenant-account", async () => {
      await page.getByTestId("account-settlement").waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The list shows it as Abgeschlossen, with its deadline.
  await page.goto(`${baseUrl}/dashboard/properties/${propertyId}/operating-costs`);
  const listed = page.getByRole("row").filter({ hasText: `01.01.${y} – 31.12.${y}` });
  await expect.poll(() => listed.innerText()).toContain("Versendet");
  expect(await listed.innerText()).toContain(`31.12.${y + 1}`);
  if (screenshots) {
    await screenshotMatrix(page, "operating-costs-list", async () => {
      await page.getByText(`01.01.${y} – 31.12.${y}`).locator("visible=true").first().waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
  }
  return statementUrl;
}

describe("Nebenkostenabrechnung", () => {
  test("last year's statement from the books: a key changed, the tenant's figures, finalised", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Nora", lastName: "Nebenkosten" });
    await statementFlow(page, baseUrl, dataDir, "mail", true);
  });

  test("an Abrechnungseinheit chosen in the dialog: only its units, the rule on the statement", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Alma", lastName: "Einheit" });
    const property = await api<{ id: string }>(page, baseUrl, "/properties", { name: "Doppelhaus Eiche", kind: "multi_family", city: "Kassel" });
    for (const [code, sizeSqm] of [["WE 1", 60], ["WE 2", 40], ["WE 3", 50]] as const) {
      await api(page, baseUrl, `/properties/${property.id}/units`, { code, type: "apartment", usage: "vacant", sizeSqm });
    }
    await api(page, baseUrl, "/properties", { name: "Haus Nachbar", kind: "multi_family", city: "Kassel" });
    await page.goto(`${baseUrl}/dashboard/properties/${property.id}/operating-costs`);
    await page.getByRole("heading", { name: "Noch keine Abrechnung" }).waitFor();
    const dialog = page.getByRole("dialog", { name: "Neue Abrechnung" });
    const chooseUnits = async () => {
      await page.getByRole("button", { name: "Neue Abrechnung" }).first().click();
      await dialog.getByRole("radio", { name: /Abrechnungseinheit/ }).check();
      await dialog.getByLabel("Name der Abrechnungseinheit *").fill("Haus A");
      await dialog.getByRole("checkbox", { name: "WE 1" }).click();
      await dialog.getByRole("checkbox", { name: "WE 2" }).click();
    };
    // The dialog at both widths (a reload closes it: opened again for each) and themes.
    fs.mkdirSync(screenshotDir, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
      await page.reload({ waitUntil: "networkidle" });
      await chooseUnits();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
      for (const theme of ["light", "dark"] as const) {
        await showScheme(page, theme);
        await page.screenshot({ path: `${screenshotDir}/operating-costs-umfang-${width}-${theme}.png` });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole("button", { name: "Abrechnung anlegen" }).click();
    await page.waitForURL(/\/operating-cost-statements\/[0-9a-f-]{36}\?schritt=kosten$/);
    const rule = "Abrechnungseinheit „Haus A“: WE 1 und WE 2 der Immobilie „Doppelhaus Eiche“";
    await page.getByText(rule).first().waitFor();
    await page.goto(page.url().replace("schritt=kosten", "schritt=zeitraum"));
    await page.getByRole("heading", { name: "Umfang" }).waitFor();
    await screenshotMatrix(page, "operating-costs-umfang-zeitraum", async () => {
      await page.getByRole("heading", { name: "Umfang" }).waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
    // The list names it; a second one with WE 2 again is refused, naming the unit.
    await page.goto(`${baseUrl}/dashboard/properties/${property.id}/operating-costs`);
    await page.getByText("Abrechnungseinheit „Haus A“").first().waitFor();
    await page.getByRole("button", { name: "Neue Abrechnung" }).first().click();
    await dialog.getByRole("radio", { name: /Abrechnungseinheit/ }).check();
    await dialog.getByLabel("Name der Abrechnungseinheit *").fill("Haus B");
    await dialog.getByRole("checkbox", { name: "WE 2" }).click();
    await dialog.getByRole("checkbox", { name: "WE 3" }).click();
    await dialog.getByRole("button", { name: "Abrechnung anlegen" }).click();
    await page.getByText("WE 2 ist für", { exact: false }).first().waitFor();
  });

  test("the same in an en-US browser", async ({ pageInLocale, baseUrl, dataDir }) => {
    const page = await pageInLocale("en-US");
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Erik", lastName: "English" });
    await statementFlow(page, baseUrl, dataDir, "post", false);
  });
});
