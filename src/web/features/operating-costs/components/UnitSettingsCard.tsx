import { useId } from "react";
import { parseInteger } from "@/core/number";
import { fail, ok, type ParseResult } from "@/core/result";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { Card } from "@/web/components/ui/card";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { formatDecimalText, parseDecimalText } from "@/web/features/operating-costs/statement-format";
import { unitChoice, withUnit } from "@/web/features/operating-costs/statement-settings";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";
import { CommitInput } from "./CommitInput";

const persons = (text: string): ParseResult<number | null> => {
  if (text.trim() === "") return ok(null);
  const parsed = parseInteger(text);
  return parsed.ok && parsed.value >= 0 && parsed.value <= 99 ? parsed : fail(messages.statementPersonsInvalid);
};
const share = (text: string): ParseResult<string | null> => (text.trim() === "" ? ok(null) : parseDecimalText(text));

/** Per unit what the books do not hold: the landlord's own use (and its persons) and the Miteigentumsanteil. */
export function UnitSettingsCard({ statement, editable, save }: { statement: StatementDetailDto; editable: boolean; save: SaveStatement }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="p-5">
      <h3 id={`${id}-title`} className="font-semibold">
        Einheiten
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Eigennutzung: Zeiten ohne Mieter trägst Du als Eigennutzer statt als Leerstand. Personen zählen beim Personenschlüssel, Miteigentumsanteile (z. B. 125 von 1.000) beim MEA-Schlüssel.
      </p>
      <div className="mt-3 hidden grid-cols-[6rem_1fr_10rem_10rem] gap-3 text-xs text-muted-foreground sm:grid" aria-hidden>
        <span>Einheit</span>
        <span>Nutzung</span>
        <span>Personen bei Eigennutzung</span>
        <span>Miteigentumsanteil</span>
      </div>
      <ul className="divide-y divide-border">
        {statement.units.map((u) => {
          const choice = unitChoice(statement.settings, u.id);
          return (
            <li key={u.id} className="grid grid-cols-2 items-end gap-3 py-3 sm:grid-cols-[6rem_1fr_10rem_10rem] sm:items-center">
              <span className="font-medium">{u.code}</span>
              <CheckboxField
                id={`${id}-own-${u.id}`}
                label="Eigennutzung"
                checked={choice.ownerOccupied}
                disabled={!editable}
                onCheckedChange={(ownerOccupied) => void save({ settings: withUnit(u.id, { ownerOccupied }) })}
              />
              <div className="space-y-1">
                <label htmlFor={`${id}-persons-${u.id}`} className="block text-xs text-muted-foreground sm:hidden">
                  Personen bei Eigennutzung
                </label>
                <CommitInput
                  id={`${id}-persons-${u.id}`}
                label={`Personen bei Eigennutzung, ${u.code}`}
                placeholder="–"
                inputMode="numeric"
                value={choice.ownerPersons === null ? "" : String(choice.ownerPersons)}
                parse={persons}
                disabled={!editable || !choice.ownerOccupied}
                  onCommit={(ownerPersons) => save({ settings: withUnit(u.id, { ownerPersons }) })}
                />
              </div>
              <div className="space-y-1">
                <label htmlFor={`${id}-mea-${u.id}`} className="block text-xs text-muted-foreground sm:hidden">
                  Miteigentumsanteil
                </label>
                <CommitInput
                  id={`${id}-mea-${u.id}`}
                label={`Miteigentumsanteil, ${u.code}`}
                placeholder="z. B. 125"
                inputMode="decimal"
                value={choice.ownershipShare === null ? "" : formatDecimalText(choice.ownershipShare)}
                parse={share}
                disabled={!editable}
                  onCommit={(ownershipShare) => save({ settings: withUnit(u.id, { ownershipShare }) })}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
