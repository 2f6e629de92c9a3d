import { useId } from "react";
import type { StatementPositionDto } from "@/shared/operating-cost-types";
import { Card } from "@/web/components/ui/card";
import { Select } from "@/web/components/ui/select";
import { allocationKeyLabels, sharedFlatRuleLabels } from "@/web/features/operating-costs/statement-labels";
import { withSettings } from "@/web/features/operating-costs/statement-settings";
import type { StepProps } from "@/web/features/operating-costs/components/StatementStep";
import { TypeKeyCard } from "@/web/features/operating-costs/components/TypeKeyCard";
import { UnitSettingsCard } from "@/web/features/operating-costs/components/UnitSettingsCard";

const sharedFlatRules = ["room_area", "equal_rooms"] as const;

/** „Schlüssel“: per cost type the key and the units taking part; per unit what the books do not hold; the WG rule. */
export function KeysStep({ statement, editable, save }: StepProps) {
  const id = useId();
  const positions = statement.result.positions;
  // A cost booked on one unit is a position of its own, assigned to that unit: no key to choose.
  const shared = positions.filter((p) => !p.id.includes(":"));
  const direct = positions.filter((p) => p.id.includes(":"));
  return (
    <div className="space-y-4">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Ohne Vereinbarung gilt die Wohnfläche (§ 556a BGB), für Heizung und Warmwasser die Heizkostenverordnung. Alle Schlüssel rechnen taggenau: Leerstand und Eigennutzung trägst Du, nie
        die anderen Mieter.
      </p>
      {shared.map((p) => (
        <TypeKeyCard key={p.id} position={p} statement={statement} editable={editable} save={save} />
      ))}
      {direct.length > 0 ? <DirectPositions positions={direct} /> : null}
      <UnitSettingsCard statement={statement} editable={editable} save={save} />
      <Card className="space-y-2 p-5">
        <label htmlFor={`${id}-wg`} className="block font-semibold">
          WG, zimmerweise vermietet
        </label>
        <p className="text-sm text-muted-foreground">Wie der Anteil der Wohnung auf die Zimmer geht; Gemeinschaftsflächen zählen mit. Die Regel steht in der Abrechnung.</p>
        <div className="max-w-xs">
          <Select
            id={`${id}-wg`}
            value={statement.settings.sharedFlatRule}
            disabled={!editable}
            onChange={(e) => void save({ settings: withSettings({ sharedFlatRule: sharedFlatRules.find((r) => r === e.target.value) ?? "room_area" }) })}
          >
            {sharedFlatRules.map((r) => (
              <option key={r} value={r}>
                {sharedFlatRuleLabels[r]}
              </option>
            ))}
          </Select>
        </div>
      </Card>
    </div>
  );
}

function DirectPositions({ positions }: { positions: StatementPositionDto[] }) {
  return (
    <Card className="p-5">
      <h3 className="font-semibold">Einer Einheit direkt zugeordnet</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {positions.map((p) => (
          <li key={p.id}>
            {p.label}: {allocationKeyLabels[p.key]}
          </li>
        ))}
      </ul>
    </Card>
  );
}
