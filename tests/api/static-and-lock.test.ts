import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processStartTime } from "@/server/db/lock";
import { staticRoutes } from "@/server/static";
import { publicPages, renderPublicPage } from "@/web/app/public-pages";
import { stats } from "@/web/features/landing/content";

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-"));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("static files", () => {
  /** A built web directory: app shell, one asset, and the public pages rendered as the build does. */
  function builtWebDir() {
    const web = tempDir();
    fs.writeFileSync(path.join(web, "index.html"), "<html><body>App</body></html>");
    fs.mkdirSync(path.join(web, "assets"));
    fs.writeFileSync(path.join(web, "assets", "main-abc.js"), "console.log(1)");
    fs.mkdirSync(path.join(web, "pages"));
    const template = fs.readFileSync("src/web/public-page.html", "utf8").replace('<script type="module" src="./public-page.ts"></script>', '<script type="module" src="/assets/main-abc.js"></script>');
    for (const page of publicPages) fs.writeFileSync(path.join(web, "pages", page.file), renderPublicPage(template, page));
    return web;
  }

  /** What a visitor without JavaScript or a crawler reads: the body without scripts and tags. */
  const bodyText = (html: string) =>
    (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "")
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;/g, "\u00a0");

  it("answers a missing fingerprinted asset with 404, not the HTML shell", async () => {
    const app = staticRoutes(builtWebDir(), { baseUrl: "https://hausbuch.example" });
    expect((await app.request("/assets/main-abc.js")).status).toBe(200);
    const missing = await app.request("/assets/main-gone.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("<html");
    expect((await app.request("/dashboard/properties")).status).toBe(200);
  });

  it("GET / is the pre-rendered landing page: every landing text in the body, canonical and og:image from BASE_URL (issue 20)", async () => {
    const app = staticRoutes(builtWebDir(), { baseUrl: "https://hausbuch.example" });
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const html = await res.text();
    const text = bodyText(html);
    for (const t of ["Schluss mit Excel", "Moderne Portfolioverwaltung", "Kostenlos registrieren", "Bereits registriert? Hier anmelden", "Alles, was dein Portfolio braucht", "Erfolgsgeschichten", "Markus K.", "Vom Tabellen-Chaos zur klaren Übersicht", "Bereit für die moderne Portfolioverwaltung?"]) {
      expect(text, t).toContain(t);
    }
    // The stats row: value and label of each figure.
    for (const s of stats) {
      expect(text).toContain(s.value);
      expect(text).toContain(s.label);
    }
    expect(html).toContain('<link rel="canonical" href="https://hausbuch.example/" />');
    expect(html).toContain('<meta property="og:image" content="https://hausbuch.example/og-image.png" />');
    expect(html).toMatch(/<meta name="description" content="[^"]*Portfolioverwaltung/);
    expect(html).not.toContain("%BASE_URL%");
    // Its inline theme script is allowed by hash, like the app shell's.
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-/);

    const again = await app.request("/", { headers: { "If-None-Match": res.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });

  it("the legal pages are pre-rendered too, with their own title and canonical", async () => {
    const app = staticRoutes(builtWebDir(), { baseUrl: "https://hausbuch.example" });
    for (const [route, heading] of [
      ["/impressum", "Angaben gemäß § 5 DDG"],
      ["/datenschutz", "Art. 15 DSGVO"],
      ["/agb", "§ 1 Geltungsbereich und Anbieter"],
    ] as const) {
      const html = await (await app.request(route)).text();
      expect(bodyText(html), route).toContain(heading);
      expect(html).toContain(`<link rel="canonical" href="https://hausbuch.example${route}" />`);
      expect(html).toMatch(/<title>[^<]+ – Hausbuch<\/title>/);
    }
    // Every other path is the app, also the build's folder of page files.
    for (const other of ["/login", "/pages/", "/pages", "/pages/index.html", "/index.html"]) expect(await (await app.request(other)).text(), other).toContain("App");
  });

  it("robots.txt and sitemap.xml name the public pages by absolute URL", async () => {
    const app = staticRoutes(builtWebDir(), { baseUrl: "https://hausbuch.example" });
    const robots = await app.request("/robots.txt");
    expect(robots.status).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toContain("User-agent: *");
    expect(robotsText).toContain("Disallow: /dashboard");
    expect(robotsText).toContain("Sitemap: https://hausbuch.example/sitemap.xml");
    const sitemap = await app.request("/sitemap.xml");
    expect(sitemap.headers.get("Content-Type")).toContain("application/xml");
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(["https://hausbuch.example/", "https://hausbuch.example/agb", "https://hausbuch.example/datenschutz", "https://hausbuch.example/impressum"]);
  });
});

describe("data directory lock", () => {
  it("takes over a lock whose PID now belongs to an unrelated process", async () => {
    const other = spawn("sleep", ["30"]);
    try {
      const dir = tempDir();
      // The PID is alive, but it is not the process that wrote the lock: other start time.
      fs.writeFileSync(path.join(dir, "hausbuch.lock"), `${other.pid} 1\n`);
      const lock = lockDataDir(dir);
      expect(fs.readFileSync(lock.path, "utf8").trim()).toBe(`${process.pid} ${processStartTime(process.pid)}`);
      lock.release();
    } finally {
      other.kill();
    }
  });

  it("refuses while the recorded process (same PID and start time) still runs", () => {
    const other = spawn("sleep", ["30"]);
    try {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, "hausbuch.lock"), `${other.pid} ${processStartTime(other.pid!)}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });
});
