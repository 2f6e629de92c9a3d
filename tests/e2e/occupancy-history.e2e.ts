import type { Page } from "playwright-core";
import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { screenshotMatrix } from "./support/screenshots";

// Issue 19, areas and persons as histories in the browser: on the unit page a Wohnfläche of
// "64,50" m² from 01.07.2025 typed the German way (the hint says the unit's Größe holds until
// then), a second entry on the same day refused at the date; on the tenant account a persons
// entry, then corrected. Once more in an en-US browser: the same German input, the same table.

async function api<T = unknown>(page: Page, baseUrl: string, path: string, data: unknown): Promise<T> {
  // Writes need our own Origin (request guard).
  const res = await page.request.fetch(`${baseUrl}/api/v1${path}`, { method: "POST", data, headers: { Origin: baseUrl } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Haus Birke · W02 (70 m²) with a contract since 01.01.2024, by API. */
async function seed(page: Page, baseUrl: string) {
  const property = await api<{ id: string }>(page, baseUrl, "/properties", { name: "Haus Birke", kind: "multi_family", city: "Erfurt" });
  const unit = await api<{ id: string }>(page, baseUrl, `/properties/${property.id}/units`, { code: "W02", type: "apartment", usage: "rented", sizeSqm: 70 });
  const tenant = await api<{ id: string }>(page, baseUrl, "/tenants", { firstName: "Pia", lastName: "Personen" });
  const contract = await api<{ id: string }>(page, baseUrl, `/units/${unit.id}/contracts`, { tenantId: tenant.id, startDate: "2024-01-01", coldRentCents: 70_000 });
  return { unitUrl: `${baseUrl}/dashboard/properties/${property.id}/units/${unit.id}`, accountUrl: `${baseUrl}/dashboard/contracts/${contract.id}/account` };
}

const areaTable = (page: Page) => page.getByRole("table", { name: "Flächen der Einheit nach Datum" });
const personsTable = (page: Page) => page.getByRole("table", { name: "Personen im Haushalt nach Datum" });

async function addArea(page: Page, date: string, living: string, usable: string) {
  await page.getByRole("button", { name: "Fläche hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Fläche hinzufügen" });
  await dialog.getByLabel("Gültig ab *").fill(date);
  await dialog.getByLabel("Wohnfläche (m²) *").fill(living);
  await dialog.getByLabel("Nutzfläche (m²)").fill(usable);
  await dialog.getByRole("button", { name: "Fläche speichern" }).click();
  return dialog;
}

async function historyFlow(page: Page, baseUrl: string) {
  const { unitUrl, accountUrl } = await seed(page, baseUrl);

  await page.goto(unitUrl);
  await expect.poll(() => page.getByRole("heading", { name: "Flächen", exact: true }).isVisible()).toBe(true);
  const section = page.locator('section[aria-labelledby="areas-title"]');
  await expect.poll(() => section.innerText()).toContain("gilt die Größe der Einheit (70,00\u00a0m²) für den ganzen Zeitraum");

  const saved = await addArea(page, "01.07.2025", "64,50", "1.234,5");
  await expect.poll(() => saved.isVisible()).toBe(false);
  await expect.poll(() => areaTable(page).innerText()).toMatch(/01\.07\.2025\s+64,50\s+1\.234,50/);
  expect(await section.innerText()).not.toContain("Noch keine Flächen");

  // The same day once more: refused at the date, nothing added.
  const refused = await addArea(page, "01.07.2025", "65", "");
  await expect.poll(() => refused.innerText()).toContain("Für den 01.07.2025 gibt es schon einen Flächeneintrag.");
  await refused.getByRole("button", { name: "Abbrechen" }).click();
  expect(await areaTable(page).locator("tbody tr").count()).toBe(1);

  await page.goto(accountUrl);
  const persons = page.locator('section[aria-labelledby="occupants-title"]');
  await expect.poll(() => persons.innerText()).toContain("Ohne Eintrag zählt eine Person.");
  await page.getByRole("button", { name: "Personenzahl hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Personenzahl hinzufügen" });
  // A first entry starts at the move-in unless changed.
  expect(await dialog.getByLabel("Gültig ab *").inputValue()).toBe("01.01.2024");
  await dialog.getByLabel("Gültig ab *").fill("01.07.2025");
  await dialog.getByLabel("Personen *").fill("2");
  await dialog.getByRole("button", { name: "Personenzahl speichern" }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => personsTable(page).innerText()).toMatch(/01\.07\.2025\s+2/);

  // Corrected: the edit carries the version it read.
  await page.getByRole("button", { name: "Personenzahl ab 01.07.2025 bearbeiten" }).click();
  const edit = page.getByRole("dialog", { name: "Personenzahl bearbeiten" });
  await edit.getByLabel("Personen *").fill("3");
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect.poll(() => edit.isVisible()).toBe(false);
  await expect.poll(() => personsTable(page).innerText()).toMatch(/01\.07\.2025\s+3/);
  return { unitUrl, accountUrl };
}

describe("areas and persons over time", () => {
  test("a Wohnfläche from 01.07.2025 on the unit page, persons on the tenant account", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Flora", lastName: "Fläche" });
    const { unitUrl, accountUrl } = await historyFlow(page, baseUrl);
    await page.goto(unitUrl);
    await screenshotMatrix(page, "unit-areas", async ({ width }) => {
      // Phones show the entries as cards, wider screens as the table.
      const text = width < 768 ? page.getByRole("list", { name: "Flächen der Einheit nach Datum" }) : areaTable(page);
      await expect.poll(() => text.innerText()).toContain("64,50");
    });
    await page.goto(accountUrl);
    await screenshotMatrix(page, "contract-occupants", async () => {
      await expect.poll(() => personsTable(page).innerText()).toContain("01.07.2025");
    });
  });

  test("the same in an en-US browser", async ({ pageInLocale, baseUrl, dataDir }) => {
    const page = await pageInLocale("en-US");
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Erin", lastName: "English" });
    await historyFlow(page, baseUrl);
  });
});
