import { describe, expect, it } from "vitest";
import { IBAN_MESSAGES } from "@/core/iban";
import { cents, formatEuro } from "@/core/money";
import { messages } from "@/shared/messages";
import { bankAccountInput, bankCsvMapping, bankRuleInput, bankStatementOptions, bankTransactionConfirmInput } from "./bank-import";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => [i.path.join("."), i.message]);

const PROPERTY = "8f0c6a52-6f37-4a59-9d51-7a0c2c3c9c01";

describe("bankCsvMapping", () => {
  const mapping = { headerRow: 3, columns: { bookingDate: " Datum ", amount: "Betrag" }, dateFormat: "dd.MM.yyyy", decimalSeparator: "," };

  it("takes one amount column, or Haben and Soll, and drops columns left empty", () => {
    expect(bankCsvMapping.parse({ ...mapping, columns: { ...mapping.columns, purpose: "", valueDate: null, counterpartyName: "Name" } })).toEqual({
      headerRow: 3,
      columns: { bookingDate: "Datum", counterpartyName: "Name", amount: "Betrag" },
      dateFormat: "dd.MM.yyyy",
      decimalSeparator: ",",
    });
    expect(bankCsvMapping.parse({ ...mapping, delimiter: "\t", encoding: "windows-1252", columns: { bookingDate: "Datum", amount: "", credit: "Haben", debit: "Soll" } })).toEqual({
      delimiter: "\t",
      encoding: "windows-1252",
      headerRow: 3,
      columns: { bookingDate: "Datum", credit: "Haben", debit: "Soll" },
      dateFormat: "dd.MM.yyyy",
      decimalSeparator: ",",
    });
  });

  it("refuses neither or both amount shapes, a missing booking date and a header row below 1", () => {
    const amountMissing = [["columns.amount", messages.bankCsvMappingAmountColumns]];
    expect(issues(bankCsvMapping.safeParse({ ...mapping, columns: { bookingDate: "Datum" } }))).toEqual(amountMissing);
    expect(issues(bankCsvMapping.safeParse({ ...mapping, columns: { bookingDate: "Datum", credit: "Haben" } }))).toEqual(amountMissing);
    expect(issues(bankCsvMapping.safeParse({ ...mapping, columns: { bookingDate: "Datum", amount: "Betrag", credit: "Haben", debit: "Soll" } }))).toEqual(amountMissing);
    expect(issues(bankCsvMapping.safeParse({ ...mapping, columns: { bookingDate: "", amount: "Betrag" } }))).toEqual([["columns.bookingDate", messages.bankCsvMappingBookingDateRequired]]);
    expect(issues(bankCsvMapping.safeParse({ ...mapping, headerRow: 0 }))).toEqual([["headerRow", messages.bankCsvMappingHeaderRowInvalid]]);
    expect(bankCsvMapping.safeParse({ ...mapping, dateFormat: "MM/dd/yyyy" }).success).toBe(false);
  });
});

describe("bankAccountInput", () => {
  it("normalises the IBAN and the property list", () => {
    expect(bankAccountInput.parse({ name: " Giro ", iban: "de89 3704-0044 0532 0130 00", propertyIds: [PROPERTY, PROPERTY] })).toEqual({
      name: "Giro",
      iban: "DE89370400440532013000",
      propertyIds: [PROPERTY],
    });
    expect(bankAccountInput.parse({ name: "Giro", iban: "DE89370400440532013000" }).propertyIds).toEqual([]);
  });

  it("refuses an IBAN with a wrong check digit or length and a missing name", () => {
    expect(issues(bankAccountInput.safeParse({ name: "Giro", iban: "DE89370400440532013001" }))).toEqual([["iban", IBAN_MESSAGES.checksum]]);
    expect(issues(bankAccountInput.safeParse({ name: "Giro", iban: "DE8937040044053201300" }))).toEqual([["iban", IBAN_MESSAGES.length]]);
    expect(issues(bankAccountInput.safeParse({ name: "", iban: "" }))).toEqual([
      ["name", messages.bankAccountNameRequired],
      ["iban", IBAN_MESSAGES.required],
    ]);
  });
});

