import { isBetrkvType } from "@/domain/booking-categories";
import { messages } from "@/shared/messages";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import { optionalEuro } from "@/web/lib/form-values";
import { settingsResolver } from "./settings-resolver";
import { withExtraLine, type ExtraLine } from "./statement-settings";

// „Position hinzufügen“: a cost the books do not hold (a bill paid privately, an estimate),
// with its BetrKV type, amount for the period and the reason the statement prints.

export type ExtraLineValues = { betrkvType: string; label: string; amount: string; reason: string };

export const extraLineDefaults = (): ExtraLineValues => ({ betrkvType: "", label: "", amount: "", reason: "" });

/** The line the form describes; the id is made when the dialog opens. */
export const extraLineResolver = (settings: StatementSettings, id: string) =>
  settingsResolver<ExtraLineValues, ExtraLine>(
    settings,
    (v, addIssue) => {
      if (v.label.trim() === "") addIssue("label", messages.statementLabelRequired);
      const type = Number(v.betrkvType);
      // No type chosen: its message; the placeholder never leaves the form (the errors stop the submit).
      if (!isBetrkvType(type)) addIssue("betrkvType", messages.statementBetrkvTypeInvalid);
      const line: ExtraLine = {
        id,
        betrkvType: isBetrkvType(type) ? type : 17,
        label: v.label.trim(),
        // Empty: the schema's "Betrag: bitte einen Betrag angeben."
        amountCents: optionalEuro(v.amount, (m) => addIssue("amount", m)) ?? Number.NaN,
        reason: v.reason.trim(),
      };
      return { value: line, change: withExtraLine(line) };
    },
    { amountCents: "amount" },
  );
