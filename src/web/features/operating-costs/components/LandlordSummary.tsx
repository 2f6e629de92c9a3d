import type { ReactNode } from "react";
import { formatEuro, type Cents } from "@/core/money";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { Card } from "@/web/components/ui/card";

const euro = (c: Cents) => formatEuro(c, { decimals: 2 });

/** The landlord's share: vacancy and own use per position, the CO2 relief and the § 12 cuts; never passed to a tenant. */
export function LandlordSummary({ statement }: { statement: StatementDetailDto }) {
  const { landlord, positions } = statement.result;
  const label = new Map(positions.map((p) => [p.id, p.label]));
  const lines = landlord.lines.filter((l) => l.vacancyCents !== 0 || l.ownerCents !== 0);
  // Only the kinds that occur get a column, so a phone has room for the amounts.
  const kinds = [
    ...(lines.some((l) => l.vacancyCents !== 0) ? [{ title: "Leerstand", of: (l: (typeof lines)[number]) => l.vacancyCents }] : []),
    ...(lines.some((l) => l.ownerCents !== 0) ? [{ title: "Eigennutzung", of: (l: (typeof lines)[number]) => l.ownerCents }] : []),
  ];
  return (
    <Card role="region" aria-labelledby="landlord-title" className="space-y-3 p-5">
      <h3 id="landlord-title" className="text-lg font-semibold">
        Dein Anteil als Vermieter
      </h3>
      {lines.length > 0 ? (
        <table className="w-full text-sm">
          <caption className="sr-only">Leerstand und Eigennutzung je Position</caption>
          <thead className="border-b border-border text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium">
                Position
              </th>
              {kinds.map((k) => (
                <th key={k.title} scope="col" className="py-2 pl-2 text-right font-medium">
                  {k.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border tabular-nums">
            {lines.map((l) => (
              <tr key={l.lineId}>
                <th scope="row" className="py-1.5 pr-2 text-left font-normal break-words hyphens-auto">
                  {label.get(l.lineId) ?? l.lineId}
                </th>
                {kinds.map((k) => (
                  <td key={k.title} className="py-1.5 pl-2 text-right align-top whitespace-nowrap">
                    {euro(k.of(l))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted-foreground">Kein Leerstand und keine Eigennutzung im Zeitraum.</p>
      )}
      <dl className="space-y-1 border-t border-border pt-3 text-sm">
        {statement.settings.heatingService !== null ? <Row label="Heizkosten (Messdienst) für Leerstand und Eigennutzung">{euro(landlord.heatingCents)}</Row> : null}
        {landlord.co2ReliefCents !== 0 ? <Row label="CO2-Kosten, die Du trägst">{euro(landlord.co2ReliefCents)}</Row> : null}
        {landlord.reductionCents !== 0 ? <Row label="Kürzungen nach § 12 HeizkostenV">{euro(landlord.reductionCents)}</Row> : null}
        <Row label="Summe Vermieter" strong>
          {euro(landlord.totalCents)}
        </Row>
      </dl>
    </Card>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? "flex flex-wrap justify-between gap-x-4 font-semibold" : "flex flex-wrap justify-between gap-x-4"}>
      <dt>{label}</dt>
      <dd className="ml-auto text-right tabular-nums">{children}</dd>
    </div>
  );
}
