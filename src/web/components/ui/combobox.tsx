import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Popover } from "radix-ui";
import { Check, ChevronDown, Search } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { inputClass } from "./input";

export type ComboboxOption = { value: string; label: string };

export type ComboboxProps = {
  /** The trigger's id: a `<label htmlFor>` names it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** One page of the search's matches, as the server answered it. */
  options: readonly ComboboxOption[];
  /** The chosen option's label when it is not among `options` (the search shows another page). */
  selectedLabel?: string | undefined;
  /** The trigger's text without a value. */
  placeholder: string;
  /** An option that clears the value ("Kein Mieter – Name eingeben"); without it a value can only be changed. */
  noneLabel?: string | undefined;
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: string;
  loading?: boolean;
  /** More match than the page shows: typing narrows them. */
  hasMore?: boolean;
  disabled?: boolean;
  invalid?: boolean;
};

/**
 * A select whose options the server searches (WAI-ARIA combobox with a listbox popup): the
 * trigger shows the choice; opening it puts the focus into the search field, ↑/↓ move
 * through the matches, Enter takes one, Escape closes and returns to the trigger. Typing a
 * letter on the closed trigger opens it with that letter searched.
 */
export function Combobox(props: ComboboxProps) {
  const { id, value, onChange, onBlur, options, selectedLabel, placeholder, noneLabel, search, onSearchChange, searchLabel, loading, hasMore, disabled, invalid } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const rows: ComboboxOption[] = [...(noneLabel ? [{ value: "", label: noneLabel }] : []), ...options];
  const chosen = options.find((o) => o.value === value)?.label ?? (value === "" ? undefined : selectedLabel);
  const activeIndex = Math.min(active, rows.length - 1);
  const optionId = (i: number) => `${listId}-${i}`;

  const show = (next: boolean) => {
    setOpen(next);
    if (next) setActive(Math.max(0, rows.findIndex((r) => r.value === value)));
    else onBlur?.();
  };
  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    show(false);
  };
  const moveTo = (i: number) => {
    setActive(i);
    document.getElementById(optionId(i))?.scrollIntoView({ block: "nearest" });
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(true);
    } else if (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      onSearchChange(event.key);
      show(true);
    }
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = rows.length - 1;
    if (event.key === "ArrowDown") moveTo(Math.min(activeIndex + 1, last));
    else if (event.key === "ArrowUp") moveTo(Math.max(activeIndex - 1, 0));
    else if (event.key === "Home" && event.ctrlKey) moveTo(0);
    else if (event.key === "End" && event.ctrlKey) moveTo(last);
    else if (event.key === "Enter") {
      const row = rows[activeIndex];
      if (row) choose(row);
    } else return;
    event.preventDefault();
  };

  const status = loading ? "Suche läuft …" : options.length === 0 ? "Keine Treffer" : hasMore ? "Weitere Treffer – tippe weiter, um die Auswahl einzugrenzen." : null;

  return (
    <Popover.Root open={open} onOpenChange={show}>
      <Popover.Trigger asChild>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onKeyDown={onTriggerKey}
          className={cn(inputClass, "flex cursor-pointer items-center gap-2 pr-3 text-left")}
        >
          <span className={cn("min-w-0 flex-1 truncate", chosen === undefined && "text-muted-foreground")}>{chosen ?? (value === "" && noneLabel ? noneLabel : placeholder)}</span>
          <ChevronDown className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 flex w-[var(--radix-popover-trigger-width)] max-w-[calc(100vw-16px)] min-w-64 flex-col rounded-lg border border-border bg-card p-2 text-card-foreground shadow-xl"
          style={{ maxHeight: "min(24rem, var(--radix-popover-content-available-height))" }}
          // Here, not in an effect: only now is a surrounding dialog's focus trap paused (as in DateInput).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus({ preventScroll: true });
          }}
        >
          <div className="relative shrink-0">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <input
              ref={inputRef}
              type="text"
              role="combobox"
              aria-label={searchLabel}
              aria-autocomplete="list"
              aria-expanded
              aria-controls={listId}
              aria-activedescendant={rows.length > 0 ? optionId(activeIndex) : undefined}
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              value={search}
              onChange={(event) => {
                onSearchChange(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKey}
              className={cn(inputClass, "pl-9")}
            />
          </div>
          <ul id={listId} role="listbox" aria-label={searchLabel} className="mt-2 min-h-0 flex-1 overflow-y-auto">
            {rows.map((row, i) => (
              // The keys are the search field's: it owns the focus and points at the active option (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={row.value || "none"}
                id={optionId(i)}
                role="option"
                aria-selected={row.value === value}
                onMouseMove={() => setActive(i)}
                // Keeps the focus in the search field; the click still chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(row)}
                className={cn(
                  "flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm",
                  i === activeIndex && "bg-muted",
                  row.value === "" && "text-muted-foreground",
                )}
              >
                <Check className={cn("h-4 w-4 shrink-0", row.value === value ? "opacity-100" : "opacity-0")} aria-hidden />
                <span className="min-w-0 break-words">{row.label}</span>
              </li>
            ))}
          </ul>
          <p role="status" className="shrink-0 px-2 pt-1 text-xs text-muted-foreground empty:hidden">
            {status}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
