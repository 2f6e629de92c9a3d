import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { formatEuro } from "@/core/money";
import type { StatementCatalogueLineDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import type { StatementSettings } from "@/shared/schemas/operating-costs";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { lineChoiceDefaults, lineChoiceResolver, lineChoiceTitles, type LineChoiceMode, type LineChoiceValues, type LinePatch } from "@/web/features/operating-costs/line-choice-form";
import { labourKindLabels } from "@/web/features/operating-costs/statement-labels";
import { withLine } from "@/web/features/operating-costs/statement-settings";
import type { SaveStatement } from "@/web/features/operating-costs/use-statement-save";

type Choice = { mode: LineChoiceMode; line: StatementCatalogueLineDto };

const reasonHints: Record<LineChoiceMode, string> = {
  override: "Warum die Kosten doch umlagefähig sind, z. B. „Wartungsvertrag, keine Reparatur“.",
  exclude: "Warum die Kosten nicht in die Abrechnung gehören.",
  correct: "Warum der Betrag anders ist als gebucht, z. B. „Gutschrift vom 15.03. abgezogen“.",
  labour: "",
};

/** „Trotzdem umlegen“, „Herausnehmen“, „Betrag korrigieren“ and the § 35a labour of one line. */
export function LineChoiceDialog({ choice, settings, onClose, save }: { choice: Choice | null; settings: StatementSettings; onClose: () => void; save: SaveStatement }) {
  return (
    <Dialog open={choice !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm" title={choice ? lineChoiceTitles[choice.mode] : ""} description={choice ? `${choice.line.text} · ${formatEuro(choice.line.periodCents, { decimals: 2 })} im Zeitraum` : undefined}>
        {choice ? <LineChoiceForm choice={choice} settings={settings} onClose={onClose} save={save} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LineChoiceForm({ choice, settings, onClose, save }: { choice: Choice; settings: StatementSettings; onClose: () => void; save: SaveStatement }) {
  const id = useId();
  const { mode, line } = choice;
  const resolver = useMemo(() => lineChoiceResolver(mode, settings, line), [mode, settings, line]);
  const { register, handleSubmit, formState } = useForm<LineChoiceValues, unknown, LinePatch>({ defaultValues: lineChoiceDefaults(mode, settings, line), resolver });
  const errors = formState.errors;
  const submit = handleSubmit(async (patch) => {
    if (!(await save({ settings: withLine(line.id, patch) }))) return;
    toast.success(messages.statementSaved);
    onClose();
  });
  const hasAmount = mode === "correct" || mode === "labour";
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={formState.isSubmitting}>
      <DialogBody className="space-y-4">
        {mode === "override" && line.refusal ? <p className="text-sm text-destructive">{line.refusal.message}</p> : null}
        {hasAmount ? (
          <Field
            id={`${id}-amount`}
            label={mode === "correct" ? "Betrag im Zeitraum *" : "Lohnanteil laut Rechnung *"}
            error={errors.amount?.message}
            hint={mode === "labour" ? `Gebucht: ${formatEuro(line.bookedCents, { decimals: 2 })}. Der Anteil im Zeitraum wird wie der Betrag gekürzt.` : undefined}
          >
            <MoneyInput id={`${id}-amount`} aria-invalid={errors.amount ? true : undefined} {...register("amount")} />
          </Field>
        ) : null}
        {mode === "labour" ? (
          <Field id={`${id}-kind`} label="Art (§ 35a EStG)">
            <Select id={`${id}-kind`} {...register("labourKind")}>
              {(["household", "craftsman"] as const).map((k) => (
                <option key={k} value={k}>
                  {labourKindLabels[k]}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <Field id={`${id}-reason`} label="Grund *" error={errors.reason?.message} hint={reasonHints[mode]}>
            <Input id={`${id}-reason`} maxLength={500} aria-invalid={errors.reason ? true : undefined} {...register("reason")} />
          </Field>
        )}
      </DialogBody>
      <FormDialogFooter submitting={formState.isSubmitting} submitLabel={mode === "exclude" ? "Herausnehmen" : mode === "override" ? "Umlegen" : "Speichern"} onCancel={onClose} />
    </form>
  );
}
