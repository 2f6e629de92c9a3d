/**
 * DATEV export for the tax advisor: one "EXTF Buchungsstapel" (DATEV-Format, header
 * version 700, data category 21, format version 13), DOMAIN "DATEV export".
 *
 * Pure: the result is the file's TEXT. The server encodes it to Windows-1252, the only
 * character set every DATEV import path reads (the batch import KrStaPv has no Unicode);
 * every text written here has therefore gone through {@link toWindows1252} first.
 *
 * The rules follow DATEV's format description (developer.datev.de, "DATEV-Format",
 * Buchungsstapel) and its sample file EXTF_Buchungsstapel.csv:
 * - semicolon-separated, every line ends with CRLF (the last one too);
 * - text fields in double quotes (inner quotes doubled), numbers and accounts bare; an
 *   empty text field is `""`, an empty number field is nothing;
 * - line 1 the header (31 fields), line 2 the 125 column titles, then one line per booking.
 */
import { APP_TIME_ZONE, isIsoDate, type IsoDate } from "@/core/dates";
import { isCents, type Cents } from "@/core/money";

export const datevCharts = ["SKR03", "SKR04"] as const;
export type DatevChart = (typeof datevCharts)[number];

export interface DatevSettings {
  /** Beraternummer, 1001–9999999. */
  consultantNumber: number;
  /** Mandantennummer, 1–99999. */
  clientNumber: number;
  chart: DatevChart;
  /** Sachkontenlänge 4–8; must match the client's setting in DATEV. */
  accountLength: number;
}

/** The bank account (Konto) of every booking line: "Bank" in the chart. */
export const DATEV_BANK_ACCOUNT: Record<DatevChart, string> = { SKR03: "1200", SKR04: "1800" };

export interface DatevEntry {
  /** Signed: > 0 money in, < 0 money out, never 0 (DATEV refuses 0,00). */
  amountCents: Cents;
  /** The category's account (Gegenkonto), e.g. "2751". */
  account: string;
  /** The bank account (Konto), usually {@link DATEV_BANK_ACCOUNT}. */
  bankAccount: string;
  /** Payment date, written as Belegdatum. */
  date: IsoDate;
  documentNumber: string;
  text: string;
  costCenter1?: string | null;
  costCenter2?: string | null;
  /** BU-Schlüssel; empty for tax-free rent. */
  taxKey?: string | null;
}

export interface DatevBuchungsstapelInput {
  settings: DatevSettings;
  from: IsoDate;
  to: IsoDate;
  createdAt: Date;
  exportedBy: string;
  description: string;
  entries: readonly DatevEntry[];
}

// ---------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------

export const DATEV_LIMITS = {
  consultantNumber: { min: 1001, max: 9_999_999 },
  clientNumber: { min: 1, max: 99_999 },
  accountLength: { min: 4, max: 8 },
} as const;

/** DATEV's example numbers from its documentation and sample files, not a real advisor's. */
export const DATEV_EXAMPLE_NUMBERS = { consultantNumber: 29098, clientNumber: 55003 } as const;

export const DATEV_MESSAGES = {
  consultantMissing: "Bitte trage die Beraternummer Deines Steuerberaters ein.",
  consultantRange: "Die Beraternummer ist eine ganze Zahl von 1001 bis 9999999.",
  clientMissing: "Bitte trage die Mandantennummer ein, unter der Dich Dein Steuerberater führt.",
  clientRange: "Die Mandantennummer ist eine ganze Zahl von 1 bis 99999.",
  examplePair:
    "Beraternummer 29098 und Mandantennummer 55003 sind DATEVs Beispielwerte aus der Dokumentation – trage die Nummern Deines Steuerberaters ein.",
  exampleConsultant:
    "Die Beraternummer 29098 ist DATEVs Beispielwert aus der Dokumentation – trage die Nummer Deines Steuerberaters ein.",
  chart: "Bitte wähle den Kontenrahmen Deines Steuerberaters: SKR03 oder SKR04.",
  accountLength: "Die Sachkontenlänge muss zwischen 4 und 8 Stellen liegen.",
} as const;

