/**
 * Which booked costs may never go into a statement (issue 19, NEBENKOSTEN.md "Cost types"):
 * administration, repairs and maintenance, reserves and financing costs (§ 1 (2) BetrKV),
 * and cable-TV / Breitband fees for the time after 30.06.2024 (end of the TKG transition,
 * § 2 Nr. 15 b BetrKV). Refused with the rule's name — also when such a cost was booked
 * under a Betriebskosten category by mistake, which only its text can tell: those refusals
 * are a strong hint, and the landlord may override them with a reason the statement shows
 * (a heating "Wartung" contract whose text says "Reparaturpauschale", a community aerial
 * that is still allocable after the cable-TV rule).
 */
import { bookingCategoryInfo, type BookingCategory } from "@/domain/booking-categories";
import type { IsoDate } from "@/core/dates";

/** The last day cable-TV fees (Sammelinkasso) may be passed on. */
export const CABLE_TV_LAST_DAY: IsoDate = "2024-06-30";

export interface Refusal {
  rule: "category" | "repair" | "administration" | "reserve" | "financing" | "cable_tv";
  message: string;
  /** A hint from the text or a rule with exceptions: the landlord may include the cost with a reason. */
  overridable: boolean;
}

export const REFUSAL_MESSAGES = {
  maintenance: "Instandhaltung und Instandsetzung sind nie umlagefähig (§ 1 Abs. 2 Nr. 2 BetrKV).",
  administration: "Verwaltungskosten sind nie umlagefähig (§ 1 Abs. 2 Nr. 1 BetrKV).",
  financing: "Finanzierungskosten und Bankgebühren sind keine Betriebskosten (§ 1 BetrKV).",
  reserve: "Rücklagen sind keine Betriebskosten: umlagefähig ist nur, was im Zeitraum tatsächlich angefallen ist (§ 556 Abs. 1 BGB).",
  category: "Diese Kategorie enthält keine Betriebskosten (§ 2 BetrKV).",
  noType: "Der Buchung fehlt die Betriebskostenart (§ 2 BetrKV): ohne sie kann sie nicht umgelegt werden.",
  cableTv: "Kabel-TV-Gebühren (Sammelinkasso) sind für die Zeit nach dem 30.06.2024 nicht mehr umlagefähig (§ 2 Nr. 15 BetrKV, Ende der Übergangsfrist nach § 230 Abs. 4 TKG).",
} as const;

const byText: Array<{ rule: Refusal["rule"]; pattern: RegExp; message: string }> = [
  { rule: "repair", pattern: /reparatur|instandsetz|instandhalt|sanierung|ersatzteil|notdienst/i, message: REFUSAL_MESSAGES.maintenance },
  { rule: "reserve", pattern: /rücklage|ruecklage/i, message: REFUSAL_MESSAGES.reserve },
  { rule: "administration", pattern: /verwaltung|kontoführung|kontofuehrung/i, message: REFUSAL_MESSAGES.administration },
  { rule: "financing", pattern: /darlehen|zinsen|bankgebühr|bankgebuehr/i, message: REFUSAL_MESSAGES.financing },
];

const byCategory: Partial<Record<BookingCategory, { rule: Refusal["rule"]; message: string }>> = {
  maintenance: { rule: "repair", message: REFUSAL_MESSAGES.maintenance },
  administration: { rule: "administration", message: REFUSAL_MESSAGES.administration },
  loan_interest: { rule: "financing", message: REFUSAL_MESSAGES.financing },
  financing_costs: { rule: "financing", message: REFUSAL_MESSAGES.financing },
  loan_repayment: { rule: "financing", message: REFUSAL_MESSAGES.financing },
};

export interface CostCandidate {
  category: BookingCategory;
  betrkvType: number | null;
  text: string;
}

/** Why the cost may not be passed on at all, or null. Cable TV is cut by date instead: see {@link allocableUntil}. */
export function refusalOf(cost: CostCandidate): Refusal | null {
  if (bookingCategoryInfo[cost.category].betrkv === null) {
    const known = byCategory[cost.category];
    return { rule: known?.rule ?? "category", message: known?.message ?? REFUSAL_MESSAGES.category, overridable: false };
  }
  if (cost.betrkvType === null) return { rule: "category", message: REFUSAL_MESSAGES.noType, overridable: false };
  const hint = byText.find((t) => t.pattern.test(cost.text));
  return hint ? { rule: hint.rule, message: hint.message, overridable: true } : null;
}

/** The last day a cost of this type may be passed on for, or null without such a limit. */
export function allocableUntil(cost: CostCandidate): IsoDate | null {
  return cost.betrkvType === 15 ? CABLE_TV_LAST_DAY : null;
}

export const cableTvRefusal: Refusal = { rule: "cable_tv", message: REFUSAL_MESSAGES.cableTv, overridable: true };
