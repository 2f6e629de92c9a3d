import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import type { AfaAssetDto } from "@/shared/afa-types";
import { afaDegressiveProblemMessages, messages } from "@/shared/messages";
import { afaAssetFormDefaults, afaAssetResolver, afaSettingsResolver, degressiveHint, type AfaAssetFormValues, type AfaSettingsFormValues } from "./afa-form";

type ResolverResult = { values: unknown; errors: Record<string, { message?: string }> };
const resolveAsset = async (values: AfaAssetFormValues) => (await afaAssetResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: false })) as ResolverResult;
const resolveSettings = async (values: AfaSettingsFormValues) => (await afaSettingsResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: false })) as ResolverResult;
const messagesOf = (r: ResolverResult) => Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v.message]));

describe("the asset form", () => {
  it("defaults: empty with 10 years; an asset's values as German text", () => {
    expect(afaAssetFormDefaults(null)).toEqual({ name: "", cost: "", acquisitionDate: "", usefulLifeYears: "10" });
    const asset = { name: "Küche", costCents: cents(840_000), acquisitionDate: "2024-04-15", usefulLifeYears: 12 } as AfaAssetDto;
    expect(afaAssetFormDefaults(asset)).toEqual({ name: "Küche", cost: "8.400,00", acquisitionDate: "2024-04-15", usefulLifeYears: "12" });
  });

  it("German money and whole years become the schema's payload", async () => {
    const r = await resolveAsset({ name: " Küche ", cost: "8.400", acquisitionDate: "2024-04-15", usefulLifeYears: "10" });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ name: "Küche", costCents: 840_000, acquisitionDate: "2024-04-15", usefulLifeYears: 10 });
  });

  it("each problem on its field, in German", async () => {
    const r = await resolveAsset({ name: "", cost: "0", acquisitionDate: "31.02.2024", usefulLifeYears: "2,5" });
    expect(messagesOf(r)).toEqual({
      name: messages.afaAssetNameRequired,
      cost: messages.afaAssetCostPositive,
      acquisitionDate: expect.stringMatching(/^Anschaffungsdatum: /),
      usefulLifeYears: messages.afaUsefulLifeInvalid,
    });
  });
});

describe("the settings form", () => {
  it("empty dates are null", async () => {
    const r = await resolveSettings({ method: "linear", completionDate: "", constructionStartDate: "" });
    expect(r.values).toEqual({ method: "linear", completionDate: null, constructionStartDate: null });
  });

  it("degressiveHint: the reason with the dates as typed, null when §7(5a) would apply", () => {
    const bought = { purchaseDate: "2024-05-01", yearBuilt: 1990 };
    expect(degressiveHint(bought, { completionDate: "", constructionStartDate: "" })).toBe(afaDegressiveProblemMessages.not_new);
    expect(degressiveHint(bought, { completionDate: "2024-02-01", constructionStartDate: "" })).toBeNull();
    expect(degressiveHint(bought, { completionDate: "", constructionStartDate: "2023-11-01" })).toBeNull();
    expect(degressiveHint({ purchaseDate: null, yearBuilt: null }, { completionDate: "", constructionStartDate: "" })).toBe(afaDegressiveProblemMessages.purchase_date);
  });
});
