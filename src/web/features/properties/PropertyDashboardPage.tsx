import { EditDeleteActions } from "@/web/components/ui/edit-delete-actions";
import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { Home, MapPin, Plus } from "lucide-react";
import type { PropertyDetail, UnitListItem } from "@/shared/portfolio-types";
import { propertyKindLabels } from "@/shared/enums";
import { formatPercent, formatPricePerSqm } from "@/core/format";
import { formatDate } from "@/core/dates";
import { type Cents, formatEuro, sumCents } from "@/core/money";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { PropertyBookings } from "@/web/features/bookings";
import { FinancingCard } from "@/web/features/loans";
import { MeterCard } from "@/web/features/meters";
import { OperatingCostsCard } from "@/web/features/operating-costs";
import { RentRollView } from "@/web/features/rent-roll";
import { useUnitList } from "@/web/features/units";
import { DeleteUnitDialog } from "@/web/features/units";
import { UnitFormDialog } from "@/web/features/units";
import { UnitList } from "@/web/features/units";
import { useProperty } from "./api/get-property";
import { Breadcrumbs, crumbLinkClass } from "@/web/components/Breadcrumbs";
import { DeletePropertyDialog } from "./components/DeletePropertyDialog";
import { FiguresGrid } from "./components/FiguresGrid";
import { PropertyFormDialog } from "./components/PropertyFormDialog";
import { DetailLoadError, LoadingCard } from "@/web/components/QueryState";
import { ListState } from "@/web/components/ListState";
import { formatAddress } from "./lib/address";
import { canWrite as roleCanWrite, useRole } from "@/web/lib/use-can-write";
import { messages } from "@/shared/messages";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** /dashboard/properties/:propertyId: figures, units, financing and master data of one property. */
export function PropertyDashboardPage() {
  const { propertyId = "" } = useParams({ strict: false });
  const property = useProperty(propertyId);
  useDocumentTitle(property.data?.name ?? (property.isError ? "Immobilie nicht gefunden" : "Immobilie"));

  if (property.isPending) return <LoadingCard />;
  if (property.isError) {
    return <DetailLoadError crumb="Nicht gefunden" error={property.error} fallback={messages.loadPropertyFailed} onRetry={() => void property.refetch()} />;
  }
  return <PropertyDashboard property={property.data} />;
}

