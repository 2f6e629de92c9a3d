import type { StatementScopeKind } from "@/shared/enums";
import { statementCreateInput, type StatementScopeInput } from "@/shared/schemas/operating-costs";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { periodFormDefaults, readPeriod, type PeriodFormValues } from "./period-form";
import type { PeriodChange } from "./use-statement-save";

// „Neue Abrechnung“: the period and what the statement covers (decision 0032) — the whole
// property, an Abrechnungseinheit of some of its units, or a Wirtschaftseinheit with further
// properties. The scope is fixed with the draft: the server has no way to change it later, so
// a statement's units never move under its settings.

export type NewStatementFormValues = PeriodFormValues & {
  scopeKind: StatementScopeKind;
  scopeName: string;
  unitIds: string[];
  propertyIds: string[];
};

export type NewStatementInput = PeriodChange & { scope: StatementScopeInput };

export const newStatementDefaults = (today: string): NewStatementFormValues => ({
  ...periodFormDefaults(null, today),
  scopeKind: "property",
  scopeName: "",
  unitIds: [],
  propertyIds: [],
});

/** The scope as the API takes it: only the fields of the chosen kind, so a switch back leaves nothing behind. */
export function scopeInput(v: Pick<NewStatementFormValues, "scopeKind" | "scopeName" | "unitIds" | "propertyIds">): StatementScopeInput {
  if (v.scopeKind === "units") return { kind: "units", name: v.scopeName, unitIds: v.unitIds };
  if (v.scopeKind === "properties") return { kind: "properties", name: v.scopeName, propertyIds: v.propertyIds };
  return { kind: "property" };
}

/** Toggles `id` in a list of chosen ids (the unit and property check boxes). */
export const toggled = (ids: readonly string[], id: string, on: boolean): string[] => (on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id));

export const newStatementResolver = () =>
  apiSchemaResolver<NewStatementFormValues, NewStatementInput>(
    statementCreateInput.transform(({ periodStart, periodEnd, shortPeriodReason, scope }) => ({ periodStart, periodEnd, shortPeriodReason, scope })),
    (v, addIssue) => ({ ...readPeriod(v, addIssue), scope: scopeInput(v) }),
    { name: "scopeName" },
  );
