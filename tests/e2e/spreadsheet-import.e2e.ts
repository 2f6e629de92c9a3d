import path from "node:path";
import type { Page } from "playwright-core";
import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { PortfolioPages } from "./support/portfolio-pages";
import { screenshotDir, screenshotMatrix } from "./support/screenshots";
import { landlordSheet, xlsx, XLSX_TYPE } from "../factories/spreadsheet-import";

// Issue 16, "Aus Excel übernehmen" in the browser: a landlord's own XLSX (made by a real writer:
// a title row, German headers, amounts as € numbers and as "1.234,56 €" text, dates as date
// cells and as TT.MM.JJJJ text, a vacant unit, a rent "ca. 500" in row 12, a sum row) read,
// mapped, previewed with the row error, the row excluded, committed, and the portfolio shown.

const FILE_NAME = "Meine Wohnungen.xlsx";
const ROW_ERROR = "Zeile 12: Kaltmiete „ca. 500“ ist kein Betrag";
/** Money and areas as the app prints them (a no-break space before € and m²). */
const NBSP = "\u00a0";
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

let sheet: Uint8Array | undefined;
const sheetBytes = async () => (sheet ??= await xlsx(landlordSheet()));

/** Properties page → „Aus Excel übernehmen“; ends on the wizard's first step. */
async function openWizard(page: Page) {
  await page.getByRole("link", { name: "Aus Excel übernehmen" }).first().click();
  await page.waitForURL(/\/dashboard\/import$/);
  await page.getByRole("heading", { name: "Aus Excel übernehmen", level: 1 }).waitFor();
}

/** Step 1 as a user does it: the file chosen in the picker, then „Datei lesen“; ends on the mapping step. */
async function readSheet(page: Page) {
  await page.getByLabel("Tabelle auswählen").setInputFiles({ name: FILE_NAME, mimeType: XLSX_TYPE, buffer: Buffer.from(await sheetBytes()) });
  await page.getByText(FILE_NAME).waitFor();
  await page.getByRole("button", { name: "Datei lesen" }).click();
  await page.getByRole("heading", { name: "Spalten zuordnen", level: 2 }).waitFor();
}

const columnSelect = (page: Page, letter: string, header: string) => page.getByRole("combobox", { name: `Spalte ${letter} „${header}“ übernehmen als` });

async function toPreview(page: Page) {
  await page.getByRole("button", { name: "Weiter zur Vorschau" }).click();
  await page.getByRole("region", { name: "Vorschau der Zeilen" }).waitFor();
}

const previewRow = (page: Page, rowNumber: number) =>
  page.getByRole("region", { name: "Vorschau der Zeilen" }).getByRole("row").filter({ has: page.getByRole("checkbox", { name: `Zeile ${rowNumber} übernehmen` }) });

