import { Link } from "@tanstack/react-router";
import { FileText, Plus, Wallet } from "lucide-react";
import type { ContractDto } from "@/shared/portfolio-types";
import { messages } from "@/shared/messages";
import { formatDate } from "@/core/dates";
import { formatEuro } from "@/core/money";
import { Button } from "@/web/components/ui/button";
import { DataTable, type Column } from "@/web/components/ui/table";
import { ListState } from "@/web/components/ListState";
import { cn } from "@/web/lib/cn";
import { useContractList } from "@/web/features/contracts/api/list-contracts";
import { ContractStatusBadge } from "./ContractStatusBadge";
import { roomLabel } from "@/shared/labels";

const tenantName = (c: ContractDto) => `${c.tenant.firstName} ${c.tenant.lastName}`;
const editLabel = (c: ContractDto) => `Mietvertrag von ${tenantName(c)} bearbeiten`;

function period(c: ContractDto): string {
  if (c.endDate) return `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`;
  return `seit ${formatDate(c.startDate)}${c.isLimitedTerm ? "" : " · unbefristet"}`;
}

/** Contracts of a unit; the tenant's name opens one for editing, "Mieterkonto" its tenant account. */
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
  const money = "tabular-nums whitespace-nowrap";
  // The name opens the contract for editing (a writer) and the last column its tenant account;
  // two targets per contract, so the row itself is not one big button.
  const name = (c: ContractDto) =>
    canWrite ? (
      <button
        type="button"
        className="cursor-pointer text-left font-medium underline-offset-4 hover:text-primary hover:underline"
        onClick={() => onEdit(c)}
        aria-label={editLabel(c)}
      >
        {tenantName(c)}
      </button>
    ) : (
      <span className="font-medium">{tenantName(c)}</span>
    );
  const columns: Column<ContractDto>[] = [
    {
      key: "tenant",
      header: "Mieter",
      mobile: "primary",
      cell: (c) => (
        <>
          {name(c)}
          {c.tenant.email ? <div className="text-xs text-muted-foreground">{c.tenant.email}</div> : null}
        </>
      ),
      mobileCell: (c) => (
        <>
          <div className="break-words">{name(c)}</div>
          <div className="text-sm text-muted-foreground">
            {isWGUnit && c.roomCode ? `${roomLabel(c.roomCode)} · ` : ""}
            {period(c)}
          </div>
        </>
      ),
    },
    ...(isWGUnit ? [{ key: "room", header: "Zimmer", mobile: "hidden" as const, cell: (c: ContractDto) => c.roomCode ?? "–" }] : []),
    { key: "period", header: "Laufzeit", mobile: "hidden", className: "whitespace-nowrap", cell: period },
    { key: "status", header: "Status", mobile: "primary", cell: (c) => <ContractStatusBadge contract={c} /> },
    // The rent in force today (after a rent increase the new one), not the contract's initial rent.
    { key: "coldRent", header: "Kaltmiete", align: "right", className: money, cell: (c) => formatEuro(c.currentColdRentCents, { decimals: 2 }) },
    { key: "warmRent", header: "Warmmiete", align: "right", className: cn(money, "font-medium"), cell: (c) => formatEuro(c.warmRentCents, { decimals: 2 }) },
    {
      key: "account",
      header: "Mieterkonto",
      mobile: "primary",
      cell: (c) => (
        <Link
          to="/dashboard/contracts/$contractId/account"
          params={{ contractId: c.id }}
          className="inline-flex items-center gap-1 whitespace-nowrap text-primary underline-offset-4 hover:underline"
          aria-label={`Mieterkonto von ${tenantName(c)}`}
        >
          <Wallet className="h-4 w-4" aria-hidden /> Mieterkonto
        </Link>
      ),
    },
  ];
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
      <ListState
        query={contracts}
        errorFallback={messages.loadContractsFailed}
        isEmpty={(data) => data.length === 0}
        empty={{ Icon: FileText, message: "Noch keine Mietverträge für diese Einheit." }}
      >
        {(list) => (
          <DataTable
            caption={`Mietverträge der Einheit${canWrite ? "; zum Bearbeiten den Namen wählen" : ""}`}
            listLabel="Mietverträge der Einheit"
            columns={columns}
            rows={list}
            rowKey={(c) => c.id}
          />
        )}
      </ListState>
    </section>
  );
}
