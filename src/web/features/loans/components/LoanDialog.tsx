import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useId, useMemo } from "react";
import { Controller, useFieldArray, useForm, useWatch, type Path } from "react-hook-form";
import { toast } from "sonner";
import { balanceAtFixationEnd, buildAnnuitySchedule, LoanTermsError } from "@/domain/loans";
import { addYears, formatMonthYear, isIsoDate } from "@/core/dates";
import type { LoanDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { loanFormSchema, toAnnuityLoan, type LoanFormValues, type LoanInput } from "@/shared/schemas/loans";
import { repaymentKindLabels, repaymentKinds } from "@/shared/enums";
import { formatEuro, ZERO_CENTS, type Cents } from "@/core/money";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogBody, DialogContent, FormDialogFooter } from "@/web/components/ui/dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { Field } from "@/web/components/ui/field";
import { Input, inputClass } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { cn } from "@/web/lib/cn";
import { ApiError } from "@/web/lib/api";
import { useVersionedSave } from "@/web/lib/use-versioned-save";
import { useCreateLoan } from "@/web/features/loans/api/create-loan";
import { loanQuery } from "@/web/features/loans/api/get-loan";
import { useUpdateLoan } from "@/web/features/loans/api/update-loan";
import { emptyLoanForm, loanToForm } from "@/web/features/loans/lib/form-values";
import { loanNoticeTexts } from "@/web/features/loans/lib/notices";

