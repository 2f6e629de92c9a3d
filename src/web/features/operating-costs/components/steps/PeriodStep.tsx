import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { Trash2 } from "lucide-react";
import { formatDate, today } from "@/core/dates";
import { parseInteger } from "@/core/number";
import { fail, type ParseResult } from "@/core/result";
import { statementScopeKindLabels } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { errorMessage } from "@/web/lib/errors";
import { useDeleteStatement } from "@/web/features/operating-costs/api/delete-statement";
import { periodFormDefaults, periodResolver, type PeriodFormValues } from "@/web/features/operating-costs/period-form";
import { periodText } from "@/web/features/operating-costs/statement-format";
import { withSettings } from "@/web/features/operating-costs/statement-settings";
import type { PeriodChange } from "@/web/features/operating-costs/use-statement-save";
import { CommitInput } from "@/web/features/operating-costs/components/CommitInput";
import { PeriodFields } from "@/web/features/operating-costs/components/PeriodFields";
import type { StepProps } from "@/web/features/operating-costs/components/StatementStep";

const dueDays = (text: string): ParseResult<number> => {
  const parsed = parseInteger(text);
  return parsed.ok && parsed.value >= 1 && parsed.value <= 90 ? parsed : fail(messages.statementDueDaysInvalid);
};

/** „Zeitraum“: the period (and the reason for a short one), the payment term; a draft can be dropped here. */
export function PeriodStep({ statement, editable, save }: StepProps) {
  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-5">
        <p className="text-sm text-muted-foreground">
          Die Kosten kommen aus Deinen Buchungen, deren Leistungszeitraum in den Abrechnungszeitraum fällt; eine Rechnung über zwei Jahre zählt taggenau anteilig. Frist für den Zugang
          beim Mieter: <strong className="text-foreground">{formatDate(statement.deadline)}</strong> (§ 556 Abs. 3 BGB).
        </p>
        {editable ? <PeriodForm statement={statement} save={save} /> : <PeriodFacts statement={statement} />}
      </Card>
      <ScopeFacts statement={statement} />
      <Card className="space-y-2 p-5">
        <label htmlFor="statement-due-days" className="block text-sm font-medium">
          Zahlungsfrist für Nachzahlungen (Tage nach Versand)
        </label>
        <CommitInput
          id="statement-due-days"
          label="Zahlungsfrist für Nachzahlungen in Tagen"
          className="max-w-32"
          inputMode="numeric"
          value={String(statement.settings.paymentDueDays)}
          parse={dueDays}
          disabled={!editable}
          onCommit={(days) => save({ settings: withSettings({ paymentDueDays: days }) })}
        />
      </Card>
      {editable ? <DeleteDraft statement={statement} /> : null}
    </div>
  );
}

function PeriodForm({ statement, save }: Pick<StepProps, "statement" | "save">) {
  const resolver = useMemo(() => periodResolver(), []);
  const { control, register, handleSubmit, formState } = useForm<PeriodFormValues, unknown, PeriodChange>({ defaultValues: periodFormDefaults(statement, today()), resolver });
  const [periodStart, periodEnd] = useWatch({ control, name: ["periodStart", "periodEnd"] });
  const submit = handleSubmit(async (period) => {
    if (await save({ period })) toast.success(messages.statementSaved);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={formState.isSubmitting}>
      <PeriodFields control={control} register={register} errors={formState.errors} values={{ periodStart, periodEnd }} />
      <Button type="submit" variant="outline" disabled={formState.isSubmitting}>
        Zeitraum speichern
      </Button>
    </form>
  );
}

function PeriodFacts({ statement }: Pick<StepProps, "statement">) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted-foreground">Zeitraum</dt>
        <dd className="font-medium tabular-nums">{periodText(statement.periodStart, statement.periodEnd)}</dd>
      </div>
      {statement.shortPeriodReason ? (
        <div>
          <dt className="text-muted-foreground">Grund für den kürzeren Zeitraum</dt>
          <dd>{statement.shortPeriodReason}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** What the statement covers (decision 0032); fixed when the draft was made. */
function ScopeFacts({ statement }: Pick<StepProps, "statement">) {
  const { scope } = statement;
  return (
    <Card className="space-y-2 p-5">
      <h3 className="text-sm font-medium">Umfang</h3>
      <p className="text-sm">{scope.label ?? `${statementScopeKindLabels.property}: ${scope.properties[0]?.name ?? statement.propertyName}`}</p>
      <p className="text-sm text-muted-foreground">
        {scope.kind === "units"
          ? "Schlüssel, Summen und Leerstand gelten nur für diese Einheiten. Kosten, die auf die ganze Immobilie gebucht sind, stehen in jeder Abrechnungseinheit: Übernimm nur den Teil, der hierher gehört (Betrag korrigieren), oder nimm sie heraus."
          : scope.kind === "properties"
            ? "Einheiten und Kosten aller Immobilien werden gemeinsam verteilt; die Frist gilt für jede von ihnen."
            : "Alle Einheiten und Kosten der Immobilie."}{" "}
        {statement.status === "draft" ? "Der Umfang steht mit dem Anlegen fest; für einen anderen lösche den Entwurf und lege die Abrechnung neu an." : null}
      </p>
    </Card>
  );
}

function DeleteDraft({ statement }: Pick<StepProps, "statement">) {
  const navigate = useNavigate();
  const remove = useDeleteStatement();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="text-destructive hover:bg-destructive/10" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden /> Entwurf löschen
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title="Entwurf löschen?"
        description={messages.confirmDeleteStatement(statement.periodStart, statement.periodEnd)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ id: statement.id, propertyId: statement.propertyId });
            toast.success(messages.statementDeleted);
            await navigate({ to: "/dashboard/properties/$propertyId/operating-costs", params: { propertyId: statement.propertyId } });
            return true;
          } catch (err) {
            toast.error(errorMessage(err, messages.deleteStatementFailed));
            return false;
          }
        }}
      />
    </>
  );
}
