import type { IsoDate } from "@/core/dates";
import type { Cents } from "@/core/money";
import type { RateMilli } from "@/core/rate";
import type { CellValue } from "@/server/spreadsheet/read-workbook";
import { propertyKindLabels, unitTypeLabels, type PropertyKind, type UnitType } from "@/shared/enums";
import type { SpreadsheetFieldKey } from "@/shared/schemas/spreadsheet-import";
import { importTargetLabels, type ImportTarget } from "@/shared/spreadsheet-import-types";
import { cellText, foldText, type Choice } from "./cell-values";

// What a landlord's sheet can be imported as (targets), the fields of each and which of the
// sheet's columns probably hold which field (from the header texts). The fields are those the
// app can store: `storedAs` names the create input and its field in src/shared/schemas (and
// so the column in src/server/db/schema); a few are only recognised (storedAs null) so that
// their column is not mistaken for another one (Warmmiete is no Kaltmiete) — they are shown,
// not imported.

export type FieldKind = "text" | "amount" | "area" | "integer" | "date" | "boolean" | "email" | "iban" | "rate" | "choice";

type FieldSpec = {
  /** German label, as the app's forms name the field. */
  label: string;
  kind: FieldKind;
  /** Header texts that mean this field, German and English; compared after {@link normalizeHeader}. */
  synonyms: readonly string[];
  /** Headers that mean this field only right after a column of another field: "Nr." after "Straße" is the house number. */
  synonymsAfter?: { field: string; synonyms: readonly string[] };
  /** `input.field` of the create input this value goes to; null: recognised, not imported. */
  storedAs: string | null;
  /** The stored text's limit (src/shared/schemas). */
  maxLength?: number;
  /** Whole numbers padded to this many digits (postcode 1067 → 01067). */
  digits?: number;
  /** An amount that may be negative (a booking: money out). */
  signed?: boolean;
  choices?: readonly Choice[];
  /** Per m² (€/m², "pro qm"): such a header only matches such a field, and such a field only such a header. */
  perArea?: boolean;
  /** CellValue texts that mean "none" here: a vacant unit's tenant column says "Leerstand". */
  noneWords?: readonly string[];
};

const propertyKindChoices: readonly Choice<PropertyKind>[] = [
  { value: "condominium", label: propertyKindLabels.condominium, words: ["ETW", "Wohnung", "condominium"] },
  { value: "multi_family", label: propertyKindLabels.multi_family, words: ["MFH", "Mietshaus", "multi family"] },
  { value: "single_family", label: propertyKindLabels.single_family, words: ["EFH", "Haus", "single family"] },
  { value: "two_family", label: propertyKindLabels.two_family, words: ["ZFH", "two family"] },
  { value: "commercial", label: propertyKindLabels.commercial, words: ["Gewerbeimmobilie", "Büro", "commercial"] },
  { value: "mixed", label: propertyKindLabels.mixed, words: ["Wohn- und Geschäftshaus", "WGH", "gemischt genutzt", "mixed"] },
];

const unitTypeChoices: readonly Choice<UnitType>[] = [
  { value: "apartment", label: unitTypeLabels.apartment, words: ["Whg", "Whg.", "ETW", "Wohneinheit", "Apartment", "Appartement", "Maisonette", "Dachgeschosswohnung"] },
  { value: "commercial_space", label: unitTypeLabels.commercial_space, words: ["Gewerbeeinheit", "Laden", "Ladenlokal", "Büro", "Praxis", "Commercial", "Office"] },
  { value: "parking", label: unitTypeLabels.parking, words: ["Garage", "Tiefgarage", "TG", "TG-Stellplatz", "Tiefgaragenstellplatz", "Carport", "Parkplatz", "Duplexparker", "Parking"] },
  { value: "storage", label: unitTypeLabels.storage, words: ["Keller", "Kellerraum", "Abstellraum", "Lagerraum", "Storage"] },
  { value: "house", label: unitTypeLabels.house, words: ["Einfamilienhaus", "EFH", "Reihenhaus", "Doppelhaushälfte", "DHH", "House"] },
];

