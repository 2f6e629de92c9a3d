import { Check } from "lucide-react";
import { cn } from "@/web/lib/cn";

export const wizardSteps = ["file", "mapping", "preview", "report"] as const;
export type WizardStep = (typeof wizardSteps)[number];

const stepLabels: Record<WizardStep, string> = {
  file: "Datei wählen",
  mapping: "Spalten zuordnen",
  preview: "Vorschau",
  report: "Bericht",
};

/** Where the user is in the four steps; the current one is marked for screen readers too. */
export function StepIndicator({ step }: { step: WizardStep }) {
  const at = wizardSteps.indexOf(step);
  return (
    <ol className="mb-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Schritte">
      {wizardSteps.map((s, i) => (
        <li key={s} aria-current={s === step ? "step" : undefined} className={cn("flex items-center gap-2", i === at ? "font-semibold text-foreground" : "text-muted-foreground")}>
          <span
            className={cn(
              "inline-flex h-6 w-6 items-center justify-center rounded-full border text-xs",
              i < at ? "border-primary bg-primary text-primary-foreground" : i === at ? "border-primary text-primary" : "border-border",
            )}
            aria-hidden
          >
            {i < at ? <Check className="h-3.5 w-3.5" /> : i + 1}
          </span>
          {stepLabels[s]}
        </li>
      ))}
    </ol>
  );
}
