import { formatEuro, sumCents, type Cents } from "@/core/money";
import type { ShareRow } from "@/web/features/operating-costs/preview-rows";

const euro = (c: Cents) => formatEuro(c, { decimals: 2 });
const head = "px-2 py-2 font-medium";
const cell = "px-2 py-1.5 align-top";

/**
 * A tenant's positions: from md up the statement's table (Position, Gesamtbetrag, Schlüssel,
 * Gesamteinheiten, Einheiten des Mieters, Tage, Anteil); below, one block per row with the same facts.
 */
export function ShareTable({ caption, rows, totalLabel }: { caption: string; rows: ShareRow[]; totalLabel: string | null }) {
  const total = sumCents(rows.map((r) => r.cents));
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border text-left text-muted-foreground">
            <tr>
              <th scope="col" className={head}>
                Position
              </th>
              <th scope="col" className={`${head} text-right`}>
                Gesamtbetrag
              </th>
              <th scope="col" className={head}>
                Schlüssel
              </th>
              <th scope="col" className={`${head} text-right`}>
                Gesamteinheiten
              </th>
              <th scope="col" className={`${head} text-right`}>
                Einheiten Mieter
              </th>
              <th scope="col" className={`${head} text-right`}>
                Tage
              </th>
              <th scope="col" className={`${head} text-right`}>
                Anteil
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border tabular-nums">
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  {r.label ?? ""}
                  {r.part ? <span className="block text-xs text-muted-foreground">{r.part}</span> : null}
                </th>
                <td className={`${cell} text-right whitespace-nowrap`}>{euro(r.amountCents)}</td>
                <td className={cell}>{r.keyLabel}</td>
                <td className={`${cell} text-right`}>{r.totalUnits}</td>
                <td className={`${cell} text-right`}>
                  {r.units}
                  {r.estimated ? <span className="block text-xs text-muted-foreground">geschätzt</span> : null}
                </td>
                <td className={`${cell} text-right`}>{r.days}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>{euro(r.cents)}</td>
              </tr>
            ))}
          </tbody>
          {totalLabel ? (
            <tfoot>
              <tr className="border-t border-border font-semibold">
                <th scope="row" colSpan={6} className={`${cell} text-left`}>
                  {totalLabel}
                </th>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{euro(total)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <ul className="divide-y divide-border text-sm md:hidden" aria-label={caption}>
        {rows.map((r) => (
          <li key={r.key} className="py-2">
            <div className="flex justify-between gap-3">
              <span className="min-w-0 font-medium break-words">
                {r.label ?? ""}
                {r.part ? <span className="block text-xs font-normal text-muted-foreground">{r.part}</span> : null}
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums">{euro(r.cents)}</span>
            </div>
            <p className="mt-0.5 text-xs text-muted-foreground tabular-nums">
              {r.keyLabel}: {r.units} von {r.totalUnits}
              {r.estimated ? " (geschätzt)" : ""} · {r.days} Tage · Gesamt {euro(r.amountCents)}
            </p>
          </li>
        ))}
        {totalLabel ? (
          <li className="flex justify-between gap-3 py-2 font-semibold">
            <span>{totalLabel}</span>
            <span className="whitespace-nowrap tabular-nums">{euro(total)}</span>
          </li>
        ) : null}
      </ul>
    </>
  );
}