/** Every field any target has. Keys are the names the import uses (spreadsheetFieldKeys, shared with the options' schema); `storedAs` says where each goes. */
export const FIELDS = {
  // The property (propertyInput)
  propertyName: {
    label: "Immobilie",
    kind: "text",
    synonyms: ["Immobilie", "Objekt", "Objektname", "Objektbezeichnung", "Bezeichnung", "Liegenschaft", "Gebäude", "Haus", "Property", "Building"],
    storedAs: "propertyInput.name",
    maxLength: 120,
  },
  street: {
    label: "Straße",
    kind: "text",
    synonyms: ["Straße", "Strasse", "Str.", "Straße und Hausnummer", "Adresse", "Anschrift", "Lage des Objekts", "Street", "Address"],
    storedAs: "propertyInput.street",
    maxLength: 120,
  },
  houseNumber: {
    label: "Hausnummer",
    kind: "text",
    synonyms: ["Hausnummer", "Hausnr.", "Haus-Nr.", "HNr.", "House number"],
    synonymsAfter: { field: "street", synonyms: ["Nr.", "Nummer", "No.", "Number"] },
    storedAs: "propertyInput.houseNumber",
    maxLength: 20,
  },
  postcode: {
    label: "PLZ",
    kind: "text",
    synonyms: ["PLZ", "Postleitzahl", "Postcode", "Postal code", "ZIP", "ZIP code"],
    storedAs: "propertyInput.postcode",
    maxLength: 10,
    digits: 5,
  },
  city: { label: "Ort", kind: "text", synonyms: ["Ort", "Stadt", "Gemeinde", "Wohnort", "City", "Town"], storedAs: "propertyInput.city", maxLength: 80 },
  propertyKind: {
    label: "Objektart",
    kind: "choice",
    synonyms: ["Objektart", "Immobilienart", "Gebäudeart", "Objekttyp", "Property type"],
    storedAs: "propertyInput.kind",
    choices: propertyKindChoices,
  },
  yearBuilt: { label: "Baujahr", kind: "integer", synonyms: ["Baujahr", "BJ", "Year built"], storedAs: "propertyInput.yearBuilt" },
  purchasePrice: { label: "Kaufpreis", kind: "amount", synonyms: ["Kaufpreis", "Anschaffungskosten", "Purchase price"], storedAs: "propertyInput.purchasePriceCents" },
  purchaseDate: {
    label: "Kaufdatum",
    kind: "date",
    synonyms: ["Kaufdatum", "Kauf am", "Erwerb", "Erwerbsdatum", "Anschaffungsdatum", "Purchase date"],
    storedAs: "propertyInput.purchaseDate",
  },

  // The unit (unitCreateInput)
  unitCode: {
    label: "Einheit",
    kind: "text",
    synonyms: ["Einheit", "Einheitscode", "Einheit Nr.", "Wohneinheit", "WE", "Whg.", "Whg.-Nr.", "Wohnung", "Wohnungsnummer", "Wohnung Nr.", "Lage", "Nr.", "Unit", "Apartment"],
    storedAs: "unitCreateInput.code",
    maxLength: 40,
  },
  unitType: {
    label: "Einheitentyp",
    kind: "choice",
    synonyms: ["Einheitentyp", "Typ", "Art", "Nutzungsart", "Art der Einheit", "Type", "Unit type"],
    storedAs: "unitCreateInput.type",
    choices: unitTypeChoices,
  },
  area: {
    label: "Wohnfläche",
    kind: "area",
    synonyms: ["Wohnfläche", "Fläche", "Nutzfläche", "Mietfläche", "Größe", "Wohnungsgröße", "qm", "m²", "Wfl.", "Living space", "Area", "Size"],
    storedAs: "unitCreateInput.sizeSqm",
  },
  rooms: { label: "Zimmer", kind: "text", synonyms: ["Zimmer", "Zimmeranzahl", "Anzahl Zimmer", "Räume", "Zi.", "Rooms"], storedAs: null },
  hasBalcony: { label: "Balkon", kind: "boolean", synonyms: ["Balkon", "Balkon/Terrasse", "Terrasse", "Balcony"], storedAs: "unitCreateInput.hasBalcony" },

  // The tenant (tenantInput; a full name is split when written, like the unit form's tenant name)
  tenantName: {
    label: "Mieter",
    kind: "text",
    synonyms: ["Mieter", "Name", "Mietername", "Name des Mieters", "Mieter Name", "Bewohner", "Vertragspartner", "Tenant", "Tenant name"],
    storedAs: "tenantInput.firstName + lastName",
    maxLength: 160,
    noneWords: ["leer", "Leerstand", "frei", "unvermietet", "nicht vermietet", "vacant", "-", "–", "—"],
  },
  firstName: { label: "Vorname", kind: "text", synonyms: ["Vorname", "Vorname Mieter", "First name", "Given name"], storedAs: "tenantInput.firstName", maxLength: 80 },
  lastName: { label: "Nachname", kind: "text", synonyms: ["Nachname", "Familienname", "Zuname", "Nachname Mieter", "Last name", "Surname"], storedAs: "tenantInput.lastName", maxLength: 80 },
  email: { label: "E-Mail", kind: "email", synonyms: ["E-Mail", "E-Mail-Adresse", "Mail", "Email address"], storedAs: "tenantInput.email" },
  phone: {
    label: "Telefon",
    kind: "text",
    synonyms: ["Telefon", "Tel.", "Telefonnummer", "Handy", "Mobil", "Mobilnummer", "Phone", "Mobile"],
    storedAs: "tenantInput.phone",
    maxLength: 40,
  },
  iban: { label: "IBAN", kind: "iban", synonyms: ["IBAN", "IBAN Mieter", "Bankverbindung"], storedAs: null },

  // The rental contract (contractCreateInput)
  startDate: {
    label: "Mietbeginn",
    kind: "date",
    synonyms: ["Mietbeginn", "Einzug", "Einzugsdatum", "Mietvertrag ab", "Vertragsbeginn", "Beginn", "Mieter seit", "vermietet seit", "Start", "Move in", "Lease start"],
    storedAs: "contractCreateInput.startDate",
  },
  endDate: {
    label: "Mietende",
    kind: "date",
    synonyms: ["Mietende", "Auszug", "Auszugsdatum", "Vertragsende", "befristet bis", "Kündigung zum", "Ende", "Move out", "Lease end"],
    storedAs: "contractCreateInput.endDate",
  },
  coldRent: {
    label: "Kaltmiete",
    kind: "amount",
    synonyms: ["Kaltmiete", "Miete kalt", "Nettokaltmiete", "Grundmiete", "Nettomiete", "Miete", "Kaltmiete aktuell", "Cold rent", "Base rent", "Net rent"],
    storedAs: "contractCreateInput.coldRentCents",
  },
  serviceCharge: {
    label: "Nebenkosten",
    kind: "amount",
    synonyms: [
      "Nebenkosten",
      "NK",
      "NK-Vorauszahlung",
      "Nebenkostenvorauszahlung",
      "NK-Abschlag",
      "Betriebskosten",
      "BK",
      "BK-Vorauszahlung",
      "Betriebskostenvorauszahlung",
      "Vorauszahlung",
      "Abschlag",
      "Miete NK",
      "Service charge",
      "Utilities",
    ],
    storedAs: "contractCreateInput.serviceChargeCents",
  },
  deposit: { label: "Kaution", kind: "amount", synonyms: ["Kaution", "Mietkaution", "Mietsicherheit", "Sicherheit", "Deposit"], storedAs: "contractCreateInput.depositCents" },
  isLimitedTerm: {
    label: "Befristeter Vertrag",
    kind: "boolean",
    synonyms: ["befristet", "Befristung", "Zeitmietvertrag", "Fixed term"],
    storedAs: "contractCreateInput.isLimitedTerm",
  },
  warmRent: { label: "Warmmiete", kind: "amount", synonyms: ["Warmmiete", "Miete warm", "Gesamtmiete", "Bruttomiete", "Bruttowarmmiete", "Warm rent", "Total rent"], storedAs: null },
  rentPerArea: {
    label: "Kaltmiete pro m²",
    kind: "amount",
    synonyms: ["€/m²", "Miete pro m²", "Kaltmiete pro m²", "Miete/qm", "Kaltmiete je qm", "Preis pro m²", "Rent per sqm"],
    storedAs: null,
    perArea: true,
  },

  // The loan (loanInput)
  lender: {
    label: "Darlehensgeber",
    kind: "text",
    synonyms: ["Darlehensgeber", "Bank", "Kreditgeber", "Kreditinstitut", "Finanzierer", "Lender"],
    storedAs: "loanInput.lender",
    maxLength: 120,
  },
  loanAmount: {
    label: "Darlehensbetrag",
    kind: "amount",
    synonyms: ["Darlehensbetrag", "Darlehenssumme", "Darlehen", "Kreditbetrag", "Kreditsumme", "Nominalbetrag", "Betrag", "Loan amount"],
    storedAs: "loanInput.amountCents",
  },
  disbursementDate: {
    label: "Auszahlung am",
    kind: "date",
    synonyms: ["Auszahlung", "Auszahlung am", "Auszahlungsdatum", "Darlehensbeginn", "Beginn", "Valuta", "Disbursement"],
    storedAs: "loanInput.disbursementDate",
  },
  interestRate: {
    label: "Sollzins",
    kind: "rate",
    synonyms: ["Sollzins", "Zinssatz", "Sollzinssatz", "Nominalzins", "Zins", "Zinsen", "Interest", "Interest rate"],
    storedAs: "loanInput.interestRatePercent",
  },
  initialRepayment: {
    label: "Anfängliche Tilgung",
    kind: "rate",
    synonyms: ["Anfängliche Tilgung", "Tilgung", "Tilgungssatz", "Anfangstilgung", "Repayment"],
    storedAs: "loanInput.initialRepaymentPercent",
  },
  monthlyPayment: {
    label: "Monatliche Rate",
    kind: "amount",
    synonyms: ["Monatliche Rate", "Rate", "Monatsrate", "Annuität", "Kreditrate", "Darlehensrate", "Monthly payment"],
    storedAs: "loanInput.monthlyPaymentCents",
  },
  fixationEnd: {
    label: "Zinsbindung bis",
    kind: "date",
    synonyms: ["Zinsbindung bis", "Zinsbindung", "Zinsbindungsende", "Ende Zinsbindung", "Sollzinsbindung", "Zinsfestschreibung", "Festschreibung bis", "Fixed until"],
    storedAs: "loanInput.fixationEndDate",
  },

  // The booking (bookingCreateInput; the category is matched to the app's categories when written)
  paymentDate: {
    label: "Zahlungsdatum",
    kind: "date",
    synonyms: ["Zahlungsdatum", "Datum", "Buchungsdatum", "Buchungstag", "Wertstellung", "Valuta", "Belegdatum", "Date"],
    storedAs: "bookingCreateInput.paymentDate",
  },
  bookingAmount: {
    label: "Betrag",
    kind: "amount",
    synonyms: ["Betrag", "Umsatz", "Einnahme/Ausgabe", "Soll/Haben", "Amount"],
    storedAs: "bookingCreateInput.amountCents",
    signed: true,
  },
  category: { label: "Kategorie", kind: "text", synonyms: ["Kategorie", "Buchungskategorie", "Kostenart", "Art", "Category"], storedAs: "bookingCreateInput.lines.category", maxLength: 100 },
  bookingText: {
    label: "Buchungstext",
    kind: "text",
    synonyms: ["Buchungstext", "Verwendungszweck", "Text", "Beschreibung", "Bemerkung", "Notiz", "Description", "Memo"],
    storedAs: "bookingCreateInput.text",
    maxLength: 500,
  },
  counterparty: {
    label: "Gegenpartei",
    kind: "text",
    synonyms: ["Gegenpartei", "Empfänger", "Auftraggeber", "Zahlungsempfänger", "Empfänger/Auftraggeber", "Auftraggeber/Empfänger", "Name", "Counterparty", "Payee"],
    storedAs: "bookingCreateInput.counterpartyName",
    maxLength: 200,
  },
} as const satisfies Record<SpreadsheetFieldKey, FieldSpec>;

