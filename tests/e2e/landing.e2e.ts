import type { Page } from "playwright-core";
import { contextOptions, describe, expect, test } from "./support/fixtures";
import { screenshotMatrix } from "./support/screenshots";

/** The heading each public route shows, so a click can be checked to really land there. */
const headingOf: Record<string, RegExp> = {
  "/": /Schluss mit Excel/,
  "/login": /^Anmelden$/,
  "/register": /^Kostenlos registrieren$/,
  "/impressum": /^Impressum$/,
  "/datenschutz": /^Datenschutzerklärung$/,
  "/agb": /^Allgemeine Geschäftsbedingungen$/,
};

/** Every link on the landing page: accessible name, which of the same-named ones, target. */
const landingLinks: Array<{ name: string; nth: number; to: string; where: string }> = [
  { name: "Hausbuch – zur Startseite", nth: 0, to: "/", where: "Logo im Kopf" },
  { name: "Anmelden", nth: 0, to: "/login", where: "Kopf" },
  { name: "Kostenlos registrieren", nth: 0, to: "/register", where: "Kopf" },
  { name: "Kostenlos registrieren", nth: 1, to: "/register", where: "Hero" },
  { name: "Bereits registriert? Hier anmelden", nth: 0, to: "/login", where: "Hero" },
  { name: "Kostenlos registrieren", nth: 2, to: "/register", where: "Abschluss" },
  { name: "Bereits registriert? Hier anmelden", nth: 1, to: "/login", where: "Abschluss" },
  { name: "Hausbuch – zur Startseite", nth: 1, to: "/", where: "Logo im Fuß" },
  { name: "Impressum", nth: 0, to: "/impressum", where: "Fuß" },
  { name: "Datenschutz", nth: 0, to: "/datenschutz", where: "Fuß" },
  { name: "AGB", nth: 0, to: "/agb", where: "Fuß" },
];

const DASHBOARD_CHUNK = /DashboardLayout|AppProviders|auth-actions|AuthCard|LoginPage|RegisterPage|PropertiesPage|TenantsPage|\/api-/;

async function openLanding(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1, name: /Schluss mit Excel/ }).waitFor();
}

async function expectHeading(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole("heading", { level: 1, name: headingOf[path]! }).waitFor();
}

