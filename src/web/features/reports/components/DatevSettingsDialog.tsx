import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { DatevSettings } from "@/domain/datev";
import type { DatevSettingsInput } from "@/shared/schemas/reports";
import { messages } from "@/shared/messages";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useSaveDatevSettings } from "@/web/features/reports/api/datev-settings";
import { datevSettingsFormDefaults, datevSettingsResolver, type DatevSettingsFormValues } from "@/web/features/reports/datev-settings-form";

/** "DATEV-Einstellungen": the numbers the tax advisor's DATEV needs to import the Buchungsstapel. */
export function DatevSettingsDialog({ open, onOpenChange, settings }: { open: boolean; onOpenChange: (open: boolean) => void; settings: DatevSettings | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="DATEV-Einstellungen" description="Die Angaben bekommst Du von Deinem Steuerberater; jede DATEV-Datei trägt sie im Kopf.">
        <DatevSettingsForm settings={settings} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DatevSettingsForm({ settings, onClose }: { settings: DatevSettings | null; onClose: () => void }) {
  const id = useId();
  const resolver = useMemo(() => datevSettingsResolver(), []);
  const form = useForm<DatevSettingsFormValues, unknown, DatevSettingsInput>({ defaultValues: datevSettingsFormDefaults(settings), resolver });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const mutation = useSaveDatevSettings();
  const submit = handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      toast.success(messages.datevSettingsSaved);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, messages.saveDatevSettingsFailed));
    }
  });
  const invalid = (field: keyof DatevSettingsFormValues) => (errors[field] ? true : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={mutation.isPending}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-consultant`} label="Beraternummer *" error={errors.consultantNumber?.message}>
          <Input id={`${id}-consultant`} inputMode="numeric" autoComplete="off" aria-invalid={invalid("consultantNumber")} {...register("consultantNumber")} />
        </Field>
        <Field id={`${id}-client`} label="Mandantennummer *" error={errors.clientNumber?.message}>
          <Input id={`${id}-client`} inputMode="numeric" autoComplete="off" aria-invalid={invalid("clientNumber")} {...register("clientNumber")} />
        </Field>
        <Field id={`${id}-chart`} label="Kontenrahmen *" error={errors.chart?.message}>
          <Select id={`${id}-chart`} aria-invalid={invalid("chart")} {...register("chart")}>
            <option value="">Bitte wählen …</option>
            <option value="SKR03">SKR 03</option>
            <option value="SKR04">SKR 04</option>
          </Select>
        </Field>
        <Field id={`${id}-length`} label="Sachkontenlänge *" error={errors.accountLength?.message} hint="Meist 4 Stellen (1200, 2751).">
          <Input id={`${id}-length`} inputMode="numeric" autoComplete="off" aria-invalid={invalid("accountLength")} {...register("accountLength")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={mutation.isPending} submitLabel="Speichern" onCancel={onClose} />
    </form>
  );
}
