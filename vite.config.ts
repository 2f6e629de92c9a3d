import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;
const outDir = fileURLToPath(new URL("./dist/web", import.meta.url));

/**
 * After the client build: `/` and the legal pages rendered to static HTML with the same React
 * components the app uses, into dist/web/pages (decision 0033). The built public-page.html is
 * their template (its stylesheet and the small public-page.ts script); src/server/static.ts
 * serves the results. The components are loaded through tsx (TypeScript and the `@/` alias).
 */
function prerenderPublicPages(): Plugin {
  return {
    name: "hausbuch-prerender-public-pages",
    apply: "build",
    async closeBundle(error?: Error) {
      if (error) return;
      const { tsImport } = await import("tsx/esm/api");
      const modulePath = fileURLToPath(new URL("./src/web/app/public-pages.tsx", import.meta.url));
      const { publicPages, renderPublicPage } = (await tsImport(modulePath, import.meta.url)) as typeof import("./src/web/app/public-pages");
      const templateFile = path.join(outDir, "public-page.html");
      const template = fs.readFileSync(templateFile, "utf8");
      const pagesDir = path.join(outDir, "pages");
      fs.mkdirSync(pagesDir, { recursive: true });
      for (const page of publicPages) fs.writeFileSync(path.join(pagesDir, page.file), renderPublicPage(template, page));
      // Only a template: nobody should mistake it for a page.
      fs.rmSync(templateFile);
    },
  };
}

export default defineConfig({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./src/web/public", import.meta.url)),
  plugins: [react(), tailwindcss(), prerenderPublicPages()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    // Two entries: the app (every other path) and the pre-rendered public pages' template,
    // whose script wakes only the carousel and the theme switch (no React, no router).
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL("./src/web/index.html", import.meta.url)),
        public: fileURLToPath(new URL("./src/web/public-page.html", import.meta.url)),
      },
    },
  },
  // `npm run dev`: Vite serves the web app with hot reload and forwards the API.
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
