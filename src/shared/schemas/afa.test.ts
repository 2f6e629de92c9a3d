import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { afaAssetInput, afaAssetUpdateInput, afaQuery, afaSettingsEditInput, afaSettingsInput } from "./afa";

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

const kitchen = { name: "  Einbauküche ", costCents: 840_000, acquisitionDate: "2024-04-15", usefulLifeYears: 10 };

describe("movable asset", () => {
  it("trims the name; cents, ISO date and whole years pass through", () => {
    expect(afaAssetInput.parse(kitchen)).toEqual({ ...kitchen, name: "Einbauküche" });
    expect(afaAssetUpdateInput.parse({ ...kitchen, version: 3 })).toMatchObject({ name: "Einbauküche", version: 3 });
  });

  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ["no name", { name: " " }, [["name", messages.afaAssetNameRequired]]],
    ["201 characters", { name: "x".repeat(201) }, [["name", messages.afaAssetNameTooLong]]],
    ["cost 0", { costCents: 0 }, [["costCents", messages.afaAssetCostPositive]]],
    ["cost missing", { costCents: null }, [["costCents", messages.amountRequired("Anschaffungskosten")]]],
    ["half a cent", { costCents: 0.5 }, [["costCents", messages.wholeCents("Anschaffungskosten")]]],
    ["a German date", { acquisitionDate: "15.04.2024" }, [["acquisitionDate", messages.afaAssetDateRequired]]],
    ["no date", { acquisitionDate: null }, [["acquisitionDate", messages.afaAssetDateRequired]]],
    ["a date before 1900", { acquisitionDate: "1899-12-31" }, [["acquisitionDate", messages.dateOutOfRange]]],
    ["0 years", { usefulLifeYears: 0 }, [["usefulLifeYears", messages.afaUsefulLifeInvalid]]],
    ["51 years", { usefulLifeYears: 51 }, [["usefulLifeYears", messages.afaUsefulLifeInvalid]]],
    ["2,5 years", { usefulLifeYears: 2.5 }, [["usefulLifeYears", messages.afaUsefulLifeInvalid]]],
  ])("%s → its message", (_, patch, expected) => {
    expect(issues(afaAssetInput.safeParse({ ...kitchen, ...patch }))).toEqual(expected);
  });

  it("an update needs the version", () => {
    expect(issues(afaAssetUpdateInput.safeParse(kitchen))).toEqual([["version", messages.versionMissing]]);
  });
});

describe("AfA settings", () => {
  it("dates default to null; the version is optional on the PUT and absent from the dialog's input", () => {
    expect(afaSettingsInput.parse({ method: "linear" })).toEqual({ method: "linear", completionDate: null, constructionStartDate: null });
    expect(afaSettingsInput.parse({ method: "degressive", completionDate: "2025-06-15", constructionStartDate: "2024-02-01", version: 4 })).toEqual({
      method: "degressive",
      completionDate: "2025-06-15",
      constructionStartDate: "2024-02-01",
      version: 4,
    });
    expect(afaSettingsEditInput.parse({ method: "linear", version: 4 })).not.toHaveProperty("version");
  });

  it("refuses an unknown method and a Baubeginn after the Fertigstellung", () => {
    expect(issues(afaSettingsInput.safeParse({ method: "geometrisch" }))).toEqual([["method", messages.afaMethodRequired]]);
    expect(issues(afaSettingsInput.safeParse({ method: "linear", completionDate: "2024-01-01", constructionStartDate: "2024-01-02" }))).toEqual([
      ["constructionStartDate", messages.afaConstructionAfterCompletion],
    ]);
    expect(afaSettingsInput.safeParse({ method: "linear", completionDate: "2024-01-01", constructionStartDate: "2024-01-01" }).success).toBe(true);
  });
});

describe("GET …/afa?year", () => {
  it("the year is optional, 2000–2100", () => {
    expect(afaQuery.parse({})).toEqual({});
    expect(afaQuery.parse({ year: "2025" })).toEqual({ year: 2025 });
    for (const year of ["1999", "2101", "x", "2025.5"]) expect(issues(afaQuery.safeParse({ year })), year).toEqual([["year", messages.reportYearInvalid]]);
  });
});
