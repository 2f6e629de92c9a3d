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
  },
  // `npm run dev`: Vite serves the web app with hot reload and forwards the API.
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
