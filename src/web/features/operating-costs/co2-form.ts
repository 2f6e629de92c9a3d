import { centsOrNull } from "@/core/money";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import { euroInput, optionalEuro } from "@/web/lib/form-values";
import { formatDecimalText, parseDecimalText } from "./statement-format";
import { settingsResolver } from "./settings-resolver";
import { withSettings } from "./statement-settings";

// The supplier's CO2 figures (CO2KostAufG): kg CO2 typed German ("12.345,6") and kept as
// decimal text with a point ("12345.6"), the CO2 cost in euros, and § 9 (halved share).

export type Co2 = NonNullable<StatementSettings["co2"]>;
export type Co2Values = { kgCo2: string; cost: string; halved: boolean };

export const co2Defaults = (co2: Co2 | null): Co2Values => ({
  kgCo2: co2 ? formatDecimalText(co2.kgCo2) : "",
  cost: euroInput(centsOrNull(co2?.costCents)),
  halved: co2?.halved ?? false,
});

export const co2Resolver = (settings: StatementSettings) =>
  settingsResolver<Co2Values, Co2>(
    settings,
    (v, addIssue) => {
      const kg = parseDecimalText(v.kgCo2);
      if (!kg.ok) addIssue("kgCo2", kg.message);
      // Empty: the schema's "CO2-Kosten: bitte einen Betrag angeben."
      const costCents = optionalEuro(v.cost, (m) => addIssue("cost", m)) ?? Number.NaN;
      const co2: Co2 = { kgCo2: kg.ok ? kg.value : "", costCents, halved: v.halved };
      return { value: co2, change: withSettings({ co2 }) };
    },
    { costCents: "cost" },
  );
