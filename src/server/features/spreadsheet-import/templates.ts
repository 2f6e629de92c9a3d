import { bookingCategoryInfo } from "@/domain/booking-categories";
import { cents } from "@/core/money";
import { percent } from "@/core/rate";
import { sheetCsv, sheetsXlsx, type Cell, type Sheet } from "@/server/spreadsheet/spreadsheet";
import { propertyKindLabels, unitTypeLabels } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { importTargetLabels } from "@/shared/spreadsheet-import-types";
import { targetFields, type FieldKey, type ImportTarget } from "./columns";

// The template files of each target: one column per field the import stores, headed by the
// field's German label (which the import recognises exactly), and one example row. The
// examples of all targets describe the same flat, tenant and contract, so importing the
// templates one after the other ("Immobilien mit Einheiten" first) builds one consistent
// portfolio, and the combined template then finds everything present. Fixed text only.

const EXAMPLE: Partial<Record<FieldKey, Cell>> = {
  propertyName: { text: "Lindenhof" },
  street: { text: "Lindenstraße" },
  houseNumber: { text: "5" },
  postcode: { text: "01067" },
  city: { text: "Dresden" },
  propertyKind: { text: propertyKindLabels.multi_family },
  yearBuilt: { int: 1910 },
  purchasePrice: { euro: cents(45_000_000) },
  purchaseDate: { date: "2015-04-01" },
  unitCode: { text: "WE 1" },
  unitType: { text: unitTypeLabels.apartment },
  area: { int: 72 },
  hasBalcony: { text: messages.importYes },
  firstName: { text: "Anna" },
  lastName: { text: "Schäfer" },
  email: { text: "anna.schaefer@beispiel.de" },
  phone: { text: "0351 1234567" },
  startDate: { date: "2024-03-01" },
  endDate: null,
  coldRent: { euro: cents(65_000) },
  serviceCharge: { euro: cents(15_000) },
  deposit: { euro: cents(195_000) },
  isLimitedTerm: { text: messages.importNo },
  lender: { text: "Sparkasse Dresden" },
  loanAmount: { euro: cents(30_000_000) },
  disbursementDate: { date: "2015-04-01" },
  interestRate: { rate: percent("2.15") },
  initialRepayment: { rate: percent(2) },
  monthlyPayment: null,
  fixationEnd: { date: "2030-03-31" },
  paymentDate: { date: "2024-03-01" },
  bookingAmount: { euro: cents(65_000) },
  category: { text: bookingCategoryInfo.rent.label },
  bookingText: { text: "Miete März 2024" },
  counterparty: { text: "Anna Schäfer" },
};

/**
 * The template's columns: the target's stored fields. A tenant's name is given as first and
 * last name (the one-column "Mieter" is read too, but split by guessing).
 */
export function templateFields(target: ImportTarget) {
  return targetFields(target).filter((f) => f.storedAs !== null && f.key !== "tenantName");
}

const cellWidth = (cell: Cell | undefined): number => {
  if (!cell) return 0;
  if ("text" in cell) return cell.text.length;
  return 12;
};

export function templateSheet(target: ImportTarget): Sheet {
  const fields = templateFields(target);
  return {
    name: messages.importTemplateSheet,
    headers: fields.map((f) => f.label),
    rows: [fields.map((f) => EXAMPLE[f.key] ?? null)],
    widths: fields.map((f) => Math.max(f.label.length, cellWidth(EXAMPLE[f.key] ?? undefined)) + 2),
  };
}

export const templateFileName = (target: ImportTarget, extension: "xlsx" | "csv") => messages.importTemplateFileName(importTargetLabels[target], extension);

export const templateXlsx = (target: ImportTarget): Promise<Uint8Array> => sheetsXlsx([templateSheet(target)]);
export const templateCsv = (target: ImportTarget): string => sheetCsv(templateSheet(target));
