import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Paperclip } from "lucide-react";
import { formatDate } from "@/core/dates";
import { cents, formatEuro } from "@/core/money";
import type { StatementCatalogueLineDto } from "@/shared/operating-cost-types";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { receiptFileUrl } from "@/web/features/receipts";
import { undoPatches, type LineChoiceMode } from "@/web/features/operating-costs/line-choice-form";
import { labourKindLabels } from "@/web/features/operating-costs/statement-labels";
import { lineChoice, withLine, withoutExtraLine } from "@/web/features/operating-costs/statement-settings";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";

const euro = (amount: number) => formatEuro(cents(amount), { decimals: 2 });

/** One booked (or hand-added) line: where it comes from, what counts in the period, why not, and the landlord's choices. */
export function CostLineItem({
  line,
  settings,
  editable,
  onChoose,
  save,
}: {
  line: StatementCatalogueLineDto;
  settings: StatementSettings;
  editable: boolean;
  onChoose: (mode: LineChoiceMode) => void;
  save: SaveStatement;
}) {
  const choice = lineChoice(settings, line.id);
  const extra = line.manual ? settings.extraLines.find((e) => e.id === line.id) : undefined;
  const refused = line.refusal !== null;
  const action = (label: string, run: () => void, tone: "outline" | "ghost" = "outline") => (
    <Button size="sm" variant={tone} onClick={run} aria-label={`${label}: ${line.text}`}>
      {label}
    </Button>
  );
  const undo = (mode: LineChoiceMode) => () => void save({ settings: withLine(line.id, undoPatches[mode]) });

  return (
    <div className="space-y-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium break-words">{line.text || "Ohne Buchungstext"}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {refused ? <Badge tone="destructive">Abgelehnt</Badge> : null}
            {line.excludedReason ? <Badge tone="warning">Herausgenommen</Badge> : null}
            {line.overrideReason ? <Badge tone="warning">Trotzdem umgelegt</Badge> : null}
            {line.correctedCents !== null ? <Badge tone="warning">Korrigiert</Badge> : null}
            {line.manual ? <Badge tone="primary">Von Hand</Badge> : null}
          </div>
        </div>
        <div className="text-right tabular-nums">
          <p className="font-semibold">{euro(line.correctedCents ?? line.periodCents)}</p>
          <p className="text-xs text-muted-foreground">im Zeitraum</p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        <Fact label="Buchungsnr.">
          {line.bookingNumber && line.paymentDate ? (
            // The booking list finds a booking by its number; the year narrows it to one.
            <Link
              to="/dashboard/bookings"
              search={{ q: line.bookingNumber, year: Number(line.paymentDate.slice(0, 4)) }}
              className="text-primary underline-offset-2 hover:underline"
              aria-label={`Buchung ${line.bookingNumber} öffnen`}
            >
              {line.bookingNumber}
            </Link>
          ) : (
            "–"
          )}
        </Fact>
        <Fact label="Datum">{formatDate(line.paymentDate)}</Fact>
        <Fact label="Gebucht">{euro(line.bookedCents)}</Fact>
        <Fact label="Leistungszeitraum">{line.servicePeriod ? `${formatDate(line.servicePeriod.start)} – ${formatDate(line.servicePeriod.end)}` : "–"}</Fact>
      </dl>

      {line.receipts.length > 0 ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={`Belege zu ${line.text || "der Buchung"}`}>
          {line.receipts.map((r) => (
            <li key={r.id} className="min-w-0">
              <a href={receiptFileUrl(r.id)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 break-all text-primary underline-offset-2 hover:underline">
                <Paperclip aria-hidden className="size-3 shrink-0" />
                {r.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {line.refusal ? (
        <p className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-destructive">
          {line.refusal.message}
          {line.refusedCents !== line.periodCents ? ` Abgelehnt: ${euro(line.refusedCents)} von ${euro(line.periodCents)}.` : null}
        </p>
      ) : null}
      <Reasons>
        {extra ? <Reason label="Hinzugefügt">{extra.reason}</Reason> : null}
        {line.excludedReason ? <Reason label="Herausgenommen">{line.excludedReason}</Reason> : null}
        {line.overrideReason ? <Reason label="Trotzdem umgelegt">{line.overrideReason}</Reason> : null}
        {line.correctedCents !== null ? (
          <Reason label={`Korrigiert von ${euro(line.periodCents)} auf ${euro(line.correctedCents)}`}>{line.correctionReason ?? ""}</Reason>
        ) : null}
        {choice.labourCents !== null ? <Reason label="Lohnanteil § 35a">{`${euro(choice.labourCents)} (${labourKindLabels[choice.labourKind]})`}</Reason> : null}
      </Reasons>

      {editable ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {line.refusal?.overridable && !line.overrideReason ? action("Trotzdem umlegen", () => onChoose("override")) : null}
          {line.overrideReason ? action("Umlage zurücknehmen", undo("override")) : null}
          {line.manual ? action("Entfernen", () => void save({ settings: withoutExtraLine(line.id) })) : null}
          {!line.manual && !refused && !line.excludedReason ? action("Herausnehmen", () => onChoose("exclude")) : null}
          {line.excludedReason ? action("Wieder aufnehmen", undo("exclude")) : null}
          {!refused && !line.excludedReason ? action(line.correctedCents !== null ? "Korrektur ändern" : "Betrag korrigieren", () => onChoose("correct")) : null}
          {line.correctedCents !== null ? action("Korrektur entfernen", undo("correct")) : null}
          {!line.manual && !refused ? action(choice.labourCents !== null ? "Lohnanteil ändern" : "Lohnanteil", () => onChoose("labour"), "ghost") : null}
          {choice.labourCents !== null ? action("Lohnanteil entfernen", undo("labour"), "ghost") : null}
        </div>
      ) : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums break-words">{children}</dd>
    </div>
  );
}

function Reasons({ children }: { children: ReactNode[] }) {
  return children.some(Boolean) ? <dl className="space-y-1">{children}</dl> : null;
}

function Reason({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-medium">{label}:</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}