const isIntegerIn = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/** A setting DATEV would refuse: the field and the German message. */
export type DatevSettingsIssue = { field: keyof DatevSettings; message: string };

/**
 * What keeps the settings from producing a file DATEV accepts, each on its field (empty
 * when none). The example numbers are refused because a batch under them lands in no
 * real client's books. Mandantennummer 55003 alone is accepted: it is an ordinary client
 * number, only together with Beraternummer 29098 is it DATEV's example.
 */
export function datevSettingsIssues(settings: Partial<DatevSettings>): DatevSettingsIssue[] {
  const { consultantNumber, clientNumber, chart, accountLength } = settings;
  const issues: DatevSettingsIssue[] = [];
  const add = (field: keyof DatevSettings, message: string) => issues.push({ field, message });
  if (consultantNumber === undefined || consultantNumber === null) add("consultantNumber", DATEV_MESSAGES.consultantMissing);
  else if (!isIntegerIn(consultantNumber, DATEV_LIMITS.consultantNumber)) add("consultantNumber", DATEV_MESSAGES.consultantRange);

  if (clientNumber === undefined || clientNumber === null) add("clientNumber", DATEV_MESSAGES.clientMissing);
  else if (!isIntegerIn(clientNumber, DATEV_LIMITS.clientNumber)) add("clientNumber", DATEV_MESSAGES.clientRange);

  if (consultantNumber === DATEV_EXAMPLE_NUMBERS.consultantNumber) {
    add("consultantNumber", clientNumber === DATEV_EXAMPLE_NUMBERS.clientNumber ? DATEV_MESSAGES.examplePair : DATEV_MESSAGES.exampleConsultant);
  }
  if (chart !== "SKR03" && chart !== "SKR04") add("chart", DATEV_MESSAGES.chart);
  if (accountLength === undefined || accountLength === null || !isIntegerIn(accountLength, DATEV_LIMITS.accountLength)) {
    add("accountLength", DATEV_MESSAGES.accountLength);
  }
  return issues;
}

/** The messages of {@link datevSettingsIssues}. */
export const datevSettingsProblems = (settings: Partial<DatevSettings>): string[] => datevSettingsIssues(settings).map((i) => i.message);

// ---------------------------------------------------------------------------------------
// Windows-1252
// ---------------------------------------------------------------------------------------

/** The characters Windows-1252 puts on bytes 0x80–0x9F; 0xA0–0xFF are Latin-1 as in Unicode. */
const WINDOWS_1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWindows1252(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x7f || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(char);
}

/** True when `text` has a character Windows-1252 cannot encode (it would become "?"). */
export function datevUnencodable(text: string): boolean {
  for (const char of text.normalize("NFC")) if (!isWindows1252(char)) return true;
  return false;
}

/** Close forms for characters that have no decomposition to a Windows-1252 letter. */
const NEAR_FORMS: Record<string, string> = {
  "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i", "ħ": "h", "Ħ": "H",
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2015": "-", "\u2212": "-",
  "\u2032": "'", "\u2033": '"',
};
const EXOTIC_SPACE = /[\u2000-\u200a\u202f\u205f\u3000]/u;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/u;

/** One character that Windows-1252 lacks → a close form (ș → s, ł → l, − → -) or "?". */
function nearWindows1252(char: string): string {
  if (EXOTIC_SPACE.test(char)) return " ";
  if (INVISIBLE.test(char)) return "";
  const near = NEAR_FORMS[char];
  if (near !== undefined) return near;
  const stripped = char.normalize("NFKD").replace(/\p{M}/gu, "");
  return stripped !== "" && [...stripped].every(isWindows1252) ? stripped : "?";
}

/**
 * `text` with every character representable in Windows-1252: composed first (so "u" +
 * combining diaeresis stays "ü"), unrepresentable characters replaced by a close form or "?".
 */
