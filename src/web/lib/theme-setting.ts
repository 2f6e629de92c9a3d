// The theme setting without React, so the script of the pre-rendered public pages
// (public-page.ts) can switch the theme without shipping React.

export type ThemeSetting = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "hausbuch-theme";

export const isThemeSetting = (value: unknown): value is ThemeSetting => value === "light" || value === "dark" || value === "system";

export function readThemeSetting(): ThemeSetting {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeSetting(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

export function storeThemeSetting(setting: ThemeSetting): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, setting);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

export const DARK_QUERY = "(prefers-color-scheme: dark)";

/** Same rule as the inline script in index.html and public-page.html, which runs before first paint. */
export function applyTheme(setting: ThemeSetting): void {
  const dark = setting === "dark" || (setting === "system" && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}
