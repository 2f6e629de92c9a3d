import { useMemo } from "react";
import { useForm, useWatch, type Control } from "react-hook-form";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { today } from "@/core/dates";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useCreateStatement } from "@/web/features/operating-costs/api/create-statement";
import { newStatementDefaults, newStatementResolver, type NewStatementFormValues, type NewStatementInput } from "@/web/features/operating-costs/new-statement-form";
import type { PeriodFormValues } from "@/web/features/operating-costs/period-form";
import type { PeriodChange } from "@/web/features/operating-costs/use-statement-save";
import { PeriodFields } from "./PeriodFields";
import { ScopeFields } from "./ScopeFields";

/** „Neue Abrechnung“: the period (last calendar year unless changed) and what it covers; the new draft opens at once. */
export function NewStatementDialog({ open, onOpenChange, propertyId }: { open: boolean; onOpenChange: (open: boolean) => void; propertyId: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" title="Neue Abrechnung" description="Meist das letzte Kalenderjahr. Die Kosten kommen aus Deinen Buchungen.">
        <NewStatementForm propertyId={propertyId} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewStatementForm({ propertyId, onClose }: { propertyId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateStatement();
  const resolver = useMemo(() => newStatementResolver(), []);
  const { control, register, handleSubmit, formState } = useForm<NewStatementFormValues, unknown, NewStatementInput>({ defaultValues: newStatementDefaults(today()), resolver });
  const [periodStart, periodEnd, scopeKind] = useWatch({ control, name: ["periodStart", "periodEnd", "scopeKind"] });
  const save = useVersionedSave<StatementDetailDto>({ record: null, failMessage: messages.createStatementFailed, reload: async () => null, onReloaded: () => undefined });

  const submit = handleSubmit((input) =>
    save(async () => {
      const created = await create.mutateAsync({ propertyId, input });
      toast.success(messages.statementCreated);
      onClose();
      await navigate({ to: "/dashboard/operating-cost-statements/$statementId", params: { statementId: created.id }, search: { schritt: "kosten" } });
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody>
        <div className="space-y-6">
          {/* The period fields know only their own part of the form. */}
          <PeriodFields
            control={control as unknown as Control<PeriodFormValues, unknown, PeriodChange>}
            register={register}
            errors={formState.errors}
            values={{ periodStart, periodEnd }}
          />
          <ScopeFields propertyId={propertyId} control={control} register={register} errors={formState.errors} kind={scopeKind} />
        </div>
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel="Abrechnung anlegen" onCancel={onClose} />
    </form>
  );
}
