import { useState, type ReactNode } from "react";
import { Link, useParams } from "@tanstack/react-router";
import { toast } from "sonner";
import { ArrowRightLeft, Banknote, FileText, Mail, Plus } from "lucide-react";
import { formatDate, today } from "@/core/dates";
import { addCents, formatEuro, negateCents, sumCents, type Cents } from "@/core/money";
import { rentStepInForce } from "@/domain/rent";
import { overdueSettlements } from "@/domain/tenant-account";
import { rentChangeReasonLabels } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { reminderLevelLabels, type AccountEntryDto, type AccountMonthDto, type RentStepDto, type TenantAccountDto } from "@/shared/rent-roll-types";
import { Breadcrumbs, crumbLinkClass } from "@/web/components/Breadcrumbs";
import { DetailLoadError, LoadingCard } from "@/web/components/QueryState";
import { RowActions } from "@/web/components/RowActions";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDeleteDialog } from "@/web/components/ui/confirm-delete-dialog";
import { DataTable, type Column } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { reminderPdfUrl } from "./api/create-reminder";
import { useDeleteRentChange } from "./api/delete-rent-change";
import { useTenantAccount } from "./api/get-tenant-account";
import { useSetOpeningBalance } from "./api/set-opening-balance";
import { WarningNotice } from "./components/ArrearsWarning";
import { AllocationDialog, type AllocatablePayment } from "./components/AllocationDialog";
import { OpeningBalanceDialog } from "./components/OpeningBalanceDialog";
import { PaymentDialog } from "./components/PaymentDialog";
import { ReminderDialog } from "./components/ReminderDialog";
import { RentChangeDialog, type StoredRentStep } from "./components/RentChangeDialog";
import { formatMonth } from "./months";
import { balanceText, dayCount, statusLooks, statusText } from "./status";
import { roomLabel, unitLabel } from "@/shared/labels";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { OccupantsCard } from "@/web/features/occupancy-history";

/** /dashboard/contracts/:contractId/account: the Mieterkonto of one contract. */
export function TenantAccountPage() {
  const { contractId = "" } = useParams({ strict: false });
  const account = useTenantAccount(contractId);
  useDocumentTitle(account.data ? `Mieterkonto ${account.data.contract.tenantName}` : account.isError ? "Mieterkonto nicht gefunden" : "Mieterkonto");
  if (account.isPending) return <LoadingCard />;
  if (account.isError) {
    return <DetailLoadError crumb="Mieterkonto nicht gefunden" error={account.error} fallback={messages.loadTenantAccountFailed} onRetry={() => void account.refetch()} />;
  }
  return <TenantAccount account={account.data} />;
}

type Dialogs = {
  payment: boolean;
  reminder: boolean;
  opening: boolean;
  removeOpening: boolean;
  step: { step: StoredRentStep | null } | null;
  deleteStep: StoredRentStep | null;
  allocate: AllocatablePayment | null;
};
const closed: Dialogs = { payment: false, reminder: false, opening: false, removeOpening: false, step: null, deleteStep: null, allocate: null };

const money = (value: Cents) => formatEuro(value, { decimals: 2 });
const num = "tabular-nums whitespace-nowrap";

