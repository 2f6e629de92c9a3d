import { z } from "zod";
import { dateOfDayNumber, formatDate, isIsoDate, parseGermanDate, toIsoDate, type IsoDate } from "@/core/dates";
import { validateIban } from "@/core/iban";
import { cents, MONEY_MESSAGES, parseEuroToCents, roundHalfAwayFromZero, roundTo, scaleCents, type Cents } from "@/core/money";
import { parseDecimal, parseInteger } from "@/core/number";
import { MILLI_PER_PERCENT, parseRate, RATE_MESSAGES, rateMilli, type RateMilli } from "@/core/rate";
import { fail, ok, type ParseResult } from "@/core/result";
import type { CellValue } from "@/server/spreadsheet/read-workbook";
import { MAX_CENTS, MAX_DATE, MIN_DATE } from "@/shared/limits";
import { messages } from "@/shared/messages";

// What one cell of a German landlord's sheet means, read as a given kind of value. Each reader
// takes the cell as read-excel-file (or a CSV reader) delivers it and the field's label, and
// returns the value, null for an empty cell, or a German message that names the field and the
// value as the user sees it: `Kaltmiete „ca. 500“ ist kein Betrag`. The parsing itself is the
// app's own (@/core money, number, dates, rate, iban): a cell is read like a form field, plus
// what only sheets do (numbers and dates stored as such, units and currency written beside).

/** A cell's value: the typed value, null when the cell is empty, or a German message. */
export type CellResult<T> = ParseResult<T | null>;

const empty = <T>(): CellResult<T> => ok(null);

// ---------------------------------------------------------------------------------------
// Text as shown
// ---------------------------------------------------------------------------------------

// NBSP, narrow NBSP, figure space, tabs and line breaks (Alt+Enter in a cell) read as one space;
// zero-width characters and the BOM are dropped.
const SPACES = /[\s\u00A0\u202F\u2007]+/g;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Text as one line: invisible characters gone, every run of spaces one space, trimmed. */
export function normalizeText(text: string): string {
  return text.replace(INVISIBLE, "").replace(SPACES, " ").trim();
}

/** A number the way a German reader writes it: 1234.5 → "1234,5" (no grouping, as typed). */
function germanNumber(value: number): string {
  return String(value).replace(".", ",");
}

/** The cell as text: what a text field stores and what a message quotes. */
export function cellText(cell: CellValue): string {
  if (cell === null) return "";
  if (typeof cell === "string") return normalizeText(cell);
  if (typeof cell === "number") return germanNumber(cell);
  if (typeof cell === "boolean") return cell ? messages.cellTrue : messages.cellFalse;
  const date = dateOfCell(cell);
  if (date === "leapDay1900") return "29.02.1900";
  return date === null ? "" : formatDate(date);
}

const SHOWN_MAX = 40;

/** The cell as quoted in a message: its text, cut after 40 characters. */
export function shownValue(cell: CellValue): string {
  const text = cellText(cell);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}

const isEmpty = (cell: CellValue) => cell === null || (typeof cell === "string" && normalizeText(cell) === "");

/**
 * Text folded for comparing words: lower case, umlauts and ß spelled out (ä → ae, ß → ss),
 * compatibility forms unified (NFKC: "m²" → "m2", full-width digits), one space between words.
 */
export function foldText(text: string): string {
  return normalizeText(text.normalize("NFKC"))
    .toLocaleLowerCase("de-DE")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss");
}

/** Only the letters and digits of {@link foldText}: "E-Mail" and "email" are the same word. */
export function foldWord(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]+/gu, "");
}

// ---------------------------------------------------------------------------------------
// Text, e-mail, IBAN, choices
// ---------------------------------------------------------------------------------------

export type TextOptions = {
  /** The stored column's limit (src/shared/schemas). */
  maxLength?: number;
  /** A whole number is padded with leading zeros to this many digits: Excel drops the 0 of postcode 01067. */
  digits?: number;
};

export function readText(cell: CellValue, label: string, options: TextOptions = {}): CellResult<string> {
  if (isEmpty(cell)) return empty();
  const text =
    typeof cell === "number" && options.digits !== undefined && Number.isSafeInteger(cell) && cell >= 0
      ? String(cell).padStart(options.digits, "0")
      : cellText(cell);
  if (options.maxLength !== undefined && text.length > options.maxLength) return fail(messages.cellTooLong(label, options.maxLength));
  return ok(text);
}

// The rule the tenant form applies (src/shared/schemas/portfolio.ts tenantInput).
const emailSchema = z.email();

