import { useId } from "react";
import { Card } from "@/web/components/ui/card";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Select } from "@/web/components/ui/select";
import { withSettings } from "@/web/features/operating-costs/statement-settings";
import { Co2Card } from "@/web/features/operating-costs/components/Co2Card";
import { HeatingServiceCard } from "@/web/features/operating-costs/components/HeatingServiceCard";
import type { StepProps } from "@/web/features/operating-costs/components/StatementStep";

const percents = Array.from({ length: 21 }, (_, i) => 50 + i);

/** „Heizung & CO2“: the HeizkostenV split, the building's kind, the CO2 figures, or the measuring service's results. */
export function HeatingStep({ statement, editable, save }: StepProps) {
  const id = useId();
  const { settings } = statement;
  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-5">
        <h3 className="font-semibold">Heizkostenverordnung</h3>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-percent`} className="block text-sm font-medium">
              Verbrauchsanteil
            </label>
            <Select
              id={`${id}-percent`}
              value={String(settings.heatingConsumptionPercent)}
              disabled={!editable}
              onChange={(e) => void save({ settings: withSettings({ heatingConsumptionPercent: Number(e.target.value) }) })}
            >
              {percents.map((p) => (
                <option key={p} value={p}>
                  {p} %
                </option>
              ))}
            </Select>
            <p className="text-sm text-muted-foreground">
              {settings.heatingConsumptionPercent} % nach Verbrauch, {100 - settings.heatingConsumptionPercent} % nach Wohnfläche; zwischen 50 und 70 % (§§ 7, 8 HeizkostenV). Gilt für Positionen mit
              dem Schlüssel „Heizkosten“.
            </p>
          </div>
          <CheckboxField
            id={`${id}-residential`}
            label="Wohngebäude"
            hint="Für Wohngebäude gilt die Stufentabelle des CO2KostAufG, sonst teilen Vermieter und Mieter die CO2-Kosten je zur Hälfte."
            checked={settings.residentialBuilding}
            disabled={!editable}
            onCheckedChange={(residentialBuilding) => void save({ settings: withSettings({ residentialBuilding }) })}
          />
        </div>
      </Card>
      <Co2Card statement={statement} editable={editable} save={save} />
      <HeatingServiceCard statement={statement} editable={editable} save={save} />
    </div>
  );
}