export function toWindows1252(text: string): string {
  let result = "";
  for (const char of text.normalize("NFC")) result += isWindows1252(char) ? char : nearWindows1252(char);
  return result;
}

// ---------------------------------------------------------------------------------------
// Field values
// ---------------------------------------------------------------------------------------

/** A text field: quoted, inner quotes doubled. */
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * Free text for a DATEV text field: Windows-1252, no control characters (DATEV forbids
 * them in text fields; a CR/LF would also end the record), whitespace collapsed, at most
 * `max` characters.
 */
function plainText(value: string, max: number): string {
  const text = toWindows1252(value)
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.slice(0, max).trimEnd();
}

/** German letters DATEV's ASCII-only fields cannot hold, in their usual transcription. */
const GERMAN_TRANSCRIPTION: Record<string, string> = { "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss" };

/** Umlauts transcribed, other accents dropped (é → e): the letters of an ASCII-only field. */
function asciiLetters(value: string): string {
  return value
    .normalize("NFC")
    .replace(/[äöüÄÖÜß]/g, (char) => GERMAN_TRANSCRIPTION[char] ?? char)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}

/**
 * Belegfeld 1 (the document number, DATEV's key for matching open items): only letters,
 * digits and `$ & % * + - /`, at most 36 characters. "Andere Zeichen sind unzulässig
 * (insbesondere Leerzeichen, Umlaute, Punkt, Komma, Semikolon und Doppelpunkt)." Separators
 * become "-" so "RE 2025.001" stays readable as "RE-2025-001"; anything else is dropped.
 */
export function datevDocumentField(documentNumber: string): string {
  return asciiLetters(documentNumber.trim())
    .replace(/[\s.,:;_]+/g, "-")
    .replace(/[^A-Za-z0-9$&%*+\-/]/g, "")
    .slice(0, 36);
}

/** KOST1/KOST2: DATEV allows letters, digits, "_" and spaces (`[\w ]{0,36}`). */
function costCenterField(value: string | null | undefined): string {
  if (!value) return "";
  return asciiLetters(value)
    .replace(/[^A-Za-z0-9_ ]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, 36)
    .trimEnd();
}

/** Header "Exportiert von": DATEV's pattern is `\w{0,25}`; spaces are kept for a name. */
function exportedByField(value: string): string {
  return plainText(value, 200).replace(/[^\p{L}\p{N}_ ]/gu, "").replace(/ {2,}/g, " ").trim().slice(0, 25).trimEnd();
}

/** Header "Bezeichnung": DATEV's pattern allows letters, digits, ".", "-", "/" and spaces, ≤ 30. */
function descriptionField(value: string): string {
  return plainText(value.replace(/[–—]/g, "-"), 200)
    .replace(/[^\p{L}\p{N}_ .\-/]/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, 30)
    .trimEnd();
}

/** DATEV's Umsatz holds at most 10 integer digits. */
const MAX_AMOUNT_CENTS = 999_999_999_999;

/**
 * |amount| with a decimal comma and always two decimals, no thousands separator:
 * 5 → "0,05", 123456789 → "1234567,89". Pure string arithmetic on the integer cents.
 */
export function datevAmount(amount: Cents): string {
  if (!isCents(amount) || amount === 0) throw new RangeError(`DATEV-Umsatz muss ein Centbetrag ungleich 0 sein: ${amount}`);
  const absolute = Math.abs(amount);
  if (absolute > MAX_AMOUNT_CENTS) throw new RangeError(`DATEV-Umsatz hat höchstens 10 Vorkommastellen: ${amount}`);
  const digits = String(absolute).padStart(3, "0");
  return `${digits.slice(0, -2)},${digits.slice(-2)}`;
}

/**
 * A Sachkonto at the client's account length: DATEV fills Sachkonten with zeros on the
 * right (1200 at length 5 is 12000). A longer account cannot be shortened without
 * changing its meaning, so it is an error, as is anything but digits.
 */
