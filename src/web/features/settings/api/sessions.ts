import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionDto } from "@/shared/api-types";
import { apiFetch } from "@/web/lib/api";
import { settingsKeys } from "./query-keys";

export const listSessions = () => apiFetch<SessionDto[]>("/me/sessions");
export const sessionsQuery = () => queryOptions({ queryKey: settingsKeys.sessions(), queryFn: listSessions });
export const useSessions = () => useQuery(sessionsQuery());

export const endSession = (id: string) => apiFetch<void>(`/me/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
export const endOtherSessions = () => apiFetch<{ ended: number }>("/me/sessions", { method: "DELETE" });

/** One hook for both: each ends sessions and the list reloads. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() });
  return {
    one: useMutation({ mutationFn: endSession, onSuccess }),
    others: useMutation({ mutationFn: endOtherSessions, onSuccess }),
  };
}
