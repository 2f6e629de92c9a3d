import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

// Two projects: "unit" is pure code and React components (no database),
// "api" runs the HTTP API in-process against a real database (PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/{lint,setup,exports}/**/*.test.{ts,tsx}", "src/core/**/*.test.ts", "src/shared/**/*.test.ts", "src/domain/**/*.test.ts", "src/web/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/setup/unit.ts"],
          // Vitest's default is one worker less than the cores: one file at a time on two cores.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts", "tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/api-global.ts"],
          setupFiles: ["tests/setup/api.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at once (Vitest's default on two cores is one): a file waits on its database
          // and HTTP much of the time, which the other file uses.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          testTimeout: 180_000, // whole user paths with screenshots (the longest ≈ 75 s alone); a busy 2-core CI machine needs headroom
          hookTimeout: 120_000,
          // expect.poll waits 1 s by default: too short for a page's first load while the other
          // worker's browser takes a core (seen in CI: a unit page's card after 1 s not yet there).
          // As long as Playwright's own waits (page.setDefaultTimeout, fixtures.ts).
          expect: { poll: { timeout: 10_000 } },
          // Two cores: one browser per file, files in parallel up to 2.
          maxWorkers: 2,
        },
      },
    ],
  },
});
