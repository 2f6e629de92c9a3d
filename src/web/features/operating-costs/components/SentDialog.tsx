import { useId, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { today } from "@/core/dates";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { statementSentInput } from "@/shared/schemas/operating-costs";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { optionalDate } from "@/web/lib/form-values";
import { useMarkStatementSent } from "@/web/features/operating-costs/api/statement-actions";
import { useStatementAction } from "@/web/features/operating-costs/use-statement-action";

type SentValues = { sentOn: string };

const sentResolver = () =>
  apiSchemaResolver<SentValues, { sentOn: string }>(statementSentInput.pick({ sentOn: true }), (v, addIssue) => {
    if (v.sentOn.trim() === "") addIssue("sentOn", messages.statementSentOnRequired);
    return { sentOn: optionalDate(v.sentOn, (m) => addIssue("sentOn", m)) ?? "" };
  });

/** „Versand vermerken“: the day the letters went out (today unless changed). */
export function SentDialog({ open, onOpenChange, statement }: { open: boolean; onOpenChange: (open: boolean) => void; statement: StatementDetailDto }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title="Versand vermerken" description="Wann Du die Abrechnung an die Mieter geschickt hast. Der Zugang muss vor Ablauf der Frist liegen.">
        <SentForm statement={statement} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SentForm({ statement, onClose }: { statement: StatementDetailDto; onClose: () => void }) {
  const id = useId();
  const mark = useMarkStatementSent();
  const run = useStatementAction(statement, messages.markStatementSentFailed);
  const resolver = useMemo(() => sentResolver(), []);
  const { control, handleSubmit, formState } = useForm<SentValues, unknown, { sentOn: string }>({ defaultValues: { sentOn: statement.sentOn ?? today() }, resolver });
  const submit = handleSubmit(async ({ sentOn }) => {
    if (!(await run((latest) => mark.mutateAsync({ id: latest.id, version: latest.version, sentOn })))) return;
    toast.success(messages.statementMarkedSent);
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody>
        <Field id={`${id}-date`} label="Versendet am *" error={formState.errors.sentOn?.message}>
          <Controller
            control={control}
            name="sentOn"
            render={({ field }) => <DateInput {...field} id={`${id}-date`} aria-invalid={formState.errors.sentOn ? true : undefined} />}
          />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel="Versand vermerken" onCancel={onClose} />
    </form>
  );
}
