import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from "react";
import { sanitizeMoneyInput } from "@/core/money";
import { cn } from "@/web/lib/cn";
import { inputClass } from "./input";

/**
 * Euro text input (SPEC §5): every character except digits, comma, period and
 * minus is dropped while typing; the value is parsed with parseEuroToCents on
 * submit. Works with react-hook-form's register() and as a controlled input.
 */
export const MoneyInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, "type">>(function MoneyInput(
  { className, onChange, ...props },
  ref,
) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = sanitizeMoneyInput(event.target.value);
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
  };
  return (
    <div className="relative">
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        className={cn(inputClass, "pr-9 text-right tabular-nums", className)}
        onChange={handleChange}
        {...props}
      />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
        €
      </span>
    </div>
  );
});
