import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Trash2, UserPlus } from "lucide-react";
import type { ContractDto } from "@/shared/portfolio-types";
import { contractStatusLabels } from "@/shared/enums";
import { endDateAllowed, type ContractEditInput, type ContractFormStatus } from "@/shared/schemas/contracts";
import { messages } from "@/shared/messages";
import { formatArea } from "@/core/format";
import { formatEuro } from "@/core/money";
import { Button } from "@/web/components/ui/button";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { Dialog, DialogBody, DialogContent, DialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { DateInput } from "@/web/components/ui/date-input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useRoomList } from "@/web/features/rooms";
import { TenantCombobox, TenantFormDialog } from "@/web/features/tenants";
import { cn } from "@/web/lib/cn";
import { useCreateContract } from "@/web/features/contracts/api/create-contract";
import { useDeleteContract } from "@/web/features/contracts/api/delete-contract";
import { contractQuery } from "@/web/features/contracts/api/get-contract";
import { useUpdateContract } from "@/web/features/contracts/api/update-contract";
import {
  contractFormDefaults,
  contractResolver,
  firstContractError,
  liveWarmRent,
  withLimitedTerm,
  withStatus,
  type ContractFormValues,
} from "@/web/features/contracts/contract-form";

export type RentalContractDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unitId: string;
  unitCode: string;
  isWGUnit: boolean;
  existingContract?: ContractDto | null;
  preselectedRoomId?: string | null;
};

/**
 * SPEC §2 "Rental contract dialog". The form lives in a child that Radix
 * mounts on opening and unmounts on closing, so existing data is loaded
 * exactly once per opening and the form is reset on close.
 */
