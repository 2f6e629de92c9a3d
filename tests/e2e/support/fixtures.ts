import { randomInt } from "node:crypto";
import { afterAll, beforeAll, inject, test as base } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./chromium";

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

export type E2EFixtures = {
  baseUrl: string;
  dataDir: string;
  /** A fresh browser context (own cookies, own localStorage) per test. */
  context: BrowserContext;
  page: Page;
  /** Messages the page logged with console.error; a test may assert on them. */
  consoleErrors: string[];
  /**
   * A page in a fresh context whose browser language is `locale` (navigator.language,
   * Accept-Language, Intl's default): the app must look the same in every one (issue 10).
   */
  pageInLocale: (locale: string) => Promise<Page>;
};

/**
 * Each browser context is its own visitor: the e2e server trusts X-Forwarded-For (as behind a
 * proxy) and every context sends a random address. Otherwise all tests share 127.0.0.1 and the
 * sign-up limit per address (20 an hour) refuses the later tests' registrations.
 */
export const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const contextOptions = () =>
  ({ timezoneId: "Europe/Berlin", viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } }) as const;

/**
 * Fixture teardown has no timeout of its own: a context whose close never returns (seen once on
 * the loaded CI machine after the two-tab sign-out test, the worker idle for 19 minutes) would
 * stop the whole run. The test has passed by then; the context is left to the browser, which
 * the run closes at its end.
 */
const CONTEXT_CLOSE_MS = 15_000;
async function closeWithin(context: BrowserContext, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), ms)));
  const result = await Promise.race([context.close().then(() => "closed" as const), gaveUp]);
  clearTimeout(timer);
  if (result === "timeout") console.warn(`[e2e] context.close() did not return within ${ms} ms; left to the browser`);
}

export const test = base.extend<E2EFixtures>({
  baseUrl: async ({}, use) => use(inject("baseUrl")),
  dataDir: async ({}, use) => use(inject("dataDir")),
  context: async ({}, use) => {
    const context = await browser!.newContext({ ...contextOptions(), locale: "de-DE" });
    await use(context);
    await closeWithin(context, CONTEXT_CLOSE_MS);
  },
  consoleErrors: async ({}, use) => use([]),
  page: async ({ context, consoleErrors }, use) => {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(msg.text());
    });
    await use(page);
    // A blocked script or style breaks the page silently; make it loud.
    const violations = consoleErrors.filter((m) => m.includes("Content Security Policy"));
    if (violations.length > 0) throw new Error(`CSP-Verletzungen:\n${violations.join("\n")}`);
  },
  pageInLocale: async ({}, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (locale) => {
      const context = await browser!.newContext({ ...contextOptions(), locale });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect, describe } from "vitest";
