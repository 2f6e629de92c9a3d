import { Link } from "@tanstack/react-router";
import type { UnitListItem } from "@/shared/portfolio-types";
import { unitTypeLabels } from "@/shared/enums";
import { formatArea, formatEuro } from "@/core/format";
import { Card } from "@/web/components/ui/card";
import { RowActions } from "@/web/components/RowActions";
import { YieldBadge } from "@/web/components/YieldBadge";
import { UsageBadge } from "./UsageBadge";

/** Units of a property: code, type, usage, size, cold rent, tenant and gross yield with its band. */
export function UnitList({
  propertyId,
  units,
  canWrite,
  onEdit,
  onDelete,
}: {
  propertyId: string;
  units: UnitListItem[];
  canWrite: boolean;
  onEdit: (u: UnitListItem) => void;
  onDelete: (u: UnitListItem) => void;
}) {
  const link = (u: UnitListItem) => (
    <Link
      to="/dashboard/properties/$propertyId/units/$unitId"
      params={{ propertyId, unitId: u.id }}
      className="font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
      aria-label={`Einheit ${u.code} öffnen`}
    >
      {u.code}
    </Link>
  );
  const tenant = (u: UnitListItem) =>
    u.tenantNames ?? (u.usage === "shared_housing" ? <span className="text-muted-foreground">keine aktiven Verträge</span> : <span className="text-muted-foreground">–</span>);
  const rooms = (u: UnitListItem) => (u.usage === "shared_housing" ? ` · ${u.roomCount} Zimmer` : "");

  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Einheiten der Immobilie</caption>
          <thead className="border-b border-border text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Code
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Typ
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Nutzung
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Fläche
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Kaltmiete
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Mieter
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Bruttomietrendite
              </th>
              {canWrite ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Aktionen</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {units.map((u) => (
              <tr key={u.id} className="hover:bg-muted/50">
                <td className="px-3 py-2.5">
                  {link(u)}
                  {u.unitNumber ? <div className="text-xs text-muted-foreground">Nr. {u.unitNumber}</div> : null}
                </td>
                <td className="px-3 py-2.5">
                  {unitTypeLabels[u.type]}
                  <span className="text-xs text-muted-foreground">{rooms(u)}</span>
                </td>
                <td className="px-3 py-2.5">
                  <UsageBadge usage={u.usage} />
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{formatArea(u.sizeSqm)}</td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{formatEuro(u.coldRentCents)}</td>
                <td className="max-w-56 px-3 py-2.5">{tenant(u)}</td>
                <td className="px-3 py-2.5 text-right">
                  <YieldBadge percent={u.grossYieldPercent} band={u.yieldBand} />
                </td>
                {canWrite ? (
                  <td className="px-2 py-1.5">
                    <RowActions name={`Einheit ${u.code}`} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="space-y-3 md:hidden" aria-label="Einheiten der Immobilie">
        {units.map((u) => (
          <li key={u.id}>
            <Card className="p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    {link(u)}
                    <UsageBadge usage={u.usage} />
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {unitTypeLabels[u.type]}
                    {rooms(u)}
                    {u.unitNumber ? ` · Nr. ${u.unitNumber}` : ""}
                  </p>
                </div>
                {canWrite ? <RowActions name={`Einheit ${u.code}`} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} /> : null}
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Fläche</dt>
                  <dd className="tabular-nums">{formatArea(u.sizeSqm)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Kaltmiete</dt>
                  <dd className="tabular-nums">{formatEuro(u.coldRentCents)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-muted-foreground">Mieter</dt>
                  <dd className="break-words">{tenant(u)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-muted-foreground">Bruttomietrendite</dt>
                  <dd>
                    <YieldBadge percent={u.grossYieldPercent} band={u.yieldBand} />
                  </dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
