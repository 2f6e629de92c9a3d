/**
 * When a rental contract is in force (issue 10, docs/decisions/0008-contracts-in-force.md).
 * The one rule behind current rent, vacancy, "vermietet" on rooms and units, yields, the
 * overview and the property_figures summary; its SQL form (src/server/features/contracts/
 * in-force.sql.ts and migration 0006's refresh_property_figures) is held equal to it by
 * tests/api/portfolio-yield-sql.test.ts.
 *
 * A contract is in force on a day when start ≤ day ≤ end, both days included; no end date
 * means open-ended. The status plays no part: a terminated contract always carries its end
 * date (schema rule) and counts until that day; `expired` is never written.
 */
import { compareDates, type IsoDate } from "@/core/dates";

export type ContractPeriod = { startDate: IsoDate; endDate: IsoDate | null };

export function isInForce(contract: ContractPeriod, day: IsoDate): boolean {
  return compareDates(contract.startDate, day) <= 0 && (contract.endDate === null || compareDates(day, contract.endDate) <= 0);
}

/** Where a contract stands on a day: not begun yet, in force, or over. */
export type ContractPhase = "future" | "current" | "ended";

export function contractPhase(contract: ContractPeriod, day: IsoDate): ContractPhase {
  if (compareDates(day, contract.startDate) < 0) return "future";
  return isInForce(contract, day) ? "current" : "ended";
}

/**
 * A unit is vacant on a day when it is not used by its owner and no contract of it (for a
 * WG: of any of its rooms) is in force: a WG without let rooms is vacant too.
 */
export function isVacant(unit: { usage: string }, contractsInForce: number): boolean {
  return unit.usage !== "owner_occupied" && contractsInForce === 0;
}
