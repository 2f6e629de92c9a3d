import { bookingCategories, bookingCategoryInfo, betrkvTypeLabels, betrkvTypes, type BetrkvType, type BookingCategory } from "@/domain/booking-categories";
import type { Cents } from "@/core/money";
import { fail, ok, type ParseResult } from "@/core/result";
import { messages } from "@/shared/messages";
import { foldWord } from "./cell-values";

// A booking's category as a landlord's sheet names it ("Miete", "Grundsteuer", "Wasser") →
// the app's category (src/domain/booking-categories.ts) with the line's BetrKV type where the
// category needs one. Compared on folded words: "Nebenkosten-Vorauszahlung", "NK Vorauszahlung"
// and "nebenkostenvorauszahlung" are the same.

export type CategoryChoice = {
  category: BookingCategory;
  /** §2 BetrKV type of the line (Betriebskosten need one); null: the category's own or none. */
  betrkvType: BetrkvType | null;
  /** umlagefähig; null: the category's default. */
  allocable: boolean | null;
};

const plain = (category: BookingCategory): CategoryChoice => ({ category, betrkvType: null, allocable: null });

/** A §2 BetrKV type as a category: Grundsteuer and insurance have categories of their own, the rest are Betriebskosten. */
function ofBetrkvType(type: BetrkvType): CategoryChoice {
  if (type === 1) return plain("property_tax");
  if (type === 13) return plain("insurance");
  return { category: "operating_costs", betrkvType: type, allocable: null };
}

const SYNONYMS: ReadonlyArray<readonly [CategoryChoice, readonly string[]]> = [
  [plain("rent"), ["Miete", "Mieten", "Mieteinnahme", "Mieteinnahmen", "Nettokaltmiete", "Grundmiete", "Nettomiete"]],
  [plain("service_charge_prepayment"), ["NK-Vorauszahlung", "Nebenkostenvorauszahlung", "Betriebskostenvorauszahlung", "BK-Vorauszahlung", "Vorauszahlung", "Umlagen"]],
  [plain("service_charge_settlement"), ["Nebenkostenabrechnung", "Betriebskostenabrechnung", "NK-Abrechnung", "Nebenkostennachzahlung", "Nachzahlung", "Erstattung"]],
  [plain("parking_rent"), ["Garagenmiete", "Stellplatzmiete", "Garage", "Stellplatz", "Tiefgarage"]],
  [plain("deposit"), ["Kaution", "Mietkaution", "Mietsicherheit"]],
  [plain("maintenance"), ["Reparatur", "Reparaturen", "Instandhaltung", "Instandsetzung", "Handwerker", "Renovierung", "Erhaltung"]],
  [plain("insurance"), ["Versicherung", "Gebäudeversicherung", "Wohngebäudeversicherung", "Haftpflichtversicherung"]],
  [plain("administration"), ["Verwaltung", "Hausverwaltung", "Verwaltergebühr", "Verwalterkosten", "Kontoführung", "Kontogebühren"]],
  [plain("loan_interest"), ["Zinsen", "Zins", "Darlehenszinsen", "Kreditzinsen"]],
  [plain("loan_repayment"), ["Darlehenstilgung", "Kredittilgung"]],
  // Hausgeld of a condominium: operating costs, of which only a part is allocable (the
  // reserve and the administrator's fee are not): booked as "sonstige", not allocable, until
  // the owners' association's statement splits it.
  [{ category: "operating_costs", betrkvType: 17, allocable: false }, ["Hausgeld", "Wohngeld"]],
  [ofBetrkvType(2), ["Wasser", "Frischwasser", "Wasserkosten"]],
  [ofBetrkvType(3), ["Abwasser", "Kanal", "Niederschlagswasser"]],
  [ofBetrkvType(4), ["Heizkosten", "Heizöl", "Gas", "Fernwärme"]],
  [ofBetrkvType(8), ["Müll", "Müllabfuhr", "Müllgebühren", "Straßenreinigung"]],
  [ofBetrkvType(9), ["Gebäudereinigung", "Treppenhausreinigung", "Hausreinigung"]],
  [ofBetrkvType(11), ["Allgemeinstrom", "Hausstrom"]],
  [ofBetrkvType(12), ["Schornsteinfeger"]],
  [ofBetrkvType(14), ["Hausmeister", "Hauswart"]],
  [ofBetrkvType(15), ["Kabel", "Kabelanschluss", "Kabelfernsehen"]],
];

const BY_WORD = new Map<string, CategoryChoice>();
const learn = (word: string, choice: CategoryChoice) => {
  const key = foldWord(word);
  if (!BY_WORD.has(key)) BY_WORD.set(key, choice);
};
// The app's own names first: category labels and keys, the BetrKV types' labels; then the synonyms.
for (const category of bookingCategories) {
  if (bookingCategoryInfo[category].betrkv === "choose") continue;
  learn(bookingCategoryInfo[category].label, plain(category));
  learn(category, plain(category));
}
for (const type of betrkvTypes) learn(betrkvTypeLabels[type], ofBetrkvType(type));
for (const [choice, words] of SYNONYMS) for (const word of words) learn(word, choice);

/** Words that mean Betriebskosten without saying which: the line needs its BetrKV type. */
const OPERATING_COSTS = new Set(["Betriebskosten", "operating_costs", "Nebenkosten", "NK", "BK"].map(foldWord));
/** "Nebenkosten" received from a tenant is the prepayment; paid out, it is Betriebskosten of an unknown type. */
const PREPAYMENT_WHEN_IN = new Set(["Nebenkosten", "NK", "BK"].map(foldWord));

/** The category a sheet's text names for a booking of `amount` (signed), or a German message. */
export function categoryOfText(text: string, amount: Cents): ParseResult<CategoryChoice> {
  const word = foldWord(text);
  const known = BY_WORD.get(word);
  if (known) return ok(known);
  if (PREPAYMENT_WHEN_IN.has(word) && amount > 0) return ok(plain("service_charge_prepayment"));
  if (OPERATING_COSTS.has(word)) return fail(messages.importCategoryNeedsBetrkv(text));
  return fail(messages.importCategoryUnknown(text));
}
