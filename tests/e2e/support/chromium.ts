import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

// Debian's Chromium; nothing downloads a browser of its own.
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      "Chromium wurde nicht gefunden. Installiere es mit `apt-get install chromium` oder setze CHROMIUM_PATH. " +
        "(Chromium not found: install Debian's chromium package or set CHROMIUM_PATH.)",
    );
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      // German UI for native controls (date inputs show TT.MM.JJJJ), as our users see them.
      "--lang=de-DE",
    ],
  });
}
