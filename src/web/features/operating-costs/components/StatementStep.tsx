import type { StatementDetailDto } from "@/shared/operating-cost-types";
import type { StatementStepId } from "@/web/features/operating-costs/statement-steps";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";
import { CheckStep } from "./steps/CheckStep";
import { CostsStep } from "./steps/CostsStep";
import { FinaliseStep } from "./steps/FinaliseStep";
import { HeatingStep } from "./steps/HeatingStep";
import { KeysStep } from "./steps/KeysStep";
import { PeriodStep } from "./steps/PeriodStep";
import { PreviewStep } from "./steps/PreviewStep";

/** What every step gets: the statement as last answered, whether it may change, and the save. */
export type StepProps = { statement: StatementDetailDto; editable: boolean; save: SaveStatement };

export function StatementStep({ step, onSelect, ...props }: StepProps & { step: StatementStepId; onSelect: (step: StatementStepId) => void }) {
  switch (step) {
    case "zeitraum":
      return <PeriodStep {...props} />;
    case "kosten":
      return <CostsStep {...props} />;
    case "schluessel":
      return <KeysStep {...props} />;
    case "heizung":
      return <HeatingStep {...props} />;
    case "pruefung":
      return <CheckStep {...props} onSelect={onSelect} />;
    case "vorschau":
      return <PreviewStep {...props} />;
    case "abschluss":
      return <FinaliseStep {...props} onSelect={onSelect} />;
  }
}