export function readEmail(cell: CellValue, label: string): CellResult<string> {
  if (isEmpty(cell)) return empty();
  // A hyperlink cell copied from a mail program reads "mailto:…".
  const text = cellText(cell).replace(/^mailto:/i, "");
  return emailSchema.safeParse(text).success && text.length <= 200 ? ok(text) : fail(messages.cellNotAnEmail(label, shownValue(cell)));
}

/** The IBAN in its stored form (no spaces, upper case), checked like every IBAN of the app. */
export function readIban(cell: CellValue, label: string): CellResult<string> {
  if (isEmpty(cell)) return empty();
  const result = validateIban(cellText(cell));
  return result.ok ? result : fail(messages.cellNotAnIban(label, shownValue(cell)));
}

/** One value of a fixed list (an enum of the app) with the German words a sheet uses for it. */
export type Choice<V extends string = string> = { value: V; label: string; words: readonly string[] };

export function readChoice<V extends string>(cell: CellValue, label: string, choices: readonly Choice<V>[]): CellResult<V> {
  if (isEmpty(cell)) return empty();
  const word = foldWord(cellText(cell));
  const match = choices.find((c) => foldWord(c.label) === word || c.words.some((w) => foldWord(w) === word));
  return match ? ok(match.value) : fail(messages.cellUnknownChoice(label, shownValue(cell), choices.map((c) => c.label).join(", ")));
}

// ---------------------------------------------------------------------------------------
// Yes / no
// ---------------------------------------------------------------------------------------

const TRUE_WORDS = new Set(["ja", "j", "x", "wahr", "yes", "y", "true", "1", "✓", "✔", "vorhanden"]);
const FALSE_WORDS = new Set(["nein", "n", "falsch", "no", "false", "0", "-", "–", "—", "kein", "keine", "nicht vorhanden"]);

export function readBoolean(cell: CellValue, label: string): CellResult<boolean> {
  if (isEmpty(cell)) return empty();
  if (typeof cell === "boolean") return ok(cell);
  if (cell === 1 || cell === 0) return ok(cell === 1);
  if (typeof cell === "string") {
    const word = foldText(cell);
    if (TRUE_WORDS.has(word)) return ok(true);
    if (FALSE_WORDS.has(word)) return ok(false);
  }
  return fail(messages.cellNotABoolean(label, shownValue(cell)));
}

// ---------------------------------------------------------------------------------------
// Amounts (cents)
// ---------------------------------------------------------------------------------------

export type AmountOptions = {
  /** Default false: a rent or deposit is never negative; a booking's amount is signed. */
  allowNegative?: boolean;
};

const ONE_EURO = cents(100);
/** Beyond this a number cannot be cents below 2^53; MAX_CENTS is far below it. */
const LARGEST_EURO_NUMBER = 1e13;
// Currency written before or after the number: "1.234,56 €", "EUR 500", "500 Euro".
const CURRENCY = /^(?:€|eur|euro)\s*|\s*(?:€|eur|euro)$/gi;
// "500,-" and "500,–" are whole euros in German price notation.
const WHOLE_EUROS = /,[-–—]{1,2}$/;
// A space between groups of three digits is a thousands separator: "1 234,56".
const THOUSANDS_SPACE = /(\d) (?=\d{3}(?!\d))/g;
const AMOUNT_TEXT = /^[-−]?[\d.,]+$/;

/**
 * A number from Excel in euros → cents, exactly: 1234.56 → 123456. The number's shortest
 * decimal text is taken as the value (scaleCents reads it as a fraction, never multiplies
 * floats), and more than two decimals (a computed cell: 1000 / 3) round half away from zero
 * once, to what the cell showed.
 */
export function euroNumberToCents(value: number): Cents | null {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_EURO_NUMBER) return null;
  return scaleCents(ONE_EURO, value, 1);
}

