import { useId, useMemo, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Plus, Settings2 } from "lucide-react";
import { formatDate } from "@/core/dates";
import { formatEuro, NBSP, roundTo, type Cents } from "@/core/money";
import { afaMethodLabels } from "@/domain/afa";
import type { AfaAssetDto, AfaTableRowDto, PropertyAfaDto } from "@/shared/afa-types";
import { messages } from "@/shared/messages";
import type { AfaAssetInput, AfaSettingsEditInput } from "@/shared/schemas/afa";
import { ListState } from "@/web/components/ListState";
import { RowActions } from "@/web/components/RowActions";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { DataTable } from "@/web/components/ui/table";
import { cn } from "@/web/lib/cn";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useCreateAfaAsset, useDeleteAfaAsset, useUpdateAfaAsset } from "@/web/features/reports/api/afa-assets";
import { afaQuery, useAfa } from "@/web/features/reports/api/get-afa";
import { useSaveAfaSettings } from "@/web/features/reports/api/save-afa-settings";
import { listGaps } from "@/web/features/reports/report-period";
import {
  afaAssetErrorOrder,
  afaAssetFormDefaults,
  afaAssetResolver,
  afaSettingsErrorOrder,
  afaSettingsFormDefaults,
  afaSettingsResolver,
  degressiveHint,
  type AfaAssetFormValues,
  type AfaSettingsFormValues,
} from "@/web/features/reports/afa-form";

const euro = (amount: Cents) => formatEuro(amount, { decimals: 2 });
/** 3 → "3 %", 2.5 → "2,5 %", 33.3333 → "33,33 %". */
const rate = (percent: number) => `${String(roundTo(percent, 2)).replace(".", ",")}${NBSP}%`;
const completionSourceNote = { completion_date: "", year_built: " (1. Januar des Baujahres)", assumed: " (angenommen: Baujahr fehlt)" } as const;

/**
 * "AfA": the building's method and rate, its basis and the table over the years (the report's
 * year marked), the movable assets with add/edit/delete, and the settings (method,
 * Fertigstellung, Baubeginn). Editors and admins change them; viewers read.
 */
export function AfaCard({ propertyId, year }: { propertyId: string; year: number }) {
  const query = useAfa(propertyId, year);
  return (
    <ListState query={query} errorFallback={messages.loadAfaFailed}>
      {(data) => <AfaState data={data} />}
    </ListState>
  );
}

type AssetDialog = { asset: AfaAssetDto | null } | null;