export type FieldKey = keyof typeof FIELDS;
export type Field = FieldSpec & { key: FieldKey };

/** The value a field of each kind has after reading. */
export type FieldValue<K extends FieldKind> = K extends "amount"
  ? Cents
  : K extends "rate"
    ? RateMilli
    : K extends "area" | "integer"
      ? number
      : K extends "boolean"
        ? boolean
        : K extends "date"
          ? IsoDate
          : string;

/** A row's values by field; a field without a value (empty cell, unreadable value, unmapped) is absent. */
export type RowValues = { -readonly [K in FieldKey]?: FieldValue<(typeof FIELDS)[K]["kind"]> };

export const fieldOf = (key: FieldKey): Field => ({ ...(FIELDS[key] as FieldSpec), key });

// ---------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------

/**
 * What a row needs: a value in one of `anyOf`, always or only when one of `when` has a value
 * (a unit row without a tenant needs no rent). `label` names it in "… fehlt".
 */
export type Requirement = { anyOf: readonly FieldKey[]; when?: readonly FieldKey[]; label: string };

export { importTargets, type ImportTarget } from "@/shared/spreadsheet-import-types";

type TargetSpec = { label: string; fields: readonly FieldKey[]; requirements: readonly Requirement[] };

const TENANT_NAME: Requirement = { anyOf: ["tenantName", "lastName"], label: "Name des Mieters" };
const TENANT_FIELDS = ["tenantName", "firstName", "lastName", "email", "phone", "iban"] as const satisfies readonly FieldKey[];
const ADDRESS_FIELDS = ["street", "houseNumber", "postcode", "city"] as const satisfies readonly FieldKey[];
const UNIT_FIELDS = ["unitCode", "unitType", "area", "rooms", "hasBalcony"] as const satisfies readonly FieldKey[];
const RENT_FIELDS = ["startDate", "endDate", "coldRent", "serviceCharge", "deposit", "isLimitedTerm", "warmRent", "rentPerArea"] as const satisfies readonly FieldKey[];
const requirement = (key: FieldKey, when?: readonly FieldKey[]): Requirement => ({ anyOf: [key], label: FIELDS[key].label, ...(when ? { when } : {}) });

