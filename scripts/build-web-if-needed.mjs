// Builds the web app when dist/web is missing or older than its sources, so
// `npm start` on a fresh clone just works and a second start is instant.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The pre-rendered landing page is the last file a build writes (vite.config.ts).
const stamp = path.resolve("dist/web/pages/index.html");
const sources = ["src/web", "src/shared", "src/core", "src/domain", "vite.config.ts", "package-lock.json"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log("Web-App wird gebaut …");
  // Always a production build, also when called from a test runner (NODE_ENV=test
  // would give React's development build, three times larger).
  execSync("npx vite build --logLevel warn", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
