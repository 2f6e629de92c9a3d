import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { Lock } from "lucide-react";
import { formatDate, formatInstantDate } from "@/core/dates";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { Breadcrumbs, crumbLinkClass } from "@/web/components/Breadcrumbs";
import { Badge } from "@/web/components/ui/badge";
import { Card } from "@/web/components/ui/card";
import { useCanWrite } from "@/web/lib/use-can-write";
import { periodText, revisionText } from "@/web/features/operating-costs/statement-format";
import { defaultStep, parseStatementSearch, statementSteps, stepIndex, type StatementStepId } from "@/web/features/operating-costs/statement-steps";
import { useStatementSave } from "@/web/features/operating-costs/use-statement-save";
import { StatusBadge } from "./StatementBadges";
import { StatementStepper, StepNavigation } from "./StatementStepper";
import { StatementStep } from "./StatementStep";

/** The statement's page: where it belongs, its state, the steps and the current one. */
export function StatementWizard({ statement }: { statement: StatementDetailDto }) {
  const navigate = useNavigate();
  const step = parseStatementSearch(useSearch({ strict: false })).schritt ?? defaultStep(statement.status);
  const select = (next: StatementStepId) =>
    void navigate({ to: "/dashboard/operating-cost-statements/$statementId", params: { statementId: statement.id }, search: { schritt: next }, replace: true });
  const canWrite = useCanWrite();
  const editable = canWrite && statement.status === "draft";
  const { save, saving } = useStatementSave(statement);
  const period = periodText(statement.periodStart, statement.periodEnd);

  // A new step moves the focus to its heading (not on the first render: the page's own start).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <>
      <Breadcrumbs
        items={[
          <Link key="l" to="/dashboard/properties" className={crumbLinkClass}>
            Immobilien
          </Link>,
          <Link key="p" to="/dashboard/properties/$propertyId" params={{ propertyId: statement.propertyId }} className={crumbLinkClass}>
            {statement.propertyName}
          </Link>,
          <Link key="n" to="/dashboard/properties/$propertyId/operating-costs" params={{ propertyId: statement.propertyId }} className={crumbLinkClass}>
            Nebenkosten
          </Link>,
          period,
        ]}
      />
      <div className="mb-4 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">
          Nebenkostenabrechnung <span className="whitespace-nowrap tabular-nums">{period}</span>
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={statement.status} />
          {statement.revision > 1 ? <Badge tone="warning">{revisionText(statement.revision)}</Badge> : null}
          <span className="text-muted-foreground">Frist: {formatDate(statement.deadline)}</span>
          <span role="status" className="text-muted-foreground">
            {saving ? "Wird gespeichert …" : ""}
          </span>
        </div>
        {statement.scope.label ? <p className="text-sm text-muted-foreground">{statement.scope.label}</p> : null}
        <ReadOnlyNote statement={statement} canWrite={canWrite} />
      </div>
      <div className="space-y-5">
        <StatementStepper current={step} onSelect={select} />
        <section aria-labelledby="statement-step-title" className="space-y-4">
          <h2 id="statement-step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {stepIndex(step) + 1}. {statementSteps[stepIndex(step)]!.label}
          </h2>
          <StatementStep step={step} statement={statement} editable={editable} save={save} onSelect={select} />
        </section>
        <StepNavigation current={step} onSelect={select} />
      </div>
    </>
  );
}

function ReadOnlyNote({ statement, canWrite }: { statement: StatementDetailDto; canWrite: boolean }) {
  if (statement.status === "draft" && canWrite) return null;
  const text =
    statement.status === "draft"
      ? "Du kannst diese Abrechnung ansehen, aber nicht ändern."
      : `Abgeschlossen${statement.finalisedAt ? ` am ${formatInstantDate(statement.finalisedAt)}` : ""}: Diese Version ist eingefroren. Ändern kannst Du sie nur über eine Korrektur.`;
  return (
    <Card className="flex items-start gap-2 p-3 text-sm">
      <Lock className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
      <p>
        {text}
        {statement.correctedById ? (
          <>
            {" "}
            <Link to="/dashboard/operating-cost-statements/$statementId" params={{ statementId: statement.correctedById }} className="font-medium text-primary underline-offset-4 hover:underline">
              Zur Korrektur
            </Link>
          </>
        ) : null}
      </p>
    </Card>
  );
}
