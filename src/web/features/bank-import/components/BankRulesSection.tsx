import { useState } from "react";
import { toast } from "sonner";
import { ListChecks, Plus } from "lucide-react";
import { formatNumber } from "@/core/format";
import type { BankRuleDto } from "@/shared/bank-import-types";
import type { BookingCategoryDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import { ListState } from "@/web/components/ListState";
import { RowActions } from "@/web/components/RowActions";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { DataTable, type Column } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { useBookingCategories } from "@/web/features/bookings";
import { usePropertyOptions } from "@/web/features/properties";
import { useDeleteBankRule } from "@/web/features/bank-import/api/delete-bank-rule";
import { useBankRules } from "@/web/features/bank-import/api/list-bank-rules";
import { ruleBooking, ruleConditions } from "@/web/features/bank-import/bank-format";
import { BankRuleDialog } from "./BankRuleDialog";
import { SectionHeading } from "./SectionHeading";

function columns(propertyName: (id: string) => string | undefined, categories: readonly BookingCategoryDto[] | undefined): Column<BankRuleDto>[] {
  return [
    { key: "name", header: "Name", mobile: "primary", cell: (r) => <span className="font-medium">{r.name}</span> },
    { key: "conditions", header: "Wenn", mobile: "wide", cell: (r) => <span className="break-words">{ruleConditions(r)}</span> },
    { key: "books", header: "Bucht auf", mobile: "wide", cell: (r) => ruleBooking(r, propertyName(r.propertyId), categories) },
    { key: "automatic", header: "Automatisch", cell: (r) => (r.automatic ? <Badge tone="primary">ja</Badge> : <Badge>nein</Badge>) },
    { key: "uses", header: "Angewandt", align: "right", className: "tabular-nums", cell: (r) => `${formatNumber(r.uses)}×` },
  ];
}

/** "Regeln": what a transaction of a counterparty books; made here or with "Immer so buchen". */
export function BankRulesSection() {
  const list = useBankRules();
  const mayWrite = useCanWrite();
  const properties = usePropertyOptions();
  const categories = useBookingCategories();
  const remove = useDeleteBankRule();
  const [editing, setEditing] = useState<{ rule: BankRuleDto | null } | null>(null);
  const [deleting, setDeleting] = useState<BankRuleDto | null>(null);
  const names = new Map((properties.data?.items ?? []).map((p) => [p.id, p.name]));

  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(messages.bankUiRuleDeleted);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.bankUiDeleteRuleFailed));
      return false;
    }
  };

  return (
    <section aria-labelledby="bank-rules-title" className="space-y-3">
      <SectionHeading
        id="bank-rules-title"
        title="Regeln"
        description="Regeln schlagen für wiederkehrende Zahlungen vor, wie sie gebucht werden – oder buchen sie automatisch."
        actions={
          mayWrite ? (
            <Button variant="outline" onClick={() => setEditing({ rule: null })}>
              <Plus className="h-4 w-4" aria-hidden /> Regel anlegen
            </Button>
          ) : null
        }
      />
      <ListState query={list} errorFallback={messages.bankUiLoadRulesFailed} isEmpty={(rows) => rows.length === 0} empty={{ Icon: ListChecks, message: messages.bankUiNoRules }}>
        {(rows) => (
          <DataTable
            caption="Regeln"
            columns={columns((id) => names.get(id), categories.data)}
            rows={rows}
            rowKey={(r) => r.id}
            actions={mayWrite ? (r) => <RowActions name={`Regel ${r.name}`} onEdit={() => setEditing({ rule: r })} onDelete={() => setDeleting(r)} /> : undefined}
          />
        )}
      </ListState>

      {mayWrite ? <BankRuleDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} rule={editing?.rule ?? null} /> : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Regel „${deleting?.name ?? ""}“ löschen?`}
        description={messages.bankUiConfirmDeleteRule(deleting?.name ?? "")}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
