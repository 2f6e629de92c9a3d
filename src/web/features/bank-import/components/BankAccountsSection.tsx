import { useState } from "react";
import { toast } from "sonner";
import { Landmark, Plus, Upload } from "lucide-react";
import { formatDate } from "@/core/dates";
import { formatIban } from "@/core/iban";
import { formatNumber } from "@/core/format";
import type { BankAccountDto } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { ListState } from "@/web/components/ListState";
import { RowActions } from "@/web/components/RowActions";
import { Button } from "@/web/components/ui/button";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { DataTable, type Column } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { usePropertyOptions } from "@/web/features/properties";
import { useDeleteBankAccount } from "@/web/features/bank-import/api/delete-bank-account";
import { useBankAccounts } from "@/web/features/bank-import/api/list-bank-accounts";
import { BankAccountDialog } from "./BankAccountDialog";
import { SectionHeading } from "./SectionHeading";

function columns(propertyName: (id: string) => string): Column<BankAccountDto>[] {
  return [
    { key: "name", header: "Name", mobile: "primary", cell: (a) => <span className="font-medium">{a.name}</span> },
    { key: "iban", header: "IBAN", mobile: "wide", className: "whitespace-nowrap tabular-nums", cell: (a) => formatIban(a.iban) },
    { key: "properties", header: "Immobilien", mobile: "wide", cell: (a) => (a.propertyIds.length === 0 ? <span className="text-muted-foreground">alle</span> : a.propertyIds.map(propertyName).join(", ")) },
    { key: "open", header: "Offen", align: "right", className: "tabular-nums", cell: (a) => formatNumber(a.openCount) },
    { key: "last", header: "Letzter Umsatz", className: "whitespace-nowrap tabular-nums", cell: (a) => (a.lastBookingDate ? formatDate(a.lastBookingDate) : <span className="text-muted-foreground">noch kein Import</span>) },
  ];
}

/** "Bankkonten": the landlord's accounts with their open transactions; each row imports a statement into its account. */
export function BankAccountsSection({ onImport }: { onImport: (accountId: string | null) => void }) {
  const list = useBankAccounts();
  const mayWrite = useCanWrite();
  const properties = usePropertyOptions();
  const remove = useDeleteBankAccount();
  const [editing, setEditing] = useState<{ account: BankAccountDto | null } | null>(null);
  const [deleting, setDeleting] = useState<BankAccountDto | null>(null);
  const names = new Map((properties.data?.items ?? []).map((p) => [p.id, p.name]));
  const propertyName = (id: string) => names.get(id) ?? "…";

  // Only possible without transactions; the server's 409 message speaks if that changed meanwhile.
  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(messages.bankUiAccountDeleted);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.bankUiDeleteAccountFailed));
      return false;
    }
  };

  const addButton = mayWrite ? (
    <Button variant="outline" onClick={() => setEditing({ account: null })}>
      <Plus className="h-4 w-4" aria-hidden /> Konto anlegen
    </Button>
  ) : null;

  return (
    <section aria-labelledby="bank-accounts-title" className="space-y-3">
      <SectionHeading id="bank-accounts-title" title="Bankkonten" actions={addButton} />
      <ListState query={list} errorFallback={messages.bankUiLoadAccountsFailed} isEmpty={(rows) => rows.length === 0} empty={{ Icon: Landmark, message: messages.bankUiNoAccounts }}>
        {(rows) => (
          <DataTable
            caption="Bankkonten"
            columns={columns(propertyName)}
            rows={rows}
            rowKey={(a) => a.id}
            actions={
              mayWrite
                ? (a) => (
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" className="h-9 w-9" onClick={() => onImport(a.id)} aria-label={`Kontoauszug für ${a.name} importieren`} title="Kontoauszug importieren">
                        <Upload className="h-4 w-4" aria-hidden />
                      </Button>
                      <RowActions name={a.name} onEdit={() => setEditing({ account: a })} onDelete={() => setDeleting(a)} />
                    </div>
                  )
                : undefined
            }
          />
        )}
      </ListState>

      {mayWrite ? <BankAccountDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} account={editing?.account ?? null} /> : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Konto „${deleting?.name ?? ""}“ löschen?`}
        description={messages.bankUiConfirmDeleteAccount(deleting?.name ?? "")}
        blockedBy={deleting && deleting.transactionCount > 0 ? messages.bankUiAccountHasTransactions(deleting.transactionCount) : null}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