function TenantAccount({ account }: { account: TenantAccountDto }) {
  const canWrite = useCanWrite();
  const [dialogs, setDialogs] = useState<Dialogs>(closed);
  const open = (patch: Partial<Dialogs>) => setDialogs({ ...closed, ...patch });
  const close = () => setDialogs(closed);
  const c = account.contract;
  const removeStep = useDeleteRentChange();
  const setOpening = useSetOpeningBalance();
  const day = today();
  const currentStep = account.rentSteps.length > 0 ? rentStepInForce(account.rentSteps, day) : undefined;

  const deleteStep = async () => {
    if (!dialogs.deleteStep) return false;
    try {
      await removeStep.mutateAsync(dialogs.deleteStep.id);
      toast.success(messages.rentChangeDeleted);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.deleteRentChangeFailed));
      return false;
    }
  };
  const removeOpening = async () => {
    try {
      await setOpening.mutateAsync({ contractId: c.contractId, version: c.version, input: { month: null, cents: null } });
      toast.success(messages.openingBalanceRemoved);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, messages.saveOpeningBalanceFailed));
      return false;
    }
  };

  return (
    <>
      <Breadcrumbs
        items={[
          <Link key="r" to="/dashboard/rent-roll" className={crumbLinkClass}>
            Mieteingänge
          </Link>,
          `Mieterkonto ${c.tenantName}`,
        ]}
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words">Mieterkonto {c.tenantName}</h1>
          <p className="mt-1 text-muted-foreground">
            <Link to="/dashboard/properties/$propertyId/units/$unitId" params={{ propertyId: c.propertyId, unitId: c.unitId }} className="underline-offset-4 hover:text-foreground hover:underline">
              {c.propertyName} · {unitLabel(c.unitCode)}
              {c.roomCode ? ` · ${roomLabel(c.roomCode)}` : ""}
            </Link>
            {" · "}
            {c.endDate ? `${formatDate(c.startDate)} – ${formatDate(c.endDate)}` : `seit ${formatDate(c.startDate)}`}
          </p>
        </div>
        {canWrite ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => open({ payment: true })}>
              <Banknote className="h-4 w-4" aria-hidden /> Zahlung erfassen
            </Button>
            <Button variant="outline" onClick={() => open({ reminder: true })}>
              <Mail className="h-4 w-4" aria-hidden /> Mahnung erstellen
            </Button>
          </div>
        ) : null}
      </div>

      <div className="space-y-6">
        <Summary account={account} />
        <WarningNotice warning={account.arrears.warning} />

        <Section id="months" title="Monate">
          <DataTable caption="Monate des Mietverhältnisses, neueste zuerst" columns={monthColumns} rows={[...account.months].reverse()} rowKey={(m) => m.month} />
        </Section>

        <Section id="entries" title="Kontoauszug" note="Saldo: positiv = Rückstand des Mieters, negativ = Guthaben.">
          {account.entries.length === 0 ? (
            <Card className="p-5 text-sm text-muted-foreground">Noch keine Einträge.</Card>
          ) : (
            <DataTable
              caption="Kontoauszug mit laufendem Saldo"
              columns={entryColumns}
              rows={account.entries}
              rowKey={(e) => `${e.kind}-${e.date}-${e.reference}-${e.bookingId ?? ""}`}
              actions={canWrite ? (e) => <AllocationAction entry={e} onAllocate={(p) => open({ allocate: p })} /> : undefined}
            />
          )}
        </Section>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Section
            id="steps"
            title="Mietentwicklung"
            action={
              canWrite ? (
                <Button variant="outline" size="sm" onClick={() => open({ step: { step: null } })}>
                  <Plus className="h-4 w-4" aria-hidden /> Mietänderung
                </Button>
              ) : null
            }
          >
            <RentSteps steps={account.rentSteps} canWrite={canWrite} onEdit={(s) => open({ step: { step: s } })} onDelete={(s) => open({ deleteStep: s })} />
          </Section>
          <div className="space-y-6">
            <OpeningBalance account={account} canWrite={canWrite} onEdit={() => open({ opening: true })} onRemove={() => open({ removeOpening: true })} />
            <OccupantsCard contractId={c.contractId} contractStart={c.startDate} canWrite={canWrite} />
            <Reminders account={account} />
          </div>
        </div>
      </div>

      <AllocationDialog contractId={c.contractId} payment={dialogs.allocate} months={account.months} onClose={close} />
      <PaymentDialog open={dialogs.payment} onOpenChange={(o) => (o ? open({ payment: true }) : close())} contractId={c.contractId} tenantName={c.tenantName} months={account.months} />
      <ReminderDialog
        open={dialogs.reminder}
        onOpenChange={(o) => (o ? open({ reminder: true }) : close())}
        contractId={c.contractId}
        tenantName={c.tenantName}
        arrearsCents={addCents(account.arrears.arrearsCents, sumCents(overdueSettlements(account.settlements, today()).map((x) => x.openCents)))}
        sentLevels={account.reminders.map((r) => r.level)}
      />
      <RentChangeDialog open={dialogs.step !== null} onOpenChange={(o) => (o ? null : close())} contractId={c.contractId} step={dialogs.step?.step ?? null} current={currentStep} />
      <OpeningBalanceDialog open={dialogs.opening} onOpenChange={(o) => (o ? open({ opening: true }) : close())} account={account} />
      <ConfirmDeleteDialog
        open={dialogs.deleteStep !== null}
        onOpenChange={(o) => (o ? null : close())}
        title="Mietänderung löschen?"
        description={dialogs.deleteStep ? `Die Mietänderung ab ${formatDate(dialogs.deleteStep.validFrom)} wird gelöscht; ab dann gilt wieder die vorige Miete.` : ""}
        onConfirm={deleteStep}
      />
      <ConfirmDeleteDialog
        open={dialogs.removeOpening}
        onOpenChange={(o) => (o ? null : close())}
        title="Anfangssaldo entfernen?"
        description="Das Mieterkonto beginnt dann wieder mit dem Vertragsbeginn."
        confirmLabel="Entfernen"
        onConfirm={removeOpening}
      />
    </>
  );
}

