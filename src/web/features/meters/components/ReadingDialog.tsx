import { useId, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { formatDate } from "@/core/dates";
import { meterKindLabels, meterReadingKindLabels, meterReadingKinds } from "@/shared/enums";
import { meterUnits, type MeterDto, type MeterReadingDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import type { MeterReadingInput } from "@/shared/schemas/meters";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useEntryForm } from "@/web/lib/use-entry-form";
import { useCreateReading } from "@/web/features/meters/api/create-reading";
import { meterListQuery } from "@/web/features/meters/api/list-meters";
import { meterKeys, type MeterOwner } from "@/web/features/meters/api/query-keys";
import { deleteReadingPhoto, uploadReadingPhoto } from "@/web/features/meters/api/reading-photo";
import { useUpdateReading } from "@/web/features/meters/api/update-reading";
import { PhotoField, type PhotoChoice } from "./PhotoField";
import { formatMeterValue, readingFormDefaults, readingResolver, type ReadingFormValues } from "@/web/features/meters/meter-form";

/** Adds a reading to a meter or corrects one (date, value, kind, note, photo). */
export function ReadingDialog({
  open,
  onOpenChange,
  owner,
  meter,
  reading,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  owner: MeterOwner;
  meter: MeterDto | null;
  /** The reading to edit; null adds one. */
  reading: MeterReadingDto | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={reading ? "Ablesung bearbeiten" : "Ablesung erfassen"}
        description={meter ? `${meterKindLabels[meter.kind]} · Zähler ${meter.serialNumber}` : undefined}
      >
        {meter ? <ReadingForm owner={owner} meter={meter} reading={reading} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReadingForm({ owner, meter, reading, onClose }: { owner: MeterOwner; meter: MeterDto; reading: MeterReadingDto | null; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => readingResolver(), []);
  const { form, errors, invalid, submitWith } = useEntryForm<ReadingFormValues, MeterReadingInput, MeterReadingDto>({
    entry: reading,
    defaults: readingFormDefaults,
    resolver,
    failMessage: messages.saveMeterReadingFailed,
    reload: async (r) => (await queryClient.fetchQuery({ ...meterListQuery(owner), staleTime: 0 })).flatMap((m) => m.readings).find((fresh) => fresh.id === r.id),
    serverFields: ["readingDate", "value", "kind"],
    onClose,
  });
  const { register, control, formState } = form;
  const create = useCreateReading();
  const update = useUpdateReading();
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: "keep" });
  const submit = submitWith(async (current, input) => {
    const saved = current ? await update.mutateAsync({ id: current.id, version: current.version, input }) : await create.mutateAsync({ meterId: meter.id, input });
    // The photo after the reading: a new reading needs its id first. The reading is saved then,
    // so a failed upload closes the dialog with its reason (editing the reading tries again).
    try {
      if (photo.kind === "new") await uploadReadingPhoto(saved.id, photo.file);
      if (photo.kind === "remove" && current?.photo) await deleteReadingPhoto(saved.id);
      toast.success(messages.meterReadingSaved);
    } catch (err) {
      toast.error(messages.meterPhotoNotSaved(errorMessage(err, messages.meterPhotoUploadFailed)));
    }
    if (photo.kind !== "keep") await queryClient.invalidateQueries({ queryKey: meterKeys.all() });
    onClose();
  });
  const last = meter.readings.at(-1);

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-date`} label="Ablesedatum *" error={errors.readingDate?.message}>
          <Controller control={control} name="readingDate" render={({ field }) => <DateInput {...field} id={`${id}-date`} aria-invalid={invalid("readingDate")} />} />
        </Field>
        <Field
          id={`${id}-value`}
          label={`Zählerstand (${meterUnits[meter.kind]}) *`}
          error={errors.value?.message}
          hint={!reading && last ? `Letzte Ablesung: ${formatLast(last, meterUnits[meter.kind])}` : "Bis zu 3 Nachkommastellen, z. B. 1.234,567"}
        >
          <Input id={`${id}-value`} inputMode="decimal" autoComplete="off" placeholder="z. B. 1.234,567" aria-invalid={invalid("value")} {...register("value")} />
        </Field>
        <Field id={`${id}-kind`} label="Art *" error={errors.kind?.message}>
          <Select id={`${id}-kind`} aria-invalid={invalid("kind")} {...register("kind")}>
            {meterReadingKinds.map((k) => (
              <option key={k} value={k}>
                {meterReadingKindLabels[k]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-note`} label="Notiz" error={errors.note?.message}>
          <Input id={`${id}-note`} maxLength={1000} placeholder="z. B. Mieterwechsel, abgelesen von …" aria-invalid={invalid("note")} {...register("note")} />
        </Field>
        <PhotoField current={reading?.photo ?? null} choice={photo} onChange={setPhoto} />
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel={reading ? "Speichern" : "Ablesung speichern"} onCancel={onClose} />
    </form>
  );
}

function formatLast(reading: MeterReadingDto, unit: string): string {
  return `${formatMeterValue(reading.value)}\u00A0${unit} am ${formatDate(reading.readingDate)}`;
}
