import { useState } from "react";
import { Lock, TriangleAlert } from "lucide-react";
import { toast } from "sonner";
import { formatInstantDate } from "@/core/dates";
import { formatEuro } from "@/core/money";
import { messages } from "@/shared/messages";
import type { TaxYearChangeDto, TaxYearDto, TaxYearVersionSummaryDto } from "@/shared/tax-year-types";
import { ListState } from "@/web/components/ListState";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Dialog, DialogBody, DialogContent, DialogFooter } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useFinaliseTaxYear } from "@/web/features/reports/api/finalise-tax-year";
import { useTaxYear } from "@/web/features/reports/api/get-tax-year";

/** The day a version was finalised, in Berlin (the server's timestamp is UTC): "05.03.2026". */
export const finalisedOn = (v: Pick<TaxYearVersionSummaryDto, "createdAt">) => formatInstantDate(v.createdAt);

const euro = (amount: TaxYearChangeDto["oldCents"]) => formatEuro(amount, { decimals: 2 });
const position = (c: TaxYearChangeDto) => (c.report === "anlage_v" ? `Anlage V, Zeile ${c.line ?? ""}: ${c.label}` : `EÜR: ${c.label}`);

/**
 * "Steuerjahr 2025": whether the property's year is finalised (and since when, which version),
 * finalising it, and — when today's figures differ from the last version — which rows changed,
 * old → new, with the way to a new version. Editors and admins finalise; viewers see the state.
 */
export function TaxYearCard({ propertyId, year }: { propertyId: string; year: number }) {
  const query = useTaxYear(propertyId, year);
  return (
    <ListState query={query} errorFallback={messages.loadTaxYearFailed}>
      {(data) => <TaxYearState data={data} />}
    </ListState>
  );
}

function TaxYearState({ data }: { data: TaxYearDto }) {
  const mayWrite = useCanWrite();
  const [confirming, setConfirming] = useState(false);
  const last = data.versions.at(-1);
  const changed = last !== undefined && data.changes.length > 0;
  const finaliseLabel = last ? "Neue Version abschließen" : "Steuerjahr abschließen";
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {last ? <Lock className="h-4 w-4 shrink-0" aria-hidden /> : null}
        {last ? `Steuerjahr ${data.year}: abgeschlossen am ${finalisedOn(last)} (Version ${last.version})` : `Steuerjahr ${data.year}: nicht abgeschlossen`}
      </h2>
      {last ? (
        changed ? null : <p className="text-sm text-muted-foreground">Die Zahlen von heute stimmen mit Version {last.version} überein.</p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Abschließen hält EÜR und Anlage V {data.year} so fest, wie Du sie an Deinen Steuerberater gibst. Spätere Änderungen zeigt Hausbuch als Unterschied.
        </p>
      )}
      {changed ? <ChangesWarning version={last.version} changes={data.changes} /> : null}
      {mayWrite && (!last || changed) ? (
        <Button size="sm" variant={changed ? "primary" : "outline"} onClick={() => setConfirming(true)}>
          <Lock className="h-4 w-4" aria-hidden /> {finaliseLabel}
        </Button>
      ) : null}
      {data.versions.length > 1 ? <VersionList versions={data.versions} /> : null}
      {mayWrite ? <FinaliseDialog open={confirming} onOpenChange={setConfirming} data={data} title={finaliseLabel} /> : null}
    </Card>
  );
}

/** The rows whose amount moved since the last version: EÜR first, then the Anlage V lines. */
function ChangesWarning({ version, changes }: { version: number; changes: TaxYearChangeDto[] }) {
  const caption = `Unterschiede zu Version ${version}`;
  return (
    <div role="alert" className="space-y-2 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
        Die Zahlen weichen von Version {version} ab. Hast Du Version {version} schon weitergegeben, stimmt sie nicht mehr.
      </p>
      {/* Labels wrap between words only: a word cut in two reads badly. */}
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Position
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium whitespace-nowrap">
              Version {version}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Jetzt
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={`${c.report}-${c.key}`} className="border-t border-warning/20">
              <th scope="row" className="min-w-28 py-1 pr-2 text-left font-normal break-words">
                {position(c)}
              </th>
              <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums">{euro(c.oldCents)}</td>
              <td className="py-1 text-right font-medium whitespace-nowrap tabular-nums">{euro(c.newCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VersionList({ versions }: { versions: TaxYearVersionSummaryDto[] }) {
  return (
    <div className="border-t border-border pt-3 text-sm">
      <h3 className="font-medium">Versionen</h3>
      <ul className="mt-1 space-y-0.5 text-muted-foreground">
        {[...versions].reverse().map((v) => (
          <li key={v.version}>
            Version {v.version} vom {finalisedOn(v)}
            {v.createdByName ? ` (${v.createdByName})` : ""}: Ergebnis {euro(v.resultCents)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Wirklich abschließen?": sends the hash of the figures shown, so exactly those are frozen. */
function FinaliseDialog({ open, onOpenChange, data, title }: { open: boolean; onOpenChange: (open: boolean) => void; data: TaxYearDto; title: string }) {
  const finalise = useFinaliseTaxYear();
  const confirm = async () => {
    try {
      const version = await finalise.mutateAsync({ propertyId: data.propertyId, year: data.year, sha256: data.current.sha256 });
      toast.success(messages.taxYearFinalised(data.year, version.version));
    } catch (err) {
      // A 409 (unchanged, or the figures moved meanwhile) says so; the card reloads either way.
      toast.error(errorMessage(err, messages.finaliseTaxYearFailed));
    } finally {
      onOpenChange(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" title={`${title}?`} description={`Steuerjahr ${data.year} – ${data.propertyName}`}>
        <DialogBody className="space-y-2 text-sm">
          <p>{messages.taxYearFinaliseConfirm(data.year, data.propertyName)}</p>
          <p className="font-medium">Ergebnis {euro(data.current.resultCents)}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Abbrechen
          </Button>
          <Button disabled={finalise.isPending} onClick={() => void confirm()}>
            {finalise.isPending ? "Wird abgeschlossen …" : "Abschließen"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
