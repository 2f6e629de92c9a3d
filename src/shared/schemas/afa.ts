import { z } from "zod";
import { afaMethods } from "@/domain/afa";
import { messages } from "@/shared/messages";
import { centsAmount, isoDate, versionField } from "./fields";
import { withVersion } from "./portfolio";

// A property's AfA (issue 15): the building's settings and its movable assets.

/** GET /properties/:id/afa?year: the report year whose plan is shown (basis as known at its end); default this year. */
export const afaQuery = z.object({
  year: z.coerce.number({ message: messages.reportYearInvalid }).int(messages.reportYearInvalid).min(2000, messages.reportYearInvalid).max(2100, messages.reportYearInvalid).optional(),
});
export type AfaQuery = z.output<typeof afaQuery>;

type SettingsDates = { completionDate: string | null; constructionStartDate: string | null };

/** Baubeginn before (or on) Fertigstellung, when both are given. */
function checkSettingsDates(value: SettingsDates, ctx: z.RefinementCtx) {
  if (value.completionDate && value.constructionStartDate && value.constructionStartDate > value.completionDate) {
    ctx.addIssue({ code: "custom", path: ["constructionStartDate"], message: messages.afaConstructionAfterCompletion });
  }
}

const afaSettingsFields = z.object({
  method: z.enum(afaMethods, { message: messages.afaMethodRequired }),
  /** Fertigstellung; without it 1 January of the year built is taken. */
  completionDate: isoDate().nullable().default(null),
  /** Baubeginn, only for a building the owner had built (Herstellung). */
  constructionStartDate: isoDate().nullable().default(null),
});

/** What the settings dialog validates: the PUT body without `version`. */
export const afaSettingsEditInput = afaSettingsFields.superRefine(checkSettingsDates);
export type AfaSettingsEditInput = z.output<typeof afaSettingsEditInput>;

/**
 * PUT /properties/:id/afa-settings. `version` is the property's (the settings are columns of
 * the property): when given, an outdated one is a 409 `stale`; without it the settings are
 * written whatever changed meanwhile. Degressive where §7(5a) does not apply is refused by the
 * service (400 with the reason): that needs the property's purchase date.
 */
export const afaSettingsInput = afaSettingsFields.extend({ version: versionField().optional() }).superRefine(checkSettingsDates);
export type AfaSettingsInput = z.output<typeof afaSettingsInput>;

const usefulLife = () =>
  z.number({ message: messages.afaUsefulLifeInvalid }).int(messages.afaUsefulLifeInvalid).min(1, messages.afaUsefulLifeInvalid).max(50, messages.afaUsefulLifeInvalid);

const afaAssetFields = z.object({
  name: z.string({ message: messages.afaAssetNameRequired }).trim().min(1, messages.afaAssetNameRequired).max(200, messages.afaAssetNameTooLong),
  /** Anschaffungskosten as paid (gross: a landlord letting flats deducts no input VAT), whole cents > 0. */
  costCents: centsAmount("Anschaffungskosten").positive(messages.afaAssetCostPositive),
  acquisitionDate: isoDate(messages.afaAssetDateRequired),
  /** Nutzungsdauer in whole years (fitted kitchen: 10). */
  usefulLifeYears: usefulLife(),
});

/** POST /properties/:id/afa-assets, and what the asset dialog validates. */
export const afaAssetInput = afaAssetFields;
export type AfaAssetInput = z.output<typeof afaAssetInput>;

/** PATCH /afa-assets/:id: the version the client read; an outdated one answers 409 `stale`. */
export const afaAssetUpdateInput = withVersion(afaAssetFields);
export type AfaAssetUpdateInput = z.output<typeof afaAssetUpdateInput>;
