// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "@/web/lib/theme";
import { ThemeSwitch } from "./theme-switch";

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.className = "";
});

const radio = (name: string) => screen.getByRole("radio", { name });

/**
 * Holds the arrow key down until Radix has moved focus (it does so in a timeout, and selects
 * the newly focused option only while an arrow key is down, as in a browser), then releases it.
 */
async function arrow(user: ReturnType<typeof userEvent.setup>, key: "ArrowRight" | "ArrowLeft") {
  await user.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await user.keyboard(`{/${key}}`);
}

describe("ThemeSwitch (issue 11: one radio group)", () => {
  it("is one radio group 'Farbschema' with German options, the stored one checked", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    render(<ThemeSwitch />);
    expect(screen.getByRole("radiogroup", { name: "Farbschema" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("aria-label"))).toEqual(["Hell", "Dunkel", "System"]);
    expect(radio("Dunkel").getAttribute("aria-checked")).toBe("true");
    expect(radio("Hell").getAttribute("aria-checked")).toBe("false");
  });

  it("takes one Tab stop: Tab lands on the checked option and the next Tab leaves the group", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Davor</button>
        <ThemeSwitch />
        <button type="button">Danach</button>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Davor" }));
    await user.tab();
    expect(document.activeElement).toBe(radio("System"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Danach" }));
  });

  it("arrow keys move and select, and the choice is stored and applied", async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.tab();
    expect(document.activeElement).toBe(radio("System"));
    await arrow(user, "ArrowRight");
    expect(document.activeElement).toBe(radio("Hell"));
    expect(radio("Hell").getAttribute("aria-checked")).toBe("true");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    await arrow(user, "ArrowRight");
    expect(radio("Dunkel").getAttribute("aria-checked")).toBe("true");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    await arrow(user, "ArrowLeft");
    expect(radio("Hell").getAttribute("aria-checked")).toBe("true");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("a quick press, released before focus moves, selects too", async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.tab();
    await user.keyboard("{ArrowLeft}"); // keydown and keyup at once, as under load in a browser
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(radio("Dunkel"));
    expect(radio("Dunkel").getAttribute("aria-checked")).toBe("true");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });
});
