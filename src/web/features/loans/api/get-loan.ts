import { queryOptions } from "@tanstack/react-query";
import type { LoanDto } from "@/shared/loan-types";
import { apiFetch } from "@/web/lib/api";
import { loanKeys } from "./query-keys";

export const getLoan = (loanId: string) => apiFetch<LoanDto>(`/loans/${encodeURIComponent(loanId)}`);

// staleTime 0: read after a 409 to load the version someone else saved.
export const loanQuery = (loanId: string) => queryOptions({ queryKey: loanKeys.loan(loanId), queryFn: () => getLoan(loanId), staleTime: 0 });
