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
  [/Cents\s*\/\s*100\b/, "cents / 100 is a float euro: use formatEuro, or centsToChartValue for a chart axis"],
  [/\w+Cents\??\s*:\s*number\b/, "a …Cents field typed as a bare number: type it Cents (src/core/money)"],
];

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** The non-test sources of `dir`; with `recursive`, of its whole tree. */
function sources(dir: string, { recursive = false } = {}): { name: string; text: string }[] {
  const path = fileURLToPath(new URL(dir, import.meta.url));
  return readdirSync(path, { recursive })
    .map(String)
    .filter(isSource)
    .map((name) => ({ name: `${dir}${name.replaceAll("\\", "/")}`, text: readFileSync(`${path}/${name}`, "utf8") }));
}

describe("no floating-point money", () => {
  const files = [
    ...sources("./"),
    ...sources("../core/"),
    ...sources("../shared/", { recursive: true }),
    // The apps too: a figure the user sees is computed or formatted there as well.
    ...sources("../server/", { recursive: true }),
    ...sources("../web/", { recursive: true }),
  ];

  it("finds the sources", () => {
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        "./loans.ts",
        "./afa.ts",
        "../core/money.ts",
        "../server/features/loans/loans.service.ts",
        "../web/features/loans/components/BalanceChart.tsx",
      ]),
    );
    expect(files.some((f) => f.name.includes(".test."))).toBe(false);
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
