import type { AccountMonthDto } from "@/shared/rent-roll-types";
import { formatMonthLong } from "./months";
import { rentMonthOptions } from "./payment-form";

// "Zuordnung ändern": the select's text ↔ the month a payment is designated for.

/** "" stands for "Automatisch" (null: oldest first, §366(2) BGB). */
export type AllocationFormValues = { rentMonth: string };

export const allocationFormDefaults = (designatedMonth: string | null): AllocationFormValues => ({ rentMonth: designatedMonth ?? "" });

export const allocationMonth = (values: AllocationFormValues): string | null => values.rentMonth || null;

/**
 * The months of the account, newest first, with what is open; a designated month the
 * account does not show (a later one, paid in advance) stays selectable, so the select
 * shows the designation as it is.
 */
export function allocationOptions(months: AccountMonthDto[], designatedMonth: string | null) {
  const options = rentMonthOptions(months);
  if (designatedMonth === null || options.some((o) => o.value === designatedMonth)) return options;
  return [{ value: designatedMonth, label: formatMonthLong(designatedMonth) }, ...options];
}