describe("Landing page", () => {
  test("has German meta data: lang, title, description, Open Graph", async ({ page, baseUrl }) => {
    await openLanding(page, baseUrl);
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await page.title()).toContain("Schluss mit Excel");
    const meta = (sel: string) => page.locator(sel).getAttribute("content");
    expect(await meta('meta[name="description"]')).toMatch(/Portfolioverwaltung/);
    expect(await meta('meta[property="og:title"]')).toMatch(/Hausbuch/);
    expect(await meta('meta[property="og:description"]')).toBeTruthy();
    expect(await meta('meta[property="og:locale"]')).toBe("de_DE");
  });

  test("shows every section of the spec", async ({ page, baseUrl, consoleErrors }) => {
    await openLanding(page, baseUrl);
    const h1 = await page.getByRole("heading", { level: 1 }).innerText();
    expect(h1).toMatch(/Schluss mit Excel\s+Moderne Portfolioverwaltung/);
    for (const text of [
      "Mieter-, Finanz- und Immobilienverwaltung",
      "100 % kostenlos",
      "Keine Werbung",
      "Unbegrenzte Immobilien",
      "Entwicklung in Deutschland",
      "Automatische Finanzberichte",
      "inklusive zimmerweiser Vermietung für WGs",
      "Sichere Datenspeicherung in Deutschland",
      "90 Mio. €+",
      "Unübersichtliche Tabellen",
      "Fehler in Formeln",
      "Zeitsparende automatische Berechnung und Kategorisierung",
    ]) {
      expect(await page.getByText(text).first().isVisible(), text).toBe(true);
    }
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(6); // 4 feature cards + problem + solution
    expect(consoleErrors).toEqual([]);
  });

  test("every link reaches its route", async ({ page, baseUrl }) => {
    await openLanding(page, baseUrl);
    // The table above covers every internal link on the page (plus the skip link).
    const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.filter((h) => h !== "#inhalt").sort()).toEqual(landingLinks.map((l) => l.to).sort());

    for (const link of landingLinks) {
      await openLanding(page, baseUrl);
      if (link.to === "/") await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole("link", { name: link.name, exact: true }).nth(link.nth).click();
      await expectHeading(page, link.to);
    }
  });

  test("the legal pages are real pages with marked placeholders and a way back", async ({ page, baseUrl }) => {
    for (const path of ["/impressum", "/datenschutz", "/agb"]) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      await expectHeading(page, path);
      expect(await page.getByRole("complementary", { name: "Hinweis für Betreiber" }).isVisible()).toBe(true);
      expect(await page.getByText(/– bitte eintragen\]/).first().isVisible()).toBe(true);
      expect(await page.title()).toMatch(/– Hausbuch$/);
      await page.getByRole("link", { name: "← Zur Startseite" }).click();
      await expectHeading(page, "/");
    }
    await page.goto(`${baseUrl}/impressum`, { waitUntil: "networkidle" });
    expect(await page.getByText("Angaben gemäß § 5 DDG").isVisible()).toBe(true);
    await page.goto(`${baseUrl}/datenschutz`, { waitUntil: "networkidle" });
    for (const art of ["Art. 15", "Art. 16", "Art. 17", "Art. 18", "Art. 19", "Art. 20", "Art. 21"]) {
      expect(await page.getByText(`(${art} DSGVO)`).isVisible(), art).toBe(true);
    }
  });

  test("loads no dashboard code on /", async ({ page, baseUrl }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await openLanding(page, baseUrl);
    await page.mouse.wheel(0, 5000); // scroll through the page; nothing lazy should appear
    await page.waitForLoadState("networkidle");
    const scripts = requested.filter((p) => p.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((p) => DASHBOARD_CHUNK.test(p))).toEqual([]);
    expect(requested.filter((p) => p.startsWith("/api/"))).toEqual([]);
  });

  test("carousel: labelled dots, current one marked, 500 ms slide, auto-advance after 6 s", async ({ page, baseUrl }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // The page itself notes when the carousel first shows and when it first moves on, so a
    // slow load or a busy test machine cannot shorten the measured 6 s from outside.
    await page.addInitScript(() => {
      const times: { shown?: number; advanced?: number } = {};
      (window as unknown as { __carousel: typeof times }).__carousel = times;
      const currentLabel = () =>
        document.querySelector('[aria-roledescription="Karussell"] button[aria-current="true"]')?.getAttribute("aria-label") ?? "";
      new MutationObserver(() => {
        const label = currentLabel();
        if (times.shown === undefined && label.startsWith("Erfahrungsbericht 1")) times.shown = performance.now();
        if (times.advanced === undefined && label.startsWith("Erfahrungsbericht 2")) times.advanced = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-current"] });
    });
    await openLanding(page, baseUrl);
    const region = page.getByRole("region", { name: "Erfahrungsberichte" });
    const dots = region.getByRole("button", { name: /^Erfahrungsbericht \d anzeigen/ });
    expect(await dots.count()).toBe(3);
    const current = () => dots.evaluateAll((ds) => ds.findIndex((d) => d.getAttribute("aria-current") === "true"));
    expect(await current()).toBe(0);
    const track = region.locator("[aria-live]");
    expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.5s");

    const times = await page.waitForFunction(
      () => {
        const t = (window as unknown as { __carousel: { shown?: number; advanced?: number } }).__carousel;
        return t.advanced !== undefined && t;
      },
      undefined,
      { timeout: 10_000 },
    );
    const { shown, advanced } = (await times.jsonValue()) as { shown: number; advanced: number };
    expect(advanced - shown).toBeGreaterThan(5500);

    await dots.nth(2).click();
    await expect.poll(current).toBe(2);
    const visible = region.getByRole("group", { name: "3 von 3" });
    await page.waitForTimeout(600); // let the 500 ms slide finish
    expect(await visible.getByText("Thomas B.").isVisible()).toBe(true);

    // Keyboard focus inside the carousel pauses it (and switches to polite announcements);
    // a pointer click alone does not, once the pointer has left.
    await page.mouse.move(0, 0);
    expect(await track.getAttribute("aria-live")).toBe("off");
    await page.keyboard.press("Shift+Tab"); // from dot 3 to dot 2, by keyboard
    await expect.poll(() => dots.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => track.getAttribute("aria-live")).toBe("polite");
    await page.keyboard.press("Enter");
    await expect.poll(current).toBe(1);
  });

  test("carousel does not auto-advance under prefers-reduced-motion", async ({ page, baseUrl }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openLanding(page, baseUrl);
    const region = page.getByRole("region", { name: "Erfahrungsberichte" });
    expect(await region.getByRole("button", { name: "Automatisches Weiterblättern starten" }).isVisible()).toBe(true);
    expect(await region.locator("[aria-live]").evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("none");
  });

  test("screenshots 375/1280 × light/dark: compact amounts on small, full on large, no overflow", async ({ page, baseUrl }) => {
    await openLanding(page, baseUrl);
    // The matrix itself waits for the `dark` class of each scheme.
    await screenshotMatrix(page, "landing", async ({ width }) => {
      const ctx = `${width}px`;
      await page.getByRole("heading", { level: 1 }).waitFor();

      const mock = page.getByRole("img", { name: /^Beispielansicht/ });
      const small = width < 640;
      for (const [compact, full] of [
        ["3,2k €", "3.200 €"],
        ["1,8k €", "1.800 €"],
      ] as const) {
        expect(await mock.getByText(compact, { exact: true }).isVisible(), `${compact} @ ${ctx}`).toBe(small);
        expect(await mock.getByText(full, { exact: true }).isVisible(), `${full} @ ${ctx}`).toBe(!small);
      }
      expect(await mock.getByText("12", { exact: true }).isVisible(), ctx).toBe(true);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow @ ${ctx}`).toBeLessThanOrEqual(0);
    });
  });

  test("no horizontal overflow from 360 px to 1920 px", async ({ page, baseUrl }) => {
    for (const path of ["/", "/impressum", "/datenschutz", "/agb"]) {
      for (const width of [360, 414, 768, 1024, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
        await page.getByRole("heading", { level: 1 }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} @ ${width}px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("legal page screenshots", async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/datenschutz`, { waitUntil: "networkidle" });
    await screenshotMatrix(page, "datenschutz", async ({ width }) => {
      await page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow @ ${width}px`).toBeLessThanOrEqual(0);
    });
  });

  test("works without JavaScript: every landing text is in the HTML, the register link leads on (issue 20)", async ({ context: jsContext, baseUrl }) => {
    const context = await jsContext.browser()!.newContext({ ...contextOptions(), locale: "de-DE", javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: "load" });
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/Schluss mit Excel\s+Moderne Portfolioverwaltung/);
      for (const text of ["Kostenlos registrieren", "Bereits registriert? Hier anmelden", "Alles, was dein Portfolio braucht", "Markus K.", "Tabellen-Chaos", "Bereit für die moderne Portfolioverwaltung?"]) {
        expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
      }
      const stats = page.locator("dl");
      for (const value of ["100+", "600+", "90 Mio. €+", "4,9"]) expect(await stats.getByText(value).isVisible(), value).toBe(true);
      // Controls that would do nothing are hidden; the other testimonials scroll into view.
      expect(await page.getByRole("radiogroup", { name: "Farbschema" }).isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: /^Erfahrungsbericht 1 anzeigen/ }).isVisible()).toBe(false);
      expect(await page.locator("[data-carousel-viewport]").evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");

      await page.getByRole("link", { name: "Kostenlos registrieren", exact: true }).nth(1).click();
      await page.waitForURL((url) => url.pathname === "/register");
      // The sign-up form is the app (it needs JavaScript); the page itself says so in its HTML title.
      expect(await page.title()).toContain("Hausbuch");

      await page.goto(`${baseUrl}/impressum`, { waitUntil: "load" });
      expect(await page.getByRole("heading", { level: 1, name: "Impressum" }).isVisible()).toBe(true);
      expect(await page.getByText("Angaben gemäß § 5 DDG").isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test("the theme does not flash: a stored dark choice is applied before the first paint, the switch shows it", async ({ page, baseUrl }) => {
    await page.addInitScript(() => {
      localStorage.setItem("hausbuch-theme", "dark");
      // Record the theme at the first paint the page reports.
      new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => e.name === "first-paint")) (window as unknown as { __darkAtPaint: boolean }).__darkAtPaint = document.documentElement.classList.contains("dark");
      }).observe({ type: "paint", buffered: true });
    });
    await openLanding(page, baseUrl);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __darkAtPaint?: boolean }).__darkAtPaint)).toBe(true);
    await expect.poll(() => page.getByRole("radio", { name: "Dunkel" }).getAttribute("aria-checked")).toBe("true");
    // The pre-rendered switch works like the app's: arrow keys move and select.
    await page.getByRole("radio", { name: "Dunkel" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("hausbuch-theme"))).toBe("light");
  });

  test("serves robots.txt and sitemap.xml with absolute URLs, and the Open Graph image", async ({ page, baseUrl }) => {
    const robots = await page.request.get(`${baseUrl}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    const sitemap = await (await page.request.get(`${baseUrl}/sitemap.xml`)).text();
    for (const p of ["/", "/impressum", "/datenschutz", "/agb"]) expect(sitemap).toContain(`<loc>${baseUrl}${p}</loc>`);
    await openLanding(page, baseUrl);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/`);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`${baseUrl}/og-image.png`);
    const png = await page.request.get(image!);
    expect(png.headers()["content-type"]).toBe("image/png");
  });
});
