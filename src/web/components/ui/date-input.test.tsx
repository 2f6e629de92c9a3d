// @vitest-environment jsdom
import { useState } from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import { installDomStubs } from "@/web/lib/test-utils";
import { DateInput } from "./date-input";
import { Dialog, DialogContent } from "./dialog";

/** A controlled host like react-hook-form's Controller: shows the form value it holds. */
function Host({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <label htmlFor="d">Startdatum</label>
      <DateInput id="d" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue("2030-12-24")}>
        Von außen setzen
      </button>
      <button type="button">Weiter</button>
    </div>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>("Startdatum");
const formValue = () => screen.getByTestId("value").textContent;
const calendar = () => screen.getByRole("dialog", { name: "Kalender" });
const openButton = () => screen.getByRole("button", { name: "Kalender öffnen" });

beforeEach(() => {
  installDomStubs();
  setToday("2026-04-15");
});
afterEach(() => {
  cleanup();
  resetClock();
});

describe("DateInput: typing", () => {
  it("shows a stored date as TT.MM.JJJJ", () => {
    render(<Host initial="2026-04-01" />);
    expect(input().value).toBe("01.04.2026");
    expect(input().type).toBe("text");
    expect(input().placeholder).toBe("TT.MM.JJJJ");
  });

  it.each<[string, string]>([
    ["1.4.26", "2026-04-01"],
    ["01.04.2026", "2026-04-01"],
    ["1.4.2026", "2026-04-01"],
    ["2026-04-01", "2026-04-01"],
  ])("reads %j as %s and shows it as 01.04.2026 after leaving the field", async (typed, value) => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(input(), typed);
    expect(formValue()).toBe(value);
    expect(input().value).toBe(typed);
    await user.tab();
    expect(input().value).toBe("01.04.2026");
  });

  it("hands text that is not a date on as typed (for the form to refuse) and keeps it visible", async () => {
    const user = userEvent.setup();
    render(<Host initial="2026-04-01" />);
    await user.clear(input());
    await user.type(input(), "04/01/2026");
    await user.tab();
    expect(formValue()).toBe("04/01/2026");
    expect(input().value).toBe("04/01/2026");
    await user.clear(input());
    expect(formValue()).toBe("");
  });

  it("shows a value set from outside (reset, preset)", async () => {
    const user = userEvent.setup();
    render(<Host initial="2026-04-01" />);
    await user.click(screen.getByRole("button", { name: "Von außen setzen" }));
    expect(input().value).toBe("24.12.2030");
  });
});

describe("DateInput: calendar", () => {
  it("opens on the selected day with German month and weekday names, Monday first", async () => {
    const user = userEvent.setup();
    render(<Host initial="2026-04-01" />);
    await user.click(openButton());
    expect(within(calendar()).getByRole("heading").textContent).toBe("April 2026");
    const grid = within(calendar()).getByRole("grid", { name: "April 2026" });
    expect(within(grid).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    const selected = within(grid).getByRole("button", { name: "Mittwoch, 1. April 2026" });
    expect(document.activeElement).toBe(selected);
    expect(selected.closest("td")?.getAttribute("aria-selected")).toBe("true");
    expect(within(grid).getByRole("button", { name: "Mittwoch, 15. April 2026" }).getAttribute("aria-current")).toBe("date");
    // One day in the tab order.
    expect(within(grid).getAllByRole("button").filter((b) => b.tabIndex === 0)).toEqual([selected]);
  });

  it("without a date it opens on today", async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(openButton());
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Mittwoch, 15. April 2026");
  });

  it("arrows move by day and week, PageUp/PageDown by month, Shift by year; Enter picks, closes and returns the focus", async () => {
    const user = userEvent.setup();
    render(<Host initial="2026-04-01" />);
    await user.click(openButton());
    const focusedName = () => document.activeElement?.getAttribute("aria-label");
    await user.keyboard("{ArrowRight}");
    expect(focusedName()).toBe("Donnerstag, 2. April 2026");
    await user.keyboard("{ArrowDown}");
    expect(focusedName()).toBe("Donnerstag, 9. April 2026");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(focusedName()).toBe("Donnerstag, 26. März 2026");
    expect(within(calendar()).getByRole("heading").textContent).toBe("März 2026");
    await user.keyboard("{PageDown}{PageDown}");
    expect(focusedName()).toBe("Dienstag, 26. Mai 2026");
    await user.keyboard("{Shift>}{PageUp}{/Shift}");
    expect(focusedName()).toBe("Montag, 26. Mai 2025");
    await user.keyboard("{Home}");
    expect(focusedName()).toBe("Montag, 26. Mai 2025");
    await user.keyboard("{End}");
    expect(focusedName()).toBe("Sonntag, 1. Juni 2025");
    await user.keyboard("{ArrowLeft}{Enter}");
    expect(screen.queryByRole("dialog", { name: "Kalender" })).toBeNull();
    expect(formValue()).toBe("2025-05-31");
    expect(input().value).toBe("31.05.2025");
    expect(document.activeElement).toBe(openButton());
  });

  it("Escape closes without a change and returns the focus to the button", async () => {
    const user = userEvent.setup();
    render(<Host initial="2026-04-01" />);
    await user.click(openButton());
    await user.keyboard("{ArrowRight}{ArrowRight}{Escape}");
    expect(screen.queryByRole("dialog", { name: "Kalender" })).toBeNull();
    expect(formValue()).toBe("2026-04-01");
    expect(document.activeElement).toBe(openButton());
  });

  it("the month buttons change the month and a click picks a day", async () => {
    const user = userEvent.setup();
    render(<Host initial="2026-04-01" />);
    await user.click(openButton());
    await user.click(within(calendar()).getByRole("button", { name: "Nächster Monat" }));
    expect(within(calendar()).getByRole("heading").textContent).toBe("Mai 2026");
    await user.click(within(calendar()).getByRole("button", { name: "Vorheriges Jahr" }));
    expect(within(calendar()).getByRole("heading").textContent).toBe("Mai 2025");
    await user.click(within(calendar()).getByRole("button", { name: "Freitag, 9. Mai 2025" }));
    expect(formValue()).toBe("2025-05-09");
    expect(input().value).toBe("09.05.2025");
  });

  it("inside a modal dialog the day gets the focus, and Escape closes only the calendar", async () => {
    const user = userEvent.setup();
    render(
      <Dialog open>
        <DialogContent title="Neuer Mietvertrag">
          <Host initial="2026-04-01" />
        </DialogContent>
      </Dialog>,
    );
    await user.click(openButton());
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Mittwoch, 1. April 2026");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Mittwoch, 8. April 2026");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Kalender" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Neuer Mietvertrag" })).toBeTruthy();
    expect(document.activeElement).toBe(openButton());
  });

  it("a disabled field has a disabled calendar button", () => {
    render(<DateInput aria-label="Enddatum" value="" onChange={() => {}} disabled />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Kalender öffnen" }).disabled).toBe(true);
  });
});
