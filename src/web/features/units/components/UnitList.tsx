import { Link } from "@tanstack/react-router";
import type { UnitListItem } from "@/shared/portfolio-types";
import { unitTypeLabels } from "@/shared/enums";
import { formatArea, formatPricePerSqm } from "@/core/format";
import { formatEuro } from "@/core/money";
import { DataTable, type Column } from "@/web/components/ui/table";
import { RowActions } from "@/web/components/RowActions";
import { YieldBadge } from "@/web/components/YieldBadge";
import { UsageBadge } from "./UsageBadge";
import { unitLabel } from "@/shared/labels";

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
      aria-label={`${unitLabel(u.code)} öffnen`}
    >
      {u.code}
    </Link>
  );
  const tenant = (u: UnitListItem) =>
    u.tenantNames ?? (u.usage === "shared_housing" ? <span className="text-muted-foreground">keine aktiven Verträge</span> : <span className="text-muted-foreground">–</span>);
  const rooms = (u: UnitListItem) => (u.usage === "shared_housing" ? ` · ${u.roomCount} Zimmer` : "");
  const num = "tabular-nums whitespace-nowrap";

  const columns: Column<UnitListItem>[] = [
    {
      key: "code",
      header: "Code",
      mobile: "primary",
      cell: (u) => (
        <>
          {link(u)}
          {u.unitNumber ? <div className="text-xs text-muted-foreground">Nr. {u.unitNumber}</div> : null}
        </>
      ),
      mobileCell: (u) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {link(u)}
            <UsageBadge usage={u.usage} />
          </div>
          <p className="text-sm text-muted-foreground">
            {unitTypeLabels[u.type]}
            {rooms(u)}
            {u.unitNumber ? ` · Nr. ${u.unitNumber}` : ""}
          </p>
        </>
      ),
    },
    {
      key: "type",
      header: "Typ",
      mobile: "hidden",
      cell: (u) => (
        <>
          {unitTypeLabels[u.type]}
          <span className="text-xs text-muted-foreground">{rooms(u)}</span>
        </>
      ),
    },
    { key: "usage", header: "Nutzung", mobile: "hidden", cell: (u) => <UsageBadge usage={u.usage} /> },
    { key: "size", header: "Fläche", align: "right", className: num, cell: (u) => formatArea(u.sizeSqm) },
    {
      key: "coldRent",
      header: "Kaltmiete",
      align: "right",
      className: num,
      // The rent in force, exact, with its €/m²; a vacant unit (or a WG without let rooms) has none: "–".
      cell: (u) => (
        <>
          {formatEuro(u.coldRentCents, { decimals: "exact" })}
          {u.coldRentPerSqmCents !== null ? <span className="block text-xs text-muted-foreground">{formatPricePerSqm(u.coldRentPerSqmCents)}</span> : null}
        </>
      ),
    },
    { key: "tenant", header: "Mieter", mobile: "wide", className: "md:max-w-56", cell: tenant },
    { key: "yield", header: "Bruttomietrendite", mobile: "wide", align: "right", cell: (u) => <YieldBadge percent={u.grossYieldPercent} band={u.yieldBand} /> },
  ];

  return (
    <DataTable
      caption="Einheiten der Immobilie"
      columns={columns}
      rows={units}
      rowKey={(u) => u.id}
      actions={canWrite ? (u) => <RowActions name={unitLabel(u.code)} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} /> : undefined}
    />
  );
}
