import { useRef, useState } from "react";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { useUpdateStatement } from "./api/update-statement";
import type { SettingsChange } from "./statement-settings";
import { useStatementAction } from "./use-statement-action";

export type PeriodChange = { periodStart: string; periodEnd: string; shortPeriodReason: string | null };
export type StatementChange = { settings?: SettingsChange; period?: PeriodChange };

/** Saves a change of the draft; resolves true when the server took it. */
export type SaveStatement = (change: StatementChange) => Promise<boolean>;

/**
 * Every change of the wizard is a PATCH of the whole settings document with the version read;
 * the answer is the recomputed statement the page then shows. Changes come faster than
 * answers (two checkboxes in a row), so they queue: each is applied to the statement the
 * previous save answered, with its version.
 */
export function useStatementSave(statement: StatementDetailDto): { save: SaveStatement; saving: boolean } {
  const update = useUpdateStatement();
  const run = useStatementAction(statement, messages.saveStatementFailed);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);

  const save: SaveStatement = (change) => {
    setPending((n) => n + 1);
    const next = queue.current.then(() =>
      run((latest) => {
        const period = change.period ?? { periodStart: latest.periodStart, periodEnd: latest.periodEnd, shortPeriodReason: latest.shortPeriodReason };
        const settings = change.settings ? change.settings(latest.settings) : latest.settings;
        return update.mutateAsync({ id: latest.id, input: { ...period, settings, version: latest.version } });
      }),
    );
    queue.current = next;
    return next.then((answer) => answer !== null).finally(() => setPending((n) => n - 1));
  };

  return { save, saving: pending > 0 };
}
