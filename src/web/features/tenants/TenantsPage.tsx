import { SearchInput } from "@/web/components/ui/search-input";
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { toast } from "sonner";
import { Mail, Phone, Plus, SearchX, Users } from "lucide-react";
import type { TenantDto, TenantListItem } from "@/shared/portfolio-types";
import { Button } from "@/web/components/ui/button";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { Pagination } from "@/web/components/ui/pagination";
import { EmptyState } from "@/web/components/EmptyState";
import { PageHeader } from "@/web/components/PageHeader";
import { ContractStatusBadge } from "@/web/features/contracts";
import { ListState } from "@/web/components/ListState";
import { DataTable, type Column } from "@/web/components/ui/table";
import { RowActions } from "@/web/components/RowActions";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useDeleteTenant } from "./api/delete-tenant";
import { useTenantList } from "./api/list-tenants";
import { TenantFormDialog } from "./components/TenantFormDialog";
import { messages } from "@/shared/messages";
import { roomLabel, unitLabel } from "@/shared/labels";
import { useDocumentTitle } from "@/web/lib/use-document-title";

const PAGE_SIZE = 10;

/** /dashboard/tenants: every tenant with their contracts and units; server-side search and pages. */
export function TenantsPage() {
  useDocumentTitle("Mieter");
  const canWrite = useCanWrite();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useTenantList({ search: debounced, page, pageSize: PAGE_SIZE });
  const remove = useDeleteTenant();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TenantDto | null>(null);
  const [deleting, setDeleting] = useState<TenantListItem | null>(null);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (list.isSuccess && items.length === 0 && page > 1 && page !== lastPage) setPage(lastPage);

  const create = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const noTenantsAtAll = list.isSuccess && total === 0 && debounced === "";

  return (
    <>
      <PageHeader
        title="Mieter"
        description="Alle Mieterinnen und Mieter mit ihren Verträgen."
        actions={
          canWrite ? (
            <Button onClick={create}>
              <Plus className="h-4 w-4" aria-hidden /> Mieter anlegen
            </Button>
          ) : null
        }
      />
      {noTenantsAtAll ? (
        <EmptyState Icon={Users} title="Noch keine Mieter">
          Lege Mieter hier an oder direkt beim Erstellen eines Mietvertrags auf der Seite einer Einheit.
        </EmptyState>
      ) : (
        <section aria-label="Mieterliste" className="space-y-3">
          <SearchInput
            className="sm:w-80"
            label="Mieter durchsuchen"
            placeholder="Name oder E-Mail …"
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <ListState
            query={list}
            errorFallback={messages.loadTenantsFailed}
            isEmpty={(data) => data.items.length === 0}
            empty={{ Icon: SearchX, message: <>Kein Mieter passt zu „{debounced}“.</> }}
          >
            {(data) => (
              <>
                <DataTable
                  caption="Mieter"
                  columns={tenantColumns}
                  rows={data.items}
                  rowKey={(t) => t.id}
                  actions={
                    canWrite
                      ? (t) => (
                          <RowActions
                            name={fullName(t)}
                            onEdit={() => {
                              setEditing(t);
                              setFormOpen(true);
                            }}
                            onDelete={() => setDeleting(t)}
                          />
                        )
                      : undefined
                  }
                />
                <Pagination
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={data.total}
                  capped={data.totalCapped}
                  shown={data.items.length}
                  onPageChange={setPage}
                  itemLabel="Mieter"
                />
              </>
            )}
          </ListState>
        </section>
      )}
      <TenantFormDialog open={formOpen} onOpenChange={setFormOpen} tenant={editing} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting && deleting.contracts.length > 0 ? "Mieter kann nicht gelöscht werden" : "Mieter löschen?"}
        description={messages.confirmDeleteTenant(`${deleting?.firstName ?? ""} ${deleting?.lastName ?? ""}`)}
        blockedBy={deleting && deleting.contracts.length > 0 ? messages.tenantStillHasContracts(deleting.contracts.length) : null}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(messages.tenantDeleted);
            return true;
          } catch (err) {
            // 409 while contracts exist: the server explains why in German.
            toast.error(errorMessage(err, messages.deleteTenantFailed));
            return false;
          }
        }}
      />
    </>
  );
}

const fullName = (t: TenantListItem) => `${t.firstName} ${t.lastName}`;

const tenantColumns: Column<TenantListItem>[] = [
  {
    key: "name",
    header: "Name",
    mobile: "primary",
    cell: (t) => (
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground" aria-hidden>
          {`${t.firstName[0] ?? ""}${t.lastName[0] ?? ""}`.toUpperCase()}
        </span>
        <h2 className="font-semibold break-words">{fullName(t)}</h2>
      </div>
    ),
  },
  {
    key: "contact",
    header: "Kontakt",
    mobile: "primary",
    cell: (t) => (t.email || t.phone ? <Contact tenant={t} /> : <span className="text-muted-foreground">–</span>),
    mobileCell: (t) => (t.email || t.phone ? <Contact tenant={t} /> : null),
  },
  { key: "contracts", header: "Mietverträge", mobile: "wide", cell: (t) => <TenantContracts tenant={t} /> },
];

function Contact({ tenant: t }: { tenant: TenantListItem }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm text-muted-foreground">
      {t.email ? (
        <a href={`mailto:${t.email}`} className="flex min-w-0 items-center gap-1.5 hover:text-foreground">
          <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden /> <span className="truncate">{t.email}</span>
        </a>
      ) : null}
      {t.phone ? (
        <a href={`tel:${t.phone.replace(/\s+/g, "")}`} className="flex items-center gap-1.5 hover:text-foreground">
          <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden /> {t.phone}
        </a>
      ) : null}
    </div>
  );
}

function TenantContracts({ tenant: t }: { tenant: TenantListItem }) {
  if (t.contracts.length === 0) return <p className="text-sm text-muted-foreground">Keine Mietverträge</p>;
  return (
    <ul className="space-y-1.5 text-sm" aria-label={`Mietverträge von ${fullName(t)}`}>
      {t.contracts.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to="/dashboard/properties/$propertyId/units/$unitId"
            params={{ propertyId: c.propertyId, unitId: c.unitId }}
            className="min-w-0 break-words text-primary underline-offset-4 hover:underline"
          >
            {c.propertyName} · {unitLabel(c.unitCode)}
            {c.roomCode ? ` · ${roomLabel(c.roomCode)}` : ""}
          </Link>
          <ContractStatusBadge contract={c} />
        </li>
      ))}
    </ul>
  );
}
