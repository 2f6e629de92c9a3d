/**
 * Anlage V (Einkünfte aus Vermietung und Verpachtung bebauter Grundstücke) of one property and
 * tax year: which booking categories and derived figures (AfA, Erhaltungsaufwand) go into which
 * line of the form (DOMAIN "Anlage V").
 *
 * The line numbers change with the form, so the mapping is data per Veranlagungszeitraum
 * (`anlageVForms`): a new year is a new entry, not new code. What a line means (its label and
 * where its amount comes from) is shared by the years in `lineSpecs`; a year lists the lines
 * of its form with their numbers and whether a source confirms the number.
 *
 * Since VZ 2023 the form is split into Anlage V, V-FeWo and V-Sonstige, and most expenses have
 * a block of lines (amount directly attributable / proportionally attributable / deductible).
 * For a property let entirely the whole amount belongs to the block, so a line here names the
 * block ("46–48"). The form no longer has lines of its own for Grundsteuer and insurance: they
 * are "umgelegte Kosten" together with the other running costs.
 *
 * Line numbers with `confirmed: false` are our best reading, not backed by a source for that
 * year; the UI shows them as "Zeilennummer ohne Gewähr". No official PDF could be opened for
 * this; every source is a secondary one quoting the official form or its Anleitung:
 *
 * - [S23] Anlage V 2023, page 1 of the form (copy): https://de.scribd.com/document/714643152/Anlage-V-2023
 *   — lines 12–14 Wohnungen, 15 "Summe" (Kz 01), 16–18 andere Räume.
 * - [H23] Haufe, Leitfaden Anlagen V 2023 / V-FeWo / V-Sonstige, 3.2 Werbungskosten:
 *   https://www.haufe.de/finance/haufe-finance-office-premium/anlagen-v-2023-v-fewo-v-sonstige-leitfaden-32-werbungskosten_idesk_PI20354_HI16084140.html
 *   — Werbungskosten lines 33–87, AfA 33–44, normal building AfA 33–35, "jeweils dritte Zeile".
 * - [HS] Helfer in Steuersachen, Werbungskosten (no year named, AfA block 33–44 as in [H23]):
 *   https://helfer-in-steuersachen.de/inhalt/10-tipps-zur-anlage-v-eink%C3%83%C2%BCnfte-aus-vermietung-und-verpachtung/825-tipp-120-werbungskosten-basis.html
 *   — Summe der Einnahmen 32, Schuldzinsen 45, Geldbeschaffungskosten 48, Erhaltung 54–58,
 *   umgelegte Kosten 72–73, nicht umgelegte 75–76, Umsatzsteuer 78, sonstige 79–81.
 * - [M] jxnashap/MyImmo-App, lib/steuer/anlageVZeilen.ts (VZ 2024 and 2025, read from the
 *   official Vordruck 2025 https://www.buhl.de/steuer/wp-content/uploads/sites/31/2026/02/Anlage_V_2025.pdf
 *   and the Anleitung 2024 http://www.steuerhexe.de/wp-content/uploads/2025/05/Anlage-V-2024-Anleitung.pdf):
 *   https://github.com/jxnashap/MyImmo-App/blob/008bfc4d0018e9ecbe3703f9d3d813d4ae90081d/lib/steuer/anlageVZeilen.ts
 *   — 13–15 (Kz 01), 20 (Kz 04), 21 (Kz 11), 25–31, 32, 33–35, 46–48, 55–56 (55–72 in the
 *   Anleitung 2024), 73–75, 76–78, 80–82, 83, 85; "beide Jahrgänge dieselbe Zeilenbelegung".
 * - [A25] An "Anlage-V-Assistent" instruction text on GitHub following the Vordruck 2025 (lines
 *   4–89): 25 frühere Jahre / Kautionen, 26 Garagen / Stellplätze, 29–31 Zuschüsse / sonstige,
 *   49–51 Geldbeschaffungskosten, 57–60 and 61–72 §82b shares, 79 Umsatzsteuer, 83, 85. A
 *   second text on GitHub citing the ELSTER help 2025 agrees on 49–51 and 55–72.
 *
 * The 2023 expense lines from 45 on are one lower than 2024's: the block for AfA of movable
 * assets grew from 42–44 [H23] to 42–45. That shift is inferred from [HS], so those 2023 lines
 * are unconfirmed. For the same reason the movable assets' block 42–45 of 2024/2025 is our
 * reading (42–44 of [H23] plus the line before Schuldzinsen 46 [M]), not a source's, and
 * unconfirmed; 42–44 of 2023 is [H23]'s.
 */
