import type { BankRuleDto } from "@/shared/bank-import-types";
import type { bankRules } from "@/server/db/schema";

export type BankRuleRow = typeof bankRules.$inferSelect;

export const bankRuleDto = (r: BankRuleRow): BankRuleDto => ({
  id: r.id,
  name: r.name,
  counterpartyIban: r.counterpartyIban,
  counterpartyContains: r.counterpartyContains,
  purposeContains: r.purposeContains,
  direction: r.direction,
  propertyId: r.propertyId,
  unitId: r.unitId,
  category: r.category,
  subcategoryId: r.subcategoryId,
  betrkvType: r.betrkvType,
  automatic: r.automatic,
  uses: r.uses,
  version: r.version,
});
