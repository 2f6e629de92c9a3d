import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { addMonths, formatMonthYear, GERMAN_WEEKDAYS, startOfMonth, today, type IsoDate } from "@/core/dates";
import { MAX_DATE, MIN_DATE } from "@/shared/limits";
import { clampDate, dayAfterKey, monthWeeks, spokenDate } from "@/web/lib/calendar";
import { cn } from "@/web/lib/cn";

/**
 * A month grid after the WAI-ARIA date picker dialog pattern: German month and weekday
 * names, weeks start on Monday. One day is in the tab order; arrows move by day/week,
 * Home/End to the week's start/end, PageUp/PageDown by month (with Shift by year),
 * Enter or Space picks the day. Escape and the initial focus are the surrounding popover's.
 */
export function Calendar({
  selected,
  onSelect,
  min = MIN_DATE,
  max = MAX_DATE,
}: {
  selected: IsoDate | null;
  onSelect: (date: IsoDate) => void;
  min?: IsoDate;
  max?: IsoDate;
}) {
  const headingId = useId();
  const now = today();
  const [focused, setFocused] = useState<IsoDate>(() => clampDate(selected ?? now, min, max));
  // The focus follows the focused day on keys, not when the month buttons change the
  // month (the focus stays on the button the user pressed). On opening, the surrounding
  // popover focuses the day (the one with tabIndex 0), once its focus scope is in place.
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moveFocus.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus({ preventScroll: true });
  }, [focused]);

  const go = (date: IsoDate, focusDay: boolean) => {
    moveFocus.current = focusDay;
    setFocused(clampDate(date, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayAfterKey(focused, event.key, event.shiftKey, min, max);
    if (next === null) return;
    event.preventDefault();
    go(next, true);
  };

  const monthStart = startOfMonth(focused);
  const navButton = "inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40";

  return (
    <div className="w-[18rem] select-none">
      <div className="mb-2 flex items-center justify-between gap-1">
        <div className="flex">
          <button type="button" className={navButton} aria-label="Vorheriges Jahr" disabled={monthStart <= min} onClick={() => go(addMonths(focused, -12), false)}>
            <ChevronsLeft className="h-4 w-4" aria-hidden />
          </button>
          <button type="button" className={navButton} aria-label="Vorheriger Monat" disabled={monthStart <= min} onClick={() => go(addMonths(focused, -1), false)}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </button>
        </div>
        <h2 id={headingId} className="text-sm font-semibold" aria-live="polite">
          {formatMonthYear(focused)}
        </h2>
        <div className="flex">
          <button type="button" className={navButton} aria-label="Nächster Monat" disabled={addMonths(monthStart, 1) > max} onClick={() => go(addMonths(focused, 1), false)}>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </button>
          <button type="button" className={navButton} aria-label="Nächstes Jahr" disabled={addMonths(monthStart, 1) > max} onClick={() => go(addMonths(focused, 12), false)}>
            <ChevronsRight className="h-4 w-4" aria-hidden />
          </button>
        </div>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} className="w-full border-collapse text-center text-sm" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {GERMAN_WEEKDAYS.map((name) => (
              <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-medium text-muted-foreground">
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find((d) => d !== null) ?? ""}>
              {week.map((date, i) =>
                date === null ? (
                  <td key={`empty-${i}`} role="gridcell" />
                ) : (
                  <td key={date} role="gridcell" aria-selected={date === selected}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={spokenDate(date)}
                      aria-current={date === now ? "date" : undefined}
                      disabled={date < min || date > max}
                      onClick={() => onSelect(date)}
                      className={cn(
                        "h-9 w-9 cursor-pointer rounded-md tabular-nums hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40",
                        date === now && "font-semibold text-primary",
                        date === selected && "bg-primary text-primary-foreground hover:bg-primary",
                      )}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
