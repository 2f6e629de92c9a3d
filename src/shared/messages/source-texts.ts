import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

// For the catalogue's tests only: every user-visible text literal in src, found with
// the TypeScript parser so comments and identifiers never count.

export const srcDir = fileURLToPath(new URL("../../", import.meta.url));

export type SourceText = { file: string; line: number; text: string };

/** src/**\/*.ts(x) without tests, as paths relative to src. */
export function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

/** String literals, template literal parts and JSX text of one file. */
export function textsOf(file: string): SourceText[] {
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
export function allSourceTexts(): SourceText[] {
  cache ??= sourceFiles().flatMap(textsOf);
  return cache;
}
