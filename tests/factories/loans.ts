import { properties } from "@/server/db/schema";
import type { LoanPayload } from "@/shared/schemas/loans";
import type { TestApp } from "../helpers/test-app";

/** DOMAIN.md check loan: 200.000 €, 2 % Sollzins, 3 % anfängliche Tilgung, 10 Jahre Zinsbindung. */
export function loanPayload(overrides: Partial<LoanPayload> = {}): LoanPayload {
  return {
    lender: "Sparkasse Köln",
    amountCents: 20_000_000,
    disbursementDate: "2025-01-01",
    interestRatePercent: "2",
    repaymentKind: "initial_rate",
    initialRepaymentPercent: "3",
    monthlyPaymentCents: null,
    fixationEndDate: "2035-01-01",
    notes: "",
    specialRepayments: [],
    ...overrides,
  };
}

/**
 * A property row straight in the database, so loan tests do not depend on the
 * portfolio API.
 */
export async function insertProperty(app: TestApp, workspaceId: string, name = "Musterstraße 1"): Promise<{ id: string; name: string }> {
  const [row] = await app.database.db
    .insert(properties)
    .values({ workspaceId, name, kind: "multi_family", city: "Köln" })
    .returning({ id: properties.id, name: properties.name });
  return row!;
}
