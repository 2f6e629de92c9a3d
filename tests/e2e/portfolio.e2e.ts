import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { PortfolioPages, berlinToday } from "./support/portfolio-pages";
import { invitationTokenFromOutbox } from "./support/outbox";
import { screenshotMatrix } from "./support/screenshots";

describe("portfolio", () => {
  test("property → unit (duplicate code refused) → WG with rooms → contract with a new tenant → terminated → deleted", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const pf = new PortfolioPages(page);
    await auth.signUpAndLogin({ firstName: "Vera", lastName: "Vermieter" });

    // Empty portfolio: both ways to start.
    await page.getByRole("heading", { name: "Noch keine Immobilien" }).waitFor();
    expect(await page.getByRole("button", { name: "Demo-Portfolio anlegen" }).isVisible()).toBe(true);

    await pf.createProperty({
      name: "Haus Lindenstraße",
      kind: "Mehrfamilienhaus",
      street: "Lindenstraße",
      houseNumber: "12",
      postcode: "04109",
      city: "Leipzig",
      yearBuilt: "1998",
      purchasePrice: "480.000",
      purchaseDate: "01.06.2021",
    });
    await auth.toast("Immobilie angelegt");
    const propertyUrl = page.url();

    // A rented unit: the rental section creates tenant and contract with it.
    await pf.createUnit({ code: "WE-01", usage: "Vermietet", size: "72,5", tenantName: "Erika Muster", coldRent: "850", serviceCharge: "150" });
    await auth.toast("Einheit angelegt – Mieter und Mietvertrag wurden erstellt");
    const unitsTable = page.getByRole("table", { name: "Einheiten der Immobilie" });
    await unitsTable.getByRole("cell", { name: "Erika Muster" }).waitFor();
    expect(await unitsTable.getByText("850 €").isVisible()).toBe(true);

    // The same code again (other case, blanks): red, and refused.
    const form = await pf.openUnitForm();
    await pf.fillUnit(form, { code: " we-01 " });
    const duplicate = form.getByText('Code "we-01" existiert bereits');
    await duplicate.waitFor();
    expect(await pf.color(duplicate)).toMatch(/^rgb\(185, 28, 28\)$/);
    await form.getByRole("button", { name: "Einheit anlegen" }).click();
    await auth.toast('Code "we-01" existiert bereits');
    expect(await form.isVisible()).toBe(true);
    await form.getByRole("button", { name: "Abbrechen" }).click();
    expect(await unitsTable.getByRole("row").count()).toBe(2);

    // A WG unit with two rooms.
    await pf.createUnit({ code: "WG-01", usage: "WG (Wohngemeinschaft)", size: "96" });
    await auth.toast("Einheit angelegt");
    await page.getByRole("link", { name: "Einheit WG-01 öffnen" }).click();
    await page.getByRole("heading", { name: "Einheit WG-01", level: 1 }).waitFor();
    await pf.addRoom("Z1", "14");
    await auth.toast("Zimmer Z1 angelegt");
    await pf.addRoom("Z2", "12,5");

    // Let room Z1 via the quick action; the tenant is created in the nested dialog.
    await page.getByRole("button", { name: "Zimmer Z1 vermieten" }).click();
    const create = pf.dialog("Neuer Mietvertrag – WG-01");
    await create.waitFor();
    expect(await create.getByLabel("Zimmer *").inputValue()).not.toBe("");
    expect(await create.getByLabel("Zimmer *").locator("option:checked").innerText()).toContain("Z1");
    await create.getByRole("button", { name: "Erstellen" }).click();
    await auth.toast("Bitte wählen Sie einen Mieter aus");
    await create.getByRole("button", { name: "Neuer Mieter" }).click();
    const tenantDialog = pf.dialog("Neuer Mieter");
    await tenantDialog.getByLabel("Vorname *").fill("Jonas");
    await tenantDialog.getByLabel("Nachname *").fill("Weber");
    await tenantDialog.getByLabel("E-Mail").fill("jonas.weber@beispiel.de");
    await tenantDialog.getByRole("button", { name: "Mieter anlegen" }).click();
    await auth.toast("Mieter erfolgreich angelegt");
    await tenantDialog.waitFor({ state: "detached" });
    await expect.poll(() => create.getByRole("combobox", { name: "Mieter *" }).innerText()).toBe("Jonas Weber (jonas.weber@beispiel.de)");
    await create.getByLabel("Kaltmiete *").fill("450");
    await create.getByLabel("Nebenkosten").fill("80");
    expect(await create.getByTestId("warm-rent").innerText()).toBe("530,00\u00a0€");
    await create.getByRole("button", { name: "Erstellen" }).click();
    await auth.toast("Mietvertrag erfolgreich erstellt");
    await create.waitFor({ state: "detached" });
    await pf.roomCard("Z1").getByText("vermietet", { exact: true }).waitFor();
    const contracts = page.getByRole("table", { name: /Mietverträge der Einheit/ });
    // The tenant's cell (the "Mieterkonto von Jonas Weber" link's cell matches too).
    await contracts.getByRole("cell", { name: /Jonas Weber/ }).first().waitFor();
    expect(await contracts.getByText("530,00\u00a0€").isVisible()).toBe(true);

    // Edit: terminated, which fills today's date as the end date.
    await page.getByRole("button", { name: "Mietvertrag von Jonas Weber bearbeiten" }).click();
    const edit = pf.dialog("Mietvertrag bearbeiten – WG-01");
    await edit.waitFor();
    expect(await edit.getByLabel(/^Enddatum/).isDisabled()).toBe(true);
    await edit.getByLabel("Vertragsstatus").selectOption("terminated");
    const [y, m, d] = berlinToday().split("-");
    expect(await edit.getByLabel(/^Enddatum/).inputValue()).toBe(`${d}.${m}.${y}`);
    await edit.getByRole("button", { name: "Aktualisieren" }).click();
    await auth.toast("Mietvertrag erfolgreich aktualisiert");
    await edit.waitFor({ state: "detached" });
    // Terminated today, it is still in force until the end of today (issue 10): the room stays let.
    await contracts.getByText(`Aktiv bis ${d}.${m}.${y}`).waitFor();
    await pf.roomCard("Z1").getByText("vermietet", { exact: true }).waitFor();

    // Delete, confirmed with the word 'löschen'.
    await page.getByRole("button", { name: "Mietvertrag von Jonas Weber bearbeiten" }).click();
    await edit.getByRole("button", { name: "Löschen" }).click();
    const confirm = await pf.confirmDelete("loeschen");
    expect(await confirm.getByRole("alert").innerText()).toBe('Bitte "löschen" eingeben, um zu bestätigen');
    await pf.confirmDelete("löschen");
    await auth.toast("Mietvertrag erfolgreich gelöscht");
    await edit.waitFor({ state: "detached" });
    await page.getByText("Noch keine Mietverträge für diese Einheit.").waitFor();

    // Screens at 375/1280 px, light and dark.
    await screenshotMatrix(page, "unit-page", async () => {
      await page.getByRole("heading", { name: "Zimmer", level: 2 }).waitFor();
      await pf.expectNoHorizontalOverflow();
    });
    await screenshotMatrix(page, "contract-dialog", async () => {
      await page.getByRole("button", { name: "Zimmer Z2 vermieten" }).click();
      const d = pf.dialog("Neuer Mietvertrag – WG-01");
      await d.getByLabel("Kaltmiete *").fill("420");
      await d.getByLabel("Nebenkosten").fill("75,5");
      await d.getByRole("checkbox", { name: "Befristeter Vertrag" }).click();
      await d.getByRole("combobox", { name: "Mieter *" }).scrollIntoViewIfNeeded();
    });
    // The tenant select searches on the server; by keyboard: a letter opens it, Enter takes the match.
    await screenshotMatrix(page, "tenant-combobox", async () => {
      await page.getByRole("button", { name: "Zimmer Z2 vermieten" }).click();
      const d = pf.dialog("Neuer Mietvertrag – WG-01");
      await d.getByRole("combobox", { name: "Mieter *" }).focus();
      await page.keyboard.type("web");
      await page.getByRole("option", { name: "Jonas Weber (jonas.weber@beispiel.de)" }).waitFor();
      expect(await page.getByRole("combobox", { name: "Mieter suchen" }).inputValue()).toBe("web");
      // The first page stays while the search is asked; the answer has only Jonas.
      await page.getByRole("option", { name: "Erika Muster" }).waitFor({ state: "detached" });
      await pf.expectNoHorizontalOverflow();
    });
    await page.keyboard.press("Enter");
    await expect.poll(() => pf.dialog("Neuer Mietvertrag – WG-01").getByRole("combobox", { name: "Mieter *" }).innerText()).toBe("Jonas Weber (jonas.weber@beispiel.de)");
    await page.keyboard.press("Escape");
    await page.goto(propertyUrl);
    await screenshotMatrix(page, "property-dashboard", async () => {
      await page.getByRole("heading", { name: "Einheiten", level: 2 }).waitFor();
      await page.getByText("Erika Muster").filter({ visible: true }).first().waitFor();
      await pf.expectNoHorizontalOverflow();
    });
    await screenshotMatrix(page, "unit-form", async () => {
      const d = await pf.openUnitForm();
      await pf.fillUnit(d, { code: "WE-01", serviceCharge: "120" });
      await d.getByText('Code "WE-01" existiert bereits').waitFor();
      await d.getByLabel("Einheitscode *").scrollIntoViewIfNeeded();
    });
    await page.goto(`${baseUrl}/dashboard/properties`);
    await screenshotMatrix(page, "properties-list", async () => {
      await page.getByRole("link", { name: "Haus Lindenstraße" }).first().waitFor();
      await pf.expectNoHorizontalOverflow();
    });
    await page.goto(`${baseUrl}/dashboard/tenants`);
    await screenshotMatrix(page, "tenants", async () => {
      await page.getByRole("heading", { name: "Jonas Weber", exact: true }).waitFor();
      await pf.expectNoHorizontalOverflow();
    });
  });

  test("a viewer sees the portfolio read-only: no write action anywhere", async ({ page, context, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const viewerEmail = await auth.signUpAndLogin({ firstName: "Lea" });
    // Her own, empty portfolio: start with the demo, then search it.
    await page.getByRole("button", { name: "Demo-Portfolio anlegen" }).click();
    await auth.toast("Demo-Portfolio angelegt");
    await page.getByRole("link", { name: "Mehrfamilienhaus Gohlis" }).first().waitFor();
    await screenshotMatrix(page, "properties-demo", async () => {
      await page.getByRole("link", { name: "Eigentumswohnung Südvorstadt" }).filter({ visible: true }).waitFor();
      await new PortfolioPages(page).expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("searchbox", { name: "Immobilien durchsuchen" }).fill("Südvorstadt");
    await expect.poll(() => page.getByRole("table").getByRole("link").allInnerTexts()).toEqual(["Eigentumswohnung Südvorstadt"]);
    await context.clearCookies();

    // The admin sets up a property with a let unit and invites the viewer (through the API).
    await auth.signUpAndLogin({ firstName: "Otto" });
    const api = (path: string, data?: unknown) =>
      // Playwright's request context sends no Origin; a browser does, and the API requires it for writes.
      data === undefined ? page.request.get(`${baseUrl}/api/v1${path}`) : page.request.post(`${baseUrl}/api/v1${path}`, { data, headers: { Origin: baseUrl } });
    const me = (await (await api("/me")).json()) as { workspace: { id: string } };
    const property = (await (await api("/properties", { name: "Haus am See", kind: "single_family", purchasePriceCents: 30_000_000 })).json()) as { id: string };
    const unit = await api(`/properties/${property.id}/units`, { code: "EFH", type: "house", usage: "rented", sizeSqm: 120, rental: { tenantName: "Karl Klee", coldRentCents: 150_000 } });
    expect(unit.status()).toBe(201);
    const { id: unitId } = (await unit.json()) as { id: string };
    expect((await api("/workspace/invitations", { email: viewerEmail, role: "viewer" })).status()).toBe(201);
    await context.clearCookies();

    await auth.login(viewerEmail);
    await page.waitForURL(/\/dashboard\/properties$/);
    expect((await api("/invitations/accept", { token: await invitationTokenFromOutbox(dataDir, viewerEmail) })).status()).toBe(200);
    await page.evaluate((id) => localStorage.setItem("hausbuch-workspace", id), me.workspace.id);
    const writeButtons = page.getByRole("button", { name: /anlegen|hinzufügen|bearbeiten|löschen|Vermieten|Neuer Mietvertrag|Neuer Mieter/i });

    await page.goto(`${baseUrl}/dashboard/properties`);
    await page.getByRole("link", { name: "Haus am See" }).first().waitFor();
    expect(await writeButtons.count()).toBe(0);

    await page.goto(`${baseUrl}/dashboard/properties/${property.id}`);
    await page.getByRole("cell", { name: "Karl Klee" }).waitFor();
    // 12 × 1.500 € / 300.000 € = 6,00 %: amber, written out as well.
    const row = page.getByRole("table", { name: "Einheiten der Immobilie" }).getByRole("row").filter({ hasText: "EFH" });
    expect((await row.innerText()).replace(/\s+/g, " ")).toContain("6,00 % · mittel");
    expect(await writeButtons.count()).toBe(0);

    await page.goto(`${baseUrl}/dashboard/properties/${property.id}/units/${unitId}`);
    await page.getByRole("table", { name: /Mietverträge der Einheit/ }).getByText("Karl Klee").waitFor();
    expect(await writeButtons.count()).toBe(0);
    expect(await page.getByRole("button", { name: /Mietvertrag von/ }).count()).toBe(0);

    await page.goto(`${baseUrl}/dashboard/tenants`);
    await page.getByRole("heading", { name: "Karl Klee", exact: true }).waitFor();
    expect(await writeButtons.count()).toBe(0);
  });
});
