import { describe, expect, it } from "vitest";
import { allSourceTexts, sourceFiles } from "./source-texts";

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
      .filter(({ text }) => FORMAL.test(text) && !SPEC_VERBATIM.has(text))
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
