/**
 * From booked costs to the statement's lines: each cost cut to the period by days, the
 * costs that may never be passed on set aside with their rule, cable TV cut at 30.06.2024.
 * A refusal the landlord overrode (with a reason) lets the cost in; the reason stays on the
 * line so the statement can show it.
 */
import { addDays, formatDate } from "@/core/dates";
import { subCents, type Cents } from "@/core/money";
import { allocableUntil, cableTvRefusal, refusalOf, type CostCandidate, type Refusal } from "./eligibility";
import { cutToPeriod, overlap } from "./period";
import type { CostLine, DateRange } from "./types";

export interface BookedCost extends CostCandidate, Omit<CostLine, "amountCents" | "betrkvType"> {
  /** The whole booked amount and its service period (a one-day range for a cost without one). */
  bookedCents: Cents;
  servicePeriod: DateRange;
  /** The landlord's reason to include a cost despite an overridable refusal. */
  overrideReason: string | null;
}

export interface RefusedCost {
  id: string;
  label: string;
  /** The refused part of the period's amount. */
  amountCents: Cents;
  refusal: Refusal;
}

export interface PreparedLines {
  lines: Array<CostLine & { overrideReason: string | null }>;
  refused: RefusedCost[];
}

export function prepareCostLines(costs: readonly BookedCost[], period: DateRange): PreparedLines {
  const out: PreparedLines = { lines: [], refused: [] };
  for (const cost of costs) {
    const amount = cutToPeriod(cost.bookedCents, cost.servicePeriod, period);
    if (amount === 0) continue;
    const refusal = refusalOf(cost);
    const overridden = (r: Refusal) => r.overridable && Boolean(cost.overrideReason?.trim());
    if (refusal && !overridden(refusal)) {
      out.refused.push({ id: cost.id, label: cost.label, amountCents: amount, refusal });
      continue;
    }
    let allowed = amount;
    const until = allocableUntil(cost);
    if (until !== null && !overridden(cableTvRefusal)) {
      const before = overlap(period, { start: "0001-01-01", end: until });
      allowed = before ? cutToPeriod(cost.bookedCents, cost.servicePeriod, before) : subCents(amount, amount);
      if (allowed !== amount) out.refused.push({ id: cost.id, label: cost.label, amountCents: subCents(amount, allowed), refusal: { ...cableTvRefusal, message: `${cableTvRefusal.message} Ab ${formatDate(addDays(until, 1))} nicht umgelegt.` } });
      if (allowed === 0) continue;
    }
    // A BetrKV type is certain here: refusalOf refuses costs without one.
    const { bookedCents: _booked, servicePeriod: _service, category: _category, text: _text, ...line } = cost;
    out.lines.push({ ...line, betrkvType: cost.betrkvType as CostLine["betrkvType"], amountCents: allowed });
  }
  return out;
}


