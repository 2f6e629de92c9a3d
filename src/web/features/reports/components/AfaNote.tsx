import { formatEuro } from "@/core/money";
import type { AfaInfoDto } from "@/shared/report-types";
import { listGaps } from "@/web/features/reports/report-period";

/** How the AfA was found, or what the property lacks for one. */
export function AfaNote({ afa }: { afa: AfaInfoDto }) {
  if (afa.gaps.length > 0) {
    return (
      <p className="font-medium text-foreground">
        {afa.name}: Keine AfA berechnet – es {afa.gaps.length > 1 ? "fehlen" : "fehlt"} {listGaps(afa.gaps)}. Trage die Angaben bei der Immobilie ein.
      </p>
    );
  }
  return (
    <p>
      {afa.name}: AfA linear {String(afa.ratePercent).replace(".", ",")} % von {formatEuro(afa.basisCents, { decimals: 2 })} Bemessungsgrundlage
      {afa.yearBuiltAssumed ? " (Baujahr fehlt: 2 % für Baujahre 1925–2022 angenommen)" : ""}.
    </p>
  );
}
