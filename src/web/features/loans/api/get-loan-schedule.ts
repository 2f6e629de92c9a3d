import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoanScheduleDto } from "@/shared/loan-types";
import { apiFetch } from "@/web/lib/api";
import { loanKeys } from "./query-keys";

export const getLoanSchedule = (loanId: string) => apiFetch<LoanScheduleDto>(`/loans/${encodeURIComponent(loanId)}/schedule`);

export const loanScheduleQuery = (loanId: string) =>
  queryOptions({ queryKey: loanKeys.schedule(loanId), queryFn: () => getLoanSchedule(loanId) });

export const useLoanSchedule = (loanId: string) => useQuery(loanScheduleQuery(loanId));
