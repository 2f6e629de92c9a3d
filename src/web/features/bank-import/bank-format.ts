import { formatDate, formatMonthYear } from "@/core/dates";
import { formatIban } from "@/core/iban";
import { formatEuro } from "@/core/money";
import { betrkvTypeLabels, bookingCategoryInfo, isBetrkvType } from "@/domain/booking-categories";
import type { BankProposal, BankRuleDto } from "@/shared/bank-import-types";
import type { BookingCategoryDto } from "@/shared/booking-types";

// How the bank screens say things: a statement's period, a proposal in one sentence, a rule's
// conditions and what it books. Pure, so the sentences are tested without a screen.

/** "01.01.2026 – 31.01.2026"; one date alone when the other is unknown; "–" for neither. */
export function formatPeriod(from: string | null, to: string | null): string {
  if (from && to) return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
  if (from || to) return formatDate(from ?? to);
  return "–";
}

/** "yyyy-MM" → "Januar 2026". */
export const formatRentMonth = (month: string) => formatMonthYear(`${month}-01`);

/** What the category choice "operating_costs:<sub id>" with its BetrKV type reads as: "Betriebskosten › Wasser (Wasserversorgung)". */
export function categoryText(rule: Pick<BankRuleDto, "category" | "subcategoryId" | "betrkvType">, categories: readonly BookingCategoryDto[] = []): string {
  const label = bookingCategoryInfo[rule.category].label;
  const sub = rule.subcategoryId ? categories.find((c) => c.key === rule.category)?.subcategories.find((s) => s.id === rule.subcategoryId)?.name : undefined;
  // Only a chosen type is news; a fixed one (Grundsteuer, Versicherungen) is the category itself.
  const betrkv = bookingCategoryInfo[rule.category].betrkv === "choose" && isBetrkvType(rule.betrkvType) ? betrkvTypeLabels[rule.betrkvType] : null;
  return `${label}${sub ? ` › ${sub}` : ""}${betrkv ? ` (${betrkv})` : ""}`;
}

/**
 * A proposal in one sentence, before its reason: "Miete Januar 2026 von Mia Berg · Musterstraße 1
 * · WE 3 (offen 850,00 €)"; "Regel „Stadtwerke“: Betriebskosten · Lindenstraße 5".
 */
export function proposalSentence(proposal: BankProposal, propertyName?: string): string {
  if (proposal.kind === "rent") {
    const month = proposal.rentMonth ? `Miete ${formatRentMonth(proposal.rentMonth)}` : "Miete (älteste offene zuerst)";
    return `${month} von ${proposal.tenantName} · ${proposal.unitLabel} (offen ${formatEuro(proposal.openCents, { decimals: 2 })})`;
  }
  const place = propertyName ? ` · ${propertyName}` : "";
  return `Regel „${proposal.ruleName}“: ${bookingCategoryInfo[proposal.category].label}${place}`;
}

const directionWords: Record<BankRuleDto["direction"], string | null> = { in: "nur Eingänge", out: "nur Ausgänge", any: null };

/** A rule's conditions in words, all of which must hold: "IBAN DE12 3456 …, Name enthält „Stadtwerke“, nur Ausgänge". */
export function ruleConditions(rule: Pick<BankRuleDto, "counterpartyIban" | "counterpartyContains" | "purposeContains" | "direction">): string {
  const parts = [
    rule.counterpartyIban ? `IBAN ${formatIban(rule.counterpartyIban)}` : null,
    rule.counterpartyContains ? `Name enthält „${rule.counterpartyContains}“` : null,
    rule.purposeContains ? `Verwendungszweck enthält „${rule.purposeContains}“` : null,
    directionWords[rule.direction],
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(", ") : "–";
}

/** What a rule books: "Betriebskosten (Wasserversorgung) · Lindenstraße 5". */
export function ruleBooking(rule: Pick<BankRuleDto, "category" | "subcategoryId" | "betrkvType">, propertyName: string | undefined, categories?: readonly BookingCategoryDto[]): string {
  const category = categoryText(rule, categories);
  return propertyName ? `${category} · ${propertyName}` : category;
}