function Section({ id, title, note, action, children }: { id: string; title: string; note?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {children}
    </section>
  );
}

function Summary({ account }: { account: TenantAccountDto }) {
  const { arrears } = account;
  const owes = account.balanceCents > 0;
  const credit = account.balanceCents < 0;
  const settlement = account.settlements.at(-1);
  return (
    <div className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${settlement ? "lg:grid-cols-3" : ""}`}>
      <Card className="p-5">
        <p className="text-sm text-muted-foreground">Saldo</p>
        <p className={`mt-1 text-2xl font-semibold tabular-nums ${owes ? "text-destructive" : credit ? "text-success" : ""}`} data-testid="account-balance">
          {balanceText(account.balanceCents)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">Soll minus Ist bis einschließlich des laufenden Monats</p>
      </Card>
      <Card className="p-5">
        <p className="text-sm text-muted-foreground">Überfällig</p>
        <p className={`mt-1 text-2xl font-semibold tabular-nums ${arrears.arrearsCents > 0 ? "text-destructive" : ""}`} data-testid="account-arrears">
          {money(arrears.arrearsCents)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {arrears.arrearsCents > 0 ? `Älteste offene Miete überfällig seit ${dayCount(arrears.daysOverdue)}` : "Nichts überfällig"}
        </p>
      </Card>
      {settlement ? <SettlementCard settlement={settlement} /> : null}
    </div>
  );
}

/** The newest sent Nebenkostenabrechnung: its result and what is still open of a Nachzahlung. */
function SettlementCard({ settlement: s }: { settlement: TenantAccountDto["settlements"][number] }) {
  const backPayment = s.claimCents > 0;
  return (
    <Card className="p-5" data-testid="account-settlement">
      <p className="text-sm text-muted-foreground">Nebenkostenabrechnung {periodText(s.periodStart, s.periodEnd)}</p>
      <p className={`mt-1 text-2xl font-semibold tabular-nums ${backPayment && s.openCents > 0 ? "text-destructive" : s.claimCents < 0 ? "text-success" : ""}`}>
        {backPayment ? `Nachzahlung ${money(s.claimCents)}` : s.claimCents < 0 ? `Guthaben ${money(negateCents(s.claimCents))}` : "Ausgeglichen"}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {backPayment ? (s.openCents > 0 ? `Offen ${money(s.openCents)}, fällig am ${formatDate(s.dueDate)}` : "Bezahlt") : s.claimCents < 0 ? "Im Saldo als Guthaben enthalten" : "Weder Nachzahlung noch Guthaben"}
      </p>
    </Card>
  );
}

function MonthStatus({ month }: { month: AccountMonthDto }) {
  const look = statusLooks[month.status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${look.className}`}>
      <look.Icon className="h-3.5 w-3.5" aria-hidden />
      {statusText(month)}
    </span>
  );
}