export function datevAccount(account: string, length: number): string {
  if (!/^\d+$/.test(account)) throw new RangeError(`DATEV-Konto darf nur Ziffern enthalten: "${account}"`);
  if (account.length > length) throw new RangeError(`DATEV-Konto ${account} ist länger als die Sachkontenlänge ${length}`);
  return account.padEnd(length, "0");
}

/** BU-Schlüssel: up to 4 digits, quoted; empty for tax-free bookings such as rent. */
function taxKeyField(taxKey: string | null | undefined): string {
  const key = taxKey?.trim() ?? "";
  if (key !== "" && !/^\d{1,4}$/.test(key)) throw new RangeError(`BU-Schlüssel hat 1 bis 4 Ziffern: "${key}"`);
  return key;
}

const compactDate = (date: IsoDate) => date.replaceAll("-", "");
/** Belegdatum TTMM; DATEV takes the year from the header's WJ-Beginn. */
const dayMonth = (date: IsoDate) => `${date.slice(8, 10)}${date.slice(5, 7)}`;

// ---------------------------------------------------------------------------------------
// "Erzeugt am"
// ---------------------------------------------------------------------------------------

let timestampFormat: Intl.DateTimeFormat | undefined;

/** YYYYMMDDHHMMSSfff in Berlin time: the advisor sees the time the landlord clicked. */
function createdAtField(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Ungültiger Erstellungszeitpunkt");
  timestampFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: APP_TIME_ZONE, hourCycle: "h23",
    year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
  });
  const parts = timestampFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const millis = String(instant.getUTCMilliseconds()).padStart(3, "0");
  return `${part("year")}${part("month")}${part("day")}${part("hour")}${part("minute")}${part("second")}${millis}`;
}

// ---------------------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------------------

/**
 * The 125 column titles of format version 13, byte for byte as in DATEV's sample file
 * EXTF_Buchungsstapel.csv (including DATEV's own "Zusatzinformation- Inhalt" spelling).
 */