export const TARGETS: Record<ImportTarget, TargetSpec> = {
  // The usual landlord sheet: one row per unit, with its property, tenant and rent.
  combined: {
    label: importTargetLabels.combined,
    fields: ["propertyName", ...ADDRESS_FIELDS, ...UNIT_FIELDS, ...TENANT_FIELDS, ...RENT_FIELDS],
    requirements: [
      requirement("unitCode"),
      // A tenant needs a rent and a start, and a rent a tenant (like the unit form's Vermietung).
      { ...TENANT_NAME, when: ["coldRent", "serviceCharge", "deposit", "startDate"] },
      requirement("coldRent", ["tenantName", "firstName", "lastName"]),
      requirement("startDate", ["tenantName", "firstName", "lastName"]),
    ],
  },
  properties: {
    label: importTargetLabels.properties,
    fields: ["propertyName", ...ADDRESS_FIELDS, "propertyKind", "yearBuilt", "purchasePrice", "purchaseDate", ...UNIT_FIELDS],
    requirements: [requirement("propertyName"), requirement("unitCode", ["unitType", "area", "rooms", "hasBalcony"])],
  },
  tenants: { label: importTargetLabels.tenants, fields: TENANT_FIELDS, requirements: [TENANT_NAME] },
  contracts: {
    label: importTargetLabels.contracts,
    fields: ["propertyName", "unitCode", ...TENANT_FIELDS, ...RENT_FIELDS],
    requirements: [requirement("unitCode"), TENANT_NAME, requirement("startDate"), requirement("coldRent")],
  },
  loans: {
    label: importTargetLabels.loans,
    fields: ["propertyName", "lender", "loanAmount", "disbursementDate", "interestRate", "initialRepayment", "monthlyPayment", "fixationEnd"],
    requirements: [
      requirement("lender"),
      requirement("loanAmount"),
      requirement("disbursementDate"),
      requirement("interestRate"),
      { anyOf: ["initialRepayment", "monthlyPayment"], label: "Tilgung oder monatliche Rate" },
    ],
  },
  bookings: {
    label: importTargetLabels.bookings,
    fields: ["paymentDate", "bookingAmount", "category", "bookingText", "counterparty", "propertyName", "unitCode"],
    requirements: [requirement("paymentDate"), requirement("bookingAmount")],
  },
};

