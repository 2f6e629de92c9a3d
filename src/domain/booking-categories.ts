// The fixed catalogue of booking categories: what a line of money in or out is, for the
// tax return (Anlage V, §21 EStG), for the tax advisor's chart of accounts (SKR03/SKR04)
// and for the Nebenkostenabrechnung (BetrKV type, umlagefähig). Users add their own
// subcategories under a category; those inherit everything defined here.
// The mapping to Anlage V lines changes every year and lives in a table per tax year
// (reports), never here.

/** How a tax class counts in the surplus calculation (Überschussrechnung, §2(2) Nr. 2 EStG). */
export type TaxEffect = "income" | "expense" | "neutral";

export const taxClasses = [
  "rent",
  "allocations",
  "other_income",
  "deposit",
  "maintenance",
  "operating_costs",
  "property_tax",
  "insurance",
  "administration",
  "loan_interest",
  "financing_costs",
  "other_expenses",
  "acquisition_costs",
  "repayment",
  "non_deductible",
] as const;
export type TaxClass = (typeof taxClasses)[number];

export const taxClassInfo: Record<TaxClass, { label: string; effect: TaxEffect }> = {
  rent: { label: "Mieteinnahmen", effect: "income" },
  allocations: { label: "Umlagen / NK-Vorauszahlungen", effect: "income" },
  other_income: { label: "Sonstige Einnahmen", effect: "income" },
  deposit: { label: "Kaution (keine Einnahme)", effect: "neutral" },
  maintenance: { label: "Erhaltungsaufwand", effect: "expense" },
  operating_costs: { label: "Betriebskosten", effect: "expense" },
  property_tax: { label: "Grundsteuer", effect: "expense" },
  insurance: { label: "Versicherungen", effect: "expense" },
  administration: { label: "Verwaltungskosten", effect: "expense" },
  loan_interest: { label: "Schuldzinsen", effect: "expense" },
  financing_costs: { label: "Geldbeschaffungskosten", effect: "expense" },
  other_expenses: { label: "Sonstige Werbungskosten", effect: "expense" },
  // Feeds the AfA basis (§7 EStG) instead of being deducted at once.
  acquisition_costs: { label: "Anschaffungs-/Herstellungskosten", effect: "neutral" },
  repayment: { label: "Tilgung (keine Werbungskosten)", effect: "neutral" },
  non_deductible: { label: "Nicht abziehbar", effect: "neutral" },
};

/** §2 BetrKV: the 17 allocable operating-cost types. */
export const betrkvTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export type BetrkvType = (typeof betrkvTypes)[number];
export const betrkvTypeLabels: Record<BetrkvType, string> = {
  1: "Grundsteuer / öffentliche Lasten",
  2: "Wasserversorgung",
  3: "Entwässerung",
  4: "Heizung",
  5: "Warmwasser",
  6: "Verbundene Heizungs- und Warmwasseranlagen",
  7: "Aufzug",
  8: "Straßenreinigung und Müllbeseitigung",
  9: "Gebäudereinigung und Ungezieferbekämpfung",
  10: "Gartenpflege",
  11: "Beleuchtung",
  12: "Schornsteinreinigung",
  13: "Sach- und Haftpflichtversicherung",
  14: "Hauswart",
  15: "Antenne / Breitbandnetz",
  16: "Wäschepflege",
  17: "Sonstige Betriebskosten",
};

export const bookingCategories = [
  "rent",
  "service_charge_prepayment",
  "service_charge_settlement",
  "parking_rent",
  "deposit_retained",
  "other_income",
  "deposit",
  "maintenance",
  "operating_costs",
  "property_tax",
  "insurance",
  "administration",
  "loan_interest",
  "financing_costs",
  "other_expenses",
  "acquisition_costs",
  "loan_repayment",
  "non_deductible",
] as const;
export type BookingCategory = (typeof bookingCategories)[number];

/**
 * How a category uses the BetrKV type of a line:
 * - "choose": the line must name one of 2–17 (Betriebskosten),
 * - a number: the type is fixed (Grundsteuer is type 1, insurance type 13),
 * - null: the line has no BetrKV type and is never umlagefähig.
 */
export type BetrkvRule = "choose" | BetrkvType | null;

