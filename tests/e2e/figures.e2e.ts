import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { screenshotMatrix } from "./support/screenshots";

// Issue 10 items 6 and 9 on the screens: a vacant unit and a WG without let rooms show "–"
// for rent and yield everywhere (never "0 €" or a red "0,00 % · niedrig"); prices per m²
// where landlords expect them; amounts with cents keep their cents.
describe("figures a landlord can trust", () => {
  test("vacancy shows –, rents and prices per m², exact amounts", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Fritz", lastName: "Figur" });
    const api = async (path: string, data: unknown) => {
      // Playwright's request context sends no Origin; a browser does, and the API requires it for writes.
      const res = await page.request.post(`${baseUrl}/api/v1${path}`, { data, headers: { Origin: baseUrl } });
      expect(res.status(), path).toBe(201);
      return (await res.json()) as { id: string };
    };
    const house = await api("/properties", { name: "Haus Quadratmeter", kind: "multi_family", purchasePriceCents: 30_000_001, transferTaxCents: 850_050 });
    const let_ = await api(`/properties/${house.id}/units`, { code: "WE-01", type: "apartment", usage: "rented", sizeSqm: 72.5 });
    await api(`/properties/${house.id}/units`, { code: "WE-02", type: "apartment", usage: "vacant", sizeSqm: 40 });
    const wg = await api(`/properties/${house.id}/units`, { code: "WG-01", type: "apartment", usage: "shared_housing", sizeSqm: 47.55 });
    await api(`/units/${wg.id}/rooms`, { code: "Z1" });
    const tenant = await api("/tenants", { firstName: "Mia", lastName: "Miete" });
    await api(`/units/${let_.id}/contracts`, { tenantId: tenant.id, startDate: "2024-01-01", coldRentCents: 90_000, isLimitedTerm: false, status: "active" });
    const empty = await api("/properties", { name: "Haus Leerstand", kind: "multi_family", purchasePriceCents: 20_000_000 });
    await api(`/properties/${empty.id}/units`, { code: "L-01", type: "apartment", usage: "vacant", sizeSqm: 50 });

    await page.goto(`${baseUrl}/dashboard/properties/${house.id}`);
    const units = page.getByRole("table", { name: "Einheiten der Immobilie" });
    await units.getByRole("cell", { name: "Mia Miete" }).waitFor();
    const rowText = async (code: string) => (await units.getByRole("row").filter({ hasText: code }).innerText()).replace(/\s+/g, " ");
    // 900 € / 72,5 m² = 12,41 €/m²
    expect(await rowText("WE-01")).toContain("900 € 12,41 €/m²");
    for (const code of ["WE-02", "WG-01"]) {
      const text = await rowText(code);
      expect(text, code).not.toMatch(/0,00 %|niedrig|(^|\s)0 €/);
      expect(text.match(/–/g)?.length, code).toBeGreaterThanOrEqual(2);
    }
    // Kaufpreis with its cents and per m² over all units' area: 300.000,01 € / 160,05 m² = 1.874,41 €/m².
    const master = page.getByRole("heading", { name: "Objektdaten" }).locator("xpath=..");
    const masterText = (await master.innerText()).replace(/\s+/g, " ");
    expect(masterText).toContain("Kaufpreis 300.000,01 €");
    expect(masterText).toContain("Kaufpreis pro m² 1.874,41 €/m²");
    expect(masterText).toContain("Erwerbsnebenkosten 8.500,50 €");
    expect(masterText).not.toContain("8.501 €");

    await page.getByRole("link", { name: "Einheit WE-01 öffnen" }).click();
    await page.getByRole("heading", { name: "Einheit WE-01", level: 1 }).waitFor();
    const facts = page.getByRole("heading", { name: "Daten der Einheit" }).locator("xpath=..");
    await expect.poll(async () => (await facts.innerText()).replace(/\s+/g, " ")).toContain("Kaltmiete 900 € Kaltmiete pro m² 12,41 €/m²");

    // The properties list: the vacant property has no rent and no yield, shown as –.
    await page.goto(`${baseUrl}/dashboard/properties`);
    const list = page.getByRole("table").filter({ hasText: "Haus Leerstand" });
    const leer = (await list.getByRole("row").filter({ hasText: "Haus Leerstand" }).innerText()).replace(/\s+/g, " ");
    expect(leer).not.toMatch(/0,00 %|niedrig|(^|\s)0 €/);
    expect(leer).toContain("200.000 €");

    await page.goto(`${baseUrl}/dashboard/properties/${house.id}`);
    await screenshotMatrix(page, "property-figures", async () => {
      await page.getByRole("heading", { name: "Objektdaten" }).waitFor();
    });
  });
});
