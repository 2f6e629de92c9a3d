import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", ".tmp/", ".test-data/", "data/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: "readonly", process: "readonly", window: "readonly", document: "readonly", fetch: "readonly", URL: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-empty-pattern": "off",
      // Money is integer cents (docs/decisions/0002): parseFloat has no place in money code.
      "no-restricted-globals": ["error", { name: "parseFloat", message: "Beträge sind Cent-Ganzzahlen: parseEuroToCents aus @/shared/money verwenden." }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**", "tests/**"],
    rules: { "no-restricted-globals": "off" },
  },
);
