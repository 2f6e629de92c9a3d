/**
 * Labels built from a noun and a user-chosen code ("Zimmer 1", "Einheit W01"). Users often
 * name a room "Zimmer 1" themselves; prefixing that again read "Zimmer Zimmer 1" (issue 11).
 * So the noun is added only when the code does not already start with it as a word.
 */
export function nounLabel(noun: string, code: string): string {
  const trimmed = code.trim();
  const head = trimmed.slice(0, noun.length);
  const next = trimmed.charAt(noun.length);
  const startsWithNoun = head.localeCompare(noun, "de", { sensitivity: "base" }) === 0 && (next === "" || !/[\p{L}\p{N}]/u.test(next));
  return startsWithNoun ? trimmed : `${noun} ${trimmed}`;
}

/** "Zimmer 3" for the code "3" and for the code "Zimmer 3". */
export const roomLabel = (code: string) => nounLabel("Zimmer", code);

/** "Einheit W01" for the code "W01" and for the code "Einheit W01". */
export const unitLabel = (code: string) => nounLabel("Einheit", code);
