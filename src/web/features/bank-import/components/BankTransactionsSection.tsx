import { useId, useState, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Check, EyeOff, Inbox, Pencil, RotateCcw } from "lucide-react";
import { formatDate } from "@/core/dates";
import { formatIban } from "@/core/iban";
import type { BankRuleDto, BankTransactionDto, BankTransactionStatus } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { ListState } from "@/web/components/ListState";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/field";
import { Select } from "@/web/components/ui/select";
import { DataTable, type Column } from "@/web/components/ui/table";
import { cn } from "@/web/lib/cn";
import { errorMessage, isStale } from "@/web/lib/errors";
import { useCanWrite } from "@/web/lib/use-can-write";
import { usePropertyOptions } from "@/web/features/properties";
import { useConfirmBankTransaction } from "@/web/features/bank-import/api/confirm-bank-transaction";
import { useBankAccounts } from "@/web/features/bank-import/api/list-bank-accounts";
import { useBankRules } from "@/web/features/bank-import/api/list-bank-rules";
import { useBankTransactions } from "@/web/features/bank-import/api/list-bank-transactions";
import { invalidateBankImport } from "@/web/features/bank-import/api/query-keys";
import { useSetBankTransactionStatus } from "@/web/features/bank-import/api/set-bank-transaction-status";
import { proposalSentence } from "@/web/features/bank-import/bank-format";
import { bookingConfirmInput, rentConfirmInput, ruleBooking, type BookingPlace } from "@/web/features/bank-import/confirm-input";
import { AssignRentDialog } from "./AssignRentDialog";
import { SectionHeading } from "./SectionHeading";
import { SignedAmount } from "./SignedAmount";
import { TransactionBookingDialog } from "./TransactionBookingDialog";

const statuses: ReadonlyArray<{ value: BankTransactionStatus; label: string; caption: string; empty: string }> = [
  { value: "open", label: "Offen", caption: "Offene Umsätze", empty: messages.bankUiNoOpenTransactions },
  { value: "booked", label: "Gebucht", caption: "Gebuchte Umsätze", empty: messages.bankUiNoBookedTransactions },
  { value: "ignored", label: "Ignoriert", caption: "Ignorierte Umsätze", empty: messages.bankUiNoIgnoredTransactions },
];

/** A transaction as a screen reader names it beside its buttons: "Stadtwerke, 27.02.2026". */
const txName = (tx: BankTransactionDto) => `${tx.counterpartyName ?? "Umsatz"}, ${formatDate(tx.bookingDate)}`;

type Handlers = { onConfirm: (tx: BankTransactionDto) => void; onEdit: (tx: BankTransactionDto) => void; onStatus: (tx: BankTransactionDto, action: "ignore" | "reopen") => void; busyId: string | null };

/**
 * "Umsätze": the imported transactions by status, each open one with its proposal and why it
 * was made. Nothing is booked without "Bestätigen" (or a rule the user turned automatic).
 */
