import fs from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// ── Layers ──────────────────────────────────────────────────────────────────
// core → domain → shared → server | web. A feature folder imports the platform,
// shared, domain, core and itself; another feature only through its index.ts.
// Same-folder imports are relative ("./x"), everything else uses "@/…".
// Flat config replaces a rule's options per matching object instead of merging
// them, so every file group below lists its complete set of patterns.
const relative = { regex: "^\\.\\./", message: "Außerhalb des eigenen Ordners über \"@/…\" importieren, nicht über \"../\"." };
const layer = (name, why) => ({ group: [`@/${name}`, `@/${name}/**`], message: why });
const noDomain = layer("domain", "src/core liegt unter src/domain und importiert nichts aus dem Projekt.");
const noShared = layer("shared", "src/shared liegt über core und domain; darunter wird es nicht importiert.");
const noServer = layer("server", "Server-Code gehört nicht in core, domain, shared oder web.");
const noWeb = layer("web", "Web-Code gehört nicht in core, domain, shared oder server.");
const noFeatures = (area) => layer(`${area}/features`, "Plattform-Code liegt unter den Features und importiert keins.");
const onlyIndexOf = (area, self) => ({
  regex: `^@/${area}/features/(?!${self}/)[^/]+/`,
  message: `Ein anderes Feature nur über seinen index.ts importieren ("@/${area}/features/<name>").`,
});
const restrict = (files, patterns, extra = {}) => ({ files, ...extra, rules: { "no-restricted-imports": ["error", { patterns }] } });
const featuresOf = (area) => fs.readdirSync(`${import.meta.dirname}/src/${area}/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const layers = [
  restrict(["src/**"], [relative]),
  restrict(["src/core/**"], [relative, noDomain, noShared, noServer, noWeb]),
  restrict(["src/domain/**"], [relative, noShared, noServer, noWeb]),
  restrict(["src/shared/**"], [relative, noServer, noWeb]),
  restrict(["src/server/**"], [relative, noWeb]),
  restrict(["src/web/**"], [relative, noServer]),
  // Platform code; the seed script is an entry point like main.ts, not platform.
  restrict(["src/server/http/**", "src/server/db/**"], [relative, noWeb, noFeatures("server")], { ignores: ["src/server/db/seed.ts"] }),
  restrict(["src/web/lib/**", "src/web/components/**"], [relative, noServer, noFeatures("web")]),
  // src/web/app (the router) may load a feature's pages directly.
  ...featuresOf("server").map((f) => restrict([`src/server/features/${f}/**`], [relative, noWeb, onlyIndexOf("server", f)])),
  ...featuresOf("web").map((f) => restrict([`src/web/features/${f}/**`], [relative, noServer, onlyIndexOf("web", f)])),
];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", ".tmp/", ".test-data/", "data/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: "readonly", process: "readonly", window: "readonly", document: "readonly", fetch: "readonly", URL: "readonly" },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-empty-pattern": "off",
      // Money is integer cents (docs/decisions/0002): parseFloat has no place in money code.
      "no-restricted-globals": ["error", { name: "parseFloat", message: "Beträge sind Cent-Ganzzahlen: parseEuroToCents aus @/shared/money verwenden." }],
    },
  },
  {
    // Plain JavaScript (this file, scripts/) is outside the TypeScript project.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Without these import-x skips .ts/.tsx files, and no-cycle would see no edges.
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Resolves "@/…" through the paths of tsconfig.json.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  ...layers,
  {
    files: ["src/**"],
    ignores: ["src/server/env.ts"],
    rules: { "no-restricted-properties": ["error", { object: "process", property: "env", message: "Nur src/server/env.ts liest process.env." }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["src/web/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["scripts/**/*.mjs", "bench/**", "tests/**"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    // The API test client returns untyped JSON bodies (`Res<T = any>`); the tests assert their shape.
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
