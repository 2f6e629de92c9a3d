import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DatevSettings } from "@/domain/datev";
import type { DatevSettingsInput } from "@/shared/schemas/reports";
import { apiFetch } from "@/web/lib/api";
import { reportKeys } from "./query-keys";

export const getDatevSettings = () => apiFetch<{ settings: DatevSettings | null }>("/datev-settings");

export const useDatevSettings = () => useQuery(queryOptions({ queryKey: reportKeys.datevSettings(), queryFn: getDatevSettings }));

export function useSaveDatevSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DatevSettingsInput) => apiFetch<DatevSettings>("/datev-settings", { method: "PUT", json: input }),
    onSuccess: (settings) => queryClient.setQueryData(reportKeys.datevSettings(), { settings }),
  });
}
