import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

export const screenshotDir = path.resolve(".tmp/screenshots");

/**
 * Switches the emulated colour scheme and waits until the page shows it: the app's theme
 * follows the system's live (the `dark` class on <html>), and colour transitions
 * (transition-colors) have run to their end, so a screenshot or a contrast check sees the
 * final colours.
 */
export async function showScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
  await page.waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, scheme === "dark");
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
}

/**
 * Screenshots of the current page at 375 px and 1280 px, light and dark (the system theme,
 * from the emulated colour scheme), for a person to look at. At each width the page is
 * loaded afresh in light, `check` runs (it may assert what must be visible and open what the
 * screenshots should show), and then the same state is shown dark: a theme changes colours,
 * not what is there, so `check` runs once per width (a reload per theme doubled the e2e
 * leg's screenshot time).
 */
export async function screenshotMatrix(page: Page, name: string, check?: (ctx: { width: number }) => Promise<void>): Promise<string[]> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const files: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.reload({ waitUntil: "networkidle" });
    if (check) await check({ width });
    for (const theme of ["light", "dark"] as const) {
      await showScheme(page, theme);
      const file = path.join(screenshotDir, `${name}-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      files.push(file);
    }
  }
  return files;
}
