/**
 * comdirect and Commerzbank pack name, purpose and SEPA references into one "Buchungstext" cell
 * with labels: "Auftraggeber: Max Muster Buchungstext: Miete Januar Ref. 3J2C…" (comdirect) or
 * "Stadtwerke Abschlag 01/2024 End-to-End-Ref.: 123 Mandatsref: M-1 Gläubiger-ID: DE98ZZZ…"
 * (Commerzbank). This splits such a text at the labels it knows.
 */

export type PackedText = {
  /** The text before the first label (Commerzbank's name and purpose, run together). */
  lead: string;
  /** Label → the text after it up to the next label; a repeated label keeps its last value. */
  fields: ReadonlyMap<string, string>;
};

/**
 * Split `text` at `labels`. A label is recognised also when glued to the word before it, as
 * comdirect writes "John DoeKto/IBAN: DE84…"; longer labels are tried first, so
 * "End-to-End-Ref.:" is never read as "Ref.".
 */
export function splitPacked(text: string, labels: readonly string[]): PackedText {
  const alternatives = [...labels]
    .sort((a, b) => b.length - a.length)
    .map((label) => label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
    .join("|");
  const parts = text.split(new RegExp(`(${alternatives})`));
  const fields = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) {
    fields.set(parts[i] ?? "", (parts[i + 1] ?? "").replace(/\s+/g, " ").trim());
  }
  return { lead: (parts[0] ?? "").replace(/\s+/g, " ").trim(), fields };
}

/** The first word of a field value ("DE98ZZZ09999999999 SEPA-BASISLASTSCHRIFT wiederholend" → the ID). */
export function firstWord(value: string | undefined): string | null {
  const word = value?.trim().split(/\s+/)[0] ?? "";
  return word === "" ? null : word;
}
