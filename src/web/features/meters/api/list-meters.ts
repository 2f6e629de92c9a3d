import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeterDto } from "@/shared/meter-types";
import { apiFetch } from "@/web/lib/api";
import { meterKeys, meterListPath, type MeterOwner } from "./query-keys";

/** A unit's meters, or a building's (no unit), each with its readings and last year's consumption. */
export const listMeters = (owner: MeterOwner) => apiFetch<MeterDto[]>(meterListPath(owner));

export const meterListQuery = (owner: MeterOwner) => queryOptions({ queryKey: meterKeys.list(owner), queryFn: () => listMeters(owner) });

export const useMeterList = (owner: MeterOwner) => useQuery(meterListQuery(owner));
