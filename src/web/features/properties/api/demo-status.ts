import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DemoStatus } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export const getDemoStatus = () => apiFetch<DemoStatus>("/demo");

export const demoStatusQuery = () => queryOptions({ queryKey: portfolioKeys.demoStatus(), queryFn: getDemoStatus });

export const useDemoStatus = () => useQuery(demoStatusQuery());