export const DATEV_COLUMN_TITLES: readonly string[] = (
  "Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;Basis-Umsatz;WKZ Basis-Umsatz;Konto;" +
  "Gegenkonto (ohne BU-Schlüssel);BU-Schlüssel;Belegdatum;Belegfeld 1;Belegfeld 2;Skonto;Buchungstext;Postensperre;" +
  "Diverse Adressnummer;Geschäftspartnerbank;Sachverhalt;Zinssperre;Beleglink;" +
  "Beleginfo - Art 1;Beleginfo - Inhalt 1;Beleginfo - Art 2;Beleginfo - Inhalt 2;Beleginfo - Art 3;Beleginfo - Inhalt 3;" +
  "Beleginfo - Art 4;Beleginfo - Inhalt 4;Beleginfo - Art 5;Beleginfo - Inhalt 5;Beleginfo - Art 6;Beleginfo - Inhalt 6;" +
  "Beleginfo - Art 7;Beleginfo - Inhalt 7;Beleginfo - Art 8;Beleginfo - Inhalt 8;" +
  "KOST1 - Kostenstelle;KOST2 - Kostenstelle;Kost-Menge;EU-Land u. UStID (Bestimmung);EU-Steuersatz (Bestimmung);" +
  "Abw. Versteuerungsart;Sachverhalt L+L;Funktionsergänzung L+L;BU 49 Hauptfunktionstyp;BU 49 Hauptfunktionsnummer;" +
  "BU 49 Funktionsergänzung;" +
  "Zusatzinformation - Art 1;Zusatzinformation- Inhalt 1;Zusatzinformation - Art 2;Zusatzinformation- Inhalt 2;" +
  "Zusatzinformation - Art 3;Zusatzinformation- Inhalt 3;Zusatzinformation - Art 4;Zusatzinformation- Inhalt 4;" +
  "Zusatzinformation - Art 5;Zusatzinformation- Inhalt 5;Zusatzinformation - Art 6;Zusatzinformation- Inhalt 6;" +
  "Zusatzinformation - Art 7;Zusatzinformation- Inhalt 7;Zusatzinformation - Art 8;Zusatzinformation- Inhalt 8;" +
  "Zusatzinformation - Art 9;Zusatzinformation- Inhalt 9;Zusatzinformation - Art 10;Zusatzinformation- Inhalt 10;" +
  "Zusatzinformation - Art 11;Zusatzinformation- Inhalt 11;Zusatzinformation - Art 12;Zusatzinformation- Inhalt 12;" +
  "Zusatzinformation - Art 13;Zusatzinformation- Inhalt 13;Zusatzinformation - Art 14;Zusatzinformation- Inhalt 14;" +
  "Zusatzinformation - Art 15;Zusatzinformation- Inhalt 15;Zusatzinformation - Art 16;Zusatzinformation- Inhalt 16;" +
  "Zusatzinformation - Art 17;Zusatzinformation- Inhalt 17;Zusatzinformation - Art 18;Zusatzinformation- Inhalt 18;" +
  "Zusatzinformation - Art 19;Zusatzinformation- Inhalt 19;Zusatzinformation - Art 20;Zusatzinformation- Inhalt 20;" +
  "Stück;Gewicht;Zahlweise;Forderungsart;Veranlagungsjahr;Zugeordnete Fälligkeit;Skontotyp;Auftragsnummer;Buchungstyp;" +
  "USt-Schlüssel (Anzahlungen);EU-Land (Anzahlungen);Sachverhalt L+L (Anzahlungen);EU-Steuersatz (Anzahlungen);" +
  "Erlöskonto (Anzahlungen);Herkunft-Kz;Buchungs GUID;KOST-Datum;SEPA-Mandatsreferenz;Skontosperre;Gesellschaftername;" +
  "Beteiligtennummer;Identifikationsnummer;Zeichnernummer;Postensperre bis;Bezeichnung SoBil-Sachverhalt;" +
  "Kennzeichen SoBil-Buchung;Festschreibung;Leistungsdatum;Datum Zuord. Steuerperiode;" +
  "Fälligkeit;Generalumkehr (GU);Steuersatz;Land;Abrechnungsreferenz;BVV-Position;EU-Land u. UStID (Ursprung);" +
  "EU-Steuersatz (Ursprung);Abw. Skontokonto"
).split(";");

/**
 * 1-based columns whose pattern in DATEV's format description is quoted (text fields).
 * An unused text column is written `""`, an unused number column stays empty, as in
 * DATEV's sample file.
 */
const TEXT_COLUMNS = new Set([
  2, 3, 6, 9, 11, 12, 14, 16, 20,
  ...Array.from({ length: 18 }, (_, i) => 21 + i), // Beleginfo 1–8, KOST1, KOST2
  40, 42,
  ...Array.from({ length: 40 }, (_, i) => 48 + i), // Zusatzinformation 1–20
  91, 95, 96, 98, 102, 103, 105, 107, 109, 110, 112, 118, 120, 121, 123,
]);

/** The columns this export fills (1-based, DATEV's numbering). */
const COLUMN = {
  amount: 1, side: 2, currency: 3, account: 7, contraAccount: 8, taxKey: 9, documentDate: 10,
  document1: 11, text: 14, costCenter1: 37, costCenter2: 38, locked: 114,
} as const;

/** At most this many booking lines per file (DATEV's format description). */
const MAX_ENTRIES = 99_999;

/** One calendar year from `from` to `to`: DATEV reads every Belegdatum's year from WJ-Beginn. */
function checkPeriod(from: IsoDate, to: IsoDate): void {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`DATEV-Zeitraum braucht zwei Daten (yyyy-MM-dd): ${from} bis ${to}`);
  if (from > to) throw new RangeError(`DATEV-Zeitraum endet vor seinem Beginn: ${from} bis ${to}`);
  if (from.slice(0, 4) !== to.slice(0, 4)) throw new RangeError(`DATEV-Zeitraum muss in einem Kalenderjahr liegen: ${from} bis ${to}`);
}

