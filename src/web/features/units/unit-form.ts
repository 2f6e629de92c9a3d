import { unitCreateInput, unitUpdateInput, type UnitCreateInput, type UnitUpdateInput } from "@/shared/schemas/portfolio";
import type { Furnishing, UnitType, UnitUsage } from "@/shared/enums";
import type { UnitDto } from "@/shared/portfolio-types";
import { apiSchemaResolver, type AddIssue } from "@/web/lib/form-resolver";
import { decimalInput, euroInput, optionalDate, optionalDecimal, optionalEuro } from "@/web/lib/form-values";
import { messages } from "@/shared/messages";

export type UnitFormValues = {
  code: string;
  unitNumber: string;
  sizeSqm: string;
  type: UnitType;
  usage: UnitUsage;
  furnishing: Furnishing;
  hasBalcony: boolean;
  hasParking: boolean;
  purchasePrice: string;
  purchaseDate: string;
  // 'Vermietung' (only when creating: the server then creates tenant and contract)
  tenantName: string;
  coldRent: string;
  serviceCharge: string;
  deposit: string;
  rentalStart: string;
};

export function unitFormDefaults(unit?: UnitDto | null): UnitFormValues {
  return {
    code: unit?.code ?? "",
    unitNumber: unit?.unitNumber ?? "",
    sizeSqm: decimalInput(unit?.sizeSqm),
    type: unit?.type ?? "apartment",
    usage: unit?.usage ?? "vacant",
    furnishing: unit?.furnishing ?? "unfurnished",
    hasBalcony: unit?.hasBalcony ?? false,
    hasParking: unit?.hasParking ?? false,
    purchasePrice: euroInput(unit?.purchasePriceCents),
    purchaseDate: unit?.purchaseDate ?? "",
    tenantName: "",
    coldRent: "",
    serviceCharge: "",
    deposit: "",
    rentalStart: "",
  };
}

/** SPEC §5: tenant name and cold rent become required once any of tenant name, cold rent or service charge is filled. */
export function rentalRequired(v: Pick<UnitFormValues, "tenantName" | "coldRent" | "serviceCharge">): boolean {
  return v.tenantName.trim() !== "" || v.coldRent.trim() !== "" || v.serviceCharge.trim() !== "";
}

/** API field → form field, for the schema's messages. */
const fieldMap = {
  purchasePriceCents: "purchasePrice",
  coldRentCents: "coldRent",
  serviceChargeCents: "serviceCharge",
  depositCents: "deposit",
  startDate: "rentalStart",
} as const;

function baseInput(v: UnitFormValues, addIssue: AddIssue<UnitFormValues>) {
  return {
    code: v.code,
    unitNumber: v.unitNumber,
    sizeSqm: optionalDecimal(v.sizeSqm, (m) => addIssue("sizeSqm", m)),
    type: v.type,
    usage: v.usage,
    furnishing: v.furnishing,
    hasBalcony: v.hasBalcony,
    hasParking: v.hasParking,
    purchasePriceCents: optionalEuro(v.purchasePrice, (m) => addIssue("purchasePrice", m)),
    purchaseDate: optionalDate(v.purchaseDate, (m) => addIssue("purchaseDate", m)),
  };
}

const RENTAL_ONLY_WITH_TENANT = messages.rentalOnlyWithTenant;

function createInput(v: UnitFormValues, addIssue: AddIssue<UnitFormValues>) {
  const withRental = rentalRequired(v);
  if (!withRental) {
    // Deposit or start alone would create no contract; say so instead of dropping them.
    if (v.deposit.trim() !== "") addIssue("deposit", RENTAL_ONLY_WITH_TENANT);
    if (v.rentalStart !== "") addIssue("rentalStart", RENTAL_ONLY_WITH_TENANT);
  }
  return {
    ...baseInput(v, addIssue),
    rental: withRental
      ? {
          tenantName: v.tenantName,
          coldRentCents: optionalEuro(v.coldRent, (m) => addIssue("coldRent", m)),
          serviceChargeCents: optionalEuro(v.serviceCharge, (m) => addIssue("serviceCharge", m)),
          depositCents: optionalEuro(v.deposit, (m) => addIssue("deposit", m)),
          startDate: optionalDate(v.rentalStart, (m) => addIssue("rentalStart", m)),
        }
      : null,
  };
}

export const unitCreateResolver = apiSchemaResolver<UnitFormValues, UnitCreateInput>(unitCreateInput, createInput, fieldMap);

/** PATCH body without the version, which the dialog adds from the record it read. */
export type UnitEditInput = Omit<UnitUpdateInput, "version">;

export const unitUpdateResolver = apiSchemaResolver<UnitFormValues, UnitEditInput>(
  unitUpdateInput.omit({ version: true }),
  baseInput,
  fieldMap,
);
