import { useState } from "react";
import { toast } from "sonner";
import { ArrowLeftRight, Camera, Gauge, Pencil, Plus, Trash2 } from "lucide-react";
import { formatDate, today } from "@/core/dates";
import { meterKindLabels, meterReadingKindLabels } from "@/shared/enums";
import { meterUnits, type MeterConsumptionDto, type MeterDto, type MeterReadingDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { Button, buttonClass } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { ListState } from "@/web/components/ListState";
import { RowActions } from "@/web/components/RowActions";
import { errorMessage } from "@/web/lib/errors";
import { useDeleteMeter } from "@/web/features/meters/api/delete-meter";
import { useDeleteReading } from "@/web/features/meters/api/delete-reading";
import { useMeterList } from "@/web/features/meters/api/list-meters";
import type { MeterOwner } from "@/web/features/meters/api/query-keys";
import { formatMeterValue } from "@/web/features/meters/meter-form";
import { receiptFileUrl } from "@/web/features/receipts";
import { MeterFormDialog } from "./MeterFormDialog";
import { ReadingDialog } from "./ReadingDialog";
import { ReplaceMeterDialog } from "./ReplaceMeterDialog";

const NBSP = "\u00A0";

/** "1.234,5 m³" */
const withUnit = (value: string, meter: MeterDto) => `${formatMeterValue(value)}${NBSP}${meterUnits[meter.kind]}`;

type Dialogs =
  | { kind: "none" }
  | { kind: "meter"; meter: MeterDto | null }
  | { kind: "reading"; meter: MeterDto; reading: MeterReadingDto | null }
  | { kind: "replace"; meter: MeterDto };

/**
 * „Zähler“ of a unit (or, with a property as owner, the building's own meters): each meter
 * with its last reading and last year's consumption, its readings on demand, and the
 * dialogs to add, read, swap, edit and delete.
 */
export function MeterCard({ owner, canWrite }: { owner: MeterOwner; canWrite: boolean }) {
  const meters = useMeterList(owner);
  const removeMeter = useDeleteMeter();
  const removeReading = useDeleteReading();
  const [dialog, setDialog] = useState<Dialogs>({ kind: "none" });
  const [deletingMeter, setDeletingMeter] = useState<MeterDto | null>(null);
  const [deletingReading, setDeletingReading] = useState<MeterReadingDto | null>(null);
  const building = !("unitId" in owner);
  const close = (open: boolean) => {
    if (!open) setDialog({ kind: "none" });
  };
  const list = meters.data ?? [];
  const serialOf = (id: string | null) => list.find((m) => m.id === id)?.serialNumber ?? null;

  return (
    <section aria-labelledby={building ? "building-meters-title" : "meters-title"} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id={building ? "building-meters-title" : "meters-title"} className="text-lg font-semibold">
          {building ? "Hauszähler" : "Zähler"}
        </h2>
        {canWrite ? (
          <Button variant="outline" onClick={() => setDialog({ kind: "meter", meter: null })} className="shrink-0 whitespace-nowrap">
            <Plus className="h-4 w-4" aria-hidden /> Zähler hinzufügen
          </Button>
        ) : null}
      </div>
      <ListState
        query={meters}
        errorFallback={messages.loadMetersFailed}
        isEmpty={(data) => data.length === 0}
        empty={{
          Icon: Gauge,
          message: building
            ? "Noch keine Hauszähler. Hier erfasst Du Zähler, die für das ganze Haus messen, z. B. den Hauptwasserzähler."
            : "Noch keine Zähler. Lege die Wasser-, Wärme-, Strom- oder Gaszähler dieser Einheit an und erfasse ihre Stände – so hast Du sie für die Nebenkostenabrechnung.",
        }}
      >
        {(data) => (
          <ul className="space-y-3" aria-label={building ? "Hauszähler" : "Zähler der Einheit"}>
            {data.map((meter) => (
              <li key={meter.id}>
                <MeterItem
                  meter={meter}
                  successorSerial={serialOf(meter.replacedByMeterId)}
                  canWrite={canWrite}
                  onRead={() => setDialog({ kind: "reading", meter, reading: null })}
                  onReplace={() => setDialog({ kind: "replace", meter })}
                  onEdit={() => setDialog({ kind: "meter", meter })}
                  onDelete={() => setDeletingMeter(meter)}
                  onEditReading={(reading) => setDialog({ kind: "reading", meter, reading })}
                  onDeleteReading={setDeletingReading}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>

      <MeterFormDialog open={dialog.kind === "meter"} onOpenChange={close} owner={owner} meter={dialog.kind === "meter" ? dialog.meter : null} />
      <ReadingDialog
        open={dialog.kind === "reading"}
        onOpenChange={close}
        owner={owner}
        meter={dialog.kind === "reading" ? dialog.meter : null}
        reading={dialog.kind === "reading" ? dialog.reading : null}
      />
      <ReplaceMeterDialog open={dialog.kind === "replace"} onOpenChange={close} owner={owner} meter={dialog.kind === "replace" ? dialog.meter : null} />
      <ConfirmDeleteDialog
        open={deletingMeter !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingMeter(null);
        }}
        title="Zähler löschen?"
        description={messages.confirmDeleteMeter(deletingMeter?.serialNumber ?? "", deletingMeter?.readings.length ?? 0)}
        onConfirm={async () => {
          if (!deletingMeter) return false;
          try {
            await removeMeter.mutateAsync(deletingMeter.id);
            toast.success(messages.meterDeleted);
            return true;
          } catch (err) {
            toast.error(errorMessage(err, messages.deleteMeterFailed));
            return false;
          }
        }}
      />
      <ConfirmDeleteDialog
        open={deletingReading !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingReading(null);
        }}
        title="Ablesung löschen?"
        description={messages.confirmDeleteMeterReading(deletingReading?.readingDate ?? "")}
        onConfirm={async () => {
          if (!deletingReading) return false;
          try {
            await removeReading.mutateAsync(deletingReading.id);
            toast.success(messages.meterReadingDeleted);
            return true;
          } catch (err) {
            toast.error(errorMessage(err, messages.deleteMeterReadingFailed));
            return false;
          }
        }}
      />
    </section>
  );
}

function MeterItem({
  meter,
  successorSerial,
  canWrite,
  onRead,
  onReplace,
  onEdit,
  onDelete,
  onEditReading,
  onDeleteReading,
}: {
  meter: MeterDto;
  successorSerial: string | null;
  canWrite: boolean;
  onRead: () => void;
  onReplace: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onEditReading: (reading: MeterReadingDto) => void;
  onDeleteReading: (reading: MeterReadingDto) => void;
}) {
  const last = meter.readings.at(-1);
  const name = `Zähler ${meter.serialNumber}`;
  const inPlace = meter.removedOn === null;
  return (
    <Card className={inPlace ? "p-4" : "p-4 opacity-80"}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{meterKindLabels[meter.kind]}</h3>
            <span className="font-mono text-sm break-all text-muted-foreground">Nr. {meter.serialNumber}</span>
            {inPlace ? null : <Badge tone="neutral">ausgebaut am {formatDate(meter.removedOn)}</Badge>}
          </div>
          {meter.note ? <p className="mt-0.5 text-sm text-muted-foreground">{meter.note}</p> : null}
          {successorSerial ? <p className="mt-0.5 text-sm text-muted-foreground">Ersetzt durch Zähler {successorSerial}</p> : null}
        </div>
        {canWrite ? <RowActions name={name} onEdit={onEdit} onDelete={onDelete} /> : null}
      </div>

      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Letzte Ablesung</dt>
          <dd className="tabular-nums">{last ? `${withUnit(last.value, meter)} am ${formatDate(last.readingDate)}` : "Noch keine Ablesung"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Verbrauch {meter.consumption?.year ?? Number(today().slice(0, 4)) - 1}</dt>
          <dd className="tabular-nums">
            <ConsumptionText meter={meter} consumption={meter.consumption} />
          </dd>
        </div>
      </dl>

      {canWrite && inPlace ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onRead} aria-label={`Ablesung für ${name} erfassen`}>
            <Plus className="h-4 w-4" aria-hidden /> Ablesung erfassen
          </Button>
          <Button size="sm" variant="outline" onClick={onReplace} aria-label={`${name} tauschen`}>
            <ArrowLeftRight className="h-4 w-4" aria-hidden /> Zähler tauschen
          </Button>
        </div>
      ) : null}

      {meter.readings.length > 0 ? (
        <details className="mt-3 border-t border-border pt-2">
          <summary className="cursor-pointer py-1 text-sm font-medium">Ablesungen ({meter.readings.length})</summary>
          <ul className="mt-1 divide-y divide-border">
            {[...meter.readings].reverse().map((reading) => (
              <li key={reading.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
                <div className="min-w-0">
                  <span className="tabular-nums">{formatDate(reading.readingDate)}</span>
                  <span className="ml-2 text-muted-foreground">{meterReadingKindLabels[reading.kind]}</span>
                  {reading.note ? <span className="block text-xs text-muted-foreground">{reading.note}</span> : null}
                </div>
                <div className="flex items-center gap-1">
                  <span className="font-medium tabular-nums">{withUnit(reading.value, meter)}</span>
                  {reading.photo ? (
                    <a
                      href={receiptFileUrl(reading.photo.id)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClass("ghost", "icon", "h-9 w-9")}
                      aria-label={`Foto der Ablesung vom ${formatDate(reading.readingDate)} ansehen`}
                      title="Foto ansehen"
                    >
                      <Camera className="h-4 w-4" aria-hidden />
                    </a>
                  ) : null}
                  {canWrite ? (
                    <>
                      <Button variant="ghost" size="icon" className="h-9 w-9" onClick={() => onEditReading(reading)} aria-label={`Ablesung vom ${formatDate(reading.readingDate)} bearbeiten`} title="Bearbeiten">
                        <Pencil className="h-4 w-4" aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="h-9 w-9 text-destructive hover:bg-destructive/10"
                        onClick={() => onDeleteReading(reading)}
                        aria-label={`Ablesung vom ${formatDate(reading.readingDate)} löschen`}
                        title="Löschen"
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

/** "12,5 m³", marked „geschätzt“ when a boundary was interpolated; the days counted when not the whole year. */
function ConsumptionText({ meter, consumption }: { meter: MeterDto; consumption: MeterConsumptionDto | null }) {
  if (!consumption) {
    return <span className="text-muted-foreground">{meter.replacedByMeterId ? "beim Nachfolger" : meter.removedOn === null ? "– (zu wenige Ablesungen)" : "–"}</span>;
  }
  const whole = consumption.start === `${consumption.year}-01-01` && consumption.end === `${consumption.year}-12-31`;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{withUnit(consumption.value, meter)}</span>
      {consumption.estimated ? <Badge tone="warning">geschätzt</Badge> : null}
      {whole ? null : (
        <span className="text-xs text-muted-foreground">
          ({formatDate(consumption.start)} – {formatDate(consumption.end)})
        </span>
      )}
    </span>
  );
}
