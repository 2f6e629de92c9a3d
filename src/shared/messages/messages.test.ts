import { describe, expect, it } from "vitest";
import { loanTermsProblems } from "@/domain/loans";
import { loanTermsMessages, messageAreas, messages } from "@/shared/messages";
import { allSourceTexts } from "./source-texts";

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
