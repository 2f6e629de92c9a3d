import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

export const screenshotDir = path.resolve(".tmp/screenshots");

/**
 * Screenshots of the current page at 375 px and 1280 px, light and dark
 * (system theme with the emulated colour scheme), for a person to look at.
 * `check` runs at each size/theme, so a test can assert what must be visible.
 */
export async function screenshotMatrix(
  page: Page,
  name: string,
  check?: (ctx: { width: number; theme: "light" | "dark" }) => Promise<void>,
): Promise<string[]> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const files: string[] = [];
  for (const width of [375, 1280]) {
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await page.reload({ waitUntil: "networkidle" });
      if (check) await check({ width, theme });
      const file = path.join(screenshotDir, `${name}-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      files.push(file);
    }
  }
  return files;
}
