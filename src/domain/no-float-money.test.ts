import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A lint rule in test form (the repo's ESLint config is not ours to change): money in the
 * domain and in the money module must go through the Cents helpers. Float tools that
 * produce or round money by accident are banned outright in those sources.
 */
const banned: [RegExp, string][] = [
  [/\bparseFloat\s*\(/, "parseFloat: parse money with parseEuroToCents"],
  [/\.toFixed\s*\(/, "toFixed: rounds half-to-even-ish on binary floats; use roundTo / formatEuro"],
  [/\bMath\.round\s*\(/, "Math.round: rounds -0,5 towards +∞; use roundHalfAwayFromZero / scaleCents"],
  [/\/\s*100\s*\)\s*\.\s*toLocaleString/, "euros via /100 + toLocaleString: use formatEuro"],
];

function sources(dir: string): { name: string; text: string }[] {
  const path = fileURLToPath(new URL(dir, import.meta.url));
  return readdirSync(path)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => ({ name: `${dir}${name}`, text: readFileSync(`${path}/${name}`, "utf8") }));
}

describe("no floating-point money", () => {
  const files = [
    ...sources("./"),
    ...sources("../core/"),
  ];

  it("finds the sources", () => {
    expect(files.map((f) => f.name)).toEqual(expect.arrayContaining(["./loans.ts", "./afa.ts", "../core/money.ts"]));
  });

  it.each(banned)("no %s", (pattern, why) => {
    const offenders = files.filter((f) => pattern.test(f.text)).map((f) => f.name);
    expect(offenders, why).toEqual([]);
  });

  it("domain modules take and return money as Cents, never as a bare number named like money", () => {
    const moneyName = /\b(amount|price|purchasePrice|rent|coldRent|monthlyColdRent|debt|remainingDebt|payment|monthlyPayment|costs|acquisitionCosts|balance|equity)\??\s*:\s*number\b/;
    const offenders = sources("./").filter((f) => moneyName.test(f.text)).map((f) => f.name);
    expect(offenders).toEqual([]);
  });
});
