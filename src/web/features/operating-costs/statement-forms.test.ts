import { describe, expect, it } from "vitest";
import type { FieldValues, Resolver } from "react-hook-form";
import { PERIOD_MESSAGES } from "@/domain/operating-costs/period";
import { messages } from "@/shared/messages";
import { statementSettings } from "@/shared/schemas/operating-costs";
import { co2Defaults, co2Resolver } from "./co2-form";
import { extraLineDefaults, extraLineResolver } from "./extra-line-form";
import { lineChoiceDefaults, lineChoiceResolver } from "./line-choice-form";
import { periodFormDefaults, periodResolver } from "./period-form";
import { LINE_REPAIR, LINE_WASTE, statementFixture } from "./test-fixtures";

// The wizard's forms: German text in, the settings' values out, validated with the shared
// schema the PATCH is checked with; each message lands at its field.

async function resolve<T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, values: T) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, (v as { message?: string }).message]));
  return { values: result.values, errors };
}

const statement = statementFixture();
const settings = statement.settings;
const line = (id: string) => statement.catalogue.find((l) => l.id === id)!;
const NEW_ID = "5a1e0c6b-0000-4000-8000-0000000000e1";

describe("period form", () => {
  it("starts with the last calendar year and takes it without a reason", async () => {
    const defaults = periodFormDefaults(null, "2026-11-24");
    expect(defaults).toEqual({ periodStart: "2025-01-01", periodEnd: "2025-12-31", shortPeriodReason: "" });
    expect(await resolve(periodResolver(), { ...defaults, shortPeriodReason: "vergessen" })).toEqual({
      values: { periodStart: "2025-01-01", periodEnd: "2025-12-31", shortPeriodReason: null },
      errors: {},
    });
  });

  it("asks a short period for its reason and refuses one over 12 months", async () => {
    const short = { periodStart: "2025-04-01", periodEnd: "2025-12-31", shortPeriodReason: " " };
    expect((await resolve(periodResolver(), short)).errors).toEqual({ shortPeriodReason: PERIOD_MESSAGES.shortWithoutReason });
    expect((await resolve(periodResolver(), { ...short, shortPeriodReason: "Kauf zum 01.04." })).values).toEqual({ ...short, shortPeriodReason: "Kauf zum 01.04." });
    expect((await resolve(periodResolver(), { periodStart: "2025-01-01", periodEnd: "2026-01-31", shortPeriodReason: "" })).errors).toEqual({ periodEnd: PERIOD_MESSAGES.tooLong });
  });

  it("names missing and reversed dates", async () => {
    expect((await resolve(periodResolver(), { periodStart: "", periodEnd: "", shortPeriodReason: "" })).errors).toEqual({
      periodStart: messages.statementPeriodStartRequired,
      periodEnd: messages.statementPeriodEndRequired,
    });
    expect((await resolve(periodResolver(), { periodStart: "2025-12-31", periodEnd: "2025-01-01", shortPeriodReason: "" })).errors).toEqual({ periodEnd: messages.statementPeriodOrder });
  });
});

describe("line choices", () => {
  it("overrides a refusal only with a reason", async () => {
    const resolver = lineChoiceResolver("override", settings, line(LINE_REPAIR));
    const defaults = lineChoiceDefaults("override", settings, line(LINE_REPAIR));
    expect((await resolve(resolver, defaults)).errors).toEqual({ reason: messages.statementReasonRequired });
    expect((await resolve(resolver, { ...defaults, reason: " Wartungsvertrag " })).values).toEqual({ overrideReason: "Wartungsvertrag" });
  });

  it("corrects an amount (prefilled with the period's amount) with its reason", async () => {
    const defaults = lineChoiceDefaults("correct", settings, line(LINE_WASTE));
    expect(defaults.amount).toBe("365,00");
    const resolver = lineChoiceResolver("correct", settings, line(LINE_WASTE));
    expect((await resolve(resolver, { ...defaults, amount: "1.234,5", reason: "Gutschrift" })).values).toEqual({ correctedCents: 123_450, correctionReason: "Gutschrift" });
    expect((await resolve(resolver, { ...defaults, amount: "", reason: "" })).errors).toEqual({ amount: messages.statementCorrectionRequired, reason: messages.statementReasonRequired });
  });

  it("takes the § 35a labour and its kind, never more than the invoice", async () => {
    const resolver = lineChoiceResolver("labour", settings, line(LINE_WASTE));
    expect((await resolve(resolver, { reason: "", amount: "120", labourKind: "craftsman" as const })).values).toEqual({ labourCents: 12_000, labourKind: "craftsman" });
    expect((await resolve(resolver, { reason: "", amount: "400", labourKind: "household" as const })).errors).toEqual({ amount: messages.statementLabourTooLarge });
    expect((await resolve(resolver, { reason: "", amount: "abc", labourKind: "household" as const })).errors.amount).toMatch(/Betrag|Zahl/);
  });
});

describe("a line added by hand", () => {
  it("becomes an extra line with its type, amount and reason", async () => {
    const resolver = extraLineResolver(settings, NEW_ID);
    const line = { betrkvType: "12", label: " Schornsteinfeger ", amount: "80,50", reason: "Privat bezahlt" };
    const { values } = await resolve(resolver, line);
    expect(values).toEqual({ id: NEW_ID, betrkvType: 12, label: "Schornsteinfeger", amountCents: 8_050, reason: "Privat bezahlt" });
    expect(statementSettings.safeParse({ ...settings, extraLines: [values] }).success).toBe(true);
  });

  it("names every missing field", async () => {
    expect((await resolve(extraLineResolver(settings, NEW_ID), extraLineDefaults())).errors).toEqual({
      betrkvType: messages.statementBetrkvTypeInvalid,
      label: messages.statementLabelRequired,
      amount: messages.amountRequired("Betrag"),
      reason: messages.statementReasonRequired,
    });
  });
});

describe("CO2 figures", () => {
  it("reads kg CO2 German into decimal text and the cost into cents", async () => {
    expect(await resolve(co2Resolver(settings), { kgCo2: "12.345,6", cost: "1.050,00", halved: true })).toEqual({
      values: { kgCo2: "12345.6", costCents: 105_000, halved: true },
      errors: {},
    });
    expect(co2Defaults({ kgCo2: "12345.6", costCents: 105_000, halved: false })).toEqual({ kgCo2: "12.345,6", cost: "1.050,00", halved: false });
  });

  it("names what does not read", async () => {
    expect((await resolve(co2Resolver(settings), { kgCo2: "viel", cost: "", halved: false })).errors).toEqual({
      kgCo2: messages.statementDecimalInvalid,
      cost: messages.amountRequired("CO2-Kosten"),
    });
  });
});
