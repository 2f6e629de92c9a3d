import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { stepIndex, statementSteps, type StatementStepId } from "@/web/features/operating-costs/statement-steps";

/**
 * The wizard's steps. From lg up a numbered row of all seven; below, a compact indicator
 * ("Schritt 2 von 7 · Kosten") with back and forward, so a phone keeps its width for the step.
 */
export function StatementStepper({ current, onSelect }: { current: StatementStepId; onSelect: (step: StatementStepId) => void }) {
  const index = stepIndex(current);
  const prev = statementSteps[index - 1];
  const next = statementSteps[index + 1];
  return (
    <nav aria-label="Schritte der Abrechnung">
      <ol className="hidden gap-1 rounded-xl border border-border bg-card p-1 shadow-sm lg:flex">
        {statementSteps.map((step, i) => {
          const active = step.id === current;
          return (
            <li key={step.id} className="min-w-0 flex-1">
              <button
                type="button"
                onClick={() => onSelect(step.id)}
                aria-current={active ? "step" : undefined}
                className={cn(
                  "flex w-full cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-left text-sm font-medium hover:bg-muted",
                  active ? "bg-accent text-accent-foreground" : "text-muted-foreground",
                )}
              >
                <span
                  className={cn(
                    "inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs tabular-nums",
                    active ? "border-primary bg-primary text-primary-foreground" : i < index ? "border-primary text-primary" : "border-border",
                  )}
                  aria-hidden
                >
                  {i + 1}
                </span>
                <span className="truncate">{step.label}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <div className="flex items-center gap-2 rounded-xl border border-border bg-card p-1 shadow-sm lg:hidden">
        <Button variant="ghost" size="icon" disabled={!prev} onClick={() => prev && onSelect(prev.id)} aria-label={prev ? `Zurück zu „${prev.label}“` : "Zurück"}>
          <ChevronLeft className="h-5 w-5" aria-hidden />
        </Button>
        <div className="min-w-0 flex-1 text-center">
          <p className="text-xs text-muted-foreground tabular-nums">
            Schritt {index + 1} von {statementSteps.length}
          </p>
          <p className="truncate text-sm font-semibold" aria-current="step">
            {statementSteps[index]!.label}
          </p>
          <div className="mt-1 flex gap-1" aria-hidden>
            {statementSteps.map((step, i) => (
              <span key={step.id} className={cn("h-1 flex-1 rounded-full", i <= index ? "bg-primary" : "bg-border")} />
            ))}
          </div>
        </div>
        <Button variant="ghost" size="icon" disabled={!next} onClick={() => next && onSelect(next.id)} aria-label={next ? `Weiter zu „${next.label}“` : "Weiter"}>
          <ChevronRight className="h-5 w-5" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** „Zurück“ and „Weiter“ under a step. */
export function StepNavigation({ current, onSelect }: { current: StatementStepId; onSelect: (step: StatementStepId) => void }) {
  const index = stepIndex(current);
  const prev = statementSteps[index - 1];
  const next = statementSteps[index + 1];
  return (
    <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
      {prev ? (
        <Button variant="outline" onClick={() => onSelect(prev.id)}>
          <ChevronLeft className="h-4 w-4" aria-hidden /> <span className="sm:hidden">Zurück</span>
          <span className="hidden sm:inline">{prev.label}</span>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button variant="secondary" onClick={() => onSelect(next.id)}>
          <span className="sm:hidden">Weiter</span>
          <span className="hidden sm:inline">Weiter: {next.label}</span> <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
