import { centsOrNull, parseEuroToCents } from "@/core/money";
import type { StatementCatalogueLineDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import type { StatementLineSettings, StatementSettings } from "@/shared/schemas/operating-costs";
import type { AddIssue } from "@/web/lib/form-resolver";
import { euroInput } from "@/web/lib/form-values";
import { settingsResolver } from "./settings-resolver";
import { lineChoice, withLine } from "./statement-settings";

// The choices for one booked line, each with the reason the statement prints:
// - override: pass on a line the rules refused with a hint only („Trotzdem umlegen“),
// - exclude: take a line out („Herausnehmen“),
// - correct: another amount for the period („Betrag korrigieren“),
// - labour: the § 35a labour in the invoice and its kind (no reason: it comes from the invoice).
// The resolver validates the whole settings document with the line changed and hands on
// only the line's patch.

export type LineChoiceMode = "override" | "exclude" | "correct" | "labour";
export type LineChoiceValues = { reason: string; amount: string; labourKind: StatementLineSettings["labourKind"] };
export type LinePatch = Partial<StatementLineSettings>;

export const lineChoiceTitles: Record<LineChoiceMode, string> = {
  override: "Trotzdem umlegen",
  exclude: "Herausnehmen",
  correct: "Betrag korrigieren",
  labour: "Lohnanteil (§ 35a EStG)",
};

export function lineChoiceDefaults(mode: LineChoiceMode, settings: StatementSettings, line: StatementCatalogueLineDto): LineChoiceValues {
  const choice = lineChoice(settings, line.id);
  const reason = mode === "override" ? choice.overrideReason : mode === "exclude" ? choice.excludedReason : mode === "correct" ? choice.correctionReason : null;
  const amount = mode === "correct" ? (choice.correctedCents ?? line.periodCents) : mode === "labour" ? choice.labourCents : null;
  return { reason: reason ?? "", amount: euroInput(centsOrNull(amount)), labourKind: choice.labourKind };
}

function readAmount(text: string, allowNegative: boolean, required: string, report: (m: string) => void): number | null {
  if (text.trim() === "") {
    report(required);
    return null;
  }
  const parsed = parseEuroToCents(text, { allowNegative });
  if (!parsed.ok) {
    report(parsed.message);
    return null;
  }
  return parsed.value;
}

/** The line's patch for the form's values; a text that is no amount is reported at its field. */
export function linePatch(mode: LineChoiceMode, v: LineChoiceValues, line: StatementCatalogueLineDto, addIssue: AddIssue<LineChoiceValues>): LinePatch {
  const reason = v.reason.trim();
  const report = (m: string) => addIssue("amount", m);
  switch (mode) {
    case "override":
      return { overrideReason: reason };
    case "exclude":
      return { excludedReason: reason };
    case "correct":
      return { correctedCents: readAmount(v.amount, true, messages.statementCorrectionRequired, report) ?? 0, correctionReason: reason };
    case "labour": {
      const labourCents = readAmount(v.amount, false, messages.statementLabourRequired, report);
      if (labourCents !== null && labourCents > Math.abs(line.bookedCents)) addIssue("amount", messages.statementLabourTooLarge);
      return { labourCents: labourCents ?? 0, labourKind: v.labourKind };
    }
  }
}

const FIELDS: Partial<Record<string, keyof LineChoiceValues & string>> = {
  overrideReason: "reason",
  excludedReason: "reason",
  correctionReason: "reason",
  correctedCents: "amount",
  labourCents: "amount",
  labourKind: "labourKind",
};

export const lineChoiceResolver = (mode: LineChoiceMode, settings: StatementSettings, line: StatementCatalogueLineDto) =>
  settingsResolver<LineChoiceValues, LinePatch>(
    settings,
    (v, addIssue) => {
      const patch = linePatch(mode, v, line, addIssue);
      return { value: patch, change: withLine(line.id, patch) };
    },
    FIELDS,
  );

/** Taking a choice back: the line as the rules and the books have it. */
export const undoPatches = {
  override: { overrideReason: null },
  exclude: { excludedReason: null },
  correct: { correctedCents: null, correctionReason: null },
  labour: { labourCents: null, labourKind: "household" },
} satisfies Record<LineChoiceMode, LinePatch>;
