import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "@/shared/api-types";
import { apiFetch } from "@/web/lib/api";

export const meQuery = queryOptions({ queryKey: ["me"], queryFn: () => apiFetch<Me>("/me") });

export const useMe = () => useQuery(meQuery);
