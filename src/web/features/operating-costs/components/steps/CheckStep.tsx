import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import { formatDate, today } from "@/core/dates";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { deadlineState } from "@/web/features/operating-costs/statement-format";
import type { StatementStepId } from "@/web/features/operating-costs/statement-steps";
import type { StepProps } from "@/web/features/operating-costs/components/StatementStep";

/** „Prüfung“: the pre-check's defects — blocking ones stop finalising — and the deadline. */
export function CheckStep({ statement, onSelect }: StepProps & { onSelect: (step: StatementStepId) => void }) {
  const defects = statement.result.defects;
  const blocking = defects.filter((d) => d.blocking);
  const notes = defects.filter((d) => !d.blocking);
  const state = deadlineState(statement.result.deadline, today());
  return (
    <div className="space-y-4">
      <Card className="p-5">
        <p className={state === "passed" ? "font-medium text-destructive" : state === "soon" ? "font-medium text-warning" : undefined}>
          {state === "passed"
            ? `Die Abrechnungsfrist ist am ${formatDate(statement.result.deadline)} abgelaufen: Nachzahlungen kannst Du nicht mehr fordern, Guthaben musst Du auszahlen.`
            : `Die Abrechnung muss bis zum ${formatDate(statement.result.deadline)} beim Mieter sein (§ 556 Abs. 3 BGB); die Frist ist nicht abgelaufen.`}
        </p>
      </Card>
      {blocking.length === 0 ? (
        <Card className="flex items-start gap-3 p-5">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
          <div>
            <p className="font-medium">Keine Fehler, die einen Abschluss verhindern.</p>
            {statement.status === "draft" ? (
              <Button variant="link" onClick={() => onSelect("vorschau")}>
                Zur Vorschau je Mieter
              </Button>
            ) : null}
          </div>
        </Card>
      ) : (
        <Card role="region" aria-label="Fehler" className="border-destructive/40 p-5">
          <h3 className="font-semibold text-destructive">
            {blocking.length === 1 ? "1 Fehler verhindert den Abschluss" : `${blocking.length} Fehler verhindern den Abschluss`}
          </h3>
          <ul className="mt-3 space-y-2">
            {blocking.map((d, i) => (
              <li key={`${d.code}-${i}`} className="flex items-start gap-2 text-sm text-destructive">
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span>{d.message}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {notes.length > 0 ? (
        <Card role="region" aria-label="Hinweise" className="p-5">
          <h3 className="font-semibold">Hinweise</h3>
          <ul className="mt-3 space-y-2">
            {notes.map((d, i) => (
              <li key={`${d.code}-${i}`} className="flex items-start gap-2 text-sm">
                <Info className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                <span>{d.message}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
