import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layer rules of eslint.config.js, checked on made-up files inside the tree.
// Type-aware rules are off here: they need a TypeScript program and say nothing
// about imports. no-cycle is off except in its own test: it would walk the
// whole import graph behind every probe.
const root = path.resolve(import.meta.dirname, "../..");
const noTypes = { files: ["**/*.{ts,tsx}"], ...tseslint.configs.disableTypeChecked };
const boundaries = new ESLint({ cwd: root, overrideConfig: [noTypes, { files: ["src/**"], rules: { "import-x/no-cycle": "off" } }] });
const full = new ESLint({ cwd: root, overrideConfig: [noTypes] });

async function lint(filePath: string, code: string, eslint = boundaries) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const importing = (source: string) => `import { x } from "${source}";\nexport const y = x;\n`;

describe("layer boundaries", { timeout: 30_000 }, () => {
  it("a feature may not reach into another feature's internals", async () => {
    expect(await lint("src/web/features/units/components/Probe.tsx", importing("@/web/features/contracts/api/list-contracts"))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Ein anderes Feature nur über seinen index\.ts/),
    ]);
    expect(await lint("src/server/features/units/probe.ts", importing("@/server/features/properties/properties.service"))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*index\.ts/),
    ]);
  });

  it("a feature may import another feature through its index, and its own files", async () => {
    expect(await lint("src/web/features/units/components/Probe.tsx", importing("@/web/features/contracts"))).toEqual([]);
    expect(await lint("src/web/features/units/components/Probe.tsx", importing("@/web/features/units/api/get-unit"))).toEqual([]);
    expect(await lint("src/server/features/units/probe.ts", importing("@/server/features/properties"))).toEqual([]);
  });

  it("a relative import may not leave its folder", async () => {
    expect(await lint("src/web/features/units/Probe.ts", importing("../contracts"))).toEqual([expect.stringMatching(/^no-restricted-imports: .*"\.\.\/"/)]);
    expect(await lint("src/web/features/units/components/Probe.ts", importing("../../contracts/api/list-contracts"))).toHaveLength(1);
    expect(await lint("src/web/features/units/Probe.ts", importing("./unit-form"))).toEqual([]);
  });

  it("core imports nothing of the project; each layer only the ones below it", async () => {
    expect(await lint("src/core/probe.ts", importing("@/domain/yield"))).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/core/)]);
    expect(await lint("src/core/probe.ts", importing("@/shared/messages"))).toHaveLength(1);
    expect(await lint("src/domain/probe.ts", importing("@/shared/messages"))).toHaveLength(1);
    expect(await lint("src/domain/probe.ts", importing("@/core/money"))).toEqual([]);
    expect(await lint("src/shared/probe.ts", importing("@/server/env"))).toHaveLength(1);
    expect(await lint("src/shared/probe.ts", importing("@/domain/yield"))).toEqual([]);
    expect(await lint("src/web/lib/probe.ts", importing("@/server/env"))).toHaveLength(1);
    expect(await lint("src/server/probe.ts", importing("@/web/lib/api"))).toHaveLength(1);
  });

  it("platform code imports no feature; the router may load a feature's pages", async () => {
    expect(await lint("src/web/components/Probe.tsx", importing("@/web/features/units"))).toHaveLength(1);
    expect(await lint("src/server/http/probe.ts", importing("@/server/features/units"))).toHaveLength(1);
    expect(await lint("src/web/app/probe.ts", importing("@/web/features/units/UnitPage"))).toEqual([]);
  });
});

describe("configuration", () => {
  it("only src/server/env.ts reads process.env", async () => {
    const code = "export const port = process.env.PORT;\n";
    expect(await lint("src/server/probe.ts", code)).toEqual([expect.stringMatching(/^no-restricted-properties: .*env\.ts/)]);
    expect(await lint("src/server/env.ts", code)).toEqual([]);
  });
});

describe("import cycles", { timeout: 30_000 }, () => {
  // no-cycle follows real files, so this one writes two; "@/" must resolve through tsconfig paths.
  const dir = path.join(root, "src/core", `.lint-cycle-${process.pid}`);
  beforeAll(() => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a cycle through the @/ alias fails lint", async () => {
    const code = `import { b } from "@/core/${path.basename(dir)}/b";\nexport const a = () => b;\n`;
    fs.writeFileSync(path.join(dir, "a.ts"), code);
    expect(await lint(path.relative(root, path.join(dir, "a.ts")), code, full)).toEqual(["import-x/no-cycle: Dependency cycle detected"]);
  });
});
