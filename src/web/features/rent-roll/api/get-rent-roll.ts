import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RentRollDto } from "@/shared/rent-roll-types";
import { apiFetch } from "@/web/lib/api";
import { rentRollKeys, type RentRollParams } from "./query-keys";

export const getRentRoll = (p: RentRollParams) => {
  const query = new URLSearchParams({ from: p.from, to: p.to, page: String(p.page), pageSize: String(p.pageSize) });
  if (p.propertyId) query.set("propertyId", p.propertyId);
  return apiFetch<RentRollDto>(`/rent-roll?${query}`);
};

// The previous range stays on screen while the next one loads (year buttons, pages).
export const rentRollQuery = (p: RentRollParams) => queryOptions({ queryKey: rentRollKeys.matrix(p), queryFn: () => getRentRoll(p), placeholderData: keepPreviousData });

export const useRentRoll = (p: RentRollParams) => useQuery(rentRollQuery(p));