/** A target's field with whether every row needs it (the wizard marks these). */
export type TargetField = Field & { required: boolean };

export function targetFields(target: ImportTarget): TargetField[] {
  const { fields, requirements } = TARGETS[target];
  const required = new Set(requirements.filter((r) => !r.when && r.anyOf.length === 1).flatMap((r) => r.anyOf));
  return fields.map((key) => ({ ...fieldOf(key), required: required.has(key) }));
}

// ---------------------------------------------------------------------------------------
// Header → field
// ---------------------------------------------------------------------------------------

// Applied to headers and synonyms alike, on folded text (lower case, ä → ae, "m²" → "m2").
const PER_AREA = /(?:\/|\bpro\b|\bje\b)\s*(?:m2|qm|quadratmeter)\b/g;
const PER_MONTH = /(?:\/|\bpro\b|\bje\b)\s*monat\b|\bp\.\s?m\.|\bmtl\b\.?|\bmonatl(?:ich)?\b\.?/g;
const CURRENCY = /\(?\s*\b(?:in\s+)?(?:eur|euro)\b\s*\)?/g;
const AREA_UNIT = /\bqm\b|\bquadratmeter\b/g;
/** Stands for "per m²" in a normalised header. */
const PER_AREA_MARK = "jeqm";

/**
 * A header as compared with synonyms: folded, "€"/"EUR"/"(EUR)"/"in €" and "pro Monat"/"mtl."
 * dropped (every amount in these sheets is monthly euros), "qm" written "m2", "/m²", "pro qm"
 * and "je m²" as one mark, then only letters and digits: "Kaltmiete (EUR)" → "kaltmiete",
 * "Miete kalt in € mtl." → "mietekalt", "Wohnfläche in qm" → "wohnflaecheinm2".
 */
