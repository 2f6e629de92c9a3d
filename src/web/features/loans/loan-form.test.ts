import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { loanFormSchema, loanInput } from "@/shared/schemas/loans";
import { euroInput } from "@/web/lib/form-values";
import { emptyLoanForm, loanToForm, rateText } from "./lib/form-values";
import { rateLabel, yearsLeftLabel } from "./lib/format";
import { fileNameFrom } from "@/web/lib/download-file";

const filled = () => ({
  ...emptyLoanForm(),
  lender: " Sparkasse Köln ",
  amountCents: "200.000,00",
  disbursementDate: "2025-01-01",
  interestRatePercent: "2,0",
  initialRepaymentPercent: "3",
  fixationEndDate: "01.01.2035",
});

const issues = (values: unknown) => {
  const r = loanFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("loan form schema (German text → API payload)", () => {
  it("parses German numbers and dates into the API payload", () => {
    const r = loanFormSchema.safeParse({ ...filled(), specialRepayments: [{ date: "2026-01-01", amountCents: "10.000" }] });
    expect(r.success && r.data).toEqual({
      lender: "Sparkasse Köln",
      amountCents: 20_000_000,
      disbursementDate: "2025-01-01",
      interestRatePercent: "2",
      repaymentKind: "initial_rate",
      initialRepaymentPercent: "3",
      monthlyPaymentCents: null,
      fixationEndDate: "2035-01-01",
      notes: "",
      specialRepayments: [{ date: "2026-01-01", amountCents: 1_000_000 }],
    });
  });

  it("reports every unreadable field at once, in German", () => {
    expect(issues({ ...emptyLoanForm(), amountCents: "12.34", interestRatePercent: "zwei", specialRepayments: [{ date: "", amountCents: "-5" }] })).toEqual({
      lender: "Bitte den Darlehensgeber angeben.",
      amountCents: "Bitte einen gültigen Betrag eingeben, z. B. 1.234,56",
      disbursementDate: "Bitte das Auszahlungsdatum angeben.",
      interestRatePercent: "Bitte eine gültige Zahl eingeben, z. B. 72,5",
      initialRepaymentPercent: "Die anfängliche Tilgung muss größer als 0 und höchstens 50 % sein",
      "specialRepayments.0.date": "Bitte ein gültiges Datum angeben.",
      "specialRepayments.0.amountCents": "Der Betrag darf nicht negativ sein",
    });
    expect(issues({ ...filled(), lender: "" })).toEqual({ lender: "Bitte den Darlehensgeber angeben." });
  });

  it("applies the API's cross-field rules to the typed values", () => {
    expect(issues({ ...filled(), repaymentKind: "monthly_payment", monthlyPaymentCents: "300,00" })).toEqual({
      monthlyPaymentCents: "Die Rate deckt die Zinsen nicht – das Darlehen würde nie getilgt",
    });
    // The field of the other kind is ignored, whatever it holds.
    expect(issues({ ...filled(), monthlyPaymentCents: "Unsinn" })).toEqual({});
    expect(issues({ ...filled(), fixationEndDate: "2024-01-01" })).toEqual({ fixationEndDate: "Das Ende der Zinsbindung muss nach der Auszahlung liegen." });
  });

  it("an edited loan round-trips through the form unchanged", () => {
    const payload = loanInput.parse({
      lender: "DKB",
      amountCents: 12_345_678,
      disbursementDate: "2024-03-31",
      interestRatePercent: 3.875,
      repaymentKind: "monthly_payment",
      monthlyPaymentCents: 65_432,
      fixationEndDate: null,
      specialRepayments: [{ date: "2025-12-30", amountCents: 500_050 }],
    });
    const dto = { ...payload, id: "x", version: 3, propertyId: "p", specialRepayments: payload.specialRepayments.map((s) => ({ ...s, id: "s" })) };
    const form = loanToForm(dto as never);
    expect(form.amountCents).toBe("123.456,78");
    expect(form.interestRatePercent).toBe("3,875");
    expect(loanFormSchema.parse(form)).toEqual(payload);
  });

  it("carries the typed rate as its exact decimal: 7,612 % + 9,95 % stay 7.612 and 9.95", () => {
    const r = loanFormSchema.parse({ ...filled(), interestRatePercent: "7,612", initialRepaymentPercent: "9.95 %" });
    expect(r.interestRatePercent).toBe("7.612");
    expect(r.initialRepaymentPercent).toBe("9.95");
    expect(issues({ ...filled(), interestRatePercent: "2,1234" })).toEqual({ interestRatePercent: "Bitte höchstens drei Nachkommastellen angeben." });
    expect(issues({ ...filled(), interestRatePercent: "50,001" })).toEqual({ interestRatePercent: "Der Sollzins muss zwischen 0 und 50 % liegen" });
    expect(issues({ ...filled(), initialRepaymentPercent: "0" })).toEqual({
      initialRepaymentPercent: "Die anfängliche Tilgung muss größer als 0 und höchstens 50 % sein",
    });
  });
});

describe("display helpers", () => {
  it("formats money and rates for inputs and labels", () => {
    expect(euroInput(cents(20_000_000))).toBe("200.000,00");
    expect(rateText("2")).toBe("2,00");
    expect(rateLabel("2")).toBe("2,00\u00A0%");
    expect(rateLabel("3.875")).toBe("3,875\u00A0%");
    expect(rateLabel("7.612")).toBe("7,612\u00A0%");
    expect(rateLabel(null)).toBe("–");
  });

  it("says how long the fixation still runs", () => {
    expect(yearsLeftLabel(9.9)).toBe("noch 9,9 Jahre");
    expect(yearsLeftLabel(5)).toBe("noch 5 Jahre");
    expect(yearsLeftLabel(1)).toBe("noch 1 Jahr");
    expect(yearsLeftLabel(0)).toBe("endet in diesem Monat");
  });

  it("reads the German file name of an export", () => {
    expect(fileNameFrom(`attachment; filename="Tilgungsplan-Koeln.csv"; filename*=UTF-8''Tilgungsplan-K%C3%B6ln.csv`, "x")).toBe("Tilgungsplan-Köln.csv");
    expect(fileNameFrom(`attachment; filename="Tilgungsplan-DKB.csv"`, "x")).toBe("Tilgungsplan-DKB.csv");
    expect(fileNameFrom(null, "Tilgungsplan.csv")).toBe("Tilgungsplan.csv");
  });
});