function PropertyDashboard({ property }: { property: PropertyDetail }) {
  const navigate = useNavigate();
  const role = useRole();
  const canWrite = roleCanWrite(role);
  const units = useUnitList(property.id);
  const [editingProperty, setEditingProperty] = useState(false);
  const [deletingProperty, setDeletingProperty] = useState(false);
  const [unitFormOpen, setUnitFormOpen] = useState(false);
  const [editingUnit, setEditingUnit] = useState<UnitListItem | null>(null);
  const [deletingUnit, setDeletingUnit] = useState<UnitListItem | null>(null);

  const addUnit = () => {
    setEditingUnit(null);
    setUnitFormOpen(true);
  };
  const addr = formatAddress(property);

  return (
    <>
      <Breadcrumbs
        items={[
          <Link key="l" to="/dashboard/properties" className={crumbLinkClass}>
            Immobilien
          </Link>,
          property.name,
        ]}
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{property.name}</h1>
            <Badge tone="primary">{propertyKindLabels[property.kind]}</Badge>
          </div>
          {addr ? (
            <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden /> {addr}
            </p>
          ) : null}
        </div>
        {canWrite ? (
          <EditDeleteActions onEdit={() => setEditingProperty(true)} onDelete={() => setDeletingProperty(true)} />
        ) : null}
      </div>

      <div className="space-y-6">
        <FiguresGrid figures={property.figures} single />

        <section aria-labelledby="units-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <h2 id="units-title" className="text-lg font-semibold">
              Einheiten
            </h2>
            {canWrite && units.data && units.data.length > 0 ? (
              <Button onClick={addUnit} className="shrink-0 whitespace-nowrap">
                <Plus className="h-4 w-4" aria-hidden /> Einheit hinzufügen
              </Button>
            ) : null}
          </div>
          <ListState
            query={units}
            errorFallback={messages.loadUnitsFailed}
            isEmpty={(data) => data.length === 0}
            empty={{
              Icon: Home,
              title: "Noch keine Einheiten",
              message: "Wohnungen, Gewerbeflächen, Stellplätze oder eine WG – jede Einheit bekommt einen eigenen Code.",
              action: canWrite ? (
                <Button onClick={addUnit}>
                  <Plus className="h-4 w-4" aria-hidden /> Einheit hinzufügen
                </Button>
              ) : null,
            }}
          >
            {(data) => (
              <UnitList
                propertyId={property.id}
                units={data}
                canWrite={canWrite}
                onEdit={(u) => {
                  setEditingUnit(u);
                  setUnitFormOpen(true);
                }}
                onDelete={setDeletingUnit}
              />
            )}
          </ListState>
        </section>

        <section aria-labelledby="rent-roll-title" className="space-y-3">
          <h2 id="rent-roll-title" className="text-lg font-semibold">
            Mieteingänge
          </h2>
          <RentRollView propertyId={property.id} />
        </section>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {role ? <FinancingCard propertyId={property.id} managementUrl={`/dashboard/properties/${property.id}/financing`} userPermission={role} /> : null}
          <MasterData property={property} />
        </div>

        <OperatingCostsCard propertyId={property.id} />

        <MeterCard owner={{ propertyId: property.id }} canWrite={canWrite} />

        <PropertyBookings propertyId={property.id} />
      </div>

      <PropertyFormDialog open={editingProperty} onOpenChange={setEditingProperty} property={property} />
      <DeletePropertyDialog
        property={deletingProperty ? property : null}
        onClose={() => setDeletingProperty(false)}
        onDeleted={() => void navigate({ to: "/dashboard/properties" })}
      />
      <UnitFormDialog open={unitFormOpen} onOpenChange={setUnitFormOpen} propertyId={property.id} unit={editingUnit} />
      <DeleteUnitDialog unit={deletingUnit} onClose={() => setDeletingUnit(null)} />
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

function MasterData({ property: p }: { property: PropertyDetail }) {
  const costs = [p.transferTaxCents, p.notaryCents, p.landRegistryCents, p.brokerCents].filter((c): c is Cents => c !== null);
  const costTotal = costs.length > 0 ? sumCents(costs) : null;
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">Objektdaten</h2>
      <dl className="mt-3 divide-y divide-border text-sm">
        <Row label="Baujahr">{p.yearBuilt ?? "–"}</Row>
        <Row label="Kaufdatum">{formatDate(p.purchaseDate)}</Row>
        <Row label="Kaufpreis">{formatEuro(p.purchasePriceCents, { decimals: "exact" })}</Row>
        <Row label="Kaufpreis pro m²">{formatPricePerSqm(p.purchasePricePerSqmCents)}</Row>
        <Row label="Erwerbsnebenkosten">
          {formatEuro(costTotal, { decimals: "exact" })}
          {costTotal !== null ? (
            <span className="block text-xs text-muted-foreground">
              GrESt {formatEuro(p.transferTaxCents, { decimals: "exact" })} · Notar {formatEuro(p.notaryCents, { decimals: "exact" })} · Grundbuch{" "}
              {formatEuro(p.landRegistryCents, { decimals: "exact" })} · Makler {formatEuro(p.brokerCents, { decimals: "exact" })}
            </span>
          ) : null}
        </Row>
        <Row label="Gebäudeanteil">{formatPercent(p.buildingSharePercent)}</Row>
      </dl>
      {p.notes ? (
        <div className="mt-3 border-t border-border pt-3">
          <h3 className="text-sm text-muted-foreground">Notizen</h3>
          <p className="mt-1 text-sm whitespace-pre-line">{p.notes}</p>
        </div>
      ) : null}
    </Card>
  );
}