import { cents, sumCents, subCents, ZERO_CENTS, type Cents } from "@/core/money";
import { bookingCategoryInfo, taxClassInfo, type BookingCategory } from "./booking-categories";

/** The stable meaning of a line, the same in every year's form. */
export const anlageVLineKeys = [
  "rent_residential",
  "allocations_prepayments",
  "allocations_settlements",
  "earlier_years_and_deposits",
  "garages_and_parking",
  "other_income",
  "income_total",
  "afa_building",
  "afa_movable",
  "loan_interest",
  "financing_costs",
  "maintenance_immediate",
  "maintenance_spread",
  "allocated_costs",
  "unallocated_costs",
  "other_expenses",
  "expenses_total",
  "result",
] as const;
export type AnlageVLineKey = (typeof anlageVLineKeys)[number];

/** Where a line's amount comes from. */
export type AnlageVSource =
  /** Signed sums of these categories (income > 0, expense < 0), shown positive on the form. */
  | { kind: "categories"; categories: readonly BookingCategory[] }
  | { kind: "afa" }
  /** AfA of movable assets and GWG written off (§7(1), §6(2) EStG). */
  | { kind: "afa_movable" }
  /** Erhaltungsaufwand deducted at once in this year. */
  | { kind: "maintenance_immediate" }
  /** §82b EStDV shares falling in this year: this year's first share and those of earlier years. */
  | { kind: "maintenance_spread" }
  | { kind: "sum"; of: readonly AnlageVLineKey[] }
  | { kind: "difference"; minuend: AnlageVLineKey; subtrahend: AnlageVLineKey };

/** Income and expense lines carry amounts; total lines repeat sums of them. */
export type AnlageVSection = "income" | "expense" | "total";

export interface AnlageVLineSpec {
  label: string;
  section: AnlageVSection;
  source: AnlageVSource;
}

export interface AnlageVFormLine {
  key: AnlageVLineKey;
  /** Zeile, or the block of lines ("46–48"). */
  line: string;
  /** Whether a source names this line number for this year (see the module comment). */
  confirmed: boolean;
  /** What was found where the number is unconfirmed. */
  note?: string;
}

export interface AnlageVForm {
  year: number;
  lines: readonly AnlageVFormLine[];
}

const incomeKeys = ["rent_residential", "allocations_prepayments", "allocations_settlements", "earlier_years_and_deposits", "garages_and_parking", "other_income"] as const;
const expenseKeys = ["afa_building", "afa_movable", "loan_interest", "financing_costs", "maintenance_immediate", "maintenance_spread", "allocated_costs", "unallocated_costs", "other_expenses"] as const;

