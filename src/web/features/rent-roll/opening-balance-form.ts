import { parseEuroToCents, type Cents } from "@/core/money";
import { messages } from "@/shared/messages";
import type { TenantAccountDto } from "@/shared/rent-roll-types";
import { openingBalanceInput, type OpeningBalanceInput } from "@/shared/schemas/rent-roll";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { euroInput } from "@/web/lib/form-values";
import { addMonthsTo, currentMonth } from "./months";

// "Anfangssaldo": the balance on the first day of a month, for tenancies older than the
// landlord's records. Positive: the tenant owes; negative: credit (Guthaben).

export type OpeningBalanceFormValues = { month: string; amount: string };
export type OpeningBalanceValues = Omit<OpeningBalanceInput, "version">;

export function openingBalanceFormDefaults(opening: TenantAccountDto["openingBalance"]): OpeningBalanceFormValues {
  // euroInput keeps the sign: -5000 → "-50,00".
  return opening ? { month: opening.month, amount: euroInput(opening.cents) } : { month: "", amount: "" };
}

const signedEuro = (text: string, report: (m: string) => void): Cents | null => {
  if (text.trim() === "") return null;
  const result = parseEuroToCents(text, { allowNegative: true });
  if (!result.ok) report(result.message);
  return result.ok ? result.value : null;
};

export const openingBalanceResolver = () =>
  apiSchemaResolver<OpeningBalanceFormValues, OpeningBalanceValues>(
    openingBalanceInput,
    // The PATCH schema wants a version; the real one (the contract's) replaces this
    // placeholder when useVersionedSave sends the body.
    (v, addIssue) => {
      // Both empty is the API's "remove" – the dialog sets a balance; removing is its own button.
      if (!v.month && v.amount.trim() === "") addIssue("month", messages.openingBalanceIncomplete);
      return { month: v.month || null, cents: signedEuro(v.amount, (m) => addIssue("amount", `Anfangssaldo: ${m}`)), version: 1 };
    },
    { cents: "amount" },
  );

export const openingBalanceErrorOrder = ["month", "amount"] as const;

/** The months a balance can start in: from the contract's start to the current month, newest first. */
export function openingMonthOptions(startDate: string, until: string = currentMonth()): string[] {
  const out: string[] = [];
  for (let m = until; m >= startDate.slice(0, 7); m = addMonthsTo(m, -1)) out.push(m);
  return out;
}
