import type { Page } from "playwright-core";
import { linkFromOutbox } from "./outbox";

export const PASSWORD = "Sicheres-Passwort-1";
let n = 0;
export const newEmail = (prefix = "e2e") => `${prefix}-${Date.now().toString(36)}-${n++}@beispiel.de`;

/** Page model for /register, /login and the user menu. */
export class AuthPages {
  constructor(
    private page: Page,
    private baseUrl: string,
    private dataDir: string,
  ) {}

  async register(email: string, names: { firstName?: string; lastName?: string } = {}) {
    await this.page.goto(`${this.baseUrl}/register`);
    if (names.firstName) await this.page.getByLabel("Vorname (optional)").fill(names.firstName);
    if (names.lastName) await this.page.getByLabel("Nachname (optional)").fill(names.lastName);
    await this.page.getByLabel("E-Mail").fill(email);
    await this.page.getByLabel("Passwort").fill(PASSWORD);
    await this.page.getByRole("button", { name: "Kostenlos registrieren" }).click();
    await this.toast("Registrierung erfolgreich. Bitte überprüfe Deine E-Mails.");
  }

  async verify(email: string) {
    const link = await linkFromOutbox(this.dataDir, email);
    await this.page.goto(link);
    await this.page.waitForURL(/\/login\?verified=1/);
  }

  async login(email: string, password = PASSWORD) {
    if (!this.page.url().includes("/login")) await this.page.goto(`${this.baseUrl}/login`);
    await this.page.getByLabel("E-Mail").fill(email);
    await this.page.getByLabel("Passwort", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Anmelden" }).click();
  }

  /** Registers, verifies through the outbox link and signs in; ends on /dashboard/properties. */
  async signUpAndLogin(names: { firstName?: string; lastName?: string } = {}, email = newEmail()) {
    await this.register(email, names);
    await this.verify(email);
    await this.login(email);
    await this.page.waitForURL(/\/dashboard\/properties$/);
    return email;
  }

  /** Waiting for it is the check: a toast can be re-mounted while the next page replaces this one, so a second look may miss it for a moment. */
  async toast(text: string | RegExp) {
    await this.page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor({ state: "visible" });
  }
}

/** A new account (names, e-mail prefix) with the demo portfolio loaded; ends on /dashboard/properties. */
export async function signUpWithDemo(page: Page, baseUrl: string, dataDir: string, names: { firstName?: string; lastName?: string }, emailPrefix: string) {
  const auth = new AuthPages(page, baseUrl, dataDir);
  await auth.signUpAndLogin(names, newEmail(emailPrefix));
  await page.getByRole("button", { name: "Demo-Portfolio anlegen" }).click();
  await auth.toast("Demo-Portfolio angelegt");
  await page.getByRole("region", { name: "Demo-Daten" }).waitFor();
  return auth;
}
