import type { QueryClient } from "@tanstack/react-query";
import type { MonthRange } from "@/web/features/rent-roll/months";

export type RentRollParams = MonthRange & { propertyId: string | null; page: number; pageSize: number };

/**
 * Query keys of the rent roll. Everything it shows is computed from contracts, rent
 * history and payments (decision 0012), so one write changes the matrix, the open items
 * and the account alike: every key sits under "rent-roll" and a write invalidates the
 * family (invalidateRentRoll). Portfolio writes (a contract's rent or dates) invalidate it
 * too, through invalidatePortfolio; booking writes through invalidateLedger, which a
 * recorded payment (a new booking) uses as well.
 */
export const rentRollKeys = {
  all: () => ["rent-roll"] as const,
  matrix: (params: RentRollParams) => ["rent-roll", "matrix", params] as const,
  openItems: () => ["rent-roll", "open-items"] as const,
  account: (contractId: string) => ["rent-roll", "account", contractId] as const,
};

export const invalidateRentRoll = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: rentRollKeys.all() });
