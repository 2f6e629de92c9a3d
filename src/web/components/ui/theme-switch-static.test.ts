// @vitest-environment jsdom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "@/web/lib/theme-setting";
import { ThemeSwitch } from "./theme-switch";
import { attachThemeSwitch } from "./theme-switch-static";

// The theme switch of the pre-rendered pages: ThemeSwitch's build-time markup, woken without React.

const radio = (name: string) => document.querySelector<HTMLElement>(`[role="radio"][aria-label="${name}"]`)!;
const checked = () => [...document.querySelectorAll('[role="radio"]')].filter((r) => r.getAttribute("aria-checked") === "true").map((r) => r.getAttribute("aria-label"));
const tabStops = () => [...document.querySelectorAll<HTMLElement>('[role="radio"]')].filter((r) => r.tabIndex === 0).map((r) => r.getAttribute("aria-label"));
const isDark = () => document.documentElement.classList.contains("dark");

let detach: () => void = () => {};
function mount() {
  document.body.innerHTML = renderToString(createElement(ThemeSwitch));
  detach = attachThemeSwitch(document.querySelector<HTMLElement>("[data-theme-switch]")!);
}

beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  localStorage.clear();
});
afterEach(() => {
  detach();
  document.body.innerHTML = "";
  document.documentElement.className = "";
  vi.unstubAllGlobals();
});

describe("attachThemeSwitch", () => {
  it("shows the stored choice as the one checked option and the single Tab stop", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    mount();
    expect(checked()).toEqual(["Dunkel"]);
    expect(tabStops()).toEqual(["Dunkel"]);
    // Radix's hidden form inputs from the server render are gone: there is no form.
    expect(document.querySelectorAll("input").length).toBe(0);
  });

  it("a click selects, stores and applies the theme", () => {
    mount();
    expect(checked()).toEqual(["System"]);
    radio("Dunkel").click();
    expect(checked()).toEqual(["Dunkel"]);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(isDark()).toBe(true);
    radio("Hell").click();
    expect(isDark()).toBe(false);
    expect(radio("Hell").dataset.state).toBe("checked");
  });

  it("arrow keys move focus and select, wrapping at both ends", () => {
    mount();
    radio("System").focus();
    radio("System").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Hell");
    expect(checked()).toEqual(["Hell"]);
    radio("Hell").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(checked()).toEqual(["System"]);
    radio("System").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(checked()).toEqual(["Dunkel"]);
    expect(tabStops()).toEqual(["Dunkel"]);
  });
});