export const lineSpecs: Record<AnlageVLineKey, AnlageVLineSpec> = {
  rent_residential: { label: "Mieteinnahmen für Wohnungen (ohne Umlagen)", section: "income", source: { kind: "categories", categories: ["rent"] } },
  allocations_prepayments: {
    label: "Umlagen: laufend vereinnahmte Neben-/Betriebskosten (Vorauszahlungen)",
    section: "income",
    source: { kind: "categories", categories: ["service_charge_prepayment"] },
  },
  allocations_settlements: {
    label: "Umlagen: Nachzahlungen, abzüglich Erstattungen aus Abrechnungen",
    section: "income",
    source: { kind: "categories", categories: ["service_charge_settlement"] },
  },
  earlier_years_and_deposits: {
    label: "Vereinnahmte Mieten für frühere Jahre, verrechnete Mietkautionen",
    section: "income",
    source: { kind: "categories", categories: ["deposit_retained"] },
  },
  // A garage let with the flat under the same contract may also go with the flat's rent; the
  // sum of the income is the same.
  garages_and_parking: {
    label: "Einnahmen aus Garagen, Stellplätzen, Werbeflächen u. Ä.",
    section: "income",
    source: { kind: "categories", categories: ["parking_rent"] },
  },
  other_income: {
    label: "Zuschüsse, Guthabenzinsen, sonstige Einnahmen",
    section: "income",
    source: { kind: "categories", categories: ["other_income"] },
  },
  income_total: { label: "Summe der Einnahmen", section: "total", source: { kind: "sum", of: incomeKeys } },
  afa_building: { label: "AfA Gebäude (linear / degressiv)", section: "expense", source: { kind: "afa" } },
  afa_movable: { label: "AfA bewegliche Wirtschaftsgüter (z. B. Einbauküche), geringwertige Wirtschaftsgüter", section: "expense", source: { kind: "afa_movable" } },
  loan_interest: { label: "Schuldzinsen (ohne Tilgung)", section: "expense", source: { kind: "categories", categories: ["loan_interest"] } },
  financing_costs: { label: "Geldbeschaffungskosten", section: "expense", source: { kind: "categories", categories: ["financing_costs"] } },
  maintenance_immediate: { label: "Erhaltungsaufwendungen, im Jahr voll abzuziehen", section: "expense", source: { kind: "maintenance_immediate" } },
  maintenance_spread: {
    label: "Erhaltungsaufwendungen, verteilt nach § 82b EStDV (Anteil dieses Jahres und früherer Jahre)",
    section: "expense",
    source: { kind: "maintenance_spread" },
  },
  // The form asks for the kind of cost: allocable running costs (BetrKV, Grundsteuer, building
  // insurance) here, administration under "nicht umgelegt". The category's default decides,
  // not whether a single line was passed on to the tenant.
  allocated_costs: {
    label: "Umgelegte Kosten (Grundsteuer, Versicherungen, Betriebskosten)",
    section: "expense",
    source: { kind: "categories", categories: ["property_tax", "insurance", "operating_costs"] },
  },
  unallocated_costs: { label: "Nicht umgelegte Kosten (Verwaltungskosten)", section: "expense", source: { kind: "categories", categories: ["administration"] } },
  other_expenses: { label: "Sonstige Werbungskosten", section: "expense", source: { kind: "categories", categories: ["other_expenses"] } },
  expenses_total: { label: "Summe der Werbungskosten", section: "total", source: { kind: "sum", of: expenseKeys } },
  result: { label: "Überschuss (Einnahmen − Werbungskosten)", section: "total", source: { kind: "difference", minuend: "income_total", subtrahend: "expenses_total" } },
};

const line = (key: AnlageVLineKey, number: string, confirmed: boolean, note?: string): AnlageVFormLine =>
  note === undefined ? { key, line: number, confirmed } : { key, line: number, confirmed, note };

/**
 * VZ 2024 and 2025 have the same layout according to [M]; the confirmations differ because the
 * sources name different lines for each year.
 */
