import { describe, expect, it } from "vitest";
import type { BankRuleDto } from "@/shared/bank-import-types";
import { IBAN_MESSAGES, messages } from "@/shared/messages";
import { bankRuleFormDefaults, bankRuleResolver, type BankRuleFormValues } from "./bank-rule-form";

const PROPERTY = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const SUB = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";

const rule: BankRuleDto = {
  id: "r1",
  name: "Stadtwerke Wasser",
  counterpartyIban: "DE89370400440532013000",
  counterpartyContains: "Stadtwerke",
  purposeContains: null,
  direction: "out",
  propertyId: PROPERTY,
  unitId: null,
  category: "operating_costs",
  subcategoryId: SUB,
  betrkvType: 2,
  automatic: true,
  uses: 4,
  version: 3,
};

const resolve = (values: BankRuleFormValues) => bankRuleResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });

describe("bank rule form", () => {
  it("a stored rule fills the form and goes back out as it was", async () => {
    const values = bankRuleFormDefaults(rule);
    expect(values).toMatchObject({ counterpartyIban: "DE89 3704 0044 0532 0130 00", purposeContains: "", category: `operating_costs:${SUB}`, betrkvType: "2", automatic: true });
    const { id: _id, uses: _uses, version: _version, ...input } = rule;
    expect((await resolve(values)).values).toEqual(input);
  });

  it("empty conditions are null; the IBAN goes out normalised; a fixed BetrKV type comes from the category", async () => {
    const values: BankRuleFormValues = { ...bankRuleFormDefaults(null), name: "Grundsteuer", counterpartyIban: "de89 3704 0044 0532 0130 00", purposeContains: " Grundsteuer ", propertyId: PROPERTY, category: "property_tax" };
    expect((await resolve(values)).values).toEqual({
      name: "Grundsteuer",
      counterpartyIban: "DE89370400440532013000",
      counterpartyContains: null,
      purposeContains: "Grundsteuer",
      direction: "out",
      propertyId: PROPERTY,
      unitId: null,
      category: "property_tax",
      subcategoryId: null,
      betrkvType: 1,
      automatic: false,
    });
  });

  it("refuses a rule without condition, name, property or category, and Betriebskosten without a type", async () => {
    const noCondition = await resolve({ ...bankRuleFormDefaults(rule), counterpartyIban: " ", counterpartyContains: "", purposeContains: "" });
    expect(noCondition.errors.counterpartyIban?.message).toBe(messages.bankRuleConditionRequired);
    const empty = await resolve(bankRuleFormDefaults(null));
    expect(empty.errors.name?.message).toBe(messages.bankRuleNameRequired);
    expect(empty.errors.propertyId?.message).toBe(messages.selectProperty);
    expect(empty.errors.category?.message).toBe(messages.selectCategory);
    const costs = await resolve({ ...bankRuleFormDefaults(rule), betrkvType: "", counterpartyIban: "DE00 1234" });
    expect(costs.errors.betrkvType?.message).toBe(messages.betrkvTypeRequired);
    expect(costs.errors.counterpartyIban?.message).toBe(IBAN_MESSAGES.length);
  });
});