export function RentalContractDialog({ open, onOpenChange, unitId, unitCode, isWGUnit, existingContract, preselectedRoomId }: RentalContractDialogProps) {
  // The code never breaks at its hyphen ("WG-|01").
  const title = (
    <>
      {existingContract ? "Mietvertrag bearbeiten" : "Neuer Mietvertrag"} – <span className="whitespace-nowrap">{unitCode}</span>
    </>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title={title}>
        <ContractForm
          unitId={unitId}
          isWGUnit={isWGUnit}
          existingContract={existingContract ?? null}
          preselectedRoomId={preselectedRoomId ?? null}
          onClose={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-semibold tracking-wide uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

const labelClass = "block text-sm font-medium";

function ContractForm({
  unitId,
  isWGUnit,
  existingContract,
  preselectedRoomId,
  onClose,
}: {
  unitId: string;
  isWGUnit: boolean;
  existingContract: ContractDto | null;
  preselectedRoomId: string | null;
  onClose: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const isNew = existingContract === null;
  const resolver = useMemo(() => contractResolver({ isWGUnit, isNew }), [isWGUnit, isNew]);
  // Default values are read once per mount = once per opening; later prop changes don't overwrite the user's edits.
  const form = useForm<ContractFormValues, unknown, ContractEditInput>({ defaultValues: contractFormDefaults(existingContract, preselectedRoomId), resolver });
  const { register, control, handleSubmit, getValues, setValue, reset, formState } = form;
  const errors = formState.errors;
  const rentChanged =
    existingContract !== null &&
    (existingContract.currentColdRentCents !== existingContract.coldRentCents || existingContract.currentServiceChargeCents !== existingContract.serviceChargeCents);
  const [status, isLimitedTerm, coldRent, serviceCharge] = useWatch({ control, name: ["status", "isLimitedTerm", "coldRent", "serviceCharge"] });
  const [tenantDialogOpen, setTenantDialogOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const showRooms = isWGUnit && isNew;
  const rooms = useRoomList(unitId, { enabled: showRooms });
  const create = useCreateContract();
  const update = useUpdateContract();
  const remove = useDeleteContract();
  const busy = create.isPending || update.isPending;
  const save = useVersionedSave({
    record: existingContract,
    failMessage: messages.saveContractFailed,
    reload: (contract) => queryClient.fetchQuery(contractQuery(contract.id)),
    onReloaded: (fresh) => reset(contractFormDefaults(fresh)),
  });

  useEffect(() => {
    if (rooms.isError) toast.error(errorMessage(rooms.error, messages.loadRoomsFailed));
  }, [rooms.isError, rooms.error]);

  // After a first submit, programmatic changes re-validate like typed ones do.
  const submitted = formState.isSubmitted;
  const apply = (patch: Partial<ContractFormValues>) => {
    for (const [field, value] of Object.entries(patch)) setValue(field as keyof ContractFormValues, value, { shouldValidate: submitted });
  };

  const submit = handleSubmit(
    (input) =>
      save(async (current) => {
        if (current) {
          await update.mutateAsync({ id: current.id, version: current.version, input });
          toast.success(messages.contractUpdated);
        } else {
          await create.mutateAsync({ unitId, input });
          toast.success(messages.contractCreated);
        }
        onClose();
      }),
    // SPEC §8: one validation toast, in the order of the form.
    (problems) => {
      const message = firstContractError(problems);
      if (message) toast.error(message);
    },
  );

  const onDelete = async () => {
    if (!existingContract) return false;
    try {
      await remove.mutateAsync(existingContract.id);
      toast.success(messages.contractDeleted);
      onClose();
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.deleteContractFailed));
      return false;
    }
  };

  // Allowed and required coincide: a limited or terminated contract needs its end date.
  const endEnabled = endDateAllowed(status, isLimitedTerm);
  const roomList = rooms.data ?? [];
  const invalid = (field: keyof ContractFormValues) => (errors[field] ? true : undefined);

  return (
    <>
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
        <DialogBody className="space-y-6">
          <Section title="Mieter">
            <div className="space-y-1.5">
              <label htmlFor={`${id}-tenant`} className={labelClass}>
                Mieter *
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <div className="min-w-0 flex-1">
                  <Controller
                    control={control}
                    name="tenantId"
                    render={({ field }) => (
                      <TenantCombobox id={`${id}-tenant`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={invalid("tenantId")} />
                    )}
                  />
                </div>
                <Button variant="outline" onClick={() => setTenantDialogOpen(true)} className="shrink-0">
                  <UserPlus className="h-4 w-4" aria-hidden /> Neuer Mieter
                </Button>
              </div>
            </div>
          </Section>

          {showRooms ? (
            <Section title="Zimmer">
              <div className="space-y-1.5">
                <label htmlFor={`${id}-room`} className={labelClass}>
                  Zimmer *
                </label>
                <Controller
                  control={control}
                  name="roomId"
                  render={({ field }) => (
                    <Select id={`${id}-room`} {...field} disabled={rooms.isPending} aria-invalid={invalid("roomId")} aria-describedby={`${id}-room-hint`}>
                      <option value="">{rooms.isPending ? "Zimmer werden geladen …" : "Zimmer auswählen …"}</option>
                      {roomList.map((r) => (
                        <option key={r.id} value={r.id} disabled={r.isRented}>
                          {r.code}
                          {r.sizeSqm !== null ? ` (${formatArea(r.sizeSqm)})` : ""}
                          {r.isRented ? " – vermietet" : ""}
                        </option>
                      ))}
                    </Select>
                  )}
                />
                <p id={`${id}-room-hint`} className="text-sm text-muted-foreground">
                  {rooms.isSuccess && roomList.length === 0 ? "Diese WG hat noch keine Zimmer. Lege zuerst ein Zimmer an." : "Vermietete Zimmer sind nicht wählbar."}
                </p>
              </div>
            </Section>
          ) : null}

          <Section title="Status">
            <div className="space-y-1.5">
              <label htmlFor={`${id}-status`} className={labelClass}>
                Vertragsstatus
              </label>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Select
                    id={`${id}-status`}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => apply(withStatus(getValues(), e.target.value as ContractFormStatus))}
                    disabled={isNew}
                    aria-describedby={isNew ? `${id}-status-hint` : undefined}
                  >
                    <option value="active">{contractStatusLabels.active}</option>
                    <option value="terminated">{contractStatusLabels.terminated}</option>
                  </Select>
                )}
              />
              {isNew ? (
                <p id={`${id}-status-hint`} className="text-sm text-muted-foreground">
                  Ein neuer Mietvertrag ist immer aktiv.
                </p>
              ) : null}
            </div>
          </Section>

          <Section title="Vertragslaufzeit">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div className="space-y-1.5">
                <label htmlFor={`${id}-start`} className={labelClass}>
                  Startdatum *
                </label>
                <Controller
                  control={control}
                  name="startDate"
                  render={({ field }) => <DateInput {...field} id={`${id}-start`} aria-invalid={invalid("startDate")} />}
                />
              </div>
              <div className="space-y-1.5">
                <label htmlFor={`${id}-end`} className={cn(labelClass, !endEnabled && "text-muted-foreground")}>
                  Enddatum{endEnabled ? " *" : ""}
                </label>
                <Controller
                  control={control}
                  name="endDate"
                  render={({ field }) => (
                    <DateInput
                      {...field}
                      id={`${id}-end`}
                      disabled={!endEnabled}
                      aria-invalid={invalid("endDate")}
                      aria-describedby={`${id}-end-hint`}
                     
                    />
                  )}
                />
                <p id={`${id}-end-hint`} className="text-sm text-muted-foreground">
                  {endEnabled ? "Letzter Tag des Mietverhältnisses" : "Nur bei befristetem oder beendetem Vertrag"}
                </p>
              </div>
            </div>
            <CheckboxField
              id={`${id}-limited`}
              label="Befristeter Vertrag"
              checked={isLimitedTerm}
              onCheckedChange={(checked) => apply(withLimitedTerm(getValues(), checked))}
            />
          </Section>

          <Section title="Finanzielle Details">
            {rentChanged && existingContract && (
              // The fields below are the rent at the start; a later change lives in the rent history.
              <p className="text-sm text-muted-foreground" data-testid="initial-rent-hint">
                Hier steht die Miete ab Vertragsbeginn. Seit der letzten Mietänderung gelten{" "}
                {formatEuro(existingContract.currentColdRentCents, { decimals: 2 })} Kaltmiete
                {existingContract.currentServiceChargeCents !== null && <> und {formatEuro(existingContract.currentServiceChargeCents, { decimals: 2 })} Nebenkosten</>}; Mietänderungen
                pflegst Du im Mieterkonto.
              </p>
            )}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <Field id={`${id}-cold`} label="Kaltmiete *" error={errors.coldRent?.message}>
                <MoneyInput id={`${id}-cold`} aria-invalid={invalid("coldRent")} {...register("coldRent")} />
              </Field>
              <Field id={`${id}-service`} label="Nebenkosten" error={errors.serviceCharge?.message}>
                <MoneyInput id={`${id}-service`} aria-invalid={invalid("serviceCharge")} {...register("serviceCharge")} />
              </Field>
              <Field id={`${id}-deposit`} label="Kaution" error={errors.deposit?.message}>
                <MoneyInput id={`${id}-deposit`} aria-invalid={invalid("deposit")} {...register("deposit")} />
              </Field>
            </div>
            <div className="flex items-center justify-between gap-3 rounded-lg bg-muted px-4 py-3">
              <span className="text-sm">
                <span id={`${id}-warm-label`} className="font-medium">
                  Warmmiete
                </span>{" "}
                <span className="text-muted-foreground">(Kaltmiete + Nebenkosten)</span>
              </span>
              <output aria-labelledby={`${id}-warm-label`} aria-live="polite" className="text-lg font-semibold tabular-nums" data-testid="warm-rent">
                {formatEuro(liveWarmRent({ coldRent, serviceCharge }), { decimals: 2 })}
              </output>
            </div>
          </Section>
        </DialogBody>
        {/*
          One row at every width (issue 11: three stacked buttons took a fifth of a phone's screen).
          On phones 'Löschen' is an icon with its name for screen readers; from sm up it shows
          the word. ml-auto pushes the main actions right: cn does not merge a justify-between
          over the footer's justify-end, so the layout must not depend on that.
        */}
        <DialogFooter row>
          {existingContract ? (
            <Button
              variant="outline"
              className="border-destructive/40 text-destructive hover:bg-destructive/10 max-sm:w-10 max-sm:px-0"
              title="Mietvertrag löschen"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="h-4 w-4" aria-hidden /> <span className="max-sm:sr-only">Löschen</span>
            </Button>
          ) : null}
          <div className="ml-auto flex min-w-0 gap-2">
            {/* text-sm on phones: the busy label "Wird gespeichert …" fits beside the others too. */}
            <Button variant="outline" onClick={onClose} className="max-sm:px-3 max-sm:text-sm">
              Abbrechen
            </Button>
            <Button type="submit" disabled={busy} className="max-sm:px-3 max-sm:text-sm">
              {busy ? "Wird gespeichert …" : isNew ? "Erstellen" : "Aktualisieren"}
            </Button>
          </div>
        </DialogFooter>
      </form>

      <TenantFormDialog
        open={tenantDialogOpen}
        onOpenChange={setTenantDialogOpen}
        onCreated={(tenant) => apply({ tenantId: tenant.id })}
      />
      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Mietvertrag löschen?"
        description="Der Mietvertrag wird endgültig gelöscht. Das lässt sich nicht rückgängig machen."
        onConfirm={onDelete}
      />
    </>
  );
}
