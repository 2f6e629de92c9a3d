import { AuthPages, newEmail } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { screenshotMatrix } from "./support/screenshots";

describe("accounts", () => {
  test("register with names → verify via outbox link → sign in → dashboard → sign out → /login", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const email = newEmail("mit-namen");
    await auth.register(email, { firstName: "Erika", lastName: "Muster" });
    await expect.poll(() => page.getByText(`Wir haben eine E-Mail an ${email} geschickt.`, { exact: false }).isVisible()).toBe(true);

    // Not yet verified: German message and a way to resend the link.
    await auth.login(email);
    await auth.toast("Deine E-Mail-Adresse ist noch nicht bestätigt. Bitte öffne den Link in der Bestätigungs-E-Mail.");
    await page.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
    await auth.toast("Wir haben Dir einen neuen Bestätigungslink geschickt.");

    await auth.verify(email);
    // The URL changes before the login page has drawn the notice: wait for it, not one look.
    await expect.poll(() => page.getByText("Deine E-Mail-Adresse ist bestätigt. Du kannst Dich jetzt anmelden.").isVisible()).toBe(true);

    await auth.login(email, "falsches-passwort");
    await auth.toast("E-Mail-Adresse oder Passwort ist falsch.");
    expect(page.url()).toContain("/login");

    await auth.login(email);
    // Issue 11 item 6: toasts sit at the bottom, clear of the header and the form. Waiting for the
    // toast there is the check, measured in the page at the moment it shows: the dashboard
    // replacing the login page can re-mount it, so a second look from outside may miss it.
    await page.waitForFunction(
      (text) => [...document.querySelectorAll("[data-sonner-toast]")].some((t) => t.textContent?.includes(text) && t.getBoundingClientRect().top > (window.innerHeight * 2) / 3),
      "Erfolgreich angemeldet",
    );
    // The success replaces the earlier error.
    expect(await page.getByText("E-Mail-Adresse oder Passwort ist falsch.").count()).toBe(0);
    await page.waitForURL(`${baseUrl}/dashboard/properties`);
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    await screenshotMatrix(page, "dashboard-empty");

    await page.getByRole("button", { name: "Benutzermenü von Erika Muster" }).click();
    await page.getByRole("menuitem", { name: "Abmelden" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await auth.toast("Erfolgreich abgemeldet");

    // The dashboard now sends us back to /login.
    await page.goto(`${baseUrl}/dashboard/tenants`);
    await page.waitForURL(`${baseUrl}/login`);
  });

  test("opened by 127.0.0.1 while the server calls itself localhost (no BASE_URL of its own): register, verify, sign in", async ({ page, baseUrl, dataDir }) => {
    // The e2e server's public address is http://localhost:PORT; a self-hoster types the IP instead.
    const byIp = baseUrl.replace("localhost", "127.0.0.1");
    expect(byIp).not.toBe(baseUrl);
    const auth = new AuthPages(page, byIp, dataDir);
    const email = newEmail("per-ip");
    await auth.register(email);
    await auth.verify(email);
    await page.goto(`${byIp}/login`);
    await auth.login(email);
    await page.waitForURL(`${byIp}/dashboard/properties`);
    // The reload after signing in would end a toast shown only on the login page after 500 ms;
    // the dashboard shows it again (carried over the navigation).
    await auth.toast("Erfolgreich angemeldet");
  });

  test("the password hint on the registration form says what is missing, then 'Gut'", async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel("E-Mail").fill("anna.berg@beispiel.de");
    const hint = page.getByTestId("password-hint");
    expect(await hint.textContent()).toBe("Mindestens 10 Zeichen");
    await page.getByLabel("Passwort").fill("1234567890");
    await expect.poll(() => hint.textContent()).toBe("Zu häufig verwendet");
    await page.getByLabel("Passwort").fill("anna.berg@beispiel.de");
    await expect.poll(() => hint.textContent()).toBe("Nicht Deine E-Mail-Adresse");
    await page.getByLabel("Passwort").fill("Sicheres-Passwort-1");
    await expect.poll(() => hint.textContent()).toBe("Gut");
  });

  test("register without names: the menu falls back to the account name", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const email = await auth.signUpAndLogin();
    await page.getByRole("button", { name: `Benutzermenü von ${email}` }).waitFor();
  });

  test("signing out in one tab signs the other out at once; signing in there brings the other along (issue 11 item 13)", async ({ page, context, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const email = await auth.signUpAndLogin({ firstName: "Tabea" });
    const other = await context.newPage();
    await other.goto(`${baseUrl}/dashboard/tenants`);
    await other.getByRole("heading", { name: "Mieter", level: 1 }).waitFor();

    // Sign out in the first tab; the other follows without being focused or reloaded.
    await page.bringToFront();
    await page.getByRole("button", { name: "Benutzermenü von Tabea" }).click();
    await page.getByRole("menuitem", { name: "Abmelden" }).click();
    await other.waitForURL(`${baseUrl}/login`, { timeout: 5_000 });

    // Sign in again in the first tab: the other, on /login, goes to the dashboard.
    await page.waitForURL(`${baseUrl}/login`);
    await auth.login(email);
    await other.waitForURL(`${baseUrl}/dashboard/properties`, { timeout: 5_000 });
    await other.close();
  });

  test("login and register screens at 375 px and 1280 px, light and dark", async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/login`);
    await screenshotMatrix(page, "login", async () => {
      // After a reload the form may still be rendering: wait for it rather than look once.
      await page.getByRole("heading", { name: "Anmelden" }).waitFor();
    });
    await page.goto(`${baseUrl}/register`);
    await screenshotMatrix(page, "register", async () => {
      await page.getByRole("heading", { name: "Kostenlos registrieren" }).waitFor();
    });
  });

  test("a long e-mail address wraps on the success screen: no sideways scrolling at 320 px (issue 11 item 3)", async ({ page, baseUrl, dataDir }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const auth = new AuthPages(page, baseUrl, dataDir);
    // No hyphen: a browser may break a line there, not inside a word.
    const email = `einewirklichsehrlangeadressefuerdenzeilenumbruch${Date.now().toString(36)}@beispiel.de`;
    await auth.register(email);
    await page.getByText(email).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test("the theme choice persists over a reload", async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("radio", { name: "Dunkel" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem("hausbuch-theme"))).toBe("dark");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await expect.poll(() => page.getByRole("radio", { name: "Dunkel" }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("radio", { name: "Hell" }).click();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
  });

  test("with the API unreachable the dashboard shows 'Konfigurationsfehler'; retry recovers once it is back", async ({ page, baseUrl, dataDir, consoleErrors }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Paul" });
    // Every API request fails at the network level, as with a stopped backend.
    await page.route("**/api/**", (route) => route.abort("connectionrefused"));
    await page.goto(`${baseUrl}/dashboard/properties`);
    await page.getByRole("heading", { name: "Konfigurationsfehler" }).waitFor();
    expect(await page.getByText("Die Verbindung zum Backend konnte nicht hergestellt werden.").isVisible()).toBe(true);
    expect(await page.getByTestId("config-error-text").innerText()).toMatch(/Der Server ist nicht erreichbar/);
    expect(await page.getByText("Datenbank erreichbar").isVisible()).toBe(true);
    expect(consoleErrors.some((m) => m.startsWith("[ERROR]"))).toBe(true);
    await screenshotMatrix(page, "config-error", async () => {
      await page.getByRole("heading", { name: "Konfigurationsfehler" }).waitFor();
    });

    await page.unroute("**/api/**");
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: "Benutzermenü von Paul" }).isVisible()).toBe(true);

    // Issue 11 item 12: the backend goes away while a dashboard page is open. The next read
    // (another page of the navigation) shows the same screen, not stale figures; retry recovers.
    await page.route("**/api/**", (route) => route.abort("connectionrefused"));
    await page.getByRole("navigation").getByRole("link", { name: "Mieter" }).first().click();
    await page.getByRole("heading", { name: "Konfigurationsfehler" }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("config-error-text").innerText()).toMatch(/Der Server ist nicht erreichbar/);
    await page.unroute("**/api/**");
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await page.getByRole("heading", { name: "Mieter", level: 1 }).waitFor();
    await page.getByText("Noch keine Mieter").waitFor();
  });
});