export const anlageVForms: Record<number, AnlageVForm> = {
  2023: {
    year: 2023,
    lines: [
      line("rent_residential", "15", true, "[S23]: Zeilen 12–14, Summe in Zeile 15 (Kz 01)"),
      line("allocations_prepayments", "20", false, "[HS] nennt Umlagen in Zeilen 20–23 ohne Jahr; für 2023 nicht bestätigt"),
      line("allocations_settlements", "21", false, "wie Zeile 20: für 2023 nicht bestätigt"),
      line("earlier_years_and_deposits", "25", false, "Belegung wie 2025 [A25] angenommen"),
      line("garages_and_parking", "26", false, "Belegung wie 2025 [A25] angenommen"),
      line("other_income", "29–31", false, "Belegung wie 2024/2025 angenommen"),
      line("income_total", "32", true, "[HS]: Summe der Mieteinnahmen Zeile 32"),
      line("afa_building", "33–35", true, "[H23]: normale Gebäude-AfA Zeilen 33–35"),
      line("afa_movable", "42–44", true, "[H23]: AfA beweglicher Wirtschaftsgüter Zeilen 42–44"),
      line("loan_interest", "45–47", false, "[HS]: Schuldzinsen Zeile 45 (2024: 46–48)"),
      line("financing_costs", "48–50", false, "[HS]: Geldbeschaffungskosten Zeile 48"),
      line("maintenance_immediate", "54–55", false, "[HS]: Erhaltungsaufwendungen ab Zeile 54"),
      line("maintenance_spread", "56–71", false, "aus der Verschiebung um eine Zeile gegenüber 2024 (57–72) geschlossen"),
      line("allocated_costs", "72–74", false, "[HS]: umgelegte Kosten Zeilen 72–73"),
      line("unallocated_costs", "75–77", false, "[HS]: nicht umgelegte Kosten Zeilen 75–76"),
      line("other_expenses", "79–81", false, "[HS]: sonstige Kosten Zeilen 79–81"),
      line("expenses_total", "82", false, "aus der Verschiebung gegenüber 2024 (83) geschlossen"),
      line("result", "84", false, "aus der Verschiebung gegenüber 2024 (85) geschlossen"),
    ],
  },
  2024: {
    year: 2024,
    lines: [
      line("rent_residential", "13–15", true),
      line("allocations_prepayments", "20", true),
      line("allocations_settlements", "21", true),
      line("earlier_years_and_deposits", "25", false, "[M] nennt nur 25–31 für sonstige Einnahmen; Zeile 25 nur für 2025 [A25] belegt"),
      line("garages_and_parking", "26", false, "Zeile 26 nur für 2025 [A25] belegt"),
      line("other_income", "29–31", true),
      line("income_total", "32", true),
      line("afa_building", "33–35", true),
      line("afa_movable", "42–45", false, "aus 42–44 für 2023 [H23] und Schuldzinsen ab Zeile 46 [M] geschlossen"),
      line("loan_interest", "46–48", true),
      line("financing_costs", "49–51", false, "49–51 nur für 2025 belegt ([A25], ELSTER-Hilfe 2025)"),
      line("maintenance_immediate", "55–56", true),
      line("maintenance_spread", "57–72", true, "Anleitung 2024 laut [M]: Erhaltung Zeilen 55–72"),
      line("allocated_costs", "73–75", true),
      line("unallocated_costs", "76–78", true),
      line("other_expenses", "80–82", true),
      line("expenses_total", "83", true),
      line("result", "85", true),
    ],
  },
  2025: {
    year: 2025,
    lines: [
      line("rent_residential", "13–15", true),
      line("allocations_prepayments", "20", true),
      line("allocations_settlements", "21", true),
      line("earlier_years_and_deposits", "25", true),
      line("garages_and_parking", "26", true),
      line("other_income", "29–31", true),
      line("income_total", "32", true),
      line("afa_building", "33–35", true),
      line("afa_movable", "42–45", false, "aus 42–44 für 2023 [H23] und Schuldzinsen ab Zeile 46 [M] geschlossen"),
      line("loan_interest", "46–48", true),
      line("financing_costs", "49–51", true),
      line("maintenance_immediate", "55–56", true),
      line("maintenance_spread", "57–72", true),
      line("allocated_costs", "73–75", true),
      line("unallocated_costs", "76–78", true),
      line("other_expenses", "80–82", true),
      line("expenses_total", "83", true),
      line("result", "85", true),
    ],
  },
};

export const ANLAGE_V_MESSAGES = {
  noForm: (year: number) =>
    `Für das Steuerjahr ${year} ist keine Anlage V hinterlegt (vorhanden: ${Object.keys(anlageVForms).join(", ")}).`,
} as const;

