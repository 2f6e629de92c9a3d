import { propertyInput, type PropertyInput } from "@/shared/schemas/portfolio";
import type { PropertyKind } from "@/shared/enums";
import type { PropertyDto } from "@/shared/portfolio-types";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { decimalInput, euroInput, optionalDate, optionalDecimal, optionalEuro, optionalInteger } from "@/web/lib/form-values";

export type PropertyFormValues = {
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  kind: PropertyKind;
  yearBuilt: string;
  purchasePrice: string;
  purchaseDate: string;
  transferTax: string;
  notary: string;
  landRegistry: string;
  broker: string;
  buildingSharePercent: string;
  notes: string;
};

export function propertyFormDefaults(p?: PropertyDto | null): PropertyFormValues {
  return {
    name: p?.name ?? "",
    street: p?.street ?? "",
    houseNumber: p?.houseNumber ?? "",
    postcode: p?.postcode ?? "",
    city: p?.city ?? "",
    kind: p?.kind ?? "condominium",
    yearBuilt: p?.yearBuilt ? String(p.yearBuilt) : "",
    purchasePrice: euroInput(p?.purchasePriceCents),
    purchaseDate: p?.purchaseDate ?? "",
    transferTax: euroInput(p?.transferTaxCents),
    notary: euroInput(p?.notaryCents),
    landRegistry: euroInput(p?.landRegistryCents),
    broker: euroInput(p?.brokerCents),
    buildingSharePercent: decimalInput(p?.buildingSharePercent),
    notes: p?.notes ?? "",
  };
}

export const propertyResolver = apiSchemaResolver<PropertyFormValues, PropertyInput>(
  propertyInput,
  (v, addIssue) => ({
    name: v.name,
    street: v.street,
    houseNumber: v.houseNumber,
    postcode: v.postcode,
    city: v.city,
    kind: v.kind,
    yearBuilt: optionalInteger(v.yearBuilt, (m) => addIssue("yearBuilt", m)),
    purchasePriceCents: optionalEuro(v.purchasePrice, (m) => addIssue("purchasePrice", m)),
    purchaseDate: optionalDate(v.purchaseDate, (m) => addIssue("purchaseDate", m)),
    transferTaxCents: optionalEuro(v.transferTax, (m) => addIssue("transferTax", m)),
    notaryCents: optionalEuro(v.notary, (m) => addIssue("notary", m)),
    landRegistryCents: optionalEuro(v.landRegistry, (m) => addIssue("landRegistry", m)),
    brokerCents: optionalEuro(v.broker, (m) => addIssue("broker", m)),
    buildingSharePercent: optionalDecimal(v.buildingSharePercent, (m) => addIssue("buildingSharePercent", m)),
    notes: v.notes,
  }),
  {
    purchasePriceCents: "purchasePrice",
    transferTaxCents: "transferTax",
    notaryCents: "notary",
    landRegistryCents: "landRegistry",
    brokerCents: "broker",
  },
);
