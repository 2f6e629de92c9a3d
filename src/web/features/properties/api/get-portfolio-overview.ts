import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortfolioFigures } from "@/shared/portfolio-types";
import { apiFetch } from "@/web/lib/api";
import { portfolioKeys } from "@/web/lib/query-keys";

export const getPortfolioOverview = () => apiFetch<PortfolioFigures>("/portfolio/overview");

export const portfolioOverviewQuery = () => queryOptions({ queryKey: portfolioKeys.overview(), queryFn: getPortfolioOverview });

export const usePortfolioOverview = () => useQuery(portfolioOverviewQuery());
