// The wizard's steps; the step is the URL's search param ?schritt=…, so a reload or a link
// keeps it.

export const statementSteps = [
  { id: "zeitraum", label: "Zeitraum" },
  { id: "kosten", label: "Kosten" },
  { id: "schluessel", label: "Schlüssel" },
  { id: "heizung", label: "Heizung & CO2" },
  { id: "pruefung", label: "Prüfung" },
  { id: "vorschau", label: "Vorschau" },
  { id: "abschluss", label: "Abschluss" },
] as const;

export type StatementStepId = (typeof statementSteps)[number]["id"];

const stepIds: ReadonlySet<string> = new Set(statementSteps.map((s) => s.id));

export const isStatementStep = (value: unknown): value is StatementStepId => typeof value === "string" && stepIds.has(value);

/** The route's search: only a known step survives. */
export function parseStatementSearch(search: Record<string, unknown>): { schritt?: StatementStepId } {
  return isStatementStep(search.schritt) ? { schritt: search.schritt } : {};
}

/** Where a statement opens: a draft at its first step, a finalised version at its preview. */
export const defaultStep = (status: string): StatementStepId => (status === "draft" ? "zeitraum" : "vorschau");

export const stepIndex = (id: StatementStepId) => statementSteps.findIndex((s) => s.id === id);