export function readAmount(cell: CellValue, label: string, options: AmountOptions = {}): CellResult<Cents> {
  if (isEmpty(cell)) return empty();
  const shown = shownValue(cell);
  let amount: Cents;
  if (typeof cell === "number") {
    const converted = euroNumberToCents(cell);
    if (converted === null) return fail(messages.cellTooLarge(label, shown));
    amount = converted;
  } else if (typeof cell === "string") {
    const text = normalizeText(cell)
      .replace(CURRENCY, "")
      .replace(WHOLE_EUROS, "")
      .replace(/^([-−+])\s+/, "$1")
      .replace(/^\+/, "")
      .replace(THOUSANDS_SPACE, "$1");
    // Checked here, not left to sanitizeMoneyInput: that one keeps digits and drops the rest, so
    // "2 x 300" would become 2300.
    if (!AMOUNT_TEXT.test(text)) return fail(messages.cellNotAnAmount(label, shown));
    const parsed = parseEuroToCents(text, { allowDecimalPoint: true });
    if (!parsed.ok) {
      if (parsed.message === MONEY_MESSAGES.tooManyDecimals) return fail(messages.cellAmountDecimals(label, shown));
      if (parsed.message === MONEY_MESSAGES.tooLarge) return fail(messages.cellTooLarge(label, shown));
      return fail(messages.cellNotAnAmount(label, shown));
    }
    amount = parsed.value;
  } else {
    return fail(messages.cellNotAnAmount(label, shown));
  }
  if (amount < 0 && !options.allowNegative) return fail(messages.cellAmountNegative(label, shown));
  if (Math.abs(amount) > MAX_CENTS) return fail(messages.cellTooLarge(label, shown));
  return ok(amount);
}

// ---------------------------------------------------------------------------------------
// Areas, whole numbers, rates
// ---------------------------------------------------------------------------------------

/** The unit form's bound (src/shared/schemas/portfolio.ts). */
const MAX_AREA = 1_000_000;
const AREA_UNIT = /\s*(?:m²|m2|qm|quadratmeter|sqm)\.?$/i;
// German grouping with a decimal comma: "1.234,5".
const GROUPED_DECIMAL = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;

/** m² with at most two decimals (the stored precision): "72,5", "72,5 m²", "72.5 qm", 72.5. */
export function readArea(cell: CellValue, label: string): CellResult<number> {
  if (isEmpty(cell)) return empty();
  const shown = shownValue(cell);
  let area: number;
  if (typeof cell === "number") {
    area = cell;
  } else if (typeof cell === "string") {
    const text = normalizeText(cell).replace(AREA_UNIT, "").replace(/\s/g, "");
    // A dot before exactly three digits is a thousands dot, as in amounts: "1.234" is 1234 m².
    const parsed = GROUPED_DECIMAL.test(text) ? parseDecimal(text.replace(/\./g, "")) : parseDecimal(text);
    if (!parsed.ok) return fail(messages.cellNotAnArea(label, shown));
    area = parsed.value;
  } else {
    return fail(messages.cellNotAnArea(label, shown));
  }
  if (!Number.isFinite(area) || area > MAX_AREA) return fail(messages.cellTooLarge(label, shown));
  if (area <= 0) return fail(messages.cellAreaNotPositive(label, shown));
  return ok(roundTo(area, 2));
}

export function readInteger(cell: CellValue, label: string): CellResult<number> {
  if (isEmpty(cell)) return empty();
  if (typeof cell === "number") return Number.isSafeInteger(cell) ? ok(cell === 0 ? 0 : cell) : fail(messages.cellNotAnInteger(label, shownValue(cell)));
  if (typeof cell === "string") {
    const parsed = parseInteger(normalizeText(cell));
    if (parsed.ok) return parsed;
  }
  return fail(messages.cellNotAnInteger(label, shownValue(cell)));
}

/**
 * Below this a number is a fraction from a percent-formatted cell (0.0215 shows as 2,15 %),
 * from here on a percent typed as a plain number (2.15). No loan has 20 % interest or
 * repayment, and none has less than 0,2 % typed as 0.2.
 */
const PERCENT_FORMAT_BELOW = 0.2;
const MILLI_PER_FRACTION = 100 * MILLI_PER_PERCENT;

/** A loan's rate in thousandths of a percent (docs/decisions/0007): "2,15 %", "2,15", 2.15, 0.0215. */
export function readRate(cell: CellValue, label: string): CellResult<RateMilli> {
  if (isEmpty(cell)) return empty();
  const shown = shownValue(cell);
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 0 || cell > 1000) return fail(messages.cellNotARate(label, shown));
    // Rates are no money: roundHalfAwayFromZero is the app's rounding for them (at most three decimals).
    const scale = cell < PERCENT_FORMAT_BELOW ? MILLI_PER_FRACTION : MILLI_PER_PERCENT;
    return ok(rateMilli(roundHalfAwayFromZero(cell * scale)));
  }
  if (typeof cell !== "string") return fail(messages.cellNotARate(label, shown));
  const parsed = parseRate(normalizeText(cell).replace(/\s*p\.\s?a\.?$/i, ""));
  if (parsed.ok) return parsed.value < 0 ? fail(messages.cellNotARate(label, shown)) : parsed;
  return fail(parsed.message === RATE_MESSAGES.tooManyDecimals ? messages.cellRateDecimals(label, shown) : messages.cellNotARate(label, shown));
}