export type CategoryInfo = {
  label: string;
  /** The natural direction of money: "in" for income, "out" for expenses. A line against it is a correction (a refund). */
  direction: "in" | "out";
  taxClass: TaxClass;
  betrkv: BetrkvRule;
  /** Default of the line's "umlagefähig" flag where a BetrKV type applies. */
  allocableByDefault: boolean;
  /** Erhaltungsaufwand may be spread over 2–5 years (§82b EStDV). */
  spreadable: boolean;
  /** Default accounts of the DATEV charts (docs/decisions/0010-ledger.md). */
  skr03: string;
  skr04: string;
};

export const bookingCategoryInfo: Record<BookingCategory, CategoryInfo> = {
  rent: { label: "Kaltmiete", direction: "in", taxClass: "rent", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2751", skr04: "4861" },
  service_charge_prepayment: { label: "Nebenkosten-Vorauszahlung", direction: "in", taxClass: "allocations", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2750", skr04: "4860" },
  service_charge_settlement: { label: "Nebenkosten-Nachzahlung / -Erstattung", direction: "in", taxClass: "allocations", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2750", skr04: "4860" },
  parking_rent: { label: "Miete Garage / Stellplatz", direction: "in", taxClass: "rent", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2750", skr04: "4860" },
  deposit_retained: { label: "Einbehaltene Kaution", direction: "in", taxClass: "other_income", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2750", skr04: "4860" },
  other_income: { label: "Sonstige Einnahmen", direction: "in", taxClass: "other_income", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2750", skr04: "4860" },
  deposit: { label: "Kaution (Ein- und Rückzahlung)", direction: "in", taxClass: "deposit", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "1700", skr04: "3500" },
  maintenance: { label: "Erhaltungsaufwand", direction: "out", taxClass: "maintenance", betrkv: null, allocableByDefault: false, spreadable: true, skr03: "2350", skr04: "6350" },
  operating_costs: { label: "Betriebskosten", direction: "out", taxClass: "operating_costs", betrkv: "choose", allocableByDefault: true, spreadable: false, skr03: "2350", skr04: "6350" },
  property_tax: { label: "Grundsteuer", direction: "out", taxClass: "property_tax", betrkv: 1, allocableByDefault: true, spreadable: false, skr03: "2375", skr04: "7680" },
  insurance: { label: "Versicherungen", direction: "out", taxClass: "insurance", betrkv: 13, allocableByDefault: true, spreadable: false, skr03: "4360", skr04: "6400" },
  administration: { label: "Verwaltungskosten", direction: "out", taxClass: "administration", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2350", skr04: "6350" },
  loan_interest: { label: "Schuldzinsen", direction: "out", taxClass: "loan_interest", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2120", skr04: "7320" },
  financing_costs: { label: "Geldbeschaffungskosten", direction: "out", taxClass: "financing_costs", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "4970", skr04: "6855" },
  other_expenses: { label: "Sonstige Werbungskosten", direction: "out", taxClass: "other_expenses", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "2350", skr04: "6350" },
  acquisition_costs: { label: "Anschaffungs-/Herstellungskosten", direction: "out", taxClass: "acquisition_costs", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "0140", skr04: "0230" },
  loan_repayment: { label: "Tilgung", direction: "out", taxClass: "repayment", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "0630", skr04: "3150" },
  non_deductible: { label: "Nicht abziehbar", direction: "out", taxClass: "non_deductible", betrkv: null, allocableByDefault: false, spreadable: false, skr03: "1800", skr04: "2100" },
};

/** The BetrKV type a line of `category` carries when it names `chosen` (null: refused, see {@link lineBetrkvProblem}). */
export function effectiveBetrkvType(category: BookingCategory, chosen: number | null | undefined): BetrkvType | null {
  const rule = bookingCategoryInfo[category].betrkv;
  if (rule === null) return null;
  if (rule === "choose") return isBetrkvType(chosen) && chosen !== 1 ? chosen : null;
  return rule;
}

export function isBetrkvType(value: unknown): value is BetrkvType {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 17;
}

/** Spread of Erhaltungsaufwand: 1 (deduct at once) or 2–5 years (§82b EStDV). */
export const MAX_SPREAD_YEARS = 5;
