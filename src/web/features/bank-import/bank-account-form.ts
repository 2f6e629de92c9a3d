import { formatIban } from "@/core/iban";
import type { BankAccountDto, BankAccountInput } from "@/shared/bank-import-types";
import { bankAccountInput } from "@/shared/schemas/bank-import";
import { apiSchemaResolver } from "@/web/lib/form-resolver";

// The bank account dialog's form: a name, the IBAN (typed with or without spaces) and the
// properties whose money runs over the account. The rules are the shared schema's (the same
// the server validates with); the IBAN goes out normalised (no spaces, upper case).

export type BankAccountFormValues = { name: string; iban: string; propertyIds: string[] };

export function bankAccountFormDefaults(account?: BankAccountDto | null): BankAccountFormValues {
  return { name: account?.name ?? "", iban: account ? formatIban(account.iban) : "", propertyIds: account?.propertyIds ?? [] };
}

export const bankAccountResolver = () => apiSchemaResolver<BankAccountFormValues, BankAccountInput>(bankAccountInput, (v) => v);

/** A property ticked or unticked in the "Immobilien" list, keeping the list's order of ticking. */
export const toggleProperty = (ids: readonly string[], id: string, on: boolean): string[] => (on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((x) => x !== id));
