import { SearchInput } from "@/web/components/ui/search-input";
import { useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, SearchX } from "lucide-react";
import type { PropertyDto, PropertyListItem } from "@/shared/portfolio-types";
import { propertyKindLabels } from "@/shared/enums";
import { formatEuro } from "@/core/format";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { Select } from "@/web/components/ui/select";
import { usePropertyList, type PropertySort } from "@/web/features/properties/api/list-properties";
import { formatAddress } from "@/web/features/properties/lib/address";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { RowActions } from "@/web/components/RowActions";
import { SortHeader, type SortDir } from "./SortHeader";
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

/** Searchable, sortable, paginated property list: a table on wide screens, cards on phones. */
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
  useEffect(() => {
    if (list.isSuccess && items.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [list.isSuccess, items.length, page, total]);
  const header = { sort, dir, onSort };

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

      {list.isPending ? (
        <LoadingCard />
      ) : list.isError ? (
        <ErrorCard error={list.error} fallback="Die Immobilien konnten nicht geladen werden." onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center text-muted-foreground">
          <SearchX className="h-8 w-8" aria-hidden />
          <p>Keine Immobilie passt zu „{debounced}“.</p>
        </Card>
      ) : (
        <>
          <Card className="hidden overflow-x-auto md:block">
            <table className="w-full text-sm">
              <thead className="border-b border-border text-left text-muted-foreground">
                <tr>
                  <SortHeader column="name" label="Immobilie" {...header} />
                  <SortHeader column="city" label="Ort" {...header} />
                  <SortHeader column="unitCount" label="Einheiten" align="right" {...header} />
                  <SortHeader column="coldRent" label="Kaltmiete / Monat" align="right" {...header} />
                  <SortHeader column="purchasePrice" label="Kaufpreis" align="right" {...header} />
                  <SortHeader column="yield" label="Bruttomietrendite" align="right" {...header} />
                  {canWrite ? (
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Aktionen</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {items.map((p) => (
                  <tr key={p.id} className="hover:bg-muted/50">
                    <td className="px-3 py-2.5">
                      <PropertyLink property={p} />
                      <div className="text-xs text-muted-foreground">{propertyKindLabels[p.kind]}</div>
                    </td>
                    <td className="px-3 py-2.5">
                      <div>{p.city || "–"}</div>
                      <div className="text-xs text-muted-foreground">{[p.street, p.houseNumber].filter(Boolean).join(" ")}</div>
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{p.unitCount}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{formatEuro(p.monthlyColdRentCents)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{formatEuro(p.purchasePriceCents)}</td>
                    <td className="px-3 py-2.5 text-right">
                      <YieldBadge percent={p.grossYieldPercent} />
                    </td>
                    {canWrite ? (
                      <td className="px-2 py-1.5">
                        <RowActions name={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <ul className="space-y-3 md:hidden">
            {items.map((p) => (
              <li key={p.id}>
                <PropertyCard property={p} canWrite={canWrite} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
              </li>
            ))}
          </ul>

          <Pagination page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPageChange={setPage} itemLabel={list.data?.total === 1 ? "Immobilie" : "Immobilien"} />
        </>
      )}
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

function PropertyCard({ property: p, canWrite, onEdit, onDelete }: { property: PropertyListItem; canWrite: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <PropertyLink property={p} />
          <p className="truncate text-sm text-muted-foreground">{formatAddress(p) || propertyKindLabels[p.kind]}</p>
        </div>
        {canWrite ? <RowActions name={p.name} onEdit={onEdit} onDelete={onDelete} /> : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Einheiten</dt>
          <dd className="tabular-nums">{p.unitCount}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Kaltmiete / Monat</dt>
          <dd className="tabular-nums">{formatEuro(p.monthlyColdRentCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Kaufpreis</dt>
          <dd className="tabular-nums">{formatEuro(p.purchasePriceCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Rendite</dt>
          <dd>
            <YieldBadge percent={p.grossYieldPercent} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
