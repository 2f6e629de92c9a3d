import { useState } from "react";
import { Plus, ReceiptText } from "lucide-react";
import { formatEuro, type Cents } from "@/core/money";
import type { StatementCatalogueLineDto, StatementDetailDto } from "@/shared/operating-cost-types";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { EmptyList } from "@/web/components/ListState";
import { allocationKeyLabels } from "@/web/features/operating-costs/statement-labels";
import type { LineChoiceMode } from "@/web/features/operating-costs/line-choice-form";
import { CostLineItem } from "@/web/features/operating-costs/components/CostLineItem";
import { ExtraLineDialog } from "@/web/features/operating-costs/components/ExtraLineDialog";
import { LineChoiceDialog } from "@/web/features/operating-costs/components/LineChoiceDialog";
import type { StepProps } from "@/web/features/operating-costs/components/StatementStep";

type Group = { id: string; title: string; amountCents: Cents | null; note: string | null; lines: StatementCatalogueLineDto[] };

/** The catalogue by position, in the statement's order; what is not passed on last. */
export function costGroups(statement: StatementDetailDto): Group[] {
  const groups: Group[] = statement.result.positions.map((p) => ({
    id: p.id,
    title: p.label,
    amountCents: p.amountCents,
    note: `Schlüssel: ${allocationKeyLabels[p.key]}`,
    lines: statement.catalogue.filter((l) => l.positionId === p.id),
  }));
  const left = statement.catalogue.filter((l) => l.positionId === null);
  if (left.length > 0) groups.push({ id: "none", title: "Nicht umgelegt", amountCents: null, note: "Abgelehnt oder von Dir herausgenommen", lines: left });
  return groups;
}

/** „Kosten“: every booked line with what became of it, the landlord's choices per line, lines added by hand. */
export function CostsStep({ statement, editable, save }: StepProps) {
  const [choice, setChoice] = useState<{ mode: LineChoiceMode; line: StatementCatalogueLineDto } | null>(null);
  const [adding, setAdding] = useState(false);
  const groups = costGroups(statement);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Aus Deinen Buchungen mit einer Betriebskostenart, auf den Zeitraum taggenau gekürzt. Was nie umlagefähig ist (Verwaltung, Reparaturen, Kabel-TV nach dem 30.06.2024), lehnt Hausbuch
          ab und nennt die Regel. Jede Änderung braucht einen Grund: Er steht in der Abrechnung.
        </p>
        {editable ? (
          <Button variant="outline" onClick={() => setAdding(true)} className="shrink-0">
            <Plus className="h-4 w-4" aria-hidden /> Position hinzufügen
          </Button>
        ) : null}
      </div>
      {groups.length === 0 ? <EmptyList Icon={ReceiptText} message="Im Zeitraum gibt es keine Buchungen mit einer Betriebskostenart. Buche die Kosten mit ihrer Art nach § 2 BetrKV, oder füge eine Position hinzu." /> : null}
      {groups.map((group) => (
        <Card key={group.id} className="overflow-hidden">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border bg-muted/40 px-4 py-3">
            <div className="min-w-0">
              <h3 className="font-semibold">{group.title}</h3>
              {group.note ? <p className="text-xs text-muted-foreground">{group.note}</p> : null}
            </div>
            {group.amountCents !== null ? <span className="font-semibold tabular-nums">{formatEuro(group.amountCents, { decimals: 2 })}</span> : null}
          </div>
          <ul className="divide-y divide-border" aria-label={group.title}>
            {group.lines.map((line) => (
              <li key={line.id}>
                <CostLineItem
                  line={line}
                  settings={statement.settings}
                  editable={editable}
                  onChoose={(mode) => setChoice({ mode, line })}
                  save={save}
                />
              </li>
            ))}
          </ul>
        </Card>
      ))}
      <LineChoiceDialog choice={choice} settings={statement.settings} onClose={() => setChoice(null)} save={save} />
      <ExtraLineDialog open={adding} onOpenChange={setAdding} settings={statement.settings} save={save} />
    </div>
  );
}
