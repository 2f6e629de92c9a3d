import { SearchInput } from "@/web/components/ui/search-input";
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { toast } from "sonner";
import { Mail, Phone, Plus, SearchX, Users } from "lucide-react";
import type { TenantDto, TenantListItem } from "@/shared/portfolio-types";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { Pagination } from "@/web/components/ui/pagination";
import { EmptyState } from "@/web/components/EmptyState";
import { PageHeader } from "@/web/components/PageHeader";
import { ContractStatusBadge } from "@/web/features/contracts";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { RowActions } from "@/web/components/RowActions";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useDeleteTenant } from "./api/delete-tenant";
import { useTenantList } from "./api/list-tenants";
import { TenantFormDialog } from "./components/TenantFormDialog";

const PAGE_SIZE = 10;

/** /dashboard/tenants: every tenant with their contracts and units; server-side search and pages. */
export function TenantsPage() {
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
          {list.isPending ? (
            <LoadingCard />
          ) : list.isError ? (
            <ErrorCard error={list.error} fallback="Fehler beim Laden der Mieter" onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 p-8 text-center text-muted-foreground">
              <SearchX className="h-8 w-8" aria-hidden />
              <p>Kein Mieter passt zu „{debounced}“.</p>
            </Card>
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
                {items.map((t) => (
                  <li key={t.id}>
                    <TenantCard
                      tenant={t}
                      canWrite={canWrite}
                      onEdit={() => {
                        setEditing(t);
                        setFormOpen(true);
                      }}
                      onDelete={() => setDeleting(t)}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} itemLabel="Mieter" />
            </>
          )}
        </section>
      )}
      <TenantFormDialog open={formOpen} onOpenChange={setFormOpen} tenant={editing} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Mieter löschen?"
        description={
          <>
            „{deleting?.firstName} {deleting?.lastName}“ wird endgültig gelöscht. Mieter mit Mietverträgen können nicht gelöscht werden – lösche zuerst deren Verträge.
          </>
        }
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success("Mieter gelöscht");
            return true;
          } catch (err) {
            // 409 while contracts exist: the server explains why in German.
            toast.error(errorMessage(err, "Fehler beim Löschen des Mieters"));
            return false;
          }
        }}
      />
    </>
  );
}

function TenantCard({ tenant: t, canWrite, onEdit, onDelete }: { tenant: TenantListItem; canWrite: boolean; onEdit: () => void; onDelete: () => void }) {
  const name = `${t.firstName} ${t.lastName}`;
  const initials = `${t.firstName[0] ?? ""}${t.lastName[0] ?? ""}`.toUpperCase();
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground" aria-hidden>
            {initials}
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold break-words">{name}</h2>
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
          </div>
        </div>
        {canWrite ? <RowActions name={name} onEdit={onEdit} onDelete={onDelete} /> : null}
      </div>
      <div className="mt-3 border-t border-border pt-3">
        <h3 className="sr-only">Mietverträge von {name}</h3>
        {t.contracts.length === 0 ? (
          <p className="text-sm text-muted-foreground">Keine Mietverträge</p>
        ) : (
          <ul className="space-y-1.5 text-sm">
            {t.contracts.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to="/dashboard/properties/$propertyId/units/$unitId"
                  params={{ propertyId: c.propertyId, unitId: c.unitId }}
                  className="min-w-0 break-words text-primary underline-offset-4 hover:underline"
                >
                  {c.propertyName} · Einheit {c.unitCode}
                  {c.roomCode ? ` · Zimmer ${c.roomCode}` : ""}
                </Link>
                <ContractStatusBadge status={c.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
