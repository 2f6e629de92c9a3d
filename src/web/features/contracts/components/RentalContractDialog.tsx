import { useEffect, useId, useReducer, useState, type FormEvent, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Trash2, UserPlus } from "lucide-react";
import type { ContractDto } from "@/shared/portfolio-types";
import { contractStatusLabels } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { formatEuro, formatArea } from "@/core/format";
import { Button } from "@/web/components/ui/button";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { Dialog, DialogBody, DialogContent, DialogFooter } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { errorMessage, isStale } from "@/web/lib/errors";
import { useRoomList } from "@/web/features/rooms";
import { tenantLabel, useAllTenants } from "@/web/features/tenants";
import { TenantFormDialog } from "@/web/features/tenants";
import { cn } from "@/web/lib/cn";
import { useCreateContract } from "@/web/features/contracts/api/create-contract";
import { useDeleteContract } from "@/web/features/contracts/api/delete-contract";
import { contractListQuery } from "@/web/features/contracts/api/list-contracts";
import { useUpdateContract } from "@/web/features/contracts/api/update-contract";
import {
  contractFormReducer,
  initialContractForm,
  isEndDateEnabled,
  liveWarmRent,
  validateContractForm,
  type ContractFormStatus,
  type ContractTextField,
} from "@/web/features/contracts/contract-form-state";

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
const dateClass = "dark:[color-scheme:dark]";

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
  // Initialised once per mount = once per opening; later prop changes don't overwrite the user's edits.
  const [values, dispatch] = useReducer(contractFormReducer, undefined, () => initialContractForm(existingContract, preselectedRoomId));
  const [version, setVersion] = useState(existingContract?.version);
  const [tenantDialogOpen, setTenantDialogOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const tenants = useAllTenants();
  const showRooms = isWGUnit && isNew;
  const rooms = useRoomList(unitId, { enabled: showRooms });
  const create = useCreateContract();
  const update = useUpdateContract();
  const remove = useDeleteContract();
  const busy = create.isPending || update.isPending;

  useEffect(() => {
    if (tenants.isError) toast.error(errorMessage(tenants.error, messages.loadTenantsFailed));
  }, [tenants.isError, tenants.error]);
  useEffect(() => {
    if (rooms.isError) toast.error(errorMessage(rooms.error, messages.loadRoomsFailed));
  }, [rooms.isError, rooms.error]);

  const set = (field: ContractTextField) => (event: { target: { value: string } }) => dispatch({ type: "set", field, value: event.target.value });

  const reloadAfterConflict = async (contractId: string) => {
    const list = await queryClient.fetchQuery({ ...contractListQuery(unitId), staleTime: 0 }).catch(() => null);
    const fresh = list?.find((c) => c.id === contractId);
    if (fresh) {
      dispatch({ type: "load", contract: fresh });
      setVersion(fresh.version);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateContractForm(values, { isWGUnit, isNew });
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    try {
      if (existingContract) {
        await update.mutateAsync({ id: existingContract.id, version: version ?? existingContract.version, payload: result.payload });
        toast.success(messages.contractUpdated);
      } else {
        await create.mutateAsync({ unitId, payload: result.payload });
        toast.success(messages.contractCreated);
      }
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, messages.saveContractFailed));
      if (existingContract && isStale(err)) await reloadAfterConflict(existingContract.id);
    }
  };

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

  const endEnabled = isEndDateEnabled(values);
  const endRequired = values.status === "terminated" || values.isLimitedTerm;
  const tenantList = tenants.data ?? [];
  const roomList = rooms.data ?? [];

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
                  <Select id={`${id}-tenant`} value={values.tenantId} onChange={set("tenantId")} disabled={tenants.isPending}>
                    <option value="">{tenants.isPending ? "Mieter werden geladen …" : "Mieter auswählen …"}</option>
                    {tenantList.map((t) => (
                      <option key={t.id} value={t.id}>
                        {tenantLabel(t)}
                      </option>
                    ))}
                  </Select>
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
                <Select id={`${id}-room`} value={values.roomId} onChange={set("roomId")} disabled={rooms.isPending} aria-describedby={`${id}-room-hint`}>
                  <option value="">{rooms.isPending ? "Zimmer werden geladen …" : "Zimmer auswählen …"}</option>
                  {roomList.map((r) => (
                    <option key={r.id} value={r.id} disabled={r.isRented}>
                      {r.code}
                      {r.sizeSqm !== null ? ` (${formatArea(r.sizeSqm)})` : ""}
                      {r.isRented ? " – vermietet" : ""}
                    </option>
                  ))}
                </Select>
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
              <Select
                id={`${id}-status`}
                value={values.status}
                onChange={(e) => dispatch({ type: "setStatus", status: e.target.value as ContractFormStatus })}
                disabled={isNew}
                aria-describedby={isNew ? `${id}-status-hint` : undefined}
              >
                <option value="active">{contractStatusLabels.active}</option>
                <option value="terminated">{contractStatusLabels.terminated}</option>
              </Select>
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
                <Input id={`${id}-start`} type="date" className={dateClass} value={values.startDate} onChange={set("startDate")} />
              </div>
              <div className="space-y-1.5">
                <label htmlFor={`${id}-end`} className={cn(labelClass, !endEnabled && "text-muted-foreground")}>
                  Enddatum{endRequired ? " *" : ""}
                </label>
                <Input
                  id={`${id}-end`}
                  type="date"
                  className={dateClass}
                  value={values.endDate}
                  onChange={set("endDate")}
                  disabled={!endEnabled}
                  aria-describedby={`${id}-end-hint`}
                />
                <p id={`${id}-end-hint`} className="text-sm text-muted-foreground">
                  {endEnabled ? "Letzter Tag des Mietverhältnisses" : "Nur bei befristetem oder beendetem Vertrag"}
                </p>
              </div>
            </div>
            <CheckboxField
              id={`${id}-limited`}
              label="Befristeter Vertrag"
              checked={values.isLimitedTerm}
              onCheckedChange={(checked) => dispatch({ type: "setLimitedTerm", checked })}
            />
          </Section>

          <Section title="Finanzielle Details">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <MoneyNumberInput id={`${id}-cold`} label="Kaltmiete *" value={values.coldRent} onChange={set("coldRent")} />
              <MoneyNumberInput id={`${id}-service`} label="Nebenkosten" value={values.serviceCharge} onChange={set("serviceCharge")} />
              <MoneyNumberInput id={`${id}-deposit`} label="Kaution" value={values.deposit} onChange={set("deposit")} />
            </div>
            <div className="flex items-center justify-between gap-3 rounded-lg bg-muted px-4 py-3">
              <span className="text-sm">
                <span id={`${id}-warm-label`} className="font-medium">
                  Warmmiete
                </span>{" "}
                <span className="text-muted-foreground">(Kaltmiete + Nebenkosten)</span>
              </span>
              <output aria-labelledby={`${id}-warm-label`} aria-live="polite" className="text-lg font-semibold tabular-nums" data-testid="warm-rent">
                {formatEuro(liveWarmRent(values), { decimals: 2 })}
              </output>
            </div>
          </Section>
        </DialogBody>
        <DialogFooter className="sm:justify-between">
          {existingContract ? (
            <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/10" onClick={() => setConfirmDelete(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Löschen
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Wird gespeichert …" : isNew ? "Erstellen" : "Aktualisieren"}
            </Button>
          </div>
        </DialogFooter>
      </form>

      <TenantFormDialog
        open={tenantDialogOpen}
        onOpenChange={setTenantDialogOpen}
        onCreated={(tenant) => dispatch({ type: "set", field: "tenantId", value: tenant.id })}
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

/** SPEC §2: money inputs of the dialog are number inputs, minimum 0, step 0.01, shown as '0,00 €'. */
function MoneyNumberInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (e: { target: { value: string } }) => void }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <Input id={id} type="number" min={0} step={0.01} inputMode="decimal" placeholder="0,00" value={value} onChange={onChange} className="[appearance:textfield] pr-8 text-right tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none" />
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
          €
        </span>
      </div>
    </div>
  );
}