function headerLine(input: DatevBuchungsstapelInput): string {
  const { settings, from, to } = input;
  const fields = [
    quoted("EXTF"), "700", "21", quoted("Buchungsstapel"), "13",
    createdAtField(input.createdAt),
    "", // 7 Importiert: filled by DATEV
    quoted("RE"), // 8 Herkunft
    quoted(exportedByField(input.exportedBy)),
    quoted(""), // 10 Importiert von
    String(settings.consultantNumber),
    String(settings.clientNumber),
    `${from.slice(0, 4)}0101`, // 13 WJ-Beginn: the landlord's fiscal year is the calendar year
    String(settings.accountLength),
    compactDate(from),
    compactDate(to),
    quoted(descriptionField(input.description)),
    quoted(""), // 18 Diktatkürzel
    "1", // 19 Buchungstyp: Finanzbuchführung
    "0", // 20 Rechnungslegungszweck: unabhängig
    "0", // 21 Festschreibung: the advisor reviews and locks the batch himself
    quoted("EUR"),
    "", // 23 reserviert
    quoted(""), // 24 Derivatskennzeichen
    "", // 25 reserviert
    "", // 26 reserviert
    quoted(settings.chart === "SKR04" ? "04" : "03"),
    "", // 28 Branchen-Lösungs-Id
    "", // 29 reserviert
    quoted(""), // 30 reserviert
    quoted(""), // 31 Anwendungsinformation
  ];
  return fields.join(";");
}

function entryLine(entry: DatevEntry, input: DatevBuchungsstapelInput): string {
  const { settings, from, to } = input;
  if (!isIsoDate(entry.date) || entry.date < from || entry.date > to) {
    throw new RangeError(`Buchungsdatum ${entry.date} liegt außerhalb des DATEV-Zeitraums ${from} bis ${to}`);
  }
  const values = new Map<number, string>([
    [COLUMN.amount, datevAmount(entry.amountCents)],
    // S/H refers to Konto, the bank: money in is a debit (Soll) of the bank.
    [COLUMN.side, entry.amountCents > 0 ? "S" : "H"],
    [COLUMN.currency, "EUR"],
    [COLUMN.account, datevAccount(entry.bankAccount, settings.accountLength)],
    [COLUMN.contraAccount, datevAccount(entry.account, settings.accountLength)],
    [COLUMN.taxKey, taxKeyField(entry.taxKey)],
    [COLUMN.documentDate, dayMonth(entry.date)],
    [COLUMN.document1, datevDocumentField(entry.documentNumber)],
    [COLUMN.text, plainText(entry.text, 60)],
    [COLUMN.costCenter1, costCenterField(entry.costCenter1)],
    [COLUMN.costCenter2, costCenterField(entry.costCenter2)],
    // Explicitly 0: an empty Festschreibung would lock the whole batch on import.
    [COLUMN.locked, "0"],
  ]);
  const fields: string[] = [];
  for (let column = 1; column <= DATEV_COLUMN_TITLES.length; column++) {
    const value = values.get(column) ?? "";
    fields.push(TEXT_COLUMNS.has(column) ? quoted(value) : value);
  }
  return fields.join(";");
}

/**
 * The EXTF Buchungsstapel for `entries` as text (CRLF line ends, the last line too).
 * Throws a RangeError for settings with problems, a period outside one calendar year, a
 * booking outside the period, a zero amount, an account longer than the account length
 * or more than 99.999 bookings; the service checks these earlier with a message.
 */
export function buildDatevBuchungsstapel(input: DatevBuchungsstapelInput): string {
  const problems = datevSettingsProblems(input.settings);
  if (problems.length > 0) throw new RangeError(problems.join(" "));
  checkPeriod(input.from, input.to);
  if (input.entries.length > MAX_ENTRIES) throw new RangeError(`Höchstens ${MAX_ENTRIES} Buchungen je DATEV-Datei`);
  const lines = [headerLine(input), DATEV_COLUMN_TITLES.join(";"), ...input.entries.map((entry) => entryLine(entry, input))];
  return `${lines.join("\r\n")}\r\n`;
}
