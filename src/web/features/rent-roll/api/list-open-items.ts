import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Cents } from "@/core/money";
import type { OpenItemDto } from "@/shared/rent-roll-types";
import { apiFetch } from "@/web/lib/api";
import { rentRollKeys } from "./query-keys";

export type OpenItemsDto = { items: OpenItemDto[]; totalCents: Cents };

export const listOpenItems = () => apiFetch<OpenItemsDto>("/open-items");

export const openItemsQuery = () => queryOptions({ queryKey: rentRollKeys.openItems(), queryFn: listOpenItems });

export const useOpenItems = () => useQuery(openItemsQuery());
