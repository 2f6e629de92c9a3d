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

/** Serves the built web app; every other GET gets index.html (client-side routing). */
export function staticRoutes(webDir: string) {
  const root = path.relative(process.cwd(), webDir) || ".";
  const shell = (file: string) => {
    const html = fs.readFileSync(path.join(webDir, file), "utf8");
    return { html, csp: contentSecurityPolicy(html) };
  };
  const appShell = shell("index.html");
  const landing = shell("landing.html");
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
  // Other files of the build (favicon); index.html itself always goes through the shell below.
  app.use("*", async (c, next) => {
    if (c.req.path === "/" || c.req.path.endsWith(".html")) return next();
    return serveStatic({ root, onFound: (_p, ctx) => ctx.header("Cache-Control", "public, max-age=3600") })(c, next);
  });
  app.get("*", (c) => {
    const page = c.req.path === "/" ? landing : appShell;
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", page.csp);
    return c.html(page.html);
  });
  return app;
}