function AfaState({ data }: { data: PropertyAfaDto }) {
  const id = useId();
  const mayWrite = useCanWrite();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [assetDialog, setAssetDialog] = useState<AssetDialog>(null);
  const [deleting, setDeleting] = useState<AfaAssetDto | null>(null);
  const remove = useDeleteAfaAsset();
  const building = data.building;
  const thisYear = data.totals.find((t) => t.year === data.year);

  const onDelete = async () => {
    if (!deleting) return false;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(messages.afaAssetDeleted);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.deleteAfaAssetFailed));
      return false;
    }
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby={`${id}-title`} className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            AfA – {data.propertyName}
          </h2>
          {mayWrite ? (
            <Button size="sm" variant="outline" onClick={() => setSettingsOpen(true)}>
              <Settings2 className="h-4 w-4" aria-hidden /> AfA-Einstellungen
            </Button>
          ) : null}
        </div>

        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact label="Methode">
            {building ? `${afaMethodLabels[building.method]}${building.method === "linear" ? `, ${rate(building.linearRatePercent)}` : ""}` : afaMethodLabels[data.settings.method]}
          </Fact>
          <Fact label="Bemessungsgrundlage Gebäude">{building ? euro(building.basisCents) : "–"}</Fact>
          <Fact label="Fertigstellung">{building ? `${formatDate(building.completionDate)}${completionSourceNote[building.completionSource]}` : data.settings.completionDate ? formatDate(data.settings.completionDate) : "–"}</Fact>
          <Fact label="Beginn der AfA">{building ? formatDate(building.startDate) : "–"}</Fact>
          <Fact label={`AfA ${data.year} gesamt`}>
            <span className="font-semibold">{euro(thisYear?.totalCents ?? (0 as Cents))}</span>
            {thisYear && thisYear.movableCents > 0 ? (
              <span className="text-muted-foreground">
                {" "}
                (Gebäude {euro(thisYear.buildingCents)}, bewegliche Wirtschaftsgüter {euro(thisYear.movableCents)})
              </span>
            ) : null}
          </Fact>
        </dl>

        {data.methodNote ? <p className="text-sm font-medium text-warning">{data.methodNote}</p> : null}
        {data.gaps.length > 0 ? (
          <p className="text-sm font-medium">
            Keine Gebäude-AfA – es {data.gaps.length > 1 ? "fehlen" : "fehlt"} {listGaps(data.gaps)}. Trage die Angaben bei der Immobilie ein.
          </p>
        ) : null}
        {data.yearBuiltAssumed && building ? <p className="text-sm text-muted-foreground">Baujahr fehlt: 2 % für Baujahre 1925–2022 angenommen.</p> : null}

        {data.totals.length > 0 ? <YearTable data={data} /> : null}

        <div className="space-y-3 border-t border-border pt-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <h3 className="font-semibold">Bewegliche Wirtschaftsgüter</h3>
            {mayWrite ? (
              <Button size="sm" variant="outline" onClick={() => setAssetDialog({ asset: null })}>
                <Plus className="h-4 w-4" aria-hidden /> Wirtschaftsgut hinzufügen
              </Button>
            ) : null}
          </div>
          {data.assets.length === 0 ? (
            <p className="text-sm text-muted-foreground">Noch keine – z. B. eine Einbauküche (10 Jahre Nutzungsdauer) oder Möbel einer möblierten Wohnung.</p>
          ) : (
            <AssetList data={data} onEdit={mayWrite ? (asset) => setAssetDialog({ asset }) : undefined} onDelete={mayWrite ? setDeleting : undefined} />
          )}
          <p className="text-xs text-muted-foreground">
            Linear über die Nutzungsdauer, im ersten Jahr ab dem Monat der Anschaffung (§ 7 Abs. 1 EStG); bis 800 € netto (952 € mit 19 % Umsatzsteuer) im Jahr der Anschaffung
            voll (GWG, § 6 Abs. 2 EStG).
          </p>
        </div>
      </section>

      {mayWrite ? (
        <>
          <AfaSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} data={data} />
          <AfaAssetDialog dialog={assetDialog} onClose={() => setAssetDialog(null)} data={data} />
          <ConfirmDeleteDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={`„${deleting?.name ?? ""}“ löschen?`}
            description="Das Wirtschaftsgut und seine AfA werden endgültig gelöscht; die Berichte rechnen ohne sie."
            onConfirm={onDelete}
          />
        </>
      ) : null}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every year with AfA: the building's row (method, rate, months, book values) beside the assets' sum; the report's year marked. */
