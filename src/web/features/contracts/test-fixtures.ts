import { cents } from "@/core/money";
import type { ContractDto } from "@/shared/portfolio-types";

export const TENANT_ID = "7d5c1f7e-8f7a-4c53-9c1e-2f4a8b0e1a11";

/** A contract as GET /units/:id/contracts answers it. */
export const contract = (over: Partial<ContractDto> = {}): ContractDto => ({
  id: "c1",
  version: 3,
  tenantId: TENANT_ID,
  tenant: { id: TENANT_ID, firstName: "Mia", lastName: "Berg", email: "mia@beispiel.de" },
  unitId: "u1",
  roomId: null,
  roomCode: null,
  startDate: "2030-01-01",
  endDate: null,
  isLimitedTerm: false,
  coldRentCents: cents(85000),
  serviceChargeCents: cents(15050),
  currentColdRentCents: cents(85000),
  currentServiceChargeCents: cents(15050),
  depositCents: cents(255000),
  warmRentCents: cents(100050),
  status: "active",
  ...over,
});