export function BankTransactionsSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const mayWrite = useCanWrite();
  const [status, setStatus] = useState<BankTransactionStatus>("open");
  const [accountId, setAccountId] = useState("");
  const list = useBankTransactions({ status, bankAccountId: accountId || null });
  const accounts = useBankAccounts();
  const rules = useBankRules();
  const properties = usePropertyOptions();
  const confirm = useConfirmBankTransaction();
  const setTxStatus = useSetBankTransactionStatus();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<BankTransactionDto | null>(null);
  const [booking, setBooking] = useState<{ tx: BankTransactionDto; place: BookingPlace | null } | null>(null);

  const propertyNames = new Map((properties.data?.items ?? []).map((p) => [p.id, p.name]));
  const ruleOf = (tx: BankTransactionDto): BankRuleDto | null => {
    const p = tx.proposal;
    return p?.kind === "rule" ? (rules.data?.find((r) => r.id === p.ruleId) ?? null) : null;
  };
  /** Where a booking of the transaction goes: its rule's line, or what a rule's proposal names when the rule is gone. */
  const placeOf = (tx: BankTransactionDto): BookingPlace | null => ruleOf(tx) ?? (tx.proposal?.kind === "rule" ? { propertyId: tx.proposal.propertyId, category: tx.proposal.category } : null);
  const accountProperties = (tx: BankTransactionDto) => accounts.data?.find((a) => a.id === tx.bankAccountId)?.propertyIds ?? [];

  /** One write on a row: its toast, and on 409 `stale` the list reloaded with word why. */
  const run = async (tx: BankTransactionDto, write: () => Promise<unknown>, success: string, fail: string) => {
    setBusyId(tx.id);
    try {
      await write();
      toast.success(success);
    } catch (err) {
      if (isStale(err)) {
        toast.error(messages.bankUiTransactionStale);
        await invalidateBankImport(queryClient);
      } else {
        toast.error(errorMessage(err, fail));
      }
    } finally {
      setBusyId(null);
    }
  };

  const onConfirm = (tx: BankTransactionDto) => {
    const proposal = tx.proposal;
    if (!proposal) return;
    if (proposal.kind === "rent") {
      void run(tx, () => confirm.mutateAsync({ id: tx.id, input: rentConfirmInput(tx, proposal.contractId, proposal.rentMonth) }), messages.bankUiTransactionBooked, messages.bankUiConfirmFailed);
      return;
    }
    const rule = ruleOf(tx);
    const made = rule ? ruleBooking(tx, rule) : null;
    if (!made) {
      // The rule is gone or no longer makes a valid booking: the user books it in the dialog.
      if (rules.isSuccess) toast.error(messages.bankUiRuleMissing);
      setBooking({ tx, place: placeOf(tx) });
      return;
    }
    void run(tx, () => confirm.mutateAsync({ id: tx.id, input: bookingConfirmInput(tx, made, null) }), messages.bankUiTransactionBooked, messages.bankUiConfirmFailed);
  };

  const handlers: Handlers = {
    busyId,
    onConfirm,
    // Money in may be rent (contract and month to choose); money out is booked in the booking dialog.
    onEdit: (tx) => (tx.amountCents > 0 ? setAssigning(tx) : setBooking({ tx, place: placeOf(tx) })),
    onStatus: (tx, action) =>
      void run(
        tx,
        () => setTxStatus.mutateAsync({ id: tx.id, action, version: tx.version }),
        action === "ignore" ? messages.bankUiTransactionIgnored : messages.bankUiTransactionReopened,
        action === "ignore" ? messages.bankUiIgnoreFailed : messages.bankUiReopenFailed,
      ),
  };
  const current = statuses.find((s) => s.value === status)!;

  return (
    <section aria-labelledby="bank-transactions-title" className="space-y-3">
      <SectionHeading id="bank-transactions-title" title="Umsätze" description="Vorschläge prüfen und bestätigen: Mietzahlungen erscheinen danach in den Mieteingängen." />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <StatusTabs id={id} value={status} onChange={setStatus} />
        <div className="sm:w-72">
          <Field id={`${id}-account`} label="Konto">
            <Select id={`${id}-account`} value={accountId} onChange={(e) => setAccountId(e.target.value)}>
              <option value="">Alle Konten</option>
              {(accounts.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${status}`}>
        <ListState query={list} errorFallback={messages.bankUiLoadTransactionsFailed} isEmpty={(rows) => rows.length === 0} empty={{ Icon: Inbox, message: current.empty }}>
          {(rows) => <DataTable caption={current.caption} columns={columns(status, mayWrite, handlers, (pid) => propertyNames.get(pid))} rows={rows} rowKey={(t) => t.id} />}
        </ListState>
      </div>

      <AssignRentDialog
        transaction={assigning}
        onClose={() => setAssigning(null)}
        onBookInstead={(tx) => {
          setAssigning(null);
          setBooking({ tx, place: placeOf(tx) });
        }}
      />
      <TransactionBookingDialog transaction={booking?.tx ?? null} rule={booking?.place ?? null} accountPropertyIds={booking ? accountProperties(booking.tx) : []} onClose={() => setBooking(null)} />
    </section>
  );
}

/** Offen / Gebucht / Ignoriert as tabs: arrows move between them (WAI-ARIA tabs). */
function StatusTabs({ id, value, onChange }: { id: string; value: BankTransactionStatus; onChange: (status: BankTransactionStatus) => void }) {
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const index = statuses.findIndex((s) => s.value === value);
    const next = statuses[(index + step + statuses.length) % statuses.length]!;
    onChange(next.value);
    document.getElementById(`${id}-tab-${next.value}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Status der Umsätze" className="inline-flex self-start rounded-md border border-input p-0.5">
      {statuses.map((s) => (
        <button
          key={s.value}
          type="button"
          role="tab"
          id={`${id}-tab-${s.value}`}
          aria-selected={value === s.value}
          aria-controls={`${id}-panel`}
          tabIndex={value === s.value ? 0 : -1}
          onClick={() => onChange(s.value)}
          onKeyDown={onKeyDown}
          className={cn(
            "cursor-pointer rounded px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
            value === s.value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
          )}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}

function ProposalCell({ tx, propertyName }: { tx: BankTransactionDto; propertyName: (id: string) => string | undefined }) {
  const p = tx.proposal;
  if (!p) return <span className="text-sm text-muted-foreground">Kein Vorschlag – ordne den Umsatz über „Bearbeiten“ zu.</span>;
  return (
    <div className="min-w-0 space-y-0.5">
      <div className="font-medium break-words">{proposalSentence(p, p.kind === "rule" ? propertyName(p.propertyId) : undefined)}</div>
      <p className="text-xs break-words text-muted-foreground">
        <span className="font-semibold">Warum?</span> {p.reason}
      </p>
    </div>
  );
}

function Actions({ tx, status, handlers }: { tx: BankTransactionDto; status: BankTransactionStatus; handlers: Handlers }) {
  const busy = handlers.busyId === tx.id;
  const name = txName(tx);
  if (status === "ignored") {
    return (
      <Button variant="outline" size="sm" disabled={busy} onClick={() => handlers.onStatus(tx, "reopen")} aria-label={`Wieder öffnen: ${name}`}>
        <RotateCcw className="h-4 w-4" aria-hidden /> Wieder öffnen
      </Button>
    );
  }
  if (status !== "open") return null;
  return (
    <div className="flex flex-wrap gap-1.5 md:justify-end">
      {tx.proposal ? (
        <Button size="sm" disabled={busy} onClick={() => handlers.onConfirm(tx)} aria-label={`Bestätigen: ${name}`}>
          <Check className="h-4 w-4" aria-hidden /> Bestätigen
        </Button>
      ) : null}
      <Button variant="outline" size="sm" disabled={busy} onClick={() => handlers.onEdit(tx)} aria-label={`Bearbeiten: ${name}`}>
        <Pencil className="h-4 w-4" aria-hidden /> Bearbeiten
      </Button>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => handlers.onStatus(tx, "ignore")} aria-label={`Ignorieren: ${name}`}>
        <EyeOff className="h-4 w-4" aria-hidden /> Ignorieren
      </Button>
    </div>
  );
}

function columns(status: BankTransactionStatus, mayWrite: boolean, handlers: Handlers, propertyName: (id: string) => string | undefined): Column<BankTransactionDto>[] {
  const list: Column<BankTransactionDto>[] = [
    { key: "date", header: "Datum", className: "whitespace-nowrap tabular-nums", cell: (t) => formatDate(t.bookingDate) },
    {
      key: "counterparty",
      header: "Gegenpartei / Verwendungszweck",
      mobile: "primary",
      cell: (t) => (
        <div className="min-w-0">
          <div className="font-medium break-words">{t.counterpartyName ?? "–"}</div>
          {t.counterpartyIban ? <div className="text-xs whitespace-nowrap text-muted-foreground">{formatIban(t.counterpartyIban)}</div> : null}
          {t.purpose ? <div className="text-xs break-words text-muted-foreground">{t.purpose}</div> : null}
        </div>
      ),
    },
    { key: "account", header: "Konto", cell: (t) => t.bankAccountName },
    { key: "amount", header: "Betrag", align: "right", mobile: "primary", cell: (t) => <SignedAmount cents={t.amountCents} /> },
  ];
  if (status === "open") list.push({ key: "proposal", header: "Vorschlag", mobile: "wide", cell: (t) => <ProposalCell tx={t} propertyName={propertyName} /> });
  if (mayWrite && status !== "booked") list.push({ key: "actions", header: "Aktionen", mobile: "wide", cell: (t) => <Actions tx={t} status={status} handlers={handlers} /> });
  return list;
}