const monthColumns: Column<AccountMonthDto>[] = [
  {
    key: "month",
    header: "Monat",
    mobile: "primary",
    cell: (m) => (
      <>
        <span className="font-medium whitespace-nowrap">{formatMonth(m.month)}</span>
        {m.days < m.daysInMonth ? (
          <div className="text-xs text-muted-foreground">
            anteilig {m.days}/{m.daysInMonth} Tage
          </div>
        ) : null}
        {m.settledServiceChargeCents > 0 ? <div className="text-xs text-muted-foreground">NK {money(m.settledServiceChargeCents)} mit der Abrechnung verrechnet</div> : null}
      </>
    ),
  },
  { key: "status", header: "Status", mobile: "primary", cell: (m) => <MonthStatus month={m} /> },
  { key: "cold", header: "Soll Kaltmiete", align: "right", className: num, cell: (m) => money(m.coldRentCents) },
  { key: "service", header: "Soll NK", align: "right", className: num, cell: (m) => money(m.serviceChargeCents) },
  { key: "paid", header: "Gezahlt", align: "right", className: num, cell: (m) => money(m.paidCents) },
  { key: "open", header: "Offen", align: "right", className: `${num} font-medium`, cell: (m) => money(m.openCents) },
  { key: "due", header: "Fällig am", className: num, cell: (m) => formatDate(m.dueDate) },
];

/** "01.01.2025 – 31.12.2025" of a statement's period ("start/end" in an entry's reference). */
const periodText = (start: string, end: string) => `${formatDate(start)} – ${formatDate(end)}`;

function entryLabel(e: AccountEntryDto): string {
  if (e.kind === "charge") return `Miete ${formatMonth(e.reference)}`;
  if (e.kind === "opening") return `Anfangssaldo ${formatMonth(e.reference)}`;
  if (e.kind === "settlement" || e.kind === "settlement_offset") {
    const [start = "", end = ""] = e.reference.split("/");
    if (e.kind === "settlement_offset") return `Offene NK-Vorauszahlungen ${periodText(start, end)}, in der Abrechnung enthalten`;
    return `Nebenkostenabrechnung ${periodText(start, end)}: ${e.amountCents > 0 ? "Nachzahlung" : e.amountCents < 0 ? "Guthaben" : "ausgeglichen"}`;
  }
  return `Zahlung ${e.reference}`;
}

/** How a payment is allocated: the month it was designated for, or oldest first; a reversed one not at all by hand. */
function allocationNote(e: AccountEntryDto): string | null {
  if (!e.payment) return null;
  if (e.payment.reversed) return "storniert";
  if (e.amountCents >= 0) return "Erstattung";
  return e.payment.designatedMonth ? `für ${formatMonth(e.payment.designatedMonth)}` : "automatisch (§ 366 BGB)";
}

/** A payment (money in) that is not half of a reversed pair can be re-allocated. */
const allocatable = (e: AccountEntryDto): e is AllocatablePayment => e.kind === "payment" && e.bookingId !== null && e.payment !== null && !e.payment.reversed && e.amountCents < 0;

function AllocationAction({ entry, onAllocate }: { entry: AccountEntryDto; onAllocate: (p: AllocatablePayment) => void }) {
  if (!allocatable(entry)) return null;
  return (
    <div className="flex justify-end">
      <Button variant="ghost" size="sm" onClick={() => onAllocate(entry)} aria-label={`Zuordnung ändern – Zahlung ${entry.reference}`}>
        <ArrowRightLeft className="h-4 w-4" aria-hidden /> Zuordnung ändern
      </Button>
    </div>
  );
}

// A charge (or an opening balance the tenant owes) is Soll; a payment (or an opening credit) is Ist.
const entryColumns: Column<AccountEntryDto>[] = [
  { key: "date", header: "Datum", mobile: "primary", className: num, cell: (e) => formatDate(e.date) },
  {
    key: "what",
    header: "Buchung / Monat",
    mobile: "primary",
    cell: (e) => {
      const note = allocationNote(e);
      return (
        <>
          <span className={e.kind === "payment" ? "font-medium" : ""}>{entryLabel(e)}</span>
          {note ? <div className="text-xs text-muted-foreground" data-testid="allocation-note">{note}</div> : null}
        </>
      );
    },
  },
  { key: "soll", header: "Soll", align: "right", className: num, cell: (e) => (e.amountCents > 0 ? money(e.amountCents) : ""), mobileCell: (e) => (e.amountCents > 0 ? money(e.amountCents) : "–") },
  {
    key: "ist",
    header: "Ist",
    align: "right",
    className: num,
    cell: (e) => (e.amountCents < 0 ? money(negateCents(e.amountCents)) : ""),
    mobileCell: (e) => (e.amountCents < 0 ? money(negateCents(e.amountCents)) : "–"),
  },
  { key: "balance", header: "Saldo", align: "right", className: `${num} font-medium`, cell: (e) => money(e.balanceCents) },
];