function YearTable({ data }: { data: PropertyAfaDto }) {
  const id = useId();
  const byYear = new Map((data.building?.rows ?? []).map((r) => [r.year, r]));
  const rows = data.totals.map((t) => ({ total: t, building: byYear.get(t.year) ?? null }));
  const caption = `AfA je Jahr – ${data.propertyName}`;
  const current = (year: number) => year === data.year;
  const method = (r: AfaTableRowDto | null) => (r ? `${r.method === "degressive" ? "degressiv" : "linear"} ${rate(r.ratePercent)}` : "–");
  return (
    <div className="space-y-2">
      <h3 id={`${id}-title`} className="font-semibold">
        AfA je Jahr
      </h3>
      {/* A building's table runs 30–50 years: the box scrolls; keyboard users reach it with Tab (a scrollable region must be focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={`${id}-title`} tabIndex={0} className="max-h-96 overflow-auto rounded-lg border border-border">
        <table className="hidden w-full text-sm md:table">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-card text-left text-muted-foreground">
            <tr>
              {["Jahr", "Gebäude", "Monate", "Restwert 1.1.", "AfA Gebäude", "AfA bewegliche WG", "AfA gesamt", "Restwert 31.12."].map((h, i) => (
                <th key={h} scope="col" className={cn("border-b border-border px-3 py-2 font-medium", i >= 3 && "text-right")}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ total, building }) => (
              <tr key={total.year} aria-current={current(total.year) ? "true" : undefined} className={cn("border-b border-border last:border-0", current(total.year) && "bg-primary/10 font-semibold")}>
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {total.year}
                  {current(total.year) ? <span className="sr-only"> (Berichtsjahr)</span> : null}
                </th>
                <td className="px-3 py-1.5 whitespace-nowrap">{method(building)}</td>
                <td className="px-3 py-1.5 tabular-nums">{building?.months ?? "–"}</td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{building ? euro(building.openingBookValueCents) : "–"}</td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{euro(total.buildingCents)}</td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{euro(total.movableCents)}</td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{euro(total.totalCents)}</td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{building ? euro(building.closingBookValueCents) : "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* Phones: one card per year, the facts as a list of label and value. */}
        <ul className="divide-y divide-border md:hidden" aria-label={caption}>
          {rows.map(({ total, building }) => (
            <li key={total.year} aria-current={current(total.year) ? "true" : undefined} className={cn("space-y-1 px-3 py-2 text-sm", current(total.year) && "bg-primary/10")}>
              <p className="flex justify-between gap-3 font-semibold">
                <span>
                  {total.year}
                  {current(total.year) ? " (Berichtsjahr)" : ""}
                </span>
                <span className="tabular-nums">{euro(total.totalCents)}</span>
              </p>
              <dl className="grid grid-cols-2 gap-x-3 text-muted-foreground">
                <dt>Gebäude</dt>
                <dd className="text-right">
                  {method(building)}
                  {building && building.months < 12 ? `, ${building.months} Monate` : ""}
                </dd>
                <dt>AfA Gebäude</dt>
                <dd className="text-right tabular-nums">{euro(total.buildingCents)}</dd>
                <dt>AfA bewegliche WG</dt>
                <dd className="text-right tabular-nums">{euro(total.movableCents)}</dd>
                {building ? (
                  <>
                    <dt>Restwert 31.12.</dt>
                    <dd className="text-right tabular-nums">{euro(building.closingBookValueCents)}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function AssetList({ data, onEdit, onDelete }: { data: PropertyAfaDto; onEdit: ((a: AfaAssetDto) => void) | undefined; onDelete: ((a: AfaAssetDto) => void) | undefined }) {
  const inYear = (a: AfaAssetDto) => a.rows.find((r) => r.year === data.year)?.afaCents ?? (0 as Cents);
  return (
    <DataTable
      caption={`Bewegliche Wirtschaftsgüter – ${data.propertyName}`}
      rows={data.assets}
      rowKey={(a) => a.id}
      columns={[
        { key: "name", header: "Bezeichnung", cell: (a) => a.name, mobile: "primary" },
        { key: "date", header: "Angeschafft", cell: (a) => formatDate(a.acquisitionDate), className: "tabular-nums" },
        { key: "cost", header: "Kosten", cell: (a) => euro(a.costCents), align: "right", className: "tabular-nums whitespace-nowrap" },
        { key: "life", header: "Nutzungsdauer", cell: (a) => (a.lowValue ? "GWG: sofort abgezogen" : `${a.usefulLifeYears} ${a.usefulLifeYears === 1 ? "Jahr" : "Jahre"} (bis ${a.rows.at(-1)?.year ?? "–"})`) },
        { key: "year", header: `AfA ${data.year}`, cell: (a) => euro(inYear(a)), align: "right", className: "tabular-nums whitespace-nowrap" },
      ]}
      actions={onEdit && onDelete ? (a) => <RowActions name={a.name} onEdit={() => onEdit(a)} onDelete={() => onDelete(a)} /> : undefined}
    />
  );
}

/** The first problem in the form's order, for the one toast. */
function firstError<T extends Record<string, unknown>>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]): string | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === "string") return message;
  }
  return undefined;
}

function AfaSettingsDialog({ open, onOpenChange, data }: { open: boolean; onOpenChange: (open: boolean) => void; data: PropertyAfaDto }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="AfA-Einstellungen" description={data.propertyName}>
        <AfaSettingsForm data={data} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AfaSettingsForm({ data, onClose }: { data: PropertyAfaDto; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => afaSettingsResolver(), []);
  const form = useForm<AfaSettingsFormValues, unknown, AfaSettingsEditInput>({ defaultValues: afaSettingsFormDefaults(data), resolver });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const [method, completionDate, constructionStartDate] = useWatch({ control, name: ["method", "completionDate", "constructionStartDate"] });
  const problem = degressiveHint(data, { completionDate, constructionStartDate });
  const mutation = useSaveAfaSettings();
  // The settings are columns of the property: its id and version are the record's.
  const save = useVersionedSave({
    record: { id: data.propertyId, version: data.settings.version, afa: data },
    failMessage: messages.saveAfaSettingsFailed,
    reload: async () => {
      const afa = await queryClient.fetchQuery(afaQuery(data.propertyId, data.year));
      return { id: afa.propertyId, version: afa.settings.version, afa };
    },
    onReloaded: (fresh) => reset(afaSettingsFormDefaults(fresh.afa)),
  });
  const submit = handleSubmit(
    (input) =>
      save(async (current) => {
        await mutation.mutateAsync({ propertyId: data.propertyId, version: current?.version ?? data.settings.version, input });
        toast.success(messages.afaSettingsSaved);
        onClose();
      }),
    (problems) => {
      const message = firstError(problems, afaSettingsErrorOrder);
      if (message) toast.error(message);
    },
  );
  const invalid = (field: keyof AfaSettingsFormValues) => (errors[field] ? true : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={mutation.isPending}>
      <DialogBody className="space-y-4">
        <p className="text-sm text-muted-foreground">{messages.afaDegressiveExplained}</p>
        <Field id={`${id}-method`} label="Methode" error={errors.method?.message} hint={method === "degressive" ? (problem ?? "Für diese Immobilie möglich.") : undefined}>
          <Select id={`${id}-method`} aria-invalid={invalid("method")} {...register("method")}>
            <option value="linear">{afaMethodLabels.linear}</option>
            <option value="degressive">{afaMethodLabels.degressive}</option>
          </Select>
        </Field>
        <Field id={`${id}-completion`} label="Fertigstellung" error={errors.completionDate?.message} hint="Leer: 1. Januar des Baujahres.">
          <Controller control={control} name="completionDate" render={({ field }) => <DateInput {...field} id={`${id}-completion`} aria-invalid={invalid("completionDate")} />} />
        </Field>
        <Field id={`${id}-start`} label="Baubeginn" error={errors.constructionStartDate?.message} hint="Nur wenn Du selbst gebaut hast (Bauantrag gestellt); beim Kauf leer lassen.">
          <Controller control={control} name="constructionStartDate" render={({ field }) => <DateInput {...field} id={`${id}-start`} aria-invalid={invalid("constructionStartDate")} />} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={mutation.isPending} submitLabel="Speichern" onCancel={onClose} />
    </form>
  );
}

function AfaAssetDialog({ dialog, onClose, data }: { dialog: AssetDialog; onClose: () => void; data: PropertyAfaDto }) {
  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={dialog?.asset ? "Wirtschaftsgut bearbeiten" : "Wirtschaftsgut hinzufügen"} description={data.propertyName}>
        {dialog ? <AfaAssetForm asset={dialog.asset} data={data} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AfaAssetForm({ asset, data, onClose }: { asset: AfaAssetDto | null; data: PropertyAfaDto; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => afaAssetResolver(), []);
  const form = useForm<AfaAssetFormValues, unknown, AfaAssetInput>({ defaultValues: afaAssetFormDefaults(asset), resolver });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const create = useCreateAfaAsset();
  const update = useUpdateAfaAsset();
  const busy = create.isPending || update.isPending;
  const save = useVersionedSave({
    record: asset,
    failMessage: messages.saveAfaAssetFailed,
    reload: async (a) => (await queryClient.fetchQuery(afaQuery(data.propertyId, data.year))).assets.find((x) => x.id === a.id),
    onReloaded: (fresh) => reset(afaAssetFormDefaults(fresh)),
  });
  const submit = handleSubmit(
    (input) =>
      save(async (current) => {
        if (current) {
          await update.mutateAsync({ id: current.id, version: current.version, input });
          toast.success(messages.afaAssetUpdated);
        } else {
          await create.mutateAsync({ propertyId: data.propertyId, input });
          toast.success(messages.afaAssetCreated);
        }
        onClose();
      }),
    (problems) => {
      const message = firstError(problems, afaAssetErrorOrder);
      if (message) toast.error(message);
    },
  );
  const invalid = (field: keyof AfaAssetFormValues) => (errors[field] ? true : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
      <DialogBody className="space-y-4">
        <Field id={`${id}-name`} label="Bezeichnung *" error={errors.name?.message}>
          <Input id={`${id}-name`} autoComplete="off" placeholder="z. B. Einbauküche" aria-invalid={invalid("name")} {...register("name")} />
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-cost`} label="Anschaffungskosten *" error={errors.cost?.message} hint="Wie bezahlt, mit Umsatzsteuer.">
            <MoneyInput id={`${id}-cost`} aria-invalid={invalid("cost")} {...register("cost")} />
          </Field>
          <Field id={`${id}-date`} label="Angeschafft am *" error={errors.acquisitionDate?.message}>
            <Controller control={control} name="acquisitionDate" render={({ field }) => <DateInput {...field} id={`${id}-date`} aria-invalid={invalid("acquisitionDate")} />} />
          </Field>
        </div>
        <Field id={`${id}-life`} label="Nutzungsdauer in Jahren *" error={errors.usefulLifeYears?.message} hint="Einbauküche 10, Möbel 13, Waschmaschine 10 Jahre (AfA-Tabelle).">
          <Input id={`${id}-life`} inputMode="numeric" autoComplete="off" aria-invalid={invalid("usefulLifeYears")} {...register("usefulLifeYears")} />
        </Field>
      </DialogBody>
      <FormDialogFooter submitting={busy} submitLabel={asset ? "Speichern" : "Hinzufügen"} onCancel={onClose} />
    </form>
  );
}
