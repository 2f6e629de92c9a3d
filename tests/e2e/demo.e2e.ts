import { AuthPages, newEmail } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";

// The demo portfolio (issue 10 item 11): loaded with one click, filled down to the loans,
// removed in one step after a confirmation.

describe("demo portfolio", () => {
  test("load it, see its loans on Finanzierungen, remove it with 'Demo-Daten entfernen'", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Dora" }, newEmail("dora"));
    await page.getByRole("button", { name: "Demo-Portfolio anlegen" }).click();
    await auth.toast("Demo-Portfolio angelegt");
    const banner = page.getByRole("region", { name: "Demo-Daten" });
    await banner.waitFor();

    // The loans fill the Finanzierungen page, one Anschlussfinanzierung is due.
    await page.getByRole("link", { name: "Finanzierungen", exact: true }).first().click();
    const table = page.getByRole("table", { name: "Finanzierungen" });
    await table.waitFor();
    await expect.poll(() => table.getByRole("row").count()).toBe(4);
    expect(await table.getByText("Anschlussfinanzierung").count()).toBe(1);

    await page.getByRole("link", { name: "Immobilien", exact: true }).first().click();
    await banner.getByRole("button", { name: "Demo-Daten entfernen" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText(/Was Du selbst angelegt hast, bleibt erhalten/).waitFor();
    await confirm.getByLabel("Zur Bestätigung löschen eingeben").fill("löschen");
    await confirm.getByRole("button", { name: "Demo-Daten entfernen" }).click();
    await auth.toast("Demo-Daten entfernt");
    await page.getByRole("heading", { name: "Noch keine Immobilien" }).waitFor();
    expect(await banner.count()).toBe(0);

    await page.goto(`${baseUrl}/dashboard/tenants`);
    await page.getByRole("heading", { name: "Noch keine Mieter" }).waitFor();
    await page.goto(`${baseUrl}/dashboard/financing`);
    await page.getByRole("heading", { name: "Noch keine Finanzierungen" }).waitFor();
  });
});
