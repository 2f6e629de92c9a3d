import { useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { CalendarClock } from "lucide-react";
import { formatEuro, type Cents } from "@/core/money";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useAdjustPrepayment } from "@/web/features/operating-costs/api/statement-actions";
import { addMonthsTo, currentMonth, formatMonthLong } from "@/web/features/rent-roll";

type Proposal = { contractId: string; tenantName: string; cents: Cents };

/** The months a new prepayment can start: from the month after the period (not before this one), a year ahead. */
export function adjustmentMonths(periodEnd: string, thisMonth: string = currentMonth()): string[] {
  const afterPeriod = addMonthsTo(periodEnd.slice(0, 7), 1);
  const first = afterPeriod > thisMonth ? afterPeriod : thisMonth;
  return Array.from({ length: 12 }, (_, i) => addMonthsTo(first, i));
}

/** „Neue Vorauszahlung“ (§ 560 Abs. 4 BGB): each tenant's proposal, taken into the rent history from a chosen month. */
export function PrepaymentAdjustments({ statement, canWrite }: { statement: StatementDetailDto; canWrite: boolean }) {
  const [chosen, setChosen] = useState<Proposal | null>(null);
  const proposals: Proposal[] = statement.result.tenants.flatMap((t) =>
    t.newMonthlyPrepaymentCents === null ? [] : [{ contractId: t.contractId, tenantName: statement.contracts.find((c) => c.id === t.contractId)?.tenantName ?? t.tenantName, cents: t.newMonthlyPrepaymentCents }],
  );
  if (proposals.length === 0) return null;
  return (
    <Card className="space-y-3 p-5">
      <h3 className="font-semibold">Neue Vorauszahlung (§ 560 Abs. 4 BGB)</h3>
      <p className="text-sm text-muted-foreground">
        Aus dem Ergebnis, auf zwölf Monate gerechnet und auf volle Euro aufgerundet. Übernimmst Du einen Vorschlag, gilt er ab dem gewählten Monat als Mietänderung „Vorauszahlungsanpassung“; teile
        ihn dem Mieter in Textform mit.
      </p>
      <ul className="divide-y divide-border rounded-md border border-border">
        {proposals.map((p) => (
          <li key={p.contractId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <span>
              <span className="font-medium">{p.tenantName}</span>: {formatEuro(p.cents, { decimals: 2 })} monatlich
            </span>
            {canWrite ? (
              <Button variant="outline" size="sm" onClick={() => setChosen(p)} aria-label={`Vorauszahlung für ${p.tenantName} übernehmen`}>
                <CalendarClock className="h-4 w-4" aria-hidden /> Übernehmen
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <AdjustmentDialog statement={statement} proposal={chosen} onClose={() => setChosen(null)} />
    </Card>
  );
}

function AdjustmentDialog({ statement, proposal, onClose }: { statement: StatementDetailDto; proposal: Proposal | null; onClose: () => void }) {
  return (
    <Dialog open={proposal !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent size="sm" title="Neue Vorauszahlung übernehmen" description={proposal ? `${proposal.tenantName}: ${formatEuro(proposal.cents, { decimals: 2 })} monatlich.` : ""}>
        {proposal ? <AdjustmentForm statement={statement} proposal={proposal} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AdjustmentForm({ statement, proposal, onClose }: { statement: StatementDetailDto; proposal: Proposal; onClose: () => void }) {
  const id = useId();
  const months = useMemo(() => adjustmentMonths(statement.periodEnd), [statement.periodEnd]);
  // The next month by default: the declaration takes effect from the next due date.
  const [month, setMonth] = useState(() => months.find((m) => m > currentMonth()) ?? months[0]!);
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustPrepayment();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await adjust.mutateAsync({ id: statement.id, contractId: proposal.contractId, validFrom: `${month}-01` });
      toast.success(messages.prepaymentAdjusted);
      onClose();
    } catch (err) {
      const text = errorMessage(err, messages.adjustPrepaymentFailed);
      setError(text);
      toast.error(text);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={adjust.isPending}>
      <DialogBody>
        <Field id={`${id}-month`} label="Gilt ab *" error={error ?? undefined}>
          <Select id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)} aria-invalid={error ? true : undefined}>
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonthLong(m)}
              </option>
            ))}
          </Select>
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={adjust.isPending} submitLabel="Übernehmen" onCancel={onClose} />
    </form>
  );
}