function RentSteps({ steps, canWrite, onEdit, onDelete }: { steps: RentStepDto[]; canWrite: boolean; onEdit: (s: StoredRentStep) => void; onDelete: (s: StoredRentStep) => void }) {
  const columns: Column<RentStepDto>[] = [
    { key: "from", header: "Gültig ab", mobile: "primary", className: `${num} font-medium`, cell: (s) => formatDate(s.validFrom) },
    { key: "cold", header: "Kaltmiete", align: "right", className: num, cell: (s) => money(s.coldRentCents) },
    { key: "service", header: "NK-Vorauszahlung", align: "right", className: num, cell: (s) => money(s.serviceChargeCents) },
    {
      key: "reason",
      header: "Grund",
      mobile: "wide",
      cell: (s) => (
        <>
          {s.id === null ? "Mietvertrag" : rentChangeReasonLabels[s.reason]}
          {s.note ? <div className="text-xs break-words text-muted-foreground">{s.note}</div> : null}
        </>
      ),
    },
  ];
  const stored = (s: RentStepDto): s is StoredRentStep => s.id !== null && s.version !== null;
  return (
    <DataTable
      caption="Mietentwicklung: Miete ab Vertragsbeginn und jede Änderung"
      columns={columns}
      rows={steps}
      rowKey={(s) => s.id ?? "contract"}
      actions={
        canWrite
          ? (s) =>
              stored(s) ? (
                <RowActions name={`Mietänderung ab ${formatDate(s.validFrom)}`} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />
              ) : (
                <span className="block text-right text-xs text-muted-foreground">im Vertrag</span>
              )
          : undefined
      }
    />
  );
}

function OpeningBalance({ account, canWrite, onEdit, onRemove }: { account: TenantAccountDto; canWrite: boolean; onEdit: () => void; onRemove: () => void }) {
  const opening = account.openingBalance;
  return (
    <Card className="p-5">
      <section aria-labelledby="opening-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="opening-title" className="text-base font-semibold">
            Anfangssaldo
          </h2>
          {canWrite ? (
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={onEdit}>
                {opening ? "Ändern" : "Festlegen"}
              </Button>
              {opening ? (
                <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={onRemove}>
                  Entfernen
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        <p className="mt-2 text-sm" data-testid="opening-balance">
          {opening ? (
            <>
              Am 1. {formatMonth(opening.month)}: <span className="font-medium">{balanceText(opening.cents)}</span>
            </>
          ) : (
            <span className="text-muted-foreground">Kein Anfangssaldo – das Konto beginnt mit dem Vertragsbeginn.</span>
          )}
        </p>
      </section>
    </Card>
  );
}

function Reminders({ account }: { account: TenantAccountDto }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="reminders-title">
        <h2 id="reminders-title" className="text-base font-semibold">
          Mahnungen
        </h2>
        {account.reminders.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">Noch keine Zahlungserinnerung oder Mahnung.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border text-sm">
            {account.reminders.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <span className="font-medium">{reminderLevelLabels[r.level] ?? reminderLevelLabels[0]}</span> vom {formatDate(r.sentOn)}
                  <div className="text-xs text-muted-foreground">
                    {money(r.openCents)} · Frist {formatDate(r.paymentDeadline)}
                  </div>
                </div>
                <a
                  href={reminderPdfUrl(r.id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`PDF öffnen: ${reminderLevelLabels[r.level] ?? reminderLevelLabels[0]} vom ${formatDate(r.sentOn)}`}
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  <FileText className="h-4 w-4" aria-hidden /> PDF öffnen
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
