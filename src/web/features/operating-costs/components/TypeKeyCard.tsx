import { useId, useState } from "react";
import { cents, formatEuro } from "@/core/money";
import { ok } from "@/core/result";
import { allocationKeys } from "@/domain/operating-costs/types";
import type { StatementDetailDto, StatementPositionDto } from "@/shared/operating-cost-types";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { Select } from "@/web/components/ui/select";
import { shareAsPercent } from "@/core/decimal-text";
import { formatDecimalText, parseDecimalText } from "@/web/features/operating-costs/statement-format";
import { allocationKeyLabels } from "@/web/features/operating-costs/statement-labels";
import { typeChoice, withCustomShare, withKey, withoutPreDeduction, withType, withUnitTakingPart } from "@/web/features/operating-costs/statement-settings";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";
import { CommitInput } from "./CommitInput";
import { PreDeductionDialog } from "./PreDeductionDialog";

/** One cost type's key, the units taking part and — for fixed shares — each unit's share and the explanation. */
export function TypeKeyCard({ position, statement, editable, save }: { position: StatementPositionDto; statement: StatementDetailDto; editable: boolean; save: SaveStatement }) {
  const id = useId();
  const type = position.betrkvType;
  const choice = typeChoice(statement.settings, type);
  const allUnitIds = statement.units.map((u) => u.id);
  const taking = new Set(choice.unitIds ?? allUnitIds);
  const key = allocationKeys.find((k) => k === position.key) ?? "living_area";
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="space-y-4 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {position.label}
        </h3>
        <span className="tabular-nums">{formatEuro(position.amountCents, { decimals: 2 })}</span>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-key`} className="block text-sm font-medium">
            Umlageschlüssel
          </label>
          <Select
            id={`${id}-key`}
            value={key}
            disabled={!editable}
            onChange={(e) => {
              const next = allocationKeys.find((k) => k === e.target.value);
              if (next) void save({ settings: withKey(type, next) });
            }}
          >
            {allocationKeys.map((k) => (
              <option key={k} value={k}>
                {allocationKeyLabels[k]}
              </option>
            ))}
          </Select>
          {position.consumptionPercent !== null ? <p className="text-sm text-muted-foreground">{position.consumptionPercent} % nach Verbrauch, der Rest nach Wohnfläche (Schritt „Heizung & CO2“).</p> : null}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Beteiligte Einheiten</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {statement.units.map((u) => (
              <CheckboxField
                key={u.id}
                id={`${id}-unit-${u.id}`}
                label={u.code}
                checked={taking.has(u.id)}
                disabled={!editable}
                onCheckedChange={(checked) => void save({ settings: withUnitTakingPart(type, allUnitIds, u.id, checked) })}
              />
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{choice.unitIds === null ? "Alle Einheiten" : `${choice.unitIds.length} von ${allUnitIds.length} Einheiten`}</p>
        </fieldset>
      </div>
      {key === "custom" ? <CustomShares id={id} type={type} statement={statement} taking={taking} editable={editable} save={save} /> : null}
      <PreDeductions label={position.label} type={type} statement={statement} editable={editable} save={save} />
    </Card>
  );
}

function CustomShares({ id, type, statement, taking, editable, save }: { id: string; type: number; statement: StatementDetailDto; taking: ReadonlySet<string>; editable: boolean; save: SaveStatement }) {
  const choice = typeChoice(statement.settings, type);
  const optionalShare = (text: string) => (text.trim() === "" ? ok(null) : parseDecimalText(text));
  return (
    <div className="space-y-3 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground">Feste Anteile, z. B. 1, 2 und 3 oder 25,5 und 74,5: Jede Einheit trägt ihren Anteil an der Summe aller Anteile, taggenau.</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {statement.units
          .filter((u) => taking.has(u.id))
          .map((u) => (
            <div key={u.id} className="space-y-1">
              <label htmlFor={`${id}-share-${u.id}`} className="block text-sm font-medium">
                Anteil {u.code}
              </label>
              <CommitInput
                id={`${id}-share-${u.id}`}
                label={`Anteil ${u.code}`}
                inputMode="decimal"
                value={choice.customShares[u.id] ? formatDecimalText(choice.customShares[u.id]!) : ""}
                parse={optionalShare}
                disabled={!editable}
                onCommit={(share) => save({ settings: withCustomShare(type, u.id, share) })}
              />
            </div>
          ))}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-explanation`} className="block text-sm font-medium">
          Erklärung für die Mieter *
        </label>
        <CommitInput
          id={`${id}-explanation`}
          label="Erklärung für die Mieter"
          multiline
          value={choice.keyExplanation}
          parse={(text) => ok(text.trim())}
          disabled={!editable}
          placeholder="z. B. Aufzug: Erdgeschoss 0, 1. OG 1, 2. OG 2 Anteile nach Stockwerk"
          onCommit={(keyExplanation) => save({ settings: withType(type, { keyExplanation }) })}
        />
      </div>
    </div>
  );
}

/** Vorwegabzug: each unit's own part taken off first (e.g. a shop's refuse), with its reason. */
function PreDeductions({ label, type, statement, editable, save }: { label: string; type: number; statement: StatementDetailDto; editable: boolean; save: SaveStatement }) {
  const [adding, setAdding] = useState(false);
  const deductions = typeChoice(statement.settings, type).preDeductions;
  const codeOf = (unitId: string) => statement.units.find((u) => u.id === unitId)?.code ?? "";
  if (deductions.length === 0 && !editable) return null;
  return (
    <div className="space-y-2 border-t border-border pt-4">
      <h4 className="text-sm font-medium">Vorwegabzug</h4>
      {deductions.length > 0 ? (
        <ul className="space-y-2">
          {deductions.map((d, i) => {
            const what = d.cents !== null ? formatEuro(cents(d.cents), { decimals: 2 }) : `${shareAsPercent(d.share ?? "0")} der Kosten`;
            return (
              <li key={`${d.unitId}-${i}`} className="flex flex-wrap items-start justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{codeOf(d.unitId)}</span>: {what} – {d.reason}
                </span>
                {editable ? (
                  <Button size="sm" variant="ghost" onClick={() => void save({ settings: withoutPreDeduction(type, i) })} aria-label={`Vorwegabzug ${codeOf(d.unitId)} entfernen`}>
                    Entfernen
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Verursacht eine Einheit (z. B. ein Gewerbe) einen eigenen Teil dieser Kosten, ziehe ihn vorab ab.</p>
      )}
      {editable ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setAdding(true)} aria-label={`Vorwegabzug hinzufügen: ${label}`}>
            Vorwegabzug hinzufügen
          </Button>
          <PreDeductionDialog open={adding} onOpenChange={setAdding} betrkvType={type} label={label} units={statement.units} settings={statement.settings} save={save} />
        </>
      ) : null}
    </div>
  );
}
