import { forwardRef, useState, type FocusEvent, type InputHTMLAttributes } from "react";
import { Popover } from "radix-ui";
import { CalendarDays } from "lucide-react";
import { formatDate, isIsoDate } from "@/core/dates";
import { dateFieldText, dateFieldValue } from "@/web/lib/calendar";
import { cn } from "@/web/lib/cn";
import { Calendar } from "./calendar";
import { inputClass } from "./input";

export type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "defaultValue" | "onChange"> & {
  /** 'yyyy-MM-dd', '' or text that is not a date (see dateFieldValue). */
  value: string;
  onChange: (value: string) => void;
  /** The calendar button's accessible name. */
  pickerLabel?: string;
};

/**
 * German date entry in every browser language (issue 10): a text field for TT.MM.JJJJ,
 * also "1.4.26" or "01.04.2026", plus a calendar button. It is controlled — use it with
 * react-hook-form's `Controller` — and hands the form 'yyyy-MM-dd' (or '' when empty),
 * so schemas and API never see the German text. Text that is not a date is handed on as
 * typed, for the form to refuse with DATE_MESSAGES.invalid.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, onBlur, className, disabled, pickerLabel = "Kalender öffnen", ...props },
  ref,
) {
  const [text, setText] = useState(() => dateFieldText(value));
  // The form value the text stands for; a different value came from outside (reset,
  // a preset button) and replaces the text.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(dateFieldText(value));
  }
  const [open, setOpen] = useState(false);

  const emit = (next: string) => {
    setShown(next);
    onChange(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    // "1.4.26" reads as 01.04.2026 once the user leaves the field.
    if (isIsoDate(shown)) setText(formatDate(shown));
    onBlur?.(event);
  };

  return (
    <div className="relative">
      <input
        ref={ref}
        type="text"
        autoComplete="off"
        placeholder="TT.MM.JJJJ"
        className={cn(inputClass, "pr-11 tabular-nums", className)}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          emit(dateFieldValue(event.target.value));
        }}
        onBlur={handleBlur}
        {...props}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-label={pickerLabel}
            disabled={disabled}
            className="absolute top-1/2 right-1 inline-flex h-8 w-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
          >
            <CalendarDays className="h-4 w-4" aria-hidden />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            aria-label="Kalender"
            className="z-50 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-xl"
            // The focus goes to the selected day (or today), not to the first button. Here, not in an
            // effect of the calendar: only now is a surrounding dialog's focus trap paused, which
            // would otherwise pull the focus back. Closing returns it to the calendar button.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]')?.focus({ preventScroll: true });
            }}
          >
            <Calendar
              selected={isIsoDate(value) ? value : null}
              onSelect={(date) => {
                setText(formatDate(date));
                emit(date);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
});
