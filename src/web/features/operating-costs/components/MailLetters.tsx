import { useState } from "react";
import { toast } from "sonner";
import { Mail } from "lucide-react";
import { formatInstantDate } from "@/core/dates";
import type { StatementDetailDto, StatementRecipientDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { useMailStatementLetters } from "@/web/features/operating-costs/api/statement-actions";
import { useStatementAction } from "@/web/features/operating-costs/use-statement-action";

/** The tenants who would get a mail now: an address on file, no letter mailed yet. */
export const mailableByDefault = (recipients: StatementRecipientDto[]) => recipients.filter((r) => r.email && r.mailings.length === 0).map((r) => r.contractId);

/** „Per E-Mail senden“: each chosen tenant gets their letter as PDF; the last one makes the statement sent today. */
export function MailLetters({ statement, canWrite }: { statement: StatementDetailDto; canWrite: boolean }) {
  const mail = useMailStatementLetters();
  const run = useStatementAction(statement, messages.mailStatementFailed);
  const [chosen, setChosen] = useState<string[]>(() => mailableByDefault(statement.recipients));
  const [busy, setBusy] = useState(false);
  const nameOf = (contractId: string) => statement.contracts.find((c) => c.id === contractId)?.tenantName ?? "";
  const toggle = (contractId: string, on: boolean) => setChosen((ids) => (on ? [...ids, contractId] : ids.filter((id) => id !== contractId)));

  const submit = async () => {
    setBusy(true);
    const contractIds = chosen;
    const done = await run((latest) => mail.mutateAsync({ id: latest.id, version: latest.version, contractIds }));
    setBusy(false);
    if (!done) return;
    toast.success(messages.statementMailed(contractIds.length));
    setChosen([]);
  };

  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby="mail-letters-title">
      <h3 id="mail-letters-title" className="font-semibold">
        Per E-Mail senden
      </h3>
      <p className="text-sm text-muted-foreground">
        Jeder gewählte Mieter bekommt seinen Brief als PDF an die hinterlegte Adresse. Haben alle Mieter ihren Brief, gilt die Abrechnung als heute versendet. Wer keine E-Mail-Adresse hat,
        bekommt den Brief per Post – den Versand vermerkst Du dann unten.
      </p>
      <ul className="space-y-3">
        {statement.recipients.map((r) => {
          const last = r.mailings.at(-1);
          const status = last
            ? `Gesendet am ${formatInstantDate(last.sentAt)} an ${last.address}`
            : r.email
              ? "Noch nicht per E-Mail gesendet"
              : "Keine E-Mail-Adresse hinterlegt – per Post senden";
          const label = r.email ? `${nameOf(r.contractId)} · ${r.email}` : nameOf(r.contractId);
          return (
            <li key={r.contractId} className="min-w-0 break-words">
              {canWrite ? (
                <CheckboxField
                  id={`mail-${r.contractId}`}
                  label={label}
                  hint={status}
                  checked={chosen.includes(r.contractId)}
                  disabled={!r.email || busy}
                  onCheckedChange={(on) => toggle(r.contractId, on)}
                />
              ) : (
                <div className="text-sm">
                  <p className="font-medium">{label}</p>
                  <p className="text-muted-foreground">{status}</p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {canWrite ? (
        <Button onClick={() => void submit()} disabled={chosen.length === 0 || busy}>
          <Mail className="h-4 w-4" aria-hidden /> {busy ? "Wird gesendet …" : chosen.length === 0 ? "Per E-Mail senden" : chosen.length === 1 ? "1 Brief per E-Mail senden" : `${chosen.length} Briefe per E-Mail senden`}
        </Button>
      ) : null}
    </Card>
  );
}
