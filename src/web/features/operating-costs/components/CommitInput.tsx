import { useState, type KeyboardEvent } from "react";
import type { ParseResult } from "@/core/result";
import { Input, inputClass } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";

/**
 * A text field that saves itself: on leaving it (or Enter) the text is parsed and, when it
 * changed and reads, handed to `onCommit`; text that does not read shows its German message
 * under the field and is not saved. A new `value` from outside (the server's answer)
 * replaces the text.
 */
export function CommitInput<T>({
  id,
  label,
  value,
  parse,
  onCommit,
  disabled,
  multiline = false,
  className,
  placeholder,
  inputMode,
}: {
  id: string;
  /** The accessible name (the visible label is the table's column or the caller's). */
  label: string;
  value: string;
  parse: (text: string) => ParseResult<T>;
  onCommit: (value: T) => unknown;
  disabled?: boolean;
  multiline?: boolean;
  className?: string;
  placeholder?: string;
  inputMode?: "decimal" | "numeric" | "text";
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    setText(value);
    setError(null);
  }
  const commit = () => {
    if (text.trim() === shown.trim()) return setError(null);
    const parsed = parse(text);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    onCommit(parsed.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !multiline) {
      event.preventDefault();
      commit();
    }
  };
  const common = {
    id,
    "aria-label": label,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    value: text,
    disabled,
    placeholder,
    onBlur: commit,
    onKeyDown,
  };
  return (
    <div className={cn("min-w-0", className)}>
      {multiline ? (
        <textarea
          {...common}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          className={cn(inputClass, "h-auto py-2")}
        />
      ) : (
        <Input {...common} inputMode={inputMode} autoComplete="off" onChange={(e) => setText(e.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
