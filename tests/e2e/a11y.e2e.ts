import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { signUpWithDemo } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { PortfolioPages } from "./support/portfolio-pages";
import { screenshotDir, screenshotMatrix, showScheme } from "./support/screenshots";

// Issue 11: every screen usable on a phone, by keyboard and with a screen reader.

const destinations = ["Immobilien", "Mieter", "Mieteingänge", "Buchungen", "Finanzierungen", "Berichte"];
const SITE_TITLE = "Hausbuch – Schluss mit Excel. Moderne Portfolioverwaltung für Vermieter";

/** The box lies fully inside the viewport (nothing cut off, nothing hidden off to the side). */
async function expectInViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box, await locator.innerText()).not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** What the page shows (innerText leaves out hidden elements, such as the other layout of a DataTable). */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

const titleIs = (page: Page, title: string) => expect.poll(() => page.title()).toBe(title);

describe("accessibility (issue 11)", () => {
  test("navigation: a 'Menü' sheet with every destination on a phone, the tab bar from md up; screenshots", async ({ page, baseUrl, dataDir }) => {
    await signUpWithDemo(page, baseUrl, dataDir, { firstName: "Alex", lastName: "Barrierefrei" }, "a11y");
    const pf = new PortfolioPages(page);

    // Phone: no tab bar cutting entries off, one visible 'Menü' button instead.
    await page.setViewportSize({ width: 375, height: 812 });
    const menuButton = page.getByRole("button", { name: "Menü", exact: true });
    await menuButton.waitFor();
    await expectInViewport(page, menuButton);
    expect(await page.getByRole("navigation", { name: "Hauptnavigation" }).count()).toBe(0);
    await pf.expectNoHorizontalOverflow();

    // By keyboard: open, every entry visible, the current one marked and focused.
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Menü" });
    await sheet.waitFor();
    const nav = sheet.getByRole("navigation", { name: "Hauptnavigation" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(destinations);
    for (const name of destinations) await expectInViewport(page, nav.getByRole("link", { name, exact: true }));
    const current = nav.getByRole("link", { name: "Immobilien", exact: true });
    expect(await current.getAttribute("aria-current")).toBe("page");
    expect(await current.evaluate((el) => el === document.activeElement)).toBe(true);
    await sheet.getByRole("radiogroup", { name: "Farbschema" }).waitFor();
    await fs.promises.mkdir(screenshotDir, { recursive: true });
    for (const theme of ["light", "dark"] as const) {
      await showScheme(page, theme);
      await page.screenshot({ path: path.join(screenshotDir, `nav-menu-open-375-${theme}.png`) });
    }
    await showScheme(page, "light");

    // Escape closes it and focus returns to the button.
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    // Radix gives the focus back a tick after the sheet unmounts: wait for it, briefly.
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement), { timeout: 2_000 }).toBe(true);

    // Choose "Berichte" (the entry the old tab bar hid) by keyboard.
    await page.keyboard.press("Enter");
    await sheet.waitFor();
    await nav.getByRole("link", { name: "Berichte" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/dashboard\/reports$/);
    await sheet.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Berichte", level: 1 }).waitFor();
    await menuButton.click();
    expect(await nav.getByRole("link", { name: "Berichte" }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("link", { name: "Finanzierungen" }).click();
    await page.waitForURL(/\/dashboard\/financing$/);
    await sheet.waitFor({ state: "detached" });

    // The smallest phone still fits the header.
    await page.setViewportSize({ width: 320, height: 640 });
    await expectInViewport(page, menuButton);
    await pf.expectNoHorizontalOverflow();

    // Desktop: the tab bar with every entry in view, no menu button.
    await page.setViewportSize({ width: 1280, height: 900 });
    const tabs = page.getByRole("navigation", { name: "Hauptnavigation" });
    await tabs.waitFor();
    expect(await menuButton.isVisible()).toBe(false);
    expect(await tabs.getByRole("link").allInnerTexts()).toEqual(destinations);
    for (const name of destinations) await expectInViewport(page, tabs.getByRole("link", { name, exact: true }));
    expect(await tabs.getByRole("link", { name: "Finanzierungen" }).getAttribute("aria-current")).toBe("page");
    expect(await tabs.locator("[aria-current='page']").count()).toBe(1);

    await page.goto(`${baseUrl}/dashboard/properties`);
    await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
    await screenshotMatrix(page, "nav", async ({ width }) => {
      await page.getByRole("heading", { name: "Immobilien", level: 1 }).waitFor();
      if (width < 768) await expectInViewport(page, menuButton);
      else await expectInViewport(page, tabs.getByRole("link", { name: "Berichte" }));
    });
  });

  test("theme switch: one Tab stop, arrow keys move and select", async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/login`);
    const group = page.getByRole("radiogroup", { name: "Farbschema" });
    await group.waitFor();
    await page.getByRole("link", { name: "Hausbuch – zur Startseite" }).focus();
    await page.keyboard.press("Tab");
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await expect.poll(focused).toBe("System");
    await page.keyboard.press("ArrowLeft");
    // Focus moves at once; the selection and the theme class follow with React's next render.
    await expect.poll(focused).toBe("Dunkel");
    await expect.poll(() => group.getByRole("radio", { name: "Dunkel" }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.keyboard.press("Tab");
    await expect.poll(async () => ["Hell", "Dunkel", "System"].includes((await focused()) ?? "")).toBe(false);
  });

  test("every route has its own title; labels name 'Zimmer' once; the contract dialog fits a phone, its footer one row", async ({ page, baseUrl, dataDir }) => {
    await page.goto(`${baseUrl}/`);
    await titleIs(page, SITE_TITLE);
    await page.goto(`${baseUrl}/login`);
    await titleIs(page, "Anmelden – Hausbuch");
    await page.goto(`${baseUrl}/register`);
    await titleIs(page, "Kostenlos registrieren – Hausbuch");
    await page.goto(`${baseUrl}/forgot-password`);
    await titleIs(page, "Passwort vergessen? – Hausbuch");
    await page.goto(`${baseUrl}/impressum`);
    await titleIs(page, "Impressum – Hausbuch");
    await page.goto(`${baseUrl}/gibt-es-nicht`);
    await titleIs(page, "Seite nicht gefunden – Hausbuch");

    await signUpWithDemo(page, baseUrl, dataDir, { firstName: "Alex", lastName: "Barrierefrei" }, "a11y");
    await titleIs(page, "Immobilien – Hausbuch");
    const tabs = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const [name, title] of [
      ["Mieter", "Mieter"],
      ["Mieteingänge", "Mieteingänge"],
      ["Buchungen", "Buchungen"],
      ["Finanzierungen", "Finanzierungen"],
      ["Berichte", "Berichte"],
    ] as const) {
      await tabs.getByRole("link", { name, exact: true }).click();
      await titleIs(page, `${title} – Hausbuch`);
    }
    await page.goto(`${baseUrl}/dashboard/bookings/recurring`);
    await titleIs(page, "Wiederkehrende Buchungen – Hausbuch");

    // The tenant list: rooms named "Zimmer 1" by their owner read "Zimmer 1", never "Zimmer Zimmer 1".
    await page.goto(`${baseUrl}/dashboard/tenants`);
    await page.getByRole("heading", { name: "Mieter", level: 1 }).waitFor();
    await page.getByText("Lukas Hoffmann").first().waitFor();
    expect(await visibleText(page)).toContain("Einheit WE 06 · Zimmer 1");
    expect(await visibleText(page)).not.toMatch(/Zimmer\s+Zimmer/);

    await tabs.getByRole("link", { name: "Immobilien", exact: true }).click();
    // The property list's link (the financing summary above it links to the financing page).
    await page.getByRole("table", { name: "Alle Immobilien" }).getByRole("link", { name: "Mehrfamilienhaus Gohlis", exact: true }).click();
    await titleIs(page, "Mehrfamilienhaus Gohlis – Hausbuch");
    await page.getByRole("link", { name: "Einheit WE 06 öffnen" }).first().click();
    await titleIs(page, "Einheit WE 06 – Mehrfamilienhaus Gohlis – Hausbuch");
    await page.getByRole("heading", { name: "Zimmer 1", level: 3 }).first().waitFor();
    await page.getByRole("button", { name: "Mietvertrag von Lukas Hoffmann bearbeiten" }).first().waitFor();
    expect(await visibleText(page)).not.toMatch(/Zimmer\s+Zimmer/);

    // The contract dialog: one compact footer row at 375 px, 'Löschen' apart on the left from sm up.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.getByRole("button", { name: "Mietvertrag von Lukas Hoffmann bearbeiten" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Mietvertrag bearbeiten – WE 06" });
      await dialog.waitFor();
      const buttons = ["Löschen", "Abbrechen", "Aktualisieren"].map((name) => dialog.getByRole("button", { name, exact: true }));
      const boxes = await Promise.all(buttons.map(async (b) => (await b.boundingBox())!));
      const dialogBox = (await dialog.boundingBox())!;
      for (const box of boxes) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(2); // one row
      expect(boxes[0]!.x + boxes[0]!.width).toBeLessThan(boxes[1]!.x);
      expect(boxes[1]!.x + boxes[1]!.width).toBeLessThan(boxes[2]!.x);
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      // Main actions flush right, 'Löschen' flush left: the justify works at every width.
      expect(dialogBox.x + dialogBox.width - (boxes[2]!.x + boxes[2]!.width)).toBeLessThan(30);
      expect(boxes[0]!.x - dialogBox.x).toBeLessThan(30);
      // The busy label, the longest the submit button shows, still fits in the row.
      const busyRight = await buttons[2]!.evaluate((el) => {
        const label = el.textContent;
        el.textContent = "Wird gespeichert …";
        const right = el.getBoundingClientRect().right;
        el.textContent = label;
        return right;
      });
      expect(busyRight).toBeLessThanOrEqual(dialogBox.x + dialogBox.width - 16);
      // The tenant's field (name and e-mail, longer than the phone's width) and its button stay inside the dialog.
      for (const field of [dialog.getByRole("combobox", { name: "Mieter *" }), dialog.getByRole("button", { name: "Neuer Mieter" })]) {
        const box = (await field.boundingBox())!;
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(dialogBox.x + dialogBox.width - 16);
      }
      for (const theme of ["light", "dark"] as const) {
        // The buttons' colour transitions end first, or the picture shows them half-way (grey).
        await showScheme(page, theme);
        await page.screenshot({ path: path.join(screenshotDir, `contract-dialog-${width}-${theme}.png`) });
      }
      await showScheme(page, "light");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }

    await page.getByRole("link", { name: "Mieterkonto von Lukas Hoffmann" }).first().click();
    await titleIs(page, "Mieterkonto Lukas Hoffmann – Hausbuch");
    // Client-side back to the start page: its own title again.
    await page.goto(`${baseUrl}/dashboard/properties`);
    await titleIs(page, "Immobilien – Hausbuch");
  });
});
