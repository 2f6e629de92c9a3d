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
};

export const test = base.extend<E2EFixtures>({
  baseUrl: async ({}, use) => use(inject("baseUrl")),
  dataDir: async ({}, use) => use(inject("dataDir")),
  context: async ({}, use) => {
    const context = await browser!.newContext({ locale: "de-DE", timezoneId: "Europe/Berlin", viewport: { width: 1280, height: 900 } });
    await use(context);
    await context.close();
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
});

export { expect, describe } from "vitest";
