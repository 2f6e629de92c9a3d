import { z } from "zod";
import { furnishings, propertyKinds, unitTypes, unitUsages } from "@/shared/enums";
import { MAX_INT, MAX_PERCENT } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { centsAmount, isoDate as boundedIsoDate, versionField } from "./fields";

// API inputs for the portfolio. Money is integer cents; dates 'yyyy-MM-dd';
// areas and percentages plain numbers. Forms parse German text into these
// shapes (see @/shared/money) and validate with the same schemas.

export const isoDate = boundedIsoDate();
export const optionalCents = (label: string) => centsAmount(label).nullable();
const optionalArea = z.number().positive(messages.areaPositive).max(1_000_000).nullable();
const text = (max: number) => z.string().trim().max(max, messages.tooLong(max));

export const propertyInput = z.object({
  name: text(120).min(1, messages.propertyNameRequired),
  street: text(120).default(""),
  houseNumber: text(20).default(""),
  postcode: text(10).default(""),
  city: text(80).default(""),
  kind: z.enum(propertyKinds, { message: messages.propertyKindRequired }),
  yearBuilt: z.number().int().min(1000, messages.yearBuiltInvalid).max(2100, messages.yearBuiltInvalid).nullable().default(null),
  purchasePriceCents: optionalCents("Kaufpreis").default(null),
  purchaseDate: isoDate.nullable().default(null),
  transferTaxCents: optionalCents("Grunderwerbsteuer").default(null),
  notaryCents: optionalCents("Notar").default(null),
  landRegistryCents: optionalCents("Grundbuch").default(null),
  brokerCents: optionalCents("Makler").default(null),
  buildingSharePercent: z.number().min(0, messages.buildingShareRange).max(MAX_PERCENT, messages.buildingShareRange).nullable().default(null),
  notes: text(5000).default(""),
});
export type PropertyInput = z.infer<typeof propertyInput>;

/** Updates carry the version the client read; a stale one answers 409. */
export const withVersion = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({
    version: versionField(),
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
  code: text(40).min(1, messages.unitCodeRequired),
  unitNumber: text(40)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .default(null),
  sizeSqm: optionalArea.default(null),
  type: z.enum(unitTypes, { message: messages.unitTypeRequired }),
  usage: z.enum(unitUsages, { message: messages.unitUsageRequired }),
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
  if (r.tenantName === "") ctx.addIssue({ code: "custom", path: ["rental", "tenantName"], message: messages.tenantNameRequired });
  if (r.coldRentCents === null || r.coldRentCents <= 0) ctx.addIssue({ code: "custom", path: ["rental", "coldRentCents"], message: messages.coldRentRequired });
});
export type UnitCreateInput = z.infer<typeof unitCreateInput>;

export const unitUpdateInput = withVersion(unitBase);
export type UnitUpdateInput = z.infer<typeof unitUpdateInput>;

export const roomInput = z.object({
  code: text(40).min(1, messages.roomCodeRequired),
  sizeSqm: optionalArea.default(null),
});
export type RoomInput = z.infer<typeof roomInput>;

/** Lists: ?search=&sort=&dir=&page=&pageSize= */
export const listQuery = z.object({
  search: z.string().trim().max(100, messages.searchTooLong).default(""),
  sort: z.string().default("name"),
  dir: z.enum(["asc", "desc"], { message: messages.sortDirectionInvalid }).default("asc"),
  page: z.coerce.number({ message: messages.pageInvalid }).int(messages.pageInvalid).min(1, messages.pageInvalid).max(MAX_INT, messages.pageInvalid).default(1),
  pageSize: z.coerce
    .number({ message: messages.pageSizeInvalid })
    .int(messages.pageSizeInvalid)
    .min(1, messages.pageSizeInvalid)
    .max(100, messages.pageSizeInvalid)
    .default(20),
});
export type ListQuery = z.infer<typeof listQuery>;

/** A picker's page (GET /tenants/picker): small, so a select never holds a whole table. */
export const PICKER_MAX_LIMIT = 50;
/** Nobody scrolls past this in a select; typing narrows the search instead. */
export const PICKER_MAX_OFFSET = 1_000;
const pickerNumber = (message: string, min: number, max: number, fallback: number) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message).default(fallback);
export const pickerQuery = z.object({
  q: z.string().trim().max(100, messages.searchTooLong).default(""),
  limit: pickerNumber(messages.pickerLimitInvalid(PICKER_MAX_LIMIT), 1, PICKER_MAX_LIMIT, 20),
  offset: pickerNumber(messages.pickerOffsetInvalid(PICKER_MAX_OFFSET), 0, PICKER_MAX_OFFSET, 0),
});
export type PickerQuery = z.infer<typeof pickerQuery>;
