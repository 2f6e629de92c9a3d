import type { BankCsvMapping } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { bankCsvMapping } from "@/shared/schemas/bank-import";
import { apiSchemaResolver, type AddIssue } from "@/web/lib/form-resolver";
import { optionalInteger } from "@/web/lib/form-values";

// The column mapping of a CSV the app does not know (BankCsvMapping): pre-filled from the
// server's proposal, corrected by the user, sent with the next preview. Columns are named by
// their header text; "" in the form is "no such column".

export type AmountMode = "single" | "split";

export type CsvMappingFormValues = {
  headerRow: string;
  /** One signed amount column, or separate columns for money in (Haben) and out (Soll). */
  amountMode: AmountMode;
  amount: string;
  credit: string;
  debit: string;
  bookingDate: string;
  valueDate: string;
  counterpartyName: string;
  counterpartyIban: string;
  purpose: string;
  dateFormat: BankCsvMapping["dateFormat"];
  decimalSeparator: BankCsvMapping["decimalSeparator"];
  /** Kept as the server sniffed them; the form has no field for them. "" = let the server sniff. */
  delimiter: NonNullable<BankCsvMapping["delimiter"]> | "";
  encoding: NonNullable<BankCsvMapping["encoding"]> | "";
  currency: string;
};

export const dateFormats: ReadonlyArray<{ value: BankCsvMapping["dateFormat"]; label: string }> = [
  { value: "dd.MM.yyyy", label: "TT.MM.JJJJ (31.01.2026)" },
  { value: "dd.MM.yy", label: "TT.MM.JJ (31.01.26)" },
  { value: "yyyy-MM-dd", label: "JJJJ-MM-TT (2026-01-31)" },
];

export const decimalSeparators: ReadonlyArray<{ value: BankCsvMapping["decimalSeparator"]; label: string }> = [
  { value: ",", label: "Komma (1.234,56)" },
  { value: ".", label: "Punkt (1,234.56)" },
];

export function mappingFormDefaults(mapping: BankCsvMapping): CsvMappingFormValues {
  const c = mapping.columns;
  return {
    headerRow: String(mapping.headerRow),
    amountMode: c.amount !== undefined ? "single" : "split",
    amount: c.amount ?? "",
    credit: c.credit ?? "",
    debit: c.debit ?? "",
    bookingDate: c.bookingDate,
    valueDate: c.valueDate ?? "",
    counterpartyName: c.counterpartyName ?? "",
    counterpartyIban: c.counterpartyIban ?? "",
    purpose: c.purpose ?? "",
    dateFormat: mapping.dateFormat,
    decimalSeparator: mapping.decimalSeparator,
    delimiter: mapping.delimiter ?? "",
    encoding: mapping.encoding ?? "",
    currency: c.currency ?? "",
  };
}

const orUndefined = (text: string) => (text === "" ? undefined : text);

/** The form → the schema's input; only the amount columns of the chosen mode go out. */
function toInput(v: CsvMappingFormValues, addIssue: AddIssue<CsvMappingFormValues>) {
  const single = v.amountMode === "single";
  // At the select left empty, at once: the schema checks the amount columns only when every field is valid.
  for (const field of single ? (["amount"] as const) : (["credit", "debit"] as const)) if (v[field] === "") addIssue(field, messages.bankCsvMappingAmountColumns);
  return {
    delimiter: orUndefined(v.delimiter),
    encoding: orUndefined(v.encoding),
    headerRow: optionalInteger(v.headerRow, () => addIssue("headerRow", messages.bankCsvMappingHeaderRowInvalid)),
    columns: {
      bookingDate: v.bookingDate,
      valueDate: orUndefined(v.valueDate),
      counterpartyName: orUndefined(v.counterpartyName),
      counterpartyIban: orUndefined(v.counterpartyIban),
      purpose: orUndefined(v.purpose),
      currency: orUndefined(v.currency),
      amount: single ? v.amount : undefined,
      credit: single ? undefined : orUndefined(v.credit),
      debit: single ? undefined : orUndefined(v.debit),
    },
    dateFormat: v.dateFormat,
    decimalSeparator: v.decimalSeparator,
  };
}

/** The shared schema the server reads `options.csvMapping` with. */
export const csvMappingResolver = () => apiSchemaResolver<CsvMappingFormValues, BankCsvMapping>(bankCsvMapping, toInput);

/** A column's choice in the selects: its header with the first sample value, "Betrag (z. B. -45,99)". */
export function columnOptionLabel(header: string, index: number, sampleRows: readonly (readonly string[])[]): string {
  const sample = sampleRows.map((row) => row[index]?.trim() ?? "").find((value) => value !== "");
  const name = header.trim() === "" ? `Spalte ${index + 1}` : header;
  return sample ? `${name} (z. B. ${sample.length > 30 ? `${sample.slice(0, 29)}…` : sample})` : name;
}
