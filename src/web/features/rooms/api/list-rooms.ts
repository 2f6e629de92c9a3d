import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoomDto } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

/** SPEC §7 getAllRooms(unitId); `isRented` = an active contract exists for the room. */
export const listRooms = (unitId: string) => apiFetch<RoomDto[]>(`/units/${encodeURIComponent(unitId)}/rooms`);

export const roomListQuery = (unitId: string) => queryOptions({ queryKey: portfolioKeys.unitRooms(unitId), queryFn: () => listRooms(unitId) });

export const useRoomList = (unitId: string, options: { enabled?: boolean } = {}) => useQuery({ ...roomListQuery(unitId), ...options });
