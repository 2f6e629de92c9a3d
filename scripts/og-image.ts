/**
 * Draws the Open Graph image of the public pages (src/web/public/og-image.png, 1200 × 630) with
 * headless Chromium from the landing page's own headline, so a link preview says what the page
 * says. The PNG is committed; run this again after changing the hero text or the colours:
 *
 *   npx tsx scripts/og-image.ts
 */
import path from "node:path";
import { hero, trustBadges } from "../src/web/features/landing/content";
import { launchChromium } from "../tests/e2e/support/chromium";

const out = path.resolve("src/web/public/og-image.png");
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

// Colours of styles.css (light theme); the house icon of Logo.tsx.
const html = `<!doctype html><html lang="de"><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:72px 88px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:'DejaVu Sans',Arial,sans-serif;color:#0f172a;background:radial-gradient(900px 500px at 85% -10%,#ccfbf1,#f8fafc 70%)">
  <div style="display:flex;align-items:center;gap:20px;font-size:44px;font-weight:700">
    <svg viewBox="0 0 32 32" width="72" height="72"><rect width="32" height="32" rx="7" fill="#0f766e"/>
      <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff"/></svg>
    Hausbuch
  </div>
  <div>
    <div style="font-size:92px;font-weight:800;letter-spacing:-2px;line-height:1.05">${escape(hero.headline)}</div>
    <div style="font-size:54px;font-weight:800;letter-spacing:-1px;white-space:nowrap;color:#0f766e;margin-top:12px">${escape(hero.headlineAccent)}</div>
  </div>
  <div style="font-size:24px;color:#475569;white-space:nowrap">${trustBadges.map(escape).join(" · ")}</div>
</div></body></html>`;

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: out });
  console.log(`${path.relative(process.cwd(), out)} geschrieben.`);
} finally {
  await browser.close();
}
