import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import fs from "node:fs";
import path from "node:path";

/** Serves the built web app; every other GET gets index.html (client-side routing). */
export function staticRoutes(webDir: string) {
  const root = path.relative(process.cwd(), webDir) || ".";
  const indexHtml = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  const app = new Hono();
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
  app.use("*", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