/** Add (no `loan`) or edit a loan of a property. */
export function LoanDialog({
  open,
  onOpenChange,
  propertyId,
  loan,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  loan?: LoanDto | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={loan ? "Finanzierung bearbeiten" : "Neue Finanzierung"}
        description={loan ? loan.lender : "Annuitätendarlehen mit Sollzins, Tilgung und Zinsbindung."}
      >
        {/* Content unmounts on close: every opening starts from the stored loan. */}
        <LoanForm propertyId={propertyId} loan={loan} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const fixationPresets = [5, 10, 15, 20] as const;

function LoanForm({ propertyId, loan, onDone }: { propertyId: string; loan?: LoanDto | undefined; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const createLoan = useCreateLoan();
  const updateLoan = useUpdateLoan();
  const form = useForm<LoanFormValues, unknown, LoanInput>({
    resolver: zodResolver(loanFormSchema),
    defaultValues: loan ? loanToForm(loan) : emptyLoanForm(),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const specials = useFieldArray({ control, name: "specialRepayments" });
  const values = useWatch({ control }) as LoanFormValues;
  const kind = values.repaymentKind;
  const preview = useMemo(() => previewOf(values), [values]);

  const fieldError = (name: Path<LoanFormValues>): string | undefined => {
    const parts = name.split(".");
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  const aria = (name: Path<LoanFormValues>, fieldId: string) => {
    const error = fieldError(name);
    return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${fieldId}-error` : undefined } as const;
  };

  const save = useVersionedSave({
    record: loan ?? null,
    failMessage: messages.saveLoanFailed,
    // Someone saved in between: load their version and let the user check again.
    reload: (l) => queryClient.fetchQuery(loanQuery(l.id)),
    onReloaded: (fresh) => reset(loanToForm(fresh)),
    onReloadFailed: onDone,
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      const fields = (err.body.details as { fields?: Array<{ field: string; message: string }> } | null)?.fields ?? [];
      for (const f of fields) setError(f.field as Path<LoanFormValues>, { type: "server", message: f.message });
    },
  });

  const onSubmit = handleSubmit((input) =>
    save(async (current) => {
      if (current) {
        await updateLoan.mutateAsync({ loanId: current.id, version: current.version, input });
        toast.success(messages.loanUpdated);
      } else {
        await createLoan.mutateAsync({ propertyId, input });
        toast.success(messages.loanCreated);
      }
      onDone();
    }),
  );

  const ids = {
    lender: `${id}-lender`,
    amount: `${id}-amount`,
    disbursement: `${id}-disbursement`,
    rate: `${id}-rate`,
    repayment: `${id}-repayment`,
    payment: `${id}-payment`,
    fixation: `${id}-fixation`,
    notes: `${id}-notes`,
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field id={ids.lender} label="Darlehensgeber" error={fieldError("lender")}>
              <Input id={ids.lender} autoComplete="off" placeholder="z. B. Sparkasse Köln" {...aria("lender", ids.lender)} {...register("lender")} />
            </Field>
          </div>
          <Field id={ids.amount} label="Darlehensbetrag" error={fieldError("amountCents")}>
            <MoneyInput id={ids.amount} placeholder="200.000,00" {...aria("amountCents", ids.amount)} {...register("amountCents")} />
          </Field>
          <Field id={ids.disbursement} label="Auszahlung am" error={fieldError("disbursementDate")}>
            <Controller
              control={control}
              name="disbursementDate"
              render={({ field }) => <DateInput {...field} id={ids.disbursement} {...aria("disbursementDate", ids.disbursement)} />}
            />
          </Field>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Tilgung</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {repaymentKinds.map((k) => (
              <label
                key={k}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors",
                  kind === k ? "border-primary bg-accent/40" : "border-input hover:bg-muted",
                )}
              >
                <input type="radio" value={k} className="mt-0.5 h-4 w-4 accent-(--color-primary)" {...register("repaymentKind")} />
                <span>
                  <span className="block font-medium">{repaymentKindLabels[k]}</span>
                  <span className="block text-muted-foreground">
                    {k === "initial_rate" ? "Rate aus Zins und Tilgung in %" : "Rate laut Darlehensvertrag"}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={ids.rate} label="Sollzins (% p. a.)" error={fieldError("interestRatePercent")}>
              <PercentInput id={ids.rate} placeholder="3,50" {...aria("interestRatePercent", ids.rate)} {...register("interestRatePercent")} />
            </Field>
            {kind === "initial_rate" ? (
              <Field id={ids.repayment} label="Anfängliche Tilgung (% p. a.)" error={fieldError("initialRepaymentPercent")}>
                <PercentInput id={ids.repayment} placeholder="2,00" {...aria("initialRepaymentPercent", ids.repayment)} {...register("initialRepaymentPercent")} />
              </Field>
            ) : (
              <Field id={ids.payment} label="Monatsrate" error={fieldError("monthlyPaymentCents")}>
                <MoneyInput id={ids.payment} placeholder="1.000,00" {...aria("monthlyPaymentCents", ids.payment)} {...register("monthlyPaymentCents")} />
              </Field>
            )}
            <Field
              id={ids.fixation}
              label="Zinsbindung bis (optional)"
              error={fieldError("fixationEndDate")}
              hint="Die Restschuld an diesem Tag muss die Anschlussfinanzierung decken."
            >
              <Controller
                control={control}
                name="fixationEndDate"
                render={({ field }) => <DateInput {...field} id={ids.fixation} {...aria("fixationEndDate", ids.fixation)} />}
              />
            </Field>
            {isIsoDate(values.disbursementDate) ? (
              <div className="space-y-1.5 sm:pt-7">
                <div className="flex flex-wrap gap-1.5" role="group" aria-label="Zinsbindung ab Auszahlung">
                  {fixationPresets.map((years) => (
                    <button
                      key={years}
                      type="button"
                      className="h-8 cursor-pointer rounded-full border border-input px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
                      aria-label={`Zinsbindung ${years} Jahre ab Auszahlung`}
                      onClick={() => setValue("fixationEndDate", addYears(values.disbursementDate, years), { shouldValidate: form.formState.isSubmitted })}
                    >
                      {years} Jahre
                    </button>
                  ))}
                </div>
              </div>
            ) : null}
          </div>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Sondertilgungen</legend>
          {specials.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">Keine Sondertilgungen geplant. Eine Sondertilgung wird mit der Rate am oder nach ihrem Datum gebucht und verkürzt die Laufzeit.</p>
          ) : (
            <ul className="space-y-2">
              {specials.fields.map((field, index) => {
                const dateId = `${id}-special-${field.id}-date`;
                const amountId = `${id}-special-${field.id}-amount`;
                const dateError = fieldError(`specialRepayments.${index}.date`);
                const amountError = fieldError(`specialRepayments.${index}.amountCents`);
                return (
                  <li key={field.id} className="rounded-lg border border-border p-3">
                    <div className="mb-1 flex items-center justify-between gap-2">
                      <span className="text-xs font-medium text-muted-foreground">Sondertilgung {index + 1}</span>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="-my-1 -mr-1.5 h-8 w-8 px-0! text-muted-foreground hover:text-destructive"
                        aria-label={`Sondertilgung ${index + 1} entfernen`}
                        onClick={() => specials.remove(index)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </Button>
                    </div>
                    <div className="grid gap-2 sm:grid-cols-2">
                      <div className="min-w-0 space-y-1">
                        <label htmlFor={dateId} className="text-xs text-muted-foreground">
                          Datum<span className="sr-only"> der Sondertilgung {index + 1}</span>
                        </label>
                        <Controller
                          control={control}
                          name={`specialRepayments.${index}.date`}
                          render={({ field: dateField }) => (
                            <DateInput
                              {...dateField}
                              id={dateId}
                              className="min-w-0"
                              {...aria(`specialRepayments.${index}.date`, dateId)}
                            />
                          )}
                        />
                        {dateError ? (
                          <p id={`${dateId}-error`} role="alert" className="text-xs text-destructive">
                            {dateError}
                          </p>
                        ) : null}
                      </div>
                      <div className="min-w-0 space-y-1">
                        <label htmlFor={amountId} className="text-xs text-muted-foreground">
                          Betrag<span className="sr-only"> der Sondertilgung {index + 1}</span>
                        </label>
                        <MoneyInput
                          id={amountId}
                          placeholder="5.000,00"
                          {...aria(`specialRepayments.${index}.amountCents`, amountId)}
                          {...register(`specialRepayments.${index}.amountCents`)}
                        />
                        {amountError ? (
                          <p id={`${amountId}-error`} role="alert" className="text-xs text-destructive">
                            {amountError}
                          </p>
                        ) : null}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <Button variant="outline" size="sm" onClick={() => specials.append({ date: "", amountCents: "" })}>
            <Plus className="h-4 w-4" aria-hidden /> Sondertilgung hinzufügen
          </Button>
        </fieldset>

        <Field id={ids.notes} label="Notizen (optional)" error={fieldError("notes")}>
          <textarea id={ids.notes} rows={2} className={cn(inputClass, "h-auto py-2")} {...register("notes")} />
        </Field>

        <LoanPreview preview={preview} />
      </DialogBody>
      <FormDialogFooter submitting={isSubmitting} submitLabel={loan ? "Speichern" : "Finanzierung anlegen"} />
    </form>
  );
}

const PercentInput = ({ className, ...props }: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) => (
  <div className="relative">
    <input type="text" inputMode="decimal" autoComplete="off" className={cn(inputClass, "pr-9 text-right tabular-nums", className)} {...props} />
    <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
      %
    </span>
  </div>
);

type Preview = {
  payment: Cents;
  firstInterest: Cents;
  firstPrincipal: Cents;
  fixationBalance: Cents | null;
  fixationEnd: string | null;
  payoffDate: string | null;
  notices: string[];
} | null;

/** What the typed terms mean, before saving; null while the input is incomplete. */
function previewOf(values: LoanFormValues): Preview {
  const parsed = loanFormSchema.safeParse(values);
  if (!parsed.success) return null;
  try {
    const loan = toAnnuityLoan(parsed.data);
    const schedule = buildAnnuitySchedule(loan);
    const first = schedule.rows[0];
    return {
      payment: schedule.monthlyPayment,
      firstInterest: first?.interest ?? ZERO_CENTS,
      firstPrincipal: first?.principal ?? ZERO_CENTS,
      fixationBalance: balanceAtFixationEnd(loan),
      fixationEnd: loan.fixationEndDate ?? null,
      payoffDate: schedule.payoffDate,
      notices: loanNoticeTexts(loan),
    };
  } catch (err) {
    if (err instanceof LoanTermsError) return null;
    throw err;
  }
}

function LoanPreview({ preview }: { preview: Preview }) {
  return (
    <section aria-label="Vorschau" aria-live="polite" className="rounded-lg border border-dashed border-border bg-muted/50 p-4 text-sm">
      {preview ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          <PreviewItem label="Monatsrate" value={formatEuro(preview.payment, { decimals: 2 })} />
          <PreviewItem label="1. Monat" value={`${formatEuro(preview.firstInterest, { decimals: 2 })} Zins · ${formatEuro(preview.firstPrincipal, { decimals: 2 })} Tilgung`} wide />
          <PreviewItem
            label={preview.fixationEnd ? `Restschuld ${formatMonthYear(preview.fixationEnd)}` : "Getilgt"}
            value={preview.fixationEnd ? formatEuro(preview.fixationBalance, { decimals: 2 }) : formatMonthYear(preview.payoffDate)}
          />
        </dl>
      ) : null}
      {preview && preview.notices.length > 0 ? (
        <ul className="mt-3 space-y-1 text-amber-700 dark:text-amber-400" data-testid="loan-notices">
          {preview.notices.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {preview ? null : (
        <p className="text-muted-foreground">Die Vorschau erscheint, sobald Betrag, Auszahlung, Zins und Tilgung gültig sind.</p>
      )}
    </section>
  );
}

function PreviewItem({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={cn("min-w-0", wide && "col-span-2 sm:col-span-2")}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
