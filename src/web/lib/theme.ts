import { useCallback, useEffect, useState } from "react";
import { applyTheme, DARK_QUERY, readThemeSetting, storeThemeSetting, type ThemeSetting } from "./theme-setting";

export { applyTheme, readThemeSetting, THEME_STORAGE_KEY, type ThemeSetting } from "./theme-setting";

export function useTheme() {
  const [setting, setSetting] = useState<ThemeSetting>(readThemeSetting);
  useEffect(() => {
    applyTheme(setting);
    if (setting !== "system") return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => applyTheme("system");
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [setting]);
  const change = useCallback((next: ThemeSetting) => {
    storeThemeSetting(next);
    setSetting(next);
  }, []);
  return { setting, setTheme: change };
}
