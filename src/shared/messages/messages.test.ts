import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { loanTermsProblems } from "@/domain/loans";
import { loanTermsMessages, messageAreas, messages } from "@/shared/messages";

// Every user-visible text literal in src, found with the TypeScript parser so comments
// and identifiers never count.

const srcDir = fileURLToPath(new URL("../../", import.meta.url));

type SourceText = { file: string; line: number; text: string };

/** src/**\/*.ts(x) without tests, as paths relative to src. */
function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

/** String literals, template literal parts and JSX text of one file. */
function textsOf(file: string): SourceText[] {
  const code = readFileSync(path.join(srcDir, file), "utf8");
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: SourceText[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = ts.isJsxText(node) ? node.text.replace(/\s+/g, " ").trim() : node.text;
      if (text !== "") found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

let cache: SourceText[] | undefined;

/** The texts of every source file, parsed once per test file. */
function allSourceTexts(): SourceText[] {
  cache ??= sourceFiles().flatMap(textsOf);
  return cache;
}

// Parsing every source takes seconds on a loaded 2-core machine: do it once, outside any test's
// 5 s budget.
beforeAll(() => {
  allSourceTexts();
}, 60_000);

describe("message catalogue", () => {
  it("no key is used by two areas (messages merges them into one object)", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, catalogue] of Object.entries(messageAreas)) {
      for (const key of Object.keys(catalogue)) {
        const other = seen.get(key);
        if (other) clashes.push(`${key}: ${other} und ${area}`);
        seen.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
    expect(Object.keys(messages)).toHaveLength(seen.size);
  });

  it("has a text for every loan-terms problem the domain can name", () => {
    for (const problem of loanTermsProblems) expect(loanTermsMessages[problem]).toMatch(/^[A-ZÄÖÜ]/);
  });

  it("keeps the SPEC §8 texts verbatim", () => {
    expect(messages.unexpected).toBe("Ein unerwarteter Fehler ist aufgetreten");
    expect(messages.selectTenant).toBe("Bitte wählen Sie einen Mieter aus");
    expect(messages.selectRoom).toBe("Bitte wählen Sie ein Zimmer aus");
    expect(messages.invalidEmail).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    expect(messages.confirmDelete).toBe('Bitte "löschen" eingeben, um zu bestätigen');
    expect(messages.duplicateCode("WE-01")).toBe('Code "WE-01" existiert bereits');
    expect(messages.registered).toBe("Registrierung erfolgreich. Bitte überprüfe Deine E-Mails.");
  });

  it("defines the unexpected-error text once, in common.ts", () => {
    const homes = allSourceTexts()
      .filter((t) => t.text.includes("Ein unerwarteter Fehler ist aufgetreten"))
      .map((t) => t.file);
    expect(homes).toEqual(["shared/messages/common.ts"]);
  });
});

/**
 * The app addresses its users with "Du" (UI, server messages, mails, landing and legal
 * pages alike). Only texts quoted verbatim from SPEC.md keep their "Sie".
 */
const SPEC_VERBATIM = new Set([
  "Bitte wählen Sie einen Mieter aus", // SPEC §8 verbatim
  "Bitte wählen Sie ein Zimmer aus", // SPEC §8 verbatim
  "Bitte geben Sie eine gültige E-Mail-Adresse ein", // SPEC §8 verbatim
]);

const FORMAL = /\bSie\b|\bIhre?[nmrs]?\b|\bIhnen\b/;

describe("the app says Du", () => {
  const files = sourceFiles();

  it("reads the sources", () => {
    expect(files).toContain("shared/messages/common.ts");
    expect(files).toContain("server/auth.ts");
    expect(files).toContain("web/features/legal/LegalPages.tsx");
    expect(files.length).toBeGreaterThan(150);
  });

  it("no string literal or JSX text in src uses the formal address (Sie/Ihr/Ihnen)", () => {
    const offenders = allSourceTexts()
      // Letters from the landlord to a tenant (*-letter.ts) say "Sie": they are not the app talking to its user.
      .filter(({ file, text }) => FORMAL.test(text) && !SPEC_VERBATIM.has(text) && !file.endsWith("-letter.ts"))
      .map(({ file, line, text }) => `${file}:${line}: ${text}`);
    // A sentence starting with "Sie" meaning "they" counts too: rephrase it.
    expect(offenders).toEqual([]);
  });

  it("the SPEC texts that say Sie are still there, verbatim", () => {
    const texts = new Set(allSourceTexts().map((t) => t.text));
    for (const spec of SPEC_VERBATIM) expect(texts.has(spec), spec).toBe(true);
  });

  it("would catch a formal text", () => {
    for (const formal of ["Bitte wenden Sie sich an uns.", "Ihre Rolle erlaubt das nicht.", "Wir senden Ihnen einen Link.", "Ihren Vertrag"]) {
      expect(FORMAL.test(formal), formal).toBe(true);
    }
    for (const informal of ["Bitte wende Dich an uns.", "Deine Rolle erlaubt das nicht.", "Sieben Zimmer", "Ihringen"]) {
      expect(FORMAL.test(informal), informal).toBe(false);
    }
  });
});
