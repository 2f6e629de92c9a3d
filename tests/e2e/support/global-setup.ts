import { execSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium";
import { buildServer, startServer, type RunningServer } from "./server";

let server: RunningServer | undefined;

/** One built app and one server for the whole e2e run; each test registers its own user. */
export async function setup(project: TestProject) {
  chromiumPath(); // fail early with a clear message
  execSync("node scripts/build-web-if-needed.mjs", { stdio: "inherit" });
  buildServer();
  // Behind a proxy as in production: each browser context sends its own X-Forwarded-For.
  server = await startServer({ env: { TRUST_PROXY: "true" } });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