// ---------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------

/** Excel's two date systems: serial 0 is 1899-12-31 (1900, with Lotus' 29.02.1900) or 1904-01-01. */
export type DateSystem = 1900 | 1904;

const DAY_MS = 86_400_000;
/** Serial of 1970-01-01 in the 1900 system (days since 1899-12-30, counting the fake leap day). */
const SERIAL_OF_1970 = 25_569;
/** 1904-01-01 is serial 1462 in the 1900 system. */
const SERIAL_OF_1904 = 1_462;
/** The day Excel believes was 29.02.1900 (it copied Lotus 1-2-3's leap-year bug). */
const FAKE_LEAP_DAY = 60;
const LAST_SERIAL = 2_958_465; // 9999-12-31

/**
 * A serial number of the 1900 system → its calendar date. From 61 (01.03.1900) on it is
 * serial − 25569 days after 1970-01-01; below 60 one day less is skipped, because the fake
 * 29.02.1900 lies after them. 60 itself is that day: "leapDay1900". Null outside 1..9999.
 */
export function excelSerialToIsoDate(serial: number): IsoDate | "leapDay1900" | null {
  const day = Math.floor(serial);
  if (!(day >= 1 && day <= LAST_SERIAL)) return null;
  if (day === FAKE_LEAP_DAY) return "leapDay1900";
  return dateOfDayNumber(day < FAKE_LEAP_DAY ? day - SERIAL_OF_1970 + 1 : day - SERIAL_OF_1970);
}

const FIRST_REAL_DAY_MS = Date.UTC(1900, 2, 1);

/**
 * A Date from read-excel-file → its calendar date. The library builds it at 00:00 UTC of
 * serial − 25569 days (the time of day added), so the UTC parts are the date, whatever the
 * server's time zone. Before 01.03.1900 it is a day early (it ignores the fake leap day):
 * there the serial is recovered and converted properly.
 */
export function dateOfCell(date: Date): IsoDate | "leapDay1900" | null {
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  if (time >= FIRST_REAL_DAY_MS) {
    const year = date.getUTCFullYear();
    return year <= 9999 ? toIsoDate(year, date.getUTCMonth() + 1, date.getUTCDate()) : null;
  }
  return excelSerialToIsoDate(Math.floor(time / DAY_MS) + SERIAL_OF_1970);
}

export type DateOptions = { dateSystem?: DateSystem };

// A date text with a time after it, as some exports write it: "31.01.2024 00:00", "2024-01-31T00:00:00".
const TRAILING_TIME = /(?:\s+|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
// Whole numbers in this range are years, not serials (1900 would be 14.05.1905).
const looksLikeYear = (value: number) => Number.isInteger(value) && value >= 1900 && value <= 2199;

/**
 * A date: a date cell (Date), a serial number in a number cell (a date column formatted as
 * "Standard"), or text: TT.MM.JJJJ, T.M.JJ (two-digit years as everywhere in the app, see
 * SHORT_YEAR_PIVOT), JJJJ-MM-TT. Within MIN_DATE..MAX_DATE like every date the app stores.
 */
export function readDate(cell: CellValue, label: string, options: DateOptions = {}): CellResult<IsoDate> {
  if (isEmpty(cell)) return empty();
  const shown = shownValue(cell);
  let date: IsoDate | "leapDay1900" | null;
  if (cell instanceof Date) {
    date = dateOfCell(cell);
  } else if (typeof cell === "number") {
    if (looksLikeYear(cell)) return fail(messages.cellNotADate(label, shown));
    date = excelSerialToIsoDate(options.dateSystem === 1904 ? cell + SERIAL_OF_1904 : cell);
  } else if (typeof cell === "string") {
    const parsed = parseGermanDate(normalizeText(cell).replace(TRAILING_TIME, ""));
    date = parsed.ok ? parsed.value : null;
  } else {
    date = null;
  }
  if (date === "leapDay1900") return fail(messages.cellLeapDay1900(label, shown));
  if (date === null || !isIsoDate(date)) return fail(messages.cellNotADate(label, shown));
  if (date < MIN_DATE || date > MAX_DATE) return fail(messages.cellDateOutOfRange(label, shown));
  return ok(date);
}
