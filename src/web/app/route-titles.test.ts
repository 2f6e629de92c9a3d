import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 11: every route has its own document title. Each component the router mounts for a
// route must call useDocumentTitle; a new page without it fails here, not in review.
const root = path.resolve(import.meta.dirname, "../../..");
const routerSource = fs.readFileSync(path.join(root, "src/web/app/router.tsx"), "utf8");

/** [module path, export name] of every lazyRouteComponent(…) in router.tsx, resolving `const x = () => import(…)`. */
function routeComponents(): Array<[string, string]> {
  const loaders = new Map([...routerSource.matchAll(/const (\w+) = \(\) => import\("([^"]+)"\)/g)].map((m) => [m[1]!, m[2]!]));
  const found: Array<[string, string]> = [];
  for (const m of routerSource.matchAll(/lazyRouteComponent\(\s*(?:\(\) => import\("([^"]+)"\)|(\w+))\s*,\s*"(\w+)"\s*\)/g)) {
    const modulePath = m[1] ?? loaders.get(m[2]!);
    if (modulePath) found.push([modulePath, m[3]!]); // undefined: the example in a comment
  }
  return found;
}

const fileOf = (modulePath: string) => {
  const base = path.join(root, modulePath.replace(/^@\//, "src/"));
  return [".tsx", ".ts"].map((ext) => base + ext).find((f) => fs.existsSync(f))!;
};

/** The body of `function Name(…) { … }`, up to the next top-level declaration. */
function componentBody(source: string, name: string): string {
  const start = source.search(new RegExp(`^(?:export )?function ${name}\\(`, "m"));
  if (start < 0) return "";
  const rest = source.slice(start + 1);
  const next = rest.search(/\n(?:export )?(?:function|const|class) /);
  return next < 0 ? rest : rest.slice(0, next);
}

describe("every route sets its document title", () => {
  const components = routeComponents();

  it("finds the routes", () => {
    expect(components.length).toBeGreaterThanOrEqual(20);
  });

  it.each(components.filter(([, name]) => name !== "DashboardIndex" && name !== "AppProviders" && name !== "DashboardLayout"))("%s %s", (modulePath, name) => {
    const body = componentBody(fs.readFileSync(fileOf(modulePath), "utf8"), name);
    expect(body, `${name} nicht gefunden`).not.toBe("");
    // Directly, or through the layout it renders (LegalLayout, AuthCard take the page name).
    expect(body).toMatch(/useDocumentTitle\(|<(LegalLayout|AuthCard)\b/);
  });

  it.each([
    ["src/web/app/NotFoundPage.tsx", "NotFoundPage"], // the root route's notFoundComponent
    ["src/web/features/auth/AuthCard.tsx", "AuthCard"], // names the auth pages by their heading
    ["src/web/features/legal/LegalPages.tsx", "LegalLayout"],
    ["src/web/features/dashboard/ConfigErrorScreen.tsx", "ConfigErrorScreen"], // stands in for any /dashboard page
  ])("%s %s", (file, name) => {
    expect(componentBody(fs.readFileSync(path.join(root, file), "utf8"), name)).toMatch(/useDocumentTitle\(/);
  });
});
