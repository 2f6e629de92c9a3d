import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaxYearVersionDto } from "@/shared/tax-year-types";
import { apiFetch } from "@/web/lib/api";

/** Freezes today's figures as the next version; `sha256` names the figures the user confirmed. */
export const finaliseTaxYear = ({ propertyId, year, sha256 }: { propertyId: string; year: number; sha256: string }) =>
  apiFetch<TaxYearVersionDto>(`/properties/${encodeURIComponent(propertyId)}/tax-years/${year}/versions`, { method: "POST", json: { sha256 } });

export function useFinaliseTaxYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finaliseTaxYear,
    // The whole "reports" family: the card's versions and difference, and whatever else of the
    // reports is mounted (the 409s also mean the figures moved: reload them too).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["reports"] }),
  });
}
