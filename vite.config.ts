import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./src/web/public", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // Two entries: the landing page (served at `/`, no router, no dashboard code)
    // and the app (every other path).
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL("./src/web/index.html", import.meta.url)),
        landing: fileURLToPath(new URL("./src/web/landing.html", import.meta.url)),
      },
    },
  },
  // `npm run dev`: Vite serves the web app with hot reload and forwards the API.
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
