import { useQueryClient } from "@tanstack/react-query";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { statementQuery } from "./api/get-statement";
import { operatingCostKeys } from "./api/query-keys";

/**
 * Runs a versioned write on the statement (a save, finalise, correct, record the dispatch)
 * with the statement as last answered, so its version is the newest; failures toast the
 * server's German text (a 400 names the defects), a 409 `stale` reloads the statement.
 * Resolves to the action's answer, or null when it failed.
 */
export function useStatementAction(statement: StatementDetailDto, failMessage: string) {
  const queryClient = useQueryClient();
  const versioned = useVersionedSave<StatementDetailDto>({
    record: statement,
    failMessage,
    reload: (s) => queryClient.fetchQuery({ ...statementQuery(s.id), staleTime: 0 }),
    // The page renders the query cache, which the reload has just refreshed.
    onReloaded: () => undefined,
  });
  return async <T>(action: (latest: StatementDetailDto) => Promise<T>): Promise<T | null> => {
    const answer: { value: T | null } = { value: null };
    await versioned(async () => {
      answer.value = await action(queryClient.getQueryData<StatementDetailDto>(operatingCostKeys.detail(statement.id)) ?? statement);
    });
    return answer.value;
  };
}
