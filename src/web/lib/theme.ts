import { useCallback, useEffect, useState } from "react";

export type ThemeSetting = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "hausbuch-theme";

export function readThemeSetting(): ThemeSetting {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" || stored === "system" ? stored : "system";
  } catch {
    return "system";
  }
}

const prefersDark = () => window.matchMedia("(prefers-color-scheme: dark)").matches;

/** Same rule as the inline script in index.html, which runs before first paint. */
export function applyTheme(setting: ThemeSetting): void {
  const dark = setting === "dark" || (setting === "system" && prefersDark());
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

export function useTheme() {
  const [setting, setSetting] = useState<ThemeSetting>(readThemeSetting);
  useEffect(() => {
    applyTheme(setting);
    if (setting !== "system") return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [setting]);
  const change = useCallback((next: ThemeSetting) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
    setSetting(next);
  }, []);
  return { setting, setTheme: change };
}