describe("bankStatementOptions and bankTransactionConfirmInput", () => {
  it("needs an account; the mapping is optional", () => {
    expect(issues(bankStatementOptions.safeParse({}))).toEqual([["bankAccountId", messages.bankAccountSelect]]);
    expect(bankStatementOptions.parse({ bankAccountId: PROPERTY })).toEqual({ bankAccountId: PROPERTY });
  });

  it("takes rent with a month or null, and a booking checked as any booking", () => {
    expect(bankTransactionConfirmInput.parse({ kind: "rent", contractId: PROPERTY, version: 2 })).toEqual({ kind: "rent", contractId: PROPERTY, rentMonth: null, version: 2 });
    expect(issues(bankTransactionConfirmInput.safeParse({ kind: "rent", contractId: PROPERTY, rentMonth: "2025-13", version: 2 }))).toEqual([["rentMonth", messages.monthInvalid]]);
    const booking = { paymentDate: "2025-02-10", documentDate: "2025-02-10", amountCents: -500, lines: [{ propertyId: PROPERTY, category: "other_expenses", amountCents: -400 }] };
    expect(issues(bankTransactionConfirmInput.safeParse({ kind: "booking", booking, version: 1 }))).toEqual([["booking.lines", messages.linesDoNotAddUp(formatEuro(cents(-400), { decimals: 2 }), formatEuro(cents(-500), { decimals: 2 }))]]);
    const fine = bankTransactionConfirmInput.parse({ kind: "booking", booking: { ...booking, amountCents: -400 }, saveRule: { name: " Strom " }, version: 1 });
    expect(fine).toMatchObject({ kind: "booking", saveRule: { name: "Strom", automatic: false } });
    expect(bankTransactionConfirmInput.safeParse({ kind: "ignore", version: 1 }).success).toBe(false);
  });
});

describe("bankRuleInput", () => {
  const rule = { name: "Strom", propertyId: PROPERTY, category: "other_expenses" };

  it("needs at least one condition; empty texts and IBANs are none", () => {
    expect(issues(bankRuleInput.safeParse({ ...rule, counterpartyIban: "", counterpartyContains: "  ", purposeContains: null }))).toEqual([
      ["counterpartyIban", messages.bankRuleConditionRequired],
    ]);
    expect(bankRuleInput.parse({ ...rule, counterpartyContains: " Stadtwerke ", counterpartyIban: "" })).toEqual({
      ...rule,
      counterpartyIban: null,
      counterpartyContains: "Stadtwerke",
      purposeContains: null,
      direction: "any",
      unitId: null,
      subcategoryId: null,
      betrkvType: null,
      automatic: false,
    });
    expect(bankRuleInput.parse({ ...rule, counterpartyIban: "de89 3704 0044 0532 0130 00" }).counterpartyIban).toBe("DE89370400440532013000");
    expect(issues(bankRuleInput.safeParse({ ...rule, counterpartyIban: "DE00" }))).toEqual([["counterpartyIban", IBAN_MESSAGES.invalid]]);
  });

  it("checks the line it books as a booking line: the BetrKV type the category needs or fixes", () => {
    const water = { ...rule, purposeContains: "Wasser", category: "operating_costs" };
    expect(issues(bankRuleInput.safeParse(water))).toEqual([["betrkvType", messages.betrkvTypeRequired]]);
    expect(bankRuleInput.parse({ ...water, betrkvType: 2 }).betrkvType).toBe(2);
    expect(bankRuleInput.parse({ ...water, category: "property_tax" }).betrkvType).toBe(1);
    expect(issues(bankRuleInput.safeParse({ ...water, category: "other_expenses", betrkvType: 2 }))).toEqual([["betrkvType", messages.betrkvTypeNotAllowed]]);
    expect(issues(bankRuleInput.safeParse({ ...water, betrkvType: 2, direction: "both" }))).toEqual([["direction", messages.bankRuleDirectionInvalid]]);
  });
});