export function normalizeHeader(text: string): string {
  const folded = foldText(text.replace(/€/g, " eur "));
  const words = (value: string) => value.replace(/[^\p{L}\p{N}]+/gu, "");
  const stripped = words(
    folded
      .replace(AREA_UNIT, "m2")
      .replace(PER_AREA, ` ${PER_AREA_MARK} `)
      .replace(PER_MONTH, " ")
      .replace(CURRENCY, " "),
  );
  // A header that is nothing but a currency ("EUR") keeps its word.
  return stripped === "" ? words(folded) : stripped;
}

export type MatchKind = "exact" | "contains";
export type ColumnSuggestion = {
  column: number;
  header: string;
  field: FieldKey | null;
  /** 100 for an exact synonym, less for a header containing one (longer synonyms score higher); 0 without a match. */
  score: number;
  why: { match: MatchKind; synonym: string } | null;
};

/**
 * Shorter synonyms ("nr", "nk", "name", "ende", "haus") only count as the whole header, never
 * inside another word: "Bankname" is no tenant name, "Hausgeld" no property.
 */
const MIN_CONTAINED_LENGTH = 5;
const EXACT = 100;
const CONTAINS_BASE = 40;

type Candidate = { column: number; field: FieldKey; score: number; match: MatchKind; synonym: string };

const normalisedSynonyms = new Map<FieldKey, string[]>(
  (Object.keys(FIELDS) as FieldKey[]).map((key) => [key, [...new Set([FIELDS[key].label, ...FIELDS[key].synonyms].map(normalizeHeader))]]),
);

