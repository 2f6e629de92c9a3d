import { useState, type ReactNode } from "react";
import { Collapsible } from "radix-ui";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { AlertTriangle, CheckCircle2, ChevronDown, Info, Loader2, XCircle } from "lucide-react";
import { furnishingLabels, furnishings, unitTypeLabels, unitTypes, unitUsageLabels, unitUsages } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { CheckboxField } from "@/web/components/ui/checkbox";
import { DateInput } from "@/web/components/ui/date-input";
import { Field } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { MoneyInput } from "@/web/components/ui/money-input";
import { Select } from "@/web/components/ui/select";
import { cn } from "@/web/lib/cn";
import type { CodeCheckState } from "@/web/features/units/api/check-unit-code";
import { rentalRequired, type UnitFormValues } from "@/web/features/units/unit-form";

// The shared unit form sections (SPEC §2): selectors, flags, number + code
// with the live check, 'Kaufangaben' and 'Vermietung'.

type UnitForm = UseFormReturn<UnitFormValues, unknown, unknown>;

export function SectionTitle({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="mb-3">
      <h3 className="text-sm font-semibold tracking-wide text-foreground uppercase">{children}</h3>
      {hint ? <p className="mt-0.5 text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

export function UnitTypeSelect({ form }: { form: UnitForm }) {
  return (
    <Field id="unit-type" label="Einheitentyp" error={form.formState.errors.type?.message}>
      <Select id="unit-type" {...form.register("type")}>
        {unitTypes.map((t) => (
          <option key={t} value={t}>
            {unitTypeLabels[t]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function UnitUsageSelect({ form }: { form: UnitForm }) {
  return (
    <Field id="unit-usage" label="Nutzung" error={form.formState.errors.usage?.message}>
      <Select id="unit-usage" {...form.register("usage")}>
        {unitUsages.map((u) => (
          <option key={u} value={u}>
            {unitUsageLabels[u]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function FurnishingSelect({ form }: { form: UnitForm }) {
  return (
    <Field id="unit-furnishing" label="Ausstattung" error={form.formState.errors.furnishing?.message}>
      <Select id="unit-furnishing" {...form.register("furnishing")}>
        {furnishings.map((f) => (
          <option key={f} value={f}>
            {furnishingLabels[f]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function UnitFlags({ form }: { form: UnitForm }) {
  return (
    <fieldset className="flex flex-wrap gap-x-8 gap-y-3">
      <legend className="sr-only">Merkmale</legend>
      <Controller
        control={form.control}
        name="hasBalcony"
        render={({ field }) => <CheckboxField id="unit-balcony" label="Hat Balkon" checked={field.value} onCheckedChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="hasParking"
        render={({ field }) => <CheckboxField id="unit-parking" label="Hat Stellplatz" checked={field.value} onCheckedChange={field.onChange} />}
      />
    </fieldset>
  );
}

const checkCue: Record<CodeCheckState["status"], { text: (s: CodeCheckState) => string; className: string; Icon: typeof Info | null }> = {
  idle: { text: () => "", className: "", Icon: null },
  checking: { text: () => "Code wird geprüft …", className: "text-muted-foreground", Icon: Loader2 },
  valid: { text: () => "Code ist verfügbar", className: "text-success", Icon: CheckCircle2 },
  duplicate: { text: (s) => ("message" in s ? s.message : ""), className: "text-destructive", Icon: XCircle },
  error: { text: (s) => ("message" in s ? s.message : ""), className: "text-warning", Icon: AlertTriangle },
};

/** Unit number plus 'Einheitscode *' with the live duplicate check: red for a duplicate, green for a free code. */
export function UnitCodeFields({ form, codeCheck }: { form: UnitForm; codeCheck: CodeCheckState }) {
  const error = form.formState.errors.code?.message;
  const cue = checkCue[codeCheck.status];
  const showCue = !error && codeCheck.status !== "idle";
  const CueIcon = cue.Icon;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field id="unit-number" label="Einheitennummer" error={form.formState.errors.unitNumber?.message}>
        <Input id="unit-number" placeholder="z. B. 3" autoComplete="off" {...form.register("unitNumber")} />
      </Field>
      <div className="space-y-1.5">
        <label htmlFor="unit-code" className="block text-sm font-medium">
          Einheitscode *
        </label>
        <div className="relative">
          <Input
            id="unit-code"
            autoComplete="off"
            placeholder="z. B. WE-03"
            aria-invalid={error || codeCheck.status === "duplicate" ? true : undefined}
            aria-describedby="unit-code-status"
            className={cn(
              "pr-10",
              codeCheck.status === "valid" && !error && "border-success",
              (codeCheck.status === "duplicate" || error) && "border-destructive",
            )}
            {...form.register("code")}
          />
          {CueIcon && showCue ? (
            <CueIcon
              className={cn("pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2", cue.className, codeCheck.status === "checking" && "animate-spin")}
              aria-hidden
            />
          ) : null}
        </div>
        <p id="unit-code-status" aria-live="polite" className={cn("min-h-5 text-sm", error ? "text-destructive" : cue.className)} role={error || codeCheck.status === "duplicate" ? "alert" : undefined}>
          {error ?? (showCue ? cue.text(codeCheck) : "")}
        </p>
      </div>
    </div>
  );
}

/** 'Kaufangaben': collapsible, open when it has content or an error. */
export function PurchaseSection({ form, defaultOpen }: { form: UnitForm; defaultOpen: boolean }) {
  const errors = form.formState.errors;
  const hasError = !!(errors.purchasePrice || errors.purchaseDate);
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open || hasError} onOpenChange={setOpen} className="rounded-lg border border-border">
      <Collapsible.Trigger className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg px-4 py-3 text-left hover:bg-muted">
        <span>
          <span className="block text-sm font-semibold tracking-wide uppercase">Kaufangaben</span>
          <span className="block text-sm text-muted-foreground">Kaufpreis und Kaufdatum, falls die Einheit einzeln erworben wurde</span>
        </span>
        <ChevronDown className={cn("h-5 w-5 shrink-0 text-muted-foreground transition-transform", (open || hasError) && "rotate-180")} aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content className="grid grid-cols-1 gap-4 border-t border-border px-4 py-4 sm:grid-cols-2">
        <Field id="unit-purchase-price" label="Kaufpreis" error={errors.purchasePrice?.message}>
          <MoneyInput id="unit-purchase-price" aria-invalid={!!errors.purchasePrice} {...form.register("purchasePrice")} />
        </Field>
        <Field id="unit-purchase-date" label="Kaufdatum" error={errors.purchaseDate?.message}>
          <Controller
            control={form.control}
            name="purchaseDate"
            render={({ field }) => <DateInput {...field} id="unit-purchase-date" aria-invalid={!!errors.purchaseDate} aria-describedby={errors.purchaseDate ? "unit-purchase-date-error" : undefined} />}
          />
        </Field>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** 'Vermietung': filling it creates tenant and active contract together with the unit. */
export function RentalSection({ form }: { form: UnitForm }) {
  const [tenantName, coldRent, serviceCharge] = useWatch({ control: form.control, name: ["tenantName", "coldRent", "serviceCharge"] });
  const required = rentalRequired({ tenantName, coldRent, serviceCharge });
  const errors = form.formState.errors;
  const star = required ? " *" : "";
  return (
    <section aria-labelledby="unit-rental-title" className="rounded-lg border border-border px-4 py-4">
      <h3 id="unit-rental-title" className="text-sm font-semibold tracking-wide uppercase">
        Vermietung
      </h3>
      <p className="mt-1 mb-4 flex items-start gap-1.5 text-sm text-muted-foreground">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {messages.rentalHint}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field id="unit-tenant-name" label={`Mietername${star}`} error={errors.tenantName?.message}>
            <Input id="unit-tenant-name" placeholder="Vorname Nachname" autoComplete="off" aria-invalid={!!errors.tenantName} aria-required={required} {...form.register("tenantName")} />
          </Field>
        </div>
        <Field id="unit-cold-rent" label={`Kaltmiete${star}`} error={errors.coldRent?.message}>
          <MoneyInput id="unit-cold-rent" aria-invalid={!!errors.coldRent} aria-required={required} {...form.register("coldRent")} />
        </Field>
        <Field id="unit-service-charge" label="Nebenkosten" error={errors.serviceCharge?.message}>
          <MoneyInput id="unit-service-charge" aria-invalid={!!errors.serviceCharge} {...form.register("serviceCharge")} />
        </Field>
        <Field id="unit-deposit" label="Kaution" error={errors.deposit?.message}>
          <MoneyInput id="unit-deposit" aria-invalid={!!errors.deposit} {...form.register("deposit")} />
        </Field>
        <Field id="unit-rental-start" label="Mietbeginn" error={errors.rentalStart?.message}>
          <Controller
            control={form.control}
            name="rentalStart"
            render={({ field }) => <DateInput {...field} id="unit-rental-start" aria-invalid={!!errors.rentalStart} aria-describedby={errors.rentalStart ? "unit-rental-start-error" : undefined} />}
          />
        </Field>
      </div>
    </section>
  );
}
