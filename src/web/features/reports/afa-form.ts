import { degressiveAfaProblem, type AfaMethod } from "@/domain/afa";
import type { AfaAssetDto, PropertyAfaDto } from "@/shared/afa-types";
import { afaDegressiveProblemMessages, messages } from "@/shared/messages";
import { afaAssetInput, afaSettingsEditInput, type AfaAssetInput, type AfaSettingsEditInput } from "@/shared/schemas/afa";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { euroInput, optionalDate, optionalEuro, optionalInteger } from "@/web/lib/form-values";

// The AfA card's two forms: a movable asset, and the building's settings. The rules are the
// shared schemas' (@/shared/schemas/afa) and the domain's (§7(5a)); this file only turns the
// form's text into the schemas' input.

/** Text as the inputs hold it; money as German text ("8.400,00"), dates 'yyyy-MM-dd' from DateInput. */
export type AfaAssetFormValues = { name: string; cost: string; acquisitionDate: string; usefulLifeYears: string };

/** A new asset starts as a fitted kitchen would: 10 years. */
export const afaAssetFormDefaults = (asset: AfaAssetDto | null): AfaAssetFormValues => ({
  name: asset?.name ?? "",
  cost: euroInput(asset?.costCents),
  acquisitionDate: asset?.acquisitionDate ?? "",
  usefulLifeYears: asset ? String(asset.usefulLifeYears) : "10",
});

export const afaAssetResolver = () =>
  apiSchemaResolver<AfaAssetFormValues, AfaAssetInput>(
    afaAssetInput,
    (v, addIssue) => ({
      name: v.name,
      costCents: optionalEuro(v.cost, (m) => addIssue("cost", `Anschaffungskosten: ${m}`)),
      acquisitionDate: optionalDate(v.acquisitionDate, (m) => addIssue("acquisitionDate", `Anschaffungsdatum: ${m}`)),
      usefulLifeYears: optionalInteger(v.usefulLifeYears, () => addIssue("usefulLifeYears", messages.afaUsefulLifeInvalid)),
    }),
    { costCents: "cost" },
  );

/** The dialog toasts one problem at a time, in the order of the form. */
export const afaAssetErrorOrder = ["name", "cost", "acquisitionDate", "usefulLifeYears"] as const;

export type AfaSettingsFormValues = { method: AfaMethod; completionDate: string; constructionStartDate: string };

export const afaSettingsFormDefaults = (afa: Pick<PropertyAfaDto, "settings">): AfaSettingsFormValues => ({
  method: afa.settings.method,
  completionDate: afa.settings.completionDate ?? "",
  constructionStartDate: afa.settings.constructionStartDate ?? "",
});

export const afaSettingsResolver = () =>
  apiSchemaResolver<AfaSettingsFormValues, AfaSettingsEditInput>(afaSettingsEditInput, (v, addIssue) => ({
    method: v.method,
    completionDate: optionalDate(v.completionDate, (m) => addIssue("completionDate", `Fertigstellung: ${m}`)),
    constructionStartDate: optionalDate(v.constructionStartDate, (m) => addIssue("constructionStartDate", `Baubeginn: ${m}`)),
  }));

export const afaSettingsErrorOrder = ["method", "completionDate", "constructionStartDate"] as const;

/**
 * Whether §7(5a) would apply with the dates as typed (the property's purchase date and year
 * built as saved): null when it would, else the reason. Unreadable dates count as empty.
 */
export function degressiveHint(afa: Pick<PropertyAfaDto, "purchaseDate" | "yearBuilt">, values: Pick<AfaSettingsFormValues, "completionDate" | "constructionStartDate">): string | null {
  const date = (text: string) => optionalDate(text, () => undefined);
  const problem = degressiveAfaProblem({
    purchaseDate: afa.purchaseDate,
    yearBuilt: afa.yearBuilt,
    completionDate: date(values.completionDate),
    constructionStartDate: date(values.constructionStartDate),
  });
  return problem === null ? null : afaDegressiveProblemMessages[problem];
}