/** The best match of one header text among a target's fields. */
function bestMatch(header: string, field: FieldKey, previousField: FieldKey | null): Omit<Candidate, "column" | "field"> | null {
  if (header === "") return null;
  const spec: FieldSpec = FIELDS[field];
  if (header.includes(PER_AREA_MARK) !== (spec.perArea === true)) return null;
  const after = spec.synonymsAfter;
  if (after && previousField === after.field) {
    const synonym = after.synonyms.map(normalizeHeader).find((s) => s === header);
    // One above a plain exact synonym: "Nr." right after "Straße" is the house number, not the unit.
    if (synonym) return { score: EXACT + 1, match: "exact", synonym };
  }
  let best: Omit<Candidate, "column" | "field"> | null = null;
  for (const synonym of normalisedSynonyms.get(field) ?? []) {
    if (synonym === header) return { score: EXACT, match: "exact", synonym };
    if (synonym.length >= MIN_CONTAINED_LENGTH && header.includes(synonym)) {
      const score = CONTAINS_BASE + Math.min(synonym.length, 50);
      if (!best || score > best.score) best = { score, match: "contains", synonym };
    }
  }
  return best;
}

/** The header text of a column: its own cell, or with the group title above it ("Miete" over "kalt"). */
function headerTexts(header: CellValue, group: string | null): string[] {
  const own = normalizeHeader(cellText(header));
  return group ? [own, normalizeHeader(`${group} ${cellText(header)}`)] : [own];
}

/**
 * Which field each column probably holds, from the header row (and, for a two-row header, the
 * group title over each column, see sheet-shape.ts). An exact synonym beats a header that
 * contains one, a longer contained synonym a shorter one; each field goes to one column at
 * most and each column gets one field at most, best score first (ties: the left column).
 */
export function suggestColumns(target: ImportTarget, headerRow: readonly CellValue[], groups: readonly (string | null)[] = []): ColumnSuggestion[] {
  const fields = TARGETS[target].fields;
  const candidates: Candidate[] = [];
  // "Nr." counts as house number only right after a street column: what the previous header most likely is.
  let previousField: FieldKey | null = null;
  headerRow.forEach((cell, column) => {
    let bestOfColumn: Candidate | null = null;
    for (const text of headerTexts(cell, groups[column] ?? null)) {
      for (const field of fields) {
        const match = bestMatch(text, field, previousField);
        if (!match) continue;
        const candidate = { column, field, ...match };
        candidates.push(candidate);
        if (!bestOfColumn || candidate.score > bestOfColumn.score) bestOfColumn = candidate;
      }
    }
    previousField = bestOfColumn?.field ?? null;
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);

  const suggestions: ColumnSuggestion[] = headerRow.map((cell, column) => ({ column, header: cellText(cell), field: null, score: 0, why: null }));
  const taken = new Set<FieldKey>();
  for (const c of candidates) {
    const suggestion = suggestions[c.column];
    if (!suggestion || suggestion.field !== null || taken.has(c.field)) continue;
    taken.add(c.field);
    Object.assign(suggestion, { field: c.field, score: c.score, why: { match: c.match, synonym: c.synonym } });
  }
  return suggestions;
}

/** Column index → field (null: not imported): what the wizard shows and the user corrects. */
export type ColumnMapping = readonly (FieldKey | null)[];

export const mappingOf = (suggestions: readonly ColumnSuggestion[]): ColumnMapping => suggestions.map((s) => s.field);

/**
 * The requirements no mapped column can meet: always-needed ones without any of their fields
 * mapped, and conditional ones whose condition columns are mapped but whose fields are not.
 */
export function unmetRequirements(target: ImportTarget, mapping: ColumnMapping): Requirement[] {
  const mapped = new Set(mapping.filter((f): f is FieldKey => f !== null));
  return TARGETS[target].requirements.filter((r) => !r.anyOf.some((f) => mapped.has(f)) && (!r.when || r.when.some((f) => mapped.has(f))));
}
