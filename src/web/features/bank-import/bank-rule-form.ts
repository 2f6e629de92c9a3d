import { formatIban, validateIban } from "@/core/iban";
import { bookingCategoryInfo } from "@/domain/booking-categories";
import type { BankRuleDto, BankRuleInput } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { bankRuleInput } from "@/shared/schemas/bank-import";
import { apiSchemaResolver, type AddIssue } from "@/web/lib/form-resolver";
import { categoryChoice, parseCategoryChoice } from "@/web/features/bookings";

// The rule dialog's form: conditions (IBAN, name contains, purpose contains, direction; at
// least one of the first three) and the one line it books (property, category). The rules
// are the shared schema's (the same the server validates with); empty text is "no such condition".

export type BankRuleFormValues = {
  name: string;
  counterpartyIban: string;
  counterpartyContains: string;
  purposeContains: string;
  direction: BankRuleDto["direction"];
  propertyId: string;
  /** Kept from a stored rule; the form has no field for it. */
  unitId: string;
  /** "maintenance", or "maintenance:<subcategory id>" (the booking dialog's choice). */
  category: string;
  betrkvType: string;
  automatic: boolean;
};

export function bankRuleFormDefaults(rule?: BankRuleDto | null): BankRuleFormValues {
  return {
    name: rule?.name ?? "",
    counterpartyIban: rule?.counterpartyIban ? formatIban(rule.counterpartyIban) : "",
    counterpartyContains: rule?.counterpartyContains ?? "",
    purposeContains: rule?.purposeContains ?? "",
    direction: rule?.direction ?? "out",
    propertyId: rule?.propertyId ?? "",
    unitId: rule?.unitId ?? "",
    category: rule ? categoryChoice(rule.category, rule.subcategoryId) : "",
    betrkvType: rule?.betrkvType && bookingCategoryInfo[rule.category].betrkv === "choose" ? String(rule.betrkvType) : "",
    automatic: rule?.automatic ?? false,
  };
}

/** Whether the category asks for a BetrKV type (Betriebskosten). */
export const asksBetrkvType = (choice: string) => {
  const { category } = parseCategoryChoice(choice);
  return category !== null && bookingCategoryInfo[category].betrkv === "choose";
};

function toInput(v: BankRuleFormValues, addIssue: AddIssue<BankRuleFormValues>) {
  const { category, subcategoryId } = parseCategoryChoice(v.category);
  // Said at once: the schema checks the line only when every field is valid.
  if (asksBetrkvType(v.category) && v.betrkvType === "") addIssue("betrkvType", messages.betrkvTypeRequired);
  // The schema's IBAN sits in a union whose failure reads "Invalid input": the IBAN's own German reason first.
  const iban = v.counterpartyIban.trim() === "" ? null : validateIban(v.counterpartyIban);
  if (iban && !iban.ok) addIssue("counterpartyIban", iban.message);
  return {
    name: v.name,
    counterpartyIban: iban?.ok ? iban.value : iban ? v.counterpartyIban : null,
    counterpartyContains: v.counterpartyContains,
    purposeContains: v.purposeContains,
    direction: v.direction,
    propertyId: v.propertyId,
    unitId: v.unitId || null,
    category: category ?? "",
    subcategoryId,
    // A fixed type (Grundsteuer 1, Versicherungen 13) the schema takes from the category.
    betrkvType: asksBetrkvType(v.category) && v.betrkvType !== "" ? Number(v.betrkvType) : null,
    automatic: v.automatic,
  };
}

export const bankRuleResolver = () => apiSchemaResolver<BankRuleFormValues, BankRuleInput>(bankRuleInput, toInput, { subcategoryId: "category" });
