import { FileText, Plus } from "lucide-react";
import type { ContractDto } from "@/shared/portfolio-types";
import { formatDate, formatEuro } from "@/core/format";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { cn } from "@/web/lib/cn";
import { useContractList } from "@/web/features/contracts/api/list-contracts";
import { ContractStatusBadge } from "./ContractStatusBadge";

const tenantName = (c: ContractDto) => `${c.tenant.firstName} ${c.tenant.lastName}`;

function period(c: ContractDto): string {
  if (c.endDate) return `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`;
  return `seit ${formatDate(c.startDate)}${c.isLimitedTerm ? "" : " · unbefristet"}`;
}

/** Contracts of a unit; a click (or Enter) on one opens it for editing. */
export function ContractList({
  unitId,
  isWGUnit,
  canWrite,
  onCreate,
  onEdit,
}: {
  unitId: string;
  isWGUnit: boolean;
  canWrite: boolean;
  onCreate: () => void;
  onEdit: (contract: ContractDto) => void;
}) {
  const contracts = useContractList(unitId);
  const list = contracts.data ?? [];
  return (
    <section aria-labelledby="contracts-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="contracts-title" className="text-lg font-semibold">
          Mietverträge
        </h2>
        {canWrite ? (
          <Button onClick={onCreate} className="shrink-0 whitespace-nowrap">
            <Plus className="h-4 w-4" aria-hidden /> Neuer Mietvertrag
          </Button>
        ) : null}
      </div>
      {contracts.isPending ? (
        <LoadingCard />
      ) : contracts.isError ? (
        <ErrorCard error={contracts.error} fallback="Die Mietverträge konnten nicht geladen werden." onRetry={() => void contracts.refetch()} />
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-6 text-center text-muted-foreground">
          <FileText className="h-8 w-8" aria-hidden />
          <p>Noch keine Mietverträge für diese Einheit.</p>
        </Card>
      ) : (
        <>
          <Card className="hidden overflow-x-auto md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Mietverträge der Einheit{canWrite ? "; zum Bearbeiten einen Vertrag wählen" : ""}</caption>
              <thead className="border-b border-border text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Mieter
                  </th>
                  {isWGUnit ? (
                    <th scope="col" className="px-3 py-2 font-medium">
                      Zimmer
                    </th>
                  ) : null}
                  <th scope="col" className="px-3 py-2 font-medium">
                    Laufzeit
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Kaltmiete
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Warmmiete
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {list.map((c) => (
                  <tr key={c.id} className={cn(canWrite && "cursor-pointer hover:bg-muted/50")} onClick={canWrite ? () => onEdit(c) : undefined}>
                    <td className="px-3 py-2.5">
                      {canWrite ? (
                        <button
                          type="button"
                          className="cursor-pointer text-left font-medium underline-offset-4 hover:text-primary hover:underline"
                          onClick={(e) => {
                            e.stopPropagation();
                            onEdit(c);
                          }}
                          aria-label={`Mietvertrag von ${tenantName(c)} bearbeiten`}
                        >
                          {tenantName(c)}
                        </button>
                      ) : (
                        <span className="font-medium">{tenantName(c)}</span>
                      )}
                      {c.tenant.email ? <div className="text-xs text-muted-foreground">{c.tenant.email}</div> : null}
                    </td>
                    {isWGUnit ? <td className="px-3 py-2.5">{c.roomCode ?? "–"}</td> : null}
                    <td className="px-3 py-2.5 whitespace-nowrap">{period(c)}</td>
                    <td className="px-3 py-2.5">
                      <ContractStatusBadge status={c.status} />
                    </td>
                    <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{formatEuro(c.coldRentCents, { decimals: 2 })}</td>
                    <td className="px-3 py-2.5 text-right font-medium whitespace-nowrap tabular-nums">{formatEuro(c.warmRentCents, { decimals: 2 })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <ul className="space-y-3 md:hidden" aria-label="Mietverträge der Einheit">
            {list.map((c) => {
              const body = (
                <>
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <div className="font-medium break-words">{tenantName(c)}</div>
                      <div className="text-sm text-muted-foreground">
                        {isWGUnit && c.roomCode ? `Zimmer ${c.roomCode} · ` : ""}
                        {period(c)}
                      </div>
                    </div>
                    <ContractStatusBadge status={c.status} />
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 text-sm">
                    <div>
                      <dt className="text-muted-foreground">Kaltmiete</dt>
                      <dd className="tabular-nums">{formatEuro(c.coldRentCents, { decimals: 2 })}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Warmmiete</dt>
                      <dd className="font-medium tabular-nums">{formatEuro(c.warmRentCents, { decimals: 2 })}</dd>
                    </div>
                  </dl>
                </>
              );
              return (
                <li key={c.id}>
                  {canWrite ? (
                    <button
                      type="button"
                      onClick={() => onEdit(c)}
                      className="block w-full cursor-pointer rounded-xl border border-border bg-card p-4 text-left shadow-sm hover:bg-muted/50"
                      aria-label={`Mietvertrag von ${tenantName(c)} bearbeiten`}
                    >
                      {body}
                    </button>
                  ) : (
                    <Card className="p-4">{body}</Card>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
