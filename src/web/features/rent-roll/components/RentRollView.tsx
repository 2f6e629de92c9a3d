import { useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, FileText } from "lucide-react";
import { messages } from "@/shared/messages";
import type { RentRollDto } from "@/shared/rent-roll-types";
import { Button } from "@/web/components/ui/button";
import { Pagination } from "@/web/components/ui/pagination";
import { Select } from "@/web/components/ui/select";
import { ListState } from "@/web/components/ListState";
import { useRentRoll } from "@/web/features/rent-roll/api/get-rent-roll";
import { PropertyOptions } from "@/web/features/properties";
import { formatMonth, lastTwelveMonths, shiftRange, type MonthRange } from "@/web/features/rent-roll/months";
import { statusLooks, warningText } from "@/web/features/rent-roll/status";
import { accountLinkProps, RentRollMatrix } from "./RentRollMatrix";

const PAGE_SIZE = 25;

/**
 * The rent roll of the portfolio (a property filter) or of one property (`propertyId`):
 * a year of months with buttons a year back and forth, the matrix, pages of contracts,
 * and the §543 warnings of the page in full beneath.
 */
export function RentRollView({ propertyId }: { propertyId?: string }) {
  const id = useId();
  const [range, setRange] = useState<MonthRange>(() => lastTwelveMonths());
  const [chosenProperty, setChosenProperty] = useState("");
  const [page, setPage] = useState(1);
  const fixed = propertyId !== undefined;
  const filter = fixed ? propertyId : chosenProperty || null;
  const query = useRentRoll({ ...range, propertyId: filter, page, pageSize: PAGE_SIZE });
  const current = lastTwelveMonths();
  const isCurrent = range.to === current.to;

  const move = (next: MonthRange) => {
    setRange(next);
    setPage(1);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        {fixed ? null : <PropertyFilter id={`${id}-property`} value={chosenProperty} onChange={(v) => { setChosenProperty(v); setPage(1); }} />}
        <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-end" role="group" aria-label="Zeitraum">
          {/* The visible word is the name (also for screen readers on phones, where only the arrow shows). */}
          <Button variant="outline" size="sm" onClick={() => move(shiftRange(range, -1))}>
            <ChevronLeft className="h-4 w-4" aria-hidden /> <span className="max-sm:sr-only">Vorjahr</span>
          </Button>
          <span className="text-center text-sm font-medium whitespace-nowrap sm:min-w-40" aria-live="polite">
            {formatMonth(range.from)} – {formatMonth(range.to)}
          </span>
          <Button variant="outline" size="sm" onClick={() => move(shiftRange(range, 1))}>
            <span className="max-sm:sr-only">Folgejahr</span> <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
          {isCurrent ? null : (
            <Button variant="ghost" size="sm" className="w-full sm:w-auto" onClick={() => move(current)}>
              Aktuelle 12 Monate
            </Button>
          )}
        </div>
      </div>
      <ListState
        query={query}
        errorFallback={messages.loadRentRollFailed}
        isEmpty={(data) => data.total === 0}
        empty={{ Icon: FileText, message: "In diesem Zeitraum laufen keine Mietverträge." }}
      >
        {(data) => (
          <>
            <RentRollMatrix data={data} showProperty={!fixed} caption={`Mieteingänge ${formatMonth(range.from)} bis ${formatMonth(range.to)}`} />
            <Legend />
            {data.total > data.pageSize ? (
              <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} itemLabel="Mietverträge" />
            ) : null}
            <Warnings data={data} />
          </>
        )}
      </ListState>
    </div>
  );
}

function PropertyFilter({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1.5 sm:w-72">
      <label htmlFor={id} className="block text-sm font-medium">
        Immobilie
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <PropertyOptions allLabel="Alle Immobilien" />
      </Select>
    </div>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legende">
      {Object.values(statusLooks).map((look) => (
        <li key={look.label} className="flex items-center gap-1">
          <look.Icon className="h-3.5 w-3.5" aria-hidden /> {look.label}
        </li>
      ))}
      <li>– kein Vertrag in diesem Monat</li>
      <li>Beträge in ganzen Euro; Details beim Zeigen auf einen Monat und im Mieterkonto</li>
    </ul>
  );
}

function Warnings({ data }: { data: RentRollDto }) {
  const rows = data.rows.filter((r) => r.warning !== "none");
  if (rows.length === 0) return null;
  return (
    <section aria-label="Warnungen nach § 543 BGB" className="space-y-2">
      {rows.map((r) => (
        <p key={r.contractId} className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <Link {...accountLinkProps(r.contractId)} className="font-medium underline underline-offset-4">
            {r.tenantName} ({r.unitCode})
          </Link>
          : {warningText(r.warning)}
        </p>
      ))}
    </section>
  );
}
