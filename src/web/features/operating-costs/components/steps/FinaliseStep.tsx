import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { CopyPlus, Lock, Send } from "lucide-react";
import { addDays, formatDate } from "@/core/dates";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useCorrectStatement, useFinaliseStatement } from "@/web/features/operating-costs/api/statement-actions";
import type { StatementStepId } from "@/web/features/operating-costs/statement-steps";
import { useStatementAction } from "@/web/features/operating-costs/use-statement-action";
import { LetterButton, LettersZipButton, WorkbookButton } from "@/web/features/operating-costs/components/DownloadButtons";
import { SentDialog } from "@/web/features/operating-costs/components/SentDialog";
import { MailLetters } from "@/web/features/operating-costs/components/MailLetters";
import { PrepaymentAdjustments } from "@/web/features/operating-costs/components/PrepaymentAdjustments";
import { accountLinkProps } from "@/web/features/rent-roll";
import type { StepProps } from "@/web/features/operating-costs/components/StatementStep";

/** „Abschluss“: finalise a draft that passed the check; a finalised version offers its files, the dispatch and a correction. */
export function FinaliseStep({ statement, editable, onSelect }: StepProps & { onSelect: (step: StatementStepId) => void }) {
  if (statement.status === "draft") return <FinaliseDraft statement={statement} editable={editable} onSelect={onSelect} />;
  return <Finalised statement={statement} />;
}

function FinaliseDraft({ statement, editable, onSelect }: { statement: StatementDetailDto; editable: boolean; onSelect: (step: StatementStepId) => void }) {
  const finalise = useFinaliseStatement();
  const run = useStatementAction(statement, messages.finaliseStatementFailed);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const done = await run((latest) => finalise.mutateAsync({ id: latest.id, version: latest.version }));
    setBusy(false);
    if (done) toast.success(messages.statementFinalised);
  };
  return (
    <Card className="space-y-4 p-5">
      <p className="text-sm">
        Mit dem Abschluss wird diese Version eingefroren: Spätere Buchungen ändern sie nicht mehr. Danach erstellst Du die Briefe an die Mieter und vermerkst den Versand. Fehler korrigierst Du
        über eine Korrektur, die als neue Version daneben steht.
      </p>
      {!statement.canFinalise ? (
        <p id="finalise-blocked" className="text-sm text-destructive">
          Die Prüfung hat noch Fehler gefunden, die einen Abschluss verhindern.{" "}
          <Button variant="link" className="h-auto" onClick={() => onSelect("pruefung")}>
            Zur Prüfung
          </Button>
        </p>
      ) : null}
      {editable ? (
        <Button onClick={() => void submit()} disabled={!statement.canFinalise || busy} aria-describedby={statement.canFinalise ? undefined : "finalise-blocked"}>
          <Lock className="h-4 w-4" aria-hidden /> {busy ? "Wird abgeschlossen …" : "Abrechnung abschließen"}
        </Button>
      ) : null}
    </Card>
  );
}

function Finalised({ statement }: { statement: StatementDetailDto }) {
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const correct = useCorrectStatement();
  const run = useStatementAction(statement, messages.correctStatementFailed);
  const [sending, setSending] = useState(false);
  const createCorrection = async () => {
    const created = await run((latest) => correct.mutateAsync({ id: latest.id, version: latest.version }));
    if (!created) return;
    toast.success(messages.statementCorrectionCreated);
    await navigate({ to: "/dashboard/operating-cost-statements/$statementId", params: { statementId: created.id }, search: { schritt: "kosten" } });
  };
  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-5">
        <h3 className="font-semibold">Briefe und Berechnung</h3>
        <p className="text-sm text-muted-foreground">Je Mieter ein Brief als PDF, dazu die ganze Berechnung für Deine Unterlagen.</p>
        <ul className="flex flex-wrap gap-2">
          {statement.result.tenants.map((t) => (
            <li key={t.contractId} className="flex items-center gap-2 rounded-md border border-border px-2 py-1 text-sm">
              <span>{statement.contracts.find((c) => c.id === t.contractId)?.tenantName ?? t.tenantName}</span>
              <LetterButton statementId={statement.id} contractId={t.contractId} tenantName={t.tenantName} />
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {statement.result.tenants.length > 1 ? <LettersZipButton statementId={statement.id} /> : null}
          <WorkbookButton statementId={statement.id} />
        </div>
      </Card>
      <MailLetters statement={statement} canWrite={canWrite} />
      <Card className="space-y-3 p-5">
        <h3 className="font-semibold">Versand</h3>
        {statement.sentOn ? (
          <>
            <p className="text-sm">
              Versendet am {formatDate(statement.sentOn)}. Seitdem steht das Ergebnis in den Mieterkonten: eine Nachzahlung als offener Posten, fällig am{" "}
              {formatDate(addDays(statement.sentOn, statement.settings.paymentDueDays))}, ein Guthaben als Guthaben.
            </p>
            <ul className="flex flex-wrap gap-2">
              {statement.result.tenants.map((t) => (
                <li key={t.contractId}>
                  <Link {...accountLinkProps(t.contractId)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                    Mieterkonto {statement.contracts.find((c) => c.id === t.contractId)?.tenantName ?? t.tenantName}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm">Noch nicht als versendet vermerkt. Mit dem Versand übernimmt Hausbuch das Ergebnis in die Mieterkonten.</p>
        )}
        {canWrite ? (
          <Button variant="outline" onClick={() => setSending(true)}>
            <Send className="h-4 w-4" aria-hidden /> Versand vermerken
          </Button>
        ) : null}
      </Card>
      <PrepaymentAdjustments statement={statement} canWrite={canWrite} />
      <Card className="space-y-3 p-5">
        <h3 className="font-semibold">Korrektur</h3>
        {statement.correctedById ? (
          <p className="text-sm">
            Zu dieser Version gibt es schon eine Korrektur.{" "}
            <Link to="/dashboard/operating-cost-statements/$statementId" params={{ statementId: statement.correctedById }} className="font-medium text-primary underline-offset-4 hover:underline">
              Zur Korrektur
            </Link>
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Eine Korrektur ist eine neue Version mit denselben Einstellungen, neu aus Deinen Buchungen berechnet. Nach Ablauf der Frist darf sie keine höhere Nachzahlung fordern.
            </p>
            {canWrite ? (
              <Button variant="outline" onClick={() => void createCorrection()}>
                <CopyPlus className="h-4 w-4" aria-hidden /> Korrektur anlegen
              </Button>
            ) : null}
          </>
        )}
      </Card>
      <SentDialog open={sending} onOpenChange={setSending} statement={statement} />
    </div>
  );
}
