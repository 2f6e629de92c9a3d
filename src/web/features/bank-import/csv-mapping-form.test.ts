import { describe, expect, it } from "vitest";
import type { BankCsvMapping } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import { columnOptionLabel, csvMappingResolver, mappingFormDefaults, type CsvMappingFormValues } from "./csv-mapping-form";

const proposal: BankCsvMapping = {
  delimiter: ";",
  encoding: "windows-1252",
  headerRow: 4,
  columns: { bookingDate: "Datum", counterpartyName: "Empfänger", purpose: "Zweck", amount: "Betrag" },
  dateFormat: "dd.MM.yyyy",
  decimalSeparator: ",",
};

async function resolve(values: CsvMappingFormValues) {
  return csvMappingResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });
}

describe("CSV mapping form", () => {
  it("the server's proposal fills the form; it goes back out unchanged", async () => {
    const values = mappingFormDefaults(proposal);
    expect(values).toMatchObject({ headerRow: "4", amountMode: "single", amount: "Betrag", credit: "", debit: "", bookingDate: "Datum", valueDate: "", counterpartyIban: "", delimiter: ";", encoding: "windows-1252" });
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(proposal);
  });

  it("Soll and Haben: only those two amount columns go out; an emptied optional column is left out", async () => {
    const values = { ...mappingFormDefaults(proposal), amountMode: "split" as const, credit: "Haben", debit: "Soll", purpose: "", headerRow: " 5 ", dateFormat: "dd.MM.yy" as const, decimalSeparator: "." as const };
    const result = await resolve(values);
    expect(result.values).toEqual({
      delimiter: ";",
      encoding: "windows-1252",
      headerRow: 5,
      columns: { bookingDate: "Datum", counterpartyName: "Empfänger", credit: "Haben", debit: "Soll" },
      dateFormat: "dd.MM.yy",
      decimalSeparator: ".",
    });
    // A proposal of Soll/Haben reads back as the split mode.
    expect(mappingFormDefaults(result.values as BankCsvMapping).amountMode).toBe("split");
  });

  it("refuses a mapping without booking date or amount, and a header row that is no row", async () => {
    const single = await resolve({ ...mappingFormDefaults(proposal), bookingDate: "", amount: "", headerRow: "0" });
    expect(single.errors.bookingDate?.message).toBe(messages.bankCsvMappingBookingDateRequired);
    expect(single.errors.amount?.message).toBe(messages.bankCsvMappingAmountColumns);
    expect(single.errors.headerRow?.message).toBe(messages.bankCsvMappingHeaderRowInvalid);
    const split = await resolve({ ...mappingFormDefaults(proposal), amountMode: "split", headerRow: "zwei" });
    expect(split.errors.credit?.message).toBe(messages.bankCsvMappingAmountColumns);
    expect(split.errors.debit?.message).toBe(messages.bankCsvMappingAmountColumns);
    expect(split.errors.headerRow?.message).toBe(messages.bankCsvMappingHeaderRowInvalid);
  });

  it("a column's choice shows its first sample value, cut when long; a blank header is named by position", () => {
    const samples = [["", "-45,99"], ["02.01.2026", "850,00"]];
    expect(columnOptionLabel("Datum", 0, samples)).toBe("Datum (z. B. 02.01.2026)");
    expect(columnOptionLabel("Betrag", 1, samples)).toBe("Betrag (z. B. -45,99)");
    expect(columnOptionLabel("Zweck", 2, samples)).toBe("Zweck");
    expect(columnOptionLabel(" ", 3, [["", "", "", "x".repeat(40)]])).toBe(`Spalte 4 (z. B. ${"x".repeat(29)}…)`);
  });
});