/** The error of row 12 is in the preview table and seen without scrolling sideways, at every width. */
async function expectRowErrorInView(page: Page, width: number) {
  const error = page.getByRole("region", { name: "Vorschau der Zeilen" }).getByText(ROW_ERROR);
  await error.waitFor();
  const box = (await error.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/**
 * Preview → exclude the faulty row → commit → report. The commit stays disabled while row 12
 * is in; afterwards eight rows are taken. `shots`: the name under which the preview with the
 * row left out and the report are kept as screenshots (one each, at the current size and theme).
 */
async function excludeAndCommit(page: Page, auth: AuthPages, shots?: string) {
  const blocked = page.getByRole("button", { name: "9 Zeilen übernehmen" });
  expect(await blocked.isDisabled()).toBe(true);
  await page.getByText("1 ausgewählte Zeile hat Fehler: Schließe sie aus oder korrigiere die Datei.").waitFor();

  await page.getByRole("button", { name: "Zeilen mit Fehlern ausschließen" }).click();
  const commit = page.getByRole("button", { name: "8 Zeilen übernehmen" });
  await commit.waitFor();
  expect(await commit.isEnabled()).toBe(true);
  expect(await page.getByRole("checkbox", { name: "Zeile 12 übernehmen" }).getAttribute("aria-checked")).toBe("false");
  expect(await page.getByRole("checkbox", { name: "Zeile 5 übernehmen" }).getAttribute("aria-checked")).toBe("true");
  // The summary counts what the taken rows create: Anna's two rows name one tenant.
  await page.getByText("Neu: 1 Immobilie, 8 Einheiten, 5 Mieter, 7 Mietverträge").waitFor();
  if (shots) await page.screenshot({ path: path.join(screenshotDir, `${shots}-excluded.png`), fullPage: true });

  await commit.click();
  await auth.toast("8 Zeilen übernommen");
  await page.getByRole("heading", { name: "8 Zeilen übernommen", level: 2 }).waitFor();
  expect(oneLine(await page.getByText(/von Dir ausgeschlossen/).innerText())).toBe("1 Zeile von Dir ausgeschlossen (Zeile 12) · 1 Zeile übersprungen (leer oder Summen)");
  const report = page.getByRole("table", { name: "Ergebnis der Übernahme" });
  const line = async (what: string) => oneLine(await report.getByRole("row").filter({ has: page.getByRole("rowheader", { name: what, exact: true }) }).innerText());
  expect(await line("Immobilien")).toBe("Immobilien 1 0");
  expect(await line("Einheiten")).toBe("Einheiten 8 0");
  expect(await line("Mieter")).toBe("Mieter 5 0");
  expect(await line("Mietverträge")).toBe("Mietverträge 7 0");
  // 650 + 1.234,56 + 590,10 + 500 + 1.200 + 60 + 60: the "ca. 500" is not among them.
  await page.getByText(`Kaltmieten der neuen Mietverträge zusammen: 4.294,66${NBSP}€ im Monat`).waitFor();
  if (shots) await page.screenshot({ path: path.join(screenshotDir, `${shots}-report.png`), fullPage: true });
}

/** The report's link → the property list → Lindenhof: the units with their tenants, rents and areas. */
async function expectPortfolio(page: Page) {
  await page.getByRole("link", { name: "Zu den Immobilien" }).click();
  await page.waitForURL(/\/dashboard\/properties$/);
  await page.getByRole("link", { name: "Lindenhof" }).first().click();
  await page.getByRole("heading", { name: "Lindenhof", level: 1 }).waitFor();
  const units = page.getByRole("table", { name: "Einheiten der Immobilie" });
  await units.getByRole("link", { name: "Einheit EG rechts öffnen" }).waitFor();
  const unit = async (code: string) => oneLine(await units.getByRole("row").filter({ has: page.getByRole("link", { name: `Einheit ${code} öffnen` }) }).innerText());
  // Text "1.234,56 €" and "80,25 m²" in the sheet (the list shows areas to one decimal), a €
  // number and a plain number in the others.
  expect(await unit("EG rechts")).toMatch(/^EG rechts Wohnung Vermietet 80,3 m² 1\.234,56 € .*Jörg Weiß/);
  expect(await unit("EG links")).toMatch(/^EG links Wohnung Vermietet 72,5 m² 650 € .*Anna Schäfer/);
  expect(await unit("2. OG")).toMatch(/ 590,10 € .*Familie Öztürk/);
  expect(await unit("1. OG")).toMatch(/^1\. OG Wohnung Leer stehend 64,0 m² – /);
  expect(await unit("Garage 1")).toMatch(/ 60 € .*Anna Schäfer/);
  // Row 12 was left out; the sum row was never a unit.
  expect(await units.getByRole("link", { name: "Einheit Keller öffnen" }).count()).toBe(0);
  expect(await units.getByRole("row").count()).toBe(1 + 8);

  // EG rechts moved in on "15.09.2019" (text), EG links on a date cell: both as the contract's start.
  await page.getByRole("link", { name: "Einheit EG rechts öffnen" }).click();
  await page.getByRole("heading", { name: "Einheit EG rechts", level: 1 }).waitFor();
  const contracts = page.getByRole("table", { name: /Mietverträge der Einheit/ });
  const contract = oneLine(await contracts.getByRole("row").filter({ hasText: "Jörg Weiß" }).first().innerText());
  expect(contract).toContain("15.09.2019");
  expect(contract).toContain(`1.234,56 €`);
  // Warm: 1.234,56 + 210,00 from the NK column.
  expect(contract).toContain(`1.444,56 €`);
}

describe("Aus Excel übernehmen (issue 16)", () => {
  test("a landlord's XLSX → mapping → preview with a row error → excluded → committed → the portfolio appears", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const pf = new PortfolioPages(page);
    await auth.signUpAndLogin({ firstName: "Erika", lastName: "Excel" });
    await page.getByRole("heading", { name: "Noch keine Immobilien" }).waitFor();
    await openWizard(page);
    await readSheet(page);

    // The header found under the title row, every column given its field, with the reason.
    await page.getByText("Zeile 3 erkannt").waitFor();
    expect(oneLine(await page.getByText(/Zeilen gelesen/).innerText())).toBe("9 Zeilen gelesen · 1 Zeile mit Fehlern · 1 übersprungen");
    const suggested: [letter: string, header: string, field: string, label: string][] = [
      ["A", "Objekt", "propertyName", "Immobilie"],
      ["B", "Straße", "street", "Straße"],
      ["D", "PLZ", "postcode", "PLZ"],
      ["F", "Whg.", "unitCode", "Einheit"],
      ["G", "Wohnfläche", "area", "Wohnfläche"],
      ["H", "Mieter", "tenantName", "Mieter"],
      ["I", "Einzug", "startDate", "Mietbeginn"],
      ["J", "Kaltmiete", "coldRent", "Kaltmiete"],
      ["K", "NK-Vorauszahlung", "serviceCharge", "Nebenkosten"],
    ];
    for (const [letter, header, field, label] of suggested) {
      const select = columnSelect(page, letter, header);
      expect(await select.inputValue()).toBe(field);
      expect(await select.locator("option:checked").innerText()).toMatch(new RegExp(`^${label}( \\(Pflicht\\))?$`));
    }
    await page.getByText("Vorschlag: Kaltmiete (Kopfzeile „Kaltmiete“)").waitFor();
    // The samples as the sheet shows them: a € number and the text "1.234,56 €".
    await page.getByText("650 · 1.234,56 € · 590,1").waitFor();

    await screenshotMatrix(page, "spreadsheet-import-mapping", async ({ width }) => {
      await readSheet(page);
      await columnSelect(page, "J", "Kaltmiete").waitFor();
      if (width < 600) await pf.expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });

    await toPreview(page);
    // The faulty row's error stands under it; the other rows show German values.
    await expectRowErrorInView(page, 1280);
    const row5 = oneLine(await previewRow(page, 5).innerText());
    for (const value of [`80,25${NBSP}m²`, "Jörg Weiß", "15.09.2019", `1.234,56${NBSP}€`, `210,00${NBSP}€`]) expect(row5).toContain(oneLine(value));
    expect(oneLine(await previewRow(page, 4).innerText())).toContain("01.05.2021"); // a date cell
    expect(await previewRow(page, 13).count()).toBe(0); // the sum row
    await page.getByText("1 Zeile übersprungen").click();
    await page.getByText("Zeile 13: Summenzeile").waitFor();

    await screenshotMatrix(page, "spreadsheet-import-preview", async ({ width }) => {
      await readSheet(page);
      await toPreview(page);
      await expectRowErrorInView(page, width);
      if (width < 600) await pf.expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });

    await excludeAndCommit(page, auth, "spreadsheet-import");
    await expectPortfolio(page);
  });

  test("the same file in an en-US browser: German amounts and dates read the same", async ({ pageInLocale, baseUrl, dataDir }) => {
    const page = await pageInLocale("en-US");
    // The browser really speaks English: its own number format differs.
    expect(await page.evaluate(() => [navigator.language, (1234.56).toLocaleString()])).toEqual(["en-US", "1,234.56"]);
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Emma", lastName: "English" });
    await openWizard(page);
    await readSheet(page);
    await page.getByText("Zeile 3 erkannt").waitFor();
    await toPreview(page);
    await expectRowErrorInView(page, 1280);
    const row5 = oneLine(await previewRow(page, 5).innerText());
    for (const value of [`80,25${NBSP}m²`, "15.09.2019", `1.234,56${NBSP}€`]) expect(row5).toContain(oneLine(value));
    await excludeAndCommit(page, auth);
    await expectPortfolio(page);
  });
});
