import { messages } from "@/shared/messages";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import { optionalEuro } from "@/web/lib/form-values";
import { settingsResolver } from "./settings-resolver";
import { percentToShare } from "@/core/decimal-text";
import { parseDecimalText } from "./statement-format";
import { withPreDeduction, type PreDeduction } from "./statement-settings";

// „Vorwegabzug“: what one unit (a shop, a practice) causes of a cost type is taken off first —
// a fixed amount or a percentage of the position — and the key splits the rest among the others.

export type PreDeductionValues = { unitId: string; kind: "cents" | "share"; amount: string; percent: string; reason: string };

export const preDeductionDefaults = (): PreDeductionValues => ({ unitId: "", kind: "share", amount: "", percent: "", reason: "" });

export const preDeductionResolver = (settings: StatementSettings, betrkvType: number) =>
  settingsResolver<PreDeductionValues, PreDeduction>(
    settings,
    (v, addIssue) => {
      let share: string | null = null;
      if (v.kind === "share") {
        const percent = parseDecimalText(v.percent);
        if (percent.ok) share = percentToShare(percent.value);
        else addIssue("percent", percent.message);
      }
      const deduction: PreDeduction = {
        unitId: v.unitId,
        reason: v.reason.trim(),
        // Empty: the schema's message that one of both is needed.
        cents: v.kind === "cents" ? (optionalEuro(v.amount, (m) => addIssue("amount", m)) ?? null) : null,
        share,
      };
      if (v.kind === "cents" && deduction.cents === null && v.amount.trim() === "") addIssue("amount", messages.statementPreDeductionKind);
      return { value: deduction, change: withPreDeduction(betrkvType, deduction) };
    },
    { cents: "amount", share: "percent" },
  );
