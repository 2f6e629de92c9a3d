import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { AuthPages, newEmail, PASSWORD, signUpWithDemo } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { linkFromOutbox } from "./support/outbox";
import { screenshotMatrix } from "./support/screenshots";

// Issue 13: an admin invites a tax advisor from the Team page; the advisor, signed out and with
// an English browser, opens the link, signs in, accepts, and reads the portfolio without one
// write action. Then the settings page: name, devices.
describe("team and settings", () => {
  test("invite a viewer, accept in a second browser, the viewer reads and cannot write", async ({ page, baseUrl, dataDir, pageInLocale }) => {
    const admin = new AuthPages(page, baseUrl, dataDir);
    await admin.signUpAndLogin({ firstName: "Anna", lastName: "Admin" }, newEmail("admin"));
    await page.getByRole("button", { name: "Demo-Portfolio anlegen" }).click();
    await admin.toast("Demo-Portfolio angelegt");

    // The advisor has an account already and is signed out (a second browser, English).
    const advisorPage = await pageInLocale("en-US");
    const advisor = new AuthPages(advisorPage, baseUrl, dataDir);
    const advisorEmail = await advisor.signUpAndLogin({ firstName: "Stefan", lastName: "Steuer" }, newEmail("steuer"));
    await advisorPage.context().clearCookies();

    await page.getByRole("button", { name: /Benutzermenü von/ }).click();
    await page.getByRole("menuitem", { name: "Team" }).click();
    await page.waitForURL(/\/dashboard\/team$/);
    await page.getByLabel("E-Mail-Adresse").fill(advisorEmail);
    await page.getByLabel("Rolle", { exact: true }).selectOption({ label: "Steuerberater/in (nur lesen)" });
    await page.getByRole("button", { name: "Einladen" }).click();
    await admin.toast(`Die Einladung an ${advisorEmail} ist unterwegs.`);
    const invitations = page.getByRole("region", { name: "Person einladen" });
    await expect.poll(() => invitations.getByRole("listitem").filter({ hasText: advisorEmail }).innerText()).toContain("Steuerberater/in (nur lesen)");

    // Signed out, the link asks to sign in; after signing in the dashboard brings the advisor back to it.
    await advisorPage.goto(await linkFromOutbox(dataDir, advisorEmail));
    await advisorPage.getByRole("heading", { name: "Einladung zu Hausbuch" }).waitFor();
    await advisorPage.getByRole("link", { name: "Anmelden" }).click();
    await advisor.login(advisorEmail);
    await advisorPage.waitForURL(/\/invitation\?token=/);
    await advisorPage.getByText("Anna Admin lädt Dich ein.").waitFor();
    await expect.poll(() => advisorPage.locator("dl").innerText()).toMatch(/Mein Portfolio[\s\S]*Steuerberater\/in \(nur lesen\)/);
    await screenshotMatrix(advisorPage, "invitation", async () => {
      await advisorPage.getByRole("button", { name: "Einladung annehmen" }).waitFor();
    });
    await advisorPage.setViewportSize({ width: 1280, height: 900 });
    await advisorPage.getByRole("button", { name: "Einladung annehmen" }).click();
    await advisorPage.waitForURL(/\/dashboard\/properties$/);
    await advisorPage.getByRole("link", { name: "Mehrfamilienhaus Gohlis" }).first().waitFor();
    const writeButtons = advisorPage.getByRole("button", { name: /anlegen|hinzufügen|bearbeiten|löschen|Vermieten|Neuer Mietvertrag|Neuer Mieter|Einladen/i });
    expect(await writeButtons.count()).toBe(0);
    await advisorPage.goto(`${baseUrl}/dashboard/tenants`);
    await advisorPage.getByRole("heading", { level: 1, name: "Mieter" }).waitFor();
    await advisorPage.waitForLoadState("networkidle");
    expect(await writeButtons.count()).toBe(0);
    // The team page shows the members to the advisor, with nothing to manage.
    await advisorPage.goto(`${baseUrl}/dashboard/team`);
    const advisorView = advisorPage.getByRole("region", { name: /Mitglieder/ });
    await expect.poll(() => advisorView.innerText()).toContain("Steuerberater/in (nur lesen)");
    expect(await advisorPage.getByRole("region", { name: "Person einladen" }).count()).toBe(0);
    expect(await advisorPage.getByRole("combobox").count()).toBe(0);
    // The link worked once.
    await advisorPage.goto(await linkFromOutbox(dataDir, advisorEmail));
    await advisorPage.getByText("Diese Einladung wurde bereits angenommen.", { exact: false }).waitFor();

    // The admin sees the new member and no open invitation.
    await page.reload();
    await page.getByText("Keine offenen Einladungen.").waitFor();
    await expect.poll(() => page.getByRole("combobox", { name: /Rolle von Stefan Steuer/ }).inputValue()).toBe("tax_advisor");
    await screenshotMatrix(page, "team", async () => {
      await page.getByRole("region", { name: /Mitglieder/ }).getByText("Stefan Steuer").waitFor();
    });
  });

  test("settings: the name changes everywhere, other devices are listed and signed out", async ({ page, baseUrl, dataDir, pageInLocale }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const email = await auth.signUpAndLogin({ firstName: "Erika" }, newEmail("einstellungen"));
    // A second device.
    const other = await pageInLocale("de-DE");
    await new AuthPages(other, baseUrl, dataDir).login(email);
    await other.waitForURL(/\/dashboard\/properties$/);

    await page.getByRole("button", { name: /Benutzermenü von/ }).click();
    await page.getByRole("menuitem", { name: "Einstellungen" }).click();
    await page.waitForURL(/\/dashboard\/settings$/);
    await page.getByLabel("Nachname").fill("Mustermann");
    await page.getByRole("button", { name: "Name speichern" }).first().click();
    await auth.toast("Dein Name ist gespeichert.");
    await expect.poll(() => page.getByRole("button", { name: /Benutzermenü von/ }).innerText()).toContain("Erika Mustermann");

    const devices = page.getByRole("region", { name: "Angemeldete Geräte" });
    await expect.poll(() => devices.getByRole("listitem").count()).toBe(2);
    await devices.getByText("Dieses Gerät").waitFor();
    await screenshotMatrix(page, "settings", async () => {
      await page.getByRole("region", { name: "Angemeldete Geräte" }).getByText("Dieses Gerät").waitFor();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await devices.getByRole("button", { name: "Alle anderen Geräte abmelden" }).click();
    await auth.toast("1 anderes Gerät ist abgemeldet.");
    await expect.poll(() => devices.getByRole("listitem").count()).toBe(1);
    await other.goto(`${baseUrl}/dashboard/properties`);
    await other.waitForURL(/\/login$/);

    // A wrong current password is refused with the server's German message.
    await page.getByLabel("Aktuelles Passwort").fill("Falsches-Passwort-9");
    await page.getByLabel("Neues Passwort", { exact: true }).fill("Neues-Passwort-2024");
    await page.getByLabel("Neues Passwort wiederholen").fill("Neues-Passwort-2024");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: /Passwort/ }).first().waitFor();
    expect(await page.locator("[data-sonner-toast]").first().innerText()).not.toMatch(/[Ii]nvalid/);
  });

  test("export the data, import it as a new portfolio, then delete the account: wrong password refused, the right one deletes", async ({ page, baseUrl, dataDir }) => {
    const auth = await signUpWithDemo(page, baseUrl, dataDir, { firstName: "Dora" }, "loeschen");
    const email = await page.evaluate(async () => ((await (await fetch("/api/v1/me")).json()) as { user: { email: string } }).user.email);
    await page.goto(`${baseUrl}/dashboard/settings#daten`);
    const data = page.getByRole("region", { name: "Deine Daten" });
    const [download] = await Promise.all([page.waitForEvent("download"), data.getByRole("link", { name: "Daten exportieren (ZIP)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^hausbuch-export-.*\.zip$/);
    const zip = fs.readFileSync(await download.path());
    const entries = unzipSync(new Uint8Array(zip));
    const document = JSON.parse(strFromU8(entries["hausbuch-export.json"]!)) as { tables: Record<string, { rows: Array<Record<string, string | null>> }> };
    expect(document.tables.properties!.rows.length).toBeGreaterThan(0);

    // The export comes back as a second portfolio, which the page then opens.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), data.getByRole("button", { name: "Export einspielen (ZIP)" }).click()]);
    await chooser.setFiles((await download.path()));
    await page.waitForURL(/\/dashboard\/properties$/);
    await auth.toast("Das Portfolio „Mein Portfolio (Import)“ ist eingespielt.");
    await page.getByRole("main").getByText(document.tables.properties!.rows[0]!.name!, { exact: true }).first().waitFor();
    await page.goto(`${baseUrl}/dashboard/settings#daten`);

    await data.getByRole("button", { name: "Konto löschen …" }).click();
    const dialog = page.getByRole("dialog", { name: "Konto endgültig löschen" });
    await dialog.getByText("§ 147 AO", { exact: false }).waitFor();
    await dialog.getByLabel("Dein Passwort").fill("Falsches-Passwort-9");
    await dialog.getByLabel(/Zur Bestätigung/).fill("löschen");
    await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await dialog.getByText("Das Passwort stimmt nicht.").waitFor();
    await dialog.getByLabel("Dein Passwort").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await page.waitForURL(/\/login$/);
    await auth.toast("Dein Konto ist gelöscht.");
    await auth.login(email);
    await auth.toast("E-Mail-Adresse oder Passwort ist falsch.");
  });
});
