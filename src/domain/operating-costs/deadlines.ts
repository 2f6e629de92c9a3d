/**
 * Which Nebenkostenabrechnungen a property owes and by when (§ 556 (3) BGB): the periods that have
 * ended, had a tenant paying NK-Vorauszahlungen, and whose statement has not gone out. The
 * dashboard lists them with their deadline and warns from nine months after the period's end.
 */
import { addDays, addYears, compareDates, type IsoDate } from "@/core/dates";
import type { DateRange } from "./types";
import { deadlineWarningFrom, fullYearEnd, statementDeadline } from "./period";

/** The newest version of a period's statement, as far as the deadline cares. */
export interface KnownStatement {
  id: string;
  period: DateRange;
  status: "draft" | "finalised" | "sent";
}

export interface DeadlineInput {
  /** Contracts with NK-Vorauszahlungen (no prepayment, nothing to settle): from, to (null: open). */
  tenancies: readonly { start: IsoDate; end: IsoDate | null }[];
  statements: readonly KnownStatement[];
  today: IsoDate;
}

export interface DueStatement {
  period: DateRange;
  deadline: IsoDate;
  warnFrom: IsoDate;
  /** The period's statement so far, or null when none is started. */
  statement: { id: string; status: "draft" | "finalised" } | null;
  /** From nine months after the period's end, until it has gone out. */
  warning: boolean;
  passed: boolean;
}

/** How many ended periods back a missing statement is still listed: the last two (a passed deadline still owes a Guthaben). */
const PERIODS_BACK = 2;

/**
 * The property's statements still to send: its last two ended periods that a tenancy with
 * prepayments overlapped and whose statement is not marked sent. Periods continue from the newest
 * statement (a landlord who settles July to June keeps doing so), else follow the calendar year.
 */
export function dueStatements({ tenancies, statements, today }: DeadlineInput): DueStatement[] {
  if (tenancies.length === 0) return [];
  const newest = [...statements].sort((a, b) => compareDates(b.period.start, a.period.start))[0];
  // The start of the last period that has ended before today, walking from the period after the newest statement.
  let start: IsoDate = newest ? addDays(newest.period.end, 1) : `${today.slice(0, 4)}-01-01`;
  while (fullYearEnd(start) >= today) start = addYears(start, -1);
  while (fullYearEnd(addYears(start, 1)) < today) start = addYears(start, 1);

  const due: DueStatement[] = [];
  for (let back = 0; back < PERIODS_BACK; back++) {
    const periodStart = addYears(start, -back);
    const period = { start: periodStart, end: fullYearEnd(periodStart) };
    const let_ = tenancies.some((t) => t.start <= period.end && (t.end === null || t.end >= period.start));
    if (!let_) continue;
    const own = statements.filter((s) => s.period.start <= period.end && s.period.end >= period.start);
    if (own.some((s) => s.status === "sent")) continue;
    const open = own.find((s) => s.status !== "sent");
    const deadline = statementDeadline(period);
    const warnFrom = deadlineWarningFrom(period);
    due.push({
      period,
      deadline,
      warnFrom,
      statement: open ? { id: open.id, status: open.status as "draft" | "finalised" } : null,
      warning: today >= warnFrom,
      passed: today > deadline,
    });
  }
  return due.reverse();
}