export interface AnlageVInput {
  year: number;
  /**
   * Signed sums of the booking lines that count in this tax year (after the 10-day rule,
   * tax-year.ts): income > 0, expense < 0. "maintenance" is not read: Erhaltungsaufwand comes
   * in through `maintenance` (maintenance-spread.ts). Neutral tax classes (deposit, acquisition
   * costs, repayment, non-deductible) are never read either.
   */
  categoryTotals: Partial<Record<BookingCategory, Cents>>;
  /** AfA of the building in this year, positive (afaForYear). */
  afaCents: Cents;
  /** AfA of the movable assets and GWG in this year, positive. */
  movableAfaCents: Cents;
  /** Deductions in this year, positive (maintenanceDeductionInYear: immediate; spreadThisYearsShare + spreadFromEarlierYears). */
  maintenance: { immediate: Cents; spread: Cents };
}

export interface AnlageVReportLine {
  key: AnlageVLineKey;
  line: string;
  label: string;
  section: AnlageVSection;
  /** As entered on the form: income and expenses positive (a refund surplus negative). */
  amountCents: Cents;
  confirmed: boolean;
}

export interface AnlageVReport {
  year: number;
  lines: AnlageVReportLine[];
  incomeCents: Cents;
  expensesCents: Cents;
  /** incomeCents − expensesCents (a loss is negative). */
  resultCents: Cents;
}

/** The filled Anlage V; throws a RangeError with a German message for a year without a form. */
export function buildAnlageV(input: AnlageVInput): AnlageVReport {
  const form = anlageVForms[input.year];
  if (!form) throw new RangeError(ANLAGE_V_MESSAGES.noForm(input.year));
  const amounts = new Map<AnlageVLineKey, Cents>();
  const amountOf = (key: AnlageVLineKey): Cents => {
    const known = amounts.get(key);
    if (known === undefined) throw new Error(`Anlage V ${input.year}: Zeile „${key}“ wird vor ihrer Berechnung verwendet`);
    return known;
  };
  const lines: AnlageVReportLine[] = [];
  for (const formLine of form.lines) {
    const spec = lineSpecs[formLine.key];
    const amountCents = lineAmount(spec, input, amountOf);
    amounts.set(formLine.key, amountCents);
    lines.push({ key: formLine.key, line: formLine.line, label: spec.label, section: spec.section, amountCents, confirmed: formLine.confirmed });
  }
  const incomeCents = sumCents(lines.filter((l) => l.section === "income").map((l) => l.amountCents));
  const expensesCents = sumCents(lines.filter((l) => l.section === "expense").map((l) => l.amountCents));
  return { year: input.year, lines, incomeCents, expensesCents, resultCents: subCents(incomeCents, expensesCents) };
}

function lineAmount(spec: AnlageVLineSpec, input: AnlageVInput, amountOf: (key: AnlageVLineKey) => Cents): Cents {
  const source = spec.source;
  switch (source.kind) {
    case "categories": {
      const signed = sumCents(source.categories.map((c) => input.categoryTotals[c] ?? ZERO_CENTS));
      // Expenses are negative in the ledger and positive on the form.
      return spec.section === "expense" ? cents(-signed) : signed;
    }
    case "afa":
      return cents(input.afaCents);
    case "afa_movable":
      return cents(input.movableAfaCents);
    case "maintenance_immediate":
      return cents(input.maintenance.immediate);
    case "maintenance_spread":
      return cents(input.maintenance.spread);
    case "sum":
      return sumCents(source.of.map(amountOf));
    case "difference":
      return subCents(amountOf(source.minuend), amountOf(source.subtrahend));
  }
}

/** Categories that a form line reads; for the consistency tests and the UI's "what goes where". */
export function categoriesOfLine(key: AnlageVLineKey): readonly BookingCategory[] {
  const source = lineSpecs[key].source;
  return source.kind === "categories" ? source.categories : [];
}

/** Whether a category's tax class counts in the surplus calculation at all (income or expense). */
export function countsInAnlageV(category: BookingCategory): boolean {
  return taxClassInfo[bookingCategoryInfo[category].taxClass].effect !== "neutral";
}
