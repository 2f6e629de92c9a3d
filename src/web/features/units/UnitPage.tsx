import { EditDeleteActions } from "@/web/components/ui/edit-delete-actions";
import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import type { ContractDto, RoomDto } from "@/shared/portfolio-types";
import { furnishingLabels, unitTypeLabels, unitUsageLabels } from "@/shared/enums";
import { formatArea, formatPricePerSqm } from "@/core/format";
import { formatDate } from "@/core/dates";
import { formatEuro } from "@/core/money";
import { Card } from "@/web/components/ui/card";
import { RentalContractDialog } from "@/web/features/contracts";
import { ContractList } from "@/web/features/contracts";
import { Breadcrumbs, crumbLinkClass } from "@/web/components/Breadcrumbs";
import { DetailLoadError, LoadingCard } from "@/web/components/QueryState";
import { useCanWrite } from "@/web/lib/use-can-write";
import { RoomList } from "@/web/features/rooms";
import { MeterCard } from "@/web/features/meters";
import { UnitAreaCard } from "@/web/features/occupancy-history";
import { useUnit, type UnitWithProperty } from "./api/get-unit";
import { DeleteUnitDialog } from "./components/DeleteUnitDialog";
import { UnitFormDialog } from "./components/UnitFormDialog";
import { UsageBadge } from "./components/UsageBadge";
import { messages } from "@/shared/messages";
import { unitLabel } from "@/shared/labels";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** /dashboard/properties/:propertyId/units/:unitId: a unit with its rooms (WG), contracts and meters. */
export function UnitPage() {
  const { propertyId = "", unitId = "" } = useParams({ strict: false });
  const unit = useUnit(unitId);
  useDocumentTitle(unit.data ? `${unitLabel(unit.data.code)} – ${unit.data.propertyName}` : unit.isError ? "Einheit nicht gefunden" : "Einheit");
  if (unit.isPending) return <LoadingCard />;
  if (unit.isError) {
    return <DetailLoadError crumb="Einheit nicht gefunden" error={unit.error} fallback={messages.loadUnitFailed} onRetry={() => void unit.refetch()} />;
  }
  return <UnitView unit={unit.data} propertyId={propertyId || unit.data.propertyId} />;
}

type ContractDialogState = { open: boolean; contract: ContractDto | null; roomId: string | null };

function UnitView({ unit, propertyId }: { unit: UnitWithProperty; propertyId: string }) {
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const isWG = unit.usage === "shared_housing";
  const [dialog, setDialog] = useState<ContractDialogState>({ open: false, contract: null, roomId: null });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const openContract = (contract: ContractDto | null, room?: RoomDto) => setDialog({ open: true, contract, roomId: room?.id ?? null });

  return (
    <>
      <Breadcrumbs
        items={[
          <Link key="l" to="/dashboard/properties" className={crumbLinkClass}>
            Immobilien
          </Link>,
          <Link key="p" to="/dashboard/properties/$propertyId" params={{ propertyId }} className={crumbLinkClass}>
            {unit.propertyName}
          </Link>,
          unitLabel(unit.code),
        ]}
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-all">{unitLabel(unit.code)}</h1>
            <UsageBadge usage={unit.usage} />
          </div>
          <p className="mt-1 text-muted-foreground">
            {unitTypeLabels[unit.type]} · {furnishingLabels[unit.furnishing]}
            {unit.sizeSqm !== null ? ` · ${formatArea(unit.sizeSqm)}` : ""}
          </p>
        </div>
        {canWrite ? (
          <EditDeleteActions onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
        ) : null}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {isWG ? <RoomList unitId={unit.id} canWrite={canWrite} onRent={(room) => openContract(null, room)} /> : null}
          <ContractList unitId={unit.id} isWGUnit={isWG} canWrite={canWrite} onCreate={() => openContract(null)} onEdit={(c) => openContract(c)} />
          <UnitAreaCard unitId={unit.id} unitSizeSqm={unit.sizeSqm} canWrite={canWrite} />
          <MeterCard owner={{ unitId: unit.id }} canWrite={canWrite} />
        </div>
        <UnitFacts unit={unit} />
      </div>

      <RentalContractDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        unitId={unit.id}
        unitCode={unit.code}
        isWGUnit={isWG}
        existingContract={dialog.contract}
        preselectedRoomId={dialog.roomId}
      />
      <UnitFormDialog open={editing} onOpenChange={setEditing} propertyId={unit.propertyId} unit={unit} />
      <DeleteUnitDialog
        unit={deleting ? unit : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: "/dashboard/properties/$propertyId", params: { propertyId } })}
      />
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

function UnitFacts({ unit }: { unit: UnitWithProperty }) {
  return (
    <Card className="h-fit p-5">
      <h2 className="text-base font-semibold">Daten der Einheit</h2>
      <dl className="mt-3 divide-y divide-border text-sm">
        <Fact label="Einheitscode">{unit.code}</Fact>
        <Fact label="Einheitennummer">{unit.unitNumber ?? "–"}</Fact>
        <Fact label="Typ">{unitTypeLabels[unit.type]}</Fact>
        <Fact label="Nutzung">{unitUsageLabels[unit.usage]}</Fact>
        <Fact label="Ausstattung">{furnishingLabels[unit.furnishing]}</Fact>
        <Fact label="Fläche">{formatArea(unit.sizeSqm)}</Fact>
        {/* The rent in force today; a vacant unit has none ("–"). */}
        <Fact label="Kaltmiete">{formatEuro(unit.coldRentCents, { decimals: "exact" })}</Fact>
        <Fact label="Kaltmiete pro m²">{formatPricePerSqm(unit.coldRentPerSqmCents)}</Fact>
        <Fact label="Balkon">{unit.hasBalcony ? "ja" : "nein"}</Fact>
        <Fact label="Stellplatz">{unit.hasParking ? "ja" : "nein"}</Fact>
        <Fact label="Kaufpreis">{formatEuro(unit.purchasePriceCents, { decimals: "exact" })}</Fact>
        <Fact label="Kaufdatum">{formatDate(unit.purchaseDate)}</Fact>
      </dl>
    </Card>
  );
}
