import { messages } from "@/shared/messages";
import { formatEuro } from "@/core/money";
import type { AnlageVDto } from "@/shared/report-types";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { AfaNote } from "./AfaNote";

/**
 * The Anlage V of one property and year, laid out like the form: Zeile, text, amount.
 * Line numbers that could not be checked against the official form carry a mark.
 */
export function AnlageVCard({ data }: { data: AnlageVDto }) {
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">
        Anlage V {data.year} – {data.propertyName}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Einkünfte aus Vermietung und Verpachtung nach Zahlungsdatum (§ 11 EStG), regelmäßig wiederkehrende Zahlungen um den Jahreswechsel im Jahr ihrer Fälligkeit.</p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Anlage V {data.year}, Zeilen und Beträge</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="w-12 border-b border-border py-2 pr-2 font-medium sm:w-20">
              Zeile
            </th>
            <th scope="col" className="border-b border-border py-2 pr-2 font-medium">
              Eintrag
            </th>
            <th scope="col" className="border-b border-border py-2 text-right font-medium">
              Betrag
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((l) => (
            <tr key={l.key} className={cn(l.section === "total" && "font-semibold")}>
              <td className="border-b border-border py-1.5 pr-2 align-top whitespace-nowrap tabular-nums">
                {l.line}
                {l.confirmed ? null : (
                  <span title={messages.unconfirmedLineNumber} aria-label={messages.unconfirmedLineNumber}>
                    *
                  </span>
                )}
              </td>
              <th scope="row" className={cn("border-b border-border py-1.5 pr-2 text-left align-top hyphens-auto [overflow-wrap:anywhere]", l.section !== "total" && "font-normal")}>
                {l.label}
              </th>
              <td className="border-b border-border py-1.5 text-right align-top whitespace-nowrap tabular-nums">{formatEuro(l.amountCents, { decimals: 2 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 space-y-1 text-xs text-muted-foreground">
        {data.unconfirmedLines ? <p>* {messages.unconfirmedLinesNote}</p> : null}
        <AfaNote afa={data.afa} />
      </div>
    </Card>
  );
}
