import { formatDate } from "@/core/dates";
import { formatPercent } from "@/core/format";
import { formatEuro } from "@/core/money";
import { messages } from "@/shared/messages";
import type { AfaInfoDto, FifteenPercentDto } from "@/shared/report-types";
import { listGaps } from "@/web/features/reports/report-period";

/** How the AfA was found, or what the property lacks for one; the movable assets' part in a sentence of its own. */
export function AfaNote({ afa }: { afa: AfaInfoDto }) {
  const movable = afa.movableAfaCents > 0 ? <p>{messages.afaMovableNote(afa.name, formatEuro(afa.movableAfaCents, { decimals: 2 }))}</p> : null;
  if (afa.gaps.length > 0) {
    return (
      <>
        <p className="font-medium text-foreground">
          {afa.name}: Keine AfA berechnet – es {afa.gaps.length > 1 ? "fehlen" : "fehlt"} {listGaps(afa.gaps)}. Trage die Angaben bei der Immobilie ein.
        </p>
        {movable}
      </>
    );
  }
  return (
    <>
      {afa.method === "degressive" ? (
        <p>{messages.afaDegressiveSummary(afa.name, formatEuro(afa.basisCents, { decimals: 2 }))}</p>
      ) : (
        <p>
          {afa.name}: AfA linear {String(afa.ratePercent).replace(".", ",")} % von {formatEuro(afa.basisCents, { decimals: 2 })} Bemessungsgrundlage
          {afa.yearBuiltAssumed ? " (Baujahr fehlt: 2 % für Baujahre 1925–2022 angenommen)" : ""}.
        </p>
      )}
      {afa.methodNote ? <p className="font-medium text-foreground">{afa.methodNote}</p> : null}
      {movable}
      {afa.fifteenPercent ? <FifteenPercentNote name={afa.name} check={afa.fifteenPercent} /> : null}
    </>
  );
}

const euro = (amount: FifteenPercentDto["totalCents"]) => formatEuro(amount, { decimals: 2 });

/** §6(1) Nr. 1a EStG: how much of the 15 % the repairs since the purchase have used. */
function FifteenPercentNote({ name, check }: { name: string; check: FifteenPercentDto }) {
  const used = `${euro(check.totalCents)} netto seit dem Kauf, Grenze ${euro(check.limitCents)} bis ${formatDate(check.windowEnd)}`;
  if (check.status === "exceeded") {
    return (
      <p role="alert" className="font-medium text-destructive">
        {name}: 15-%-Grenze überschritten (§ 6 Abs. 1 Nr. 1a EStG) – {used}. Diese Instandsetzungen gelten als Herstellungskosten des Gebäudes und gehören in die
        AfA statt in den Sofortabzug; sprich die Einordnung mit Deinem Steuerberater ab.
      </p>
    );
  }
  if (check.status === "warning") {
    return (
      <p className="font-medium text-warning">
        {name}: Die 15-%-Grenze (§ 6 Abs. 1 Nr. 1a EStG) ist zu {formatPercent(check.percentOfLimit, 1)} ausgeschöpft – {used}. Darüber werden die Instandsetzungen zu
        Herstellungskosten.
      </p>
    );
  }
  return (
    <p>
      {name}: 15-%-Grenze zu {formatPercent(check.percentOfLimit, 1)} genutzt – {used}.
    </p>
  );
}
