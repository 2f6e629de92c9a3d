import { useId, useState } from "react";
import { toast } from "sonner";
import { formatEuro, sumCents } from "@/core/money";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { MoneyInput } from "@/web/components/ui/money-input";
import { heatingRowTexts, heatingTargets, readHeatingRows, type HeatingRowErrors, type HeatingRowText } from "@/web/features/operating-costs/heating-service-form";
import { withSettings } from "@/web/features/operating-costs/statement-settings";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";

/** „Ergebnis des Messdienstes“: one row per contract and per vacancy or own use; entered, it replaces the heating split. */
export function HeatingServiceCard({ statement, editable, save }: { statement: StatementDetailDto; editable: boolean; save: SaveStatement }) {
  const id = useId();
  const stored = statement.settings.heatingService;
  const [open, setOpen] = useState(stored !== null);
  const targets = heatingTargets(statement);
  const heatingCents = sumCents(statement.result.positions.filter((p) => p.key === "heating").map((p) => p.amountCents));
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="space-y-4 p-5">
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          Ergebnis des Messdienstes
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Rechnet ein Messdienst (ista, Techem, Brunata, Minol …) die Heizkosten ab, trage sein Ergebnis je Nutzer ein: Es ersetzt die Verteilung der Heizkosten ({formatEuro(heatingCents, { decimals: 2 })}{" "}
          gebucht).
        </p>
      </div>
      {open && targets.length > 0 ? (
        <HeatingServiceForm id={id} statement={statement} targets={targets} editable={editable} save={save} onRemoved={() => setOpen(false)} />
      ) : editable ? (
        <Button variant="outline" onClick={() => setOpen(true)} disabled={targets.length === 0}>
          Ergebnisse eintragen
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">Keine Ergebnisse eingetragen: Die Heizkosten werden nach der Heizkostenverordnung verteilt.</p>
      )}
    </Card>
  );
}

function HeatingServiceForm({
  id,
  statement,
  targets,
  editable,
  save,
  onRemoved,
}: {
  id: string;
  statement: StatementDetailDto;
  targets: ReturnType<typeof heatingTargets>;
  editable: boolean;
  save: SaveStatement;
  onRemoved: () => void;
}) {
  const [texts, setTexts] = useState(() => heatingRowTexts(targets, statement.settings.heatingService));
  const [errors, setErrors] = useState<Record<string, HeatingRowErrors>>({});
  const edit = (key: string, field: keyof HeatingRowText, value: string) => setTexts((t) => ({ ...t, [key]: { ...(t[key] ?? { cents: "", co2: "" }), [field]: value } }));
  const submit = async () => {
    const read = readHeatingRows(targets, texts);
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0) return;
    if (await save({ settings: withSettings({ heatingService: read.rows }) })) toast.success(messages.statementSaved);
  };
  const remove = async () => {
    if (!statement.settings.heatingService) return onRemoved();
    if (!(await save({ settings: withSettings({ heatingService: null }) }))) return;
    toast.success(messages.statementSaved);
    onRemoved();
  };
  return (
    <div className="space-y-3">
      <div className="hidden grid-cols-[1fr_10rem_10rem] gap-3 text-xs text-muted-foreground sm:grid" aria-hidden>
        <span>Nutzer</span>
        <span>Heizkosten</span>
        <span>davon CO2 (optional)</span>
      </div>
      <ul className="divide-y divide-border">
        {targets.map((t) => (
          <li key={t.key} className="grid grid-cols-1 items-start gap-2 py-2 sm:grid-cols-[1fr_10rem_10rem] sm:items-center sm:gap-3">
            <span className="text-sm font-medium">{t.label}</span>
            {(["cents", "co2"] as const).map((field) => (
              <div key={field}>
                <MoneyInput
                  id={`${id}-${field}-${t.key}`}
                  aria-label={`${field === "cents" ? "Heizkosten" : "CO2-Anteil"}, ${t.label}`}
                  value={texts[t.key]?.[field] ?? ""}
                  disabled={!editable}
                  aria-invalid={errors[t.key]?.[field] ? true : undefined}
                  onChange={(e) => edit(t.key, field, e.target.value)}
                />
                {errors[t.key]?.[field] ? (
                  <p role="alert" className="mt-1 text-sm text-destructive">
                    {errors[t.key]![field]}
                  </p>
                ) : null}
              </div>
            ))}
          </li>
        ))}
      </ul>
      {editable ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void submit()}>
            Ergebnisse speichern
          </Button>
          <Button variant="ghost" onClick={() => void remove()}>
            {statement.settings.heatingService ? "Ergebnisse entfernen" : "Abbrechen"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
