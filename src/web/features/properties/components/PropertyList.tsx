import { SearchInput } from "@/web/components/ui/search-input";
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, SearchX } from "lucide-react";
import type { PropertyDto, PropertyListItem } from "@/shared/portfolio-types";
import { messages } from "@/shared/messages";
import { propertyKindLabels } from "@/shared/enums";
import { formatEuro } from "@/core/money";
import { Button } from "@/web/components/ui/button";
import { Pagination } from "@/web/components/ui/pagination";
import { Select } from "@/web/components/ui/select";
import { usePropertyList, type PropertySort } from "@/web/features/properties/api/list-properties";
import { formatAddress } from "@/web/features/properties/lib/address";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { ListState } from "@/web/components/ListState";
import { DataTable, type Column, type SortDir } from "@/web/components/ui/table";
import { RowActions } from "@/web/components/RowActions";
import { YieldBadge } from "@/web/components/YieldBadge";

const PAGE_SIZE = 10;

const sortLabels: Record<PropertySort, string> = {
  name: "Name",
  city: "Ort",
  purchasePrice: "Kaufpreis",
  unitCount: "Einheiten",
  coldRent: "Kaltmiete",
  yield: "Rendite",
};

/** Searchable, sortable, paginated property list: a table on wide screens, cards on phones (DataTable). */
export function PropertyList({ canWrite, onEdit, onDelete }: { canWrite: boolean; onEdit: (p: PropertyDto) => void; onDelete: (p: PropertyDto) => void }) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<PropertySort>("name");
  const [dir, setDir] = useState<SortDir>("asc");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = usePropertyList({ search: debounced, sort, dir, page, pageSize: PAGE_SIZE });

  const onSort = (column: PropertySort) => {
    if (column === sort) setDir(dir === "asc" ? "desc" : "asc");
    else {
      setSort(column);
      // Money and yield read best from the top.
      setDir(column === "name" || column === "city" ? "asc" : "desc");
    }
    setPage(1);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  // Deleting the last row of the last page: step back to a page that exists.
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (list.isSuccess && items.length === 0 && page > 1 && page !== lastPage) setPage(lastPage);
  const sortBy = (column: PropertySort) => ({ dir: column === sort ? dir : null, onSort: () => onSort(column) });
  const num = "tabular-nums whitespace-nowrap";
  const columns: Column<PropertyListItem>[] = [
    {
      key: "name",
      header: "Immobilie",
      sort: sortBy("name"),
      mobile: "primary",
      cell: (p) => (
        <>
          <PropertyLink property={p} />
          <div className="text-xs text-muted-foreground">{propertyKindLabels[p.kind]}</div>
        </>
      ),
      mobileCell: (p) => (
        <>
          <PropertyLink property={p} />
          <p className="truncate text-sm text-muted-foreground">{formatAddress(p) || propertyKindLabels[p.kind]}</p>
        </>
      ),
    },
    {
      key: "city",
      header: "Ort",
      sort: sortBy("city"),
      mobile: "hidden",
      cell: (p) => (
        <>
          <div>{p.city || "–"}</div>
          <div className="text-xs text-muted-foreground">{[p.street, p.houseNumber].filter(Boolean).join(" ")}</div>
        </>
      ),
    },
    { key: "unitCount", header: "Einheiten", sort: sortBy("unitCount"), align: "right", className: num, cell: (p) => p.unitCount },
    {
      key: "coldRent",
      header: "Kaltmiete / Monat",
      sort: sortBy("coldRent"),
      align: "right",
      className: num,
      // No rent in force in any unit: "–" like the yield beside it, not "0 €".
      cell: (p) => (p.monthlyColdRentCents === 0 ? "–" : formatEuro(p.monthlyColdRentCents, { decimals: "exact" })),
    },
    { key: "purchasePrice", header: "Kaufpreis", sort: sortBy("purchasePrice"), align: "right", className: num, cell: (p) => formatEuro(p.purchasePriceCents, { decimals: "exact" }) },
    { key: "yield", header: "Bruttomietrendite", mobileLabel: "Rendite", sort: sortBy("yield"), align: "right", cell: (p) => <YieldBadge percent={p.grossYieldPercent} /> },
  ];

  return (
    <section aria-labelledby="property-list-title" className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="property-list-title" className="text-lg font-semibold">
          Alle Immobilien
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchInput
            className="sm:w-72"
            label="Immobilien durchsuchen"
            placeholder="Name, Straße oder Ort …"
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          {/* Phones have no table headers to click: sort with a select instead. */}
          <div className="flex gap-2 md:hidden">
            <div className="flex-1">
              <Select aria-label="Sortieren nach" value={sort} onChange={(e) => onSort(e.target.value as PropertySort)}>
                {Object.entries(sortLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    Sortieren: {label}
                  </option>
                ))}
              </Select>
            </div>
            <Button
              variant="outline"
              size="icon"
              onClick={() => setDir(dir === "asc" ? "desc" : "asc")}
              aria-label={dir === "asc" ? "Aufsteigend sortiert – umkehren" : "Absteigend sortiert – umkehren"}
            >
              {dir === "asc" ? <ArrowUpNarrowWide className="h-4 w-4" aria-hidden /> : <ArrowDownWideNarrow className="h-4 w-4" aria-hidden />}
            </Button>
          </div>
        </div>
      </div>

      <ListState
        query={list}
        errorFallback={messages.loadPropertiesFailed}
        isEmpty={(data) => data.items.length === 0}
        empty={{ Icon: SearchX, message: <>Keine Immobilie passt zu „{debounced}“.</> }}
      >
        {(data) => (
          <>
            <DataTable
              caption="Alle Immobilien"
              columns={columns}
              rows={data.items}
              rowKey={(p) => p.id}
              actions={canWrite ? (p) => <RowActions name={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} /> : undefined}
            />
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} itemLabel={data.total === 1 ? "Immobilie" : "Immobilien"} />
          </>
        )}
      </ListState>
    </section>
  );
}

function PropertyLink({ property }: { property: PropertyListItem }) {
  return (
    <Link
      to="/dashboard/properties/$propertyId"
      params={{ propertyId: property.id }}
      className="font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
    >
      {property.name}
    </Link>
  );
}
