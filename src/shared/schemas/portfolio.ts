import { z } from "zod";
import { isIsoDate } from "@/core/dates";
import { furnishings, propertyKinds, unitTypes, unitUsages } from "@/shared/enums";
import { messages } from "@/shared/messages";

// API inputs for the portfolio. Money is integer cents; dates 'yyyy-MM-dd';
// areas and percentages plain numbers. Forms parse German text into these
// shapes (see @/shared/money) and validate with the same schemas.

const isoDate = z.string().refine(isIsoDate, "Bitte ein gültiges Datum angeben.");
const optionalCents = (label: string) =>
  z.number({ message: `${label}: bitte einen Betrag angeben.` }).int(`${label}: ganze Cent erwartet.`).min(0, `${label} darf nicht negativ sein.`).nullable();
const optionalArea = z.number().positive("Die Fläche muss größer als 0 sein.").max(1_000_000).nullable();
const text = (max: number) => z.string().trim().max(max, `Höchstens ${max} Zeichen.`);

export const propertyInput = z.object({
  name: text(120).min(1, "Bitte einen Namen für die Immobilie angeben."),
  street: text(120).default(""),
  houseNumber: text(20).default(""),
  postcode: text(10).default(""),
  city: text(80).default(""),
  kind: z.enum(propertyKinds, { message: "Bitte eine Objektart wählen." }),
  yearBuilt: z.number().int().min(1000, "Bitte ein gültiges Baujahr angeben.").max(2100, "Bitte ein gültiges Baujahr angeben.").nullable().default(null),
  purchasePriceCents: optionalCents("Kaufpreis").default(null),
  purchaseDate: isoDate.nullable().default(null),
  transferTaxCents: optionalCents("Grunderwerbsteuer").default(null),
  notaryCents: optionalCents("Notar").default(null),
  landRegistryCents: optionalCents("Grundbuch").default(null),
  brokerCents: optionalCents("Makler").default(null),
  buildingSharePercent: z.number().min(0, "Gebäudeanteil: 0 bis 100 %.").max(100, "Gebäudeanteil: 0 bis 100 %.").nullable().default(null),
  notes: text(5000).default(""),
});
export type PropertyInput = z.infer<typeof propertyInput>;

/** Updates carry the version the client read; a stale one answers 409. */
export const withVersion = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({
    version: z.number({ message: "Die Version des Datensatzes fehlt." }).int("Die Version des Datensatzes fehlt.").positive("Die Version des Datensatzes fehlt."),
  });

export const tenantInput = z.object({
  firstName: text(80).min(1, messages.namesRequired),
  lastName: text(80).min(1, messages.namesRequired),
  email: z
    .string()
    .trim()
    .max(200)
    .transform((v) => (v === "" ? null : v))
    .pipe(z.email(messages.invalidEmail).nullable())
    .nullable()
    .default(null),
  phone: text(40)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .default(null),
});
export type TenantInput = z.infer<typeof tenantInput>;

const unitBase = z.object({
  code: text(40).min(1, "Einheitscode ist erforderlich"),
  unitNumber: text(40)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .default(null),
  sizeSqm: optionalArea.default(null),
  type: z.enum(unitTypes, { message: "Bitte einen Einheitentyp wählen." }),
  usage: z.enum(unitUsages, { message: "Bitte eine Nutzung wählen." }),
  furnishing: z.enum(furnishings).default("unfurnished"),
  hasBalcony: z.boolean().default(false),
  hasParking: z.boolean().default(false),
  purchasePriceCents: optionalCents("Kaufpreis").default(null),
  purchaseDate: isoDate.nullable().default(null),
});

/**
 * The unit form's optional 'Vermietung' section (SPEC §5): when any of tenant
 * name, cold rent or service charge is given, tenant name and cold rent are
 * required, and a tenant plus an active contract are created with the unit,
 * in one transaction.
 */
export const unitRentalSection = z.object({
  tenantName: text(160).default(""),
  coldRentCents: optionalCents("Kaltmiete").default(null),
  serviceChargeCents: optionalCents("Nebenkosten").default(null),
  depositCents: optionalCents("Kaution").default(null),
  startDate: isoDate.nullable().default(null),
});

export const unitCreateInput = unitBase.extend({ rental: unitRentalSection.nullable().default(null) }).superRefine((v, ctx) => {
  const r = v.rental;
  if (!r) return;
  const anyGiven = r.tenantName !== "" || r.coldRentCents !== null || r.serviceChargeCents !== null;
  if (!anyGiven) return;
  if (r.tenantName === "") ctx.addIssue({ code: "custom", path: ["rental", "tenantName"], message: "Mietername ist erforderlich" });
  if (r.coldRentCents === null || r.coldRentCents <= 0) ctx.addIssue({ code: "custom", path: ["rental", "coldRentCents"], message: messages.coldRentRequired });
});
export type UnitCreateInput = z.infer<typeof unitCreateInput>;

export const unitUpdateInput = withVersion(unitBase);
export type UnitUpdateInput = z.infer<typeof unitUpdateInput>;

export const roomInput = z.object({
  code: text(40).min(1, "Zimmercode ist erforderlich"),
  sizeSqm: optionalArea.default(null),
});
export type RoomInput = z.infer<typeof roomInput>;

/**
 * SPEC §7 createRentalContract payload. end_date only for a limited term or a
 * terminated contract; room only for WG units; a new contract is always active.
 */
export const contractInput = z
  .object({
    tenantId: z.uuid(messages.selectTenant),
    roomId: z.uuid(messages.selectRoom).nullable().default(null),
    startDate: z.string({ message: messages.startDateRequired }).min(1, messages.startDateRequired).refine(isIsoDate, messages.startDateRequired),
    endDate: isoDate.nullable().default(null),
    isLimitedTerm: z.boolean().default(false),
    coldRentCents: z.number({ message: messages.coldRentRequired }).int(messages.coldRentRequired).positive(messages.coldRentRequired),
    serviceChargeCents: optionalCents("Nebenkosten").default(null),
    depositCents: optionalCents("Kaution").default(null),
    status: z.enum(["active", "terminated"]).default("active"),
  })
  .superRefine((v, ctx) => {
    if (v.status === "terminated" && !v.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.endDateRequiredWhenTerminated });
    if (v.isLimitedTerm && !v.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Bei befristetem Vertrag ist ein Enddatum erforderlich" });
    if (v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Das Enddatum darf nicht vor dem Startdatum liegen" });
  });
export type ContractInput = z.infer<typeof contractInput>;

/** Lists: ?search=&sort=&dir=&page=&pageSize= */
export const listQuery = z.object({
  search: z.string().trim().max(100, "Der Suchbegriff darf höchstens 100 Zeichen lang sein.").default(""),
  sort: z.string().default("name"),
  dir: z.enum(["asc", "desc"], { message: "Richtung: asc oder desc." }).default("asc"),
  page: z.coerce.number({ message: "Seite: bitte eine Zahl ab 1." }).int("Seite: bitte eine Zahl ab 1.").min(1, "Seite: bitte eine Zahl ab 1.").default(1),
  pageSize: z.coerce
    .number({ message: "Seitengröße: 1 bis 100." })
    .int("Seitengröße: 1 bis 100.")
    .min(1, "Seitengröße: 1 bis 100.")
    .max(100, "Seitengröße: 1 bis 100.")
    .default(20),
});
export type ListQuery = z.infer<typeof listQuery>;
