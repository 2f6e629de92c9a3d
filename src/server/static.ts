import { Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * CSP for the HTML shell. The only inline script is the theme snippet that
 * must run before first paint; it is allowed by its hash, nothing else inline.
 * Styles allow 'unsafe-inline' because toasts and charts set style attributes.
 */
function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash("sha256").update(m[1]!).digest("base64")}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Stands for the public address in the pre-rendered pages (src/web/app/public-pages.tsx). */
const BASE_URL_PLACEHOLDER = "%BASE_URL%";

type Page = { html: string; csp: string; etag: string };

function page(html: string): Page {
  return { html, csp: contentSecurityPolicy(html), etag: `"${crypto.createHash("sha256").update(html).digest("base64url").slice(0, 27)}"` };
}

/**
 * The pages pre-rendered at build time (decision 0033): dist/web/pages/index.html for `/`,
 * impressum.html for `/impressum` …, with the public address filled in for canonical and og:url.
 */
function prerenderedPages(webDir: string, baseUrl: string): Map<string, Page> {
  const dir = path.join(webDir, "pages");
  const pages = new Map<string, Page>();
  if (!fs.existsSync(dir)) return pages;
  // index.html first: `/` heads the sitemap.
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".html")).sort((a, b) => Number(b === "index.html") - Number(a === "index.html") || a.localeCompare(b));
  for (const file of files) {
    const route = file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`;
    pages.set(route, page(fs.readFileSync(path.join(dir, file), "utf8").replaceAll(BASE_URL_PLACEHOLDER, baseUrl)));
  }
  return pages;
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Serves the built web app: the pre-rendered public pages at their paths, robots.txt and
 * sitemap.xml (absolute URLs from BASE_URL), and index.html for every other GET (client-side routing).
 */
export function staticRoutes(webDir: string, opts: { baseUrl: string }) {
  const root = path.relative(process.cwd(), webDir) || ".";
  const appShell = page(fs.readFileSync(path.join(webDir, "index.html"), "utf8"));
  const pages = prerenderedPages(webDir, opts.baseUrl);
  // Crawlers may read the public pages; the app behind the sign-in and the API are nothing to index.
  const robots = ["User-agent: *", "Disallow: /api/", "Disallow: /dashboard", "Disallow: /invitation", "Disallow: /reset-password", "", `Sitemap: ${opts.baseUrl}/sitemap.xml`, ""].join("\n");
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...pages.keys()].map((route) => `  <url><loc>${xmlEscape(opts.baseUrl + route)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

  const app = new Hono();
  app.use("*", compress());
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        // Vite fingerprints asset names, so they never change under one URL.
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // A fingerprinted file that is not there must be a 404, not the HTML shell: a browser
  // that runs the shell as a script fails obscurely, and caches would keep it.
  app.all("/assets/*", (c) => c.text("Nicht gefunden", 404));
  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robots);
  });
  app.get("/sitemap.xml", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(sitemap);
  });
  // Other files of the build (favicon, og-image.png). HTML files and paths without an extension
  // (routes, folders such as /pages/, which serveStatic would answer with their raw index.html)
  // always go through the pages below.
  app.use("*", async (c, next) => {
    if (c.req.path.endsWith(".html") || !path.posix.extname(c.req.path)) return next();
    return serveStatic({ root, onFound: (_p, ctx) => ctx.header("Cache-Control", "public, max-age=3600") })(c, next);
  });
  app.get("*", (c) => {
    const html = pages.get(c.req.path) ?? appShell;
    // Revalidated on every visit (a new build must show at once), answered with 304 while unchanged.
    c.header("Cache-Control", "no-cache");
    c.header("ETag", html.etag);
    if (c.req.header("If-None-Match") === html.etag) return c.body(null, 304);
    c.header("Content-Security-Policy", html.csp);
    return c.html(html.html);
  });
  return app;
}
